import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from '../../i18n/use-translation';
import { Button } from 'react-aria-components';
import type { WizardModel } from './wizard-model';

// The step tabs (booking-wizard §2 Step tabs): numbered, the current one marked, each clickable only
// once the steps before it are done.

export function StepTabsNav({ model }: { readonly model: WizardModel }) {
  useSignals();
  const { t } = useTranslation();
  const tabs = model.tabs.value;
  // None on the mode step, whose choice orders them (src/domain/reservation/step-tabs.ts).
  if (tabs.length === 0) return null;
  return (
    <nav aria-label={t('WIZARD.STEPS_LABEL')} className="step-tabs">
      <ol className="step-tabs__list">
        {tabs.map((tab) => (
          <li key={tab.step} className="step-tabs__item">
            <Button
              className="step-tabs__tab"
              isDisabled={!tab.reachable}
              onPress={() => {
                model.actions.goToTab(tab.step);
              }}
              {...(tab.current ? { 'aria-current': 'step' as const } : {})}
            >
              <span className="step-tabs__number" aria-hidden="true">
                {tab.number}
              </span>
              <span className="visually-hidden">{t('WIZARD.STEP_NUMBER', { number: tab.number })}: </span>
              <span className="step-tabs__name">{t(`WIZARD.STEP_NAMES.${tab.step}`)}</span>
              {tab.done && !tab.current ? <span className="visually-hidden">, {t('WIZARD.STEP_DONE')}</span> : null}
            </Button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
