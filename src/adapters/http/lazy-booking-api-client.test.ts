import { okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { LocationId } from '#domain/storefront/company.plain';
import type { BookingApiClient } from './booking-api-client';
import { lazyBookingApiClient } from './lazy-booking-api-client';

const locationId = 1 as LocationId;
const summary = { average: 4.5, count: 2 };

function clientAnswering(calls: Partial<BookingApiClient>): BookingApiClient {
  return calls as BookingApiClient;
}

describe('the storefront’s client loaded in two parts (docs/adr/0080)', () => {
  it('answers the first page’s calls without loading the rest', async () => {
    let loads = 0;
    const api = lazyBookingApiClient({ getReviewSummary: () => okAsync(summary as never) }, () => {
      loads += 1;
      return Promise.resolve(clientAnswering({}));
    });

    expect((await api.getReviewSummary(locationId))._unsafeUnwrap()).toEqual(summary);
    expect(loads).toBe(0);
  });

  it('loads the rest once, at its first call, and answers every later call from it', async () => {
    let loads = 0;
    const api = lazyBookingApiClient({}, () => {
      loads += 1;
      return Promise.resolve(clientAnswering({ getReviewSummaryV1: () => okAsync(summary as never) }));
    });

    expect(loads).toBe(0);
    const answers = await Promise.all([api.getReviewSummaryV1(locationId), api.getReviewSummaryV1(locationId)]);

    expect(answers.map((answer) => answer._unsafeUnwrap())).toEqual([summary, summary]);
    expect(loads).toBe(1);
  });

  it('answers a call whose code cannot be loaded as an unreachable API, and tries again at the next', async () => {
    let loads = 0;
    const api = lazyBookingApiClient({}, () => {
      loads += 1;
      return loads === 1
        ? Promise.reject(new Error('Failed to fetch dynamically imported module'))
        : Promise.resolve(clientAnswering({ getReviewSummaryV1: () => okAsync(summary as never) }));
    });

    const failed = await api.getReviewSummaryV1(locationId);
    expect(failed._unsafeUnwrapErr()).toEqual({
      _tag: 'ApiUnreachable',
      reason: 'network',
      message: 'Failed to fetch dynamically imported module',
    });
    expect((await api.getReviewSummaryV1(locationId))._unsafeUnwrap()).toEqual(summary);
  });
});
