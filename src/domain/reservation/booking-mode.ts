import { err, ok, type Result } from 'neverthrow';
import {
  hasClassService,
  initialProvider,
  isBundled,
  isSession,
  type BookingMode,
  type ReservationState,
} from './reservation';

// How several services are booked (booking-wizard §2 "Mode selection", §4): consecutive (one after
// another, as one block) or separate (each on its own day and time).

/** A mode the client can pick on the mode-selection step. */
export type ChosenBookingMode = Exclude<BookingMode, 'none'>;

/**
 * Why a booking mode can't be chosen or changed:
 * - `BOOKING_MODE.CLASS_SERVICE_NEEDS_SEPARATE`: a class service is booked at the class's own
 *   time, so it can't be chained to other services;
 * - `BOOKING_MODE.NOT_FOR_PACKAGES`: a bundle is always performed in order and a session package's
 *   sessions are always scheduled one by one, so there is no mode to choose;
 * - `BOOKING_MODE.NOT_CONSECUTIVE`: only consecutive mode offers the 'change booking mode' link.
 */
export interface BookingModeRefused {
  readonly _tag: 'BookingModeRefused';
  readonly code:
    'BOOKING_MODE.CLASS_SERVICE_NEEDS_SEPARATE' | 'BOOKING_MODE.NOT_FOR_PACKAGES' | 'BOOKING_MODE.NOT_CONSECUTIVE';
}

/**
 * The mode the reservation must take without asking: separate when any service is a class service
 * (booking-wizard §2), none otherwise.
 */
export function forcedBookingMode(state: ReservationState): ChosenBookingMode | null {
  return hasClassService(state) && !isBundled(state) && !isSession(state) ? 'separate' : null;
}

/**
 * Applies the forced mode, if any (booking-wizard §2: with a class service separate mode is
 * applied automatically; jumping to dateSelection is the step machine's part).
 */
export function applyForcedBookingMode(state: ReservationState): ReservationState {
  const forced = forcedBookingMode(state);
  return forced === null ? state : { ...state, bookingMode: forced };
}

/**
 * The client picks a mode. Consecutive with a class service is refused rather than silently turned
 * into separate: the mode step applies separate mode on its own when a class is present
 * (`applyForcedBookingMode`), so a request for consecutive there is a flow that went wrong, and
 * coercing it would hide that the client never saw the choice they made being honoured.
 *
 * Switching from one mode to the other clears every day and hour: a consecutive block's hours were
 * offered for the whole block and separate hours for each service alone, so neither stands for the
 * other. Professionals are kept; who can perform a service doesn't depend on the mode.
 */
export function chooseBookingMode(
  state: ReservationState,
  mode: ChosenBookingMode,
): Result<ReservationState, BookingModeRefused> {
  if (isBundled(state) || isSession(state))
    return err({ _tag: 'BookingModeRefused', code: 'BOOKING_MODE.NOT_FOR_PACKAGES' });
  if (mode === 'consecutive' && hasClassService(state)) {
    return err({ _tag: 'BookingModeRefused', code: 'BOOKING_MODE.CLASS_SERVICE_NEEDS_SEPARATE' });
  }
  if (state.bookingMode === mode || state.bookingMode === 'none') return ok({ ...state, bookingMode: mode });
  return ok({
    ...state,
    bookingMode: mode,
    servicesToReserve: state.servicesToReserve.map((item) => ({ ...item, daySelected: null, hourSelected: null })),
  });
}

/**
 * The 'change booking mode' link of consecutive mode (booking-wizard §4): every service goes back
 * to the professional it started with and loses its day and hour, no mode is chosen, nothing is
 * being reserved, and the wizard returns to modeSelection.
 */
export function changeBookingMode(state: ReservationState): Result<ReservationState, BookingModeRefused> {
  if (state.bookingMode !== 'consecutive')
    return err({ _tag: 'BookingModeRefused', code: 'BOOKING_MODE.NOT_CONSECUTIVE' });
  return ok({
    ...state,
    servicesToReserve: state.servicesToReserve.map((item) => ({
      ...item,
      provider: initialProvider(item.service, state.context, state.providerPreSelected),
      daySelected: null,
      hourSelected: null,
    })),
    bookingMode: 'none',
    serviceBeingReserved: null,
    step: 'modeSelection',
  });
}
