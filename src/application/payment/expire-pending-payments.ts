import { ResultAsync } from 'neverthrow';
import { heldByPayment } from '#domain/booking/cancellation-release';
import type { BookingId } from '#domain/booking/booking-id';
import type { Instant } from '#domain/calendar/instant';
import { noticeOwedByPayment } from '#domain/notification/booking-notice';
import { expiryCutoff, isDueToExpire } from '#domain/payment/payment-lifecycle';
import { cancelBookingWithin } from '../booking/cancel-booking-within';
import type { Clock } from '../ports/shared/clock';
import type { PaymentExpiryPorts } from '../ports/server/payment-settlements';
import type { Transactions } from '../ports/server/transactions';

/** How many payments one sweep expires at most; the next sweep takes the rest. */
export const EXPIRY_BATCH = 100;

/**
 * Expires, in one transaction, up to `limit` payments the domain says are due to expire at `now`
 * (isDueToExpire, over the candidates expiring by expiryCutoff): each becomes expired, the bookings
 * it held are cancelled as every cancellation is (cancelBookingWithin), and their client is owed the
 * mail the domain says an expiry owes — the hours released and why (docs/adr/0052, 0075); a gift
 * card purchase's payment only expires (docs/adr/0109). Safe to
 * run in several processes at once: each payment expires once. Answers how many it expired.
 */
export async function expireDuePayments(
  transactions: Transactions<PaymentExpiryPorts>,
  now: Instant,
  limit: number,
): Promise<number> {
  return transactions.inTransaction(async ({ settlements, cancellations, giftCards, notices }) => {
    const candidates = await settlements.expiringBy(expiryCutoff(now), limit);
    let expired = 0;
    for (const payment of candidates) {
      if (!isDueToExpire(payment, now)) continue;
      await settlements.storeExpired(payment.id, now);
      expired += 1;
      // A gift card purchase's payment held no hours: expired, it becomes no card and owes no mail (docs/adr/0109).
      if (payment.groupId === null) continue;
      const released: BookingId[] = [];
      for (const booking of heldByPayment(await cancellations.groupBookings(payment.groupId)))
        if (await cancelBookingWithin({ cancellations, giftCards }, booking.id, now)) released.push(booking.id);
      const owed = noticeOwedByPayment({ _tag: 'Expired', lastRejection: payment.rejectionReason });
      // Never confirmed to the client, these bookings get no cancellation: the mail says their hours were released, and why.
      if (owed.kind === 'payment_released')
        await notices.owe({
          kind: 'payment_released',
          groupId: payment.groupId,
          bookingIds: released,
          release: owed.release,
        });
    }
    return expired;
  });
}

/**
 * The expiry job (booking-wizard §4: "an unpaid payment cancels it automatically"; ADR 0042):
 * payments still holding their bookings past their expiry time — pending, or their last card
 * refused (ADR 0075) — become expired and their bookings are cancelled, freeing the slots. Safe to
 * run in every server process at once: each payment expires once. Answers how many it expired.
 */
export function expirePendingPayments(ports: {
  readonly paymentExpiry: Transactions<PaymentExpiryPorts>;
  readonly clock: Clock;
}) {
  return (): ResultAsync<number, never> =>
    ResultAsync.fromSafePromise(expireDuePayments(ports.paymentExpiry, ports.clock.now(), EXPIRY_BATCH));
}

export type ExpirePendingPayments = ReturnType<typeof expirePendingPayments>;
