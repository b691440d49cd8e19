import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from '../../../i18n/use-translation';
import { discountSaving } from '#domain/money/discount-saving';
import { formatPrice } from '#domain/money/format-price';
import { ServicesPanel } from '../services-panel';
import { StepHeading } from '../../../shared/step-heading';
import { GiftCardField } from './gift-card-field';
import { payNowKey } from '../pay-now-key';
import type { WizardModel } from '../wizard-model';

// The reservation summary (booking-wizard §2, §4): the services and the client's details, what
// paying online saves and what it charges now — a down payment, the rest at the location — and
// the reserve buttons in the footer; a gift card paying part or all of it (docs/adr/0107).

export function ReservationSummaryStep({ model }: { readonly model: WizardModel }) {
  useSignals();
  const { t } = useTranslation();
  const values = model.form.values.value;
  const state = model.reservation.value;
  const saving = discountSaving(state.servicesToReserve);
  const buttons = model.submission.buttons.value;
  const charge = model.submission.onlineCharge.value;
  return (
    <section className="step summary-step" aria-labelledby="summary-step-title">
      <StepHeading id="summary-step-title" visit={model.stepVisits.value}>
        {t('SUMMARY.TITLE')}
      </StepHeading>
      <ServicesPanel model={model} headingLevel="h3" />
      <section className="card" aria-labelledby="summary-client">
        <h3 id="summary-client">{t('SUMMARY.CLIENT')}</h3>
        <dl className="facts">
          <dt>{t('SUMMARY.NAME')}</dt>
          <dd>
            {values.firstName} {values.lastName}
          </dd>
          {values.email === '' ? null : (
            <>
              <dt>{t('CLIENT_FORM.EMAIL')}</dt>
              <dd>{values.email}</dd>
            </>
          )}
          {values.phone === '' ? null : (
            <>
              <dt>{t('CLIENT_FORM.PHONE')}</dt>
              <dd>{values.phone}</dd>
            </>
          )}
        </dl>
      </section>
      <GiftCardField model={model} />
      {charge === null ? null : (
        <section className="card" aria-labelledby="summary-paying-online">
          <h3 id="summary-paying-online">{t('SUMMARY.PAYING_ONLINE')}</h3>
          <p>
            {t(payNowKey(charge), {
              amount: formatPrice(charge.now, model.storefront.currency),
            })}
          </p>
          {charge.atLocation > 0 ? (
            <p>{t('SUMMARY.AT_LOCATION', { amount: formatPrice(charge.atLocation, model.storefront.currency) })}</p>
          ) : null}
        </section>
      )}
      {saving > 0 && buttons.payAndReserve._tag !== 'Hidden' ? (
        <p className="note note--promotion">
          {t('SUMMARY.SAVING', { amount: formatPrice(saving, model.storefront.currency) })}
        </p>
      ) : null}
      {buttons.reserve._tag === 'Hidden' && buttons.payAndReserve._tag === 'Hidden' ? (
        <p className="note">{t('SUMMARY.MUST_PAY_ONLINE')}</p>
      ) : null}
    </section>
  );
}
