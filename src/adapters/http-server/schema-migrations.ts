// The schema's migrations as the server entry applies them (docs/adr/0059): `migrate`, the command
// (`npm run migrate`, `node dist/server/main.mjs migrate`), applies the pending ones and exits; at
// start-up the server applies them itself unless RESERVA_MIGRATE_ON_START=false, and then refuses
// to serve a database that lacks some.
import { err, ok, type Result } from 'neverthrow';
import { migrate, pendingMigrations } from '../persistence/migrate';
import { openDatabase, type DatabaseLocation } from '../persistence/open-database';
import type { SqlDatabase } from '../persistence/sql-database';

/** How the command and the refusal name the database. */
export function databaseName(location: DatabaseLocation): string {
  if (location.engine === 'pglite') return `PGlite in ${location.dataDir}`;
  return location.directUrl === undefined ? 'PostgreSQL (DATABASE_URL)' : 'PostgreSQL (DATABASE_DIRECT_URL)';
}

/**
 * Where the migrations connect: DATABASE_DIRECT_URL when given, past the pooler (docs/adr/0136).
 * They would work through PgBouncer in transaction mode too (one transaction, a transaction's
 * advisory lock, SET LOCAL), but a long one would hold one of the pooler's few server connections
 * for as long as it runs, and a pooler's own timeouts are set for requests, not for DDL.
 */
function migrationsLocation(location: DatabaseLocation): DatabaseLocation {
  if (location.engine === 'pglite' || location.directUrl === undefined) return location;
  return { engine: 'postgresql', url: location.directUrl, pool: { ...location.pool, size: 1 } };
}

/** Applies the pending migrations over `database`, or over a connection of their own past the pooler. */
async function migrateWhereTheyConnect(database: SqlDatabase, location: DatabaseLocation): Promise<void> {
  const own = migrationsLocation(location);
  if (own === location) {
    await migrate(database);
    return;
  }
  const direct = await openDatabase(own);
  try {
    await migrate(direct);
  } finally {
    await direct.close();
  }
}

const why = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** `migrate`: applies the pending migrations to the configured database, says which, and answers the exit code. */
export async function runMigrateCommand(location: DatabaseLocation): Promise<number> {
  let database: SqlDatabase | undefined;
  try {
    database = await openDatabase(migrationsLocation(location));
    const applied = await migrate(database);
    console.log(
      applied.length === 0
        ? `The schema of ${databaseName(location)} is up to date: no migration to apply.`
        : `Applied ${String(applied.length)} migration${applied.length === 1 ? '' : 's'} to ${databaseName(location)}: ${applied.join(', ')}.`,
    );
    return 0;
  } catch (error) {
    // All of them apply in one transaction (migrate.ts): after a failure none has.
    console.error(`✗ The migrations could not be applied to ${databaseName(location)}, and none was: ${why(error)}`);
    return 1;
  } finally {
    await database?.close().catch((error: unknown) => {
      console.error(`The database did not close cleanly: ${why(error)}`);
    });
  }
}

/**
 * The schema at start-up: migrated when `migrateOnStart` (RESERVA_MIGRATE_ON_START, on by default),
 * else checked, refusing a database with migrations pending in a message that names the command.
 */
export async function schemaAtStart(
  database: SqlDatabase,
  location: DatabaseLocation,
  migrateOnStart: boolean,
): Promise<Result<void, string>> {
  if (migrateOnStart) {
    await migrateWhereTheyConnect(database, location);
    return ok(undefined);
  }
  const pending = await pendingMigrations(database);
  if (pending.length === 0) return ok(undefined);
  return err(
    `${databaseName(location)} lacks ${String(pending.length)} migration${pending.length === 1 ? '' : 's'} (${pending.join(', ')}), and RESERVA_MIGRATE_ON_START=false keeps the server from applying them: ` +
      'run `npm run migrate` (compiled: `node dist/server/main.mjs migrate`) first, then start the server.',
  );
}
