import fc from 'fast-check';
import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { anyNearLocalDate } from '#domain/calendar/calendar.arbitraries';
import { locationId } from '#domain/shared/ids.test-support';
import type { AvailabilityQuery, SoonerAvailableView, StillSearching } from '../../ports/client/availability-queries';
import { recordingPause } from '../shared/client-side-ports.test-support';
import { fakeBookingApi } from '../shared/fake-booking-api.test-support';
import { MAX_SEARCH_ROUNDS } from './find-first-available-hour';
import { findNextAvailableDay } from './find-next-available-day';
import { day } from '../booking/reservation-states.test-support';

// The no-hours state's "next available day" (booking-wizard §2 Date selection; §7 "First available
// date": GET sooner_available_hours_sql_improved, response has date; status 202 means still processing).

const query: AvailabilityQuery = { locationId: locationId(5), serviceIds: [51], providerChoices: [11], bundleId: null };

/** An API still searching for the first `rounds` questions, waiting `seconds` each, then answering `found`. */
function searching(rounds: number, seconds: number, found: SoonerAvailableView) {
  let asked = 0;
  const questions: unknown[] = [];
  const api = fakeBookingApi({
    findSoonerAvailableHour: (sent) => {
      questions.push(sent);
      asked += 1;
      const still: StillSearching = { _tag: 'StillSearching', retryAfterSeconds: seconds };
      return okAsync(asked <= rounds ? still : found);
    },
  });
  return { api, questions };
}

describe('the next available day (booking-wizard §2 no-hours state, §7 "First available date")', () => {
  it('asks from the day it is given, and answers the first day with a free hour', async () => {
    const { api, questions } = searching(0, 1, { _tag: 'SoonerAvailable', date: '2026-12-15', hour: '10:00' });
    const found = (
      await findNextAvailableDay({ availability: api, pause: recordingPause() })(query, day('2026-12-10'))
    )._unsafeUnwrap();
    expect(found).toBe('2026-12-15');
    expect(questions).toEqual([{ ...query, startDate: '2026-12-10' }]);
  });

  it('asks again after the wait the API names, through the pause, for as long as it answers 202', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: MAX_SEARCH_ROUNDS - 1 }),
        fc.integer({ min: 1, max: 10 }),
        anyNearLocalDate,
        async (rounds, seconds, date) => {
          const { api, questions } = searching(rounds, seconds, { _tag: 'SoonerAvailable', date, hour: '09:00' });
          const pause = recordingPause();
          expect(
            (await findNextAvailableDay({ availability: api, pause })(query, day('2026-12-10')))._unsafeUnwrap(),
          ).toBe(date);
          expect(pause.waits).toEqual(Array.from({ length: rounds }, () => seconds));
          expect(questions).toHaveLength(rounds + 1);
        },
      ),
      { numRuns: 30 },
    );
  });

  it('answers none when no day has a free hour within the limit', async () => {
    const { api } = searching(2, 1, { _tag: 'SoonerAvailable', date: null, hour: null });
    expect(
      (
        await findNextAvailableDay({ availability: api, pause: recordingPause() })(query, day('2026-12-10'))
      )._unsafeUnwrap(),
    ).toBeNull();
  });

  it(`gives up as timed out when the API is still searching after ${String(MAX_SEARCH_ROUNDS)} questions`, async () => {
    const { api, questions } = searching(MAX_SEARCH_ROUNDS, 1, {
      _tag: 'SoonerAvailable',
      date: '2026-12-15',
      hour: '10:00',
    });
    const pause = recordingPause();
    expect(
      (await findNextAvailableDay({ availability: api, pause })(query, day('2026-12-10')))._unsafeUnwrapErr(),
    ).toMatchObject({ _tag: 'ApiUnreachable', reason: 'timeout' });
    expect(questions).toHaveLength(MAX_SEARCH_ROUNDS);
    expect(pause.waits).toHaveLength(MAX_SEARCH_ROUNDS - 1);
  });

  it('answers a day that is not a calendar day as the API misbehaving', async () => {
    const { api } = searching(0, 1, { _tag: 'SoonerAvailable', date: '2026-13-01', hour: '10:00' });
    expect(
      (
        await findNextAvailableDay({ availability: api, pause: recordingPause() })(query, day('2026-12-10'))
      )._unsafeUnwrapErr(),
    ).toMatchObject({ _tag: 'ApiMisbehaved' });
  });

  it("answers the API's failure as it is, without waiting", async () => {
    const down = { _tag: 'ApiUnreachable', reason: 'network', message: 'fetch failed' } as const;
    const pause = recordingPause();
    const api = fakeBookingApi({ findSoonerAvailableHour: () => errAsync(down) });
    expect(
      (await findNextAvailableDay({ availability: api, pause })(query, day('2026-12-10')))._unsafeUnwrapErr(),
    ).toEqual(down);
    expect(pause.waits).toEqual([]);
  });
});
