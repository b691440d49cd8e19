import { Schema } from 'effect';
import { err, ok } from 'neverthrow';
import type { NewPayment, PaymentRecord, Payments } from '#application/ports/server/payments';
import type { PaymentSettlements } from '#application/ports/server/payment-settlements';
import { Instant } from '#domain/calendar/instant';
import { BookingId } from '#domain/booking/booking-id';
import type { ClientId } from '#domain/client/client-id';
import type { CompanyId } from '#domain/storefront/company';
import { noticeOwedByPayment } from '#domain/notification/booking-notice';
import { HOLDING_STATUSES, REJECTION_REASONS, type PaymentTransition } from '#domain/payment/payment-lifecycle';
import { PAYMENT_PROVIDERS } from '#domain/payment/payment-provider';
import { pendingCapVerdict } from '#domain/payment/pending-payment-cap';
import { IDENTIFIER_TYPE, type IdentifierType } from '#domain/client/identification';
import { comparableIdentifier, phoneMatch } from '#domain/client/identifier-match';
import { secretDigest } from '../crypto-tokens';
import { enqueueBookingNotification } from './sql-outbox';
import type { SqlExecutor, SqlDatabase } from './sql-database';
import { phoneCondition, phoneDigitsBackwards } from './sql-phone-match';
import { isStorableId, isStorableText, rowDecoder } from './stored-rows';

// The payments port over payments and payment_events (migration 0010; ADR 0042). A notification's
// event id is inserted (ON CONFLICT DO NOTHING) in the same transaction as the change it makes, so
// of five identical deliveries at once one applies and four find the id taken; a mismatched
// notification rolls its event back with everything else. A refused card changes only the
// payment (rejected, with its reason): its bookings keep their hold for another card (ADR 0075).
// The expiry is a use case over a unit of work (expire-pending-payments.ts; docs/adr/0094): this
// lists its candidates, locked with SKIP LOCKED so that any number of server processes may run it
// at once, and stores what the domain decides. Confirming the bookings of an approved payment
// happens in the notification's transaction. A payment keeps
// no capability of its own: it is read for a client who presents its booking group's access token,
// compared as a digest like every capability (ADR 0051).

const iso = (instant: Instant) => new Date(instant).toISOString();
const EPOCH_MS = (column: string) => `floor(extract(epoch FROM ${column}) * 1000)::float8`;

// Any constant will do: the first key of the two-key advisory lock on a company's pending payments.
const PENDING_PAYMENTS_LOCK = 727_372_510;

const PaymentRow = Schema.Struct({
  id: Schema.Int,
  group_id: Schema.Int,
  trx_id: Schema.String,
  provider: Schema.Literals(PAYMENT_PROVIDERS),
  gateway: Schema.Literals([...PAYMENT_PROVIDERS, 'sandbox']),
  amount: Schema.Number,
  currency: Schema.String,
  down_payment: Schema.Boolean,
  status: Schema.Literals(['pending', 'approved', 'rejected', 'expired']),
  rejection_reason: Schema.NullOr(Schema.Literals(REJECTION_REASONS)),
  expires: Instant,
  token_data: Schema.String,
  booking_id: BookingId,
  country_code: Schema.String,
  company_name: Schema.String,
  currency_unit: Schema.String,
  currency_delimiter: Schema.String,
  currency_separator: Schema.String,
  time_zone: Schema.String,
  service_names: Schema.Array(Schema.String),
  first_name: Schema.String,
  last_name: Schema.String,
  email: Schema.NullOr(Schema.String),
  phone: Schema.NullOr(Schema.String),
  identification_number: Schema.NullOr(Schema.String),
});
type PaymentRow = typeof PaymentRow.Type;

const paymentRows = rowDecoder(PaymentRow, 'a payment');
const expiryRows = rowDecoder(Schema.Struct({ expires: Instant }), "a pending payment's expiry");
const bookingIdRows = rowDecoder(Schema.Struct({ id: BookingId }), 'a booking');
const settlingPaymentRows = rowDecoder(
  Schema.Struct({
    id: Schema.Int,
    group_id: Schema.NullOr(Schema.Int),
    status: Schema.Literals(['pending', 'approved', 'rejected', 'expired']),
    expires: Instant,
    rejection_reason: Schema.NullOr(Schema.Literals(REJECTION_REASONS)),
  }),
  'a payment that may expire',
);

const PAYMENT_SELECT = `
  SELECT p.id, p.group_id, p.trx_id, p.provider, p.gateway, p.amount::float8 AS amount, p.currency, p.down_payment, p.status,
         p.rejection_reason, ${EPOCH_MS('p.expires_at')} AS expires, p.token_data,
         (SELECT min(b.id) FROM bookings b WHERE b.group_id = p.group_id) AS booking_id,
         COALESCE(l.country_code, c.country_code) AS country_code, c.name AS company_name,
         c.currency_unit, c.currency_delimiter, c.currency_separator, l.time_zone,
         ARRAY(SELECT s.name FROM bookings b JOIN services s ON s.id = b.service_id WHERE b.group_id = p.group_id AND b.payment_membership_id IS NULL ORDER BY lower(b.during), b.id) AS service_names,
         g.client_first_name AS first_name, g.client_last_name AS last_name, g.client_email AS email, g.client_phone AS phone,
         g.client_identification_number AS identification_number
  FROM payments p
  JOIN booking_groups g ON g.id = p.group_id
  JOIN locations l ON l.id = g.location_id
  JOIN companies c ON c.id = l.company_id`;

function paymentRecord(row: PaymentRow): PaymentRecord {
  return {
    trxId: row.trx_id,
    provider: row.provider,
    gateway: row.gateway,
    amount: row.amount,
    currency: row.currency,
    downPayment: row.down_payment,
    status: row.status,
    rejectionReason: row.rejection_reason,
    expiresAt: row.expires,
    tokenData: row.token_data,
    paysFor: { _tag: 'Bookings', bookingId: row.booking_id },
    countryCode: row.country_code,
    companyName: row.company_name,
    companyCurrency: { unit: row.currency_unit, delimiter: row.currency_delimiter, separator: row.currency_separator },
    locationTimeZone: row.time_zone,
    serviceNames: row.service_names,
    payer: {
      name: `${row.first_name} ${row.last_name}`.trim(),
      email: row.email,
      phone: row.phone,
      identificationNumber: row.identification_number,
    },
  };
}

/** Takes, until the transaction ends, the lock under which a company's pending payments are counted and added. */
export async function lockPendingPayments(transaction: SqlExecutor, companyId: CompanyId): Promise<void> {
  await transaction.query('SELECT pg_advisory_xact_lock($1, $2)', [PENDING_PAYMENTS_LOCK, companyId]);
}

/** Who counts as one client for the cap on pending payments. */
export interface PendingPayer {
  /** The company whose bookings are counted. */
  readonly companyId: CompanyId;
  /** The client record the company recognised the booker as; null when it recognised none. */
  readonly clientId: ClientId | null;
  /** The email and phone the booker typed. */
  readonly email: string | null;
  readonly phone: string | null;
}

/**
 * Null when `payer` may start `payment`; else the seconds until the earliest of its pending
 * payments expires — pending-payment-cap.ts decides, over the expiry times read here. One client's
 * pending payments are those of the company's bookings filed under the client record recognised,
 * or whose booker typed the same email or phone (compared as identifier-match.ts compares them): a
 * booker recognised by no record (docs/adr/0048) is still counted by what they type. The company's
 * gift card purchases whose buyer typed the same email or phone count too (docs/adr/0113): a
 * purchase files no client, so its buyer is known only by what they typed. Read before the create
 * files a client, so one refused files none. Call under lockPendingPayments.
 */
export async function pendingCapWait(
  transaction: SqlExecutor,
  payer: PendingPayer,
  payment: Pick<NewPayment, 'pendingCap' | 'now'>,
): Promise<number | null> {
  const comparable = (type: IdentifierType, typed: string | null) =>
    typed === null || !isStorableText(typed) ? '' : comparableIdentifier(type, typed);
  const email = comparable(IDENTIFIER_TYPE.email, payer.email);
  // The phone the payer typed names a booking's as it names a recorded client (phoneMatch, the
  // "same client" rule; docs/adr/0095): the booking's digits read backwards begin with the typed
  // ones read backwards, or are them.
  const phone = phoneCondition(
    phoneMatch(comparable(IDENTIFIER_TYPE.phone, payer.phone)),
    phoneDigitsBackwards('g.client_phone'),
    '$3::text',
  );
  const buyerPhone = phoneCondition(
    phoneMatch(comparable(IDENTIFIER_TYPE.phone, payer.phone)),
    phoneDigitsBackwards('u.buyer_phone'),
    '$3::text',
  );
  const pending = expiryRows(
    await transaction.query(
      `SELECT ${EPOCH_MS('p.expires_at')} AS expires
     FROM payments p JOIN booking_groups g ON g.id = p.group_id JOIN locations l ON l.id = g.location_id
     WHERE p.status = ANY($5::text[]) AND l.company_id = $4
       AND (($1::integer IS NOT NULL AND g.client_id = $1::integer)
            OR ($2::text IS NOT NULL AND lower(trim(g.client_email)) = $2::text)
            OR ($3::text IS NOT NULL AND ${phone?.condition ?? 'false'}))
     UNION ALL
     SELECT ${EPOCH_MS('p.expires_at')} AS expires
     FROM payments p JOIN gift_card_purchases u ON u.id = p.gift_card_purchase_id JOIN locations l ON l.id = u.location_id
     WHERE p.status = ANY($5::text[]) AND l.company_id = $4
       AND (($2::text IS NOT NULL AND lower(trim(u.buyer_email)) = $2::text)
            OR ($3::text IS NOT NULL AND ${buyerPhone?.condition ?? 'false'}))`,
      [payer.clientId, email === '' ? null : email, phone?.value ?? null, payer.companyId, HOLDING_STATUSES],
    ),
  );
  const verdict = pendingCapVerdict(
    pending.map((row) => row.expires),
    payment.pendingCap,
    payment.now,
  );
  return verdict._tag === 'MayStart' ? null : verdict.retryAfterSeconds;
}

/** Inserts a create's payment, in the create's transaction. */
export async function insertPayment(
  transaction: SqlExecutor,
  insert: { readonly groupId: number; readonly trxId: string; readonly payment: NewPayment },
): Promise<void> {
  const { payment } = insert;
  await transaction.query(
    `INSERT INTO payments (group_id, trx_id, provider, gateway, amount, currency, down_payment, expires_at, token_data, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::timestamptz, $9, $10::timestamptz)`,
    [
      insert.groupId,
      insert.trxId,
      payment.provider,
      payment.gateway,
      payment.amount,
      payment.currency,
      payment.downPayment,
      iso(payment.expiresAt),
      payment.tokenData,
      iso(payment.now),
    ],
  );
}

/**
 * Confirms the bookings an approved payment held, in `transaction`, and owes the client the
 * confirmation (ADR 0044), in the same transaction. Only the transaction that moved the payment to
 * approved gets here, so of any number of server processes one owes the mail. An expired payment's
 * bookings are released by the expiry use case (expire-pending-payments.ts; docs/adr/0094).
 */
async function confirmBookings(transaction: SqlExecutor, groupId: number): Promise<void> {
  const owed = noticeOwedByPayment({ _tag: 'Approved' });
  const confirmed = bookingIdRows(
    await transaction.query(
      `UPDATE bookings SET status = 'confirmed', updated_at = now() WHERE group_id = $1 AND status = 'pending_payment' RETURNING id`,
      [groupId],
    ),
  );
  await enqueueBookingNotification(transaction, {
    ...owed,
    groupId,
    bookingIds: confirmed.map((booking) => booking.id),
  });
}

/**
 * Applies `transition` to the payment of `row`, which holds its bookings. An approval ends it and
 * confirms them; a refused card only records the refusal and its reason: the bookings keep their
 * hold until the payment expires or another card pays (ADR 0075), and nobody is mailed yet.
 */
async function settle(
  transaction: SqlExecutor,
  row: PaymentRow,
  transition: PaymentTransition,
  at: Instant,
): Promise<void> {
  switch (transition._tag) {
    case 'Ignore':
      return;
    case 'Reject':
      await transaction.query(
        `UPDATE payments SET status = 'rejected', rejection_reason = $2 WHERE id = $1 AND status = ANY($3::text[])`,
        [row.id, transition.reason, HOLDING_STATUSES],
      );
      return;
    case 'Approve': {
      const moved = await transaction.query(
        `UPDATE payments SET status = 'approved', rejection_reason = NULL, settled_at = $2::timestamptz
         WHERE id = $1 AND status = ANY($3::text[]) RETURNING id`,
        [row.id, iso(at), HOLDING_STATUSES],
      );
      if (moved.length > 0) await confirmBookings(transaction, row.group_id);
      return;
    }
    default:
      return transition satisfies never;
  }
}

/** Thrown inside a notification's transaction to roll it back, event id included. */
class NotApplied extends Error {
  readonly reason: 'PaymentNotFound' | 'NotificationMismatch';
  constructor(reason: 'PaymentNotFound' | 'NotificationMismatch') {
    super(reason);
    this.reason = reason;
  }
}

export function sqlPayments(database: SqlDatabase): Payments {
  const one = async (where: string, ...values: unknown[]) => {
    const [row] = paymentRows(await database.query(`${PAYMENT_SELECT} WHERE ${where}`, values));
    return row === undefined ? undefined : paymentRecord(row);
  };
  return {
    byTrxId: (trxId, accessToken) =>
      one('p.trx_id = $1 AND g.access_token_digest = $2', trxId, secretDigest(accessToken)),
    byTokenData: (tokenData, accessToken) =>
      one('p.token_data = $1 AND g.access_token_digest = $2', tokenData, secretDigest(accessToken)),
    ofBooking: async (bookingId) =>
      isStorableId(bookingId)
        ? one('p.group_id = (SELECT group_id FROM bookings WHERE id = $1)', bookingId)
        : undefined,

    async applyNotification(gateway, notification, receivedAt, decide) {
      try {
        return await database.transaction(async (transaction) => {
          // Locked first, so deliveries for one payment take turns and each reads the state the one before left.
          const [row] = paymentRows(
            await transaction.query(`${PAYMENT_SELECT} WHERE p.trx_id = $1 AND p.gateway = $2 FOR UPDATE OF p`, [
              notification.trxId,
              gateway,
            ]),
          );
          if (row === undefined) throw new NotApplied('PaymentNotFound');
          const transition = decide(paymentRecord(row));
          if (transition.isErr()) throw new NotApplied('NotificationMismatch');
          const outcome = transition.value._tag === 'Ignore' ? 'ignored' : 'applied';
          const recorded = await transaction.query(
            `INSERT INTO payment_events (provider, event_id, payment_id, outcome, received_at) VALUES ($1, $2, $3, $4, $5::timestamptz)
             ON CONFLICT (provider, event_id) DO NOTHING RETURNING event_id`,
            [gateway, notification.eventId, row.id, outcome, iso(receivedAt)],
          );
          if (recorded.length === 0) return err({ _tag: 'NotificationReplayed' as const });
          await settle(transaction, row, transition.value, receivedAt);
          return ok(outcome);
        });
      } catch (error) {
        if (error instanceof NotApplied) return err({ _tag: error.reason });
        throw error;
      }
    },
  };
}

/**
 * The payments' settlements inside the expiry's transaction (docs/adr/0094): the candidates listed
 * by the cutoff the use case computes from the domain's rule, locked with SKIP LOCKED so that any
 * number of server processes expire at once, each payment once; the outcome stored.
 */
export function sqlPaymentSettlements(transaction: SqlExecutor): PaymentSettlements {
  return {
    async expiringBy(cutoff, limit) {
      // SKIP LOCKED: a payment another process is expiring, or a notification is settling, is left to it.
      const rows = settlingPaymentRows(
        await transaction.query(
          `SELECT id, group_id, status, ${EPOCH_MS('expires_at')} AS expires, rejection_reason FROM payments
           WHERE status = ANY($3::text[]) AND expires_at <= $1::timestamptz
           ORDER BY expires_at, id LIMIT $2 FOR UPDATE SKIP LOCKED`,
          [iso(cutoff), limit, HOLDING_STATUSES],
        ),
      );
      return rows.map((row) => ({
        id: row.id,
        groupId: row.group_id,
        status: row.status,
        expiresAt: row.expires,
        rejectionReason: row.rejection_reason,
      }));
    },
    async storeExpired(paymentId, at) {
      // The reason its last card was refused stays with the payment, for its summary and the mail.
      await transaction.query(`UPDATE payments SET status = 'expired', settled_at = $2::timestamptz WHERE id = $1`, [
        paymentId,
        iso(at),
      ]);
    },
  };
}
