import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListedLocations } from '#application/ports/server/listed-locations';
import { DEMO_LOCATION } from './demo/demo-ids';
import { seededDatabase } from './demo/demo-databases.test-support';
import { sqlListedLocations } from './sql-company-directory';
import { testEngines, type TestDatabase } from './test-databases.test-support';

// The sitemap's locations (issue 36, docs/adr/0128) over the SQL adapters, on PGlite and on
// PostgreSQL: every active location with the country its page is under, the closed ones absent.

const engines = await testEngines();

describe.each(engines)('the listed locations on $name', (engine) => {
  describe.skipIf(engine.unavailable !== undefined)(`on ${engine.name}`, () => {
    let handle: TestDatabase;
    let listed: ListedLocations;

    beforeAll(async () => {
      handle = await seededDatabase(engine);
      listed = sqlListedLocations(handle.database);
    }, 120_000);

    afterAll(async () => {
      await handle.dispose();
    });

    it('lists every open demo location in id order, each under its own country, and not the closed Vitacura', async () => {
      expect(await listed.listedLocations()).toEqual([
        { id: DEMO_LOCATION.providencia, countryCode: 'cl' },
        { id: DEMO_LOCATION.lasCondes, countryCode: 'cl' },
        { id: DEMO_LOCATION.quilicura, countryCode: 'cl' },
        { id: DEMO_LOCATION.nunoa, countryCode: 'cl' },
        { id: DEMO_LOCATION.palermo, countryCode: 'ar' },
        { id: DEMO_LOCATION.pocitos, countryCode: 'uy' },
      ]);
    });

    it('leaves out a location once it closes', async () => {
      await handle.database.query('UPDATE locations SET is_active = false WHERE id = $1', [DEMO_LOCATION.pocitos]);
      const ids = (await listed.listedLocations()).map((location) => location.id);
      expect(ids).not.toContain(DEMO_LOCATION.pocitos);
      expect(ids).toContain(DEMO_LOCATION.palermo);
    });
  });
});
