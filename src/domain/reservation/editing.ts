import { err, ok, type Result } from 'neverthrow';
import { isChained, isSession, providerIsSelectable, type InternalId, type ReservationState } from './reservation';
import { findService, setServiceBeingReserved, type ServiceNotInReservation } from './selection';

// Changing a service already scheduled, from the services list (booking-wizard §2 "edit and delete
// actions", the consecutive cards' reordering; §4 "Setting the service being reserved resets day
// and hour").

/**
 * The services list's edit action: the service becomes the one being reserved, without its day and
 * hour (a chain's as a whole), on the step where its first choice is made — the professional for a
 * chain or a session package whose professional the client chooses, otherwise the day. Editing
 * from the client form or the summary marks the reservation as being edited, so the wizard returns
 * there once the change is made (step-machine.ts `returnFromEditing`).
 */
export function editService(
  state: ReservationState,
  internalId: InternalId,
): Result<ReservationState, ServiceNotInReservation> {
  return findService(state, internalId).andThen((item) =>
    setServiceBeingReserved(state, internalId).map((reset): ReservationState => {
      const fromTheForm = state.step === 'clientForm' || state.step === 'reservationSummary';
      const providerFirst = (isChained(state) || isSession(state)) && providerIsSelectable(state.context, item);
      return {
        ...reset,
        step: providerFirst ? 'providerSelection' : 'dateSelection',
        isEditing: state.isEditing || fromTheForm,
      };
    }),
  );
}

/** Only consecutive services are reordered: a bundle's order is the bundle's, separate services have none. */
export interface ServicesNotReorderable {
  readonly _tag: 'ServicesNotReorderable';
  readonly code: 'RESERVATION.NOT_REORDERABLE';
}

/**
 * Moves a service of a consecutive block to `position` (0-based, clamped to the list). Every hour
 * is cleared, since the block's hours were offered for the old order; days and professionals stay.
 * Moving a service where it already is changes nothing.
 */
export function moveService(
  state: ReservationState,
  internalId: InternalId,
  position: number,
): Result<ReservationState, ServiceNotInReservation | ServicesNotReorderable> {
  if (state.bookingMode !== 'consecutive')
    return err({ _tag: 'ServicesNotReorderable', code: 'RESERVATION.NOT_REORDERABLE' });
  return findService(state, internalId).andThen((item) => {
    const from = state.servicesToReserve.indexOf(item);
    const to = Math.max(0, Math.min(state.servicesToReserve.length - 1, Math.trunc(position)));
    if (from === to) return ok(state);
    const others = state.servicesToReserve.filter((other) => other !== item);
    const reordered = [...others.slice(0, to), item, ...others.slice(to)].map((service) => ({
      ...service,
      hourSelected: null,
    }));
    return ok({ ...state, servicesToReserve: reordered, serviceBeingReserved: reordered[0]?.internalId ?? null });
  });
}
