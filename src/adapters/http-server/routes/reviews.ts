import type { CheckReview, ReviewInvitationView } from '#application/review/check-review';
import type { FillReview } from '#application/review/fill-review';
import type { GetReviewSummary, ReviewSummary } from '#application/review/get-review-summary';
import { renamedFields } from '#application/shared/invalid-fields';
import type { ListReviews } from '#application/review/list-reviews';
import type { ListReviewsPage } from '#application/review/list-reviews-page';
import type { Review } from '#application/ports/server/reviews';
import type { ReplyToReview } from '#application/review/reply-to-review';
import { formatOffsetDateTime, timeZone } from '#domain/availability/time-zone';
import type { Instant } from '#domain/calendar/instant';
import type { components } from '../../http/booking-api.generated';
import { contractRoute, type ContractRoute } from '../contract-route';
import { locationIdFromWire } from '../wire-ids';
import { companyBrand } from './bookings';

type Schemas = components['schemas'];

export interface ReviewUseCases {
  readonly getReviewSummary: GetReviewSummary;
  readonly listReviews: ListReviews;
  readonly listReviewsPage: ListReviewsPage;
  readonly checkReview: CheckReview;
  readonly fillReview: FillReview;
  readonly replyToReview: ReplyToReview;
}

/** An instant at the location's offset (ADR 0014); the zone was checked when the location was stored. */
function atLocation(zoneName: string, instant: Instant): string {
  return formatOffsetDateTime(timeZone(zoneName)._unsafeUnwrap(), instant);
}

/** A review on the wire; its reply codes only for a viewer who can edit the location (ADR 0014). */
function wireReview(review: Review, withCodes: boolean): Schemas['Review'] {
  return {
    id: review.id,
    ...(withCodes ? { uuid: review.replyCode, confirmation_code: review.replyCode } : {}),
    stars: review.stars,
    comment: review.comment,
    reviewer_name: review.reviewerName,
    review_date: atLocation(review.timeZone, review.reviewDate),
    service_name: review.serviceName,
    anonymous: review.anonymous,
    review_comments: review.comments.map((comment) => ({
      id: comment.id,
      comment: comment.comment,
      created_at: atLocation(review.timeZone, comment.createdAt),
    })),
  };
}

/** A location's review summary on the wire (GET /reviews and GET /reviews/api/v1/location_reviews). */
export const summary = (answer: ReviewSummary): Schemas['ReviewSummary'] => ({
  average: answer.average,
  total_reviews: answer.totalReviews,
  reviews_option: answer.reviewsOption,
});

const invitation = (view: ReviewInvitationView): Schemas['ReviewInvitation'] => ({
  confirmation_code: view.confirmationCode,
  service_name: view.serviceName,
  location_name: view.locationName,
  reviewable: view.reviewable,
  review: view.review === null ? null : wireReview(view.review, false),
  company: companyBrand(view.company),
});

const reviewFormFields = {
  stars: 'stars',
  reviewerName: 'reviewer_name',
  serviceName: 'service_name',
  comment: 'comment',
};

/**
 * The reviews calls, first version and reviews service (storefront §3 Review, §4, §6, §7; ADR
 * 0014, ADR 0020). Both versions read the same reviews; the company's `reviews_v2` says which the
 * storefront calls, and only the reviews service takes replies.
 */
export function reviewRoutes(useCases: ReviewUseCases): readonly ContractRoute[] {
  const fill = (code: string, body: Schemas['FillReviewRequest']) =>
    useCases
      .fillReview({
        code,
        form: {
          stars: body.stars,
          anonymous: body.anonymous,
          reviewerName: body.reviewer_name ?? '',
          serviceName: body.service_name ?? '',
          comment: body.comment ?? '',
        },
      })
      .mapErr((failure) => (failure._tag === 'InvalidFields' ? renamedFields(failure, reviewFormFields) : failure))
      .map((review) => ({ status: 200 as const, body: wireReview(review, false) }));

  return [
    contractRoute('getReviewSummary', ({ query }) =>
      useCases
        .getReviewSummary({ locationId: locationIdFromWire(query.location_id) })
        .map((answer) => ({ status: 200, body: summary(answer) })),
    ),
    contractRoute('getReviewSummaryV2', ({ query }) =>
      useCases
        .getReviewSummary({ locationId: locationIdFromWire(query.location_id) })
        .map((answer) => ({ status: 200, body: summary(answer) })),
    ),
    contractRoute('listReviews', ({ query }) =>
      useCases
        .listReviews({
          locationId: locationIdFromWire(query.location_id),
          page: query.page ?? 1,
          perPage: query.per_page ?? 5,
        })
        .map((reviews) => ({ status: 200, body: { reviews: reviews.map((review) => wireReview(review, false)) } })),
    ),
    contractRoute('listReviewsV2', ({ query, credentials }) =>
      useCases
        .listReviewsPage({
          locationId: locationIdFromWire(query.location_id),
          page: query.page ?? 1,
          size: query.size ?? 5,
          sessionToken: credentials.sessionToken,
        })
        .map((page) => ({
          status: 200,
          body: {
            reviews: page.reviews.map((review) => wireReview(review, page.showsReplyCodes)),
            pagination: { page: page.page, size: page.size, next_page: page.nextPage },
          },
        })),
    ),
    contractRoute('checkReview', ({ path }) =>
      useCases.checkReview({ code: path.code }).map((view) => ({ status: 200, body: invitation(view) })),
    ),
    contractRoute('checkReviewV2', ({ path }) =>
      useCases.checkReview({ code: path.code }).map((view) => ({ status: 200, body: invitation(view) })),
    ),
    contractRoute('fillReview', ({ path, body }) => fill(path.code, body)),
    contractRoute('fillReviewV2', ({ path, body }) => fill(path.code, body)),
    contractRoute('replyToReview', ({ body, credentials }) =>
      useCases
        .replyToReview({
          sessionToken: credentials.sessionToken,
          confirmationCode: body.confirmation_code,
          comment: body.comment,
        })
        .map((review) => ({ status: 201, body: wireReview(review, true) })),
    ),
  ];
}
