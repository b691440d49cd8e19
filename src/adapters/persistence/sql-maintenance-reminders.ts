import { Schema } from 'effect';
import type {
  MaintenanceReminderCandidate,
  MaintenanceReminders,
} from '#application/ports/server/maintenance-reminders';
import type { ServiceId } from '#domain/catalog/service';
import type { CompanyId, LocationId } from '#domain/storefront/company';
import { parseVehicle } from '#domain/workshop/vehicle';
import type { SqlDatabase } from './sql-database';
import { decodedOrThrow, rowDecoder } from './stored-rows';

// The drivers' maintenance reminders (migration 0037; docs/adr/0119) over the SQL schema, on PGlite
// or PostgreSQL. The candidates are the vehicles of companies that send reminders and have a plan,
// each with the client of its last booking that is not cancelled; a reminder is owed by claiming
// its key (vehicle, service, milestone) and writing its notice to the outbox in one transaction,
// so two sweeps at once owe it once.

const candidateRows = rowDecoder(
  Schema.Struct({
    company_id: Schema.Number,
    plate: Schema.String,
    brand: Schema.String,
    model: Schema.String,
    year: Schema.Int,
    client_name: Schema.String,
    last_mileage: Schema.Number,
    company_name: Schema.String,
    color_minisite: Schema.NullOr(Schema.String),
    logo: Schema.NullOr(Schema.String),
    location_id: Schema.Number,
    location_name: Schema.String,
    address: Schema.NullOr(Schema.String),
    phone: Schema.NullOr(Schema.String),
    email: Schema.NullOr(Schema.String),
    time_zone: Schema.String,
    country_code: Schema.String,
    driver_name: Schema.String,
    driver_email: Schema.String,
    booked_ahead: Schema.Array(Schema.Number),
  }),
  'a vehicle to remind of its maintenance',
);

const claimedRows = rowDecoder(Schema.Struct({ id: Schema.Number }), 'a maintenance reminder claimed');

const CANDIDATES = `
  SELECT v.company_id, v.plate, v.brand, v.model, v.year, v.client_name, v.last_mileage,
         c.name AS company_name, c.color_minisite, c.logo,
         last.location_id, l.name AS location_name, NULLIF(l.address, '') AS address, l.phone, l.email, l.time_zone,
         COALESCE(l.country_code, c.country_code) AS country_code,
         btrim(last.first_name || ' ' || last.last_name) AS driver_name, last.driver_email,
         ARRAY(SELECT DISTINCT ab.service_id FROM vehicle_visits av JOIN bookings ab ON ab.id = av.booking_id
               WHERE av.company_id = v.company_id AND av.plate = v.plate AND ab.status <> 'cancelled'
                 AND lower(ab.during) > $1::timestamptz ORDER BY ab.service_id) AS booked_ahead
  FROM vehicles v
  JOIN companies c ON c.id = v.company_id
  CROSS JOIN LATERAL (
    SELECT b.location_id, cl.first_name, cl.last_name, btrim(cl.email) AS driver_email
    FROM vehicle_visits vv
    JOIN bookings b ON b.id = vv.booking_id
    JOIN booking_groups g ON g.id = b.group_id
    JOIN clients cl ON cl.id = g.client_id
    WHERE vv.company_id = v.company_id AND vv.plate = v.plate AND b.status <> 'cancelled'
    ORDER BY lower(b.during) DESC, b.id DESC
    LIMIT 1
  ) last
  JOIN locations l ON l.id = last.location_id
  WHERE c.maintenance_reminders AND COALESCE(last.driver_email, '') <> ''
    AND EXISTS (SELECT 1 FROM maintenance_plans p WHERE p.company_id = v.company_id AND p.retired_at IS NULL)
    AND ($2::integer IS NULL OR (v.company_id, v.plate) > ($2::integer, $3::text))
  ORDER BY v.company_id, v.plate
  LIMIT $4`;

type CandidateRow = ReturnType<typeof candidateRows>[number];

function candidateOf(row: CandidateRow): MaintenanceReminderCandidate {
  return {
    companyId: row.company_id as CompanyId,
    company: { name: row.company_name, colour: row.color_minisite, logo: row.logo },
    vehicle: decodedOrThrow(
      parseVehicle({
        brand: row.brand,
        model: row.model,
        plate: row.plate,
        year: row.year,
        clientName: row.client_name,
        lastMileage: row.last_mileage,
      }),
      `vehicle ${row.plate}`,
    ),
    driver: { name: row.driver_name, email: row.driver_email },
    locationId: row.location_id as LocationId,
    location: {
      name: row.location_name,
      address: row.address,
      phone: row.phone,
      email: row.email,
      timeZone: row.time_zone,
      countryCode: row.country_code,
    },
    bookedAhead: row.booked_ahead.map((id) => id as ServiceId),
  };
}

export function sqlMaintenanceReminders(database: SqlDatabase): MaintenanceReminders {
  return {
    async candidates(now, after, limit) {
      const rows = candidateRows(
        await database.query(CANDIDATES, [
          new Date(now).toISOString(),
          after?.companyId ?? null,
          after?.plate ?? null,
          limit,
        ]),
      );
      return rows.map(candidateOf);
    },

    owe(reminder, at) {
      return database.transaction(async (transaction) => {
        const [row] = claimedRows(
          await transaction.query(
            `INSERT INTO maintenance_reminders (company_id, plate, service_id, milestone, owed_at)
           VALUES ($1, $2, $3, $4, $5::timestamptz)
           ON CONFLICT (company_id, plate, service_id, milestone) DO NOTHING RETURNING id`,
            [reminder.companyId, reminder.plate, reminder.serviceId, reminder.milestone, new Date(at).toISOString()],
          ),
        );
        if (row === undefined) return false;
        // At once is '-infinity', not now(): the database's clock and the dispatchers' may differ (sql-outbox.ts).
        await transaction.query(
          `INSERT INTO notification_outbox (kind, maintenance_reminder_id, payload, available_at)
           VALUES ('maintenance_reminder', $1, $2::text::jsonb, '-infinity'::timestamptz)`,
          [row.id, JSON.stringify(reminder.notice)],
        );
        return true;
      });
    },
  };
}
