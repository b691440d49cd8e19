import { err, ok, ResultAsync } from 'neverthrow';
import { isReviewable } from '#domain/review/review-invitation';
import { validateReviewForm, type ReviewFormValues } from '#domain/review/review-form';
import { invalidFields, type InvalidFields } from '../shared/invalid-fields';
import { found, reviewNotFound, type ReviewNotFound } from '../shared/not-found';
import type { Clock } from '../ports/shared/clock';
import type { Review, Reviews } from '../ports/server/reviews';
import { reviewUnavailable, type ReviewUnavailable } from './review-errors';

/**
 * Filling in the review a code invites (storefront §5 Review, §7 fill_review). An unknown code is
 * not found; a used or expired one is unavailable; then the form's rules name every field at
 * fault. An anonymous review keeps no name. The code fills one review only, also when sent twice
 * at once: the store checks and writes in one step.
 */
export function fillReview(ports: { readonly reviews: Reviews; readonly clock: Clock }) {
  return (request: {
    readonly code: string;
    readonly form: ReviewFormValues;
  }): ResultAsync<Review, ReviewNotFound | ReviewUnavailable | InvalidFields> => {
    const now = ports.clock.now();
    return ResultAsync.fromSafePromise(ports.reviews.invitationByCode(request.code))
      .andThen((invitation) => found(invitation, reviewNotFound))
      .andThen((invitation) =>
        isReviewable({ filledAt: invitation.review?.reviewDate ?? null, expiresAt: invitation.expiresAt }, now)
          ? ok(invitation)
          : err(reviewUnavailable),
      )
      .andThen(() => validateReviewForm(request.form).mapErr((refusal) => invalidFields(refusal.fields)))
      .andThen((submission) =>
        ResultAsync.fromSafePromise(
          ports.reviews.fill(
            request.code,
            { ...submission, reviewerName: submission.anonymous ? null : submission.reviewerName },
            now,
          ),
        ),
      )
      .andThen((review) => found(review, reviewUnavailable));
  };
}

export type FillReview = ReturnType<typeof fillReview>;
