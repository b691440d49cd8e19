import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from '../../../i18n/use-translation';
import { RadioGroup } from '../../../components/radio-group';
import { StepHeading } from '../../../shared/step-heading';
import type { WizardModel } from '../wizard-model';

// Mode selection (booking-wizard §2): consecutive or separate, as two cards. The consecutive card
// names the services it chains, at most 4 before 'and other services'.

export const NAMED_IN_CONSECUTIVE = 4;

export function ModeSelectionStep({ model }: { readonly model: WizardModel }) {
  useSignals();
  const { t } = useTranslation();
  const state = model.reservation.value;
  const names = state.servicesToReserve.map((item) => item.service.name);
  const listed = names.slice(0, NAMED_IN_CONSECUTIVE).join(', ');
  const services =
    names.length > NAMED_IN_CONSECUTIVE ? t('MODE_SELECTION.AND_OTHER_SERVICES', { services: listed }) : listed;
  const mode = state.bookingMode === 'none' ? null : state.bookingMode;
  return (
    <section className="step" aria-labelledby="mode-step-title">
      <StepHeading id="mode-step-title" visit={model.stepVisits.value}>
        {t('MODE_SELECTION.TITLE')}
      </StepHeading>
      <RadioGroup
        className="mode-cards"
        label={t('MODE_SELECTION.TITLE')}
        isLabelHidden
        value={mode}
        onChange={(chosen) => {
          model.actions.chooseMode(chosen);
        }}
        options={[
          {
            value: 'consecutive' as const,
            label: t('MODE_SELECTION.CONSECUTIVE'),
            description: t('MODE_SELECTION.CONSECUTIVE_DESCRIPTION', { services }),
          },
          {
            value: 'separate' as const,
            label: t('MODE_SELECTION.SEPARATE'),
            description: t('MODE_SELECTION.SEPARATE_DESCRIPTION'),
          },
        ]}
      />
    </section>
  );
}
