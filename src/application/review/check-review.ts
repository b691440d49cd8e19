import { ResultAsync } from 'neverthrow';
import { isReviewable } from '#domain/review/review-invitation';
import { found, reviewNotFound, type ReviewNotFound } from '../shared/not-found';
import type { Clock } from '../ports/shared/clock';
import type { CompanyBrand } from '#domain/booking/booking-group';
import type { Review, Reviews } from '../ports/server/reviews';

/** What a review invitation's code shows (storefront §7 check_review). */
export interface ReviewInvitationView {
  readonly confirmationCode: string;
  readonly serviceName: string;
  readonly locationName: string;
  /** The code can still fill the review: not used and not expired. */
  readonly reviewable: boolean;
  readonly review: Review | null;
  /** The location's company, whose brand the review page wears (issue 20; docs/adr/0073). */
  readonly company: CompanyBrand;
}

/** The invitation a code names, and whether it can still be used; an unknown code is not found. */
export function checkReview(ports: { readonly reviews: Reviews; readonly clock: Clock }) {
  return (request: { readonly code: string }): ResultAsync<ReviewInvitationView, ReviewNotFound> =>
    ResultAsync.fromSafePromise(ports.reviews.invitationByCode(request.code))
      .andThen((invitation) => found(invitation, reviewNotFound))
      .map((invitation) => ({
        confirmationCode: request.code,
        serviceName: invitation.bookedServiceName,
        locationName: invitation.locationName,
        reviewable: isReviewable(
          { filledAt: invitation.review?.reviewDate ?? null, expiresAt: invitation.expiresAt },
          ports.clock.now(),
        ),
        review: invitation.review,
        company: invitation.company,
      }));
}

export type CheckReview = ReturnType<typeof checkReview>;
