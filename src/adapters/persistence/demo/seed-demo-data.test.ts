import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SqlExecutor } from '../sql-database';
import { testEngines, type TestDatabase } from '../test-databases.test-support';
import { giftCardBalance } from '#domain/gift-card/gift-card-ledger';
import { sqlGiftCards } from '../sql-gift-cards';
import { DEMO_COMPANY, DEMO_GIFT_CARD_PRODUCT, DEMO_LOCATION, DEMO_PROMOTION_TOKEN, DEMO_SERVICE } from './demo-ids';
import { DEMO_GIFT_CARD_CODE } from './demo-gift-cards';
import { databaseFingerprint, demoData } from './demo-databases.test-support';
import { seedDemoData, type DemoDataPart, type DemoSeeding } from './seed-demo-data';
import { readBack } from '../read-back.test-support';

// The demo data (issue 3, Demo data): seeded idempotently by `npm start`, on either engine, with a
// set that exercises the whole spec.

const engines = await testEngines();

function withoutSequences(fingerprint: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(fingerprint).filter(([name]) => !name.startsWith('sequence ')));
}

async function count(database: SqlExecutor, sql: string): Promise<number> {
  const [row] = await readBack(database).query<{ n: number }>(`SELECT count(*)::int AS n FROM (${sql}) AS matching`);
  return row?.n ?? 0;
}

describe.each(engines)('seeding the demo data on $name', (engine) => {
  describe.skipIf(engine.unavailable !== undefined)(`on ${engine.name}`, () => {
    // One database seeded once for the checks that only read it; the others make their own.
    let seeded: TestDatabase;
    let firstSeeding: DemoSeeding;
    let handle: TestDatabase | undefined;

    beforeAll(async () => {
      seeded = await engine.fresh();
      firstSeeding = await seedDemoData(seeded.database, demoData());
      // Applying the four files through the use case takes some hundred statements: seconds on a loaded machine.
    }, 120_000);

    afterAll(async () => {
      await seeded.dispose();
    });

    afterEach(async () => {
      await handle?.dispose();
      handle = undefined;
    });

    it('inserts the demo data once: seeding again inserts nothing and changes nothing', async () => {
      expect(firstSeeding.companiesCreated).toEqual([
        'salon-aurora',
        'taller-andes',
        'clinica-sonrisa',
        'barberia-portena',
      ]);
      expect(firstSeeding.rowsInserted).toBeGreaterThan(30);
      expect(firstSeeding.giftCardsIssued).toBe(2);
      const before = await databaseFingerprint(seeded.database);
      expect(await seedDemoData(seeded.database, demoData())).toEqual({
        companiesCreated: [],
        rowsInserted: 0,
        giftCardsIssued: 0,
      });
      expect(await databaseFingerprint(seeded.database)).toEqual(before);
    });

    it('adds a later part’s rows without touching the earlier ones, and gives rows created later ids past the fixed ones', async () => {
      handle = await engine.fresh();
      await seedDemoData(handle.database, demoData());
      const before = await databaseFingerprint(handle.database);
      const later: DemoDataPart = {
        name: 'later',
        tables: [
          {
            table: 'social_networks',
            rows: [{ id: 50, company_id: 2, name: 'instagram', web_address: 'instagram.com/tallerandes' }],
          },
        ],
      };
      const seeded = demoData();
      expect(await seedDemoData(handle.database, { ...seeded, parts: [...seeded.parts, later] })).toEqual({
        companiesCreated: [],
        rowsInserted: 1,
        giftCardsIssued: 0,
      });
      const after = await databaseFingerprint(handle.database);
      expect({ ...after, social_networks: '', 'sequence social_networks_id_seq': '' }).toEqual({
        ...before,
        social_networks: '',
        'sequence social_networks_id_seq': '',
      });
      const [created] = await readBack(handle.database).query<{ id: number }>(
        "INSERT INTO companies (name, web_address, country_code) VALUES ('Nueva', 'nueva', 'cl') RETURNING id",
      );
      expect(created?.id).toBe(5);
    });

    it('seeds all or nothing: a part that fails leaves the database as it was, and seeding again numbers as the first time', async () => {
      handle = await engine.fresh();
      const before = await databaseFingerprint(handle.database);
      const broken: DemoDataPart = {
        name: 'broken',
        tables: [{ table: 'locations', rows: [{ id: 99, company_id: 404, name: 'Huérfana', time_zone: 'UTC' }] }],
      };
      const seeded = demoData();
      await expect(seedDemoData(handle.database, { ...seeded, parts: [...seeded.parts, broken] })).rejects.toThrow();
      // Sequences ignore rollbacks: every table is as it was, and the demo, seeded again, takes its usual ids.
      expect(withoutSequences(await databaseFingerprint(handle.database))).toEqual(withoutSequences(before));
      await seedDemoData(handle.database, seeded);
      const [last] = await readBack(handle.database).query<{ id: number }>(
        "SELECT id FROM services WHERE slug = 'corte-y-barba'",
      );
      expect(last?.id).toBe(DEMO_SERVICE.cutAndBeard);
    });

    it("issues Salón Aurora's demo gift cards through the cards' store: found by their known codes, kept as digests (docs/adr/0113)", async () => {
      const giftCards = sqlGiftCards(seeded.database);
      const forty = await giftCards.findByCode(DEMO_GIFT_CARD_CODE.forty);
      expect(forty).toMatchObject({
        companyId: DEMO_COMPANY.salon,
        productId: DEMO_GIFT_CARD_PRODUCT.auroraGiftCard,
        lastFour: '4000',
        terms: {
          face: { minor: 4_000_000, currency: 'CLP' },
          honouredAt: [DEMO_LOCATION.providencia, DEMO_LOCATION.lasCondes],
        },
        movements: [{ _tag: 'Issued', amount: 4_000_000 }],
      });
      if (forty === undefined) throw new Error('the demo card of 40.000 is missing');
      expect(giftCardBalance(forty)).toEqual({ minor: 4_000_000, currency: 'CLP' });
      expect((await giftCards.findByCode(DEMO_GIFT_CARD_CODE.twenty))?.terms.face.minor).toBe(2_000_000);
      const rows = await readBack(seeded.database).query<{ row: string }>('SELECT c::text AS row FROM gift_cards c');
      expect(rows).toHaveLength(2);
      for (const { row } of rows)
        for (const code of Object.values(DEMO_GIFT_CARD_CODE)) expect(row).not.toContain(code);
    });

    it('holds the set the issue lists: a Chilean salon, a workshop, a client-exclusive clinic and an Argentine company', async () => {
      const db = seeded.database;
      // The salon: two locations in Santiago's zone, pesos with '.' thousands.
      expect(
        await count(
          db,
          "SELECT 1 FROM companies WHERE web_address = 'salon-aurora' AND country_code = 'cl' AND currency_delimiter = '.'",
        ),
      ).toBe(1);
      expect(
        await count(
          db,
          "SELECT 1 FROM locations WHERE company_id = 1 AND is_active AND time_zone = 'America/Santiago'",
        ),
      ).toBe(2);
      // Five or more professionals with different weeks, and an exception.
      expect(
        await count(
          db,
          `SELECT provider_id FROM provider_weekly_hours JOIN providers p ON p.id = provider_id WHERE p.company_id = 1
           GROUP BY provider_id`,
        ),
      ).toBeGreaterThanOrEqual(5);
      expect(
        await count(
          db,
          `SELECT DISTINCT string_agg(location_id || ':' || iso_weekday || ':' || starts_at || '-' || ends_at, ',' ORDER BY location_id, iso_weekday, starts_at)
           FROM provider_weekly_hours JOIN providers p ON p.id = provider_id WHERE p.company_id = 1 GROUP BY provider_id`,
        ),
      ).toBeGreaterThanOrEqual(5);
      expect(await count(db, 'SELECT 1 FROM provider_exceptions')).toBeGreaterThanOrEqual(1);
      // Twenty or more services in categories, and one of each kind.
      expect(
        await count(db, 'SELECT 1 FROM services WHERE company_id = 1 AND category_id IS NOT NULL'),
      ).toBeGreaterThanOrEqual(20);
      expect(
        await count(db, 'SELECT bundle_id FROM bundle_members GROUP BY bundle_id HAVING count(*) BETWEEN 2 AND 3'),
      ).toBeGreaterThanOrEqual(1);
      expect(await count(db, 'SELECT 1 FROM services WHERE sessions_amount = 4')).toBe(1);
      expect(await count(db, 'SELECT 1 FROM services WHERE class_service AND class_capacity > 0')).toBe(1);
      expect(
        await count(db, 'SELECT 1 FROM services WHERE discount > 0 AND paying_price < price'),
      ).toBeGreaterThanOrEqual(1);
      expect(
        await count(db, 'SELECT 1 FROM services WHERE charly_discount > 0 AND charly_promotion_start_date IS NOT NULL'),
      ).toBe(1);
      expect(await count(db, `SELECT 1 FROM promotions WHERE token = '${DEMO_PROMOTION_TOKEN}'`)).toBe(1);
      expect(await count(db, 'SELECT 1 FROM services WHERE must_be_paid_online')).toBeGreaterThanOrEqual(1);
      expect(await count(db, 'SELECT 1 FROM services WHERE NOT show_price')).toBeGreaterThanOrEqual(1);
      // The other companies.
      expect(await count(db, 'SELECT 1 FROM companies WHERE workshop_variant')).toBe(1);
      expect(
        await count(db, 'SELECT 1 FROM companies WHERE client_exclusive AND client_exclusive_by IS NOT NULL'),
      ).toBe(1);
      expect(
        await count(
          db,
          "SELECT 1 FROM locations l JOIN companies c ON c.id = l.company_id WHERE c.country_code = 'ar' AND l.time_zone = 'America/Argentina/Buenos_Aires'",
        ),
      ).toBe(1);
    });
  });
});
