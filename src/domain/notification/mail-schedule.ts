import type { BookingStatus } from '../booking/booking-lifecycle';
import { addMinutes, type Instant } from '../calendar/instant';

// The mails a booking owes by the clock rather than by a change (issue 18 "Reminder", "Review
// invitation"; docs/adr/0067): a reminder some hours before it starts, and an invitation to review
// it some hours after it ends. The scheduling job asks, for each booking that may owe one, whether
// it is owed now, not yet, or never; the database makes each decision once.

/** The company's settings for the mails that go by the clock (companies.reminder_hours_before, …). */
export interface MailSchedule {
  /** Hours before a booking's start its reminder goes; null: the company sends no reminders. */
  readonly reminderHoursBefore: number | null;
  /** Hours after a confirmed booking's end its review invitation goes; null: none. */
  readonly reviewInvitationHoursAfter: number | null;
  /** The location takes reviews (its reviews_option is not 'disable'). */
  readonly reviewsOn: boolean;
}

/** The default settings (migration 0017): a reminder 24 hours before, an invitation 2 hours after. */
export const DEFAULT_MAIL_SCHEDULE: MailSchedule = {
  reminderHoursBefore: 24,
  reviewInvitationHoursAfter: 2,
  reviewsOn: true,
};

/** What the rules read of a booking. */
export interface ScheduledBooking {
  readonly status: BookingStatus;
  readonly start: Instant;
  readonly end: Instant;
  /** When it took the hour it holds: when it was made, or last moved (bookings.hour_taken_at). */
  readonly hourTakenAt: Instant;
}

/**
 * How late a review invitation may still go: a visit three days past is no longer fresh in the
 * client's mind, and a job that was stopped (or a deployment adding the invitations) does not mail
 * a backlog of old visits.
 */
export const REVIEW_INVITATION_LATEST_HOURS = 72;

/** How long an invitation's review code fills a review (as the demo's invitations, ADR 0020). */
export const REVIEW_CODE_VALID_DAYS = 30;

const MINUTES_PER_HOUR = 60;

/**
 * When a booking's reminder is due, or null when it owes none: the company sends none, the booking
 * is not confirmed (cancelled, or still waiting for its payment), or it took its hour inside the
 * reminder window (made or moved less than the window's hours before it starts: the client has
 * just chosen it, and the confirmation or change mail is their reminder).
 */
export function reminderDueAt(booking: ScheduledBooking, schedule: MailSchedule): Instant | null {
  if (schedule.reminderHoursBefore === null || booking.status !== 'confirmed') return null;
  const due = addMinutes(booking.start, -schedule.reminderHoursBefore * MINUTES_PER_HOUR);
  return booking.hourTakenAt > due ? null : due;
}

/**
 * When a booking's review invitation is due, or null when it owes none: the company sends none,
 * the location takes no reviews, the booking is not confirmed, or it was recorded only after it
 * ended (a back-filled booking: nobody was waiting for an invitation).
 */
export function reviewInvitationDueAt(booking: ScheduledBooking, schedule: MailSchedule): Instant | null {
  if (schedule.reviewInvitationHoursAfter === null || !schedule.reviewsOn || booking.status !== 'confirmed')
    return null;
  if (booking.hourTakenAt >= booking.end) return null;
  return addMinutes(booking.end, schedule.reviewInvitationHoursAfter * MINUTES_PER_HOUR);
}

/** Whether a scheduled mail goes at `now`: `send` it, `notYet` (ask again later), or `none`, ever, for this hour. */
export type ScheduledMailDecision = 'send' | 'notYet' | 'none';

/**
 * Whether the booking's reminder goes at `now`: once due, and only before the booking starts (a
 * reminder after the start reminds of nothing).
 */
export function reminderDecision(
  booking: ScheduledBooking,
  schedule: MailSchedule,
  now: Instant,
): ScheduledMailDecision {
  const due = reminderDueAt(booking, schedule);
  if (due === null || now >= booking.start) return 'none';
  return now < due ? 'notYet' : 'send';
}

/** Whether the booking's review invitation goes at `now`: once due, and at most REVIEW_INVITATION_LATEST_HOURS late. */
export function reviewInvitationDecision(
  booking: ScheduledBooking,
  schedule: MailSchedule,
  now: Instant,
): ScheduledMailDecision {
  const due = reviewInvitationDueAt(booking, schedule);
  if (due === null || now >= addMinutes(due, REVIEW_INVITATION_LATEST_HOURS * MINUTES_PER_HOUR)) return 'none';
  return now < due ? 'notYet' : 'send';
}

/** When a review code issued at `invitedAt` stops filling a review. */
export function reviewCodeExpiresAt(invitedAt: Instant): Instant {
  return addMinutes(invitedAt, REVIEW_CODE_VALID_DAYS * 24 * MINUTES_PER_HOUR);
}
