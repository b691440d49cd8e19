import type { ResultAsync } from 'neverthrow';
import { REVIEW_PAGE_SIZE, reviewsPageAfter } from '#domain/review/review-summary';
import type { PublishedReviews, ReviewSummaryView, ReviewView } from '../../ports/client/published-reviews';
import type { ClientSideFailure } from '../shared/client-side-errors';
import type { LocationId } from '#domain/storefront/company';

// A location's reviews as the storefront shows them (storefront §4 Location page, §7): its summary,
// and pages of 5 newest first, from the reviews service when the company is on reviews v2
// (`reviewsV2`), from the first version's calls otherwise — each page saying which comes next by
// its version's rule.

export interface ReviewsPage {
  readonly reviews: readonly ReviewView[];
  /** The page to ask for next; null at the end. */
  readonly next: number | null;
}

export function reviewPages(ports: { readonly reviews: PublishedReviews }, locationId: LocationId, reviewsV2: boolean) {
  const published = ports.reviews;
  return {
    summary: (): ResultAsync<ReviewSummaryView, ClientSideFailure> =>
      reviewsV2 ? published.getReviewSummary(locationId) : published.getReviewSummaryV1(locationId),
    page: (page: number): ResultAsync<ReviewsPage, ClientSideFailure> =>
      reviewsV2
        ? published.listReviewsPage(locationId, page, REVIEW_PAGE_SIZE).map((answer) => ({
            reviews: answer.reviews,
            next: reviewsPageAfter(page, { version: 'v2', nextPage: answer.pagination.nextPage }),
          }))
        : published
            .listReviewsV1(locationId, page, REVIEW_PAGE_SIZE)
            .map((reviews) => ({ reviews, next: reviewsPageAfter(page, { version: 'v1', count: reviews.length }) })),
  };
}

export type ReviewPages = ReturnType<typeof reviewPages>;
