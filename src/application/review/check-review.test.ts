import { describe, expect, it } from 'vitest';
import { checkReview } from './check-review';
import { reviewWorld } from './reviews.test-support';

describe('checking a review invitation’s code (storefront §7 check_review)', () => {
  it('can still be used while unfilled and unexpired, naming the booked service, the location and its company', async () => {
    const { ports } = reviewWorld();
    expect((await checkReview(ports)({ code: 'open-code' }))._unsafeUnwrap()).toEqual({
      confirmationCode: 'open-code',
      serviceName: 'Tintura completa',
      locationName: 'Providencia',
      reviewable: true,
      review: null,
      company: { name: 'Salón Aurora', colorMinisite: '#b0476b', logo: null },
    });
  });

  it('cannot be used once filled, and shows the review; nor once expired', async () => {
    const { ports } = reviewWorld();
    const filled = (await checkReview(ports)({ code: 'filled-1' }))._unsafeUnwrap();
    expect([filled.reviewable, filled.review?.id]).toEqual([false, 1]);
    expect((await checkReview(ports)({ code: 'expired-code' }))._unsafeUnwrap().reviewable).toBe(false);
  });

  it('does not find an unknown code', async () => {
    const { ports } = reviewWorld();
    expect((await checkReview(ports)({ code: 'guess' }))._unsafeUnwrapErr()).toEqual({
      _tag: 'ReviewNotFound',
      code: 'REVIEW.NOT_FOUND',
    });
  });
});
