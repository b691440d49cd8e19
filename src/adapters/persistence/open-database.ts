import { mkdir } from 'node:fs/promises';
import { openPgliteDatabase } from './pglite-database';
import { openPostgresDatabase } from './pg-database';
import type { SqlDatabase } from './sql-database';

/** Where the data lives: embedded PGlite in a directory, or a PostgreSQL server (ADR 0006). */
export type DatabaseLocation =
  | { readonly engine: 'pglite'; readonly dataDir: string }
  | { readonly engine: 'postgresql'; readonly url: string };

/** Opens the database; PGlite's directory is created when missing. */
export async function openDatabase(location: DatabaseLocation): Promise<SqlDatabase> {
  if (location.engine === 'postgresql') return openPostgresDatabase(location.url);
  await mkdir(location.dataDir, { recursive: true });
  return openPgliteDatabase({ dataDir: location.dataDir });
}
