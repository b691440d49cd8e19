import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMinutes, type Instant } from '../calendar/instant';
import { anyBooking, anyChangePolicy, anyInstant } from './booking.arbitraries';
import { modifiableUntil, modificationsLeft, reschedule } from './booking-lifecycle';
import { editOffer } from './edit-offer';

// storefront §2 bookings/edit, §4 "Implied by texts": a booking is modified a limited number of
// times up to a limited number of hours before the service; the page offers the move only when
// the server's own rule (`reschedule`) would take one.

const noon = Date.UTC(2026, 11, 3, 14, 0) as Instant;
const standing = {
  status: 'confirmed' as const,
  start: noon,
  modificationsLeft: 2,
  modifiableUntil: addMinutes(noon, -24 * 60),
};

describe('what the modify page offers (storefront §2 bookings/edit, §4)', () => {
  it('offers the move of a standing booking before its window closes', () => {
    expect(editOffer(standing, addMinutes(noon, -48 * 60))).toEqual({ _tag: 'Offered' });
    expect(editOffer({ ...standing, modificationsLeft: null, modifiableUntil: null }, addMinutes(noon, -1))).toEqual({
      _tag: 'Offered',
    });
  });

  it('says why not: cancelled, started, no moves left, too close to the start', () => {
    const before = addMinutes(noon, -48 * 60);
    expect(editOffer({ ...standing, status: 'cancelled' }, before)).toEqual({
      _tag: 'NotModifiable',
      reason: 'cancelled',
    });
    expect(editOffer(standing, noon)).toEqual({ _tag: 'NotModifiable', reason: 'started' });
    expect(editOffer({ ...standing, modificationsLeft: 0 }, before)).toEqual({
      _tag: 'NotModifiable',
      reason: 'limitReached',
    });
    expect(editOffer(standing, addMinutes(noon, -12 * 60))).toEqual({ _tag: 'NotModifiable', reason: 'tooLate' });
  });

  it('never offers to move a seat in a class, which keeps the class’s hour (issue 20)', () => {
    fc.assert(
      fc.property(anyBooking, anyChangePolicy, anyInstant, (booking, policy, now) => {
        fc.pre(booking.status !== 'cancelled' && now < booking.start);
        const facts = {
          status: booking.status,
          start: booking.start,
          modificationsLeft: modificationsLeft(booking, policy),
          modifiableUntil: modifiableUntil(booking, policy),
        };
        expect(editOffer({ ...facts, isClass: true }, now)).toEqual({ _tag: 'NotModifiable', reason: 'classSeat' });
      }),
    );
  });

  it('offers a move exactly when the server would take one to a later free time', () => {
    fc.assert(
      fc.property(
        anyBooking,
        anyChangePolicy,
        anyInstant,
        fc.integer({ min: 1, max: 7 * 24 * 60 }),
        (booking, policy, now, minutesAhead) => {
          const facts = {
            status: booking.status,
            start: booking.start,
            modificationsLeft: modificationsLeft(booking, policy),
            modifiableUntil: modifiableUntil(booking, policy),
          };
          const to = { start: addMinutes(now, minutesAhead), end: addMinutes(now, minutesAhead + 30) };
          expect(editOffer(facts, now)._tag === 'Offered').toBe(reschedule(booking, to, now, policy).isOk());
        },
      ),
    );
  });
});
