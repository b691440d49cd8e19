import { Schema } from 'effect';
import type { AccountBooking, AccountBookings } from '#application/ports/server/account-bookings';
import { BookingId } from '#domain/booking/booking-id';
import { BOOKING_STATUSES } from '#domain/booking/booking-lifecycle';
import { Instant } from '#domain/calendar/instant';
import type { SqlDatabase } from './sql-database';
import { rowDecoder } from './stored-rows';

// "My bookings" (issue 34; docs/adr/0122): the bookings an account owns, read in one statement.

/**
 * The one SQL predicate of ownsBooking (src/domain/account/my-bookings.ts) over the booking group
 * `g`: made signed in to the account `userId`, or — only when `emailVerified` — booked with the
 * account's `email`, compared trimmed and case-insensitively. The arguments are SQL expressions
 * (placeholders or columns).
 */
export function accountOwnsGroup(parameters: {
  readonly userId: string;
  readonly email: string;
  readonly emailVerified: string;
}): string {
  return `(g.user_id = ${parameters.userId}::integer
           OR (${parameters.emailVerified}::boolean AND g.client_email IS NOT NULL AND btrim(g.client_email) <> ''
               AND lower(btrim(g.client_email)) = lower(btrim(${parameters.email}::text))))`;
}

const EPOCH_MS = (column: string) => `floor(extract(epoch FROM ${column}) * 1000)::float8`;

const AccountBookingRow = Schema.Struct({
  id: BookingId,
  group_id: Schema.Int,
  status: Schema.Literals(BOOKING_STATUSES),
  starts: Instant,
  ends: Instant,
  client_confirmed: Schema.NullOr(Instant),
  cancelled: Schema.NullOr(Instant),
  modifications: Schema.Int,
  is_class: Schema.Boolean,
  service_name: Schema.String,
  provider_name: Schema.String,
  price: Schema.NullOr(Schema.Number),
  plan_name: Schema.NullOr(Schema.String),
  location_id: Schema.Int,
  location_name: Schema.String,
  address: Schema.NullOr(Schema.String),
  country_code: Schema.String,
  time_zone: Schema.String,
  company_name: Schema.String,
  cancellation_limit_hours: Schema.Int,
  modification_limit_hours: Schema.Int,
  max_modifications: Schema.Int,
  sealed: Schema.NullOr(Schema.Uint8Array),
});
const accountBookingRows = rowDecoder(AccountBookingRow, "an account's booking");

function accountBooking(row: typeof AccountBookingRow.Type): AccountBooking {
  return {
    id: row.id,
    groupId: row.group_id,
    status: row.status,
    start: row.starts,
    end: row.ends,
    clientConfirmedAt: row.client_confirmed,
    cancelledAt: row.cancelled,
    modifications: row.modifications,
    isClass: row.is_class,
    serviceName: row.service_name,
    professionalName: row.provider_name,
    price: row.price,
    planName: row.plan_name,
    location: {
      id: row.location_id,
      name: row.location_name,
      address: row.address,
      countryCode: row.country_code,
      timeZone: row.time_zone,
    },
    companyName: row.company_name,
    policy: {
      cancellationLimitHours: row.cancellation_limit_hours,
      modificationLimitHours: row.modification_limit_hours,
      maxModifications: row.max_modifications,
    },
    sealedCode: row.sealed === null ? null : Uint8Array.from(row.sealed),
  };
}

/**
 * Whether a user's email is proven theirs, over the users row `u`: verified by its mailed link
 * (ADR 0121), or by Google on sign-in, which sets the same mark (ADR 0019).
 */
const USER_EMAIL_VERIFIED = 'u.email_verified_at IS NOT NULL';

/** The account bookings port over `database`. */
export function sqlAccountBookings(database: SqlDatabase): AccountBookings {
  return {
    async ofAccount(userId, limit) {
      const rows = accountBookingRows(
        await database.query(
          `WITH owned AS (
             SELECT g.id FROM users u JOIN booking_groups g
               ON ${accountOwnsGroup({ userId: 'u.id', email: 'u.email', emailVerified: USER_EMAIL_VERIFIED })}
             WHERE u.id = $1
             ORDER BY (SELECT max(lower(b.during)) FROM bookings b WHERE b.group_id = g.id) DESC NULLS LAST, g.id DESC
             LIMIT $2)
           SELECT b.id, b.group_id, b.status, ${EPOCH_MS('lower(b.during)')} AS starts, ${EPOCH_MS('upper(b.during)')} AS ends,
                  ${EPOCH_MS('b.client_confirmed_at')} AS client_confirmed, ${EPOCH_MS('b.cancelled_at')} AS cancelled,
                  b.modifications, b.is_class, s.name AS service_name, p.public_name AS provider_name,
                  b.price::float8 AS price,
                  (SELECT pm.name FROM memberships pm WHERE pm.id = b.payment_membership_id) AS plan_name,
                  l.id AS location_id, l.name AS location_name, NULLIF(l.address, '') AS address,
                  COALESCE(l.country_code, c.country_code) AS country_code, l.time_zone, c.name AS company_name,
                  c.cancellation_limit_hours, c.modification_limit_hours, c.max_modifications, b.code_sealed AS sealed
           FROM owned o
           JOIN bookings b ON b.group_id = o.id
           JOIN services s ON s.id = b.service_id
           JOIN providers p ON p.id = b.provider_id
           JOIN locations l ON l.id = b.location_id
           JOIN companies c ON c.id = l.company_id
           ORDER BY lower(b.during) DESC, b.id`,
          [userId, limit],
        ),
      );
      return rows.map(accountBooking);
    },
  };
}
