import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Instant } from '../calendar/instant';
import { BOOKING_STATUSES } from './booking-lifecycle';
import { heldByPayment, releasedByCancellation, type BookingBeingCancelled } from './cancellation-release';

const anyBookingBeingCancelled: fc.Arbitrary<BookingBeingCancelled> = fc.record({
  status: fc.constantFrom(...BOOKING_STATUSES),
  classSeat: fc.option(
    fc.record({
      serviceId: fc.integer({ min: 1, max: 99 }),
      providerId: fc.integer({ min: 1, max: 99 }),
      start: fc.integer({ min: 1_700_000_000_000, max: 1_900_000_000_000 }).map((ms) => ms as Instant),
    }),
  ),
  paidByPlan: fc.option(fc.record({ membershipId: fc.integer({ min: 1, max: 99 }), countsUses: fc.boolean() })),
});

describe('what a cancellation releases (booking-wizard §4; issue 30 §1)', () => {
  it('releases nothing for a booking cancelled already: its hold went with the first cancellation', () => {
    fc.assert(
      fc.property(anyBookingBeingCancelled, (booking) => {
        expect(releasedByCancellation({ ...booking, status: 'cancelled' })).toBeNull();
      }),
    );
  });

  it('frees the class seat a held booking took, and nothing for a private booking', () => {
    fc.assert(
      fc.property(anyBookingBeingCancelled, (booking) => {
        fc.pre(booking.status !== 'cancelled');
        expect(releasedByCancellation(booking)?.classSeat).toEqual(booking.classSeat);
      }),
    );
  });

  it('gives one use back to the plan that paid a held booking when that plan counts its uses, never to an unlimited one', () => {
    fc.assert(
      fc.property(anyBookingBeingCancelled, (booking) => {
        fc.pre(booking.status !== 'cancelled');
        const plan = booking.paidByPlan;
        expect(releasedByCancellation(booking)?.membershipUse).toBe(
          plan !== null && plan.countsUses ? plan.membershipId : null,
        );
      }),
    );
  });

  it('counts as held by a payment exactly the bookings of its group still waiting for it', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ id: fc.nat(), status: fc.constantFrom(...BOOKING_STATUSES) })), (group) => {
        const held = heldByPayment(group);
        expect(held.every((booking) => booking.status === 'pending_payment')).toBe(true);
        expect(held).toHaveLength(group.filter((booking) => booking.status === 'pending_payment').length);
      }),
    );
  });
});
