import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookingId, locationId } from '#domain/shared/ids.test-support';
import type { BookingPaymentView, BookingStatusView, BookingSummaryView } from '../../ports/client/booking-summaries';
import { paymentOutcome, purchasePaymentOutcome } from './payment-outcome';

const payment = (changes: Partial<BookingPaymentView> = {}): BookingPaymentView => ({
  status: 'pending',
  amount: 10000,
  currency: 'ARS',
  downPayment: false,
  rejectionReason: null,
  expiresAt: '2026-11-25T09:30:00-03:00',
  ...changes,
});

/** A summary whose bookings have `statuses` and whose payment is `paid`. */
function summary(statuses: readonly BookingStatusView[], paid: BookingPaymentView | null): BookingSummaryView {
  const booking = {
    id: 1,
    serviceId: 51,
    serviceName: 'Corte',
    start: '',
    end: '',
    duration: 30,
    price: 10000,
    providerId: 11,
    serviceProvider: { id: 11, publicName: 'Lucas' },
  };
  const facts = {
    showDuration: true,
    showPrice: true,
    isVideo: false,
    videocall: null,
    outcall: false,
    isSession: false,
    bundled: false,
    location: 'Palermo',
    locationAddress: null,
  };
  return {
    clientFullName: 'Sofía Ríos',
    clientEmail: null,
    clientPhone: null,
    bundled: false,
    location: { id: locationId(5), locationName: 'Palermo', address: null, phone: null, email: null },
    currency: { unit: '$', delimiter: '.', separator: ',' },
    bookingGroups: [
      {
        id: 1,
        trxId: 'TRX-1',
        bookings: statuses.map((status, index) => ({ ...booking, ...facts, id: bookingId(index + 1), status })),
      },
    ],
    payment: paid,
  };
}

describe('where a booking paid online stands (booking-wizard §4)', () => {
  it('waits while the bookings are pending payment', () => {
    expect(paymentOutcome(summary(['pending_payment'], payment()))).toEqual({ _tag: 'AwaitingPayment' });
  });

  it('is paid once the bookings are confirmed', () => {
    expect(paymentOutcome(summary(['confirmed'], payment({ status: 'approved' })))).toEqual({ _tag: 'Paid' });
  });

  it('says the card was refused, and the hold stands until the payment expires, while the bookings wait for another card (ADR 0075)', () => {
    expect(
      paymentOutcome(
        summary(['pending_payment'], payment({ status: 'rejected', rejectionReason: 'insufficient_balance' })),
      ),
    ).toEqual({ _tag: 'CardRefused', reason: 'insufficient_balance', expiresAt: '2026-11-25T09:30:00-03:00' });
  });

  it('is rejected for the last refused card’s reason once the payment expired and the bookings are cancelled', () => {
    expect(
      paymentOutcome(summary(['cancelled'], payment({ status: 'expired', rejectionReason: 'card_not_enabled' }))),
    ).toEqual({ _tag: 'PaymentRejected', reason: 'card_not_enabled' });
  });

  it('has expired when nobody paid in time', () => {
    expect(paymentOutcome(summary(['cancelled', 'cancelled'], payment({ status: 'expired' })))).toEqual({
      _tag: 'PaymentExpired',
    });
  });

  it('names no reason it was not given', () => {
    expect(paymentOutcome(summary(['cancelled'], null))).toEqual({ _tag: 'PaymentRejected', reason: 'other' });
  });

  it('fails exactly when every booking is cancelled, and is paid otherwise whenever one is confirmed', () => {
    const anyStatus = fc.constantFrom<BookingStatusView>('pending_payment', 'confirmed', 'cancelled');
    const anyPayment = fc.option(
      fc
        .constantFrom<BookingPaymentView['status']>('pending', 'approved', 'rejected', 'expired')
        .map((status) => payment({ status })),
      { nil: null },
    );
    fc.assert(
      fc.property(fc.array(anyStatus, { minLength: 1, maxLength: 4 }), anyPayment, (statuses, paid) => {
        const outcome = paymentOutcome(summary(statuses, paid))._tag;
        const allCancelled = statuses.every((status) => status === 'cancelled');
        expect(outcome === 'PaymentRejected' || outcome === 'PaymentExpired').toBe(allCancelled);
        if (!allCancelled && statuses.includes('confirmed')) expect(outcome).toBe('Paid');
        expect(outcome === 'CardRefused').toBe(
          !allCancelled && !statuses.includes('confirmed') && paid?.status === 'rejected',
        );
      }),
    );
  });
});

describe('a gift card purchase’s payment outcome (issue 31; docs/adr/0109)', () => {
  const expiresAt = '2026-11-25T09:30:00-03:00';
  it.each([
    ['pending', null, { _tag: 'AwaitingPayment' }],
    ['approved', null, { _tag: 'Paid' }],
    ['rejected', 'insufficient_balance', { _tag: 'CardRefused', reason: 'insufficient_balance', expiresAt }],
    ['rejected', null, { _tag: 'CardRefused', reason: 'other', expiresAt }],
    ['expired', null, { _tag: 'PaymentExpired' }],
    ['expired', 'card_not_enabled', { _tag: 'PaymentRejected', reason: 'card_not_enabled' }],
  ] as const)('reads %s (last refusal %s) as its payment’s lifecycle says', (status, rejectionReason, outcome) => {
    expect(purchasePaymentOutcome({ status, rejectionReason, expiresAt })).toEqual(outcome);
  });
});
