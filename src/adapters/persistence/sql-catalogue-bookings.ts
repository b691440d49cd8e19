import type { BookingId } from '#domain/booking/booking-id';
import type { ShiftEnd } from '#domain/availability/working-hours';
import type { ClockTime } from '#domain/calendar/clock-time';
import type { Instant } from '#domain/calendar/instant';
import type { LocalDate } from '#domain/calendar/local-date';
import type { FutureBooking } from '#domain/catalogue-file/orphaned-bookings';
import { cancelBooking } from './sql-cancel-booking';
import { bookingGroupRows, futureRows, keyOf, tokenRows } from './sql-catalogue-rows';
import type { SqlExecutor } from './sql-database';
import { enqueueBookingNotification } from './sql-outbox';

// What an apply reads and does beyond the catalogue's own rows (docs/adr/0077): the bookings a
// change may strand, their cancelling, and the promotion tokens other companies hold.

/** The company's confirmed bookings from `from` on, by the catalogue keys of where, what and with whom. */
export async function futureBookings(executor: SqlExecutor, company: string, from: Instant): Promise<FutureBooking[]> {
  const local = (edge: string) => `(${edge}(b.during) AT TIME ZONE l.time_zone)`;
  const rows = futureRows(
    await executor.query(
      `SELECT b.id, ${keyOf('l', 'location')} AS location, ${keyOf('s', 'service')} AS service,
              ${keyOf('p', 'professional')} AS professional,
              to_char(${local('lower')}, 'YYYY-MM-DD') AS on_date, to_char(${local('lower')}, 'HH24:MI') AS starts,
              CASE WHEN ${local('upper')}::date > ${local('lower')}::date THEN '24:00'
                   ELSE to_char(${local('upper')}, 'HH24:MI') END AS ends,
              b.is_class
         FROM bookings b
         JOIN locations l ON l.id = b.location_id
         JOIN companies c ON c.id = l.company_id
         JOIN services s ON s.id = b.service_id
         JOIN providers p ON p.id = b.provider_id
        WHERE c.web_address = $1 AND b.status = 'confirmed' AND lower(b.during) >= $2::timestamptz
        ORDER BY lower(b.during), b.id`,
      [company, new Date(from).toISOString()],
    ),
  );
  return rows.map((row) => ({
    id: row.id,
    location: row.location,
    service: row.service,
    professional: row.professional,
    date: row.on_date as LocalDate,
    startsAt: row.starts as ClockTime,
    endsAt: row.ends as ShiftEnd,
    isClass: row.is_class,
  }));
}

/** Cancels the bookings a catalogue strands and owes their clients the mail, one per group. */
export async function cancelStranded(
  executor: SqlExecutor,
  bookings: readonly FutureBooking[],
  at: Instant,
): Promise<void> {
  // Locked at once, in one order, with their groups (one statement rather than one a booking).
  const groups = new Map(
    bookingGroupRows(
      await executor.query('SELECT id, group_id FROM bookings WHERE id = ANY($1::integer[]) ORDER BY id FOR UPDATE', [
        bookings.map((booking) => booking.id),
      ]),
    ).map((row) => [row.id, row.group_id]),
  );
  const byGroup = new Map<number, BookingId[]>();
  for (const booking of bookings) {
    const id = booking.id as BookingId;
    const group = groups.get(booking.id);
    if (group === undefined) continue;
    if (await cancelBooking(executor, id, at)) byGroup.set(group, [...(byGroup.get(group) ?? []), id]);
  }
  for (const [groupId, bookingIds] of byGroup) {
    await enqueueBookingNotification(executor, { kind: 'cancelled', groupId, bookingIds });
  }
}

/** Which of `tokens` another company's promotions hold. */
export async function promotionTokensHeldElsewhere(
  executor: SqlExecutor,
  company: string,
  tokens: readonly string[],
): Promise<ReadonlySet<string>> {
  if (tokens.length === 0) return new Set();
  const rows = tokenRows(
    await executor.query(
      `SELECT p.token FROM promotions p JOIN companies c ON c.id = p.company_id
        WHERE p.token = ANY($1::text[]) AND c.web_address <> $2`,
      [tokens, company],
    ),
  );
  return new Set(rows.map((row) => row.token));
}
