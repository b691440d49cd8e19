import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyInstant } from '../booking/booking.arbitraries';
import { BOOKING_STATUSES } from '../booking/booking-lifecycle';
import { addMinutes, type Instant } from '../calendar/instant';
import {
  reminderDecision,
  reminderDueAt,
  REVIEW_INVITATION_LATEST_HOURS,
  reviewCodeExpiresAt,
  reviewInvitationDecision,
  reviewInvitationDueAt,
  type MailSchedule,
  type ScheduledBooking,
} from './mail-schedule';

// When a booking's reminder and review invitation are owed (issue 18; docs/adr/0067).

const at = (iso: string) => Date.parse(iso) as Instant;

const anyBooking: fc.Arbitrary<ScheduledBooking> = fc
  .record({
    status: fc.constantFrom(...BOOKING_STATUSES),
    start: anyInstant,
    minutes: fc.constantFrom(15, 30, 45, 60, 90),
    takenBefore: fc.integer({ min: -3 * 24 * 60, max: 10 * 24 * 60 }),
  })
  .map(({ status, start, minutes, takenBefore }) => ({
    status,
    start,
    end: addMinutes(start, minutes),
    hourTakenAt: addMinutes(start, -takenBefore),
  }));

const anySchedule: fc.Arbitrary<MailSchedule> = fc.record({
  reminderHoursBefore: fc.option(fc.integer({ min: 1, max: 72 }), { nil: null }),
  reviewInvitationHoursAfter: fc.option(fc.integer({ min: 0, max: 48 }), { nil: null }),
  reviewsOn: fc.boolean(),
});

const confirmed = (start: string, minutes: number, takenAt: string): ScheduledBooking => ({
  status: 'confirmed',
  start: at(start),
  end: addMinutes(at(start), minutes),
  hourTakenAt: at(takenAt),
});

const defaults: MailSchedule = { reminderHoursBefore: 24, reviewInvitationHoursAfter: 2, reviewsOn: true };

describe('a booking’s reminder (issue 18 "Reminder")', () => {
  it('is due the company’s hours before the booking starts', () => {
    expect(reminderDueAt(confirmed('2026-12-01T13:00:00Z', 45, '2026-11-20T10:00:00Z'), defaults)).toBe(
      at('2026-11-30T13:00:00Z'),
    );
  });

  it('is owed none when the booking was made inside the window', () => {
    expect(reminderDueAt(confirmed('2026-12-01T13:00:00Z', 45, '2026-11-30T13:00:01Z'), defaults)).toBeNull();
    expect(reminderDueAt(confirmed('2026-12-01T13:00:00Z', 45, '2026-11-30T13:00:00Z'), defaults)).toBe(
      at('2026-11-30T13:00:00Z'),
    );
  });

  it('is owed none when the company turned reminders off, or the booking is not confirmed', () => {
    const booking = confirmed('2026-12-01T13:00:00Z', 45, '2026-11-20T10:00:00Z');
    expect(reminderDueAt(booking, { ...defaults, reminderHoursBefore: null })).toBeNull();
    expect(reminderDueAt({ ...booking, status: 'cancelled' }, defaults)).toBeNull();
    expect(reminderDueAt({ ...booking, status: 'pending_payment' }, defaults)).toBeNull();
  });

  it('is due exactly when a confirmed booking took its hour no later than its window opened, and never after it starts', () => {
    fc.assert(
      fc.property(anyBooking, anySchedule, (booking, schedule) => {
        const due = reminderDueAt(booking, schedule);
        const windowOpens =
          schedule.reminderHoursBefore === null ? null : addMinutes(booking.start, -schedule.reminderHoursBefore * 60);
        const owed = booking.status === 'confirmed' && windowOpens !== null && booking.hourTakenAt <= windowOpens;
        expect(due).toBe(owed ? windowOpens : null);
        if (due !== null) expect(due < booking.start && due >= booking.hourTakenAt).toBe(true);
      }),
    );
  });

  it('goes once due and before the start; before it is due it is not yet; after the start, never', () => {
    fc.assert(
      fc.property(anyBooking, anySchedule, fc.integer({ min: -5 * 24 * 60, max: 5 * 24 * 60 }), (b, s, offset) => {
        const now = addMinutes(b.start, offset);
        const due = reminderDueAt(b, s);
        const decision = reminderDecision(b, s, now);
        if (due === null || now >= b.start) expect(decision).toBe('none');
        else expect(decision).toBe(now < due ? 'notYet' : 'send');
      }),
    );
  });

  it('follows a move: a booking moved outside the window is due by its new start, one moved inside it owes none', () => {
    const moved = (start: string, movedAt: string) => confirmed(start, 45, movedAt);
    expect(reminderDueAt(moved('2026-12-05T13:00:00Z', '2026-11-30T09:00:00Z'), defaults)).toBe(
      at('2026-12-04T13:00:00Z'),
    );
    expect(reminderDueAt(moved('2026-11-30T20:00:00Z', '2026-11-30T09:00:00Z'), defaults)).toBeNull();
  });
});

describe('a booking’s review invitation (issue 18 "Review invitation")', () => {
  it('is due the company’s hours after a confirmed booking ends', () => {
    expect(reviewInvitationDueAt(confirmed('2026-12-01T13:00:00Z', 45, '2026-11-20T10:00:00Z'), defaults)).toBe(
      at('2026-12-01T15:45:00Z'),
    );
  });

  it('is owed none for a cancelled booking, a location without reviews, a company that sends none, or a booking recorded after it ended', () => {
    const booking = confirmed('2026-12-01T13:00:00Z', 45, '2026-11-20T10:00:00Z');
    expect(reviewInvitationDueAt({ ...booking, status: 'cancelled' }, defaults)).toBeNull();
    expect(reviewInvitationDueAt(booking, { ...defaults, reviewsOn: false })).toBeNull();
    expect(reviewInvitationDueAt(booking, { ...defaults, reviewInvitationHoursAfter: null })).toBeNull();
    expect(reviewInvitationDueAt({ ...booking, hourTakenAt: booking.end }, defaults)).toBeNull();
  });

  it('is due exactly for a confirmed booking taken before it ended, where reviews are on, at its end plus the hours', () => {
    fc.assert(
      fc.property(anyBooking, anySchedule, (booking, schedule) => {
        const hours = schedule.reviewInvitationHoursAfter;
        const owed = booking.status === 'confirmed' && schedule.reviewsOn && booking.hourTakenAt < booking.end;
        expect(reviewInvitationDueAt(booking, schedule)).toBe(
          owed && hours !== null ? addMinutes(booking.end, hours * 60) : null,
        );
      }),
    );
  });

  it('goes once due and at most three days late', () => {
    fc.assert(
      fc.property(anyBooking, anySchedule, fc.integer({ min: -2 * 24 * 60, max: 6 * 24 * 60 }), (b, s, offset) => {
        const now = addMinutes(b.end, offset);
        const due = reviewInvitationDueAt(b, s);
        const decision = reviewInvitationDecision(b, s, now);
        if (due === null || now >= addMinutes(due, REVIEW_INVITATION_LATEST_HOURS * 60)) expect(decision).toBe('none');
        else expect(decision).toBe(now < due ? 'notYet' : 'send');
      }),
    );
  });

  it('issues a code that fills a review for thirty days', () => {
    expect(reviewCodeExpiresAt(at('2026-12-01T15:45:00Z'))).toBe(at('2026-12-31T15:45:00Z'));
  });
});
