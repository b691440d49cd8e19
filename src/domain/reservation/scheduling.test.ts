import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyNearLocalDate, anyQuarterHour } from '../calendar/calendar.arbitraries';
import { clockTimeFromMinutes, type ClockTime } from '../calendar/clock-time';
import type { LocalDate } from '../calendar/local-date';
import { isFirstAvailable } from '../catalog/service';
import { anyReservationState } from './reservation.arbitraries';
import {
  hasClassService,
  isBundled,
  isChained,
  isSession,
  type ReservationState,
  type ServiceToReserve,
} from './reservation';
import {
  dayAndHourAt,
  hourEnd,
  hoursFreeForProvider,
  hoursToShow,
  hoursWithoutOverlap,
  momentOf,
  scheduledSpan,
  scheduleChain,
  servicesOnTheDateStep,
  slotsChosenElsewhere,
  spansOverlap,
  timeSpan,
} from './scheduling';

const day = (text: string) => text as LocalDate;
const hour = (text: string) => text as ClockTime;

/** Every quarter hour of a day, as a full agenda would offer them. */
const everyQuarterHour: readonly ClockTime[] = Array.from({ length: 96 }, (_, quarter) =>
  clockTimeFromMinutes(quarter * 15),
);

const plainServices = (state: ReservationState) =>
  !isBundled(state) && !isSession(state) && state.servicesToReserve.length > 1;

/**
 * A reservation whose services are scheduled one by one, one of them being reserved, with a day to
 * show hours for that is usually one on which other services are already chosen.
 */
function withDayToShow(states: fc.Arbitrary<ReservationState>) {
  return states.chain((state) =>
    fc.record({
      state: fc
        .constantFrom(...state.servicesToReserve)
        .map((item): ReservationState => ({ ...state, serviceBeingReserved: item.internalId })),
      day: fc.oneof(
        anyNearLocalDate,
        ...state.servicesToReserve.flatMap((item) =>
          item.daySelected === null ? [] : [fc.constant(item.daySelected)],
        ),
      ),
      offered: fc.subarray([...everyQuarterHour]),
    }),
  );
}

/** Several plain services in separate mode. */
const anySeparateWithDay = withDayToShow(
  anyReservationState()
    .filter(plainServices)
    .map((state): ReservationState => ({ ...state, bookingMode: 'separate' })),
);

/** Several sessions of a package. */
const anySessionsWithDay = withDayToShow(
  anyReservationState().filter((state) => isSession(state) && state.servicesToReserve.length > 1),
);

/**
 * As above, with the professional of the service being reserved also chosen, at some hour of the
 * day shown, for another service they perform: that professional is then taken around that hour.
 */
const anySharedProfessional = anySeparateWithDay.chain(({ state, day: shownDay, offered }) => {
  const current = state.servicesToReserve.find((item) => item.internalId === state.serviceBeingReserved);
  const provider = current?.provider ?? null;
  const performedByTheSame = state.servicesToReserve.filter(
    (item) =>
      item !== current &&
      provider !== null &&
      !isFirstAvailable(provider) &&
      item.service.serviceProviders.some((p) => p.id === provider.id),
  );
  if (performedByTheSame.length === 0) return fc.constant({ state, day: shownDay, offered });
  return fc.record({ other: fc.constantFrom(...performedByTheSame), at: anyQuarterHour }).map(({ other, at }) => ({
    state: {
      ...state,
      servicesToReserve: state.servicesToReserve.map((item) =>
        item === other ? { ...item, provider, daySelected: shownDay, hourSelected: at } : item,
      ),
    },
    day: shownDay,
    offered,
  }));
});

/** A chain: a bundle, or several plain services with no class booked consecutively. */
const anyChained = anyReservationState()
  .filter((state) => isBundled(state) || (plainServices(state) && !hasClassService(state)))
  .map((state): ReservationState => (isBundled(state) ? state : { ...state, bookingMode: 'consecutive' }));

const durationOf = (items: readonly ServiceToReserve[]) =>
  items.reduce((total, item) => total + item.service.durationMinutes, 0);

describe('when services take place (booking-wizard §9 "Hour end = start plus service duration")', () => {
  it('ends a service its duration after it starts', () => {
    fc.assert(
      fc.property(anyNearLocalDate, anyQuarterHour, fc.integer({ min: 1, max: 600 }), (start, at, duration) => {
        const end = hourEnd(start, at, duration);
        expect(momentOf(end.day, end.hour) - momentOf(start, at)).toBe(duration);
      }),
    );
  });

  it('ends a service running past midnight on the next day, not before it started', () => {
    expect(hourEnd(day('2026-12-31'), hour('23:30'), 60)).toEqual({ day: day('2027-01-01'), hour: hour('00:30') });
  });

  it('reads back any minute as the day and hour it stands for', () => {
    fc.assert(
      fc.property(anyNearLocalDate, anyQuarterHour, (start, at) => {
        expect(dayAndHourAt(momentOf(start, at))).toEqual({ day: start, hour: at });
      }),
    );
  });

  it('counts two services as overlapping exactly when they share a minute, touching ones not overlapping', () => {
    fc.assert(
      fc.property(
        fc.nat(1000),
        fc.integer({ min: 1, max: 200 }),
        fc.oneof(fc.integer({ min: -200, max: 200 }), fc.constantFrom('right after' as const, 'right before' as const)),
        fc.integer({ min: 1, max: 200 }),
        (a, aLength, placement, bLength) => {
          const offset = placement === 'right after' ? aLength : placement === 'right before' ? -bLength : placement;
          const first = { start: a, end: a + aLength };
          const second = { start: a + offset, end: a + offset + bLength };
          const shareAMinute = Array.from({ length: aLength }, (_, minute) => a + minute).some(
            (minute) => minute >= second.start && minute < second.end,
          );
          expect(spansOverlap(first, second)).toBe(shareAMinute);
        },
      ),
    );
  });

  it('starts each service of a consecutive chain when the previous ends, the chain lasting the sum of its durations', () => {
    fc.assert(
      fc.property(anyChained, anyNearLocalDate, anyQuarterHour, (state, start, at) => {
        const chain = scheduleChain(state.servicesToReserve, start, at);
        const spans = chain.map(scheduledSpan);
        expect(chain[0]).toMatchObject({ daySelected: start, hourSelected: at });
        spans.slice(1).forEach((span, index) => {
          expect(span?.start).toBe(spans[index]?.end);
        });
        expect((spans.at(-1)?.end ?? 0) - (spans[0]?.start ?? 0)).toBe(durationOf(state.servicesToReserve));
      }),
    );
  });
});

describe('the hours the date step shows (booking-wizard §4, §7)', () => {
  it('shows no hour in separate mode that overlaps another service already chosen (booking-wizard §4)', () => {
    fc.assert(
      fc.property(anySeparateWithDay, ({ state, day: shownDay, offered }) => {
        const [current] = servicesOnTheDateStep(state);
        const others = state.servicesToReserve
          .filter((item) => item !== current)
          .flatMap((item) => scheduledSpan(item) ?? []);
        for (const shown of hoursWithoutOverlap(state, shownDay, offered)) {
          const candidate = timeSpan(shownDay, shown, current?.service.durationMinutes ?? 0);
          expect(others.some((other) => spansOverlap(other, candidate))).toBe(false);
        }
      }),
    );
  });

  it('hides only hours that do overlap another service already chosen (booking-wizard §4)', () => {
    fc.assert(
      fc.property(fc.oneof(anySeparateWithDay, anySessionsWithDay), ({ state, day: shownDay, offered }) => {
        const [current] = servicesOnTheDateStep(state);
        const shown = new Set(hoursWithoutOverlap(state, shownDay, offered));
        for (const hidden of offered.filter((candidate) => !shown.has(candidate))) {
          const candidate = timeSpan(shownDay, hidden, current?.service.durationMinutes ?? 0);
          expect(slotsChosenElsewhere(state).some((slot) => spansOverlap(slot.span, candidate))).toBe(true);
        }
      }),
    );
  });

  it('hides hours overlapping another session already chosen too, sessions being scheduled one by one as well', () => {
    fc.assert(
      fc.property(anySessionsWithDay, ({ state, day: shownDay, offered }) => {
        const [current] = servicesOnTheDateStep(state);
        fc.pre(current !== undefined);
        const others = slotsChosenElsewhere(state);
        for (const shown of hoursWithoutOverlap(state, shownDay, offered)) {
          const candidate = timeSpan(shownDay, shown, current.service.durationMinutes);
          expect(others.some((other) => spansOverlap(other.span, candidate))).toBe(false);
        }
      }),
    );
  });

  it('shows the hours that end right when another service starts or start right when it ends (booking-wizard §4)', () => {
    fc.assert(
      fc.property(
        anySeparateWithDay.filter(({ state }) => state.servicesToReserve.length === 2),
        anyQuarterHour,
        ({ state, day: otherDay }, otherHour) => {
          const [current] = servicesOnTheDateStep(state);
          const other = state.servicesToReserve.find((item) => item !== current);
          fc.pre(current !== undefined && other !== undefined);
          const placed = {
            ...state,
            servicesToReserve: state.servicesToReserve.map((item) =>
              item === other ? { ...item, daySelected: otherDay, hourSelected: otherHour } : item,
            ),
          };
          const taken = timeSpan(otherDay, otherHour, other.service.durationMinutes);
          for (const touching of [
            dayAndHourAt(taken.end),
            dayAndHourAt(taken.start - current.service.durationMinutes),
          ]) {
            expect(hoursWithoutOverlap(placed, touching.day, [touching.hour])).toEqual([touching.hour]);
          }
        },
      ),
    );
  });

  it('hides nothing for a chain, which is scheduled as one block with nothing chosen beside it', () => {
    fc.assert(
      fc.property(anyChained, anyNearLocalDate, fc.subarray([...everyQuarterHour]), (state, shownDay, offered) => {
        expect(hoursToShow(state, shownDay, offered)).toEqual(offered);
      }),
    );
  });

  it('shows no hour at which the same professional already has another service of this reservation (booking-wizard §7)', () => {
    fc.assert(
      fc.property(anySharedProfessional, ({ state, day: shownDay, offered }) => {
        const [current] = servicesOnTheDateStep(state);
        const provider = current?.provider ?? null;
        fc.pre(current !== undefined && provider !== null && !isFirstAvailable(provider));
        const sameProfessional = slotsChosenElsewhere(state).filter((slot) => slot.provider?.id === provider.id);
        const shown = new Set(hoursFreeForProvider(state, shownDay, offered));
        for (const offeredHour of offered) {
          const candidate = timeSpan(shownDay, offeredHour, current.service.durationMinutes);
          const taken = sameProfessional.some((slot) => spansOverlap(slot.span, candidate));
          expect(shown.has(offeredHour)).toBe(!taken);
        }
      }),
    );
  });

  it('takes no hour away for "first provider available", who is nobody in particular (booking-wizard §3)', () => {
    fc.assert(
      fc.property(anySeparateWithDay, ({ state, day: shownDay, offered }) => {
        const [current] = servicesOnTheDateStep(state);
        fc.pre(current?.provider === null || (current?.provider !== undefined && isFirstAvailable(current.provider)));
        expect(hoursFreeForProvider(state, shownDay, offered)).toEqual(offered);
      }),
    );
  });

  it('shows only offered hours, in the order offered', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          anySeparateWithDay,
          anyReservationState().chain((state) =>
            fc.record({
              state: fc.constant(state),
              day: anyNearLocalDate,
              offered: fc.subarray([...everyQuarterHour]),
            }),
          ),
        ),
        ({ state, day: shownDay, offered }) => {
          const shown = hoursToShow(state, shownDay, offered);
          expect(offered.filter((offeredHour) => shown.includes(offeredHour))).toEqual(shown);
        },
      ),
    );
  });

  it('lists as chosen elsewhere every scheduled service except those the date step is scheduling', () => {
    fc.assert(
      fc.property(anyReservationState(), (state) => {
        const scheduling = new Set(servicesOnTheDateStep(state).map((item) => item.internalId));
        const expected = state.servicesToReserve.filter(
          (item) => !scheduling.has(item.internalId) && item.daySelected !== null && item.hourSelected !== null,
        );
        expect(slotsChosenElsewhere(state).map((slot) => slot.internalId)).toEqual(
          expected.map((item) => item.internalId),
        );
        if (isChained(state)) expect(slotsChosenElsewhere(state)).toEqual([]);
      }),
    );
  });
});
