import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyNearLocalDate, anyQuarterHour } from '../calendar/calendar.arbitraries';
import { FIRST_AVAILABLE_PROVIDER } from '../catalog/service';
import { anyReservationState } from './reservation.arbitraries';
import {
  currentService,
  hasClassService,
  isBundled,
  isChained,
  isSession,
  type InternalId,
  type ReservationState,
  type ServiceToReserve,
} from './reservation';
import { removalNeedsConfirmation, removePreSelectedProvider, removeService, type RemovalOutcome } from './removal';
import { scheduledSpan } from './scheduling';
import { chooseDay, chooseHour } from './selection';

/** Any reservation, with one of its services picked out. */
const anyStateAndService = anyReservationState().chain((state) =>
  fc.record({ state: fc.constant(state), item: fc.constantFrom(...state.servicesToReserve) }),
);

const plainServices = (state: ReservationState) => !isBundled(state) && !isSession(state);

function remaining(outcome: RemovalOutcome): ReservationState {
  if (outcome._tag === 'ReservationEmptied') throw new Error('expected services to remain');
  return outcome.state;
}

const ids = (services: readonly ServiceToReserve[]) => services.map((item) => item.internalId);

/** Several plain services, none a class, booked consecutively and scheduled as one block. */
const anyScheduledBlock = fc
  .tuple(
    anyReservationState().filter(
      (state) => plainServices(state) && !hasClassService(state) && state.servicesToReserve.length > 1,
    ),
    anyNearLocalDate,
    anyQuarterHour,
  )
  .map(([state, day, hour]) =>
    chooseDay({ ...state, bookingMode: 'consecutive' }, day)
      .andThen((withDay) => chooseHour(withDay, hour))
      ._unsafeUnwrap(),
  )
  .chain((state) => fc.record({ state: fc.constant(state), item: fc.constantFrom(...state.servicesToReserve) }));

function isContiguous(services: readonly ServiceToReserve[]): boolean {
  const spans = services.map(scheduledSpan);
  return spans.every((span, index) => index === 0 || (span !== null && span.start === spans[index - 1]?.end));
}

describe('removing a service (booking-wizard §4, storefront §4)', () => {
  it('never leaves the service being reserved pointing at a missing service', () => {
    fc.assert(
      fc.property(anyStateAndService, ({ state, item }) => {
        const outcome = removeService(state, item.internalId)._unsafeUnwrap();
        if (outcome._tag === 'ServicesRemain' && outcome.state.serviceBeingReserved !== null) {
          expect(ids(outcome.state.servicesToReserve)).toContain(outcome.state.serviceBeingReserved);
        }
      }),
    );
  });

  it('takes out that service and keeps the others in order', () => {
    fc.assert(
      fc.property(
        anyStateAndService.filter(({ state }) => plainServices(state) && state.servicesToReserve.length > 1),
        ({ state, item }) => {
          const left = remaining(removeService(state, item.internalId)._unsafeUnwrap());
          expect(ids(left.servicesToReserve)).toEqual(
            ids(state.servicesToReserve).filter((id) => id !== item.internalId),
          );
        },
      ),
    );
  });

  it('takes out a bundle’s services together, which empties a bundle reservation', () => {
    fc.assert(
      fc.property(
        anyStateAndService.filter(({ state }) => isBundled(state)),
        ({ state, item }) => {
          expect(removeService(state, item.internalId)._unsafeUnwrap()).toEqual({ _tag: 'ReservationEmptied' });
        },
      ),
    );
  });

  it('empties the reservation when its last service is removed, closing the modal', () => {
    fc.assert(
      fc.property(
        anyStateAndService.filter(({ state }) => state.servicesToReserve.length === 1),
        ({ state, item }) => {
          expect(removeService(state, item.internalId)._unsafeUnwrap()).toEqual({ _tag: 'ReservationEmptied' });
        },
      ),
    );
  });

  it('moves on to the next service without an hour on dateSelection, or to serviceSelection when there is none, when the current one is removed', () => {
    fc.assert(
      fc.property(
        anyStateAndService.filter(({ state }) => !isBundled(state)),
        ({ state, item }) => {
          const current = { ...state, serviceBeingReserved: item.internalId };
          const outcome = removeService(current, item.internalId)._unsafeUnwrap();
          fc.pre(outcome._tag === 'ServicesRemain');
          const left = remaining(outcome);
          const next = currentService(left);
          if (next === undefined) {
            expect(left.step).toBe('serviceSelection');
            expect(left.servicesToReserve.every((other) => other.hourSelected !== null)).toBe(true);
          } else {
            expect(left.step).toBe('dateSelection');
            expect(next.hourSelected).toBeNull();
          }
        },
      ),
    );
  });

  it('looks for the next service without an hour after the removed one first, then from the start', () => {
    fc.assert(
      fc.property(
        anyStateAndService.filter(
          ({ state }) =>
            plainServices(state) && state.bookingMode !== 'consecutive' && state.servicesToReserve.length > 1,
        ),
        ({ state, item }) => {
          const left = remaining(
            removeService({ ...state, serviceBeingReserved: item.internalId }, item.internalId)._unsafeUnwrap(),
          );
          const position = state.servicesToReserve.indexOf(item);
          const lookedAt = [
            ...state.servicesToReserve.slice(position + 1),
            ...state.servicesToReserve.slice(0, position),
          ];
          expect(left.serviceBeingReserved).toBe(
            lookedAt.find((other) => other.hourSelected === null)?.internalId ?? null,
          );
        },
      ),
    );
  });

  it('keeps the service being reserved and the step when another service is removed', () => {
    fc.assert(
      fc.property(
        anyStateAndService.filter(({ state }) => plainServices(state)),
        ({ state, item }) => {
          fc.pre(state.serviceBeingReserved !== item.internalId && state.servicesToReserve.length > 1);
          const left = remaining(removeService(state, item.internalId)._unsafeUnwrap());
          expect([left.serviceBeingReserved, left.step]).toEqual([state.serviceBeingReserved, state.step]);
        },
      ),
    );
  });

  it('numbers the remaining sessions 1…N again, the service being reserved following its session', () => {
    fc.assert(
      fc.property(
        anyStateAndService.filter(({ state }) => isSession(state) && state.servicesToReserve.length > 1),
        ({ state, item }) => {
          const left = remaining(removeService(state, item.internalId)._unsafeUnwrap());
          expect(left.servicesToReserve.map((session) => session.sessionNumber)).toEqual(
            left.servicesToReserve.map((_, index) => index + 1),
          );
          expect(new Set(ids(left.servicesToReserve)).size).toBe(left.servicesToReserve.length);
          const before = currentService(state);
          if (before !== undefined && before !== item) {
            expect(currentService(left)).toMatchObject({
              daySelected: before.daySelected,
              hourSelected: before.hourSelected,
              provider: before.provider,
            });
          }
        },
      ),
    );
  });

  it('leaves a consecutive block contiguous, or with no hours when a service in its middle goes', () => {
    fc.assert(
      fc.property(anyScheduledBlock, ({ state, item }) => {
        const left = remaining(removeService(state, item.internalId)._unsafeUnwrap());
        const position = state.servicesToReserve.indexOf(item);
        const inTheMiddle = position > 0 && position < state.servicesToReserve.length - 1;
        if (inTheMiddle) expect(left.servicesToReserve.every((other) => other.hourSelected === null)).toBe(true);
        else expect(isContiguous(left.servicesToReserve)).toBe(true);
      }),
    );
  });

  it('refuses a service that is not in the reservation', () => {
    fc.assert(
      fc.property(anyReservationState(), (state) => {
        expect(removeService(state, 'not-in-this-reservation' as InternalId)._unsafeUnwrapErr().code).toBe(
          'RESERVATION.SERVICE_NOT_FOUND',
        );
      }),
    );
  });
});

describe('asking before deleting a service (booking-wizard §4)', () => {
  it('asks when more than one service remains and the client is not editing', () => {
    fc.assert(
      fc.property(
        anyReservationState().filter((state) => !isBundled(state)),
        (state) => {
          expect(removalNeedsConfirmation(state)).toBe(state.servicesToReserve.length > 1 && !state.isEditing);
        },
      ),
    );
  });

  it('counts a bundle as one service, so deleting it never asks', () => {
    fc.assert(
      fc.property(anyReservationState().filter(isBundled), (state) => {
        expect(removalNeedsConfirmation(state)).toBe(false);
      }),
    );
  });
});

describe('removing a pre-selected professional (booking-wizard §4)', () => {
  const anyPreSelected = anyReservationState().filter((state) => state.providerPreSelected !== null);
  const resetItem = (item: ServiceToReserve): ServiceToReserve => ({
    ...item,
    provider: FIRST_AVAILABLE_PROVIDER,
    daySelected: null,
    hourSelected: null,
  });

  it('resets day, hour and professional to "first provider available" for every service of a chain', () => {
    fc.assert(
      fc.property(anyPreSelected.filter(isChained), (state) => {
        expect(removePreSelectedProvider(state).servicesToReserve).toEqual(state.servicesToReserve.map(resetItem));
      }),
    );
  });

  it('resets only the service being reserved when services are scheduled one by one', () => {
    fc.assert(
      fc.property(
        anyPreSelected.filter((state) => !isChained(state)),
        (state) => {
          expect(removePreSelectedProvider(state).servicesToReserve).toEqual(
            state.servicesToReserve.map((item) =>
              item.internalId === state.serviceBeingReserved ? resetItem(item) : item,
            ),
          );
        },
      ),
    );
  });

  it('forgets the pre-selected professional', () => {
    fc.assert(
      fc.property(anyReservationState(), (state) => {
        expect(removePreSelectedProvider(state).providerPreSelected).toBeNull();
      }),
    );
  });

  it('changes nothing when no professional was pre-selected', () => {
    fc.assert(
      fc.property(
        anyReservationState().filter((state) => state.providerPreSelected === null),
        (state) => {
          expect(removePreSelectedProvider(state)).toBe(state);
        },
      ),
    );
  });
});
