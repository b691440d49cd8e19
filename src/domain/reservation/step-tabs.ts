import {
  allServicesComplete,
  hasRequiredProvider,
  isChained,
  isSession,
  providerIsSelectable,
  serviceOnTheDateStep,
  type ReservationState,
  type Step,
} from './reservation';

// The wizard's step tabs (booking-wizard §2 Step tabs): 1 professional or date, 2 the other, 3
// reservation data — professional first in consecutive mode, for a bundle and for a session
// package; date first otherwise; the professional tab hidden where the client does not choose one
// (the workshop variant, a company that does not let clients choose, a single professional), so
// the reservation data is numbered 2. A tab can be clicked only once the tabs before it are done.
// While the client chooses how to book several services there are no tabs: that choice decides
// their order, and a first tab named "Date and time" read as the mode step's own name (issue 20).

export type TabStep = 'providerSelection' | 'dateSelection' | 'clientForm';

export interface StepTab {
  readonly step: TabStep;
  /** 1-based, as shown. */
  readonly number: number;
  /** The wizard is on this tab's step (or on the summary, for the reservation data tab). */
  readonly current: boolean;
  /** Every earlier tab is done, so this one can be clicked. */
  readonly reachable: boolean;
  /** The choices this tab asks for are made. */
  readonly done: boolean;
}

function providersDone(state: ReservationState): boolean {
  const asked = state.servicesToReserve.filter((item) => providerIsSelectable(state.context, item));
  return asked.every((item) => hasRequiredProvider(state.context, item));
}

function datesDone(state: ReservationState): boolean {
  return (
    state.servicesToReserve.length > 0 &&
    state.servicesToReserve.every((item) => item.daySelected !== null && item.hourSelected !== null)
  );
}

const stepOfTab = (step: Step): TabStep | null => {
  switch (step) {
    case 'providerSelection':
    case 'dateSelection':
    case 'clientForm':
      return step;
    case 'reservationSummary':
      return 'clientForm';
    case 'modeSelection':
    case 'serviceSelection':
    case 'iframePostPay':
    case 'payment':
      return null;
  }
};

export function stepTabs(state: ReservationState): readonly StepTab[] {
  if (state.step === 'modeSelection') return [];
  const providerTab = state.servicesToReserve.some((item) => providerIsSelectable(state.context, item));
  const providerFirst = isChained(state) || isSession(state);
  const order: readonly TabStep[] = providerTab
    ? providerFirst
      ? ['providerSelection', 'dateSelection', 'clientForm']
      : ['dateSelection', 'providerSelection', 'clientForm']
    : ['dateSelection', 'clientForm'];
  const done: Readonly<Record<TabStep, boolean>> = {
    providerSelection: providersDone(state),
    dateSelection: datesDone(state),
    clientForm: false,
  };
  const current = stepOfTab(state.step);
  return order.map((step, index) => ({
    step,
    number: index + 1,
    current: current === step,
    reachable:
      order.slice(0, index).every((earlier) => done[earlier]) && (step !== 'clientForm' || allServicesComplete(state)),
    done: done[step],
  }));
}

/**
 * Goes to a tab's step when it can be clicked; otherwise nothing changes. The date and professional
 * tabs show the service the wizard was on, or the first one, as the date step does for a chain.
 */
export function goToTab(state: ReservationState, step: TabStep): ReservationState {
  const tab = stepTabs(state).find((candidate) => candidate.step === step);
  if (tab === undefined || !tab.reachable || tab.current) return state;
  const serviceBeingReserved =
    serviceOnTheDateStep(state)?.internalId ?? state.servicesToReserve[0]?.internalId ?? null;
  return {
    ...state,
    step,
    serviceBeingReserved: step === 'clientForm' ? state.serviceBeingReserved : serviceBeingReserved,
  };
}
