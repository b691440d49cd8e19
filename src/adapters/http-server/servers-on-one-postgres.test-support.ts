import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { openPostgresDatabase } from '../persistence/pg-database';
import type { SqlDatabase } from '../persistence/sql-database';
import { spawnServer, type SpawnedServer } from '../../../tools/server/spawn-server';

// Test support: several server processes sharing one PostgreSQL database of their own, as replicas
// behind a proxy do, for the races that only show across processes (creates, seats, applies).

const adminUrl = process.env['RESERVA_TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface ServersOnOnePostgres {
  /** The servers, once the describe's beforeAll has run. */
  readonly servers: readonly SpawnedServer[];
  readonly origins: readonly string[];
  /** A connection of the test's own to the servers' database, to read back what they wrote. */
  readonly database: SqlDatabase;
}

/**
 * Inside a describe: before its tests, a new PostgreSQL database named after `label` and `count`
 * servers started on it at once with the demo data and `env` (migrations and the demo seed take
 * turns under their advisory locks); after them, the servers stopped and the database dropped.
 */
export function serversOnOnePostgres(
  label: string,
  env: Readonly<Record<string, string>>,
  {
    count = 2,
    startTimeoutMs = 120_000,
    pooledUrlOf,
  }: {
    readonly count?: number;
    readonly startTimeoutMs?: number;
    /**
     * The database's address through a pooler in transaction mode, read in the beforeAll: the
     * servers' DATABASE_URL, the direct address their DATABASE_DIRECT_URL (docs/adr/0136).
     */
    readonly pooledUrlOf?: (database: string) => string;
  } = {},
): ServersOnOnePostgres {
  const name = `reserva_${label}_${String(process.pid)}_${randomBytes(4).toString('hex')}`;
  let admin: SqlDatabase | undefined;
  let database: SqlDatabase | undefined;
  let servers: readonly SpawnedServer[] = [];

  beforeAll(async () => {
    admin = openPostgresDatabase(adminUrl, { maxConnections: 1 });
    await admin.exec(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    database = openPostgresDatabase(url.toString(), { maxConnections: 2 });
    const addresses =
      pooledUrlOf === undefined
        ? { DATABASE_URL: url.toString() }
        : { DATABASE_URL: pooledUrlOf(name), DATABASE_DIRECT_URL: url.toString() };
    const serverEnv = { ...addresses, RESERVA_DEMO_DATA: 'true', ...env };
    servers = await Promise.all(Array.from({ length: count }, () => spawnServer(serverEnv, startTimeoutMs)));
  }, startTimeoutMs + 30_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await database?.close();
    await admin?.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin?.close();
  }, 30_000);

  return {
    get servers() {
      return servers;
    },
    get origins() {
      return servers.map((server) => server.origin);
    },
    get database() {
      if (database === undefined) throw new Error('The servers’ database is opened by the describe’s beforeAll');
      return database;
    },
  };
}
