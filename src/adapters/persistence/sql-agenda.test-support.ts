import { randomInt } from 'node:crypto';
import type { SqlExecutor } from './sql-database';
import { readBack } from './read-back.test-support';

// Test support: rows the availability tests need that only the bookings slice writes in
// production — a held (or cancelled) booking of a professional, with the client and group it needs.

const REFERENCE_SYMBOLS = '23456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A reference of the alphabet (src/domain/booking/booking-reference.ts); a clash in a test's few groups is negligible. */
function aReference(): string {
  return Array.from({ length: 6 }, () => REFERENCE_SYMBOLS[randomInt(REFERENCE_SYMBOLS.length)]).join('');
}

/** Inserts a booking of `providerId` over [from, to) at `locationId`, as the bookings slice writes one. */
export async function insertBooking(
  database: SqlExecutor,
  booking: {
    readonly locationId: number;
    readonly serviceId: number;
    readonly providerId: number;
    readonly from: string;
    readonly to: string;
    readonly status?: 'pending_payment' | 'confirmed' | 'cancelled';
    readonly isClass?: boolean;
  },
): Promise<void> {
  const [client] = await readBack(database).query<{ id: number }>(
    `INSERT INTO clients (company_id, first_name, last_name)
     SELECT company_id, 'Prueba', 'Agenda' FROM locations WHERE id = $1 RETURNING id`,
    [booking.locationId],
  );
  const [group] = await readBack(database).query<{ id: number }>(
    // Its company and reference written here, not left to the insert's trigger: a test may write with
    // the triggers switched off (session_replication_role = replica).
    `INSERT INTO booking_groups (location_id, company_id, reference, client_id, client_first_name, client_last_name, trx_id, confirmation_code_digest, access_token_digest)
     VALUES ($1, (SELECT company_id FROM locations WHERE id = $1), $3, $2, 'Prueba', 'Agenda', md5(random()::text), decode(md5(random()::text), 'hex'), decode(md5(random()::text), 'hex')) RETURNING id`,
    [booking.locationId, client?.id, aReference()],
  );
  const status = booking.status ?? 'confirmed';
  // A class seat takes a seat of its class time and names it, as a create does (migration 0027).
  await database.query(
    `WITH occurrence AS (
       INSERT INTO class_occurrences (service_id, provider_id, location_id, starts_at, capacity, seats_taken)
       SELECT $3, $4, $2, $6::timestamptz, COALESCE((SELECT class_capacity FROM services WHERE id = $3), 100), 1 WHERE $5
       ON CONFLICT (service_id, provider_id, starts_at) DO UPDATE SET seats_taken = class_occurrences.seats_taken + 1
       RETURNING id
     )
     INSERT INTO bookings (group_id, location_id, service_id, provider_id, is_class, during, status, cancelled_at, class_occurrence_id)
     VALUES ($1, $2, $3, $4, $5, tstzrange($6::timestamptz, $7::timestamptz), $8, CASE WHEN $8 = 'cancelled' THEN now() END,
             (SELECT id FROM occurrence))`,
    [
      group?.id,
      booking.locationId,
      booking.serviceId,
      booking.providerId,
      booking.isClass ?? false,
      booking.from,
      booking.to,
      status,
    ],
  );
}
