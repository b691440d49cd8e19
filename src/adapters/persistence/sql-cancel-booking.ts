import { Schema } from 'effect';
import { cancelBookingWithin } from '#application/booking/cancel-booking-within';
import type { BookingCancellations } from '#application/ports/server/booking-cancellations';
import { BookingId } from '#domain/booking/booking-id';
import { Instant } from '#domain/calendar/instant';
import type { SqlExecutor } from './sql-database';
import { sqlGiftCards } from './sql-gift-cards';
import { rowDecoder } from './stored-rows';

// The bookings' cancellations inside a transaction (docs/adr/0094, 0095): the booking read and kept
// (FOR UPDATE), what its cancellation releases decided by the domain (releasedByCancellation), and
// the outcome stored — the booking cancelled, its class seat freed, its plan's use given back, its
// gift card spend returned (docs/adr/0107).

const EPOCH_MS = (column: string) => `floor(extract(epoch FROM ${column}) * 1000)::float8`;
const iso = (instant: Instant) => new Date(instant).toISOString();

const beingCancelledRows = rowDecoder(
  Schema.Struct({
    status: Schema.Literals(['pending_payment', 'confirmed', 'cancelled']),
    is_class: Schema.Boolean,
    service_id: Schema.Int,
    provider_id: Schema.Int,
    starts: Instant,
    payment_membership_id: Schema.NullOr(Schema.Int),
    plan_counts_uses: Schema.NullOr(Schema.Boolean),
  }),
  'a booking being cancelled',
);

const groupBookingRows = rowDecoder(
  Schema.Struct({ id: BookingId, status: Schema.Literals(['pending_payment', 'confirmed', 'cancelled']) }),
  "a booking of a payment's group",
);

/** The cancellations port over `transaction`, the unit of work's. */
export function sqlBookingCancellations(transaction: SqlExecutor): BookingCancellations {
  return {
    async beingCancelled(bookingId) {
      const [row] = beingCancelledRows(
        await transaction.query(
          `SELECT b.status, b.is_class, b.service_id, b.provider_id, ${EPOCH_MS('lower(b.during)')} AS starts,
                  b.payment_membership_id, m.uses_left IS NOT NULL AS plan_counts_uses
           FROM bookings b LEFT JOIN memberships m ON m.id = b.payment_membership_id
           WHERE b.id = $1 FOR UPDATE OF b`,
          [bookingId],
        ),
      );
      if (row === undefined) return undefined;
      return {
        status: row.status,
        classSeat: row.is_class ? { serviceId: row.service_id, providerId: row.provider_id, start: row.starts } : null,
        paidByPlan:
          row.payment_membership_id === null
            ? null
            : { membershipId: row.payment_membership_id, countsUses: row.plan_counts_uses === true },
      };
    },

    async storeCancellation(bookingId, at, release) {
      await transaction.query(
        `UPDATE bookings SET status = 'cancelled', cancelled_at = $2::timestamptz, updated_at = now() WHERE id = $1`,
        [bookingId, iso(at)],
      );
      if (release.classSeat !== null)
        await transaction.query(
          `UPDATE class_occurrences SET seats_taken = seats_taken - 1 WHERE service_id = $1 AND provider_id = $2 AND starts_at = $3::timestamptz`,
          [release.classSeat.serviceId, release.classSeat.providerId, iso(release.classSeat.start)],
        );
      if (release.membershipUse !== null)
        await transaction.query('UPDATE memberships SET uses_left = uses_left + 1 WHERE id = $1', [
          release.membershipUse,
        ]);
    },

    async groupBookings(groupId) {
      return groupBookingRows(
        await transaction.query('SELECT id, status FROM bookings WHERE group_id = $1 ORDER BY id', [groupId]),
      );
    },
  };
}

/**
 * Cancels booking `bookingId` at `at` inside `transaction` as every cancellation is
 * (cancelBookingWithin): only the call that actually cancels it frees what it held, and answers
 * true. For the stores whose own transactions cancel (sql-bookings.ts, sql-catalogue-store.ts).
 */
export function cancelBooking(transaction: SqlExecutor, bookingId: BookingId, at: Instant): Promise<boolean> {
  return cancelBookingWithin(
    { cancellations: sqlBookingCancellations(transaction), giftCards: sqlGiftCards(transaction) },
    bookingId,
    at,
  );
}
