import fc from 'fast-check';
import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { anyNearLocalDate } from '#domain/calendar/calendar.arbitraries';
import { locationId } from '#domain/shared/ids.test-support';
import type { AvailabilityQuery } from '../../ports/client/availability-queries';
import { fakeBookingApi } from '../shared/fake-booking-api.test-support';
import { listDateStepDays } from './list-date-step-days';
import { day } from '../booking/reservation-states.test-support';

// The date step's strip of days (booking-wizard §2 Date selection, §3 Day, §7 "Days in range":
// GET available_days_sql_improved with start_date and end_date, response a list of days; cached 0).

const query: AvailabilityQuery = {
  locationId: locationId(5),
  serviceIds: [51, 52],
  providerChoices: [11, 0],
  bundleId: null,
};

describe('the days of the date step (booking-wizard §7 "Days in range")', () => {
  it('asks for the date step services from the first to the last day of the strip', async () => {
    const asked: unknown[] = [];
    const api = fakeBookingApi({ listAvailableDays: (sent) => (asked.push(sent), okAsync([])) });
    await listDateStepDays(api)(query, day('2026-12-07'), day('2026-12-20'));
    expect(asked).toEqual([{ ...query, startDate: '2026-12-07', endDate: '2026-12-20' }]);
  });

  it('reads every day the API sends, in its order, with whether an hour is free on it', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ date: anyNearLocalDate, available: fc.boolean() }), { maxLength: 14 }),
        async (days) => {
          const api = fakeBookingApi({ listAvailableDays: () => okAsync(days) });
          expect((await listDateStepDays(api)(query, day('2026-12-07'), day('2026-12-20')))._unsafeUnwrap()).toEqual(
            days,
          );
        },
      ),
    );
  });

  it('answers a day that is not a calendar day as the API misbehaving', async () => {
    for (const wrong of ['2026-02-30', '2026-12-7', '07/12/2026', '']) {
      const api = fakeBookingApi({
        listAvailableDays: () =>
          okAsync([
            { date: '2026-12-07', available: true },
            { date: wrong, available: false },
          ]),
      });
      expect(
        (await listDateStepDays(api)(query, day('2026-12-07'), day('2026-12-20')))._unsafeUnwrapErr(),
      ).toMatchObject({ _tag: 'ApiMisbehaved' });
    }
  });

  it("answers the API's failure as it is", async () => {
    const down = { _tag: 'ApiUnreachable', reason: 'timeout', message: 'The API did not answer within 60 s.' } as const;
    const api = fakeBookingApi({ listAvailableDays: () => errAsync(down) });
    expect((await listDateStepDays(api)(query, day('2026-12-07'), day('2026-12-20')))._unsafeUnwrapErr()).toEqual(down);
  });
});
