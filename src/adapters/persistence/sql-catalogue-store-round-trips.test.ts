import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyCatalogueFile, exportCatalogueFile } from '#application/catalogue-file/catalogue-file-use-cases';
import type { Instant } from '#domain/calendar/instant';
import type { CatalogueInput } from '#domain/catalogue-file/catalogue';
import { DEMO_STAFF_API_KEY } from './demo/demo-bookings';
import { DEMO_TODAY, seededDatabase } from './demo/demo-databases.test-support';
import { sqlCatalogueStore } from './sql-catalogue-store';
import { sqlCompanyDirectory } from './sql-company-directory';
import type { SqlDatabase, SqlExecutor } from './sql-database';
import { sqlStaffKeys } from './sql-staff-keys';
import { testEngines, type TestDatabase } from './test-databases.test-support';

// How many statements applying a catalogue file sends (issue 29; docs/adr/0085): the company's
// creates wait while it runs, and under load each statement is a round trip that costs
// milliseconds. Written one link a statement, the salon’s file without Camila was 253
// statements; each link table is now written in one.

const [pglite] = await testEngines();

/** `database`'s transactions, recording the text of every statement sent in them. */
function counted(database: SqlDatabase, sent: string[]): Pick<SqlDatabase, 'transaction'> {
  const recording = (executor: SqlExecutor): SqlExecutor => ({
    query: (text, params) => {
      sent.push(text.replace(/\s+/g, ' ').trim().slice(0, 40));
      return executor.query(text, params);
    },
    exec: (script) => executor.exec(script),
  });
  return { transaction: (work) => database.transaction((transaction) => work(recording(transaction))) };
}

describe.skipIf(pglite?.unavailable !== undefined)('the round trips of applying a catalogue file', () => {
  let handle: TestDatabase;
  beforeAll(async () => {
    if (pglite === undefined) throw new Error('No PGlite engine');
    handle = await seededDatabase(pglite);
  }, 60_000);
  afterAll(async () => {
    await handle.dispose();
  });

  it('applies the salon’s file retiring a professional in under a hundred and ten statements, one per link table', async () => {
    const sent: string[] = [];
    const ports = {
      catalogueStore: sqlCatalogueStore(counted(handle.database, sent)),
      clock: { now: () => Date.parse(`${DEMO_TODAY}T00:00:00Z`) as Instant },
      staffKeys: sqlStaffKeys(handle.database),
      companyDirectory: sqlCompanyDirectory(handle.database),
    };
    const company = 'salon-aurora';
    const document = (await exportCatalogueFile(ports)({ apiKey: DEMO_STAFF_API_KEY, company }))._unsafeUnwrap();
    const [leaving, ...staying] = document.professionals ?? [];
    // Matías, who works at Providencia too, takes over her services, so each is still performed there.
    const without: CatalogueInput = {
      ...document,
      professionals: staying.map((each) =>
        each.slug === 'matias-fuentes'
          ? { ...each, services: [...new Set([...(each.services ?? []), ...(leaving?.services ?? [])])] }
          : each,
      ),
    };
    sent.length = 0;
    const applied = await applyCatalogueFile(ports)({
      apiKey: DEMO_STAFF_API_KEY,
      company,
      document: without,
      forceCancel: true,
    });
    expect(applied._unsafeUnwrap().changes).toContainEqual({
      kind: 'retire',
      section: 'professionals',
      key: leaving?.slug,
    });
    // The consent forms' and maintenance plans' sections (issues 32, 33) each read and clear their
    // tables once, whatever the file holds: a few statements more, none per row.
    expect(sent.length).toBeLessThan(110);
    for (const table of ['provider_services', 'location_services', 'provider_weekly_hours', 'provider_exceptions'])
      expect(sent.filter((text) => text.startsWith(`INSERT INTO ${table} `))).toHaveLength(1);
  });
});
