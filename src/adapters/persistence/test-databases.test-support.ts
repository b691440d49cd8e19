import { randomBytes } from 'node:crypto';
import { migrate } from './migrate';
import { openPgliteDatabase } from './pglite-database';
import { pgliteFromTemplate } from './pglite-templates.test-support';
import { openPostgresDatabase } from './pg-database';
import type { SqlDatabase } from './sql-database';

// Test support: one suite, run against every engine the persistence adapter supports. PGlite is
// always there. PostgreSQL is the server at RESERVA_TEST_DATABASE_URL (default: the local one);
// where it can't be reached its tests are skipped and say so loudly — unless
// RESERVA_REQUIRE_POSTGRES=1 (CI), where an absent PostgreSQL fails the run instead.

export interface TestDatabase {
  readonly database: SqlDatabase;
  /** Opens another connection to the same database, as a second server process would. */
  openAnother(): Promise<SqlDatabase>;
  dispose(): Promise<void>;
}

export interface TestEngine {
  readonly name: 'PGlite' | 'PostgreSQL';
  /** Why the engine can't be used here; undefined when it can. */
  readonly unavailable: string | undefined;
  /** A new, empty, migrated database of its own. */
  fresh(): Promise<TestDatabase>;
}

const adminUrl = process.env['RESERVA_TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function postgresProblem(): Promise<string | undefined> {
  const probe = openPostgresDatabase(adminUrl, { maxConnections: 1 });
  try {
    await Promise.race([
      probe.query('SELECT 1'),
      new Promise((_, reject) =>
        setTimeout(() => {
          reject(new Error('no answer within 3 s'));
        }, 3000),
      ),
    ]);
    return undefined;
  } catch (error) {
    return `PostgreSQL at ${adminUrl} is not reachable (${error instanceof Error ? error.message : String(error)})`;
  } finally {
    await probe.close().catch(() => undefined);
  }
}

// A copy of the run's migrated template (pglite-templates.test-support.ts); without one, one
// migrated PGlite per test file, cloned for each test: cloning takes a fraction of creating.
let pgliteTemplate: ReturnType<typeof migratedPglite> | undefined;

async function migratedPglite() {
  const template = await openPgliteDatabase();
  await migrate(template);
  return template;
}

const pglite: TestEngine = {
  name: 'PGlite',
  unavailable: undefined,
  async fresh() {
    const copy = await pgliteFromTemplate('migrated');
    const database = copy ?? (await (await (pgliteTemplate ??= migratedPglite())).clone());
    return {
      database,
      openAnother: () => Promise.reject(new Error('PGlite is embedded in one process: there is no second connection')),
      dispose: () => database.close(),
    };
  },
};

function postgres(unavailable: string | undefined): TestEngine {
  return {
    name: 'PostgreSQL',
    unavailable,
    async fresh() {
      const name = `reserva_test_${String(process.pid)}_${randomBytes(6).toString('hex')}`;
      const admin = openPostgresDatabase(adminUrl, { maxConnections: 1 });
      await admin.exec(`CREATE DATABASE ${name}`);
      const url = withDatabase(adminUrl, name);
      const opened: SqlDatabase[] = [];
      const open = () => {
        const database = openPostgresDatabase(url);
        opened.push(database);
        return database;
      };
      const database = open();
      await migrate(database);
      return {
        database,
        openAnother: () => Promise.resolve(open()),
        async dispose() {
          await Promise.all(opened.map((each) => each.close()));
          await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          await admin.close();
        },
      };
    },
  };
}

/** The engines to run a persistence suite on, PostgreSQL marked unavailable (loudly) where absent. */
export async function testEngines(): Promise<readonly TestEngine[]> {
  const problem = await postgresProblem();
  if (problem !== undefined) {
    if (process.env['RESERVA_REQUIRE_POSTGRES'] === '1') {
      throw new Error(`${problem}, and RESERVA_REQUIRE_POSTGRES=1 requires it.`);
    }
    console.warn(`\n⚠ SKIPPING the PostgreSQL persistence tests: ${problem}.\n`);
  }
  return [pglite, postgres(problem)];
}
