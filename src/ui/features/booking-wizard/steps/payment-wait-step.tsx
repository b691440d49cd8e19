import { useEffect, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from '../../../i18n/use-translation';
import { PAYMENT_TIMEOUT_MINUTES } from '#domain/payment/payment-lifecycle';
import { Button } from '../../../components/button';
import { useStorefrontServices } from '../../../shared/storefront-services';
import * as paymentWords from '../../../i18n/dictionaries/payment';
import { useDictionary } from '../../../i18n/i18n';
import { CardRefusedNotice, PaymentFailedNotice } from '../../../shared/payment-notices';
import type { PaymentOutcome } from '#application/client-side/payment/payment-outcome';
import { createPaymentWait, type PaymentInOtherTab } from '../payment-wait-model';
import { StepHeading } from '../../../shared/step-heading';
import type { WizardModel } from '../wizard-model';

// The payment-wait view (booking-wizard §2, the iframePostPay step): inside another site's frame the
// payment opens in a new tab, and the frame asks the client to finish it there, with what to keep in
// mind and how to reach the company. It asks how the payment stands until it is paid — then the
// frame shows the booking's page — or refused or out of time, which it says, offering to book again.
// A refused card, while the hour is still held, is said above the waiting view: the client may try
// another card in the payment's tab (ADR 0075).

function Waiting({
  model,
  payment,
  refused,
}: {
  readonly model: WizardModel;
  readonly payment: PaymentInOtherTab;
  readonly refused: Extract<PaymentOutcome, { readonly _tag: 'CardRefused' }> | null;
}) {
  const { t } = useTranslation();
  const { company, location } = model.storefront;
  const email = company.email ?? location.email;
  const phone = location.phone ?? company.phone;
  return (
    <>
      <StepHeading id="payment-wait-title" visit={model.stepVisits.value}>
        {t('PAYMENT_WAIT.TITLE')}
      </StepHeading>
      {refused === null ? null : <CardRefusedNotice outcome={refused} headingLevel="h3" focusOnShow />}
      {payment.tabOpened ? (
        <p>{t('PAYMENT_WAIT.TEXT')}</p>
      ) : (
        <p role="alert">
          {t('PAYMENT.TAB_BLOCKED')}{' '}
          <a href={payment.checkoutAddress} target="_blank" rel="noopener noreferrer">
            {t('PAYMENT.OPEN_PAYMENT')}
            <span className="visually-hidden"> {t('LOCATION.NEW_TAB')}</span>
          </a>
        </p>
      )}
      <h3>{t('PAYMENT_WAIT.REMEMBER')}</h3>
      <ul className="checklist">
        <li>{t('PAYMENT_WAIT.KEEP_OPEN')}</li>
        <li>{t('PAYMENT_WAIT.HELD')}</li>
        <li>{t('PAYMENT_WAIT.VALIDATION', { minutes: PAYMENT_TIMEOUT_MINUTES })}</li>
      </ul>
      {email === null && phone === null ? null : (
        <p>
          {t('PAYMENT_WAIT.QUESTIONS')} {email === null ? null : <a href={`mailto:${email}`}>{email}</a>}
          {email !== null && phone !== null ? ' · ' : null}
          {phone === null ? null : <a href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</a>}
        </p>
      )}
    </>
  );
}

function WaitingFor({ model, payment }: { readonly model: WizardModel; readonly payment: PaymentInOtherTab }) {
  useSignals();
  const { t } = useTranslation();
  const services = useStorefrontServices();
  const [wait] = useState(() => createPaymentWait(services, payment));
  // Asked while the view shows; never after it is gone.
  useEffect(() => wait.start(), [wait]);
  const outcome = wait.outcome.value;
  if (outcome._tag === 'AwaitingPayment' || outcome._tag === 'Paid' || outcome._tag === 'CardRefused')
    return <Waiting model={model} payment={payment} refused={outcome._tag === 'CardRefused' ? outcome : null} />;
  return (
    <PaymentFailedNotice outcome={outcome} headingLevel="h2" headingId="payment-wait-title" focusOnShow>
      <Button
        variant="primary"
        onPress={() => {
          services.router.reload();
        }}
      >
        {t('PAYMENT.BOOK_AGAIN')}
      </Button>
    </PaymentFailedNotice>
  );
}

export function PaymentWaitStep({ model }: { readonly model: WizardModel }) {
  useSignals();
  useDictionary(paymentWords);
  const payment = model.submission.paymentInOtherTab.value;
  return (
    <section className="step payment-wait" aria-labelledby="payment-wait-title">
      {payment === null ? null : <WaitingFor model={model} payment={payment} />}
    </section>
  );
}
