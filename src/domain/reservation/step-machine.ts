import { FIRST_AVAILABLE_PROVIDER, type ProviderRef, type Service } from '../catalog/service.plain';
import {
  allServicesComplete,
  currentService,
  firstUnfinishedService,
  hasClassService,
  hasRequiredProvider,
  initialProvider,
  isBundled,
  isChained,
  isSession,
  providerIsSelectable,
  serviceOnTheDateStep,
  servicesToReserveFor,
  updateServices,
  type InternalId,
  type ReservationState,
  type ServiceToReserve,
  type Step,
  type WizardContext,
} from './reservation';

// The wizard's step machine (booking-wizard §2 "Next-step rules" and "Back rules", §4 start step).
// `startStep`, `next` and `back` are total functions of the whole state. Where the spec leaves room,
// docs/adr/0007-read-the-wizard-step-rules-as-one-state-machine.md records how we read it; the
// overriding invariant is that the wizard never shows the client form or the summary while a
// service lacks its day, hour or a required professional.

/** A bundle or a session package is one selection however many services it expands to. */
function isSingleSelection(state: ReservationState): boolean {
  return isBundled(state) || isSession(state) || state.servicesToReserve.length === 1;
}

function anyProviderSelectable(state: ReservationState): boolean {
  return state.servicesToReserve.some((item) => providerIsSelectable(state.context, item));
}

/** Professionals are chosen before the day in consecutive mode, for bundles and for sessions. */
function providerComesFirst(state: ReservationState): boolean {
  return isChained(state) || isSession(state);
}

/** The mode step is part of this reservation's flow (several services, no class, not the workshop). */
function modeStepInFlow(state: ReservationState): boolean {
  return !isSingleSelection(state) && !hasClassService(state) && !state.context.workshopVariant;
}

/** Where the wizard opens (booking-wizard §4 "Start step"). */
export function startStep(state: ReservationState): Step {
  const [first] = state.servicesToReserve;
  if (first === undefined) return 'serviceSelection';
  if ((isSession(state) || isBundled(state)) && state.providerPreSelected === null && anyProviderSelectable(state)) {
    return 'providerSelection';
  }
  if (isSingleSelection(state) || state.context.workshopVariant) return 'dateSelection';
  // Any class service applies separate mode and jumps to the date (booking-wizard §2 Mode selection).
  if (hasClassService(state)) return 'dateSelection';
  return 'modeSelection';
}

/** Opens the wizard on the services a client selected, at its start step. */
export function openReservation(
  context: WizardContext,
  selected: readonly Service[],
  providerPreSelected: ProviderRef | null,
): ReservationState {
  const servicesToReserve = servicesToReserveFor(selected, context, providerPreSelected);
  const draft: ReservationState = {
    context,
    servicesToReserve,
    step: 'serviceSelection',
    bookingMode: 'none',
    serviceBeingReserved: null,
    providerPreSelected,
    isEditing: false,
  };
  const step = startStep(draft);
  const bookingMode =
    step === 'dateSelection' && hasClassService(draft) && servicesToReserve.length > 1 ? 'separate' : 'none';
  return {
    ...draft,
    step,
    bookingMode,
    serviceBeingReserved: step === 'modeSelection' ? null : (servicesToReserve[0]?.internalId ?? null),
  };
}

// ---------------------------------------------------------------------------------------------
// Moving forward

/** The step where the next missing choice of `item` is made, or null when it has them all. */
function stepToComplete(state: ReservationState, item: ServiceToReserve): Step | null {
  const missingProvider = !hasRequiredProvider(state.context, item) && providerIsSelectable(state.context, item);
  const missingTime = item.daySelected === null || item.hourSelected === null;
  if (providerComesFirst(state)) {
    if (missingProvider) return 'providerSelection';
    if (missingTime) return 'dateSelection';
  } else {
    if (missingTime) return 'dateSelection';
    if (missingProvider) return 'providerSelection';
  }
  return null;
}

/**
 * A professional the client can't choose is never left unchosen: it is the initial one (the only
 * one, or "first provider available").
 */
function withUnchoosableProvidersSet(state: ReservationState): ReservationState {
  return updateServices(
    state,
    (item) => !hasRequiredProvider(state.context, item) && !providerIsSelectable(state.context, item),
    (item) => ({
      ...item,
      provider: initialProvider(item.service, state.context, state.providerPreSelected) ?? FIRST_AVAILABLE_PROVIDER,
    }),
  );
}

/** The client form when every service is complete; otherwise the first gap. */
function toFormOrFirstGap(state: ReservationState): ReservationState {
  const repaired = withUnchoosableProvidersSet(state);
  const gap = firstUnfinishedService(repaired);
  // Client-exclusive companies ask for their form too (docs/adr/0026), so every company goes to it.
  if (gap === undefined) return { ...repaired, step: 'clientForm', isEditing: false };
  return {
    ...repaired,
    step: stepToComplete(repaired, gap) ?? 'dateSelection',
    serviceBeingReserved: gap.internalId,
  };
}

/**
 * Carries on with the service being reserved while it misses something; then the next unfinished
 * service — on mobile, through the services panel when there are several separate services
 * ("Several services then go to serviceSelection") — and finally the form.
 */
function continueWith(state: ReservationState): ReservationState {
  const repaired = withUnchoosableProvidersSet(state);
  const current = currentService(repaired);
  const missing = current === undefined ? null : stepToComplete(repaired, current);
  if (missing !== null) return { ...repaired, step: missing };
  const gap = firstUnfinishedService(repaired);
  if (gap === undefined) return toFormOrFirstGap(repaired);
  if (repaired.context.screen === 'mobile' && !isSingleSelection(repaired) && !providerComesFirst(repaired)) {
    return { ...repaired, step: 'serviceSelection', serviceBeingReserved: null };
  }
  return toFormOrFirstGap(repaired);
}

/** The client has what the step asks for, so its Next is enabled (booking-wizard §5). */
export function canGoNext(state: ReservationState): boolean {
  const { context } = state;
  switch (state.step) {
    case 'modeSelection':
      return state.bookingMode !== 'none';
    case 'providerSelection': {
      // Consecutive: all services; bundle: all bundled services; MUST: all services; else the current one.
      const mustCoverAll =
        state.bookingMode === 'consecutive' || isBundled(state) || context.canChooseProvider === 'MUST';
      const current = currentService(state);
      const toCover = mustCoverAll ? state.servicesToReserve : current === undefined ? [] : [current];
      return toCover.length > 0 && toCover.every((item) => hasRequiredProvider(context, item));
    }
    case 'dateSelection':
      return (serviceOnTheDateStep(state)?.hourSelected ?? null) !== null;
    case 'serviceSelection':
      return state.servicesToReserve.length > 0;
    case 'clientForm':
      return allServicesComplete(state);
    case 'reservationSummary':
    case 'iframePostPay':
    case 'payment':
      return false;
  }
}

/** The step after the current one's Next (booking-wizard §2 "Next-step rules"). */
export function next(state: ReservationState): ReservationState {
  if (!canGoNext(state)) return state;
  const { context } = state;
  // The return after editing a service is the more specific rule, so it is asked first.
  if (state.step === 'dateSelection' && state.isEditing) return returnFromEditing(state);
  const finishing = state.step === 'clientForm' || state.step === 'reservationSummary';
  if (!finishing && state.step !== 'payment' && state.step !== 'iframePostPay') {
    // "Workshop variant, or all services having hour and provider: clientForm."
    if (context.workshopVariant || allServicesComplete(state)) return toFormOrFirstGap(state);
  }
  switch (state.step) {
    case 'modeSelection': {
      if (state.bookingMode === 'separate' && state.serviceBeingReserved === null) {
        const first = firstUnfinishedService(state);
        return { ...state, step: 'dateSelection', serviceBeingReserved: first?.internalId ?? null };
      }
      if (state.bookingMode === 'consecutive') {
        const first = state.servicesToReserve[0]?.internalId ?? null;
        const step = anyProviderSelectable(state) ? 'providerSelection' : 'dateSelection';
        return withUnchoosableProvidersSet({ ...state, step, serviceBeingReserved: first });
      }
      return continueWith(state);
    }
    case 'serviceSelection': {
      if (state.serviceBeingReserved === null) {
        const first = firstUnfinishedService(state);
        if (first === undefined) return toFormOrFirstGap(state);
        return {
          ...state,
          step: stepToComplete(state, first) ?? 'dateSelection',
          serviceBeingReserved: first.internalId,
        };
      }
      return continueWith(state);
    }
    case 'dateSelection': {
      if (providerComesFirst(state) || context.professionalPath) return toFormOrFirstGap(state);
      return continueWith(state);
    }
    case 'providerSelection': {
      if (state.bookingMode === 'consecutive' || isSession(state) || isBundled(state)) {
        return toFormOrFirstGap({ ...state, serviceBeingReserved: state.servicesToReserve[0]?.internalId ?? null });
      }
      return continueWith(state);
    }
    case 'clientForm':
      // canGoNext guarantees every service is complete here.
      return { ...state, step: 'reservationSummary', isEditing: false };
    case 'reservationSummary':
    case 'iframePostPay':
    case 'payment':
      return state;
  }
}

/**
 * After the client changed a service from the form or the summary: straight back to the form when
 * nothing else needs choosing, otherwise to the step that may (booking-wizard §2 Back rules, the
 * paragraph on consecutive mode, the workshop and pre-selected providers).
 */
function returnFromEditing(state: ReservationState): ReservationState {
  const { context } = state;
  const current = currentService(state);
  const singleWithoutChoice =
    isSingleSelection(state) &&
    (state.providerPreSelected !== null || current === undefined || !providerIsSelectable(context, current));
  if (state.bookingMode === 'consecutive' || context.workshopVariant || singleWithoutChoice) {
    return toFormOrFirstGap(state);
  }
  if (state.providerPreSelected !== null || isBundled(state)) return { ...state, step: 'serviceSelection' };
  return { ...state, step: 'providerSelection' };
}

// ---------------------------------------------------------------------------------------------
// Moving back

export type BackOutcome =
  | { readonly _tag: 'MovedBack'; readonly state: ReservationState }
  /** Previous is disabled here: this is the first meaningful step. */
  | { readonly _tag: 'StayedOnFirstStep'; readonly state: ReservationState }
  /** On mobile, a visitor from the marketplace goes back through the browser's history. */
  | { readonly _tag: 'UseBrowserHistory'; readonly state: ReservationState };

function backTarget(state: ReservationState): Step {
  const { context } = state;
  const selectable = anyProviderSelectable(state);
  const noProviderChoice = !selectable || state.providerPreSelected !== null;
  switch (state.step) {
    case 'modeSelection':
      return 'modeSelection';
    case 'serviceSelection':
      if (isSession(state) || (context.screen === 'mobile' && isBundled(state))) return 'dateSelection';
      return modeStepInFlow(state) ? 'modeSelection' : 'dateSelection';
    case 'dateSelection':
      if (state.bookingMode === 'consecutive') return selectable ? 'providerSelection' : 'modeSelection';
      if (isBundled(state) || isSession(state)) return noProviderChoice ? 'serviceSelection' : 'providerSelection';
      // Separate services: the services panel on mobile, otherwise the mode the client chose.
      if (context.screen === 'mobile') return 'serviceSelection';
      return modeStepInFlow(state) ? 'modeSelection' : 'dateSelection';
    case 'providerSelection':
      return state.bookingMode === 'consecutive' ? 'modeSelection' : 'dateSelection';
    case 'clientForm':
      return clientFormBackTarget(state);
    case 'reservationSummary':
      return 'clientForm';
    case 'iframePostPay':
    case 'payment':
      // Payment has started; the booking is no longer edited from here.
      return state.step;
  }
}

function clientFormBackTarget(state: ReservationState): Step {
  const { context } = state;
  const noProviderChoice = !anyProviderSelectable(state) || state.providerPreSelected !== null;
  if (state.isEditing) return isSession(state) || noProviderChoice ? 'serviceSelection' : 'providerSelection';
  if (isSession(state)) return 'serviceSelection';
  if (state.bookingMode === 'separate' && noProviderChoice) return 'serviceSelection';
  if (state.bookingMode === 'consecutive' || isBundled(state) || context.workshopVariant || noProviderChoice) {
    return 'dateSelection';
  }
  return 'providerSelection';
}

/** Previous is enabled: this is not the first meaningful step and there is somewhere to go. */
export function canGoBack(state: ReservationState): boolean {
  return back(state)._tag !== 'StayedOnFirstStep';
}

/** The step before the current one (booking-wizard §2 "Back rules"). */
export function back(state: ReservationState): BackOutcome {
  const first = state.step === startStep(state);
  // A marketplace's link opened the wizard on a phone: its first step, and the date step, go back
  // to the page the client came from (booking-wizard §2 Back rules).
  if ((first || state.step === 'dateSelection') && state.context.screen === 'mobile' && state.context.fromMarketplace) {
    return { _tag: 'UseBrowserHistory', state };
  }
  if (first) return { _tag: 'StayedOnFirstStep', state };
  const target = backTarget(state);
  if (target === state.step) return { _tag: 'StayedOnFirstStep', state };
  const moved: ReservationState = { ...state, step: target };
  // Going back never lands on the form or the summary with a service unfinished.
  if ((target === 'clientForm' || target === 'reservationSummary') && !allServicesComplete(moved)) {
    return { _tag: 'MovedBack', state: toFormOrFirstGap(moved) };
  }
  return { _tag: 'MovedBack', state: moved };
}

// ---------------------------------------------------------------------------------------------
// After a refused submission

/**
 * Back to the date step after the check or the booking failed (booking-wizard §4 "Failure: error
 * dialog, return to dateSelection, clear selected hour"; §8). The hours of the services the
 * failure names are cleared — of every service when it names none — a chain's as a block, since its
 * hours were offered together; days, professionals and everything else the client chose are kept.
 * The first service whose hour was cleared is the one the date step shows.
 */
export function returnToDateStepAfterFailure(state: ReservationState, failed: readonly InternalId[]): ReservationState {
  const named = new Set(failed.filter((id) => state.servicesToReserve.some((item) => item.internalId === id)));
  const clears = (item: ServiceToReserve) => named.size === 0 || isChained(state) || named.has(item.internalId);
  const cleared = updateServices(state, clears, (item) => ({ ...item, hourSelected: null }));
  const first = cleared.servicesToReserve.find(clears);
  return {
    ...cleared,
    step: 'dateSelection',
    isEditing: false,
    serviceBeingReserved: isChained(cleared)
      ? (cleared.servicesToReserve[0]?.internalId ?? null)
      : (first?.internalId ?? null),
  };
}

/**
 * Pay and reserve inside another site's frame opened the payment in a new tab: the wizard waits on
 * the iframePostPay step (booking-wizard §2), which neither Next nor Previous leaves.
 */
export function awaitPaymentInOtherTab(state: ReservationState): ReservationState {
  return { ...state, step: 'iframePostPay', isEditing: false };
}

/**
 * Back to the client form after a refusal naming only the client's fields (booking-wizard §8,
 * refusal-return.ts): every hour and professional is kept, since none was refused. A
 * client-exclusive company, whose form the client never fills, shows its summary instead.
 */
export function returnToClientFormAfterRefusal(state: ReservationState): ReservationState {
  return { ...state, step: state.context.clientExclusive ? 'reservationSummary' : 'clientForm', isEditing: false };
}
