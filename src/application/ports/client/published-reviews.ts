import type { LocationId } from '#domain/storefront/company';
import type { ApiResult } from './api-result';

export interface ReviewSummaryView {
  readonly average: number;
  readonly totalReviews: number;
  readonly reviewsOption: 'details' | 'disable' | 'other';
}

export interface ReviewView {
  readonly id: number;
  readonly stars: number;
  readonly comment: string | null;
  readonly reviewerName: string | null;
  readonly reviewDate: string;
  readonly serviceName: string | null;
  readonly anonymous: boolean;
  readonly reviewComments: readonly { readonly id: number; readonly comment: string; readonly createdAt: string }[];
  /** The code a reply names; sent only to a signed-in user who can edit the location (reviews v2). */
  readonly confirmationCode?: string;
}

/** Which reviews calls answer for a company: the first version's, or the reviews service's (v2). */
export type ReviewsVersion = 'v1' | 'v2';

/** One page of a location's reviews, newest first (storefront §4). */
export interface ReviewsPageView {
  readonly reviews: readonly ReviewView[];
  readonly pagination: { readonly page: number; readonly size: number; readonly nextPage: number | null };
}

/**
 * The reviews clients have published of a location, as its page shows them (storefront §4, §7): its
 * summary and its reviews page by page, newest first, from the reviews service (v2) or the first
 * version's calls.
 */
export interface PublishedReviews {
  /** GET /reviews/api/v1/location_reviews: the review summary of a company on reviews v2 (the reviews service). */
  getReviewSummary(locationId: LocationId): ApiResult<ReviewSummaryView>;
  /** GET /reviews/api/v1/reviews: one page of reviews, newest first, saying whether another follows (reviews v2). */
  listReviewsPage(locationId: LocationId, page: number, size: number): ApiResult<ReviewsPageView>;
  /** GET /reviews: the review summary of a company on the first reviews version. */
  getReviewSummaryV1(locationId: LocationId): ApiResult<ReviewSummaryView>;
  /** GET /reviews/detail: one page of reviews, newest first; empty past the last (the first reviews version says no more). */
  listReviewsV1(locationId: LocationId, page: number, perPage: number): ApiResult<readonly ReviewView[]>;
}
