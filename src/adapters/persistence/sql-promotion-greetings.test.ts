import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '#domain/calendar/local-date';
import { DEMO_COMPANY, DEMO_PROMOTION_TOKEN } from './demo/demo-ids';
import { DEMO_TODAY, seededDatabase } from './demo/demo-databases.test-support';
import { sqlPromotionGreetings } from './sql-promotion-greetings';
import { testEngines, type TestDatabase } from './test-databases.test-support';

// The promotion greetings' SQL adapter (storefront §3 Promotion info; docs/adr/0016), on PGlite and PostgreSQL.

const engines = await testEngines();

describe.each(engines)('the promotion greetings’ SQL adapter on $name', (engine) => {
  describe.skipIf(engine.unavailable !== undefined)(`on ${engine.name}`, () => {
    let handle: TestDatabase;

    beforeAll(async () => {
      handle = await seededDatabase(engine);
    });

    afterAll(async () => {
      await handle.dispose();
    });

    it("reads a token's greeting with the zones of its company's active locations", async () => {
      expect(await sqlPromotionGreetings(handle.database).greetingByToken(DEMO_PROMOTION_TOKEN)).toEqual({
        companyId: DEMO_COMPANY.salon,
        fullName: 'Ana Pérez',
        promotionType: 'lost_client',
        endDate: addDays(DEMO_TODAY, 14),
        timeZones: ['America/Santiago'],
      });
    });

    it('finds nothing for an unknown token or one PostgreSQL text cannot hold', async () => {
      const greetings = sqlPromotionGreetings(handle.database);
      expect(await greetings.greetingByToken('nadie')).toBeUndefined();
      expect(await greetings.greetingByToken('aurora\u0000')).toBeUndefined();
    });
  });
});
