import { Schema } from 'effect';
import type { GiftCardNotices } from '#application/ports/server/gift-card-notices';
import type { GiftCardPages } from '#application/ports/server/gift-card-pages';
import type { Instant } from '#domain/calendar/instant';
import { LocalDate } from '#domain/calendar/local-date';
import { formatPrice } from '#domain/money/format-price';
import { noticeLanguage } from '#domain/notification/booking-notice';
import {
  giftCardBusinessIsTold,
  type GiftCardGivenNotice,
  type GiftCardNotice,
} from '#domain/notification/gift-card-notice';
import type { SqlExecutor } from './sql-database';
import { isStorableId, rowDecoder } from './stored-rows';

// The giving mails of gift cards over notification_outbox (migration 0032; docs/adr/0112): a paid
// purchase's notices are written in the transaction that approves its payment, as a booking's are
// in the transaction that books it (sql-outbox.ts), from what the purchase, its card, its location
// and its company hold then. The card given to the person it is for waits in the outbox until its
// send day (available_at, by the server's Clock, as a retry's backoff does): every dispatcher in
// every process claims it once it is due, under the outbox's lease, so it is sent once. Its code
// travels sealed (base64url), never in clear.

const STORED_KIND: Readonly<Record<GiftCardNotice['kind'], string>> = {
  gift_card_given: 'gift_card_given',
  gift_card_receipt: 'gift_card_receipt',
  gift_card_business: 'gift_card_business_notice',
};

const givingRows = rowDecoder(
  Schema.Struct({
    purchase_id: Schema.Int,
    location_id: Schema.Int,
    location_name: Schema.String,
    address: Schema.NullOr(Schema.String),
    phone: Schema.NullOr(Schema.String),
    email: Schema.NullOr(Schema.String),
    time_zone: Schema.String,
    country_code: Schema.String,
    company_name: Schema.String,
    color_minisite: Schema.NullOr(Schema.String),
    logo: Schema.NullOr(Schema.String),
    currency_unit: Schema.String,
    currency_delimiter: Schema.String,
    currency_separator: Schema.String,
    notify_business: Schema.Boolean,
    product_name: Schema.String,
    amount: Schema.Number,
    consumer_name: Schema.String,
    consumer_email: Schema.String,
    message: Schema.NullOr(Schema.String),
    send_on: Schema.NullOr(LocalDate),
    buyer_first_name: Schema.String,
    buyer_last_name: Schema.String,
    buyer_email: Schema.String,
    buyer_phone: Schema.String,
    buyer_identification_number: Schema.NullOr(Schema.String),
    card_id: Schema.Int,
    last_four: Schema.String,
    expires_on: LocalDate,
    honoured_at: Schema.Array(Schema.String),
    voided: Schema.Boolean,
  }),
  'a gift card purchase to notify about',
);

type GivingRow = ReturnType<typeof givingRows>[number];

const GIVING_SELECT = `
  SELECT u.id AS purchase_id, l.id AS location_id, l.name AS location_name, NULLIF(l.address, '') AS address, l.phone,
         l.email, l.time_zone, COALESCE(l.country_code, c.country_code) AS country_code, c.name AS company_name,
         c.color_minisite, c.logo, c.currency_unit, c.currency_delimiter, c.currency_separator, c.notify_business,
         gp.name AS product_name, u.amount::float8 AS amount, u.consumer_name, u.consumer_email, u.message,
         u.send_on::text AS send_on, u.buyer_first_name, u.buyer_last_name, u.buyer_email, u.buyer_phone,
         NULLIF(btrim(u.buyer_identification_number), '') AS buyer_identification_number,
         g.id AS card_id, g.last_four, g.expires_on::text AS expires_on,
         ARRAY(SELECT hl.name FROM gift_card_locations gl JOIN locations hl ON hl.id = gl.location_id
                WHERE gl.gift_card_id = g.id ORDER BY gl.location_id) AS honoured_at,
         EXISTS (SELECT 1 FROM gift_card_movements m WHERE m.gift_card_id = g.id AND m.kind = 'voided') AS voided
  FROM gift_card_purchases u
  JOIN gift_cards g ON g.id = u.gift_card_id
  JOIN locations l ON l.id = u.location_id
  JOIN companies c ON c.id = l.company_id
  JOIN gift_card_products gp ON gp.id = u.product_id`;

/** What every notice of the purchase says, as its row reads. */
function aboutOf(row: GivingRow) {
  const currency = { unit: row.currency_unit, delimiter: row.currency_delimiter, separator: row.currency_separator };
  return {
    purchaseId: row.purchase_id,
    language: noticeLanguage(row.country_code),
    company: { name: row.company_name, colour: row.color_minisite, logo: row.logo },
    location: {
      name: row.location_name,
      address: row.address,
      phone: row.phone,
      email: row.email,
      timeZone: row.time_zone,
      countryCode: row.country_code,
    },
    locationId: row.location_id,
    productName: row.product_name,
    card: {
      id: row.card_id,
      lastFour: row.last_four,
      amount: formatPrice(row.amount, currency),
      expiresOn: row.expires_on,
      honouredAt: row.honoured_at,
    },
    consumer: { name: row.consumer_name, email: row.consumer_email },
    buyerName: `${row.buyer_first_name} ${row.buyer_last_name}`.trim(),
    message: row.message,
    sendOn: row.send_on,
  };
}

function givenNotice(row: GivingRow, sealedCode: Uint8Array): GiftCardGivenNotice {
  return { kind: 'gift_card_given', ...aboutOf(row), sealedCode: Buffer.from(sealedCode).toString('base64url') };
}

/** Writes `notices` into the outbox about purchase `purchaseId`, each owed at its instant (null: at once). */
async function owe(
  transaction: SqlExecutor,
  purchaseId: number,
  notices: readonly { readonly notice: GiftCardNotice; readonly at: Instant | null }[],
): Promise<void> {
  // At once is '-infinity', not now(): the database's clock and the dispatchers' may differ (sql-outbox.ts).
  await transaction.query(
    `INSERT INTO notification_outbox (kind, gift_card_purchase_id, payload, available_at)
     SELECT kind, $1::integer, payload::jsonb, COALESCE(at, '-infinity'::timestamptz)
     FROM unnest($2::text[], $3::text[], $4::timestamptz[]) AS owed (kind, payload, at)`,
    [
      purchaseId,
      notices.map(({ notice }) => STORED_KIND[notice.kind]),
      notices.map(({ notice }) => JSON.stringify(notice)),
      notices.map(({ at }) => (at === null ? null : new Date(at).toISOString())),
    ],
  );
}

/** The giving mails' port over `transaction`, a unit of work's (docs/adr/0094). */
export function sqlGiftCardNotices(transaction: SqlExecutor): GiftCardNotices {
  return {
    async oweGiving(owed) {
      const [row] = givingRows(await transaction.query(`${GIVING_SELECT} WHERE u.id = $1`, [owed.purchaseId]));
      if (row === undefined) throw new Error(`Gift card purchase ${String(owed.purchaseId)} has no card to mail`);
      const about = aboutOf(row);
      const buyer = { name: about.buyerName, email: row.buyer_email };
      const notices: { readonly notice: GiftCardNotice; readonly at: Instant | null }[] = [
        { notice: givenNotice(row, owed.sealedCode), at: owed.givenAt },
        { notice: { kind: 'gift_card_receipt', ...about, buyer }, at: null },
      ];
      if (giftCardBusinessIsTold({ notifyBusiness: row.notify_business, email: row.email }))
        notices.push({
          notice: {
            kind: 'gift_card_business',
            ...about,
            to: { name: row.location_name, email: row.email?.trim() ?? '' },
            buyer: {
              ...buyer,
              phone: row.buyer_phone,
              identificationNumber: row.buyer_identification_number,
            },
          },
          at: null,
        });
      await owe(transaction, row.purchase_id, notices);
    },
    async oweGivenAgain(cardId, sealedCode) {
      if (!isStorableId(cardId)) return false;
      const [row] = givingRows(await transaction.query(`${GIVING_SELECT} WHERE g.id = $1`, [cardId]));
      if (row === undefined) return false;
      await owe(transaction, row.purchase_id, [{ notice: givenNotice(row, sealedCode), at: null }]);
      return true;
    },
  };
}

/**
 * The cards' printable pages over `database` (docs/adr/0112): read as the giving mails are, from
 * the purchase that made the card, so a card no purchase made has none.
 */
export function sqlGiftCardPages(database: SqlExecutor): GiftCardPages {
  return {
    async printable(id) {
      if (!isStorableId(id)) return undefined;
      const [row] = givingRows(await database.query(`${GIVING_SELECT} WHERE g.id = $1`, [id]));
      if (row === undefined) return undefined;
      const about = aboutOf(row);
      return {
        company: about.company,
        amount: about.card.amount,
        expiresOn: about.card.expiresOn,
        consumerName: about.consumer.name,
        buyerName: about.buyerName,
        message: about.message,
        honouredAt: about.card.honouredAt,
        countryCode: row.country_code,
        voided: row.voided,
      };
    },
  };
}
