import { readdirSync, readFileSync } from 'node:fs';
import { Schema } from 'effect';
import type { SqlDatabase, SqlExecutor } from './sql-database';
import { rowDecoder } from './stored-rows';

export interface Migration {
  /** Sorts the migrations and names them in schema_migrations, e.g. "0001-core-schema". */
  readonly name: string;
  readonly sql: string;
}

const appliedRows = rowDecoder(Schema.Struct({ name: Schema.String }), 'an applied migration');
const migrationsTableRows = rowDecoder(
  Schema.Struct({ found: Schema.NullOr(Schema.String) }),
  "the migrations table's name",
);

const migrationsFolder = new URL('./migrations/', import.meta.url);

/** The schema's migrations, in the order they apply (the .sql files of ./migrations). */
export function schemaMigrations(): readonly Migration[] {
  return readdirSync(migrationsFolder)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => ({ name: file.replace(/\.sql$/, ''), sql: readFileSync(new URL(file, migrationsFolder), 'utf8') }));
}

// Any constant will do; it only has to be the same in every process that migrates this database.
const MIGRATION_LOCK = 727_372_501;

/**
 * Applies the migrations not applied yet, all in one transaction, and returns their names. Several
 * server processes may start at once on one PostgreSQL: the advisory lock makes them take turns, and
 * each sees what the one before it applied.
 */
export async function migrate(
  database: SqlDatabase,
  migrations: readonly Migration[] = schemaMigrations(),
): Promise<readonly string[]> {
  return database.transaction(async (transaction) => {
    // A migration, and the wait for another process's, take as long as they take: no statement
    // timeout (DATABASE_STATEMENT_TIMEOUT_MS is for requests; docs/adr/0049), and scripts are not
    // bounded by the client either.
    await transaction.exec(`SET LOCAL statement_timeout = 0; SELECT pg_advisory_xact_lock(${String(MIGRATION_LOCK)})`);
    await transaction.exec(`
      CREATE TABLE IF NOT EXISTS schema_migrations (
        name text PRIMARY KEY,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
    const applied = new Set(
      appliedRows(await transaction.query('SELECT name FROM schema_migrations')).map((row) => row.name),
    );
    const pending = migrations.filter((migration) => !applied.has(migration.name));
    for (const migration of pending) {
      await transaction.exec(migration.sql);
      await transaction.query('INSERT INTO schema_migrations (name) VALUES ($1)', [migration.name]);
    }
    return pending.map((migration) => migration.name);
  });
}

/**
 * The migrations not applied yet, without applying them (or creating schema_migrations): what a
 * server started with RESERVA_MIGRATE_ON_START=false checks before serving (docs/adr/0059), and the
 * readiness check (docs/adr/0061) reads: a process must not take requests on a schema older than its code expects.
 */
export async function pendingMigrations(
  database: SqlExecutor,
  migrations: readonly Migration[] = schemaMigrations(),
): Promise<readonly string[]> {
  const [table] = migrationsTableRows(await database.query("SELECT to_regclass('schema_migrations')::text AS found"));
  const applied = new Set(
    table?.found === null || table?.found === undefined
      ? []
      : appliedRows(await database.query('SELECT name FROM schema_migrations')).map((row) => row.name),
  );
  return migrations.filter((migration) => !applied.has(migration.name)).map((migration) => migration.name);
}
