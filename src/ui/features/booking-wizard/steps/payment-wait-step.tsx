import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { StepHeading } from '../step-heading';
import type { WizardModel } from '../wizard-model';

// The payment-wait view (booking-wizard §2, the iframePostPay step): inside another site's frame the
// payment opens in a new tab, and the frame asks the client to finish it there, with what to keep in
// mind and how to reach the company. The payments issue moves the wizard here and on from here.

/** A payment provider may take this long to validate a payment (booking-wizard §9). */
export const PAYMENT_VALIDATION_MINUTES = 30;

export function PaymentWaitStep({ model }: { readonly model: WizardModel }) {
  useSignals();
  const { t } = useTranslation();
  const { company, location } = model.storefront;
  const email = company.email ?? location.email;
  const phone = location.phone ?? company.phone;
  return (
    <section className="step payment-wait" aria-labelledby="payment-wait-title">
      <StepHeading id="payment-wait-title" visit={model.stepVisits.value}>
        {t('PAYMENT_WAIT.TITLE')}
      </StepHeading>
      <p>{t('PAYMENT_WAIT.TEXT')}</p>
      <h3>{t('PAYMENT_WAIT.REMEMBER')}</h3>
      <ul className="checklist">
        <li>{t('PAYMENT_WAIT.KEEP_OPEN')}</li>
        <li>{t('PAYMENT_WAIT.HELD')}</li>
        <li>{t('PAYMENT_WAIT.VALIDATION', { minutes: PAYMENT_VALIDATION_MINUTES })}</li>
      </ul>
      {email === null && phone === null ? null : (
        <p>
          {t('PAYMENT_WAIT.QUESTIONS')}{' '}
          {email === null ? null : <a href={`mailto:${email}`}>{email}</a>}
          {email !== null && phone !== null ? ' · ' : null}
          {phone === null ? null : <a href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</a>}
        </p>
      )}
    </section>
  );
}
