import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repository, spawnServer } from '../../../tools/server/spawn-server';
import { schemaMigrations } from '../persistence/migrate';
import { openPostgresDatabase } from '../persistence/pg-database';
import type { SqlDatabase } from '../persistence/sql-database';
import { testEngines } from '../persistence/test-databases.test-support';
import { readBack } from '../persistence/read-back.test-support';

// `npm run migrate` (docs/adr/0059): the server entry with the argument `migrate`, run as the script
// runs it, against a fresh PostgreSQL database of the test's own; and a server started with
// RESERVA_MIGRATE_ON_START=false, which refuses a database whose migrations are pending.

const adminUrl = process.env['RESERVA_TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const postgres = (await testEngines()).find((engine) => engine.name === 'PostgreSQL');

interface Run {
  readonly code: number | null;
  readonly output: string;
}

/** `tsx src/adapters/http-server/main.ts …argv`, as `npm run migrate` runs it, with the test's environment plus `env`. */
function runServerEntry(argv: readonly string[], env: Readonly<Record<string, string>>): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      path.join(repository, 'node_modules', '.bin', 'tsx'),
      ['src/adapters/http-server/main.ts', ...argv],
      { cwd: repository, env: { ...process.env, ...env }, timeout: 120_000 },
      (error, stdout, stderr) => {
        resolve({
          code: error === null ? 0 : typeof error.code === 'number' ? error.code : null,
          output: `${stdout}${stderr}`,
        });
      },
    );
  });
}

describe.skipIf(postgres?.unavailable !== undefined)('npm run migrate on PostgreSQL (docs/adr/0059)', () => {
  const suffix = `${String(process.pid)}_${randomBytes(4).toString('hex')}`;
  const names = { migrated: `reserva_migrate_${suffix}`, refused: `reserva_refuse_${suffix}` };
  let admin: SqlDatabase;
  const opened: SqlDatabase[] = [];
  const urlOf = (name: string) => {
    const parsed = new URL(adminUrl);
    parsed.pathname = `/${name}`;
    return parsed.toString();
  };
  const open = (name: string) => {
    const database = openPostgresDatabase(urlOf(name), { maxConnections: 1 });
    opened.push(database);
    return database;
  };
  const tableExists = async (database: SqlDatabase) =>
    (
      await readBack(database).query<{ found: string | null }>("SELECT to_regclass('schema_migrations')::text AS found")
    )[0]?.found !== null;

  beforeAll(async () => {
    admin = openPostgresDatabase(adminUrl, { maxConnections: 1 });
    await admin.exec(`CREATE DATABASE ${names.migrated}`);
    await admin.exec(`CREATE DATABASE ${names.refused}`);
  }, 60_000);

  afterAll(async () => {
    await Promise.all(opened.map((database) => database.close()));
    for (const name of Object.values(names)) await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.close();
  }, 60_000);

  it('applies every migration to a fresh database and exits 0; run again, applies none', async () => {
    const env = { DATABASE_URL: urlOf(names.migrated) };
    const first = await runServerEntry(['migrate'], env);
    expect(first, first.output).toMatchObject({ code: 0 });
    const all = schemaMigrations().map((migration) => migration.name);
    expect(first.output).toContain(
      `Applied ${String(all.length)} migrations to PostgreSQL (DATABASE_URL): ${all.join(', ')}.`,
    );
    const database = open(names.migrated);
    const applied = await readBack(database).query<{ name: string; applied_at: Date }>(
      'SELECT name, applied_at FROM schema_migrations ORDER BY name',
    );
    expect(applied.map((row) => row.name)).toEqual(all);

    const second = await runServerEntry(['migrate'], env);
    expect(second, second.output).toMatchObject({ code: 0 });
    expect(second.output).toContain('The schema of PostgreSQL (DATABASE_URL) is up to date: no migration to apply.');
    expect(await database.query('SELECT name, applied_at FROM schema_migrations ORDER BY name')).toEqual(applied);
  }, 300_000);

  it('exits non-zero, saying why, when the database cannot be reached', async () => {
    const run = await runServerEntry(['migrate'], {
      DATABASE_URL: urlOf(`${names.migrated}_absent`),
      DATABASE_CONNECT_TIMEOUT_MS: '2000',
    });
    expect(run.code, run.output).toBe(1);
    expect(run.output).toContain('✗ The migrations could not be applied to PostgreSQL (DATABASE_URL), and none was:');
  }, 180_000);

  it('with RESERVA_MIGRATE_ON_START=false, refuses to start on pending migrations, naming npm run migrate; serves once they are applied', async () => {
    const env = { DATABASE_URL: urlOf(names.refused), RESERVA_MIGRATE_ON_START: 'false' };
    await expect(spawnServer(env, 120_000)).rejects.toThrow(
      /the server exited with 1:[\s\S]*lacks \d+ migrations \(0001-[\s\S]*RESERVA_MIGRATE_ON_START=false[\s\S]*npm run migrate/,
    );
    expect(await tableExists(open(names.refused))).toBe(false);

    expect((await runServerEntry(['migrate'], { DATABASE_URL: urlOf(names.refused) })).code).toBe(0);
    const server = await spawnServer(env, 120_000);
    try {
      expect(server.output()).toContain(
        `Reserva is serving the Booking API at ${server.origin} (PostgreSQL (DATABASE_URL)).`,
      );
    } finally {
      expect(await server.stop('SIGTERM')).toBe(0);
    }
  }, 400_000);
});
