import { okAsync, ResultAsync } from 'neverthrow';
import type { PublishedReviews, ReviewSummaryView, ReviewView } from '../../ports/client/published-reviews';
import type { ClientSideFailure } from '../shared/client-side-errors';
import type { LocationId } from '#domain/storefront/company';

/** Reviews asked for per page. */
export const REVIEWS_PAGE_SIZE = 50;

export interface LocationReviews {
  readonly summary: ReviewSummaryView;
  /** Newest first, at most the number asked for. */
  readonly reviews: readonly ReviewView[];
}

/** A location's review summary and its newest reviews, page after page until `limit` or the last page (storefront §4). */
export function listLocationReviews(ports: { readonly reviews: PublishedReviews }) {
  const pages = (
    locationId: LocationId,
    page: number,
    limit: number,
    gathered: readonly ReviewView[],
  ): ResultAsync<readonly ReviewView[], ClientSideFailure> =>
    ports.reviews
      .listReviewsPage(locationId, page, Math.min(REVIEWS_PAGE_SIZE, limit - gathered.length))
      .andThen((answer) => {
        const reviews = [...gathered, ...answer.reviews];
        const next = answer.pagination.nextPage;
        return next === null || answer.reviews.length === 0 || reviews.length >= limit
          ? okAsync(reviews.slice(0, limit))
          : pages(locationId, next, limit, reviews);
      });
  return (locationId: LocationId, limit: number): ResultAsync<LocationReviews, ClientSideFailure> =>
    ResultAsync.combine([ports.reviews.getReviewSummary(locationId), pages(locationId, 1, Math.max(1, limit), [])]).map(
      ([summary, reviews]) => ({ summary, reviews }),
    );
}
