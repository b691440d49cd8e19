import fc from 'fast-check';
import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { anyNearLocalDate } from '#domain/calendar/calendar.arbitraries';
import { clockTimeFromMinutes, type ClockTime } from '#domain/calendar/clock-time';
import { currentService, type ReservationState } from '#domain/reservation/reservation';
import { anyReservationState } from '#domain/reservation/reservation.arbitraries';
import { locationId } from '#domain/shared/ids.test-support';
import type { AvailabilityQuery, DayHoursView, HourBlockView } from '../../ports/client/availability-queries';
import { CUT, fakeBookingApi, SHAVE } from '../shared/fake-booking-api.test-support';
import { hasNoHours, listDateStepHours, type DateStepHours } from './list-date-step-hours';
import {
  day,
  hour,
  nth,
  reservationOf,
  scheduled,
  serviceOf,
  withServices,
} from '../booking/reservation-states.test-support';

// The date step's hours for a day (booking-wizard §2 hour buttons by morning, afternoon and night;
// §3 Hour block, Day hours response; §4 "Selecting an hour in separate mode hides hours overlapping
// other services already chosen that day"; §7 "Hours for a day": filtered client-side).

const query: AvailabilityQuery = { locationId: locationId(5), serviceIds: [52], providerChoices: [11], bundleId: null };
const DAY = day('2026-12-09');

const block = (at: string): HourBlockView => ({
  startBlock: at,
  endBlock: at,
  hour: at,
  bookings: [{ service: 52, start: at, end: at, provider: 11 }],
});

const dayHours = (
  morning: readonly string[],
  afternoon: readonly string[] = [],
  night: readonly string[] = [],
): DayHoursView => ({
  morningHours: morning.map(block),
  afternoonHours: afternoon.map(block),
  nightHours: night.map(block),
});

const answering = (hours: DayHoursView) => fakeBookingApi({ listAvailableHours: () => okAsync(hours) });

/** A cut and a shave scheduled one by one, the shave being reserved. */
const separate = (() => {
  const state = reservationOf([serviceOf(CUT), serviceOf(SHAVE)], { bookingMode: 'separate' });
  return { ...state, serviceBeingReserved: nth(state, 1).internalId };
})();

/** The cut is already chosen at 10:00 on the day shown. */
const cutChosenAtTen = withServices(separate, (item) => scheduled(item, '2026-12-09', '10:00'));

const morningOf = (hours: DateStepHours) => hours.morning;

describe('the hours of a day on the date step (booking-wizard §7 "Hours for a day")', () => {
  it('asks for the date step services on the day', async () => {
    const asked: unknown[] = [];
    const api = fakeBookingApi({ listAvailableHours: (sent) => (asked.push(sent), okAsync(dayHours([]))) });
    await listDateStepHours(api)(query, DAY, () => separate);
    expect(asked).toEqual([{ ...query, date: '2026-12-09' }]);
  });

  it('reads the free hours by part of the day, as the API groups them', async () => {
    const hours = (
      await listDateStepHours(answering(dayHours(['09:00', '10:30'], ['15:00'], ['19:30'])))(query, DAY, () => separate)
    )._unsafeUnwrap();
    expect(hours).toEqual({ morning: ['09:00', '10:30'], afternoon: ['15:00'], night: ['19:30'] });
    expect(hasNoHours(hours)).toBe(false);
  });

  it('says a day the API offers nothing on has no hours (booking-wizard §2 "no hours" state)', async () => {
    expect(
      hasNoHours((await listDateStepHours(answering(dayHours([])))(query, DAY, () => separate))._unsafeUnwrap()),
    ).toBe(true);
  });

  it('answers an hour that is not a time of day, in any part of the day, as the API misbehaving', async () => {
    for (const hours of [dayHours(['24:00']), dayHours([], ['3:00 PM']), dayHours([], [], ['19:3'])]) {
      expect((await listDateStepHours(answering(hours))(query, DAY, () => separate))._unsafeUnwrapErr()).toMatchObject({
        _tag: 'ApiMisbehaved',
      });
    }
  });

  it("answers the API's failure as it is", async () => {
    const refusal = {
      _tag: 'ApiRefusal',
      status: 429,
      code: 'RATE.LIMITED',
      message: 'Slow down.',
      attributes: [],
      retryAfterSeconds: 5,
    } as const;
    expect(
      (
        await listDateStepHours(fakeBookingApi({ listAvailableHours: () => errAsync(refusal) }))(
          query,
          DAY,
          () => separate,
        )
      )._unsafeUnwrapErr(),
    ).toEqual(refusal);
  });
});

describe('the hours hidden client-side (booking-wizard §4 separate mode, §7 hours taken per date and provider)', () => {
  it('hides the hours at which the service would overlap another service already chosen that day', async () => {
    const offered = dayHours(['09:30', '09:45', '10:00', '10:15', '10:30']);
    expect(
      morningOf((await listDateStepHours(answering(offered))(query, DAY, () => cutChosenAtTen))._unsafeUnwrap()),
    ).toEqual(['09:30', '10:30']);
  });

  it('keeps every hour when the other service is chosen on another day', async () => {
    const otherDay = withServices(separate, (item) => scheduled(item, '2026-12-10', '10:00'));
    const offered = dayHours(['09:45', '10:00', '10:15']);
    expect(
      morningOf((await listDateStepHours(answering(offered))(query, DAY, () => otherDay))._unsafeUnwrap()),
    ).toEqual(['09:45', '10:00', '10:15']);
  });

  it('filters by the reservation as it is when the answer arrives, not as it was when asked (a refetch after a choice)', async () => {
    let answer: (hours: DayHoursView) => void = () => undefined;
    const api = fakeBookingApi({
      listAvailableHours: () => ResultAsync.fromSafePromise(new Promise<DayHoursView>((resolve) => (answer = resolve))),
    });
    let now: ReservationState = separate;
    const pending = listDateStepHours(api)(query, DAY, () => now);
    now = cutChosenAtTen;
    answer(dayHours(['09:45', '10:30']));
    expect(morningOf((await pending)._unsafeUnwrap())).toEqual(['10:30']);
  });
});

/** Every quarter hour of a day by the part it falls in, as the API would group a full agenda. */
const quarterHours = Array.from({ length: 96 }, (_, quarter) => clockTimeFromMinutes(quarter * 15));
const morning = quarterHours.filter((at) => at < hour('12:00'));
const afternoon = quarterHours.filter((at) => at >= hour('12:00') && at < hour('19:00'));
const night = quarterHours.filter((at) => at >= hour('19:00'));

const anyOffer = fc.record({
  morning: fc.subarray(morning),
  afternoon: fc.subarray(afternoon),
  night: fc.subarray(night),
});

/** Whether `shown` is `offered` with some hours left out, in the same order. */
function keptInOrder(shown: readonly ClockTime[], offered: readonly ClockTime[]): boolean {
  let at = 0;
  return shown.every((time) => {
    while (at < offered.length && offered[at] !== time) at += 1;
    return at++ < offered.length;
  });
}

describe('the hours shown, for any reservation (booking-wizard §4, §7)', () => {
  const ask = (
    state: ReservationState,
    on: string,
    offer: { morning: readonly ClockTime[]; afternoon: readonly ClockTime[]; night: readonly ClockTime[] },
  ) => listDateStepHours(answering(dayHours(offer.morning, offer.afternoon, offer.night)))(query, day(on), () => state);

  it('shows only hours the API offered, each in the part of the day it offered it, in its order', async () => {
    await fc.assert(
      fc.asyncProperty(anyReservationState(), anyNearLocalDate, anyOffer, async (state, on, offer) => {
        const shown = (await ask(state, on, offer))._unsafeUnwrap();
        expect(
          keptInOrder(shown.morning, offer.morning) &&
            keptInOrder(shown.afternoon, offer.afternoon) &&
            keptInOrder(shown.night, offer.night),
        ).toBe(true);
      }),
    );
  });

  it('hides nothing while no other service of the reservation has its day and hour', async () => {
    await fc.assert(
      fc.asyncProperty(anyReservationState(), anyNearLocalDate, anyOffer, async (state, on, offer) => {
        const current = currentService(state);
        const nothingElse: ReservationState = {
          ...state,
          servicesToReserve: state.servicesToReserve.map((item) =>
            item === current ? item : { ...item, hourSelected: null },
          ),
        };
        expect((await ask(nothingElse, on, offer))._unsafeUnwrap()).toEqual(offer);
      }),
    );
  });
});
