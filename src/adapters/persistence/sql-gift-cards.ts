import { Schema } from 'effect';
import type {
  GiftCards,
  IssuedGiftCard,
  GiftCardStatement,
  ListedGiftCard,
  NewGiftCard,
  StoredGiftCard,
} from '#application/ports/server/gift-cards';
import { BookingId } from '#domain/booking/booking-id';
import { Instant } from '#domain/calendar/instant';
import { LocalDate } from '#domain/calendar/local-date';
import { giftCardCodeLastFour } from '#domain/gift-card/gift-card-code';
import {
  GiftCardId,
  issuedMovement,
  movementDelta,
  type LedgerMovement,
  type LedgerMovementKind,
} from '#domain/gift-card/gift-card-ledger';
import { CompanyId, LocationId } from '#domain/storefront/company';
import { secretDigest } from '../crypto-tokens';
import type { SqlExecutor } from './sql-database';
import { isStorableId, rowDecoder } from './stored-rows';

// Gift cards and their ledgers over gift_cards, gift_card_locations and gift_card_movements
// (migration 0029; docs/adr/0106). Codes are kept as their SHA-256 digest (crypto-tokens.ts, as
// every other secret) beside their last four symbols. `hold` takes the card's row lock; `append`
// moves the card's running balance and writes the movement in one statement, so the CHECK on
// the balance refuses whatever would take it below zero, whatever the caller read. Same SQL on
// PGlite and PostgreSQL.

// Hundredths, read as float8: whole numbers.
const Amount = Schema.Int;

const cardRows = rowDecoder(
  Schema.Struct({
    id: GiftCardId,
    company_id: CompanyId,
    product_id: Schema.NullOr(Schema.Int),
    last_four: Schema.String,
    face_minor: Amount,
    currency: Schema.String,
    expires_on: LocalDate,
    honoured_at: Schema.Array(LocationId),
  }),
  'a gift card',
);

const MovementKind = Schema.Literals(['issued', 'spent', 'returned', 'voided']);

const movementRows = rowDecoder(
  Schema.Struct({ kind: MovementKind, amount_minor: Amount, booking_id: Schema.NullOr(BookingId) }),
  'a gift card movement',
);

const listedRows = rowDecoder(
  Schema.Struct({
    id: GiftCardId,
    last_four: Schema.String,
    face_minor: Amount,
    currency: Schema.String,
    balance_minor: Amount,
    expires_on: LocalDate,
    voided: Schema.Boolean,
    issued_at: Instant,
    time_zone: Schema.String,
  }),
  'a listed gift card',
);

const statementRows = rowDecoder(
  Schema.Struct({
    kind: MovementKind,
    amount_minor: Amount,
    booking_id: Schema.NullOr(BookingId),
    balance_after_minor: Amount,
    recorded_at: Instant,
    reason: Schema.NullOr(Schema.String),
  }),
  'a gift card statement line',
);

const EPOCH_MS = (column: string) => `floor(extract(epoch FROM ${column}) * 1000)::float8`;

const sealedRows = rowDecoder(Schema.Struct({ sealed: Schema.NullOr(Schema.String) }), "a gift card's sealed code");
const idRows = rowDecoder(Schema.Struct({ id: GiftCardId }), 'a gift card id');
const bookingSpendRows = rowDecoder(
  Schema.Struct({ booking_id: BookingId, last_four: Schema.String, spent: Amount, returned: Amount }),
  "a booking's gift card spend",
);
const appendedRows = rowDecoder(Schema.Struct({ appended: Schema.Boolean }), 'an appended gift card movement');

const KIND: Readonly<Record<LedgerMovementKind, string>> = {
  Issued: 'issued',
  Spent: 'spent',
  Returned: 'returned',
  Voided: 'voided',
};

const KIND_OF_ROW: Readonly<Record<typeof MovementKind.Type, LedgerMovementKind>> = {
  issued: 'Issued',
  spent: 'Spent',
  returned: 'Returned',
  voided: 'Voided',
};

function movementOf(row: ReturnType<typeof movementRows>[number]): LedgerMovement {
  switch (row.kind) {
    case 'issued':
      return { _tag: 'Issued', amount: row.amount_minor };
    case 'voided':
      return { _tag: 'Voided', amount: row.amount_minor };
    case 'spent':
    case 'returned': {
      if (row.booking_id === null)
        throw new Error(`The database holds a gift card ${row.kind} movement without its booking`);
      const tag = row.kind === 'spent' ? 'Spent' : 'Returned';
      return { _tag: tag, amount: row.amount_minor, bookingId: row.booking_id };
    }
  }
}

const CARD_COLUMNS = `c.id, c.company_id, c.product_id, c.last_four, c.face_minor::float8 AS face_minor, c.currency,
  c.expires_on::text AS expires_on,
  ARRAY(SELECT l.location_id FROM gift_card_locations l WHERE l.gift_card_id = c.id ORDER BY l.location_id) AS honoured_at`;

async function readCard(
  database: SqlExecutor,
  where: string,
  params: readonly unknown[],
): Promise<StoredGiftCard | undefined> {
  const [card] = cardRows(await database.query(`SELECT ${CARD_COLUMNS} FROM gift_cards c WHERE ${where}`, params));
  if (card === undefined) return undefined;
  const movements = movementRows(
    await database.query(
      `SELECT kind, amount_minor::float8 AS amount_minor, booking_id
         FROM gift_card_movements WHERE gift_card_id = $1 ORDER BY id`,
      [card.id],
    ),
  );
  return {
    id: card.id,
    companyId: card.company_id,
    productId: card.product_id,
    lastFour: card.last_four,
    terms: {
      face: { minor: card.face_minor, currency: card.currency },
      expiresOn: card.expires_on,
      honouredAt: card.honoured_at,
    },
    movements: movements.map(movementOf),
  };
}

async function issueCard(database: SqlExecutor, card: NewGiftCard): Promise<IssuedGiftCard> {
  const { face, expiresOn, honouredAt } = card.terms;
  // One statement: the card, its locations and its issued movement, or nothing. A code another
  // card holds inserts nothing (ON CONFLICT DO NOTHING) rather than raising a unique violation:
  // the issue runs inside the approval's transaction, which a raised error would abort on
  // PostgreSQL, so the next draw could not run in it.
  const [row] = idRows(
    await database.query(
      `WITH card AS (
         INSERT INTO gift_cards (company_id, product_id, code_digest, last_four, face_minor, currency, expires_on, balance_minor)
         VALUES ($1, $2, $3, $4, $5, $6, $7::date, $5) ON CONFLICT (code_digest) DO NOTHING RETURNING id
       ), honoured AS (
           INSERT INTO gift_card_locations (gift_card_id, location_id)
           SELECT card.id, location_id FROM card, unnest($8::int[]) AS location_id
         ), issued AS (
           INSERT INTO gift_card_movements (gift_card_id, kind, amount_minor, balance_after_minor)
           SELECT card.id, 'issued', $5, $5 FROM card
         )
         SELECT id FROM card`,
      [
        card.companyId,
        card.productId,
        secretDigest(card.code),
        giftCardCodeLastFour(card.code),
        issuedMovement(card.terms).amount,
        face.currency,
        expiresOn,
        [...new Set(honouredAt)],
      ],
    ),
  );
  return row === undefined ? { _tag: 'CodeTaken' } : { _tag: 'Issued', id: row.id };
}

async function appendMovement(
  database: SqlExecutor,
  id: GiftCardId,
  movement: LedgerMovement,
  reason: string | null,
): Promise<void> {
  // The running balance moves under the card's row lock; its CHECK refuses a balance below
  // zero or above the face amount, and the movement is written only if the card moved.
  const [row] = appendedRows(
    await database.query(
      `WITH card AS (
         UPDATE gift_cards SET balance_minor = balance_minor + $2 WHERE id = $1 RETURNING id, balance_minor
       ), appended AS (
         INSERT INTO gift_card_movements (gift_card_id, kind, amount_minor, booking_id, balance_after_minor, reason)
         SELECT card.id, $3, $4, $5, card.balance_minor, $6 FROM card RETURNING id
       )
       SELECT EXISTS (SELECT 1 FROM appended) AS appended`,
      [
        id,
        movementDelta(movement),
        KIND[movement._tag],
        movement.amount,
        'bookingId' in movement ? movement.bookingId : null,
        reason,
      ],
    ),
  );
  if (row?.appended !== true) throw new Error(`There is no gift card ${String(id)} to append to`);
}

const LISTED_COLUMNS = `c.id, c.last_four, c.face_minor::float8 AS face_minor, c.currency,
  c.balance_minor::float8 AS balance_minor, c.expires_on::text AS expires_on,
  EXISTS (SELECT 1 FROM gift_card_movements m WHERE m.gift_card_id = c.id AND m.kind = 'voided') AS voided,
  ${EPOCH_MS('c.created_at')} AS issued_at,
  (SELECT l.time_zone FROM gift_card_locations g JOIN locations l ON l.id = g.location_id
    WHERE g.gift_card_id = c.id ORDER BY g.location_id LIMIT 1) AS time_zone`;

function listedCard(row: ReturnType<typeof listedRows>[number]): ListedGiftCard {
  return {
    id: row.id,
    lastFour: row.last_four,
    face: { minor: row.face_minor, currency: row.currency },
    balance: { minor: row.balance_minor, currency: row.currency },
    expiresOn: row.expires_on,
    voided: row.voided,
    issuedAt: row.issued_at,
    timeZone: row.time_zone,
  };
}

async function companyCards(database: SqlExecutor, companyId: CompanyId): Promise<readonly ListedGiftCard[]> {
  const rows = listedRows(
    await database.query(`SELECT ${LISTED_COLUMNS} FROM gift_cards c WHERE c.company_id = $1 ORDER BY c.id`, [
      companyId,
    ]),
  );
  return rows.map(listedCard);
}

async function cardStatement(database: SqlExecutor, id: GiftCardId): Promise<GiftCardStatement | undefined> {
  if (!isStorableId(id)) return undefined;
  const card = await readCard(database, 'c.id = $1', [id]);
  const [listed] = listedRows(await database.query(`SELECT ${LISTED_COLUMNS} FROM gift_cards c WHERE c.id = $1`, [id]));
  if (card === undefined || listed === undefined) return undefined;
  const lines = statementRows(
    await database.query(
      `SELECT kind, amount_minor::float8 AS amount_minor, booking_id, balance_after_minor::float8 AS balance_after_minor,
              ${EPOCH_MS('recorded_at')} AS recorded_at, reason
         FROM gift_card_movements WHERE gift_card_id = $1 ORDER BY id`,
      [id],
    ),
  );
  const money = (minor: number) => ({ minor, currency: listed.currency });
  return {
    ...listedCard(listed),
    companyId: card.companyId,
    productId: card.productId,
    honouredAt: card.terms.honouredAt,
    lines: lines.map((line) => ({
      kind: KIND_OF_ROW[line.kind],
      amount: money(line.amount_minor),
      bookingId: line.booking_id,
      balanceAfter: money(line.balance_after_minor),
      recordedAt: line.recorded_at,
      reason: line.reason,
    })),
  };
}

/** The gift cards port over `database`: the database itself, or one transaction of it. */
export function sqlGiftCards(database: SqlExecutor): GiftCards {
  return {
    issue: (card) => issueCard(database, card),
    findByCode: (code) => readCard(database, 'c.code_digest = $1', [secretDigest(code)]),
    hold: (id) =>
      isStorableId(id) ? readCard(database, 'c.id = $1 FOR UPDATE OF c', [id]) : Promise.resolve(undefined),
    async spentOn(bookingId) {
      if (!isStorableId(bookingId)) return [];
      const rows = idRows(
        await database.query(
          `SELECT DISTINCT gift_card_id AS id FROM gift_card_movements
            WHERE booking_id = $1 AND kind = 'spent' ORDER BY gift_card_id`,
          [bookingId],
        ),
      );
      return rows.map((row) => row.id);
    },
    async spendsOn(bookingIds) {
      const storable = bookingIds.filter(isStorableId);
      if (storable.length === 0) return [];
      const rows = bookingSpendRows(
        await database.query(
          `SELECT m.booking_id, c.last_four,
                  sum(m.amount_minor) FILTER (WHERE m.kind = 'spent')::integer AS spent,
                  coalesce(sum(m.amount_minor) FILTER (WHERE m.kind = 'returned'), 0)::integer AS returned
             FROM gift_card_movements m JOIN gift_cards c ON c.id = m.gift_card_id
            WHERE m.booking_id = ANY($1::integer[])
            GROUP BY m.booking_id, m.gift_card_id, c.last_four
           HAVING count(*) FILTER (WHERE m.kind = 'spent') > 0
            ORDER BY array_position($1::integer[], m.booking_id), m.gift_card_id`,
          [storable],
        ),
      );
      return rows.map((row) => ({
        bookingId: row.booking_id,
        lastFour: row.last_four,
        spent: row.spent,
        returned: row.returned,
      }));
    },
    append: (id, movement, reason) => appendMovement(database, id, movement, reason ?? null),
    async withdrawOwedGiving(id) {
      // Given up as a failed mail is, with why: the dispatchers skip it, and the outbox keeps the record.
      await database.query(
        `UPDATE notification_outbox SET failed_at = now(), last_error = 'The gift card was voided before it was mailed'
          WHERE kind = 'gift_card_given' AND sent_at IS NULL AND failed_at IS NULL
            AND gift_card_purchase_id IN (SELECT id FROM gift_card_purchases WHERE gift_card_id = $1)`,
        [id],
      );
    },
    ofCompany: (companyId) => companyCards(database, companyId),
    statement: (id) => cardStatement(database, id),
    async storeSealedCode(id, sealed) {
      await database.query('UPDATE gift_cards SET code_sealed = $2 WHERE id = $1', [id, Buffer.from(sealed)]);
    },
    async sealedCode(id) {
      if (!isStorableId(id)) return undefined;
      const [row] = sealedRows(
        await database.query(`SELECT encode(code_sealed, 'hex') AS sealed FROM gift_cards WHERE id = $1`, [id]),
      );
      if (row === undefined) return undefined;
      return row.sealed === null ? null : new Uint8Array(Buffer.from(row.sealed, 'hex'));
    },
  };
}
