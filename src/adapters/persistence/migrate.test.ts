import { afterEach, describe, expect, it } from 'vitest';
import { migrate, pendingMigrations, schemaMigrations } from './migrate';
import { openPgliteDatabase } from './pglite-database';
import type { SqlDatabase } from './sql-database';

// The readiness check's view of the schema (docs/adr/0061): which migrations a database still lacks.

describe('pendingMigrations (issue 17, readiness)', () => {
  let database: SqlDatabase | undefined;
  afterEach(async () => {
    await database?.close();
  });

  it('names every migration on a database that has applied none', async () => {
    database = await openPgliteDatabase();
    expect(await pendingMigrations(database)).toEqual(schemaMigrations().map((migration) => migration.name));
  });

  it('names only the migrations not applied yet, in order, and none once all are', async () => {
    database = await openPgliteDatabase();
    const all = schemaMigrations();
    await migrate(database, all.slice(0, 3));
    expect(await pendingMigrations(database)).toEqual(all.slice(3).map((migration) => migration.name));
    await migrate(database);
    expect(await pendingMigrations(database)).toEqual([]);
  });
});
