import { mkdir } from 'node:fs/promises';
import { openPgliteDatabase } from './pglite-database';
import { openPostgresDatabase, type PostgresOptions } from './pg-database';
import type { SqlDatabase } from './sql-database';

/** How the server's PostgreSQL pool connects and how long it waits (docs/adr/0049); pg-database.ts's defaults where absent. */
export interface PostgresPoolSettings {
  /** DATABASE_POOL_SIZE. */
  readonly size?: number;
  /** DATABASE_CONNECT_TIMEOUT_MS. */
  readonly connectTimeoutMs?: number;
  /** DATABASE_STATEMENT_TIMEOUT_MS; 0 for none. */
  readonly statementTimeoutMs?: number;
}

/** Where the data lives: embedded PGlite in a directory, or a PostgreSQL server (ADR 0006). */
export type DatabaseLocation =
  | { readonly engine: 'pglite'; readonly dataDir: string }
  | {
      readonly engine: 'postgresql';
      readonly url: string;
      readonly pool?: PostgresPoolSettings;
      /**
       * DATABASE_DIRECT_URL: the same database with a session of its own, when `url` goes through a
       * pooler in transaction mode (docs/adr/0136): the listener and the migrations connect there.
       */
      readonly directUrl?: string;
    };

/** Opens the database; PGlite's directory is created when missing. `onIdleConnectionError` hears PostgreSQL's dropped idle connections. */
export async function openDatabase(
  location: DatabaseLocation,
  options: Pick<PostgresOptions, 'onIdleConnectionError'> = {},
): Promise<SqlDatabase> {
  if (location.engine === 'postgresql') {
    const pool = location.pool ?? {};
    return openPostgresDatabase(location.url, {
      ...options,
      ...(pool.size === undefined ? {} : { maxConnections: pool.size }),
      ...(pool.connectTimeoutMs === undefined ? {} : { connectTimeoutMs: pool.connectTimeoutMs }),
      ...(pool.statementTimeoutMs === undefined ? {} : { statementTimeoutMs: pool.statementTimeoutMs }),
      ...(location.directUrl === undefined ? {} : { directConnectionString: location.directUrl }),
    });
  }
  await mkdir(location.dataDir, { recursive: true });
  return openPgliteDatabase({ dataDir: location.dataDir });
}
