import type { ReactNode } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { formatDayMonthYear } from '#domain/calendar/local-date.plain';
import { formatPrice } from '#domain/money/format-price';
import { Checkbox } from '../../components/checkbox';
import { useTranslation } from '../../i18n/use-translation';
import type { GiftCardPurchaseModel } from './gift-card-purchase-model';

// The summary step (issue 31): everything chosen and typed, the amount, how long the card lasts and
// where it is honoured, the product's terms and the explicit acceptance Pay needs.

function Line({ term, children }: { readonly term: string; readonly children: ReactNode }) {
  return (
    <div className="summary-list__line">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function honouredAt(model: GiftCardPurchaseModel, t: ReturnType<typeof useTranslation>['t']): string {
  const { honouredAt: ids } = model.product;
  const names = model.opening.honouredAtNames;
  if (ids.length === 1 && ids[0] === model.storefront.location.id) return model.storefront.location.locationName;
  return names.length === ids.length ? names.join(', ') : t('GIFT_CARDS.HONOURED_AT_COUNT', { count: ids.length });
}

export function SummaryStep({ model }: { readonly model: GiftCardPurchaseModel }) {
  useSignals();
  const { t } = useTranslation();
  const card = model.cardValidation.value;
  const buyer = model.buyerValidation.value;
  // The summary is reached only through valid steps; Back and Next keep them so.
  if (card.isErr() || buyer.isErr()) return null;
  const { amount, consumerName, consumerEmail, message, sendOn } = card.value;
  const { firstName, lastName, email, phone, identificationNumber } = buyer.value;
  return (
    <div className="gift-card-step">
      <h3>{t('GIFT_CARDS.SUMMARY_CARD')}</h3>
      <dl className="summary-list">
        <Line term={t('GIFT_CARDS.PRODUCT')}>{model.product.name}</Line>
        <Line term={t('GIFT_CARDS.AMOUNT')}>{formatPrice(amount, model.storefront.currency)}</Line>
        <Line term={t('GIFT_CARDS.FOR')}>{`${consumerName} <${consumerEmail}>`}</Line>
        {message === null ? null : <Line term={t('GIFT_CARDS.MESSAGE_SHOWN')}>{message}</Line>}
        <Line term={t('GIFT_CARDS.SENT')}>
          {sendOn === null ? t('GIFT_CARDS.SENT_NOW') : formatDayMonthYear(sendOn)}
        </Line>
        <Line term={t('GIFT_CARDS.VALIDITY_LABEL')}>
          {t('GIFT_CARDS.VALIDITY', { count: model.product.validityMonths })}
        </Line>
        <Line term={t('GIFT_CARDS.HONOURED')}>{honouredAt(model, t)}</Line>
      </dl>
      <h3>{t('GIFT_CARDS.SUMMARY_BUYER')}</h3>
      <dl className="summary-list">
        <Line term={t('GIFT_CARDS.FIRST_NAME')}>{`${firstName} ${lastName}`}</Line>
        <Line term={t('GIFT_CARDS.EMAIL')}>{email}</Line>
        {phone === null ? null : <Line term={t('GIFT_CARDS.PHONE')}>{phone}</Line>}
        {identificationNumber === null ? null : (
          <Line term={t('GIFT_CARDS.IDENTIFICATION')}>{identificationNumber}</Line>
        )}
      </dl>
      <section className="gift-card-terms" aria-labelledby="gift-card-terms-title">
        <h3 id="gift-card-terms-title">{t('GIFT_CARDS.TERMS')}</h3>
        <p className="gift-card-terms__text">{model.product.terms}</p>
      </section>
      <Checkbox
        isRequired
        isSelected={model.acceptedTerms.value}
        onChange={model.setAcceptedTerms}
        error={model.termsError.value ? t('ERRORS.VALIDATION_REQUIRED') : null}
      >
        {t('GIFT_CARDS.ACCEPT_TERMS')}
      </Checkbox>
    </div>
  );
}
