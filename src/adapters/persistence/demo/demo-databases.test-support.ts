import type { LocalDate } from '#domain/calendar/local-date';
import { migrate } from '../migrate';
import { openPgliteDatabase } from '../pglite-database';
import type { SqlDatabase, SqlExecutor } from '../sql-database';
import { DEMO_TODAY, pgliteFromTemplate } from '../pglite-templates.test-support';
import type { TestDatabase, TestEngine } from '../test-databases.test-support';
import { demoData as demoDataOn } from './demo-data';
import { seedDemoData, type DemoData } from './seed-demo-data';
import { readBack } from '../read-back.test-support';

// Test support: databases holding the demo data, and a fingerprint of everything a database holds,
// to show that a request changed nothing.

export { DEMO_TODAY } from '../pglite-templates.test-support';

/** The demo data, as the server seeds it. */
export function demoData(today: LocalDate = DEMO_TODAY): DemoData {
  return demoDataOn(today);
}

/** A new database of `engine`, migrated and holding the demo data. */
export async function seededDatabase(engine: TestEngine): Promise<TestDatabase> {
  if (engine.name === 'PGlite') {
    const database = await seededPglite();
    return {
      database,
      openAnother: () => Promise.reject(new Error('PGlite is embedded in one process: there is no second connection')),
      dispose: () => database.close(),
    };
  }
  const handle = await engine.fresh();
  await seedDemoData(handle.database, demoData());
  return handle;
}

/** A new in-memory PGlite, migrated and holding the demo data (PGlite only, without probing for PostgreSQL). */
export async function seededPglite(): Promise<SqlDatabase> {
  const copy = await pgliteFromTemplate('seeded');
  if (copy !== undefined) return copy;
  const database = await openPgliteDatabase();
  await migrate(database);
  await seedDemoData(database, demoData());
  return database;
}

/** A digest per table of every row it holds, sequences included; equal fingerprints mean nothing changed. */
export async function databaseFingerprint(database: SqlExecutor): Promise<Readonly<Record<string, string>>> {
  const tables = await readBack(database).query<{ name: string }>(
    "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name",
  );
  const fingerprint: Record<string, string> = {};
  for (const { name } of tables) {
    if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unexpected table name ${name}`);
    const [row] = await readBack(database).query<{ digest: string }>(
      `SELECT count(*) || ':' || md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS digest FROM ${name} t`,
    );
    fingerprint[name] = row?.digest ?? '';
  }
  const sequences = await readBack(database).query<{ name: string; last_value: number | null }>(
    "SELECT sequencename AS name, last_value FROM pg_sequences WHERE schemaname = 'public' ORDER BY sequencename",
  );
  for (const sequence of sequences) fingerprint[`sequence ${sequence.name}`] = String(sequence.last_value);
  return fingerprint;
}
