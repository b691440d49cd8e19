import { Schema } from 'effect';
import type {
  GiftCardPurchasePorts,
  GiftCardPurchaseRecord,
  GiftCardPurchases,
  NewGiftCardPurchase,
  GiftCardPurchaseInsert,
  NewGiftCardPurchasePayment,
} from '#application/ports/server/gift-card-purchases';
import type { Transactions } from '#application/ports/server/transactions';
import { Instant } from '#domain/calendar/instant';
import { LocalDate } from '#domain/calendar/local-date';
import { GiftCardId } from '#domain/gift-card/gift-card-ledger';
import type { GiftCardProductId } from '#domain/gift-card/gift-card-product';
import type { GiftCardPurchaseId } from '#domain/gift-card/gift-card-purchase';
import { HOLDING_STATUSES, REJECTION_REASONS } from '#domain/payment/payment-lifecycle';
import { PAYMENT_PROVIDERS } from '#domain/payment/payment-provider';
import { CompanyId, LocationId } from '#domain/storefront/company';
import { secretDigest } from '../crypto-tokens';
import type { SqlDatabase, SqlExecutor } from './sql-database';
import { sqlGiftCardNotices } from './sql-gift-card-notices';
import { sqlGiftCards } from './sql-gift-cards';
import { lockPendingPayments, pendingCapWait } from './sql-payments';
import { sqlTransactions, type TransactionRetry } from './sql-transactions';
import { isStorableText, rowDecoder } from './stored-rows';

// Gift card purchases over gift_card_purchases and payments (migration 0031; docs/adr/0109). A
// purchase's payment is a row of `payments` with gift_card_purchase_id set instead of group_id, so
// the notification's event ids (payment_events), the sandbox and the expiry job are the bookings'
// own; the bookings' reads of payments join booking_groups and never see a purchase's. The access
// token is kept as its SHA-256 digest (ADR 0051). A purchase's payment counts toward its buyer's
// cap on pending payments at the company, with the bookings' (docs/adr/0113). Same SQL on PGlite
// and PostgreSQL.

const iso = (instant: Instant) => new Date(instant).toISOString();
const EPOCH_MS = (column: string) => `floor(extract(epoch FROM ${column}) * 1000)::float8`;

const PurchaseRow = Schema.Struct({
  id: Schema.Int,
  location_id: LocationId,
  location_name: Schema.String,
  company_id: CompanyId,
  product_id: Schema.Int,
  product_name: Schema.String,
  amount: Schema.Number,
  currency: Schema.String,
  validity_months: Schema.Int,
  honoured_at: Schema.Array(LocationId),
  consumer_name: Schema.String,
  consumer_email: Schema.String,
  message: Schema.NullOr(Schema.String),
  send_on: Schema.NullOr(LocalDate),
  buyer_first_name: Schema.String,
  buyer_last_name: Schema.String,
  buyer_email: Schema.String,
  buyer_phone: Schema.String,
  buyer_identification_number: Schema.NullOr(Schema.String),
  country_code: Schema.String,
  company_name: Schema.String,
  color_minisite: Schema.NullOr(Schema.String),
  logo: Schema.NullOr(Schema.String),
  currency_unit: Schema.String,
  currency_delimiter: Schema.String,
  currency_separator: Schema.String,
  time_zone: Schema.String,
  payment_id: Schema.Int,
  trx_id: Schema.String,
  provider: Schema.Literals(PAYMENT_PROVIDERS),
  gateway: Schema.Literals([...PAYMENT_PROVIDERS, 'sandbox']),
  payment_amount: Schema.Number,
  payment_currency: Schema.String,
  status: Schema.Literals(['pending', 'approved', 'rejected', 'expired']),
  rejection_reason: Schema.NullOr(Schema.Literals(REJECTION_REASONS)),
  expires: Instant,
  token_data: Schema.String,
  settled: Schema.NullOr(Instant),
  gift_card_id: Schema.NullOr(GiftCardId),
  last_four: Schema.NullOr(Schema.String),
});
type PurchaseRow = typeof PurchaseRow.Type;
const purchaseRows = rowDecoder(PurchaseRow, 'a gift card purchase');

const idRows = rowDecoder(Schema.Struct({ id: Schema.Int }), 'a gift card purchase id');

const PURCHASE_SELECT = `
  SELECT u.id, u.location_id, l.name AS location_name, l.company_id, u.product_id, gp.name AS product_name, u.amount::float8 AS amount,
         u.currency, u.validity_months, u.honoured_at, u.consumer_name, u.consumer_email, u.message,
         u.send_on::text AS send_on, u.buyer_first_name, u.buyer_last_name, u.buyer_email, u.buyer_phone,
         u.buyer_identification_number, COALESCE(l.country_code, co.country_code) AS country_code, l.time_zone,
         co.name AS company_name, co.color_minisite, co.logo, co.currency_unit, co.currency_delimiter,
         co.currency_separator,
         p.id AS payment_id, p.trx_id, p.provider, p.gateway, p.amount::float8 AS payment_amount,
         p.currency AS payment_currency, p.status, p.rejection_reason, ${EPOCH_MS('p.expires_at')} AS expires,
         p.token_data, CASE WHEN p.settled_at IS NULL THEN NULL ELSE ${EPOCH_MS('p.settled_at')} END AS settled,
         u.gift_card_id, c.last_four
  FROM gift_card_purchases u
  JOIN payments p ON p.gift_card_purchase_id = u.id
  JOIN locations l ON l.id = u.location_id
  JOIN companies co ON co.id = l.company_id
  JOIN gift_card_products gp ON gp.id = u.product_id
  LEFT JOIN gift_cards c ON c.id = u.gift_card_id`;

function purchaseRecord(row: PurchaseRow): GiftCardPurchaseRecord {
  return {
    id: row.id as GiftCardPurchaseId,
    locationId: row.location_id,
    locationName: row.location_name,
    companyId: row.company_id,
    productId: row.product_id as GiftCardProductId,
    productName: row.product_name,
    terms: {
      amount: row.amount,
      currency: row.currency,
      validityMonths: row.validity_months,
      honouredAt: row.honoured_at,
    },
    consumerName: row.consumer_name,
    consumerEmail: row.consumer_email,
    message: row.message,
    sendDay: row.send_on === null ? { _tag: 'SendNow' } : { _tag: 'SendOn', day: row.send_on },
    buyer: {
      firstName: row.buyer_first_name,
      lastName: row.buyer_last_name,
      email: row.buyer_email,
      phone: row.buyer_phone,
      identificationNumber: row.buyer_identification_number,
    },
    countryCode: row.country_code,
    company: { name: row.company_name, colorMinisite: row.color_minisite, logo: row.logo },
    companyCurrency: { unit: row.currency_unit, delimiter: row.currency_delimiter, separator: row.currency_separator },
    locationTimeZone: row.time_zone,
    payment: {
      id: row.payment_id,
      trxId: row.trx_id,
      provider: row.provider,
      gateway: row.gateway,
      amount: row.payment_amount,
      currency: row.payment_currency,
      status: row.status,
      rejectionReason: row.rejection_reason,
      expiresAt: row.expires,
      tokenData: row.token_data,
      settledAt: row.settled,
    },
    card:
      row.gift_card_id === null || row.last_four === null ? null : { id: row.gift_card_id, lastFour: row.last_four },
  };
}

const companyRows = rowDecoder(Schema.Struct({ company_id: CompanyId }), "a purchase's company");

/**
 * Stores a new purchase with what the buyer accepted; answers its id — unless its buyer holds as
 * many pending payments at the company as the cap allows, counted as a booking's create counts its
 * client's (pendingCapWait) under the same lock, before any row is stored (docs/adr/0113).
 */
async function insertPurchase(database: SqlExecutor, made: NewGiftCardPurchase): Promise<GiftCardPurchaseInsert> {
  const { purchase, terms } = made;
  const [location] = companyRows(
    await database.query('SELECT company_id FROM locations WHERE id = $1', [made.locationId]),
  );
  if (location === undefined) throw new Error(`Location ${String(made.locationId)} is none`);
  await lockPendingPayments(database, location.company_id);
  const wait = await pendingCapWait(
    database,
    { companyId: location.company_id, clientId: null, email: purchase.buyer.email, phone: purchase.buyer.phone },
    { pendingCap: made.pendingCap, now: made.madeAt },
  );
  if (wait !== null) return { _tag: 'TooManyPending', retryAfterSeconds: wait };
  const [row] = idRows(
    await database.query(
      `INSERT INTO gift_card_purchases (location_id, product_id, access_token_digest, amount, currency, validity_months,
         honoured_at, consumer_name, consumer_email, message, send_on, buyer_first_name, buyer_last_name, buyer_email,
         buyer_phone, buyer_identification_number, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7::int[], $8, $9, $10, $11::date, $12, $13, $14, $15, $16, $17::timestamptz)
       RETURNING id`,
      [
        made.locationId,
        made.productId,
        secretDigest(made.accessToken),
        terms.amount,
        terms.currency,
        terms.validityMonths,
        [...terms.honouredAt],
        purchase.consumerName,
        purchase.consumerEmail,
        purchase.message,
        purchase.sendDay._tag === 'SendOn' ? purchase.sendDay.day : null,
        purchase.buyer.firstName,
        purchase.buyer.lastName,
        purchase.buyer.email,
        purchase.buyer.phone,
        purchase.buyer.identificationNumber,
        iso(made.madeAt),
      ],
    ),
  );
  if (row === undefined) throw new Error('The gift card purchase was not stored');
  return { _tag: 'Inserted', id: row.id as GiftCardPurchaseId };
}

/** Stores the pending payment of purchase `id`: a row of payments belonging to the purchase. */
async function insertPurchasePayment(
  database: SqlExecutor,
  id: GiftCardPurchaseId,
  payment: NewGiftCardPurchasePayment,
): Promise<void> {
  await database.query(
    `INSERT INTO payments (gift_card_purchase_id, trx_id, provider, gateway, amount, currency, down_payment, expires_at, token_data, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, false, $7::timestamptz, $8, $9::timestamptz)`,
    [
      id,
      payment.trxId,
      payment.provider,
      payment.gateway,
      payment.amount,
      payment.currency,
      iso(payment.expiresAt),
      payment.tokenData,
      iso(payment.now),
    ],
  );
}

/** The purchases port over `database`: the database itself, or one transaction of it. */
export function sqlGiftCardPurchases(database: SqlExecutor): GiftCardPurchases {
  const one = async (where: string, values: readonly unknown[]) => {
    const [row] = purchaseRows(await database.query(`${PURCHASE_SELECT} WHERE ${where}`, values));
    return row === undefined ? undefined : purchaseRecord(row);
  };
  return {
    insert: (made) => insertPurchase(database, made),
    insertPayment: (id, payment) => insertPurchasePayment(database, id, payment),
    byAccessToken: (accessToken) =>
      isStorableText(accessToken)
        ? one('u.access_token_digest = $1', [secretDigest(accessToken)])
        : Promise.resolve(undefined),
    holdByPayment: (gateway, trxId) =>
      isStorableText(trxId)
        ? one('p.trx_id = $1 AND p.gateway = $2 FOR UPDATE OF p, u', [trxId, gateway])
        : Promise.resolve(undefined),
    async recordNotification(notification) {
      const recorded = await database.query(
        `INSERT INTO payment_events (provider, event_id, payment_id, outcome, received_at) VALUES ($1, $2, $3, $4, $5::timestamptz)
         ON CONFLICT (provider, event_id) DO NOTHING RETURNING event_id`,
        [
          notification.gateway,
          notification.eventId,
          notification.paymentId,
          notification.outcome,
          iso(notification.receivedAt),
        ],
      );
      return recorded.length > 0;
    },
    async storeRejected(paymentId, reason) {
      await database.query(
        `UPDATE payments SET status = 'rejected', rejection_reason = $2 WHERE id = $1 AND status = ANY($3::text[])`,
        [paymentId, reason, HOLDING_STATUSES],
      );
    },
    async storeApproved(paymentId, at) {
      const moved = await database.query(
        `UPDATE payments SET status = 'approved', rejection_reason = NULL, settled_at = $2::timestamptz
         WHERE id = $1 AND status = ANY($3::text[]) RETURNING id`,
        [paymentId, iso(at), HOLDING_STATUSES],
      );
      return moved.length > 0;
    },
    async storeCard(id, cardId) {
      const stored = await database.query(
        'UPDATE gift_card_purchases SET gift_card_id = $2 WHERE id = $1 AND gift_card_id IS NULL RETURNING id',
        [id, cardId],
      );
      if (stored.length === 0) throw new Error(`Gift card purchase ${String(id)} has a card already, or is none`);
    },
  };
}

/** The purchases' unit of work: each transaction hands the use case the purchases and the cards bound to it. */
export function sqlGiftCardPurchaseTransactions(
  database: SqlDatabase,
  retry?: TransactionRetry,
): Transactions<GiftCardPurchasePorts> {
  return sqlTransactions(
    database,
    (transaction) => ({
      purchases: sqlGiftCardPurchases(transaction),
      giftCards: sqlGiftCards(transaction),
      giftCardNotices: sqlGiftCardNotices(transaction),
    }),
    retry,
  );
}
