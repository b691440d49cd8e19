import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from '../../i18n/use-translation';
import { formatPrice } from '#domain/money/format-price';
import type { ReserveButton } from '#domain/payment/reserve-buttons';
import { Button } from '../../components/button';
import { payNowKey } from './pay-now-key';
import type { WizardModel } from './wizard-model';

// The footer buttons (booking-wizard §2): Previous, Next, and on the summary Pay and reserve and
// Reserve, with what paying online charges now; on the client form, Continue — in a bottom drawer
// on wide screens. Disabled buttons say why through their description.

function ReserveAction({
  button,
  label,
  variant,
  onPress,
  describedBy,
}: {
  readonly button: ReserveButton;
  readonly label: string;
  readonly variant: 'primary' | 'secondary';
  readonly onPress: () => void;
  readonly describedBy?: string;
}) {
  if (button._tag === 'Hidden') return null;
  return (
    <Button
      variant={variant}
      isDisabled={button._tag === 'Disabled'}
      onPress={onPress}
      {...(describedBy === undefined ? {} : { 'aria-describedby': describedBy })}
    >
      {label}
    </Button>
  );
}

export function WizardFooter({ model }: { readonly model: WizardModel }) {
  useSignals();
  const { t } = useTranslation();
  const step = model.step.value;
  // Waiting for the payment in another tab: nothing here goes back or on.
  if (step === 'iframePostPay') return null;
  const previous = (
    <Button variant="secondary" isDisabled={!model.previousEnabled.value} onPress={model.actions.previous}>
      {t('PREVIOUS')}
    </Button>
  );
  if (step === 'clientForm') {
    const ready = model.form.isValid.value && model.nextEnabled.value;
    return (
      <footer className="wizard__footer wizard__footer--drawer">
        {previous}
        {ready ? null : (
          <p id="continue-needs" className="wizard__footer-hint">
            {t('CLIENT_FORM.CONTINUE_NEEDS')}
          </p>
        )}
        <Button
          variant="primary"
          isDisabled={!ready}
          {...(ready ? {} : { 'aria-describedby': 'continue-needs' })}
          onPress={model.actions.next}
        >
          {t('CONTINUE')}
        </Button>
      </footer>
    );
  }
  if (step === 'reservationSummary') {
    const buttons = model.submission.buttons.value;
    const charge = model.submission.onlineCharge.value;
    return (
      <footer className="wizard__footer">
        {previous}
        {charge === null ? null : (
          <p id="pay-now" className="wizard__footer-hint">
            {t(payNowKey(charge), {
              amount: formatPrice(charge.now, model.storefront.currency),
            })}
          </p>
        )}
        <ReserveAction
          button={buttons.payAndReserve}
          label={t('PAY_AND_RESERVE')}
          {...(charge === null ? {} : { describedBy: 'pay-now' })}
          variant={buttons.reserve._tag === 'Hidden' ? 'primary' : 'secondary'}
          onPress={() => {
            model.submission.submit(true);
          }}
        />
        <ReserveAction
          button={buttons.reserve}
          label={t('RESERVE')}
          variant="primary"
          onPress={() => {
            model.submission.submit(false);
          }}
        />
      </footer>
    );
  }
  const needs =
    step === 'modeSelection' || step === 'providerSelection' || step === 'dateSelection'
      ? t(`WIZARD.NEXT_NEEDS.${step}`)
      : null;
  const enabled = model.nextEnabled.value;
  return (
    <footer className="wizard__footer">
      {previous}
      {!enabled && needs !== null ? (
        <p id="next-needs" className="wizard__footer-hint">
          {needs}
        </p>
      ) : null}
      <Button
        variant="primary"
        isDisabled={!enabled}
        {...(!enabled && needs !== null ? { 'aria-describedby': 'next-needs' } : {})}
        onPress={model.actions.next}
      >
        {t('NEXT')}
      </Button>
    </footer>
  );
}
