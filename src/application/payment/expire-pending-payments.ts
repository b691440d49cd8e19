import { ResultAsync } from 'neverthrow';
import type { Clock } from '../ports/shared/clock';
import type { Payments } from '../ports/server/payments';

/** How many payments one sweep expires at most; the next sweep takes the rest. */
export const EXPIRY_BATCH = 100;

/**
 * The expiry job (booking-wizard §4: "an unpaid payment cancels it automatically"; ADR 0042):
 * payments still holding their bookings past their expiry time — pending, or their last card
 * refused (ADR 0075) — become expired and their bookings are cancelled, freeing the slots. Safe to run in every server process at once: each payment expires once.
 * Answers how many it expired.
 */
export function expirePendingPayments(ports: { readonly payments: Payments; readonly clock: Clock }) {
  return (): ResultAsync<number, never> =>
    ResultAsync.fromSafePromise(ports.payments.expireDue(ports.clock.now(), EXPIRY_BATCH));
}

export type ExpirePendingPayments = ReturnType<typeof expirePendingPayments>;
