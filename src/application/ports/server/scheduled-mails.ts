import type { BookingId } from '#domain/booking/booking-id';
import type { Instant } from '#domain/calendar/instant';
import type { MailSchedule, ScheduledBooking } from '#domain/notification/mail-schedule';

/** A booking that may owe a scheduled mail, as it stands, with its company's and location's settings. */
export interface ScheduledMailCandidate {
  readonly bookingId: BookingId;
  /** Its modifications when read: a reminder is decided once per hour the booking holds. */
  readonly modifications: number;
  readonly booking: ScheduledBooking;
  readonly schedule: MailSchedule;
}

/** The review code a review invitation issues (storefront §7 check_review, fill_review; ADR 0020). */
export interface IssuedReviewCode {
  /** The code itself, kept only as its digest. */
  readonly code: string;
  /** The code sealed for the booking (CodeSealer), which the mail's payload carries. */
  readonly sealed: Uint8Array;
  /** The review's reference for the business's replies. */
  readonly replyCode: string;
  readonly invitedAt: Instant;
  readonly expiresAt: Instant;
}

/**
 * The reminders and review invitations bookings owe (issue 18; docs/adr/0067), decided once per
 * booking — per hour it holds, for reminders — whichever server process decides: the store
 * refuses a second decision. An owed mail is written into the notifications' outbox in the same
 * transaction as its decision. A failing store throws.
 */
export interface ScheduledMails {
  /** Up to `limit` confirmed bookings whose reminder may be due at `now`, not decided yet for the hour they hold. */
  remindersToDecide(now: Instant, limit: number): Promise<readonly ScheduledMailCandidate[]>;
  /**
   * Owes the candidate's reminder: decided and enqueued at once. False when it was decided already
   * (by another process) or the booking changed since it was read (cancelled, moved): nothing is
   * owed by this call, and a changed booking is read again at the next run. False too when its
   * booker left no email: decided, with nobody to write to.
   */
  oweReminder(candidate: ScheduledMailCandidate): Promise<boolean>;
  /** Decides that the candidate's hour owes no reminder (taken inside the window, already started). */
  forgoReminder(candidate: ScheduledMailCandidate): Promise<void>;
  /** Up to `limit` confirmed bookings whose review invitation may be due at `now`, not decided yet. */
  reviewInvitationsToDecide(now: Instant, limit: number): Promise<readonly ScheduledMailCandidate[]>;
  /**
   * Owes the candidate's review invitation with `review`'s code, issued in the same transaction.
   * False as oweReminder; the code is then issued to nobody and not stored.
   */
  oweReviewInvitation(candidate: ScheduledMailCandidate, review: IssuedReviewCode): Promise<boolean>;
  /** Decides that the candidate owes no review invitation. */
  forgoReviewInvitation(candidate: ScheduledMailCandidate): Promise<void>;
}
