import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES } from '../booking/booking-lifecycle';
import { noticeOwedByChange } from './booking-notice';

describe('which mail a change to a booking owes its client (docs/adr/0044)', () => {
  it('owes the confirmation of a booking booked confirmed', () => {
    expect(noticeOwedByChange({ _tag: 'Booked', status: 'confirmed' })).toBe('confirmed');
  });

  it('owes nothing for a booking booked waiting for its payment: the payment owes it', () => {
    expect(noticeOwedByChange({ _tag: 'Booked', status: 'pending_payment' })).toBeNull();
  });

  it('owes the cancellation of a booking cancelled while confirmed', () => {
    expect(noticeOwedByChange({ _tag: 'Cancelled', statusBefore: 'confirmed' })).toBe('cancelled');
  });

  it('owes no cancellation for a booking given up while waiting for its payment, nor for one already cancelled', () => {
    expect(noticeOwedByChange({ _tag: 'Cancelled', statusBefore: 'pending_payment' })).toBeNull();
    expect(noticeOwedByChange({ _tag: 'Cancelled', statusBefore: 'cancelled' })).toBeNull();
  });

  it('owes the move of a confirmed booking moved', () => {
    expect(noticeOwedByChange({ _tag: 'Moved', status: 'confirmed' })).toBe('moved');
  });

  it('owes no move for a booking moved while waiting for its payment', () => {
    expect(noticeOwedByChange({ _tag: 'Moved', status: 'pending_payment' })).toBeNull();
  });

  it('owes a mail exactly when the booking is, or was until the change, confirmed to the client', () => {
    const anyChange = fc.oneof(
      fc
        .constantFrom(...BOOKING_STATUSES)
        .map((status) => ({ change: { _tag: 'Booked' as const, status }, confirmed: status === 'confirmed' })),
      fc.constantFrom(...BOOKING_STATUSES).map((statusBefore) => ({
        change: { _tag: 'Cancelled' as const, statusBefore },
        confirmed: statusBefore === 'confirmed',
      })),
      fc
        .constantFrom(...BOOKING_STATUSES)
        .map((status) => ({ change: { _tag: 'Moved' as const, status }, confirmed: status === 'confirmed' })),
    );
    fc.assert(fc.property(anyChange, ({ change, confirmed }) => (noticeOwedByChange(change) !== null) === confirmed));
  });
});
