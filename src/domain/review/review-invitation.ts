import type { Instant } from '../calendar/instant';

// A booking's invitation to review it (storefront §3 Review, §7 check_review and fill_review):
// a one-time code the client receives after the booking, good until it is used or expires.

/**
 * How long a client has to review a booking once invited: long enough for a monthly reminder,
 * short enough that a review still speaks of the visit it is about.
 */
export const REVIEW_INVITATION_DAYS = 30;

export interface InvitationState {
  /** When the review was filled; null while it was not. */
  readonly filledAt: Instant | null;
  readonly expiresAt: Instant;
}

/** Whether the invitation's code can still fill the review at `now`: not used yet and not expired. */
export function isReviewable(invitation: InvitationState, now: Instant): boolean {
  return invitation.filledAt === null && now < invitation.expiresAt;
}
