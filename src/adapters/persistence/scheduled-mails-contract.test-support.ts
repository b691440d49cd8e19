import { expect, it } from 'vitest';
import type {
  IssuedReviewCode,
  ScheduledMailCandidate,
  ScheduledMails,
} from '#application/ports/server/scheduled-mails';
import type { BookingId } from '#domain/booking/booking-id';
import { addMinutes, type Instant } from '#domain/calendar/instant';

// Test support: what every ScheduledMails adapter must do (ADR 0097) — the SQL adapter on PGlite
// and on PostgreSQL, and the in-memory fake the scheduling job's tests run on — as one set of
// tests each runs. The store may be shared by the tests and hold other bookings: each test books
// on days of its own in April 2028, and reads only its own bookings of what is listed.

/** What the contract runs on: the store, and the bookings it decides for. */
export interface ScheduledMailsWorld {
  readonly scheduledMails: ScheduledMails;
  /** Another adapter over the same store (a second server process); the same one where there is none. */
  readonly another: ScheduledMails;
  /**
   * Books a confirmed booking from `start` to `end`, made days before, at a location taking reviews
   * of a company sending its reminders 24 hours before and its invitations 2 hours after (the
   * defaults); its booker left no email when `email` is false.
   */
  book(start: Instant, end: Instant, email?: boolean): Promise<BookingId>;
  cancel(booking: BookingId): Promise<void>;
  /** Moves the booking, as it stands after `modificationsBefore` changes, to start at `start`, lasting as long. */
  move(booking: BookingId, start: Instant, end: Instant, modificationsBefore: number): Promise<void>;
}

/** Day `day` of April 2028 at `hhmm` UTC. */
const on = (day: number, hhmm: string) => Date.parse(`2028-04-${String(day).padStart(2, '0')}T${hhmm}:00Z`) as Instant;

let codes = 0;
const aReviewCode = (invitedAt: Instant): IssuedReviewCode => {
  codes += 1;
  return {
    code: `review-code-${String(codes)}-${Math.random().toString(36).slice(2)}`,
    sealed: Uint8Array.from([1, 2, 3, codes % 256]),
    replyCode: `reply-code-${String(codes)}-${Math.random().toString(36).slice(2).padEnd(12, '0')}`,
    invitedAt,
    expiresAt: addMinutes(invitedAt, 30 * 24 * 60),
  };
};

export function scheduledMailsContract(world: () => Promise<ScheduledMailsWorld>): void {
  /** Of the candidates listed, those for `mine`, in the order listed. */
  const only = (listed: readonly ScheduledMailCandidate[], mine: readonly BookingId[]) =>
    listed.filter((candidate) => mine.includes(candidate.bookingId));
  const reminders = async (w: ScheduledMailsWorld, now: Instant, mine: readonly BookingId[]) =>
    only(await w.scheduledMails.remindersToDecide(now, 500), mine);
  const invitations = async (w: ScheduledMailsWorld, now: Instant, mine: readonly BookingId[]) =>
    only(await w.scheduledMails.reviewInvitationsToDecide(now, 500), mine);
  const theReminder = async (w: ScheduledMailsWorld, now: Instant, booking: BookingId) => {
    const [candidate] = await reminders(w, now, [booking]);
    if (candidate === undefined) throw new Error(`booking ${String(booking)} is not listed for a reminder`);
    return candidate;
  };
  const theInvitation = async (w: ScheduledMailsWorld, now: Instant, booking: BookingId) => {
    const [candidate] = await invitations(w, now, [booking]);
    if (candidate === undefined) throw new Error(`booking ${String(booking)} is not listed for an invitation`);
    return candidate;
  };

  it('lists a confirmed booking for its reminder from 24 hours before it starts until it starts, in start order, as it stands', async () => {
    const w = await world();
    const later = await w.book(on(2, '13:00'), on(2, '13:45'));
    const earlier = await w.book(on(2, '12:00'), on(2, '12:30'));
    expect(await reminders(w, on(1, '11:59'), [later, earlier])).toEqual([]);
    expect((await reminders(w, on(1, '12:00'), [later, earlier])).map((each) => each.bookingId)).toEqual([earlier]);
    const both = await reminders(w, on(1, '13:00'), [later, earlier]);
    expect(both.map((each) => each.bookingId)).toEqual([earlier, later]);
    expect(both[1]).toMatchObject({
      bookingId: later,
      modifications: 0,
      booking: { status: 'confirmed', start: on(2, '13:00'), end: on(2, '13:45') },
      schedule: { reminderHoursBefore: 24, reviewInvitationHoursAfter: 2, reviewsOn: true },
    });
    expect((await reminders(w, on(2, '12:00'), [later, earlier])).map((each) => each.bookingId)).toEqual([later]);
    expect(await reminders(w, on(2, '13:00'), [later, earlier])).toEqual([]);
  });

  it('lists no more candidates than asked for, the earliest first', async () => {
    const w = await world();
    const later = await w.book(on(5, '13:00'), on(5, '13:45'));
    const earlier = await w.book(on(5, '12:00'), on(5, '12:45'));
    expect((await w.scheduledMails.remindersToDecide(on(4, '13:00'), 1)).map((each) => each.bookingId)).toEqual([
      earlier,
    ]);
    expect((await w.scheduledMails.remindersToDecide(on(4, '13:00'), 2)).map((each) => each.bookingId)).toEqual([
      earlier,
      later,
    ]);
  });

  it('owes a reminder once, whoever asks, and lists the booking no more', async () => {
    const w = await world();
    const booked = await w.book(on(8, '13:00'), on(8, '13:45'));
    const candidate = await theReminder(w, on(7, '14:00'), booked);
    const owed = await Promise.all([
      w.scheduledMails.oweReminder(candidate),
      w.another.oweReminder(candidate),
      w.another.oweReminder(candidate),
    ]);
    expect(owed.filter(Boolean)).toHaveLength(1);
    expect(await w.scheduledMails.oweReminder(candidate)).toBe(false);
    await w.scheduledMails.forgoReminder(candidate);
    expect(await reminders(w, on(7, '14:00'), [booked])).toEqual([]);
  });

  it('forgoes a reminder once decided: never owed after, and listed no more', async () => {
    const w = await world();
    const booked = await w.book(on(11, '13:00'), on(11, '13:45'));
    const candidate = await theReminder(w, on(10, '14:00'), booked);
    await w.scheduledMails.forgoReminder(candidate);
    await w.scheduledMails.forgoReminder(candidate);
    expect(await w.scheduledMails.oweReminder(candidate)).toBe(false);
    expect(await reminders(w, on(10, '14:00'), [booked])).toEqual([]);
  });

  it('owes nothing for a booking cancelled since it was read, and lists it for neither mail', async () => {
    const w = await world();
    const booked = await w.book(on(14, '13:00'), on(14, '13:45'));
    const candidate = await theReminder(w, on(13, '14:00'), booked);
    await w.cancel(booked);
    expect(await w.scheduledMails.oweReminder(candidate)).toBe(false);
    expect(await reminders(w, on(13, '14:00'), [booked])).toEqual([]);
    expect(await invitations(w, on(14, '16:00'), [booked])).toEqual([]);
    expect(await w.scheduledMails.oweReviewInvitation(candidate, aReviewCode(on(14, '16:00')))).toBe(false);
  });

  it('owes nothing for a booking moved since it was read, and reminds it again by the hour it holds', async () => {
    const w = await world();
    const booked = await w.book(on(17, '13:00'), on(17, '13:45'));
    const first = await theReminder(w, on(16, '14:00'), booked);
    expect(await w.scheduledMails.oweReminder(first)).toBe(true);
    await w.move(booked, on(17, '20:00'), on(17, '20:45'), 0);
    // The hour it left was reminded; the candidate read before the move owes nothing more.
    expect(await w.scheduledMails.oweReminder(first)).toBe(false);
    const moved = await theReminder(w, on(16, '20:00'), booked);
    expect(moved).toMatchObject({ modifications: 1, booking: { start: on(17, '20:00') } });
    await w.move(booked, on(17, '21:00'), on(17, '21:45'), 1);
    expect(await w.scheduledMails.oweReminder(moved)).toBe(false);
    const again = await theReminder(w, on(16, '21:00'), booked);
    expect(await w.scheduledMails.oweReminder(again)).toBe(true);
    expect(await reminders(w, on(16, '21:00'), [booked])).toEqual([]);
  });

  it('lists a confirmed booking for its review invitation from 2 hours after it ends, in end order', async () => {
    const w = await world();
    const later = await w.book(on(20, '13:00'), on(20, '14:00'));
    const earlier = await w.book(on(20, '12:00'), on(20, '12:30'));
    expect(await invitations(w, on(20, '14:29'), [later, earlier])).toEqual([]);
    expect((await invitations(w, on(20, '14:30'), [later, earlier])).map((each) => each.bookingId)).toEqual([earlier]);
    expect((await invitations(w, on(20, '16:00'), [later, earlier])).map((each) => each.bookingId)).toEqual([
      earlier,
      later,
    ]);
  });

  it('lists a review invitation until an hour past the last it would still go (72 hours after it fell due), not after', async () => {
    const w = await world();
    const ended = await w.book(on(21, '12:00'), on(21, '12:30'));
    // Due at 14:30 on the 21st; the domain gives it up at 14:30 on the 24th.
    expect(await invitations(w, on(24, '15:29'), [ended])).toHaveLength(1);
    expect(await invitations(w, on(24, '15:31'), [ended])).toEqual([]);
  });

  it('owes a review invitation once, whoever asks; forgone, never', async () => {
    const w = await world();
    const invited = await w.book(on(23, '13:00'), on(23, '13:45'));
    const forgone = await w.book(on(23, '15:00'), on(23, '15:45'));
    const now = on(23, '18:00');
    const candidate = await theInvitation(w, now, invited);
    const owed = await Promise.all([
      w.scheduledMails.oweReviewInvitation(candidate, aReviewCode(now)),
      w.another.oweReviewInvitation(candidate, aReviewCode(now)),
    ]);
    expect(owed.filter(Boolean)).toHaveLength(1);
    expect(await w.scheduledMails.oweReviewInvitation(candidate, aReviewCode(now))).toBe(false);
    const notOwed = await theInvitation(w, now, forgone);
    await w.scheduledMails.forgoReviewInvitation(notOwed);
    expect(await w.scheduledMails.oweReviewInvitation(notOwed, aReviewCode(now))).toBe(false);
    expect(await invitations(w, now, [invited, forgone])).toEqual([]);
  });

  it('owes no mail to a booker who left no email, and decides so', async () => {
    const w = await world();
    const booked = await w.book(on(26, '13:00'), on(26, '13:45'), false);
    const reminder = await theReminder(w, on(25, '14:00'), booked);
    expect(await w.scheduledMails.oweReminder(reminder)).toBe(false);
    expect(await reminders(w, on(25, '14:00'), [booked])).toEqual([]);
    const invitation = await theInvitation(w, on(26, '16:00'), booked);
    expect(await w.scheduledMails.oweReviewInvitation(invitation, aReviewCode(on(26, '16:00')))).toBe(false);
    expect(await invitations(w, on(26, '16:00'), [booked])).toEqual([]);
  });
}
