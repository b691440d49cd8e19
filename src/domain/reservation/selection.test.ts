import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyNearLocalDate, anyQuarterHour } from '../calendar/calendar.arbitraries';
import { anyProvider } from '../catalog/service.arbitraries';
import { FIRST_AVAILABLE_PROVIDER } from '../catalog/service';
import { anyReservationState } from './reservation.arbitraries';
import {
  hasClassService,
  isBundled,
  isChained,
  isSession,
  serviceOnTheDateStep,
  type InternalId,
  type ReservationState,
} from './reservation';
import { momentOf, scheduledSpan, servicesOnTheDateStep } from './scheduling';
import { chooseDay, chooseHour, chooseProvider, setServiceBeingReserved } from './selection';

/** Any reservation, with one of its services picked out. */
const anyStateAndService = anyReservationState().chain((state) =>
  fc.record({ state: fc.constant(state), item: fc.constantFrom(...state.servicesToReserve) }),
);

/** A chain: a bundle, or several plain services with no class booked consecutively. */
const anyChained = anyReservationState()
  .filter(
    (state) => isBundled(state) || (!isSession(state) && !hasClassService(state) && state.servicesToReserve.length > 1),
  )
  .map((state): ReservationState => (isBundled(state) ? state : { ...state, bookingMode: 'consecutive' }));

/** A reservation whose services are scheduled one by one, one of them being reserved. */
const anyScheduledOneByOne = anyReservationState()
  .filter((state) => !isChained(state))
  .chain((state) =>
    fc
      .constantFrom(...state.servicesToReserve)
      .map((item): ReservationState => ({ ...state, serviceBeingReserved: item.internalId })),
  );

const unknownId = 'not-in-this-reservation' as InternalId;

const othersThan = (state: ReservationState, ids: ReadonlySet<InternalId>) =>
  state.servicesToReserve.filter((item) => !ids.has(item.internalId));

describe('setting the service being reserved (booking-wizard §4)', () => {
  it('makes it the service being reserved and clears its day and hour', () => {
    fc.assert(
      fc.property(anyStateAndService, ({ state, item }) => {
        const set = setServiceBeingReserved(state, item.internalId)._unsafeUnwrap();
        expect(set.serviceBeingReserved).toBe(item.internalId);
        expect(set.servicesToReserve.find((other) => other.internalId === item.internalId)).toEqual({
          ...item,
          daySelected: null,
          hourSelected: null,
        });
      }),
    );
  });

  it('leaves the other services as they were when services are scheduled one by one', () => {
    fc.assert(
      fc.property(
        anyStateAndService.filter(({ state }) => !isChained(state)),
        ({ state, item }) => {
          const set = setServiceBeingReserved(state, item.internalId)._unsafeUnwrap();
          const ids = new Set([item.internalId]);
          expect(othersThan(set, ids)).toEqual(othersThan(state, ids));
        },
      ),
    );
  });

  it('clears the whole chain, whose services share one start', () => {
    fc.assert(
      fc.property(
        anyChained.chain((state) => fc.tuple(fc.constant(state), fc.constantFrom(...state.servicesToReserve))),
        ([state, item]) => {
          const set = setServiceBeingReserved(state, item.internalId)._unsafeUnwrap();
          expect(
            set.servicesToReserve.every((other) => other.daySelected === null && other.hourSelected === null),
          ).toBe(true);
        },
      ),
    );
  });

  it('refuses a service that is not in the reservation', () => {
    fc.assert(
      fc.property(anyReservationState(), (state) => {
        expect(setServiceBeingReserved(state, unknownId)._unsafeUnwrapErr()).toEqual({
          _tag: 'ServiceNotInReservation',
          code: 'RESERVATION.SERVICE_NOT_FOUND',
          internalId: unknownId,
        });
      }),
    );
  });
});

describe('choosing a day (booking-wizard §4 "Choosing a day clears the hour")', () => {
  it('always leaves the hour(s) of the services on the date step empty, on the day chosen', () => {
    fc.assert(
      fc.property(anyReservationState(), anyNearLocalDate, (state, day) => {
        chooseDay(state, day).map((chosen) => {
          for (const item of servicesOnTheDateStep(chosen)) {
            expect([item.daySelected, item.hourSelected]).toEqual([day, null]);
          }
        });
      }),
    );
  });

  it('gives every service of a chain the day', () => {
    fc.assert(
      fc.property(anyChained, anyNearLocalDate, (state, day) => {
        const chosen = chooseDay(state, day)._unsafeUnwrap();
        expect(chosen.servicesToReserve.map((item) => item.daySelected)).toEqual(
          state.servicesToReserve.map(() => day),
        );
      }),
    );
  });

  it('leaves the other services as they were when services are scheduled one by one', () => {
    fc.assert(
      fc.property(anyScheduledOneByOne, anyNearLocalDate, (state, day) => {
        const chosen = chooseDay(state, day)._unsafeUnwrap();
        const ids = new Set(state.serviceBeingReserved === null ? [] : [state.serviceBeingReserved]);
        expect(othersThan(chosen, ids)).toEqual(othersThan(state, ids));
      }),
    );
  });

  it('is refused when no service is on the date step', () => {
    fc.assert(
      fc.property(
        anyReservationState().filter((state) => serviceOnTheDateStep(state) === undefined),
        anyNearLocalDate,
        (state, day) => {
          expect(chooseDay(state, day)._unsafeUnwrapErr().code).toBe('RESERVATION.NO_SERVICE_ON_DATE_STEP');
        },
      ),
    );
  });
});

describe('choosing an hour (booking-wizard §4, §9)', () => {
  it('sets the hour of the service being reserved, and only it, when services are scheduled one by one', () => {
    fc.assert(
      fc.property(anyScheduledOneByOne, anyNearLocalDate, anyQuarterHour, (state, day, hour) => {
        const withDay = chooseDay(state, day)._unsafeUnwrap();
        const chosen = chooseHour(withDay, hour)._unsafeUnwrap();
        expect(chosen.servicesToReserve).toEqual(
          withDay.servicesToReserve.map((item) =>
            item.internalId === state.serviceBeingReserved ? { ...item, hourSelected: hour } : item,
          ),
        );
      }),
    );
  });

  it('makes any consecutive chain contiguous, starting at the hour and lasting the sum of its durations', () => {
    fc.assert(
      fc.property(anyChained, anyNearLocalDate, anyQuarterHour, (state, day, hour) => {
        const chosen = chooseDay(state, day)
          .andThen((withDay) => chooseHour(withDay, hour))
          ._unsafeUnwrap();
        const spans = chosen.servicesToReserve.map(scheduledSpan);
        expect(spans[0]?.start).toBe(momentOf(day, hour));
        spans.slice(1).forEach((span, index) => {
          expect(span?.start).toBe(spans[index]?.end);
        });
        const total = state.servicesToReserve.reduce((sum, item) => sum + item.service.durationMinutes, 0);
        expect((spans.at(-1)?.end ?? 0) - momentOf(day, hour)).toBe(total);
      }),
    );
  });

  it('is refused before a day is chosen', () => {
    fc.assert(
      fc.property(anyReservationState(), anyQuarterHour, (state, hour) => {
        const onTheDateStep = serviceOnTheDateStep(state);
        fc.pre(onTheDateStep !== undefined && onTheDateStep.daySelected === null);
        expect(chooseHour(state, hour)._unsafeUnwrapErr().code).toBe('RESERVATION.DAY_NOT_CHOSEN');
      }),
    );
  });

  it('is refused when no service is on the date step', () => {
    fc.assert(
      fc.property(
        anyReservationState().filter((state) => serviceOnTheDateStep(state) === undefined),
        anyQuarterHour,
        (state, hour) => {
          expect(chooseHour(state, hour)._unsafeUnwrapErr().code).toBe('RESERVATION.NO_SERVICE_ON_DATE_STEP');
        },
      ),
    );
  });
});

describe('choosing a professional (booking-wizard §2 "Provider selection")', () => {
  /** A reservation, one of its services and a professional who performs it but isn't its current one. */
  const anyOtherProfessional = anyStateAndService.chain(({ state, item }) =>
    fc
      .constantFrom(FIRST_AVAILABLE_PROVIDER, ...item.service.serviceProviders)
      .filter((provider) => provider.id !== item.provider?.id)
      .map((provider) => ({ state, item, provider })),
  );

  it('sets the professional and clears the hour offered for the old one, keeping the day, where the professional comes first (docs/adr/0007)', () => {
    fc.assert(
      fc.property(
        anyOtherProfessional.filter(({ state }) => isChained(state) || isSession(state)),
        ({ state, item, provider }) => {
          const chosen = chooseProvider(state, item.internalId, provider)._unsafeUnwrap();
          expect(chosen.servicesToReserve.find((other) => other.internalId === item.internalId)).toEqual({
            ...item,
            provider,
            hourSelected: null,
          });
        },
      ),
    );
  });

  it('sets the professional and keeps the day and hour where they come first: only professionals free then are offered (docs/adr/0007)', () => {
    fc.assert(
      fc.property(
        anyOtherProfessional.filter(({ state }) => !isChained(state) && !isSession(state)),
        ({ state, item, provider }) => {
          const chosen = chooseProvider(state, item.internalId, provider)._unsafeUnwrap();
          expect(chosen.servicesToReserve.find((other) => other.internalId === item.internalId)).toEqual({
            ...item,
            provider,
          });
        },
      ),
    );
  });

  it('clears every hour of a chain, whose hours were offered for all its professionals together', () => {
    fc.assert(
      fc.property(
        anyOtherProfessional.filter(({ state }) => isChained(state)),
        ({ state, item, provider }) => {
          const chosen = chooseProvider(state, item.internalId, provider)._unsafeUnwrap();
          expect(chosen.servicesToReserve.map((other) => other.hourSelected)).toEqual(
            state.servicesToReserve.map(() => null),
          );
          expect(chosen.servicesToReserve.map((other) => other.daySelected)).toEqual(
            state.servicesToReserve.map((other) => other.daySelected),
          );
        },
      ),
    );
  });

  it('leaves the other services as they were when services are scheduled one by one', () => {
    fc.assert(
      fc.property(
        anyOtherProfessional.filter(({ state }) => !isChained(state)),
        ({ state, item, provider }) => {
          const chosen = chooseProvider(state, item.internalId, provider)._unsafeUnwrap();
          const ids = new Set([item.internalId]);
          expect(othersThan(chosen, ids)).toEqual(othersThan(state, ids));
        },
      ),
    );
  });

  it('changes nothing when the same professional is chosen again', () => {
    fc.assert(
      fc.property(anyStateAndService, ({ state, item }) => {
        const { provider } = item;
        fc.pre(provider !== null);
        expect(chooseProvider(state, item.internalId, provider)._unsafeUnwrap()).toBe(state);
      }),
    );
  });

  it('refuses a professional who does not perform the service', () => {
    fc.assert(
      fc.property(anyStateAndService, anyProvider, ({ state, item }, provider) => {
        fc.pre(item.service.serviceProviders.every((performer) => performer.id !== provider.id));
        expect(chooseProvider(state, item.internalId, provider)._unsafeUnwrapErr().code).toBe(
          'RESERVATION.PROVIDER_NOT_OFFERED',
        );
      }),
    );
  });

  it('refuses a service that is not in the reservation', () => {
    fc.assert(
      fc.property(anyReservationState(), (state) => {
        expect(chooseProvider(state, unknownId, FIRST_AVAILABLE_PROVIDER)._unsafeUnwrapErr().code).toBe(
          'RESERVATION.SERVICE_NOT_FOUND',
        );
      }),
    );
  });
});
