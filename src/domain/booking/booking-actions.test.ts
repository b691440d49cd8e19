import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMinutes, type Instant } from '../calendar/instant';
import { anyBooking, anyChangePolicy, anyInstant } from './booking.arbitraries';
import { BOOKING_ACTION_KINDS, bookingActionFacts, bookingActions } from './booking-actions';
import { cancel, confirmAttendance, reschedule } from './booking-lifecycle';

// issue 18 "Links": a client is offered only the pages the booking's state and the company's limits
// allow — each offer exactly when the server's own lifecycle rule would take the action.

const anyGroup = fc.record({ standing: fc.integer({ min: 1, max: 4 }), unconfirmed: fc.boolean() });

const noon = Date.UTC(2026, 11, 3, 14, 0) as Instant;
const standing = {
  status: 'confirmed' as const,
  clientConfirmed: false,
  start: noon,
  cancellableUntil: addMinutes(noon, -24 * 60),
  modifiableUntil: addMinutes(noon, -12 * 60),
  modificationsLeft: 1,
  standingInGroup: 1,
  unconfirmedInGroup: true,
};

describe('which pages a booking offers its client (issue 18 Links)', () => {
  it('offers a confirmed booking well ahead its page, attendance, a change and a cancel', () => {
    expect(bookingActions(standing, addMinutes(noon, -48 * 60))).toEqual(['view', 'confirm', 'change', 'cancel']);
  });

  it('offers the "all" forms when another booking of the confirmation still stands', () => {
    expect(bookingActions({ ...standing, standingInGroup: 2 }, addMinutes(noon, -48 * 60))).toEqual([
      'view',
      'confirm',
      'confirmAll',
      'change',
      'cancel',
      'cancelAll',
    ]);
  });

  it('offers only the page once both windows have closed, and only booking again once cancelled', () => {
    expect(bookingActions({ ...standing, clientConfirmed: true }, addMinutes(noon, -60))).toEqual(['view']);
    expect(bookingActions({ ...standing, status: 'cancelled' }, addMinutes(noon, -48 * 60))).toEqual(['bookAgain']);
  });

  it('offers no attendance to confirm while the payment is pending', () => {
    expect(bookingActions({ ...standing, status: 'pending_payment' }, addMinutes(noon, -48 * 60))).not.toContain(
      'confirm',
    );
  });

  it('lists its offers once each, in the order they are shown', () => {
    fc.assert(
      fc.property(anyBooking, anyChangePolicy, anyGroup, anyInstant, (booking, policy, group, now) => {
        const offered = bookingActions(bookingActionFacts(booking, policy, group), now);
        const order = offered.map((kind) => BOOKING_ACTION_KINDS.indexOf(kind));
        expect(order).toEqual([...order].sort((a, b) => a - b));
        expect(new Set(offered).size).toBe(offered.length);
      }),
    );
  });

  it('offers booking again exactly for a cancelled booking, and its page otherwise', () => {
    fc.assert(
      fc.property(anyBooking, anyChangePolicy, anyGroup, anyInstant, (booking, policy, group, now) => {
        const offered = bookingActions(bookingActionFacts(booking, policy, group), now);
        if (booking.status === 'cancelled') expect(offered).toEqual(['bookAgain']);
        else expect(offered[0]).toBe('view');
      }),
    );
  });

  it('offers a cancel of a standing booking exactly when the server would cancel it', () => {
    fc.assert(
      fc.property(anyBooking, anyChangePolicy, anyGroup, anyInstant, (booking, policy, group, now) => {
        fc.pre(booking.status !== 'cancelled');
        const offered = bookingActions(bookingActionFacts(booking, policy, group), now);
        expect(offered.includes('cancel')).toBe(cancel(booking, now, policy).isOk());
        expect(offered.includes('cancelAll')).toBe(offered.includes('cancel') && group.standing > 1);
      }),
    );
  });

  it('offers a change exactly when the server would move it to a later time', () => {
    fc.assert(
      fc.property(
        anyBooking,
        anyChangePolicy,
        anyGroup,
        anyInstant,
        fc.integer({ min: 1, max: 7 * 24 * 60 }),
        (booking, policy, group, now, minutesAhead) => {
          fc.pre(booking.status !== 'cancelled');
          const to = { start: addMinutes(now, minutesAhead), end: addMinutes(now, minutesAhead + 30) };
          const offered = bookingActions(bookingActionFacts(booking, policy, group), now);
          expect(offered.includes('change')).toBe(reschedule(booking, to, now, policy).isOk());
        },
      ),
    );
  });

  it('offers a class seat everything a booking of the same state offers but the change (issue 20)', () => {
    fc.assert(
      fc.property(anyBooking, anyChangePolicy, anyGroup, anyInstant, (booking, policy, group, now) => {
        const facts = bookingActionFacts(booking, policy, group);
        const seat = bookingActions({ ...facts, isClass: true }, now);
        expect(seat).not.toContain('change');
        expect(seat).toEqual(bookingActions(facts, now).filter((kind) => kind !== 'change'));
      }),
    );
  });

  it('offers to confirm attendance exactly when the server would record one not yet given', () => {
    fc.assert(
      fc.property(anyBooking, anyChangePolicy, anyGroup, anyInstant, (booking, policy, group, now) => {
        fc.pre(booking.status !== 'cancelled');
        const offered = bookingActions(bookingActionFacts(booking, policy, group), now);
        const recordsOne = confirmAttendance(booking, now).isOk() && booking.clientConfirmedAt === null;
        expect(offered.includes('confirm')).toBe(recordsOne);
        if (offered.includes('confirmAll')) expect(group.standing > 1 && group.unconfirmed).toBe(true);
      }),
    );
  });
});
