import { ResultAsync } from 'neverthrow';
import { canEditCompany } from '#domain/account/user';
import { nextReviewPage } from '#domain/review/review-summary';
import { found, locationNotFound, type LocationNotFound } from '../shared/not-found';
import type { CompanyDirectory } from '../ports/server/company-directory';
import type { Review, Reviews } from '../ports/server/reviews';
import { viewingUser, type SessionPorts } from '../account/signed-in-user';
import type { LocationId } from '#domain/storefront/company';

export interface ListReviewsPageRequest {
  readonly locationId: LocationId;
  /** Counting from 1. */
  readonly page: number;
  readonly size: number;
  /** The authorization cookie's value; null for a visitor. */
  readonly sessionToken: string | null;
}

/** A page of reviews from the reviews service, and where the next one starts. */
export interface ReviewsPage {
  readonly reviews: readonly Review[];
  readonly page: number;
  readonly size: number;
  /** Null on the last page. */
  readonly nextPage: number | null;
  /** The viewer can edit the location's company, so the page shows each review's reply code. */
  readonly showsReplyCodes: boolean;
}

/**
 * A page of an open location's reviews from the reviews service (storefront §4 "pages of 5 … when
 * the response pagination says so (reviews v2)", §7): newest first, with the next page's number
 * while reviews remain. A viewer who can edit the company (§6) also gets the codes a reply names.
 */
export function listReviewsPage(
  ports: SessionPorts & { readonly companyDirectory: CompanyDirectory; readonly reviews: Reviews },
) {
  const viewer = viewingUser(ports);
  return (request: ListReviewsPageRequest): ResultAsync<ReviewsPage, LocationNotFound> =>
    ResultAsync.fromSafePromise(ports.companyDirectory.activeLocation(request.locationId))
      .andThen((location) => found(location, locationNotFound))
      .andThen((location) =>
        ResultAsync.fromSafePromise(ports.reviews.tallyOf(location.id))
          .andThen((tally) => found(tally, locationNotFound))
          .andThen((tally) =>
            ResultAsync.combine([
              ResultAsync.fromSafePromise(
                ports.reviews.reviewsOf(location.id, (request.page - 1) * request.size, request.size),
              ),
              viewer(request.sessionToken),
            ]).map(([reviews, user]) => ({
              reviews,
              page: request.page,
              size: request.size,
              nextPage: nextReviewPage(request.page, request.size, tally.reviewCount),
              showsReplyCodes: user !== null && canEditCompany(user, location.companyId),
            })),
          ),
      );
}

export type ListReviewsPage = ReturnType<typeof listReviewsPage>;
