import { Schema } from 'effect';
import type { Instant } from '#domain/calendar/instant';
import type { SqlExecutor } from './sql-database';
import { rowDecoder } from './stored-rows';
import type { BookingId } from '#domain/booking/booking-id';

const cancelledRows = rowDecoder(
  Schema.Struct({
    is_class: Schema.Boolean,
    service_id: Schema.Int,
    provider_id: Schema.Int,
    starts: Schema.String,
    payment_membership_id: Schema.NullOr(Schema.Int),
  }),
  'a cancelled booking',
);

/**
 * Cancels booking `bookingId` at `at` inside `transaction`; only the call that actually cancels it
 * frees its class seat and gives its membership use back, and answers true. The one way bookings
 * are cancelled: by their client or staff, and by a payment rejected or expired (sql-payments.ts).
 */
export async function cancelBooking(transaction: SqlExecutor, bookingId: BookingId, at: Instant): Promise<boolean> {
  const [cancelled] = cancelledRows(
    await transaction.query(
      `UPDATE bookings SET status = 'cancelled', cancelled_at = $2::timestamptz, updated_at = now()
     WHERE id = $1 AND status <> 'cancelled'
     RETURNING is_class, service_id, provider_id, lower(during)::text AS starts, payment_membership_id`,
      [bookingId, new Date(at).toISOString()],
    ),
  );
  if (cancelled?.is_class === true) {
    await transaction.query(
      `UPDATE class_occurrences SET seats_taken = seats_taken - 1 WHERE service_id = $1 AND provider_id = $2 AND starts_at = $3::timestamptz`,
      [cancelled.service_id, cancelled.provider_id, cancelled.starts],
    );
  }
  if (cancelled !== undefined && cancelled.payment_membership_id !== null) {
    await transaction.query(
      'UPDATE memberships SET uses_left = uses_left + 1 WHERE id = $1 AND uses_left IS NOT NULL',
      [cancelled.payment_membership_id],
    );
  }
  return cancelled !== undefined;
}
