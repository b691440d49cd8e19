import { ResultAsync } from 'neverthrow';
import { found, locationNotFound, type LocationNotFound } from '../shared/not-found';
import type { CompanyDirectory } from '../ports/server/company-directory';
import type { Review, Reviews } from '../ports/server/reviews';
import type { LocationId } from '#domain/storefront/company';

export interface ListReviewsRequest {
  readonly locationId: LocationId;
  /** Counting from 1. */
  readonly page: number;
  readonly perPage: number;
}

/**
 * A page of an open location's reviews, newest first, in the first reviews version (storefront §7
 * GET /reviews/detail): it says nothing of further pages, so a page past the last is empty and the
 * storefront stops asking (§4 "when the previous page was non-empty (v1)"). Reply codes are never
 * part of it: replying is a reviews-service call.
 */
export function listReviews(ports: { readonly companyDirectory: CompanyDirectory; readonly reviews: Reviews }) {
  return (request: ListReviewsRequest): ResultAsync<readonly Review[], LocationNotFound> =>
    ResultAsync.fromSafePromise(ports.companyDirectory.activeLocation(request.locationId))
      .andThen((location) => found(location, locationNotFound))
      .andThen((location) =>
        ResultAsync.fromSafePromise(
          ports.reviews.reviewsOf(location.id, (request.page - 1) * request.perPage, request.perPage),
        ),
      );
}

export type ListReviews = ReturnType<typeof listReviews>;
