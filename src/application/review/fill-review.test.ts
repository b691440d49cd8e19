import { describe, expect, it } from 'vitest';
import type { ReviewFormValues } from '#domain/review/review-form';
import { fillReview } from './fill-review';
import { NOW } from '../account/in-memory-accounts.test-support';
import { reviewWorld } from './reviews.test-support';

const form: ReviewFormValues = {
  stars: 4,
  anonymous: false,
  reviewerName: ' Carla ',
  serviceName: '',
  comment: 'Muy buena.',
};

describe('filling a review by its code (storefront §5 Review, §7 fill_review)', () => {
  it('records the review, trimmed, with the booked service when no name was given, dated now', async () => {
    const { ports } = reviewWorld();
    expect((await fillReview(ports)({ code: 'open-code', form }))._unsafeUnwrap()).toMatchObject({
      stars: 4,
      reviewerName: 'Carla',
      serviceName: 'Tintura completa',
      comment: 'Muy buena.',
      reviewDate: NOW,
    });
  });

  it('keeps no name on an anonymous review', async () => {
    const { ports } = reviewWorld();
    expect(
      (await fillReview(ports)({ code: 'open-code', form: { ...form, anonymous: true } }))._unsafeUnwrap().reviewerName,
    ).toBeNull();
  });

  it('fills once: the same code again is unavailable', async () => {
    const { ports } = reviewWorld();
    await fillReview(ports)({ code: 'open-code', form });
    expect((await fillReview(ports)({ code: 'open-code', form }))._unsafeUnwrapErr()).toEqual({
      _tag: 'ReviewUnavailable',
      code: 'REVIEW.UNAVAILABLE',
    });
  });

  it('refuses an expired code as unavailable and an unknown one as not found', async () => {
    const { ports } = reviewWorld();
    expect((await fillReview(ports)({ code: 'expired-code', form }))._unsafeUnwrapErr()._tag).toBe('ReviewUnavailable');
    expect((await fillReview(ports)({ code: 'guess', form }))._unsafeUnwrapErr()._tag).toBe('ReviewNotFound');
  });

  it('names every field the review form’s rules refuse', async () => {
    const { ports } = reviewWorld();
    const refusal = (
      await fillReview(ports)({ code: 'open-code', form: { ...form, stars: 6, reviewerName: 'x'.repeat(46) } })
    )._unsafeUnwrapErr();
    expect(refusal._tag === 'InvalidFields' && refusal.fields.map((each) => [each.field, each.error.key])).toEqual([
      ['stars', 'ERRORS.VALIDATION_RATING_OUT_OF_RANGE'],
      ['reviewerName', 'ERRORS.VALIDATION_MAX_LENGTH'],
    ]);
  });
});
