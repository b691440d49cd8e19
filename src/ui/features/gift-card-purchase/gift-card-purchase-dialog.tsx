import { useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { humanCheckFailed, type GiftCardOrderFailure } from '#application/client-side/gift-card/order-gift-card';
import type { GiftCardOrders } from '#application/ports/client/gift-card-orders';
import { Button } from '../../components/button';
import { ModalDialog } from '../../components/modal-dialog';
import * as giftCardWords from '../../i18n/dictionaries/gift-cards';
import { useDictionary } from '../../i18n/i18n';
import type { TFunction } from '../../i18n/translator';
import { useTranslation } from '../../i18n/use-translation';
import type { GiftCardPurchaseOpening } from '../../shared/gift-card-purchase-opening';
import { useStorefrontServices } from '../../shared/storefront-services';
import { BuyerStep } from './buyer-step';
import { CardStep } from './card-step';
import {
  createGiftCardPurchaseModel,
  GIFT_CARD_STEPS,
  type GiftCardPurchaseModel,
  type GiftCardStep,
} from './gift-card-purchase-model';
import './gift-card-purchase.css';
import { SummaryStep } from './summary-step';
import { StepHeading } from '../../shared/step-heading';

// The gift card purchase dialog (issue 31; storefront spec "gift card purchase modal (steps: gift
// card info, buyer data, summary)"): the three steps under a step indicator, Back and Next keeping
// what was typed, Pay on the summary; first, when the booking cart holds services, why a gift card
// cannot join them and the choice to empty the cart or keep booking. Its code is its own chunk.

const STEP_NAMES: Readonly<Record<GiftCardStep, string>> = {
  card: 'GIFT_CARDS.STEP_CARD',
  buyer: 'GIFT_CARDS.STEP_BUYER',
  summary: 'GIFT_CARDS.STEP_SUMMARY',
};

function failureWords(t: TFunction, failure: GiftCardOrderFailure): string {
  // No token, or the server refused it: nothing was bought, and trying again runs the check anew.
  if (humanCheckFailed(failure)) return t('GIFT_CARDS.HUMAN_CHECK_FAILED');
  if (failure._tag === 'HumanCheckFailed') return t('ERRORS.GENERIC');
  if (failure._tag === 'ApiRefusal') return failure.message;
  if (failure._tag === 'ApiUnreachable') return t(failure.reason === 'timeout' ? 'ERRORS.TIMEOUT' : 'ERRORS.REQUEST');
  return t('ERRORS.GENERIC');
}

function StepIndicator({ model }: { readonly model: GiftCardPurchaseModel }) {
  useSignals();
  const { t } = useTranslation();
  const current = GIFT_CARD_STEPS.indexOf(model.step.value);
  return (
    <nav aria-label={t('GIFT_CARDS.STEPS')} className="gift-card-steps">
      <ol className="gift-card-steps__list">
        {GIFT_CARD_STEPS.map((step, index) => (
          <li
            key={step}
            className={`gift-card-steps__step${index === current ? ' gift-card-steps__step--current' : ''}`}
            {...(index === current ? { 'aria-current': 'step' as const } : {})}
          >
            <span aria-hidden="true" className="gift-card-steps__number">
              {index + 1}
            </span>{' '}
            {t(STEP_NAMES[step])}
            {index < current ? <span className="visually-hidden"> {t('GIFT_CARDS.DONE_STEP')}</span> : null}
          </li>
        ))}
      </ol>
    </nav>
  );
}

function CartConflict({ model, onClose }: { readonly model: GiftCardPurchaseModel; readonly onClose: () => void }) {
  useSignals();
  const { t } = useTranslation();
  const conflict = model.cartConflict.value;
  if (conflict === null) return null;
  return (
    <section className="gift-card-cart-conflict" aria-labelledby="gift-card-cart-title">
      <StepHeading id="gift-card-cart-title" visit={model.visits.value}>
        {t('GIFT_CARDS.CART.TITLE')}
      </StepHeading>
      <p>{t('GIFT_CARDS.CART.TEXT', { services: conflict.services.join(', ') })}</p>
      <div className="dialog__actions">
        <Button variant="primary" onPress={model.emptyCart}>
          {t('GIFT_CARDS.CART.EMPTY')}
        </Button>
        <Button onPress={onClose}>{t('GIFT_CARDS.CART.KEEP')}</Button>
      </div>
    </section>
  );
}

/** Inside another site's frame: the checkout page opened in a new tab, or a link to it when the browser blocked the tab. */
function PaymentInOtherTab({ model }: { readonly model: GiftCardPurchaseModel }) {
  useSignals();
  const { t } = useTranslation();
  const elsewhere = model.paymentInOtherTab.value;
  if (elsewhere === null) return null;
  return (
    <p role="status" className="gift-card-purchase__elsewhere">
      {elsewhere.opened ? (
        t('GIFT_CARDS.PAY_IN_NEW_TAB')
      ) : (
        <a href={elsewhere.address} target="_blank" rel="noopener">
          {t('GIFT_CARDS.OPEN_PAYMENT')}
        </a>
      )}
    </p>
  );
}

function CurrentStep({ model }: { readonly model: GiftCardPurchaseModel }) {
  useSignals();
  const { t } = useTranslation();
  const step = model.step.value;
  const index = GIFT_CARD_STEPS.indexOf(step);
  const errors = model.shownErrorCount(step);
  const failure = model.payFailure.value;
  return (
    <form
      className="gift-card-purchase__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (step === 'summary') model.pay();
        else model.next();
      }}
    >
      <StepHeading visit={model.visits.value}>
        {t('GIFT_CARDS.STEP_OF', { step: index + 1, count: GIFT_CARD_STEPS.length, name: t(STEP_NAMES[step]) })}
      </StepHeading>
      {errors === 0 ? null : (
        <p role="alert" className="form-errors">
          {t('GIFT_CARDS.FIX_FIELDS', { count: errors })}
        </p>
      )}
      {step === 'card' ? <CardStep model={model} /> : null}
      {step === 'buyer' ? <BuyerStep model={model} /> : null}
      {step === 'summary' ? <SummaryStep model={model} /> : null}
      <PaymentInOtherTab model={model} />
      {failure === null ? null : (
        <p role="alert" className="form-errors">
          {t('GIFT_CARDS.PAY_FAILED', { message: failureWords(t, failure) })}
        </p>
      )}
      <div className="dialog__actions gift-card-purchase__actions">
        {step === 'card' ? null : <Button onPress={model.back}>{t('GIFT_CARDS.BACK')}</Button>}
        {step === 'summary' ? (
          <Button variant="primary" type="submit" isDisabled={model.paying.value !== 'idle'}>
            {model.paying.value === 'idle' ? t('GIFT_CARDS.PAY') : t('GIFT_CARDS.PAYING')}
          </Button>
        ) : (
          <Button variant="primary" type="submit">
            {t('GIFT_CARDS.NEXT')}
          </Button>
        )}
      </div>
    </form>
  );
}

/** The purchase of `opening`'s gift card through `orders`, until the browser leaves for the checkout page. */
export function GiftCardPurchaseDialog({
  opening,
  orders,
  onClose,
}: {
  readonly opening: GiftCardPurchaseOpening;
  readonly orders: GiftCardOrders;
  readonly onClose: () => void;
}) {
  useDictionary(giftCardWords);
  useSignals();
  const { t } = useTranslation();
  const services = useStorefrontServices();
  const [model] = useState(() => createGiftCardPurchaseModel(services, orders, opening));
  return (
    <ModalDialog
      title={t('GIFT_CARDS.DIALOG_TITLE', { product: opening.product.name })}
      isOpen
      isDismissable
      onClose={onClose}
      size="medium"
      className="gift-card-purchase"
    >
      {model.cartConflict.value === null ? (
        <>
          <StepIndicator model={model} />
          <CurrentStep model={model} />
        </>
      ) : (
        <CartConflict model={model} onClose={onClose} />
      )}
    </ModalDialog>
  );
}
