import { ResultAsync } from 'neverthrow';
import { averageRating } from '#domain/review/review-summary';
import { found, locationNotFound, type LocationNotFound } from '../shared/not-found';
import type { CompanyDirectory } from '../ports/server/company-directory';
import type { Reviews, ReviewsOption } from '../ports/server/reviews';
import type { LocationId } from '#domain/storefront/company';

/** A location's review summary (storefront §3 Review summary). */
export interface ReviewSummary {
  readonly average: number;
  readonly totalReviews: number;
  readonly reviewsOption: ReviewsOption;
}

/**
 * The review summary of an open location (storefront §7 GET /reviews and its reviews-service twin):
 * the average of its filled reviews to one decimal, how many there are, and how it shows them.
 */
export function getReviewSummary(ports: { readonly companyDirectory: CompanyDirectory; readonly reviews: Reviews }) {
  return (request: { readonly locationId: LocationId }): ResultAsync<ReviewSummary, LocationNotFound> =>
    ResultAsync.fromSafePromise(ports.companyDirectory.activeLocation(request.locationId))
      .andThen((location) => found(location, locationNotFound))
      .andThen((location) => ResultAsync.fromSafePromise(ports.reviews.tallyOf(location.id)))
      .andThen((tally) => found(tally, locationNotFound))
      .map((tally) => ({
        average: averageRating(tally.totalStars, tally.reviewCount),
        totalReviews: tally.reviewCount,
        reviewsOption: tally.reviewsOption,
      }));
}

export type GetReviewSummary = ReturnType<typeof getReviewSummary>;
