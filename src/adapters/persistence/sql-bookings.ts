import { Schema } from 'effect';
import { err, ok, type Result } from 'neverthrow';
import type {
  BookingConflict,
  ClientToFile,
  Bookings,
  CreatedBookings,
  HeldIdempotencyKey,
  NewBooking,
  NewBookingGroup,
  Rescheduling,
  StaffListedBooking,
} from '#application/ports/server/bookings';
import type { BookedService, BookingGroupRecord } from '#domain/booking/booking-group';
import type { CodeSealer } from '#application/ports/server/code-sealer';
import type { SealedCodes } from '#application/ports/server/sealed-codes';
import { Unavailable } from './unavailable';
import { BookingId } from '#domain/booking/booking-id';
import { BOOKING_STATUSES } from '#domain/booking/booking-lifecycle';
import { Instant } from '#domain/calendar/instant';
import { ClientId } from '#domain/client/client-id';
import { CompanyId, LocationId } from '#domain/storefront/company';
import { noticeOwedByChange } from '#domain/notification/booking-notice';
import { shouldPayOnline } from '#domain/payment/paid-online';
import { ProviderId, ServiceId } from '#domain/catalog/service';
import { cryptoTokenGenerator, secretDigest } from '../crypto-tokens';
import { sqlConsents } from './sql-consents';
import { CREATE_BOOKING_SCOPE, sealOutcome, storedIdempotencyKey } from './idempotency-seal';
import { AGENDA_CHANNEL, createdPayloads } from './cached-agenda';
import { isPostgresError, SQL_STATE, type SqlDatabase, type SqlExecutor } from './sql-database';
import { isStorableId, rowDecoder } from './stored-rows';
import { recordVehicleMileage } from './sql-vehicle-register';
import { moveVehicleVisit, recordVehicleVisit } from './sql-vehicle-visits';
import { cancelBooking } from './sql-cancel-booking';
import { sqlGiftCards } from './sql-gift-cards';
import { spendPlannedGiftCard } from '#application/gift-card/spend-planned-gift-card';
import { enqueueBookingNotification, enqueueBookingNotifications } from './sql-outbox';
import type { BookingNotification } from '#application/ports/server/booking-notices';
import { takenTogether } from './taken-together';
import { insertPayment, lockPendingPayments, pendingCapWait } from './sql-payments';
import {
  CREATE_RETRY_POLICY,
  REAL_RETRY_ENVIRONMENT,
  retryTransientFailures,
  type RetryEnvironment,
  type RetryPolicy,
} from './transient-failure-retry';
import {
  shareCatalogue,
  sharingCatalogue,
  sharingCatalogues,
  withdrawnItem,
  withdrawnItems,
} from './sql-catalogue-turns';
import { lockingProfessionalsTime, professionalTimeLocks, writtenLockKeys } from './professional-time-locks';
import { readableInstants } from './sql-agenda';

// The bookings port over booking_groups, bookings, class_occurrences and memberships (migrations
// 0001 and 0003; ADR 0006, ADR 0017). Every create, lifecycle change and move is one transaction.
// Double booking is refused by the database itself — the bookings_no_double_booking exclusion
// constraint (SQLSTATE 23P01), which lets only the seats of one class occurrence share time
// (migration 0027, ADR 0089), and, for classes, the seats CHECK (23514) on a row each booker locks
// in turn — so two server processes sharing a PostgreSQL cannot both win a slot. A workshop
// booking records its vehicle's mileage on the register in the same transaction (ADR 0022), and
// a booking paid online its payment, under the client's cap on pending payments (ADR 0042). A
// membership's use is spent by a guarded UPDATE in the same transaction (uses_left > 0, and the
// CHECK uses_left >= 0 behind it): of two bookings racing for its last use, the one that waits for
// the other's lock sees none left and is refused. The client's mail about a booking confirmed,
// cancelled or moved is owed in the transaction that does it, through the notifications' outbox
// (sql-outbox.ts; ADR 0044). Secrets are kept as SHA-256 digests; each booking's confirmation code
// is also kept sealed (code_sealed; docs/adr/0065), which only the server's link key opens, so a
// mail written later can link to the code's pages. A group keeps the language its client booked in,
// which their mails are written in (issue 18), and the details its
// booker typed, which everything showing or mailing it reads; it is filed under the client record
// the company recognised the booker as, or a new one, never under one an email or phone names
// (docs/adr/0048). A create, and a move, takes the advisory locks on its professionals' time (a
// move: the one it leaves and the one it joins), in one order, before it writes their bookings: two
// such writes for overlapping hours of a professional then take turns, and the later one is refused
// (23P01) rather than both waiting on each other's uncommitted rows until PostgreSQL breaks the
// deadlock (40P01). A transaction aborted all the same (40P01, 40001: by a writer that takes no such
// lock) runs again a few times with jittered pauses; past those it is SlotTaken when the hour is held
// by then, and Unavailable otherwise (docs/adr/0084 and its addendum).

const CHECK_VIOLATION = '23514';

const EPOCH_MS = (column: string) => `floor(extract(epoch FROM ${column}) * 1000)::float8`;

const iso = (instant: Instant) => new Date(instant).toISOString();

/** A reference as the store keeps it (migration 0041's CHECK): six symbols of the alphabet. */
export const StoredReference = Schema.String.pipe(
  Schema.check(Schema.isPattern(/^[23456789ABCDEFGHJKMNPQRSTVWXYZ]{6}$/)),
  Schema.brand('BookingReference'),
);

const GroupRow = Schema.Struct({
  id: Schema.Int,
  trx_id: Schema.String,
  reference: StoredReference,
  location_id: LocationId,
  company_id: CompanyId,
  location_name: Schema.String,
  address: Schema.NullOr(Schema.String),
  phone: Schema.NullOr(Schema.String),
  email: Schema.NullOr(Schema.String),
  time_zone: Schema.String,
  country_code: Schema.String,
  currency_unit: Schema.String,
  currency_delimiter: Schema.String,
  currency_separator: Schema.String,
  company_name: Schema.String,
  color_minisite: Schema.NullOr(Schema.String),
  logo: Schema.NullOr(Schema.String),
  cancellation_limit_hours: Schema.Int,
  modification_limit_hours: Schema.Int,
  max_modifications: Schema.Int,
  client_first_name: Schema.String,
  client_last_name: Schema.String,
  client_email: Schema.NullOr(Schema.String),
  client_phone: Schema.NullOr(Schema.String),
});
type GroupRow = typeof GroupRow.Type;

const BookingRow = Schema.Struct({
  id: BookingId,
  group_id: Schema.Int,
  service_id: ServiceId,
  service_name: Schema.String,
  duration_minutes: Schema.Int,
  show_duration: Schema.Boolean,
  price: Schema.NullOr(Schema.Number),
  show_price: Schema.Boolean,
  must_be_paid_online: Schema.Boolean,
  is_video: Schema.Boolean,
  outcall: Schema.Boolean,
  is_session: Schema.Boolean,
  bundled: Schema.Boolean,
  is_class: Schema.Boolean,
  provider_id: ProviderId,
  provider_name: Schema.String,
  status: Schema.Literals(BOOKING_STATUSES),
  starts: Instant,
  ends: Instant,
  client_confirmed: Schema.NullOr(Instant),
  cancelled: Schema.NullOr(Instant),
  modifications: Schema.Int,
  plan_name: Schema.NullOr(Schema.String),
});
type BookingRow = typeof BookingRow.Type;

const Status = Schema.Struct({ group_id: Schema.Int, status: Schema.Literals(BOOKING_STATUSES) });
const groupRows = rowDecoder(GroupRow, 'a booking group');
const bookingRows = rowDecoder(BookingRow, 'a booking');
const insertedGroupRows = rowDecoder(
  Schema.Struct({
    id: Schema.Int,
    client_id: ClientId,
    country_code: Schema.String,
    booking_ids: Schema.Array(BookingId),
    withdrawn: Schema.Array(Schema.Int),
    asks_consent: Schema.Boolean,
  }),
  'a booking group',
);
const groupIdRows = rowDecoder(Schema.Struct({ group_id: Schema.Int }), 'a booking');
const bookingInGroupRows = rowDecoder(Schema.Struct({ id: BookingId, group_id: Schema.Int }), 'a booking');
const statusRows = rowDecoder(Status, "a booking's status");
const occurrenceRows = rowDecoder(Schema.Struct({ id: Schema.Int }), 'a class occurrence');
const movedBookingRows = rowDecoder(
  Schema.Struct({
    provider_id: ProviderId,
    service_id: Schema.Int,
    location_id: Schema.Int,
    starts: Instant,
    ends: Instant,
  }),
  'a moved booking',
);
const withdrawnRows = rowDecoder(Schema.Struct({ withdrawn: Schema.Array(Schema.Int) }), "a move's withdrawn items");
/** A move refused: its new hour is taken, or another request changed the booking first. */
const SLOT_TAKEN = { _tag: 'SlotTaken' } as const;
const staffListedRows = rowDecoder(
  Schema.Struct({
    ...BookingRow.fields,
    trx_id: Schema.String,
    reference: StoredReference,
    client_first_name: Schema.String,
    client_last_name: Schema.String,
    client_email: Schema.NullOr(Schema.String),
    client_phone: Schema.NullOr(Schema.String),
    created: Instant,
    membership_id: Schema.NullOr(Schema.Int),
    membership_name: Schema.NullOr(Schema.String),
    membership_uses_left: Schema.NullOr(Schema.Int),
  }),
  'a booking listed for staff',
);

const BOOKING_COLUMNS = `
  b.id, b.group_id, b.service_id, s.name AS service_name, s.duration_minutes, s.show_duration, b.price, s.show_price,
  s.must_be_paid_online, s.is_video, s.outcall,
  b.session_number IS NOT NULL AS is_session, b.bundle_id IS NOT NULL AS bundled, b.is_class,
  b.provider_id, p.public_name AS provider_name, b.status,
  ${EPOCH_MS('lower(b.during)')} AS starts, ${EPOCH_MS('upper(b.during)')} AS ends,
  ${EPOCH_MS('b.client_confirmed_at')} AS client_confirmed, ${EPOCH_MS('b.cancelled_at')} AS cancelled, b.modifications,
  (SELECT pm.name FROM memberships pm WHERE pm.id = b.payment_membership_id) AS plan_name`;

const BOOKING_JOINS = 'FROM bookings b JOIN services s ON s.id = b.service_id JOIN providers p ON p.id = b.provider_id';

function bookedService(row: BookingRow): BookedService {
  return {
    id: row.id,
    serviceId: row.service_id,
    serviceName: row.service_name,
    durationMinutes: row.duration_minutes,
    showDuration: row.show_duration,
    price: row.price,
    showPrice: row.show_price,
    shouldPayOnline: shouldPayOnline({ mustBePaidOnline: row.must_be_paid_online, status: row.status }),
    isVideo: row.is_video,
    outcall: row.outcall,
    isSession: row.is_session,
    bundled: row.bundled,
    isClass: row.is_class,
    provider: { id: row.provider_id, publicName: row.provider_name },
    planName: row.plan_name,
    status: row.status,
    start: row.starts,
    end: row.ends,
    clientConfirmedAt: row.client_confirmed,
    cancelledAt: row.cancelled,
    modifications: row.modifications,
  };
}

async function groupRecord(database: SqlExecutor, groupId: number): Promise<BookingGroupRecord | undefined> {
  const [group] = groupRows(
    await database.query(
      `SELECT g.id, g.trx_id, g.reference, l.id AS location_id, l.company_id, l.name AS location_name, NULLIF(l.address, '') AS address,
            l.phone, l.email, l.time_zone, COALESCE(l.country_code, c.country_code) AS country_code,
            c.currency_unit, c.currency_delimiter, c.currency_separator,
            c.name AS company_name, c.color_minisite, c.logo,
            c.cancellation_limit_hours, c.modification_limit_hours, c.max_modifications,
            g.client_first_name, g.client_last_name, g.client_email, g.client_phone
     FROM booking_groups g
     JOIN locations l ON l.id = g.location_id
     JOIN companies c ON c.id = l.company_id
     WHERE g.id = $1`,
      [groupId],
    ),
  );
  if (group === undefined) return undefined;
  const bookings = bookingRows(
    await database.query(
      `SELECT ${BOOKING_COLUMNS} ${BOOKING_JOINS} WHERE b.group_id = $1 ORDER BY lower(b.during), b.id`,
      [groupId],
    ),
  );
  return {
    id: group.id,
    trxId: group.trx_id,
    reference: group.reference,
    location: {
      id: group.location_id,
      companyId: group.company_id,
      name: group.location_name,
      address: group.address,
      phone: group.phone,
      email: group.email,
      timeZone: group.time_zone,
      countryCode: group.country_code,
      currency: { unit: group.currency_unit, delimiter: group.currency_delimiter, separator: group.currency_separator },
      company: { name: group.company_name, colorMinisite: group.color_minisite, logo: group.logo },
    },
    client: {
      fullName: `${group.client_first_name} ${group.client_last_name}`.trim(),
      email: group.client_email,
      phone: group.client_phone,
    },
    policy: {
      cancellationLimitHours: group.cancellation_limit_hours,
      modificationLimitHours: group.modification_limit_hours,
      maxModifications: group.max_modifications,
    },
    bookings: bookings.map(bookedService),
  };
}

/** Thrown inside a create's transaction to roll it back and say which item the database refused. */
class Refused extends Error {
  readonly conflict: BookingConflict;
  constructor(conflict: BookingConflict) {
    super(conflict._tag);
    this.conflict = conflict;
  }
}

/**
 * The setting that keeps migration 0024's trigger from notifying the agenda channel in a create's
 * transaction: a notifying transaction holds PostgreSQL's notification-queue lock until its commit
 * is on disk, which made creates commit one at a time (issue 19; docs/adr/0079). The create
 * notifies once it has committed instead (`notifyHeldTime`).
 */
const NOTIFIED_AFTER_COMMIT = 'reserva.held_time_notified_after_commit';

/**
 * Tells every process listening on the agenda channel (cached-agenda.ts) what the create took:
 * each plain booking's time, which they add to the agendas they keep, and for a class seat that its
 * professional's held time changed, as migration 0018's trigger would have said in the transaction
 * (`createdPayloads`; docs/adr/0083). Outside any
 * transaction, the notification's lock is held for a moment, not through a WAL flush. A failure is
 * not the create's: it is booked, and other processes forget their copies within their maximum
 * age (30 s) — where the exclusion constraint still refuses an hour they offer that is taken.
 */
async function notifyHeldTime(database: SqlExecutor, bookings: readonly NewBooking[]): Promise<void> {
  try {
    await database.query(`SELECT pg_notify('${AGENDA_CHANNEL}', payload) FROM unnest($1::text[]) AS payload`, [
      createdPayloads(bookings),
    ]);
  } catch {
    // Booked all the same; see above.
  }
}

/** Each group's row as the database answers it: its ids, and what the create reads back before it books. */
type InsertedGroup = ReturnType<typeof insertedGroupRows>[number];

/** The groups' columns `insertGroups` sends, one array each, in its parameters' order ($1–$13). */
const GROUP_COLUMNS: readonly ((group: NewBookingGroup) => unknown)[] = [
  (group) => group.locationId,
  (group) => group.companyId,
  (group) => group.recognisedClientId,
  (group) => group.trxId,
  (group) => secretDigest(group.bookings[0].confirmationCode).toString('hex'),
  (group) => secretDigest(group.accessToken).toString('hex'),
  (group) => group.notes,
  (group) => group.creativeSource,
  (group) => group.rwgToken,
  (group) => group.language,
  (group) => group.bookings.length,
  (group) => group.userId ?? null,
  (group) => group.reference,
];

/** What each group's booker typed, as `insertGroups` sends it ($14–$27). */
const CLIENT_COLUMNS: readonly ((client: ClientToFile) => unknown)[] = [
  (client) => client.firstName,
  (client) => client.lastName,
  (client) => client.email,
  (client) => client.phone,
  (client) => client.secondPhone,
  (client) => client.identificationNumber,
  (client) => client.address,
  (client) => client.birthDate,
  (client) => client.age,
  (client) => client.recordNumber,
  (client) => client.gender,
  (client) => client.city,
  (client) => client.district,
  (client) => JSON.stringify(client.customAttributes),
];

/** A group's booked item, numbered by its group's position (from 1) and its own (from 0). */
interface GroupItem {
  readonly group: number;
  readonly position: number;
  readonly booking: NewBooking;
}

/** The groups' items as `insertGroups` sends them ($28–$32). */
const ITEM_COLUMNS: readonly ((item: GroupItem) => unknown)[] = [
  (item) => item.group,
  (item) => item.position,
  (item) => item.booking.providerId,
  (item) => item.booking.serviceId,
  (item) => item.booking.bundleId,
];

/**
 * Inserts `groups` in one statement, in their order, answering each one's row (one round trip
 * however many, issue 37; docs/adr/0164). Each is filed under the client record the company
 * recognised when that record is still the company's, or under a new one filed from its typed
 * details by the same statement. Each group's bookings' ids are allocated, and its row says which of
 * its items name a professional, service or location retired since the create read them
 * (`withdrawn`, docs/adr/0085) and whether a booked service or bundle asks for a consent form
 * (docs/adr/0115). With `locks` (professional-time-locks.ts, docs/adr/0141), its professionals' time
 * is locked first, until the transaction ends, so creates for overlapping hours of a professional take
 * turns — the later refused by the exclusion constraint (23P01) — instead of waiting on each other's
 * uncommitted bookings until PostgreSQL breaks the deadlock (40P01, docs/adr/0084); creates booked
 * together have taken theirs already, all in one order (docs/adr/0163), and pass none.
 */
async function insertGroups(
  transaction: SqlExecutor,
  groups: readonly NewBookingGroup[],
  locks: readonly string[] | null,
): Promise<readonly InsertedGroup[]> {
  const items = groups.flatMap((group, index) =>
    group.bookings.map((booking, position): GroupItem => ({ group: index + 1, position, booking })),
  );
  const rows = insertedGroupRows(
    await referenceRefusedAsTaken(
      transaction.query(
        `WITH asked AS (
           SELECT * FROM unnest($1::integer[], $2::integer[], $3::integer[], $4::text[], $5::text[], $6::text[], $7::text[],
                                $8::text[], $9::text[], $10::text[], $11::integer[], $12::integer[], $13::text[])
             WITH ORDINALITY AS a(location_id, company_id, recognised, trx_id, confirmation_code_digest, access_token_digest,
                                  notes, creative_source, rwg_token, language, bookings, user_id, reference, n)
         ),
         typed AS (
           SELECT * FROM unnest($14::text[], $15::text[], $16::text[], $17::text[], $18::text[], $19::text[], $20::text[],
                                $21::text[], $22::integer[], $23::integer[], $24::smallint[], $25::text[], $26::text[], $27::text[])
             WITH ORDINALITY AS t(first_name, last_name, email, phone, second_phone, identification_number, address,
                                  birth_date, age, record_number, gender, city, district, custom_attributes, n)
         ),
         items AS (
           SELECT * FROM unnest($28::integer[], $29::integer[], $30::integer[], $31::integer[], $32::integer[])
             AS i(n, position, provider_id, service_id, bundle_id)
         ),
         -- Its professionals' time, locked before any group is written (see above).
         locked AS MATERIALIZED (SELECT ${lockingProfessionalsTime('$33')} AS professionals),
         -- The record each is filed under: the recognised one if still the company's, else a new one's id.
         filing AS MATERIALIZED (
           SELECT a.n, COALESCE(known.id, nextval(pg_get_serial_sequence('clients', 'id'))::integer) AS client_id,
                  known.id IS NULL AS files, nextval(pg_get_serial_sequence('booking_groups', 'id'))::integer AS id
             FROM asked a CROSS JOIN locked
             LEFT JOIN clients known ON known.id = a.recognised AND known.company_id = a.company_id
         ),
         filed AS (
           INSERT INTO clients (id, company_id, first_name, last_name, email, phone, second_phone, identification_number, address,
                                birth_date, age, record_number, gender, city, district, custom_attributes)
           SELECT f.client_id, a.company_id, t.first_name, t.last_name, t.email, t.phone, t.second_phone, t.identification_number,
                  t.address, t.birth_date::date, t.age, t.record_number, t.gender, t.city, t.district, t.custom_attributes::jsonb
             FROM filing f JOIN asked a ON a.n = f.n JOIN typed t ON t.n = f.n WHERE f.files
         ),
         inserted AS (
           INSERT INTO booking_groups (id, location_id, client_id, trx_id, confirmation_code_digest, access_token_digest, notes, creative_source,
                                       rwg_token, client_first_name, client_last_name, client_email, client_phone,
                                       client_identification_number, language, user_id, reference)
           SELECT f.id, a.location_id, f.client_id, a.trx_id, decode(a.confirmation_code_digest, 'hex'), decode(a.access_token_digest, 'hex'),
                  a.notes, a.creative_source, a.rwg_token, t.first_name, t.last_name, t.email, t.phone, t.identification_number,
                  a.language, a.user_id, a.reference
             FROM filing f JOIN asked a ON a.n = f.n JOIN typed t ON t.n = f.n
         )
         SELECT f.id, f.client_id,
                (SELECT COALESCE(l.country_code, c.country_code) FROM locations l JOIN companies c ON c.id = l.company_id WHERE l.id = a.location_id) AS country_code,
                ARRAY(SELECT nextval(pg_get_serial_sequence('bookings', 'id'))::integer FROM generate_series(1, a.bookings)) AS booking_ids,
                -- What a catalogue file retired since the create read it (docs/adr/0085).
                ARRAY(SELECT i.position FROM items i WHERE i.n = a.n AND ${withdrawnItem('i', 'a.location_id')} ORDER BY i.position) AS withdrawn,
                -- Whether a booked service or bundle asks for a consent form (docs/adr/0115): most ask
                -- for none, and their create then sends no read of the forms.
                EXISTS (SELECT 1 FROM items i
                          JOIN service_consent_forms sc ON sc.service_id IN (i.service_id, i.bundle_id)
                          JOIN consent_forms f ON f.id = sc.consent_form_id AND f.retired_at IS NULL
                         WHERE i.n = a.n) AS asks_consent,
                -- This transaction's bookings and seats do not notify: create() does, once committed.
                set_config('${NOTIFIED_AFTER_COMMIT}', 'on', true) AS notified_after_commit
           FROM filing f JOIN asked a ON a.n = f.n
          ORDER BY a.n`,
        [
          ...GROUP_COLUMNS.map((column) => groups.map(column)),
          ...CLIENT_COLUMNS.map((column) => groups.map(({ client }) => column(client))),
          ...ITEM_COLUMNS.map((column) => items.map(column)),
          locks ?? [],
        ],
      ),
    ),
  );
  if (rows.length !== groups.length)
    throw new Error(`Inserting ${String(groups.length)} booking groups returned ${String(rows.length)} rows`);
  return rows;
}

/** The company's references are unique (migration 0041): a clash refuses the whole create, which draws again. */
async function referenceRefusedAsTaken<T>(inserting: Promise<T>): Promise<T> {
  try {
    return await inserting;
  } catch (error) {
    if (isPostgresError(error, SQL_STATE.uniqueViolation) && error.constraint === 'booking_groups_company_reference')
      throw new Refused({ _tag: 'ReferenceTaken' });
    throw error;
  }
}

const heldItemRows = rowDecoder(Schema.Struct({ item: Schema.NullOr(Schema.Int) }), "a write's held item");

/** A professional's time that a write asks for, numbered as the write's item `item`. */
interface AskedTime {
  readonly providerId: ProviderId;
  readonly start: Instant;
  readonly end: Instant;
  readonly item: number;
}

/**
 * The first of `asked` whose time a committed booking of its professional — other than `except`,
 * the booking being moved — holds, as the exclusion constraint would find it; null when none is held.
 */
async function firstHeldTime(
  database: SqlExecutor,
  asked: readonly AskedTime[],
  except: BookingId | null,
): Promise<number | null> {
  if (asked.length === 0) return null;
  const [held] = heldItemRows(
    await database.query(
      `SELECT min(x.item)::integer AS item
       FROM unnest($1::integer[], $2::timestamptz[], $3::timestamptz[], $4::integer[]) AS x(provider_id, starts, ends, item)
       WHERE EXISTS (SELECT 1 FROM bookings b
                     WHERE b.provider_id = x.provider_id AND b.during && tstzrange(x.starts, x.ends, '[)')
                       AND b.status IN ('pending_payment', 'confirmed') AND NOT b.is_class
                       AND b.id IS DISTINCT FROM $5::integer)`,
      [
        asked.map(({ providerId }) => providerId),
        asked.map(({ start }) => iso(start)),
        asked.map(({ end }) => iso(end)),
        asked.map(({ item }) => item),
        except,
      ],
    ),
  );
  return held?.item ?? null;
}

/** The first of `group`'s items (not a class seat) whose time a committed booking holds; null when none is. */
const firstHeldItem = (database: SqlExecutor, group: NewBookingGroup): Promise<number | null> =>
  firstHeldTime(
    database,
    group.bookings.flatMap(({ providerId, start, end, classCapacity }, item) =>
      classCapacity === null ? [{ providerId, start, end, item }] : [],
    ),
    null,
  );

/** The parameters of one new booking's row. */
const BOOKING_PARAMETERS = 18;

/** One row of the bookings' INSERT, its parameters from $(offset + 1). */
function bookingValues(row: number): string {
  const p = (n: number) => `$${String(row * BOOKING_PARAMETERS + n)}`;
  return `(${p(1)}::integer, ${p(2)}, ${p(3)}, ${p(4)}, ${p(5)}, ${p(6)}, ${p(7)}, ${p(8)},
    tstzrange(${p(9)}::timestamptz, ${p(10)}::timestamptz, '[)'), ${p(11)}, ${p(12)}, ${p(13)}, ${p(14)}::text::jsonb, ${p(15)},
    COALESCE(${p(16)}::timestamptz, now()), ${p(17)}, ${p(18)}::integer)`;
}

/** A new booking under the id allocated for it. */
interface Numbered {
  readonly id: BookingId;
  readonly booking: NewBooking;
  /** Its place in the group, for the conflict the database refuses it with. */
  readonly index: number;
  /** For a class seat, the class occurrence whose seats alone may share its time (docs/adr/0089). */
  readonly classOccurrenceId?: number;
}

/**
 * Inserts `bookings` in one statement, each under the id allocated for it and with its confirmation
 * code sealed for that id (a sealed code opens only on its own row, docs/adr/0065). An overlap or
 * a full class refuses the whole statement: `refusedIndex` names the item it is blamed on.
 */
async function insertBookings(
  transaction: SqlExecutor,
  codeSealer: CodeSealer,
  group: NewBookingGroup,
  groupId: number,
  bookings: readonly Numbered[],
  refusedIndex: number,
): Promise<void> {
  await insertBookingRows(
    transaction,
    codeSealer,
    bookings.map((numbered) => ({ group, groupId, numbered })),
    refusedIndex,
  );
}

/** A new booking's row: the booking, numbered, in its group. */
interface NewBookingRow {
  readonly group: NewBookingGroup;
  readonly groupId: number;
  readonly numbered: Numbered;
}

/** Inserts `rows`, of one group or of several, in one statement, as `insertBookings` does. */
async function insertBookingRows(
  transaction: SqlExecutor,
  codeSealer: CodeSealer,
  rows: readonly NewBookingRow[],
  refusedIndex: number,
): Promise<void> {
  try {
    await transaction.query(
      `INSERT INTO bookings (id, group_id, location_id, service_id, provider_id, bundle_id, session_number, is_class, during, status,
                           price, payment_membership_id, record_history, confirmation_code_digest, hour_taken_at, code_sealed,
                           class_occurrence_id)
       VALUES ${rows.map((_each, row) => bookingValues(row)).join(',\n')}`,
      rows.flatMap(({ group, groupId, numbered: { id, booking, classOccurrenceId } }) => [
        id,
        groupId,
        group.locationId,
        booking.serviceId,
        booking.providerId,
        booking.bundleId,
        booking.sessionNumber,
        booking.classCapacity !== null,
        iso(booking.start),
        iso(booking.end),
        booking.status,
        booking.price,
        booking.paymentMembershipId,
        booking.recordHistory === null ? null : JSON.stringify(booking.recordHistory),
        secretDigest(booking.confirmationCode),
        group.bookedAt === undefined ? null : iso(group.bookedAt),
        Buffer.from(codeSealer.seal(booking.confirmationCode, id)),
        classOccurrenceId ?? null,
      ]),
    );
  } catch (error) {
    if (isPostgresError(error, SQL_STATE.exclusionViolation) || isPostgresError(error, CHECK_VIOLATION)) {
      throw new Refused({ _tag: 'SlotTaken', itemIndex: refusedIndex });
    }
    throw error;
  }
}

/** Books one item as the group's own step: its class seat, its membership's use, then its row. */
async function bookOne(
  transaction: SqlExecutor,
  codeSealer: CodeSealer,
  group: NewBookingGroup,
  groupId: number,
  clientId: ClientId,
  numbered: Numbered,
) {
  const { booking, index } = numbered;
  let seat = numbered;
  if (booking.classCapacity !== null) {
    // Taking a seat locks the class time's row until commit: concurrent bookers take turns, and
    // the CHECK refuses the one past capacity. The seat's row names the occurrence, whose seats
    // alone the exclusion constraint lets share its time (docs/adr/0089).
    try {
      const [occurrence] = occurrenceRows(
        await transaction.query(
          `INSERT INTO class_occurrences (service_id, provider_id, location_id, starts_at, capacity, seats_taken)
           VALUES ($1, $2, $3, $4::timestamptz, $5, 1)
           ON CONFLICT (service_id, provider_id, starts_at) DO UPDATE SET seats_taken = class_occurrences.seats_taken + 1
           RETURNING id`,
          [booking.serviceId, booking.providerId, group.locationId, iso(booking.start), booking.classCapacity],
        ),
      );
      if (occurrence === undefined) throw new Error('Taking a class seat returned no occurrence');
      seat = { ...numbered, classOccurrenceId: occurrence.id };
    } catch (error) {
      if (isPostgresError(error, CHECK_VIOLATION)) throw new Refused({ _tag: 'SlotTaken', itemIndex: index });
      throw error;
    }
  }
  if (booking.paymentMembershipId !== null) {
    const used = await transaction.query(
      `UPDATE memberships SET uses_left = uses_left - 1
       WHERE id = $1 AND client_id = $2 AND company_id = $3 AND (uses_left IS NULL OR uses_left > 0) RETURNING id`,
      [booking.paymentMembershipId, clientId, group.companyId],
    );
    if (used.length === 0) throw new Refused({ _tag: 'MembershipUsedUp', itemIndex: index });
  }
  await insertBookings(transaction, codeSealer, group, groupId, [seat], index);
}

/** Whether booking `booking` is only its row: no class seat, no membership's use, no vehicle's mileage. */
const onlyItsRow = (booking: NewBooking) =>
  booking.classCapacity === null && booking.paymentMembershipId === null && booking.vehicle === null;

/**
 * What the creates booked together in one transaction leave for one statement each, once all are
 * booked (docs/adr/0163): their bookings' rows, then their notices, which read those rows.
 */
interface WrittenTogether {
  readonly rows: NewBookingRow[];
  readonly notices: BookingNotification[];
  /** Their keys, completed with their bookings. */
  readonly completed: KeyCompleted[];
}

/** A create's key, and what it completes with. */
interface KeyCompleted {
  readonly held: HeldIdempotencyKey;
  readonly created: CreatedBookings;
}

/**
 * Checks that each create still holds its key, and locks each until the transaction ends (ADR 0050):
 * a retry taking over a lease that ran out waits, then finds the key completed. In one statement,
 * locked in one order (the keys'), so creates booked together and alone never wait in a circle.
 */
async function holdKeys(transaction: SqlExecutor, held: readonly HeldIdempotencyKey[]): Promise<void> {
  if (held.length === 0) return;
  const holding = await transaction.query(
    `SELECT r.key FROM idempotent_requests r
       JOIN unnest($2::text[], $3::integer[]) AS asked(key, attempt) ON r.key = asked.key AND r.attempt = asked.attempt
      WHERE r.scope = $1 AND r.state = 'in_flight'
      ORDER BY r.key FOR UPDATE OF r`,
    [CREATE_BOOKING_SCOPE, held.map(({ key }) => storedIdempotencyKey(key)), held.map(({ attempt }) => attempt)],
  );
  if (holding.length !== held.length) throw new Refused({ _tag: 'IdempotencyKeyLost' });
}

/** Completes each key with its create's outcome, sealed (ADR 0050), in one statement. */
async function completeKeys(transaction: SqlExecutor, completed: readonly KeyCompleted[]): Promise<void> {
  if (completed.length === 0) return;
  await transaction.query(
    `UPDATE idempotent_requests r SET state = 'completed', response_status = 201, response_body = done.body::jsonb,
            completed_at = now(), lease_expires_at = NULL
       FROM unnest($2::text[], $3::integer[], $4::text[]) AS done(key, attempt, body)
      WHERE r.scope = $1 AND r.key = done.key AND r.attempt = done.attempt`,
    [
      CREATE_BOOKING_SCOPE,
      completed.map(({ held }) => storedIdempotencyKey(held.key)),
      completed.map(({ held }) => held.attempt),
      completed.map(({ held, created }) => JSON.stringify(sealOutcome(held.key, created))),
    ],
  );
}

/**
 * Whether a create may be booked together with others (docs/adr/0163): each of its bookings only its
 * row, and nothing to pay — a payment counts the client's pending ones under the company's lock, a
 * gift card spends under the card's. Those, like a create with a class seat, a membership's use or a
 * vehicle, are booked alone.
 */
const bookableTogether = (group: NewBookingGroup) =>
  group.payment === null && group.giftCard === null && group.bookings.every(onlyItsRow);

/** The most creates booked together in one transaction. */
const MOST_BOOKED_TOGETHER = 16;

/**
 * Whether `error` is the database refusing what was asked, the transaction rolled back with
 * nothing written (an SQLSTATE: a constraint, a deadlock broken, a statement cancelled), or a create
 * refused on the way: creates booked together then book again alone, each to its own answer. Any
 * other failure (the database unreachable, the answer unknown) is every one of them's.
 */
const refusedTogether = (error: unknown) =>
  error instanceof Refused ||
  error instanceof BlameItem ||
  (!(error instanceof Unavailable) &&
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    typeof error.code === 'string' &&
    /^[0-9A-Z]{5}$/.test(error.code));

/** Asks the create to run again item by item, to say which item the database refused (rare: a lost race in a group). */
class BlameItem extends Error {}

/** How a create or a move aborted for another transaction's sake runs again (docs/adr/0084). */
export interface TransientFailureRetry {
  readonly policy: RetryPolicy;
  readonly environment: RetryEnvironment;
}

const CREATE_RETRY: TransientFailureRetry = { policy: CREATE_RETRY_POLICY, environment: REAL_RETRY_ENVIRONMENT };

/**
 * The bookings port over `database`, sealing each new booking's confirmation code with `codeSealer`;
 * a transaction PostgreSQL aborts for another's sake runs again as `retry` says.
 */
export function sqlBookings(
  database: SqlDatabase,
  codeSealer: CodeSealer,
  retry: TransientFailureRetry = CREATE_RETRY,
): Bookings {
  /** Books `group` in one transaction; `itemByItem` books its items one statement each. */
  const createIn = (group: NewBookingGroup, itemByItem: boolean) =>
    database.transaction(async (transaction): Promise<CreatedBookings> => {
      // First, before any row is locked: a catalogue file's apply and this create take turns (docs/adr/0085).
      await shareCatalogue(transaction, group.companyId);
      if (group.idempotencyKey !== null) await holdKeys(transaction, [group.idempotencyKey]);
      // A payment's cap is counted under the company's lock, taken before the client is
      // filed, so two creates for one client take turns and cannot both pass it; a create
      // over it files no client.
      if (group.payment !== null) {
        await lockPendingPayments(transaction, group.companyId);
        const wait = await pendingCapWait(
          transaction,
          {
            companyId: group.companyId,
            clientId: group.recognisedClientId,
            email: group.client.email,
            phone: group.client.phone,
          },
          group.payment,
        );
        if (wait !== null) throw new Refused({ _tag: 'TooManyPendingPayments', retryAfterSeconds: wait });
      }
      // The memberships this group spends are locked up front in one order, so two groups
      // spending the same ones in different item orders wait for each other instead of deadlocking.
      const paying = [
        ...new Set(
          group.bookings.flatMap((booking) =>
            booking.paymentMembershipId === null ? [] : [booking.paymentMembershipId],
          ),
        ),
      ];
      if (paying.length > 0) {
        await transaction.query('SELECT id FROM memberships WHERE id = ANY($1::integer[]) ORDER BY id FOR UPDATE', [
          paying,
        ]);
      }
      const [inserted] = await insertGroups(transaction, [group], professionalTimeLocks(group.bookings));
      return bookIn(transaction, group, inserted, itemByItem, null);
    });

  /**
   * Books `group`, inserted as `inserted`, in `transaction`, which has taken its turn on the
   * catalogue and holds its key. With `together` (creates booked together, docs/adr/0163), its
   * bookings' rows, its notice and its key's completion are left there, for the caller to write with
   * the others'; otherwise they are written here.
   */
  const bookIn = async (
    transaction: SqlExecutor,
    group: NewBookingGroup,
    inserted: InsertedGroup | undefined,
    itemByItem: boolean,
    together: WrittenTogether | null,
  ): Promise<CreatedBookings> => {
    if (inserted === undefined) throw new Error('A booking group was not inserted');
    const held = group.idempotencyKey;
    // Read after this create's turn came: an apply that retired what it books has committed (docs/adr/0085).
    const [withdrawn] = inserted.withdrawn;
    if (withdrawn !== undefined) throw new Refused({ _tag: 'SlotTaken', itemIndex: withdrawn });
    const clientId = inserted.client_id;
    const [first] = group.bookings;
    const numbered = group.bookings.map((booking, index): Numbered => {
      const id = inserted.booking_ids[index];
      if (id === undefined) throw new Error('Too few booking ids allocated');
      return { id, booking, index };
    });
    if (!itemByItem && numbered.every(({ booking }) => onlyItsRow(booking))) {
      // The common group: all its rows in one statement. Which item an overlap refuses is
      // known only for a group of one; a larger one refused runs again item by item to say.
      try {
        // Together with others' unless what follows reads them: a consent request names its bookings.
        if (together !== null && !inserted.asks_consent)
          together.rows.push(...numbered.map((each) => ({ group, groupId: inserted.id, numbered: each })));
        else await insertBookings(transaction, codeSealer, group, inserted.id, numbered, 0);
      } catch (error) {
        if (error instanceof Refused && numbered.length > 1) throw new BlameItem();
        throw error;
      }
    } else {
      for (const each of numbered) {
        await bookOne(transaction, codeSealer, group, inserted.id, clientId, each);
        // The workshop's register takes the vehicle's new mileage with the booking, or with none of it.
        if (
          each.booking.vehicle !== null &&
          !(await recordVehicleMileage(transaction, group.companyId, each.booking.vehicle))
        ) {
          throw new Refused({ _tag: 'MileageNotAbove', itemIndex: each.index });
        }
        // …and its history the visit, one per booked service (docs/adr/0119).
        if (each.booking.vehicle !== null)
          await recordVehicleVisit(
            transaction,
            group.companyId,
            each.booking.vehicle.plate,
            each.id,
            each.booking.vehicle.lastMileage,
          );
      }
    }
    const made = numbered.map(({ id, booking }) => ({ id, confirmationCode: booking.confirmationCode }));
    // The gift card pays its planned shares in this transaction, under the card's lock, or the
    // group is not booked at all (docs/adr/0107).
    if (group.giftCard !== null) {
      const spent = await spendPlannedGiftCard(
        sqlGiftCards(transaction),
        group.giftCard,
        made.map(({ id }) => id),
      );
      if (spent.isErr()) throw new Refused({ _tag: 'GiftCardBalanceChanged' });
    }
    // The consent forms the booked services ask for, requested with the bookings (issue 32; docs/adr/0115).
    // Whether any does was read with the group, under this create's turn on the catalogue, which
    // the forms are part of: an apply changing them waits for this create's commit (docs/adr/0085).
    if (inserted.asks_consent)
      await sqlConsents(transaction, codeSealer, cryptoTokenGenerator).requestForBookings(made.map(({ id }) => id));
    if (group.payment !== null) {
      await insertPayment(transaction, {
        groupId: inserted.id,
        trxId: group.trxId,
        payment: group.payment,
      });
    }
    const [firstMade] = made;
    if (firstMade === undefined) throw new Error('A booking group booked nothing');
    const created: CreatedBookings = {
      trxId: group.trxId,
      reference: group.reference,
      bookingId: firstMade.id,
      accessToken: group.accessToken,
      status: first.status,
      countryCode: inserted.country_code,
      bookings: made,
      payment:
        group.payment === null
          ? null
          : {
              amount: group.payment.amount,
              currency: group.payment.currency,
              downPayment: group.payment.downPayment,
              expiresAt: group.payment.expiresAt,
              timeZone: group.payment.timeZone,
            },
    };
    // Bookings waiting for a payment owe their mail when it arrives (noticeOwedByChange).
    const confirmed = made
      .filter((_made, index) => {
        const booking = group.bookings[index];
        return booking !== undefined && noticeOwedByChange({ _tag: 'Booked', status: booking.status }) === 'confirmed';
      })
      .map(({ id }) => id);
    const notice = { kind: 'confirmed', groupId: inserted.id, bookingIds: confirmed } as const;
    if (together === null) await enqueueBookingNotification(transaction, notice);
    else together.notices.push(notice);
    if (held !== null) {
      // Completed with the bookings, so a retry can never find them booked and the key still open.
      if (together === null) await completeKeys(transaction, [{ held, created }]);
      else together.completed.push({ held, created });
    }
    return created;
  };

  /**
   * Moves one booking in one transaction: first the time of the professional it leaves and of the
   * one it joins, locked in one order as a create locks its professionals', so that a move and a
   * create (or two moves) for overlapping hours of a professional take turns instead of deadlocking.
   * Refused (SlotTaken) when another request changed the booking since it was read.
   */
  const moveIn = (change: Rescheduling) =>
    database.transaction(async (transaction) => {
      // Read unlocked: should another move change its professional meanwhile, it also counted a
      // modification, and the UPDATE below then changes nothing. The same statement takes the move's
      // turn on the company's catalogue, as a create's first statement does (docs/adr/0085).
      const booked = movedBookingRows(
        await transaction.query(
          `SELECT b.provider_id, b.service_id, b.location_id, ${EPOCH_MS('lower(b.during)')} AS starts, ${EPOCH_MS('upper(b.during)')} AS ends,
                  ${sharingCatalogue('l.company_id')} IS NULL AS catalogue_shared
             FROM bookings b JOIN locations l ON l.id = b.location_id WHERE b.id = $1`,
          [change.bookingId],
        ),
      );
      // The days of the time it leaves as well as of the time it joins: a create for the time it
      // leaves would wait on this move's uncommitted change of the row (docs/adr/0141).
      const leaving = booked.map((row) => ({ providerId: row.provider_id, start: row.starts, end: row.ends }));
      const [withdrawn] = withdrawnRows(
        await transaction.query(
          `SELECT ${lockingProfessionalsTime('$1')} AS professionals_locked,
                  ${withdrawnItems('$2', '$3', '$4', '$5')} AS withdrawn`,
          [
            professionalTimeLocks([...leaving, change]),
            [change.providerId],
            booked.map((row) => row.service_id),
            [null],
            booked[0]?.location_id ?? null,
          ],
        ),
      );
      // A professional, service or location a catalogue file retired since the move read it (docs/adr/0085).
      if (booked.length > 0 && (withdrawn?.withdrawn.length ?? 0) > 0) return err(SLOT_TAKEN);
      const [moved] = statusRows(
        await transaction.query(
          // A moved booking shares its new time with nobody, whatever it shared before migration 0027.
          `UPDATE bookings SET provider_id = $2, during = tstzrange($3::timestamptz, $4::timestamptz, '[)'), class_occurrence_id = NULL,
                modifications = modifications + 1, hour_taken_at = COALESCE($6::timestamptz, now()), updated_at = now()
         WHERE id = $1 AND modifications = $5 AND status <> 'cancelled' AND NOT is_class RETURNING group_id, status`,
          [
            change.bookingId,
            change.providerId,
            iso(change.start),
            iso(change.end),
            change.modificationsBefore,
            change.movedAt === undefined ? null : iso(change.movedAt),
          ],
        ),
      );
      // Changed by another request since it was read: that request got there first.
      if (moved === undefined) return err(SLOT_TAKEN);
      // A workshop booking's visit moves with it (docs/adr/0119).
      await moveVehicleVisit(transaction, change.bookingId);
      if (noticeOwedByChange({ _tag: 'Moved', status: moved.status }) === 'moved') {
        await enqueueBookingNotification(transaction, {
          kind: 'moved',
          groupId: moved.group_id,
          bookingIds: [change.bookingId],
        });
      }
      return ok(undefined);
    });

  /** Books `group` in a transaction of its own, run again as `retry` says, then tells every process of the time taken. */
  const createAlone = async (group: NewBookingGroup): Promise<Result<CreatedBookings, BookingConflict>> => {
    try {
      // Each attempt is the whole transaction: one aborted wrote nothing — no booking, no mail owed,
      // and the Idempotency-Key still held by this request — so it may simply run again.
      const retried = await retryTransientFailures(
        async () => {
          try {
            return await createIn(group, false);
          } catch (error) {
            if (!(error instanceof BlameItem)) throw error;
            return await createIn(group, true);
          }
        },
        retry.policy,
        retry.environment,
      );
      if (retried._tag === 'GaveUp') {
        // Taken by now, it is taken (409); otherwise nobody knows yet: the client comes back (503).
        const held = await firstHeldItem(database, group);
        if (held !== null) return err({ _tag: 'SlotTaken', itemIndex: held });
        throw new Unavailable('The database', { cause: retried.lastFailure });
      }
      await notifyHeldTime(database, group.bookings);
      return ok(retried.value);
    } catch (error) {
      if (error instanceof Refused) return err(error.conflict);
      throw error;
    }
  };

  /**
   * Books `groups` in one transaction (docs/adr/0163): their turns on the catalogue and their
   * professionals' time taken first, all in one order, then their keys, then every group in one
   * statement (docs/adr/0164), each then booked as it would be alone, then every booking's row in one
   * statement and every notice in one read and one write. Throws, having written nothing, when any
   * of them is refused.
   */
  const bookTogetherIn = (groups: readonly NewBookingGroup[]) =>
    database.transaction(async (transaction) => {
      // Without parameters, so PostgreSQL's adapter sends it with BEGIN.
      await transaction.query(
        `SELECT ${sharingCatalogues(groups.map(({ companyId }) => companyId))}, ${lockingProfessionalsTime(
          writtenLockKeys(professionalTimeLocks(groups.flatMap(({ bookings }) => bookings))),
        )}`,
      );
      await holdKeys(
        transaction,
        groups.flatMap(({ idempotencyKey }) => (idempotencyKey === null ? [] : [idempotencyKey])),
      );
      const inserted = await insertGroups(transaction, groups, null);
      const together: WrittenTogether = { rows: [], notices: [], completed: [] };
      const created: CreatedBookings[] = [];
      for (const [index, group] of groups.entries())
        created.push(await bookIn(transaction, group, inserted[index], false, together));
      if (together.rows.length > 0) await insertBookingRows(transaction, codeSealer, together.rows, 0);
      await enqueueBookingNotifications(transaction, together.notices);
      await completeKeys(transaction, together.completed);
      return created;
    });

  /** Creates that arrive while others are booked, booked together once those are (docs/adr/0163). */
  const createTogether = takenTogether(
    async (groups: readonly NewBookingGroup[]): Promise<readonly Result<CreatedBookings, BookingConflict>[]> => {
      if (groups.length > 1) {
        try {
          const created = await bookTogetherIn(groups);
          await notifyHeldTime(
            database,
            groups.flatMap(({ bookings }) => bookings),
          );
          return created.map((each) => ok(each));
        } catch (error) {
          if (!refusedTogether(error)) throw error;
        }
      }
      return Promise.all(groups.map(createAlone));
    },
    MOST_BOOKED_TOGETHER,
  );

  return {
    create: (group: NewBookingGroup) => (bookableTogether(group) ? createTogether(group) : createAlone(group)),

    async groupByAccessToken(bookingId, accessToken) {
      if (!isStorableId(bookingId)) return undefined;
      const [row] = groupIdRows(
        await database.query(
          `SELECT b.group_id FROM bookings b JOIN booking_groups g ON g.id = b.group_id WHERE b.id = $1 AND g.access_token_digest = $2`,
          [bookingId, secretDigest(accessToken)],
        ),
      );
      return row === undefined ? undefined : groupRecord(database, row.group_id);
    },

    async byConfirmationCode(code) {
      const [row] = bookingInGroupRows(
        await database.query('SELECT id, group_id FROM bookings WHERE confirmation_code_digest = $1', [
          secretDigest(code),
        ]),
      );
      if (row === undefined) return undefined;
      const group = await groupRecord(database, row.group_id);
      return group === undefined ? undefined : { bookingId: row.id, group };
    },

    async saveLifecycle(changed) {
      await database.transaction(async (transaction) => {
        // The bookings this cancels that owe their clients a cancellation mail, by group.
        const cancelledConfirmed = new Map<number, BookingId[]>();
        for (const booking of changed) {
          if (booking.status === 'cancelled') {
            // Read under lock, so the status is the one this cancel changes.
            const [before] = statusRows(
              await transaction.query('SELECT group_id, status FROM bookings WHERE id = $1 FOR UPDATE', [booking.id]),
            );
            await cancelBooking(transaction, booking.id, booking.cancelledAt ?? booking.start);
            // A booking given up while waiting for its payment was never confirmed to the client.
            if (
              before !== undefined &&
              noticeOwedByChange({ _tag: 'Cancelled', statusBefore: before.status }) === 'cancelled'
            ) {
              cancelledConfirmed.set(before.group_id, [...(cancelledConfirmed.get(before.group_id) ?? []), booking.id]);
            }
          } else if (booking.clientConfirmedAt !== null) {
            await transaction.query(
              `UPDATE bookings SET client_confirmed_at = COALESCE(client_confirmed_at, $2::timestamptz), updated_at = now()
               WHERE id = $1 AND status <> 'cancelled'`,
              [booking.id, iso(booking.clientConfirmedAt)],
            );
          }
        }
        for (const [groupId, bookingIds] of cancelledConfirmed) {
          await enqueueBookingNotification(transaction, { kind: 'cancelled', groupId, bookingIds });
        }
      });
    },

    async reschedule(change: Rescheduling) {
      try {
        // As a create's: the whole transaction runs again when PostgreSQL aborts it for another's sake.
        const retried = await retryTransientFailures(() => moveIn(change), retry.policy, retry.environment);
        if (retried._tag === 'Done') return retried.value;
        // Taken by now, it is taken (409); otherwise nobody knows yet: the client comes back (503).
        const asked = { providerId: change.providerId, start: change.start, end: change.end, item: 0 };
        if ((await firstHeldTime(database, [asked], change.bookingId)) !== null) return err(SLOT_TAKEN);
        throw new Unavailable('The database', { cause: retried.lastFailure });
      } catch (error) {
        if (isPostgresError(error, SQL_STATE.exclusionViolation)) return err(SLOT_TAKEN);
        throw error;
      }
    },

    async startingBetween(locationId, from, to) {
      // Read within the years a booking can lie in: PostgreSQL reads no year 10000.
      const window = readableInstants(from, to);
      if (!isStorableId(locationId) || window === null) return [];
      return staffListed(
        database,
        'b.location_id = $1 AND lower(b.during) >= $2::timestamptz AND lower(b.during) < $3::timestamptz',
        [locationId, iso(window[0]), iso(window[1])],
      );
    },

    async byReference(companyId, reference) {
      if (!isStorableId(companyId)) return undefined;
      const [row] = groupIdRows(
        await database.query('SELECT id AS group_id FROM booking_groups WHERE company_id = $1 AND reference = $2', [
          companyId,
          reference,
        ]),
      );
      if (row === undefined) return undefined;
      const group = await groupRecord(database, row.group_id);
      if (group === undefined) return undefined;
      return { group, bookings: await staffListed(database, 'b.group_id = $1', [row.group_id]) };
    },
  };
}

/** The bookings `where` finds, as staff list them, in start order. */
async function staffListed(
  database: SqlExecutor,
  where: string,
  parameters: readonly unknown[],
): Promise<readonly StaffListedBooking[]> {
  const rows = staffListedRows(
    await database.query(
      `SELECT ${BOOKING_COLUMNS}, g.trx_id, g.reference, g.client_first_name, g.client_last_name, g.client_email, g.client_phone,
            ${EPOCH_MS('b.created_at')} AS created, m.id AS membership_id, m.name AS membership_name, m.uses_left AS membership_uses_left
     ${BOOKING_JOINS} JOIN booking_groups g ON g.id = b.group_id
     LEFT JOIN memberships m ON m.id = b.payment_membership_id
     WHERE ${where}
     ORDER BY lower(b.during), b.id`,
      parameters,
    ),
  );
  return rows.map((row): StaffListedBooking => ({
    ...bookedService(row),
    trxId: row.trx_id,
    reference: row.reference,
    clientFullName: `${row.client_first_name} ${row.client_last_name}`.trim(),
    clientFirstName: row.client_first_name.trim(),
    clientEmail: row.client_email,
    clientPhone: row.client_phone,
    createdAt: row.created,
    paymentMembership:
      row.membership_id === null
        ? null
        : { id: row.membership_id, name: row.membership_name ?? '', usesLeft: row.membership_uses_left },
  }));
}

const sealedCodeRows = rowDecoder(
  Schema.Struct({ id: BookingId, sealed: Schema.Uint8Array }),
  "a booking's sealed code",
);

/** The bookings' sealed confirmation codes (bookings.code_sealed, migration 0016; docs/adr/0065). */
export function sqlSealedCodes(database: SqlDatabase): SealedCodes {
  return {
    async ofGroup(groupId) {
      const rows = sealedCodeRows(
        await database.query(
          'SELECT id, code_sealed AS sealed FROM bookings WHERE group_id = $1 AND code_sealed IS NOT NULL',
          [groupId],
        ),
      );
      return new Map(rows.map((row) => [row.id, Uint8Array.from(row.sealed)]));
    },
  };
}
