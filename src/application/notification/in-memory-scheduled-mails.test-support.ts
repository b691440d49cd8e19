import { addMinutes, type Instant } from '#domain/calendar/instant';
import { REVIEW_INVITATION_LATEST_HOURS } from '#domain/notification/mail-schedule';
import type { IssuedReviewCode, ScheduledMailCandidate, ScheduledMails } from '../ports/server/scheduled-mails';

/** A decision the fake recorded: the mail owed (with the review code it issued), or none. */
export type RecordedDecision =
  | { readonly owed: 'reminder'; readonly bookingId: number; readonly version: number }
  | { readonly owed: 'review_invitation'; readonly bookingId: number; readonly review: IssuedReviewCode }
  | { readonly owed: null; readonly kind: 'reminder' | 'review_invitation'; readonly bookingId: number };

/**
 * Scheduled mails in memory, over bookings the test changes at will, kept to the SQL adapter's
 * contract (scheduled-mails-contract.test-support.ts, ADR 0097): candidates listed in start (end,
 * for invitations) order, an invitation no longer once an hour past the latest it would go; each decision taken once per (booking, kind, version), as the
 * database's primary key takes it; a booking changed since it was read owes nothing, and one whose
 * booker left no email (`withoutEmail`) is decided with nothing owed.
 */
export function inMemoryScheduledMails(
  bookings: ScheduledMailCandidate[],
  withoutEmail: ReadonlySet<number> = new Set(),
): ScheduledMails & {
  readonly decisions: RecordedDecision[];
  change(bookingId: number, to: Partial<ScheduledMailCandidate>): void;
} {
  const decided = new Set<string>();
  const decisions: RecordedDecision[] = [];
  const keyOf = (kind: string, candidate: ScheduledMailCandidate) =>
    `${String(candidate.bookingId)}:${kind}:${String(kind === 'reminder' ? candidate.modifications : 0)}`;
  const current = (candidate: ScheduledMailCandidate) =>
    bookings.find(
      (booking) =>
        booking.bookingId === candidate.bookingId &&
        booking.modifications === candidate.modifications &&
        booking.booking.status === 'confirmed',
    );
  const decide = (kind: 'reminder' | 'review_invitation', candidate: ScheduledMailCandidate): boolean => {
    const key = keyOf(kind, candidate);
    if (decided.has(key)) return false;
    decided.add(key);
    return true;
  };
  const due = (now: Instant, kind: 'reminder' | 'review_invitation') =>
    [...bookings]
      .sort((a, b) =>
        kind === 'reminder'
          ? a.booking.start - b.booking.start || a.bookingId - b.bookingId
          : a.booking.end - b.booking.end || a.bookingId - b.bookingId,
      )
      .filter((candidate) => {
        if (candidate.booking.status !== 'confirmed' || decided.has(keyOf(kind, candidate))) return false;
        const hours =
          kind === 'reminder' ? candidate.schedule.reminderHoursBefore : candidate.schedule.reviewInvitationHoursAfter;
        if (hours === null) return false;
        return kind === 'reminder'
          ? candidate.booking.start > now && addMinutes(candidate.booking.start, -hours * 60) <= now
          : addMinutes(candidate.booking.end, hours * 60) <= now &&
              addMinutes(candidate.booking.end, (hours + REVIEW_INVITATION_LATEST_HOURS + 1) * 60) > now;
      });
  /** Decided, with nobody to write to: nothing owed. */
  const nobodyToWriteTo = (kind: 'reminder' | 'review_invitation', candidate: ScheduledMailCandidate) => {
    decisions.push({ owed: null, kind, bookingId: candidate.bookingId });
    return false;
  };
  return {
    decisions,
    change(bookingId, to) {
      const index = bookings.findIndex((booking) => booking.bookingId === bookingId);
      const booking = bookings[index];
      if (booking !== undefined) bookings[index] = { ...booking, ...to };
    },
    remindersToDecide: (now, limit) => Promise.resolve(due(now, 'reminder').slice(0, limit)),
    reviewInvitationsToDecide: (now, limit) => Promise.resolve(due(now, 'review_invitation').slice(0, limit)),
    oweReminder(candidate) {
      if (current(candidate) === undefined || !decide('reminder', candidate)) return Promise.resolve(false);
      if (withoutEmail.has(candidate.bookingId)) return Promise.resolve(nobodyToWriteTo('reminder', candidate));
      decisions.push({ owed: 'reminder', bookingId: candidate.bookingId, version: candidate.modifications });
      return Promise.resolve(true);
    },
    forgoReminder(candidate) {
      if (decide('reminder', candidate))
        decisions.push({ owed: null, kind: 'reminder', bookingId: candidate.bookingId });
      return Promise.resolve();
    },
    oweReviewInvitation(candidate, review) {
      if (current(candidate) === undefined || !decide('review_invitation', candidate)) return Promise.resolve(false);
      if (withoutEmail.has(candidate.bookingId))
        return Promise.resolve(nobodyToWriteTo('review_invitation', candidate));
      decisions.push({ owed: 'review_invitation', bookingId: candidate.bookingId, review });
      return Promise.resolve(true);
    },
    forgoReviewInvitation(candidate) {
      if (decide('review_invitation', candidate))
        decisions.push({ owed: null, kind: 'review_invitation', bookingId: candidate.bookingId });
      return Promise.resolve();
    },
  };
}
