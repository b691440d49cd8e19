import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components';
import type { WizardModel } from './wizard-model';

// The step tabs (booking-wizard §2 Step tabs): numbered, the current one marked, each clickable only
// once the steps before it are done.

export function StepTabsNav({ model }: { readonly model: WizardModel }) {
  useSignals();
  const { t } = useTranslation();
  return (
    <nav aria-label={t('WIZARD.STEPS_LABEL')} className="step-tabs">
      <ol className="step-tabs__list">
        {model.tabs.value.map((tab) => (
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
              {t(`WIZARD.STEP_NAMES.${tab.step}`)}
              {tab.done && !tab.current ? <span className="visually-hidden">, {t('WIZARD.STEP_DONE')}</span> : null}
            </Button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
