import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { ApiFailure } from '../../ports/client/api-result';
import type { ReviewsVersion } from '../../ports/client/published-reviews';
import type { ReviewInvitationView } from '../../ports/client/review-invitations';
import { fakeBookingApi } from '../shared/fake-booking-api.test-support';
import { fillReviewByCode, findReviewInvitation, reviewFormFieldOf } from './review-by-code';

// storefront §7 check_review and fill_review in both reviews versions (ADR 0032): the code alone
// does not say the version, so the reviews service is asked first and the first version after a 404.

const invitation: ReviewInvitationView = {
  confirmationCode: 'code',
  serviceName: 'Corte',
  locationName: 'Palermo',
  reviewable: true,
  review: null,
};
const refusal = (status: number, code: string): ApiFailure => ({
  _tag: 'ApiRefusal',
  status,
  code,
  message: '',
  attributes: [],
  retryAfterSeconds: null,
});

function apiKnowing(version: ReviewsVersion | null, firstFailure: ApiFailure = refusal(404, 'REVIEW.NOT_FOUND')) {
  const asked: string[] = [];
  const api = fakeBookingApi({
    checkReview: (_code, asking) => {
      asked.push(`check ${asking}`);
      if (asking === version) return okAsync(invitation);
      return errAsync(asking === 'v2' ? firstFailure : refusal(404, 'REVIEW.NOT_FOUND'));
    },
    fillReview: (_code, asking, form) => {
      asked.push(`fill ${asking} ${JSON.stringify(form)}`);
      return okAsync({
        id: 1,
        ...form,
        serviceName: form.serviceName,
        reviewDate: '2026-11-30T12:00:00-03:00',
        reviewComments: [],
      });
    },
  });
  return { api, asked };
}

describe('finding and filling a review by its code (ADR 0032)', () => {
  it.each(['v2', 'v1'] as const)(
    'finds an invitation the %s calls know, asking the reviews service first',
    async (version) => {
      const { api, asked } = apiKnowing(version);
      expect((await findReviewInvitation({ reviewInvitations: api }, 'code'))._unsafeUnwrap()).toEqual({
        invitation,
        version,
      });
      expect(asked).toEqual(version === 'v2' ? ['check v2'] : ['check v2', 'check v1']);
    },
  );

  it('answers 404 when neither version knows the code', async () => {
    const { api } = apiKnowing(null);
    expect((await findReviewInvitation({ reviewInvitations: api }, 'code'))._unsafeUnwrapErr()).toMatchObject({
      status: 404,
      code: 'REVIEW.NOT_FOUND',
    });
  });

  it('does not hide a failure of the reviews service by asking the first version', async () => {
    const { api, asked } = apiKnowing('v1', { _tag: 'ApiUnreachable', reason: 'network', message: 'offline' });
    expect((await findReviewInvitation({ reviewInvitations: api }, 'code'))._unsafeUnwrapErr()._tag).toBe(
      'ApiUnreachable',
    );
    expect(asked).toEqual(['check v2']);
  });

  it('refuses a form the domain’s rules refuse, naming each field and sending nothing', async () => {
    const { api, asked } = apiKnowing('v2');
    const refused = (
      await fillReviewByCode(
        { reviewInvitations: api },
        { invitation, version: 'v2' },
        { stars: null, anonymous: false, reviewerName: 'x'.repeat(46), serviceName: '', comment: '' },
      )
    )._unsafeUnwrapErr();
    expect(refused._tag === 'InputInvalid' ? refused.fields.map((field) => field.field) : refused).toEqual([
      'stars',
      'reviewerName',
    ]);
    expect(asked).toEqual([]);
  });

  it('fills where the code was found, trimmed, blank as null, and without a name when anonymous', async () => {
    const { api, asked } = apiKnowing('v1');
    await fillReviewByCode(
      { reviewInvitations: api },
      { invitation, version: 'v1' },
      { stars: 5, anonymous: true, reviewerName: ' Carla ', serviceName: ' ', comment: ' Bien. ' },
    );
    expect(asked).toEqual([
      `fill v1 ${JSON.stringify({ stars: 5, anonymous: true, reviewerName: null, serviceName: null, comment: 'Bien.' })}`,
    ]);
  });

  it('reads the wire’s field names as the form’s', () => {
    expect(['stars', 'reviewer_name', 'service_name', 'comment', 'other'].map(reviewFormFieldOf)).toEqual([
      'stars',
      'reviewerName',
      'serviceName',
      'comment',
      null,
    ]);
  });
});
