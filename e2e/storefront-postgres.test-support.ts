import { randomBytes } from 'node:crypto';
import { openPostgresDatabase } from '#adapters/persistence/pg-database';
import type { SqlDatabase } from '#adapters/persistence/sql-database';
import { testEngines } from '#adapters/persistence/test-databases.test-support';
import { spawnServer } from '../tools/server/spawn-server';
import { pinnedClockEnv, type PinnedInstant } from './pinned-clock.test-support';
import { builtStorefrontEnv, storefrontServerOf, type StorefrontServer } from './storefront-server.test-support';

// The storefront server on a PostgreSQL database of its own, for the browser files that change its
// data behind the server's back (a company made inactive, a table out of reach, trackers given, a
// plan granted): the database is created on the tests' PostgreSQL (RESERVA_TEST_DATABASE_URL), the
// server spawned on it with the demo data seeded from the suite's pinned day, and the database
// dropped once the server has stopped. The file reaches the same database through `database()`.

const adminUrl = process.env['RESERVA_TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Why the tests' PostgreSQL cannot be used (the browser file then skips, saying so); undefined when it can. */
export async function postgresUnavailable(): Promise<string | undefined> {
  return (await testEngines()).find((engine) => engine.name === 'PostgreSQL')?.unavailable;
}

export interface StorefrontOnOwnDatabase {
  /** Starts the server, for `storefrontInChromium(at, start)`: the database made, the demo seeded from `at`'s day. */
  readonly start: (at: PinnedInstant) => Promise<StorefrontServer>;
  /** The suite's database, open while its server runs. */
  readonly database: () => SqlDatabase;
}

/**
 * A storefront server on a fresh PostgreSQL database named `reserva_{purpose}_{pid}_{random}`.
 * `env` adds to the server's environment; `connections` is the pool the file's own reads use.
 */
export function storefrontOnOwnPostgres(
  purpose: string,
  options: { readonly env?: Readonly<Record<string, string | undefined>>; readonly connections?: number } = {},
): StorefrontOnOwnDatabase {
  const name = `reserva_${purpose}_${String(process.pid)}_${randomBytes(4).toString('hex')}`;
  let database: SqlDatabase | undefined;
  return {
    database: () => {
      if (database === undefined) throw new Error(`The suite's database ${name} is not open`);
      return database;
    },
    start: async (at) => {
      const admin = openPostgresDatabase(adminUrl, { maxConnections: 1 });
      await admin.exec(`CREATE DATABASE ${name}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      database = openPostgresDatabase(url.toString(), { maxConnections: options.connections ?? 1 });
      return storefrontServerOf(
        spawnServer(
          {
            DATABASE_URL: url.toString(),
            RESERVA_DATA_DIR: undefined,
            RESERVA_DEMO_DATA: 'true',
            RESERVA_STAFF_API_KEY: undefined,
            ...options.env,
            ...pinnedClockEnv(at),
            ...builtStorefrontEnv(),
          },
          90_000,
        ),
        async () => {
          await database?.close();
          database = undefined;
          await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          await admin.close();
        },
      );
    },
  };
}
