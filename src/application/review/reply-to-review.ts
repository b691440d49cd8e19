import { err, ok, ResultAsync } from 'neverthrow';
import { canReplyToReviews } from '#domain/account/user';
import { validateReply } from '#domain/review/review-reply';
import { forbidden, type Forbidden, type SignInRequired } from '../account/account-errors';
import { invalidFields, type InvalidFields } from '../shared/invalid-fields';
import { found, reviewNotFound, type ReviewNotFound } from '../shared/not-found';
import type { CompanyDirectory } from '../ports/server/company-directory';
import type { Review, Reviews } from '../ports/server/reviews';
import { signedInUser, type SessionPorts } from '../account/signed-in-user';

export interface ReplyToReviewRequest {
  readonly sessionToken: string | null;
  /** The review's reply code, from a list only its company's administrators get. */
  readonly confirmationCode: string;
  readonly comment: string;
}

/**
 * The location's reply to a review (storefront §3 Review, §4 Reply editing, §6; §7 review_comments).
 * Only a signed-in user may reply (SignInRequired), to a filled review of an open location
 * (ReviewNotFound), and only one who can edit its company while the company reads its reviews from
 * the reviews service (Forbidden). The reply is trimmed and must not be blank (§5 "Reply send
 * disabled when text is empty"). Editing a reply is replying again: the last reply is the one shown.
 */
export function replyToReview(
  ports: SessionPorts & { readonly companyDirectory: CompanyDirectory; readonly reviews: Reviews },
) {
  const signedIn = signedInUser(ports);
  return (
    request: ReplyToReviewRequest,
  ): ResultAsync<Review, SignInRequired | ReviewNotFound | Forbidden | InvalidFields> =>
    signedIn(request.sessionToken).andThen((user) =>
      ResultAsync.fromSafePromise(ports.reviews.reviewByReplyCode(request.confirmationCode))
        .andThen((review) => found(review, reviewNotFound))
        .andThen((review) =>
          ResultAsync.fromSafePromise(ports.companyDirectory.activeLocation(review.locationId))
            .andThen((location) => found(location, reviewNotFound))
            .andThen((location) => ResultAsync.fromSafePromise(ports.companyDirectory.companyById(location.companyId)))
            .andThen((company) => found(company, reviewNotFound))
            .andThen((company) => (canReplyToReviews(user, company) ? ok(review) : err(forbidden))),
        )
        .andThen((review) =>
          validateReply(request.comment)
            .mapErr((error) => invalidFields({ comment: error }))
            .map((comment) => ({ review, comment })),
        )
        .andThen(({ review, comment }) =>
          ResultAsync.fromSafePromise(ports.reviews.addComment(review.id, user.id, comment, ports.clock.now())),
        ),
    );
}

export type ReplyToReview = ReturnType<typeof replyToReview>;
