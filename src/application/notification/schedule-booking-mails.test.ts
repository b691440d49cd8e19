import { describe, expect, it } from 'vitest';
import { bookingReferenceFromDraws } from '#domain/booking/booking-reference';
import type { BookingId } from '#domain/booking/booking-id';
import { addMinutes, type Instant } from '#domain/calendar/instant';
import { DEFAULT_MAIL_SCHEDULE } from '#domain/notification/mail-schedule';
import type { Clock } from '../ports/shared/clock';
import type { CodeSealer } from '../ports/server/code-sealer';
import type { ScheduledMailCandidate } from '../ports/server/scheduled-mails';
import type { TokenGenerator } from '../ports/server/token-generator';
import { inMemoryScheduledMails } from './in-memory-scheduled-mails.test-support';
import { scheduleBookingMails } from './schedule-booking-mails';

// Scheduling reminders and review invitations (issue 18; docs/adr/0067) over scheduled mails in
// memory: which bookings owe which mail when, and that two runs at once owe each mail once.

const at = (iso: string) => Date.parse(iso) as Instant;

function movableClock(start: Instant): Clock & { set(to: Instant): void } {
  let now = start;
  return {
    now: () => now,
    set(to) {
      now = to;
    },
  };
}

let drawn = 0;
const tokens: TokenGenerator = {
  secret: () => {
    drawn += 1;
    return `secret-${String(drawn).padStart(24, '0')}`;
  },
  transactionId: () => 'TRX-TEST',
  bookingReference: () => bookingReferenceFromDraws([0, 0, 0, 0, 0, 0]),
};

/** Seals by writing the booking's id before the code, so a test can read what was sealed for whom. */
const readableSealer: CodeSealer = {
  seal: (code, bookingId) => new TextEncoder().encode(`${String(bookingId)}|${code}`),
  open: (sealed, bookingId) => {
    const [id, code] = new TextDecoder().decode(sealed).split('|');
    return id === String(bookingId) ? (code ?? null) : null;
  },
};

/** A confirmed 45-minute booking at `start`, made at `takenAt`. */
function booking(id: number, start: string, takenAt: string): ScheduledMailCandidate {
  return {
    bookingId: id as BookingId,
    modifications: 0,
    booking: { status: 'confirmed', start: at(start), end: addMinutes(at(start), 45), hourTakenAt: at(takenAt) },
    schedule: DEFAULT_MAIL_SCHEDULE,
  };
}

function scheduler(bookings: ScheduledMailCandidate[], now: Instant) {
  const store = inMemoryScheduledMails(bookings);
  const clock = movableClock(now);
  const run = scheduleBookingMails({ scheduledMails: store, clock, tokens, codeSealer: readableSealer });
  return { store, clock, run };
}

describe('scheduling the mails that go by the clock (issue 18 "Reminder", "Review invitation")', () => {
  it('owes a reminder once its window opens, and only once however often it runs', async () => {
    const { store, clock, run } = scheduler(
      [booking(1, '2026-12-03T13:00:00Z', '2026-11-25T10:00:00Z')],
      at('2026-12-02T12:59:00Z'),
    );
    expect((await run())._unsafeUnwrap()).toEqual({ reminders: 0, reviewInvitations: 0, forgone: 0 });
    clock.set(at('2026-12-02T13:00:00Z'));
    expect((await run())._unsafeUnwrap()).toEqual({ reminders: 1, reviewInvitations: 0, forgone: 0 });
    expect((await run())._unsafeUnwrap()).toEqual({ reminders: 0, reviewInvitations: 0, forgone: 0 });
    expect(store.decisions).toEqual([{ owed: 'reminder', bookingId: 1, version: 0 }]);
  });

  it('owes none to a booking made inside the window, and decides so once', async () => {
    const { store, run } = scheduler(
      [booking(2, '2026-12-03T13:00:00Z', '2026-12-02T20:00:00Z')],
      at('2026-12-02T21:00:00Z'),
    );
    expect((await run())._unsafeUnwrap()).toEqual({ reminders: 0, reviewInvitations: 0, forgone: 1 });
    expect((await run())._unsafeUnwrap()).toEqual({ reminders: 0, reviewInvitations: 0, forgone: 0 });
    expect(store.decisions).toEqual([{ owed: null, kind: 'reminder', bookingId: 2 }]);
  });

  it('owes a cancelled booking nothing, reminder or invitation', async () => {
    const cancelled = booking(3, '2026-12-03T13:00:00Z', '2026-11-25T10:00:00Z');
    const { store, clock, run } = scheduler(
      [{ ...cancelled, booking: { ...cancelled.booking, status: 'cancelled' } }],
      at('2026-12-02T14:00:00Z'),
    );
    await run();
    clock.set(at('2026-12-03T16:00:00Z'));
    await run();
    expect(store.decisions).toEqual([]);
  });

  it('reminds a moved booking again for its new hour, when it was moved outside the window', async () => {
    const { store, clock, run } = scheduler(
      [booking(4, '2026-12-03T13:00:00Z', '2026-11-25T10:00:00Z')],
      at('2026-12-02T13:30:00Z'),
    );
    await run();
    store.change(4, {
      modifications: 1,
      booking: {
        status: 'confirmed',
        start: at('2026-12-06T13:00:00Z'),
        end: at('2026-12-06T13:45:00Z'),
        hourTakenAt: at('2026-12-02T14:00:00Z'),
      },
    });
    clock.set(at('2026-12-03T13:00:00Z'));
    expect((await run())._unsafeUnwrap()).toMatchObject({ reminders: 0 });
    clock.set(at('2026-12-05T13:00:00Z'));
    expect((await run())._unsafeUnwrap()).toMatchObject({ reminders: 1 });
    expect(store.decisions).toEqual([
      { owed: 'reminder', bookingId: 4, version: 0 },
      { owed: 'reminder', bookingId: 4, version: 1 },
    ]);
  });

  it('owes a booking that was cancelled after it was read nothing', async () => {
    const { store, run } = scheduler(
      [booking(5, '2026-12-03T13:00:00Z', '2026-11-25T10:00:00Z')],
      at('2026-12-02T14:00:00Z'),
    );
    const [candidate] = await store.remindersToDecide(at('2026-12-02T14:00:00Z'), 10);
    store.change(5, {
      booking: { ...booking(5, '2026-12-03T13:00:00Z', '2026-11-25T10:00:00Z').booking, status: 'cancelled' },
    });
    if (candidate === undefined) throw new Error('no candidate');
    expect(await store.oweReminder(candidate)).toBe(false);
    expect((await run())._unsafeUnwrap()).toEqual({ reminders: 0, reviewInvitations: 0, forgone: 0 });
  });

  it('invites a review two hours after the end, with a new code sealed for the booking, valid thirty days', async () => {
    const { store, clock, run } = scheduler(
      [booking(6, '2026-12-03T13:00:00Z', '2026-12-03T09:00:00Z')],
      at('2026-12-03T15:44:00Z'),
    );
    expect((await run())._unsafeUnwrap()).toMatchObject({ reviewInvitations: 0 });
    clock.set(at('2026-12-03T15:45:00Z'));
    expect((await run())._unsafeUnwrap()).toEqual({ reminders: 0, reviewInvitations: 1, forgone: 0 });
    const [invitation, ...more] = store.decisions.filter((decision) => decision.owed === 'review_invitation');
    expect(more).toEqual([]);
    if (invitation?.owed !== 'review_invitation') throw new Error('no invitation');
    expect(readableSealer.open(invitation.review.sealed, 6 as BookingId)).toBe(invitation.review.code);
    expect(invitation.review.replyCode).not.toBe(invitation.review.code);
    expect(invitation.review).toMatchObject({
      invitedAt: at('2026-12-03T15:45:00Z'),
      expiresAt: at('2027-01-02T15:45:00Z'),
    });
    expect((await run())._unsafeUnwrap()).toMatchObject({ reviewInvitations: 0 });
  });

  it('invites no review where the location takes none', async () => {
    const noReviews = booking(7, '2026-12-03T13:00:00Z', '2026-12-01T09:00:00Z');
    const { store, run } = scheduler(
      [{ ...noReviews, schedule: { ...noReviews.schedule, reviewsOn: false } }],
      at('2026-12-03T16:00:00Z'),
    );
    expect((await run())._unsafeUnwrap()).toEqual({ reminders: 0, reviewInvitations: 0, forgone: 1 });
    expect(store.decisions).toEqual([{ owed: null, kind: 'review_invitation', bookingId: 7 }]);
  });

  it('owes each mail once when two runs go at once', async () => {
    const bookings = Array.from({ length: 20 }, (_, index) =>
      booking(100 + index, '2026-12-03T13:00:00Z', '2026-11-25T10:00:00Z'),
    );
    const store = inMemoryScheduledMails(bookings);
    const runs = [0, 1].map(() =>
      scheduleBookingMails({
        scheduledMails: store,
        clock: movableClock(at('2026-12-03T15:45:00Z')),
        tokens,
        codeSealer: readableSealer,
      }),
    );
    // The bookings started long ago, so no reminder is due; only the invitations are.
    const reports = (await Promise.all(runs.map((run) => run()))).map((report) => report._unsafeUnwrap());
    expect(reports.reduce((sum, report) => sum + report.reviewInvitations, 0)).toBe(20);
    expect(new Set(store.decisions.map((decision) => decision.bookingId)).size).toBe(20);
  });
});
