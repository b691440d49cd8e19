import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spendGiftCard } from '#application/gift-card/spend-gift-card';
import type { GiftCards } from '#application/ports/server/gift-cards';
import type { BookingId } from '#domain/booking/booking-id';
import type { LocalDate } from '#domain/calendar/local-date';
import type { GiftCardProductId } from '#domain/gift-card/gift-card-product';
import { formatGiftCardCode } from '#domain/gift-card/gift-card-code';
import { movementDelta } from '#domain/gift-card/gift-card-ledger';
import { bookingId, companyId, locationId } from '#domain/shared/ids.test-support';
import type { CompanyId, LocationId } from '#domain/storefront/company';
import { secretDigest } from '../crypto-tokens';
import { aFreshCode, giftCardsContract, type GiftCardsWorld } from './gift-cards-contract.test-support';
import { readBack } from './read-back.test-support';
import { isPostgresError, type SqlDatabase } from './sql-database';
import { sqlGiftCards } from './sql-gift-cards';
import { sqlGiftCardLedgers } from './sql-transactions';
import { testEngines, type TestDatabase } from './test-databases.test-support';

// Gift cards and their ledgers on PGlite and PostgreSQL (issue 31; docs/adr/0106): the port's
// contract, what only the SQL store does (digests, the append-only ledger, the running balance),
// and the race the issue names — two spends of a card's last balance, on two connections as two
// server processes would make them: exactly one wins. PGlite has one connection, which runs one
// transaction at a time; the contract's race runs there through it.

const engines = await testEngines();
const TODAY = '2026-12-01' as LocalDate;
const clp = (minor: number) => ({ minor, currency: 'CLP' });

interface Scene {
  readonly companyId: CompanyId;
  readonly otherCompanyId: CompanyId;
  readonly locations: readonly [LocationId, LocationId];
  /** A gift card product of the first company: a card's product is a real one (migration 0033). */
  readonly productId: GiftCardProductId;
  /** Another of the first company's bookings at each call: a movement's booking is a real one (migration 0033). */
  readonly aBooking: () => BookingId;
}

/** How many bookings a scene holds for the movements of its tests. */
const SCENE_BOOKINGS = 300;

/**
 * Two companies, the first with two locations, a gift card product, and bookings for the
 * movements of the tests (one group, each booking an hour of its own), in a database with no other.
 */
async function aScene(database: SqlDatabase): Promise<Scene> {
  const read = readBack(database);
  const [salon, other] = await read.query<{ id: number }>(
    `INSERT INTO companies (name, web_address, country_code) VALUES
       ('Salón Regalo', 'salon-regalo', 'cl'), ('Otra Barbería', 'otra-barberia', 'cl') RETURNING id`,
  );
  const places = await read.query<{ id: number }>(
    `INSERT INTO locations (company_id, name, time_zone) VALUES
       ($1, 'Providencia', 'America/Santiago'), ($1, 'Ñuñoa', 'America/Santiago') RETURNING id`,
    [salon?.id],
  );
  const [product] = await read.query<{ id: number }>(
    `INSERT INTO gift_card_products (company_id, slug, name, fixed_amounts, validity_months)
     VALUES ($1, 'tarjeta-de-regalo', 'Tarjeta de regalo', '{20000}', 12) RETURNING id`,
    [salon?.id],
  );
  const [service] = await read.query<{ id: number }>(
    "INSERT INTO services (company_id, name, duration_minutes) VALUES ($1, 'Corte', 60) RETURNING id",
    [salon?.id],
  );
  const [provider] = await read.query<{ id: number }>(
    "INSERT INTO providers (company_id, public_name) VALUES ($1, 'Ana') RETURNING id",
    [salon?.id],
  );
  const [client] = await read.query<{ id: number }>(
    "INSERT INTO clients (company_id, first_name, last_name) VALUES ($1, 'Carla', 'Soto') RETURNING id",
    [salon?.id],
  );
  const [group] = await read.query<{ id: number }>(
    `INSERT INTO booking_groups (location_id, client_id, client_first_name, client_last_name, trx_id, confirmation_code_digest, access_token_digest)
     VALUES ($1, $2, 'Carla', 'Soto', 'gift-cards-scene', '\\x01', '\\x02') RETURNING id`,
    [places[0]?.id, client?.id],
  );
  const booked = await read.query<{ id: number }>(
    `INSERT INTO bookings (group_id, location_id, service_id, provider_id, during, status, is_class)
     SELECT $1, $2, $3, $4, tstzrange(start, start + interval '1 hour'), 'confirmed', false
       FROM generate_series(1, $5::int) AS hour, LATERAL (SELECT '2026-12-01T12:00Z'::timestamptz + hour * interval '1 hour' AS start) AS at
     ORDER BY hour RETURNING id`,
    [group?.id, places[0]?.id, service?.id, provider?.id, SCENE_BOOKINGS],
  );
  const bookings = booked.map((row) => bookingId(row.id)).sort((a, b) => a - b);
  let taken = 0;
  return {
    companyId: companyId(salon?.id ?? 0),
    otherCompanyId: companyId(other?.id ?? 0),
    locations: [locationId(places[0]?.id ?? 0), locationId(places[1]?.id ?? 0)],
    productId: (product?.id ?? 0) as GiftCardProductId,
    aBooking: () => {
      const next = bookings[taken];
      taken += 1;
      if (next === undefined) throw new Error(`The scene holds ${String(SCENE_BOOKINGS)} bookings, all taken`);
      return next;
    },
  };
}

async function aCard(giftCards: GiftCards, scene: Scene, face: number) {
  const code = aFreshCode();
  const outcome = await giftCards.issue({
    code,
    companyId: scene.companyId,
    productId: null,
    terms: { face: clp(face), expiresOn: '2027-11-30' as LocalDate, honouredAt: [scene.locations[0]] },
  });
  if (outcome._tag !== 'Issued') throw new Error('the card was not issued');
  return { code, id: outcome.id };
}

describe.each(engines)('gift cards over SQL on $name', (engine) => {
  describe.skipIf(engine.unavailable !== undefined)(`on ${engine.name}`, () => {
    let handle: TestDatabase;
    let scene: Scene;
    let world: GiftCardsWorld;

    beforeAll(async () => {
      handle = await engine.fresh();
      scene = await aScene(handle.database);
      world = {
        ...scene,
        giftCards: sqlGiftCards(handle.database),
        transactions: sqlGiftCardLedgers(handle.database),
      };
    }, 60_000);

    afterAll(async () => {
      await handle.dispose();
    });

    it('keeps a code only as its SHA-256 digest beside its last four symbols', async () => {
      const card = await aCard(world.giftCards, scene, 1_000);
      const rows = await readBack(handle.database).query<{ row: string; digest: Uint8Array; last_four: string }>(
        'SELECT c::text AS row, code_digest AS digest, last_four FROM gift_cards c WHERE id = $1',
        [card.id],
      );
      expect(Buffer.from(rows[0]?.digest ?? [])).toEqual(secretDigest(card.code));
      expect(rows[0]?.last_four).toBe(card.code.slice(-4));
      expect(rows[0]?.row).not.toContain(card.code);
      expect(rows[0]?.row).not.toContain(card.code.slice(0, 12));
    });

    it('appends to the ledger and never rewrites it: an UPDATE or DELETE of a movement fails', async () => {
      const card = await aCard(world.giftCards, scene, 1_000);
      await expect(
        handle.database.query('UPDATE gift_card_movements SET amount_minor = 1 WHERE gift_card_id = $1', [card.id]),
      ).rejects.toThrow(/only ever appended/);
      await expect(
        handle.database.query('DELETE FROM gift_card_movements WHERE gift_card_id = $1', [card.id]),
      ).rejects.toThrow(/only ever appended/);
    });

    it('keeps each card’s running balance, and each movement’s balance after it, equal to the sum of its ledger', async () => {
      const card = await aCard(world.giftCards, scene, 10_000);
      const spend = spendGiftCard({ giftCardLedgers: world.transactions });
      const request = { code: formatGiftCardCode(card.code), locationId: scene.locations[0], today: TODAY };
      await spend({ ...request, bookingId: scene.aBooking(), due: clp(2_500) });
      await spend({ ...request, bookingId: scene.aBooking(), due: clp(9_000) });
      const held = await world.giftCards.hold(card.id);
      const rows = await readBack(handle.database).query<{ balance: number; after: number[] }>(
        `SELECT c.balance_minor::float8 AS balance,
                ARRAY(SELECT balance_after_minor::float8 FROM gift_card_movements m WHERE m.gift_card_id = c.id ORDER BY m.id) AS after
           FROM gift_cards c WHERE c.id = $1`,
        [card.id],
      );
      let running = 0;
      const sums = (held?.movements ?? []).map((movement) => (running += movementDelta(movement)));
      expect(sums).toEqual([10_000, 7_500, 0]);
      expect(rows[0]?.after).toEqual(sums);
      expect(rows[0]?.balance).toBe(0);
    });

    it("refuses a card of a product that is none or another company's, and a movement naming a booking that is none (migration 0033)", async () => {
      const [elsewhere] = await readBack(handle.database).query<{ id: number }>(
        `INSERT INTO gift_card_products (company_id, slug, name, fixed_amounts, validity_months)
         VALUES ($1, 'otra-tarjeta', 'Otra tarjeta', '{20000}', 12) RETURNING id`,
        [scene.otherCompanyId],
      );
      for (const productId of [999_999, elsewhere?.id ?? 0]) {
        const refused = await world.giftCards
          .issue({
            code: aFreshCode(),
            companyId: scene.companyId,
            productId,
            terms: { face: clp(1_000), expiresOn: '2027-11-30' as LocalDate, honouredAt: [scene.locations[0]] },
          })
          .catch((error: unknown) => error);
        expect(isPostgresError(refused, '23503')).toBe(true);
      }
      const card = await aCard(world.giftCards, scene, 1_000);
      const spent = await world.giftCards
        .append(card.id, { _tag: 'Spent', amount: 100, bookingId: bookingId(999_999) })
        .catch((error: unknown) => error);
      expect(isPostgresError(spent, '23503')).toBe(true);
    });

    giftCardsContract(() => Promise.resolve(world));
  });
});

const postgres = engines.find((engine) => engine.name === 'PostgreSQL');

describe.skipIf(postgres?.unavailable !== undefined)(
  'two server processes spending one gift card on PostgreSQL',
  () => {
    let handle: TestDatabase;
    let other: SqlDatabase;
    let scene: Scene;

    beforeAll(async () => {
      if (postgres === undefined) return;
      handle = await postgres.fresh();
      other = await handle.openAnother();
      scene = await aScene(handle.database);
    }, 60_000);

    afterAll(async () => {
      await handle.dispose();
    });

    it('lets exactly one of two spends of the last balance through, each on its own connection pool', async () => {
      const here = spendGiftCard({ giftCardLedgers: sqlGiftCardLedgers(handle.database) });
      const there = spendGiftCard({ giftCardLedgers: sqlGiftCardLedgers(other) });
      for (let round = 0; round < 10; round += 1) {
        const card = await aCard(sqlGiftCards(handle.database), scene, 30_000);
        const request = { code: card.code, due: clp(30_000), locationId: scene.locations[0], today: TODAY };
        const outcomes = await Promise.all([
          here({ ...request, bookingId: scene.aBooking() }),
          there({ ...request, bookingId: scene.aBooking() }),
        ]);
        expect(outcomes.filter((outcome) => outcome.isOk()).map((outcome) => outcome._unsafeUnwrap().paid)).toEqual([
          clp(30_000),
        ]);
        expect(outcomes.find((outcome) => outcome.isErr())?._unsafeUnwrapErr().code).toBe('GIFT_CARD.NO_BALANCE');
        const [row] = await readBack(handle.database).query<{ spends: number; balance: number }>(
          `SELECT (SELECT count(*)::int FROM gift_card_movements WHERE gift_card_id = c.id AND kind = 'spent') AS spends,
                c.balance_minor::float8 AS balance FROM gift_cards c WHERE c.id = $1`,
          [card.id],
        );
        expect(row).toEqual({ spends: 1, balance: 0 });
      }
    });

    it('makes a second hold of a card wait for the first transaction, and read the ledger it left', async () => {
      const card = await aCard(sqlGiftCards(handle.database), scene, 30_000);
      let released: () => void = () => undefined;
      const release = new Promise<void>((resolve) => (released = resolve));
      let firstHeld: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (firstHeld = resolve));
      const first = handle.database.transaction(async (transaction) => {
        await sqlGiftCards(transaction).hold(card.id);
        firstHeld();
        await release;
        await sqlGiftCards(transaction).append(card.id, { _tag: 'Spent', amount: 30_000, bookingId: scene.aBooking() });
      });
      await held;
      let secondRead: number | undefined;
      const second = other.transaction(async (transaction) => {
        const card2 = await sqlGiftCards(transaction).hold(card.id);
        secondRead = card2?.movements.length;
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(secondRead).toBeUndefined();
      released();
      await Promise.all([first, second]);
      expect(secondRead).toBe(2);
    });

    it('refuses, in the database, a spend appended over a stale read: the running balance cannot go below zero', async () => {
      const card = await aCard(sqlGiftCards(handle.database), scene, 30_000);
      let arrived = 0;
      let bothRead: () => void = () => undefined;
      const barrier = new Promise<void>((resolve) => (bothRead = resolve));
      const spendWithoutHolding = (database: SqlDatabase, booking: BookingId) =>
        database.transaction(async (transaction) => {
          const giftCards = sqlGiftCards(transaction);
          await giftCards.findByCode(card.code);
          arrived += 1;
          if (arrived === 2) bothRead();
          await barrier;
          await giftCards.append(card.id, { _tag: 'Spent', amount: 30_000, bookingId: booking });
        });
      const outcomes = await Promise.allSettled([
        spendWithoutHolding(handle.database, scene.aBooking()),
        spendWithoutHolding(other, scene.aBooking()),
      ]);
      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
      const refused = outcomes.find((outcome) => outcome.status === 'rejected');
      expect(isPostgresError(refused?.status === 'rejected' ? refused.reason : null, '23514')).toBe(true);
    });
  },
);
