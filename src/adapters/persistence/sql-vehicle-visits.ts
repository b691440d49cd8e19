import { Schema } from 'effect';
import type { NamedVehicleVisit, VehicleVisits } from '#application/ports/server/vehicle-visits';
import { LocalDate } from '#domain/calendar/local-date';
import type { ServiceId } from '#domain/catalog/service';
import type { CompanyId } from '#domain/storefront/company';
import type { SqlExecutor } from './sql-database';
import { isStorableId, isStorableText, rowDecoder } from './stored-rows';

// A workshop vehicle's visits (migration 0037; docs/adr/0119) over the SQL schema, on PGlite or
// PostgreSQL: written in the booking's transaction beside the register's mileage (ADR 0022), read
// without the visits of cancelled bookings.

const visitRows = rowDecoder(
  Schema.Struct({
    visited_on: LocalDate,
    mileage: Schema.Number,
    service_id: Schema.NullOr(Schema.Number),
    service_name: Schema.NullOr(Schema.String),
  }),
  'a vehicle visit',
);

/** The local day a booking starts on at its location: the day its visit is on. */
const BOOKING_DAY = `(lower(b.during) AT TIME ZONE l.time_zone)::date`;

/**
 * Records booking `bookingId`'s visit of the vehicle (its service, its day at its location, the
 * mileage it typed), inside the booking's transaction (docs/adr/0119).
 */
export async function recordVehicleVisit(
  transaction: SqlExecutor,
  companyId: CompanyId,
  plate: string,
  bookingId: number,
  mileage: number,
): Promise<void> {
  await transaction.query(
    `INSERT INTO vehicle_visits (company_id, plate, booking_id, service_id, visited_on, mileage)
     SELECT $1, $2, b.id, b.service_id, ${BOOKING_DAY}, $3
     FROM bookings b JOIN locations l ON l.id = b.location_id WHERE b.id = $4`,
    [companyId, plate, mileage, bookingId],
  );
}

/** Keeps a moved booking's visit on the booking's new day, inside the move's transaction. */
export async function moveVehicleVisit(transaction: SqlExecutor, bookingId: number): Promise<void> {
  await transaction.query(
    `UPDATE vehicle_visits v SET visited_on = ${BOOKING_DAY}
     FROM bookings b JOIN locations l ON l.id = b.location_id
     WHERE v.booking_id = b.id AND b.id = $1`,
    [bookingId],
  );
}

export function sqlVehicleVisits(database: SqlExecutor): VehicleVisits {
  return {
    async of(companyId, registeredPlate) {
      if (!isStorableId(companyId) || !isStorableText(registeredPlate)) return [];
      const rows = visitRows(
        await database.query(
          `SELECT v.visited_on::text AS visited_on, v.mileage, v.service_id, s.name AS service_name
           FROM vehicle_visits v LEFT JOIN bookings b ON b.id = v.booking_id LEFT JOIN services s ON s.id = v.service_id
           WHERE v.company_id = $1 AND v.plate = $2 AND (b.id IS NULL OR b.status <> 'cancelled')
           ORDER BY v.visited_on, v.mileage, v.id`,
          [companyId, registeredPlate],
        ),
      );
      return rows.map((row): NamedVehicleVisit => ({
        date: row.visited_on,
        mileage: row.mileage,
        serviceId: row.service_id === null ? null : (row.service_id as ServiceId),
        serviceName: row.service_name,
      }));
    },
  };
}
