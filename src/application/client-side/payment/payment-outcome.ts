import type { BookingSummaryView, PaymentRejectionReason } from '../../ports/booking-summaries';

// Where a booking paid online stands, read from its summary (booking-wizard §4 "A booking is
// pending payment until online payment completes, then confirmed; an unpaid or problem payment
// cancels it automatically"): what the payment-wait view waits for, and what the summary shows.

export type PaymentOutcome =
  /** Still pending: the provider has not answered, and the time to pay has not run out. */
  | { readonly _tag: 'AwaitingPayment' }
  /** Paid: the bookings stand. */
  | { readonly _tag: 'Paid' }
  /** The provider refused the payment; the bookings were cancelled. */
  | { readonly _tag: 'PaymentRejected'; readonly reason: PaymentRejectionReason }
  /** Nobody paid in time; the bookings were cancelled. */
  | { readonly _tag: 'PaymentExpired' };

/**
 * The bookings' status decides, the payment says why: bookings all cancelled failed their payment
 * — expired when it ran out, otherwise rejected for its reason ('other' when the provider gave
 * none); a confirmed booking or an approved payment is paid; anything else still waits.
 */
export function paymentOutcome(summary: BookingSummaryView): PaymentOutcome {
  const statuses = summary.bookingGroups.flatMap((group) => group.bookings.map((booking) => booking.status));
  if (statuses.length > 0 && statuses.every((status) => status === 'cancelled')) {
    if (summary.payment?.status === 'expired') return { _tag: 'PaymentExpired' };
    return { _tag: 'PaymentRejected', reason: summary.payment?.rejectionReason ?? 'other' };
  }
  if (statuses.some((status) => status === 'confirmed') || summary.payment?.status === 'approved')
    return { _tag: 'Paid' };
  return { _tag: 'AwaitingPayment' };
}
