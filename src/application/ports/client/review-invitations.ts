import type { ApiResult } from './api-result';
import type { CompanyBrandView } from './booking-summaries';
import type { ReviewView, ReviewsVersion } from './published-reviews';

/** What a review invitation's code shows (storefront §7 check_review). */
export interface ReviewInvitationView {
  readonly confirmationCode: string;
  readonly serviceName: string;
  readonly locationName: string;
  /** The code can still fill the review: not used and not expired. */
  readonly reviewable: boolean;
  readonly review: ReviewView | null;
  /** The location's company: the page wears its brand (issue 20; docs/adr/0073); absent from an older API. */
  readonly company?: CompanyBrandView;
}

/** The review form as sent (storefront §5 Review, §7 fill_review); text left blank is null. */
export interface ReviewFormRequest {
  readonly stars: number;
  readonly anonymous: boolean;
  readonly reviewerName: string | null;
  readonly serviceName: string | null;
  readonly comment: string | null;
}

/** Reviewing a visit by the code its invitation carries (storefront §3 Review, §5, §7 check_review and fill_review). */
export interface ReviewInvitations {
  /** GET /reviews/check_review/{code} (v1) or /reviews/api/v1/reviews/{code}/check_review (v2): the invitation; 404 `REVIEW.NOT_FOUND` for an unknown code. */
  checkReview(code: string, version: ReviewsVersion): ApiResult<ReviewInvitationView>;
  /** PATCH /reviews/fill_review/{code} (v1) or /reviews/api/v1/reviews/{code}/fill_review (v2): 422 `REVIEW.UNAVAILABLE` once used or expired, 422 naming fields for a bad form. */
  fillReview(code: string, version: ReviewsVersion, form: ReviewFormRequest): ApiResult<ReviewView>;
}
