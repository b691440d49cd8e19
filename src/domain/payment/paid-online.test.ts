import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES } from '../booking/booking-lifecycle';
import {
  groupStatusOnBooking,
  isPaidOnline,
  shouldPayOnline,
  statusOnBooking,
  type ItemPaymentFacts,
} from './paid-online';

const anyItem: fc.Arbitrary<ItemPaymentFacts> = fc.record({
  clientPaysOnline: fc.boolean(),
  mustBePaidOnline: fc.boolean(),
  paidByMembership: fc.boolean(),
});

describe('whether an item is paid online (ADR 0017)', () => {
  it.each([
    { clientPaysOnline: true, mustBePaidOnline: false, paidByMembership: false, paidOnline: true },
    { clientPaysOnline: false, mustBePaidOnline: true, paidByMembership: false, paidOnline: true },
    { clientPaysOnline: true, mustBePaidOnline: true, paidByMembership: false, paidOnline: true },
    { clientPaysOnline: false, mustBePaidOnline: false, paidByMembership: false, paidOnline: false },
    { clientPaysOnline: true, mustBePaidOnline: true, paidByMembership: true, paidOnline: false },
  ])(
    'answers $paidOnline for clientPaysOnline $clientPaysOnline, mustBePaidOnline $mustBePaidOnline, paidByMembership $paidByMembership',
    ({ paidOnline, ...item }) => {
      expect(isPaidOnline(item)).toBe(paidOnline);
    },
  );

  it('never charges online an item a membership pays', () => {
    fc.assert(fc.property(anyItem, (item) => !isPaidOnline({ ...item, paidByMembership: true })));
  });

  it('charges online every item of a client who chose to pay online, unless a membership pays it', () => {
    fc.assert(
      fc.property(anyItem, (item) => isPaidOnline({ ...item, clientPaysOnline: true }) === !item.paidByMembership),
    );
  });
});

describe('the status a booking is created in', () => {
  it('waits for its payment when it is paid online and the create owes a payment', () => {
    expect(statusOnBooking(true, true)).toBe('pending_payment');
  });

  it('is confirmed outright when nothing is charged online, even if paid online', () => {
    expect(statusOnBooking(true, false)).toBe('confirmed');
  });

  it('is confirmed when it is paid at the location, whatever the rest of the create owes', () => {
    fc.assert(fc.property(fc.boolean(), (paymentOwed) => statusOnBooking(false, paymentOwed) === 'confirmed'));
  });

  it('answers a group pending while any of its bookings waits for the payment, confirmed otherwise', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('pending_payment' as const, 'confirmed' as const)),
        (statuses) =>
          groupStatusOnBooking(statuses) === (statuses.includes('pending_payment') ? 'pending_payment' : 'confirmed'),
      ),
    );
  });
});

describe('whether a booked service tells its client it is paid online', () => {
  it('does while the booking waits for its payment', () => {
    expect(shouldPayOnline({ mustBePaidOnline: false, status: 'pending_payment' })).toBe(true);
  });

  it('does, in any status, when its service must be paid online', () => {
    fc.assert(
      fc.property(fc.constantFrom(...BOOKING_STATUSES), (status) =>
        shouldPayOnline({ mustBePaidOnline: true, status }),
      ),
    );
  });

  it('does not once a booking the client chose to pay online is confirmed or cancelled', () => {
    expect(shouldPayOnline({ mustBePaidOnline: false, status: 'confirmed' })).toBe(false);
    expect(shouldPayOnline({ mustBePaidOnline: false, status: 'cancelled' })).toBe(false);
  });
});
