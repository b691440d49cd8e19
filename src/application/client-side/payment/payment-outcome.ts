import type { BookingSummaryView, PaymentRejectionReason } from '../../ports/client/booking-summaries';

// Where a booking paid online stands, read from its summary (booking-wizard §4 "A booking is
// pending payment until online payment completes, then confirmed; an unpaid or problem payment
// cancels it automatically"): what the payment-wait view waits for, and what the summary shows. A
// refused card keeps the hold until the payment expires, for the client to try another (ADR 0075).

export type PaymentOutcome =
  /** Still pending: the provider has not answered, and the time to pay has not run out. */
  | { readonly _tag: 'AwaitingPayment' }
  /** Paid: the bookings stand. */
  | { readonly _tag: 'Paid' }
  /**
   * The provider refused the last card; the bookings still hold their hours until `expiresAt` (the
   * API's text), and another card may pay.
   */
  | { readonly _tag: 'CardRefused'; readonly reason: PaymentRejectionReason; readonly expiresAt: string }
  /** The provider refused the card and no other paid in time; the bookings were cancelled. */
  | { readonly _tag: 'PaymentRejected'; readonly reason: PaymentRejectionReason }
  /** Nobody paid in time; the bookings were cancelled. */
  | { readonly _tag: 'PaymentExpired' };

/**
 * The bookings' status decides, the payment says why: bookings all cancelled failed their payment
 * — rejected for the reason its last card was refused, else expired when it ran out, else rejected
 * for no reason given ('other'); a confirmed booking or an approved payment is paid; a payment
 * whose card was refused still holds the bookings for another card; anything else still waits.
 */
export function paymentOutcome(summary: BookingSummaryView): PaymentOutcome {
  const statuses = summary.bookingGroups.flatMap((group) => group.bookings.map((booking) => booking.status));
  const payment = summary.payment;
  if (statuses.length > 0 && statuses.every((status) => status === 'cancelled')) {
    if (payment?.rejectionReason != null) return { _tag: 'PaymentRejected', reason: payment.rejectionReason };
    if (payment?.status === 'expired') return { _tag: 'PaymentExpired' };
    return { _tag: 'PaymentRejected', reason: 'other' };
  }
  if (statuses.some((status) => status === 'confirmed') || payment?.status === 'approved') return { _tag: 'Paid' };
  if (payment?.status === 'rejected')
    return { _tag: 'CardRefused', reason: payment.rejectionReason ?? 'other', expiresAt: payment.expiresAt };
  return { _tag: 'AwaitingPayment' };
}

/**
 * Where a gift card purchase's payment stands (issue 31; docs/adr/0109: a purchase has no status
 * but its payment's, and follows a booking's lifecycle): pending awaits, approved is paid, rejected
 * still holds the purchase for another card until `expiresAt`, and expired ended it — rejected for
 * the last card's reason when one was refused, else run out.
 */
export function purchasePaymentOutcome(purchase: {
  readonly status: 'pending' | 'approved' | 'rejected' | 'expired';
  readonly rejectionReason: PaymentRejectionReason | null;
  readonly expiresAt: string;
}): PaymentOutcome {
  switch (purchase.status) {
    case 'pending':
      return { _tag: 'AwaitingPayment' };
    case 'approved':
      return { _tag: 'Paid' };
    case 'rejected':
      return { _tag: 'CardRefused', reason: purchase.rejectionReason ?? 'other', expiresAt: purchase.expiresAt };
    case 'expired':
      return purchase.rejectionReason === null
        ? { _tag: 'PaymentExpired' }
        : { _tag: 'PaymentRejected', reason: purchase.rejectionReason };
  }
}
