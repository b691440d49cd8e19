import type { Result } from 'neverthrow';
import type { FieldError } from '../validation/field-error';
import { simpleText } from '../validation/field-rules';
import { REVIEW_COMMENT_MAX_LENGTH } from './review-form';

// The location's reply to a review (storefront §3 Review "the last item's comment is the
// location's reply", §4 Reply editing, §5 "Reply send disabled when text is empty"): what is
// shown as the reply, and the rule a reply keeps — the same on the server and in the form.

/** The reply shown under a review: the last of its comments; null when there is none. */
export function replyOf(review: { readonly reviewComments: readonly { readonly comment: string }[] }): string | null {
  return review.reviewComments.at(-1)?.comment ?? null;
}

/** A reply is trimmed, never blank, and at most as long as a review's comment. */
export function validateReply(typed: string): Result<string, FieldError> {
  return simpleText(REVIEW_COMMENT_MAX_LENGTH)(typed);
}

/** The send button works while the reply is not blank and none is on its way. */
export function canSendReply(typed: string, sending: boolean): boolean {
  return !sending && typed.trim() !== '';
}
