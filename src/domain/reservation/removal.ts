import type { Result } from 'neverthrow';
import { FIRST_AVAILABLE_PROVIDER } from '../catalog/service.plain';
import {
  currentService,
  isChained,
  sessionOf,
  updateServices,
  type InternalId,
  type ReservationState,
  type ServiceToReserve,
} from './reservation';
import { findService, type ServiceNotInReservation } from './selection';

// Taking services and a pre-selected professional out of a reservation (booking-wizard §4,
// storefront §4 "Storefront service selection").

/** What is left after a removal: the services that remain, or nothing, which closes the modal. */
export type RemovalOutcome =
  { readonly _tag: 'ServicesRemain'; readonly state: ReservationState } | { readonly _tag: 'ReservationEmptied' };

/** The services that go together with `item`: a bundle's services are booked, and removed, as one. */
function removedWith(state: ReservationState, item: ServiceToReserve): ReadonlySet<InternalId> {
  const bundle = item.bundle;
  if (bundle === null) return new Set([item.internalId]);
  return new Set(
    state.servicesToReserve.filter((other) => other.bundle?.id === bundle.id).map((other) => other.internalId),
  );
}

/**
 * Sessions are numbered again from 1 so the list keeps reading Session 1…N and the next session
 * added is N+1, as the spec counts them; a session's internalId follows its number.
 */
function renumberSessions(state: ReservationState, services: readonly ServiceToReserve[]): readonly ServiceToReserve[] {
  let sessionNumber = 0;
  return services.map((item) => {
    if (item.sessionNumber === null) return item;
    sessionNumber += 1;
    const { internalId } = sessionOf(item.service, sessionNumber, state.context, state.providerPreSelected);
    return { ...item, sessionNumber, internalId };
  });
}

/**
 * Removes a service (with the rest of its bundle). When it was the service being reserved, the
 * next service without an hour becomes current on the dateSelection step, looking past the removed
 * one first and then from the start; with none left to schedule the wizard goes to
 * serviceSelection. Removing the last service empties the reservation.
 *
 * A consecutive block whose middle service is removed has a gap where it was; its hours were
 * offered for the block as a whole, so they are cleared (days kept) for the client to choose again.
 */
export function removeService(
  state: ReservationState,
  internalId: InternalId,
): Result<RemovalOutcome, ServiceNotInReservation> {
  return findService(state, internalId).map((target): RemovalOutcome => {
    const removed = removedWith(state, target);
    const position = state.servicesToReserve.findIndex((item) => removed.has(item.internalId));
    const before = state.servicesToReserve.slice(0, position).filter((item) => !removed.has(item.internalId));
    const after = state.servicesToReserve.slice(position).filter((item) => !removed.has(item.internalId));
    if (before.length + after.length === 0) return { _tag: 'ReservationEmptied' };

    const gapInBlock = state.bookingMode === 'consecutive' && before.length > 0 && after.length > 0;
    const kept = [...before, ...after].map((item) => (gapInBlock ? { ...item, hourSelected: null } : item));
    const renumbered = renumberSessions(state, kept);
    const newId = new Map(
      kept.map((item, index) => [item.internalId, renumbered[index]?.internalId ?? item.internalId]),
    );
    const remaining = { ...state, servicesToReserve: renumbered };

    if (state.serviceBeingReserved === null || !removed.has(state.serviceBeingReserved)) {
      const current = state.serviceBeingReserved === null ? null : (newId.get(state.serviceBeingReserved) ?? null);
      return { _tag: 'ServicesRemain', state: { ...remaining, serviceBeingReserved: current } };
    }
    const next = [...after, ...before].find((item) => item.hourSelected === null || gapInBlock);
    return {
      _tag: 'ServicesRemain',
      state:
        next === undefined
          ? { ...remaining, serviceBeingReserved: null, step: 'serviceSelection' }
          : {
              ...remaining,
              serviceBeingReserved: newId.get(next.internalId) ?? next.internalId,
              step: 'dateSelection',
            },
    };
  });
}

/** How many things the client can delete: a bundle counts once, whatever its number of services. */
function removableCount(state: ReservationState): number {
  const bundles = new Set(state.servicesToReserve.flatMap((item) => (item.bundle === null ? [] : [item.bundle.id])));
  return state.servicesToReserve.filter((item) => item.bundle === null).length + bundles.size;
}

/**
 * Deleting asks for confirmation when more than one service remains and the client is not editing
 * (booking-wizard §4). A bundle counts as one service: deleting it removes everything it holds.
 */
export function removalNeedsConfirmation(state: ReservationState): boolean {
  return removableCount(state) > 1 && !state.isEditing;
}

/**
 * Removes the pre-selected professional (offered when a day has no hours): day, hour and
 * professional go back to "first provider available" for every service when the services are
 * chosen as one block (consecutive or bundled), otherwise only for the service being reserved
 * (booking-wizard §4). Without a pre-selected professional there is nothing to remove.
 */
export function removePreSelectedProvider(state: ReservationState): ReservationState {
  if (state.providerPreSelected === null) return state;
  const chained = isChained(state);
  const current = currentService(state);
  return {
    ...updateServices(
      state,
      (item) => chained || item.internalId === current?.internalId,
      (item) => ({ ...item, provider: FIRST_AVAILABLE_PROVIDER, daySelected: null, hourSelected: null }),
    ),
    providerPreSelected: null,
  };
}
