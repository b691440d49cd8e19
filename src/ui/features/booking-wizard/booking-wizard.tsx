import { lazy, startTransition, Suspense, useEffect, useRef, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from '../../i18n/use-translation';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { currentService } from '#domain/reservation/reservation';
import { Button } from '../../components/button';
import { LoadingOverlay } from '../../components/loading-overlay';
import { useStorefrontServices } from '../../shared/storefront-services';
import * as wizardWords from '../../i18n/dictionaries/booking-wizard';
import { useDictionary } from '../../i18n/i18n';
import { ServicesPanel } from './services-panel';
import { StepHeading } from '../../shared/step-heading';
import { StepTabsNav } from './step-tabs-nav';
import { DateSelectionStep } from './steps/date-selection-step';
import { WizardDialogs } from './wizard-dialogs';
import { WizardFooter } from './wizard-footer';
import { oneAtATimeWhenIdle } from '../../shared/one-at-a-time-when-idle';
import { createWizardModel, type WizardModel } from './wizard-model';
import type { WizardOpening } from './wizard-types';

// The booking wizard (booking-wizard §2): a full-screen dialog over the location page with the step
// tabs, the current step, the services panel beside it on wide screens (a step of its own on
// mobile), the footer buttons, the loading overlay while submitting, and its modals.

// The date step, where most bookings open, comes with the wizard; the other steps' code (react-aria's
// lists, drag and drop, selects) loads right after it opens, while the client picks a day.
const loadSteps = {
  mode: () => import('./steps/mode-selection-step'),
  provider: () => import('./steps/provider-selection-step'),
  clientForm: () => import('./steps/client-form-step'),
  summary: () => import('./steps/reservation-summary-step'),
  paymentWait: () => import('./steps/payment-wait-step'),
};
const ModeSelectionStep = lazy(() => loadSteps.mode().then((module) => ({ default: module.ModeSelectionStep })));
const ProviderSelectionStep = lazy(() =>
  loadSteps.provider().then((module) => ({ default: module.ProviderSelectionStep })),
);
const ClientFormStep = lazy(() => loadSteps.clientForm().then((module) => ({ default: module.ClientFormStep })));
const ReservationSummaryStep = lazy(() =>
  loadSteps.summary().then((module) => ({ default: module.ReservationSummaryStep })),
);
const PaymentWaitStep = lazy(() => loadSteps.paymentWait().then((module) => ({ default: module.PaymentWaitStep })));

function CurrentStep({ model }: { readonly model: WizardModel }) {
  useSignals();
  const { t } = useTranslation();
  const step = model.step.value;
  const deleteCurrent = () => {
    const current = currentService(model.reservation.peek()) ?? model.reservation.peek().servicesToReserve[0];
    if (current !== undefined) model.actions.remove(current.internalId);
  };
  switch (step) {
    case 'modeSelection':
      return <ModeSelectionStep model={model} />;
    case 'providerSelection':
      return <ProviderSelectionStep model={model} />;
    case 'dateSelection':
      return <DateSelectionStep model={model} onDeleteService={deleteCurrent} />;
    case 'clientForm':
      return <ClientFormStep model={model} />;
    case 'reservationSummary':
      return <ReservationSummaryStep model={model} />;
    case 'serviceSelection':
      return (
        <section className="step" aria-labelledby="services-step-title">
          <StepHeading id="services-step-title" visit={model.stepVisits.value}>
            {t('WIZARD.SERVICES')}
          </StepHeading>
          <ServicesPanel model={model} headingLevel="h3" />
        </section>
      );
    case 'iframePostPay':
      return <PaymentWaitStep model={model} />;
    case 'payment':
      // Paying leaves the wizard: the backend's checkout page, or the card page route (ADR 0045).
      // The step is the spec's name for that place; the wizard itself never moves to it.
      return null;
  }
}

function WizardBody({ model }: { readonly model: WizardModel }) {
  useSignals();
  const { t } = useTranslation();
  const body = useRef<HTMLDivElement>(null);
  const step = model.step.value;
  const wide = model.reservation.value.context.screen === 'desktop';
  const visit = model.stepVisits.value;
  useEffect(() => {
    // Back and Next show the new step from its top (booking-wizard §2 "Back scrolls to the top").
    body.current?.scrollTo({ top: 0 });
  }, [visit]);
  return (
    <>
      <div ref={body} className="wizard__body">
        <div className="wizard__main">
          <Suspense fallback={<p role="status">{t('LOADING')}</p>}>
            <CurrentStep model={model} />
          </Suspense>
        </div>
        {wide &&
        step !== 'serviceSelection' &&
        step !== 'reservationSummary' &&
        step !== 'clientForm' &&
        step !== 'iframePostPay' ? (
          <aside className="wizard__aside" aria-label={t('WIZARD.SERVICES')}>
            <ServicesPanel model={model} />
          </aside>
        ) : wide && step === 'clientForm' ? (
          <aside className="wizard__aside" aria-label={t('CLIENT_FORM.SUMMARY')}>
            <ServicesPanel model={model} />
          </aside>
        ) : null}
      </div>
      <WizardFooter model={model} />
      {model.submission.phase.value === 'idle' ? null : <LoadingOverlay text={t('SCHEDULING_LOADER')} />}
      <WizardDialogs model={model} />
    </>
  );
}

/**
 * Fetches the other steps' code once the page has nothing more urgent to do: the date step's days
 * and hours come first. One step's code a turn: each asks for its chunks (a preload link apiece, a
 * millisecond or so of a phone's main thread each), and all five at once made one task long
 * enough to block a tap (Lighthouse's TBT).
 */
function useStepsFetchedWhenIdle() {
  useEffect(
    () =>
      oneAtATimeWhenIdle(
        Object.values(loadSteps).map((load) => () => void load()),
        window,
        { timeoutMs: 4000, fallbackMs: 2000 },
      ),
    [],
  );
}

export function BookingWizard({ opening, onClose }: { readonly opening: WizardOpening; readonly onClose: () => void }) {
  useDictionary(wizardWords);
  const services = useStorefrontServices();
  const { t } = useTranslation();
  const close = useRef(onClose);
  close.current = onClose;
  // The model starts fetching and timing as it is made, so it is made in an effect, never in a
  // render React may throw away (as it does while a lazy part of the page is still loading).
  const [model, setModel] = useState<WizardModel | null>(null);
  useEffect(() => {
    const created = createWizardModel(services, opening, {
      close: () => {
        close.current();
      },
    });
    // Set in an effect, the model would be rendered at the default priority, which React does not
    // slice: the whole wizard in the task that then commits it, long enough to block a tap. As a
    // transition its render yields to the page every few milliseconds; only its commit is one task
    // (docs/adr/0159).
    startTransition(() => {
      setModel(created);
    });
    return created.dispose;
  }, [services, opening]);
  useStepsFetchedWhenIdle();
  if (model === null) return null;
  return (
    <ModalOverlay
      className="wizard-overlay"
      isOpen
      isDismissable={false}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Modal className="wizard">
        <Dialog
          className="wizard__dialog"
          aria-label={t('WIZARD.TITLE', { location: opening.storefront.location.locationName })}
        >
          <header className="wizard__header">
            <p className="wizard__title">{t('WIZARD.TITLE', { location: opening.storefront.location.locationName })}</p>
            <StepTabsNav model={model} />
            <Button variant="quiet" className="wizard__close" aria-label={t('WIZARD.CLOSE')} onPress={onClose}>
              <span aria-hidden="true">×</span>
            </Button>
          </header>
          <WizardBody model={model} />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
