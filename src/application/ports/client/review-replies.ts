import type { ApiResult } from './api-result';
import type { ReviewView } from './published-reviews';

/** The location's reply to a review, written by a signed-in user who can edit the location (reviews v2). */
export interface ReviewReplies {
  /** POST /reviews/api/v1/review_comments: the location's reply (replying again edits it); 401 without a session, 403 for one who cannot edit. */
  replyToReview(confirmationCode: string, comment: string): ApiResult<ReviewView>;
}
