import { err, ok, type Result } from 'neverthrow';
import type { Instant } from '../calendar/instant';

// An online payment's lifecycle (booking-wizard §4: "a booking is pending payment until online
// payment completes, then confirmed; an unpaid or problem payment cancels it automatically";
// ADR 0042). pending → approved | rejected | expired, each final. A provider's notification moves
// a pending payment; once the payment is settled, a notification arriving late (a rejection after
// the approval, a "pending" after either) no longer applies: it is recorded and ignored.

/**
 * How long a payment may stay pending before its bookings are cancelled: the payment provider may
 * take up to this long to validate it, as the storefront tells the client (booking-wizard §9).
 */
export const PAYMENT_TIMEOUT_MINUTES = 30;

export type PaymentStatus = 'pending' | 'approved' | 'rejected' | 'expired';

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
  /** The bookings are cancelled and their slots freed. */
  | { readonly _tag: 'Reject'; readonly reason: RejectionReason }
  /** Nothing changes: the payment is still pending, or already settled (an out-of-order delivery). */
  | { readonly _tag: 'Ignore' };

/** The notification speaks of another amount or currency than the payment's: it changes nothing. */
export interface NotificationMismatch {
  readonly _tag: 'NotificationMismatch';
}

const sameAmount = (a: number, b: number) => Math.round(a * 100) === Math.round(b * 100);

/**
 * What a notification of `outcome` for `amount` in `currency` does to `payment`. The amount and
 * currency must be the payment's, whatever its state. An approval arriving after the expiry time
 * but before the expiry job ran still approves: the client paid in time for the provider.
 */
export function notificationTransition(
  payment: PaymentState,
  notified: { readonly outcome: NotifiedOutcome; readonly amount: number; readonly currency: string },
): Result<PaymentTransition, NotificationMismatch> {
  if (!sameAmount(payment.amount, notified.amount) || payment.currency !== notified.currency.toUpperCase()) {
    return err({ _tag: 'NotificationMismatch' });
  }
  if (payment.status !== 'pending') return ok({ _tag: 'Ignore' });
  switch (notified.outcome._tag) {
    case 'Approved':
      return ok({ _tag: 'Approve' });
    case 'Rejected':
      return ok({ _tag: 'Reject', reason: notified.outcome.reason });
    case 'Pending':
      return ok({ _tag: 'Ignore' });
  }
}

/** Whether `payment` is due to expire at `now`: still pending at or after its expiry time. */
export function isDueToExpire(payment: Pick<PaymentState, 'status' | 'expiresAt'>, now: Instant): boolean {
  return payment.status === 'pending' && payment.expiresAt <= now;
}

/** The status a transition leaves a pending payment in. */
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
