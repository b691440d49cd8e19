import { describe, expect, it } from 'vitest';
import { getReviewSummary } from './get-review-summary';
import { inMemoryReviews } from '../account/in-memory-accounts.test-support';
import { reviewWorld } from './reviews.test-support';
import { locationId } from '#domain/shared/ids.test-support';

describe('a location’s review summary (storefront §3 Review summary, §7 GET /reviews)', () => {
  it('averages the filled reviews to one decimal, counts them and says how the location shows them', async () => {
    const { ports } = reviewWorld();
    expect((await getReviewSummary(ports)({ locationId: locationId(11) }))._unsafeUnwrap()).toEqual({
      average: 4.6,
      totalReviews: 7,
      reviewsOption: 'details',
    });
  });

  it('is 0 of 0 for a location without reviews, in its own reviews option', async () => {
    const { ports } = reviewWorld();
    const summary = getReviewSummary({ ...ports, reviews: inMemoryReviews([], { 21: 'disable' }) });
    expect((await summary({ locationId: locationId(21) }))._unsafeUnwrap()).toEqual({
      average: 0,
      totalReviews: 0,
      reviewsOption: 'disable',
    });
  });

  it('does not find an unknown or closed location', async () => {
    const { ports } = reviewWorld();
    expect((await getReviewSummary(ports)({ locationId: locationId(99) }))._unsafeUnwrapErr()._tag).toBe(
      'LocationNotFound',
    );
    expect((await getReviewSummary(ports)({ locationId: locationId(12) }))._unsafeUnwrapErr()._tag).toBe(
      'LocationNotFound',
    );
  });
});
