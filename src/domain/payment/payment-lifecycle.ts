import { err, ok, type Result } from 'neverthrow';
import type { Instant } from '../calendar/instant';

// An online payment's lifecycle (booking-wizard §4: "a booking is pending payment until online
// payment completes, then confirmed; an unpaid or problem payment cancels it automatically";
// ADR 0042, amended by ADR 0075 for issue 20's "a rejected card keeps the hold"). pending and
// rejected hold the bookings: a rejection refuses one attempt (one card), and the client may try
// another until the payment expires. approved and expired are final: once there, a notification
// arriving late (a rejection after the approval, a "pending" after either) no longer applies: it is
// recorded and ignored. Expiry, after a rejection or none, releases the hours.

/**
 * How long a payment may stay pending before its bookings are cancelled: the payment provider may
 * take up to this long to validate it, as the storefront tells the client (booking-wizard §9).
 */
export const PAYMENT_TIMEOUT_MINUTES = 30;

/**
 * pending: no attempt answered yet; rejected: the last attempt was refused, the hold stands until
 * the expiry; approved: paid; expired: the time ran out (after a rejection or none), hours released.
 */
export type PaymentStatus = 'pending' | 'approved' | 'rejected' | 'expired';

/** The statuses in which a payment still holds its bookings' hours and takes another attempt. */
export const HOLDING_STATUSES: readonly PaymentStatus[] = ['pending', 'rejected'];

/** Whether a payment in `status` still holds its bookings' hours (pending, or rejected and not yet expired). */
export function holdsBookings(status: PaymentStatus): boolean {
  return HOLDING_STATUSES.includes(status);
}

/** Why a provider refused a card (booking-wizard §8 payment-rejected texts). */
export type RejectionReason = 'insufficient_balance' | 'wrong_card_data' | 'card_not_enabled' | 'other';

export const REJECTION_REASONS: readonly RejectionReason[] = [
  'insufficient_balance',
  'wrong_card_data',
  'card_not_enabled',
  'other',
];

/** What a notification says of the payment. */
export type NotifiedOutcome =
  | { readonly _tag: 'Approved' }
  | { readonly _tag: 'Rejected'; readonly reason: RejectionReason }
  | { readonly _tag: 'Pending' };

/** A payment as the lifecycle reads it. */
export interface PaymentState {
  readonly status: PaymentStatus;
  readonly amount: number;
  /** ISO 4217. */
  readonly currency: string;
  readonly expiresAt: Instant;
}

/** What a believed notification does to a payment. */
export type PaymentTransition =
  /** The bookings are confirmed. */
  | { readonly _tag: 'Approve' }
  /**
   * The attempt is refused: the payment is rejected for `reason`, its bookings keep their hold, and
   * another attempt may still pay it until it expires.
   */
  | { readonly _tag: 'Reject'; readonly reason: RejectionReason }
  /** Nothing changes: no answer yet, or the payment already ended (an out-of-order delivery). */
  | { readonly _tag: 'Ignore' };

/** The notification speaks of another amount or currency than the payment's: it changes nothing. */
export interface NotificationMismatch {
  readonly _tag: 'NotificationMismatch';
}

const sameAmount = (a: number, b: number) => Math.round(a * 100) === Math.round(b * 100);

/**
 * What a notification of `outcome` for `amount` in `currency` does to `payment`. The amount and
 * currency must be the payment's, whatever its state. While the payment holds its bookings (pending,
 * or rejected: a refused card), an approval approves and a rejection rejects again; once approved
 * or expired, nothing applies. An approval arriving after the expiry time but before the expiry
 * job ran still approves: the client paid in time for the provider.
 */
export function notificationTransition(
  payment: PaymentState,
  notified: { readonly outcome: NotifiedOutcome; readonly amount: number; readonly currency: string },
): Result<PaymentTransition, NotificationMismatch> {
  if (!sameAmount(payment.amount, notified.amount) || payment.currency !== notified.currency.toUpperCase()) {
    return err({ _tag: 'NotificationMismatch' });
  }
  if (!holdsBookings(payment.status)) return ok({ _tag: 'Ignore' });
  switch (notified.outcome._tag) {
    case 'Approved':
      return ok({ _tag: 'Approve' });
    case 'Rejected':
      return ok({ _tag: 'Reject', reason: notified.outcome.reason });
    case 'Pending':
      return ok({ _tag: 'Ignore' });
  }
}

/** Whether `payment` is due to expire at `now`: still holding its bookings at or after its expiry time. */
export function isDueToExpire(payment: Pick<PaymentState, 'status' | 'expiresAt'>, now: Instant): boolean {
  return holdsBookings(payment.status) && payment.expiresAt <= now;
}

/**
 * The latest expiry time a payment due to expire at `now` can have: a store may pass by every
 * payment expiring after it when it lists the candidates, which isDueToExpire then decides on.
 */
export function expiryCutoff(now: Instant): Instant {
  return now;
}

/**
 * Whether the client may make an attempt (pay, with this card or another) on `payment` at `now`:
 * it still holds its bookings — pending, or its last card refused — and has not expired.
 */
export function acceptsAttempt(payment: Pick<PaymentState, 'status' | 'expiresAt'>, now: Instant): boolean {
  return holdsBookings(payment.status) && now < payment.expiresAt;
}

/**
 * The minutes a client has left at `now` to pay before the payment expiring at `expiresAt` ends the
 * hold, as they are told it: whole minutes, rounded up (any time left is at least 1 minute); 0 once
 * the time is up.
 */
export function minutesLeftToPay(expiresAt: Instant, now: Instant): number {
  return expiresAt <= now ? 0 : Math.ceil((expiresAt - now) / 60_000);
}

/** The status a transition leaves a payment that holds its bookings in. */
export function statusAfter(transition: PaymentTransition, before: PaymentStatus): PaymentStatus {
  switch (transition._tag) {
    case 'Approve':
      return 'approved';
    case 'Reject':
      return 'rejected';
    case 'Ignore':
      return before;
  }
}
