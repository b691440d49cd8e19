import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES } from './booking-lifecycle';
import { codeActionOffer, type BookingCodeAction } from './code-actions';

const anyBooking = fc.record({ status: fc.constantFrom(...BOOKING_STATUSES), clientConfirmed: fc.boolean() });
const ACTIONS: readonly BookingCodeAction[] = ['cancel', 'cancelAll', 'confirm', 'confirmAll'];

describe('what a page reached by confirmation code offers (storefront §2 Routes, §4 Implied by texts)', () => {
  it('offers to cancel a standing booking, and says a cancelled one is cancelled already', () => {
    expect(codeActionOffer('cancel', { status: 'confirmed', clientConfirmed: true })).toEqual({ _tag: 'Offered' });
    expect(codeActionOffer('cancel', { status: 'pending_payment', clientConfirmed: false })).toEqual({
      _tag: 'Offered',
    });
    expect(codeActionOffer('cancel', { status: 'cancelled', clientConfirmed: false })).toEqual({
      _tag: 'AlreadyDone',
      reason: 'cancelled',
    });
  });

  it('offers to confirm attendance once, and never to a cancelled booking ("confirmation can fail when … already cancelled")', () => {
    expect(codeActionOffer('confirm', { status: 'confirmed', clientConfirmed: false })).toEqual({ _tag: 'Offered' });
    expect(codeActionOffer('confirm', { status: 'confirmed', clientConfirmed: true })).toEqual({
      _tag: 'AlreadyDone',
      reason: 'attendanceConfirmed',
    });
    expect(codeActionOffer('confirm', { status: 'cancelled', clientConfirmed: true })).toEqual({
      _tag: 'NotPossible',
      reason: 'cancelled',
    });
  });

  it('always offers the actions on all the bookings made together, which the server settles all or nothing', () => {
    fc.assert(
      fc.property(fc.constantFrom<BookingCodeAction>('cancelAll', 'confirmAll'), anyBooking, (action, booking) => {
        expect(codeActionOffer(action, booking)).toEqual({ _tag: 'Offered' });
      }),
    );
  });

  it('holds back an action only for a booking the action could not change', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ACTIONS), anyBooking, (action, booking) => {
        const offer = codeActionOffer(action, booking);
        if (offer._tag !== 'Offered')
          expect(booking.status === 'cancelled' || (action === 'confirm' && booking.clientConfirmed)).toBe(true);
      }),
    );
  });
});
