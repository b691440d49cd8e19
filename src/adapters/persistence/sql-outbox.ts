import { Schema } from 'effect';
import type { ClaimedNotification, NotificationOutbox } from '#application/ports/server/notification-outbox';
import { Instant } from '#domain/calendar/instant';
import { BookingId } from '#domain/booking/booking-id';
import { LocationId } from '#domain/storefront/company';
import type { BookingNotification, BookingNotices } from '#application/ports/server/booking-notices';
import {
  NOTICE_LANGUAGES,
  noticeLanguage,
  type BusinessNotice,
  type ClientNotice,
} from '#domain/notification/booking-notice';
import { whoIsTold } from '#domain/notification/who-is-told';
import { formatPrice } from '#domain/money/format-price';
import { planPayment } from '#domain/membership/plan-payment';
import type { SqlDatabase, SqlExecutor } from './sql-database';
import { rowDecoder } from './stored-rows';

// The notifications' outbox over notification_outbox (migration 0011; docs/adr/0044). Notices are
// enqueued by whoever changes bookings, inside that change's transaction: sql-bookings.ts when it
// books confirmed, cancels or moves, and the payments code when a payment confirms bookings or, expired
// or rejected, releases their hours (docs/adr/0052). The
// dispatchers claim rows with a lease in one statement; FOR UPDATE SKIP LOCKED lets concurrent
// claims pass each other's rows by instead of waiting for them, and the due condition, read again
// after the lock, keeps a row from being claimed twice.
//
// Beside each client's notice of a booking booked, moved or cancelled, the business is told in the
// same transaction (issue 18; docs/adr/0067), and the scheduling job (sql-scheduled-mails.ts)
// enqueues reminders and review invitations through the same snapshot.

const iso = (instant: Instant) => new Date(instant).toISOString();

/** PostgreSQL text holds no NUL, and an error message may. */
const storable = (error: string) => error.split('\u0000').join('');

const EPOCH_MS = (column: string) => `floor(extract(epoch FROM ${column}) * 1000)::float8`;

const STORED_KIND: Readonly<Record<ClientNotice['kind'], string>> = {
  confirmed: 'booking_confirmed',
  cancelled: 'booking_cancelled',
  moved: 'booking_moved',
  payment_released: 'payment_released',
  reminder: 'booking_reminder',
  review_invitation: 'review_invitation',
  business: 'business_notice',
};

const noticeGroupRows = rowDecoder(
  Schema.Struct({
    group_id: Schema.Number,
    location_id: LocationId,
    location_name: Schema.String,
    address: Schema.NullOr(Schema.String),
    phone: Schema.NullOr(Schema.String),
    email: Schema.NullOr(Schema.String),
    time_zone: Schema.String,
    country_code: Schema.String,
    client_first_name: Schema.String,
    reference: Schema.String,
    client_last_name: Schema.String,
    client_email: Schema.NullOr(Schema.String),
    language: Schema.NullOr(Schema.Literals(NOTICE_LANGUAGES)),
    company_name: Schema.String,
    color_minisite: Schema.NullOr(Schema.String),
    logo: Schema.NullOr(Schema.String),
    currency_unit: Schema.String,
    currency_delimiter: Schema.String,
    currency_separator: Schema.String,
    cancellation_limit_hours: Schema.Int,
    modification_limit_hours: Schema.Int,
    max_modifications: Schema.Int,
    client_phone: Schema.NullOr(Schema.String),
    client_identification_number: Schema.NullOr(Schema.String),
    notes: Schema.String,
    notify_business: Schema.Boolean,
    // json_agg's arrays, decoded row by row below; a driver may hand json over as text.
    bookings: Schema.Unknown,
    group_bookings: Schema.Unknown,
  }),
  'a booking group to notify about',
);

/** The rows of a json_agg column, parsed where the driver left it as text. */
function asRows(json: unknown): readonly unknown[] {
  const value: unknown = typeof json === 'string' ? JSON.parse(json) : json;
  if (!Array.isArray(value)) throw new Error('Expected a JSON array of rows');
  return value;
}

const noticeBookingRows = rowDecoder(
  Schema.Struct({
    id: BookingId,
    service_name: Schema.String,
    provider_name: Schema.String,
    status: Schema.Literals(['pending_payment', 'confirmed', 'cancelled']),
    starts: Instant,
    ends: Instant,
    modifications: Schema.Int,
    is_video: Schema.Boolean,
    outcall: Schema.Boolean,
    is_class: Schema.Boolean,
    price: Schema.NullOr(Schema.Number),
    show_price: Schema.Boolean,
    code_sealed: Schema.NullOr(Schema.String),
    client_confirmed: Schema.Boolean,
    plan_name: Schema.NullOr(Schema.String),
  }),
  'a booking to notify about',
);

const groupBookingRows = rowDecoder(
  Schema.Struct({
    id: Schema.Int,
    status: Schema.Literals(['pending_payment', 'confirmed', 'cancelled']),
    starts: Instant,
    client_confirmed: Schema.Boolean,
  }),
  "a booking of a notice's group",
);

/**
 * Owes the client a mail about `notification`, in `transaction` — the one making the change, so the
 * mail is owed exactly when the change commits. The notice is read as the change left it, and goes
 * to the booker as they typed their name and email on the booking (docs/adr/0048), never to the
 * client record it is filed under. A booker without an email address is owed nothing; answers
 * whether a mail was enqueued.
 *
 * Besides what happened, the notice keeps what the mail shows and its links need (issue 18): the
 * language the client booked in (else the location country's), the company's name, colour and
 * logo, its limits on changes, every booking of the group as the `_all` pages see it, and each
 * booking's price as shown at booking, attendance confirmation and confirmation code — sealed
 * (docs/adr/0065), never in clear: the outbox is as much at rest as the bookings.
 *
 * The payments code calls this with kind 'confirmed' in the transaction where a payment confirms
 * bookings that were pending payment, and with kind 'payment_released' in the one where an expired
 * or rejected payment cancels them.
 *
 * A booking booked (confirmed), moved or cancelled also owes its business a notice, whether or not
 * the booker left an email (docs/adr/0067): to the location's email, unless the company turned
 * these off (companies.notify_business) or the location has none.
 */
export async function enqueueBookingNotification(
  transaction: SqlExecutor,
  notification: BookingNotification,
): Promise<boolean> {
  return (await enqueueNotices(transaction, notification)) !== null;
}

/**
 * Owes the client the mail of `notification` as enqueueBookingNotification does, and answers the
 * client's outbox row's id, null when none was owed (no bookings, no email): the scheduling job
 * records which row a reminder or a review invitation became.
 */
export async function enqueueNotices(
  transaction: SqlExecutor,
  notification: BookingNotification,
): Promise<number | null> {
  const [owed] = await enqueueEach(transaction, [notification]);
  return owed ?? null;
}

/**
 * Owes the mails of several notifications, each as enqueueBookingNotification does, with one read
 * and one write whatever their number (the creates booked together in one transaction, docs/adr/0163).
 * At most one notification per group.
 */
export async function enqueueBookingNotifications(
  transaction: SqlExecutor,
  notifications: readonly BookingNotification[],
): Promise<void> {
  await enqueueEach(transaction, notifications);
}

/** Owes `notifications`' mails; answers, for each, its client's outbox row's id, null when the client is owed none. */
async function enqueueEach(
  transaction: SqlExecutor,
  notifications: readonly BookingNotification[],
): Promise<readonly (number | null)[]> {
  const asked = notifications.filter((each) => each.bookingIds.length > 0);
  if (new Set(asked.map(({ groupId }) => groupId)).size !== asked.length)
    throw new Error('Notifications enqueued together must be about distinct booking groups');
  const groups =
    asked.length === 0
      ? []
      : await noticeGroups(
          transaction,
          asked.map(({ groupId }) => groupId),
          asked.flatMap(({ bookingIds }) => bookingIds),
        );
  const byId = new Map(groups.map((group) => [group.group_id, group]));
  const rendered = notifications.map((notification) => {
    const { groupId } = notification;
    if (notification.bookingIds.length === 0) return { groupId, notices: null };
    const group = byId.get(groupId);
    if (group === undefined) throw new Error(`No booking group ${String(groupId)} to notify about`);
    return { groupId, notices: renderedNotices(group, notification) };
  });
  // The businesses' notices and the clients', in one statement.
  const owing = rendered.flatMap(({ groupId, notices }) => (notices?.all ?? []).map((notice) => ({ groupId, notice })));
  const owed = owing.length === 0 ? new Map<string, number>() : await owe(transaction, owing);
  return rendered.map(({ groupId, notices }) => {
    if (notices?.client == null) return null;
    const id = owed.get(owedKey(groupId, STORED_KIND[notices.client.kind]));
    if (id === undefined) throw new Error("Enqueuing a notification returned no id for the client's");
    return id;
  });
}

/** How `owe` answers a row's id: by its group and stored kind. */
const owedKey = (groupId: number, storedKind: string) => `${String(groupId)}:${storedKind}`;

/**
 * The groups `groupIds` as their notices show them, with those of `bookingIds` (every notified
 * booking, whatever its group: a booking's id names one group) and every booking of each group, in
 * one statement (issue 19: each statement is a round trip in the transaction that owes the mail).
 */
async function noticeGroups(transaction: SqlExecutor, groupIds: readonly number[], bookingIds: readonly number[]) {
  return noticeGroupRows(
    await transaction.query(
      `SELECT g.id AS group_id, l.id AS location_id, l.name AS location_name, NULLIF(l.address, '') AS address, l.phone, l.email, l.time_zone,
            COALESCE(l.country_code, c.country_code) AS country_code, g.reference, g.client_first_name, g.client_last_name, g.client_email,
            g.language, c.name AS company_name, c.color_minisite, c.logo, c.currency_unit, c.currency_delimiter, c.currency_separator,
            c.cancellation_limit_hours, c.modification_limit_hours, c.max_modifications,
            NULLIF(btrim(g.client_phone), '') AS client_phone, NULLIF(btrim(g.client_identification_number), '') AS client_identification_number,
            g.notes, c.notify_business,
            (SELECT COALESCE(json_agg(row_to_json(n) ORDER BY n.starts, n.id), '[]'::json) FROM (
               SELECT b.id, s.name AS service_name, p.public_name AS provider_name, b.status,
                      ${EPOCH_MS('lower(b.during)')} AS starts, ${EPOCH_MS('upper(b.during)')} AS ends, b.modifications, s.is_video, s.outcall,
                      b.is_class, b.price::float8 AS price, s.show_price, encode(b.code_sealed, 'hex') AS code_sealed,
                      b.client_confirmed_at IS NOT NULL AS client_confirmed, m.name AS plan_name
               FROM bookings b JOIN services s ON s.id = b.service_id JOIN providers p ON p.id = b.provider_id
               LEFT JOIN memberships m ON m.id = b.payment_membership_id
               WHERE b.group_id = g.id AND b.id = ANY($2::integer[])) n) AS bookings,
            (SELECT COALESCE(json_agg(row_to_json(a) ORDER BY a.starts, a.id), '[]'::json) FROM (
               SELECT id, status, ${EPOCH_MS('lower(during)')} AS starts, client_confirmed_at IS NOT NULL AS client_confirmed
               FROM bookings WHERE group_id = g.id) a) AS group_bookings
     FROM booking_groups g JOIN locations l ON l.id = g.location_id JOIN companies c ON c.id = l.company_id
     WHERE g.id = ANY($1::integer[])`,
      [groupIds, bookingIds],
    ),
  );
}

/** The notices one notification owes: the business's and the client's, as each is told (null: neither is). */
interface RenderedNotices {
  readonly all: readonly ClientNotice[];
  /** The client's, whose row's id enqueueNotices answers; null when only the business is told. */
  readonly client: ClientNotice | null;
}

/** The notices `notification` owes, written from its group as `noticeGroups` read it. */
function renderedNotices(
  group: ReturnType<typeof noticeGroupRows>[number],
  notification: BookingNotification,
): RenderedNotices | null {
  const clientEmail = group.client_email?.trim() ?? '';
  const businessEmail = group.email?.trim() ?? '';
  // Who is told is the domain's (docs/adr/0095): the client when they left an email, the business of a change it wants to hear of.
  const told = whoIsTold(notification.kind, {
    clientEmail: group.client_email,
    businessEmail: group.email,
    notifyBusiness: group.notify_business,
  });
  if (!told.client && told.business === null) return null;
  const bookings = noticeBookingRows(asRows(group.bookings));
  const groupBookings = groupBookingRows(asRows(group.group_bookings));
  const currency = {
    unit: group.currency_unit,
    delimiter: group.currency_delimiter,
    separator: group.currency_separator,
  };
  const fullName = `${group.client_first_name} ${group.client_last_name}`.trim();
  const location = {
    name: group.location_name,
    address: group.address,
    phone: group.phone,
    email: group.email,
    timeZone: group.time_zone,
    countryCode: group.country_code,
  };
  const company = { name: group.company_name, colour: group.color_minisite, logo: group.logo };
  const noticeBookings = bookings.map((row) => ({
    id: row.id,
    serviceName: row.service_name,
    providerName: row.provider_name,
    status: row.status,
    start: row.starts,
    end: row.ends,
    modifications: row.modifications,
    isVideo: row.is_video,
    outcall: row.outcall,
    isClass: row.is_class,
    sealedCode: row.code_sealed === null ? null : Buffer.from(row.code_sealed, 'hex').toString('base64url'),
    price: row.show_price && row.price !== null ? formatPrice(row.price, currency) : null,
    clientConfirmed: row.client_confirmed,
    planName: row.plan_name,
  }));
  // What the plans pay of these bookings is the domain's to decide (docs/adr/0090); the notice keeps it written in the company's format.
  const paidByPlans = planPayment(
    bookings.map((row) => ({
      price: row.price,
      showPrice: row.show_price,
      cancelled: row.status === 'cancelled',
      planName: row.plan_name,
    })),
  );
  const formatted = (amount: number | null) => (amount === null ? null : formatPrice(amount, currency));
  const noticePlanPayment =
    paidByPlans === null
      ? null
      : {
          planNames: paidByPlans.planNames,
          covered: formatted(paidByPlans.covered),
          leftToPay: formatted(paidByPlans.leftToPay),
        };
  let business: BusinessNotice | null = null;
  if (told.business !== null) {
    business = {
      kind: 'business',
      change: told.business,
      groupId: notification.groupId,
      to: { name: group.location_name, email: businessEmail },
      booker: {
        fullName,
        email: clientEmail === '' ? null : clientEmail,
        phone: group.client_phone,
        identificationNumber: group.client_identification_number,
      },
      notes: group.notes,
      location,
      company,
      bookings: noticeBookings,
    };
  }
  if (!told.client) {
    return business === null ? null : { all: [business], client: null };
  }
  const about = {
    groupId: notification.groupId,
    language: group.language ?? noticeLanguage(group.country_code),
    company,
    client: { fullName, email: clientEmail },
    reference: group.reference,
    location,
    bookings: noticeBookings,
    locationId: group.location_id,
  };
  const linked = {
    planPayment: noticePlanPayment,
    policy: {
      cancellationLimitHours: group.cancellation_limit_hours,
      modificationLimitHours: group.modification_limit_hours,
      maxModifications: group.max_modifications,
    },
    groupBookings: groupBookings.map((row) => ({
      id: row.id,
      status: row.status,
      start: row.starts,
      clientConfirmed: row.client_confirmed,
    })),
  };
  const notice: ClientNotice = ((): ClientNotice => {
    switch (notification.kind) {
      case 'payment_released':
        return { kind: 'payment_released', ...about, release: notification.release };
      case 'review_invitation':
        return { kind: 'review_invitation', ...about, sealedReviewCode: notification.sealedReviewCode };
      case 'confirmed':
      case 'cancelled':
      case 'moved':
      case 'reminder':
        return { kind: notification.kind, ...about, ...linked };
      default:
        return notification satisfies never;
    }
  })();
  return { all: business === null ? [notice] : [business, notice], client: notice };
}

const outboxIdRows = rowDecoder(
  Schema.Struct({
    id: Schema.Union([Schema.String, Schema.Number]),
    kind: Schema.String,
    booking_group_id: Schema.Number,
  }),
  'an enqueued notification',
);

/** Writes `notices` into the outbox in one statement, owed at once; answers their rows' ids by group and stored kind (`owedKey`). */
async function owe(
  transaction: SqlExecutor,
  notices: readonly { groupId: number; notice: ClientNotice }[],
): Promise<ReadonlyMap<string, number>> {
  // Owed at once, by whatever clock the dispatchers claim with: the database's now() and the
  // server's Clock may differ (a test clock pinned in the past, ADR 0047), and a row stamped with the
  // one must not wait for the other. Only a retry's backoff sets a later available_at, by the Clock.
  const rows = outboxIdRows(
    await transaction.query(
      `INSERT INTO notification_outbox (kind, booking_group_id, payload, available_at)
       VALUES ${notices.map((_notice, row) => `($${String(row * 3 + 1)}, $${String(row * 3 + 2)}::integer, $${String(row * 3 + 3)}::text::jsonb, '-infinity'::timestamptz)`).join(', ')}
       RETURNING id, kind, booking_group_id`,
      notices.flatMap(({ groupId, notice }) => [STORED_KIND[notice.kind], groupId, JSON.stringify(notice)]),
    ),
  );
  if (rows.length !== notices.length) throw new Error('Enqueuing notifications returned too few ids');
  return new Map(rows.map((row) => [owedKey(row.booking_group_id, row.kind), Number(row.id)]));
}

// The id is a bigserial: pg reads int8 as a number (pg-database.ts), a driver without that parser as text.
const claimedRows = rowDecoder(
  Schema.Struct({
    id: Schema.Union([Schema.String, Schema.Number]),
    attempts: Schema.Int,
    created: Instant,
    payload: Schema.Unknown,
  }),
  'a claimed notification',
);

/** The notices port over `transaction`, a unit of work's (docs/adr/0094). */
export function sqlBookingNotices(transaction: SqlExecutor): BookingNotices {
  return { owe: (notification) => enqueueBookingNotification(transaction, notification) };
}

/** The outbox port over notification_outbox. */
export function sqlNotificationOutbox(database: SqlDatabase): NotificationOutbox {
  // A claim's later writes apply only while it is still the row's latest claim: a dispatcher whose
  // lease was taken over (it stalled past it) records nothing over its successor's work.
  const ownClaim = 'id = $1 AND attempts = $2 AND sent_at IS NULL AND failed_at IS NULL';
  return {
    async claimDue(now, limit, leaseUntil) {
      const rows = claimedRows(
        await database.query(
          // The due rows are chosen once, in a CTE of their own: as `WHERE id IN (SELECT … LIMIT n FOR
          // UPDATE SKIP LOCKED)` PostgreSQL may scan the subquery again for every row it updates,
          // which claimed thousands of rows in one run, not n, and took seconds once a backlog built up.
          `WITH due AS MATERIALIZED (
           SELECT id FROM notification_outbox
           WHERE sent_at IS NULL AND failed_at IS NULL AND available_at <= $1::timestamptz AND (locked_until IS NULL OR locked_until <= $1::timestamptz)
           ORDER BY available_at, id LIMIT $2
           FOR UPDATE SKIP LOCKED)
         UPDATE notification_outbox o SET attempts = o.attempts + 1, locked_until = $3::timestamptz
         FROM due WHERE o.id = due.id
         RETURNING o.id, o.attempts, ${EPOCH_MS('o.created_at')} AS created, o.payload`,
          [iso(now), limit, iso(leaseUntil)],
        ),
      );
      return rows
        .map((row): ClaimedNotification => ({
          id: Number(row.id),
          attempt: row.attempts,
          createdAt: row.created,
          payload: row.payload,
        }))
        .sort((a, b) => a.id - b.id);
    },
    async markSent(claim, at) {
      await database.query(
        `UPDATE notification_outbox SET sent_at = $3::timestamptz, locked_until = NULL, last_error = NULL WHERE ${ownClaim}`,
        [claim.id, claim.attempt, iso(at)],
      );
    },
    async retryLater(claim, retryAt, error) {
      await database.query(
        `UPDATE notification_outbox SET available_at = $3::timestamptz, locked_until = NULL, last_error = $4 WHERE ${ownClaim}`,
        [claim.id, claim.attempt, iso(retryAt), storable(error)],
      );
    },
    async giveUp(claim, at, error) {
      await database.query(
        `UPDATE notification_outbox SET failed_at = $3::timestamptz, locked_until = NULL, last_error = $4 WHERE ${ownClaim}`,
        [claim.id, claim.attempt, iso(at), storable(error)],
      );
    },
  };
}
