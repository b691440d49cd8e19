import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnServer, type SpawnedServer } from '../../../tools/server/spawn-server';
import { pgliteDataDirectoryFromTemplate } from '../../../tools/server/database-templates.test-support';
import { openPostgresDatabase } from '../persistence/pg-database';
import type { SqlDatabase } from '../persistence/sql-database';
import { testEngines } from '../persistence/test-databases.test-support';
import { redisUnavailable, testRedisUrl } from '../redis/redis-test.test-support';

// "Rate-limit tests with two server processes sharing PostgreSQL" (issue 8; ADR 0038): two
// servers started as `npm start` starts them share the abuse limits' counters — in PostgreSQL, and
// in Redis when REDIS_URL is set — so a client cannot double its allowance by alternating between
// them. Limit 5 sign-ins: 3 on one process and 3 on the other, the 6th is refused.

const adminUrl = process.env['RESERVA_TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const postgres = (await testEngines()).find((engine) => engine.name === 'PostgreSQL');
const redisProblem = await redisUnavailable();

async function signIn(
  origin: string,
  email: string,
): Promise<{ readonly status: number; readonly retryAfter: string | null; readonly code: string }> {
  const response = await fetch(`${origin}/users/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: { email, password: 'not-the-password' } }),
  });
  const body = (await response.json()) as { code: string };
  return { status: response.status, retryAfter: response.headers.get('retry-after'), code: body.code };
}

/** The limit under test's window: 5 sign-ins in 15 minutes. */
const WINDOW_MS = 15 * 60_000;

/**
 * 3 sign-ins on each of two servers, alternating; the statuses in order. Started at least 20 s
 * before the limit's fixed window ends (windows start at multiples of its length, rate-window.ts):
 * six sign-ins on both sides of a window's end are counted in two windows, and none is refused.
 */
async function alternate(servers: readonly SpawnedServer[], email: (index: number) => string) {
  const left = WINDOW_MS - (Date.now() % WINDOW_MS);
  if (left < 20_000) await sleep(left + 100);
  const answers = [];
  for (let index = 0; index < 6; index += 1) answers.push(await signIn(servers[index % 2]?.origin ?? '', email(index)));
  return answers;
}

function expectSixthRefused(answers: Awaited<ReturnType<typeof alternate>>): void {
  expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401, 429]);
  const last = answers[5];
  expect(last?.code).toBe('RATE.LIMITED');
  expect(Number(last?.retryAfter)).toBeGreaterThanOrEqual(1);
  expect(Number(last?.retryAfter)).toBeLessThanOrEqual(900);
}

describe.skipIf(postgres?.unavailable !== undefined)(
  'two server processes on one PostgreSQL share the limits’ counters',
  () => {
    const name = `reserva_limits_${String(process.pid)}_${randomBytes(4).toString('hex')}`;
    let admin: SqlDatabase;
    let servers: readonly SpawnedServer[] = [];

    beforeAll(async () => {
      admin = openPostgresDatabase(adminUrl, { maxConnections: 1 });
      await admin.exec(`CREATE DATABASE ${name}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const env = {
        DATABASE_URL: url.toString(),
        REDIS_URL: undefined,
        RESERVA_DEMO_DATA: 'false',
        RESERVA_STAFF_API_KEY: `limits-test-key-${randomBytes(8).toString('hex')}`,
        RESERVA_RATE_LIMIT_SIGN_IN_PER_ADDRESS: '5/15m',
        RESERVA_RATE_LIMIT_SIGN_IN_PER_CLIENT: 'off',
      };
      servers = await Promise.all([spawnServer(env), spawnServer(env)]);
    }, 120_000);

    afterAll(async () => {
      await Promise.all(servers.map((server) => server.stop()));
      await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    }, 30_000);

    it('refuses the 6th sign-in from one address when the limit is 5, three made on each process', async () => {
      expect(servers.map((server) => server.output())).toEqual([
        expect.stringContaining('Abuse limits count in the database'),
        expect.stringContaining('Abuse limits count in the database'),
      ]);
      expectSixthRefused(await alternate(servers, (index) => `visitante${String(index)}@correo.example`));
    }, 60_000);
  },
);

describe.skipIf(redisProblem !== undefined)(
  'two server processes with REDIS_URL share the limits’ counters in Redis',
  () => {
    let directories: readonly string[] = [];
    let servers: readonly SpawnedServer[] = [];
    // The address is 127.0.0.1 for every run: the client's email, new each run, is what is limited.
    const email = `victima-${randomBytes(6).toString('hex')}@correo.example`;

    beforeAll(async () => {
      directories = await Promise.all([0, 1].map(() => mkdtemp(path.join(tmpdir(), 'reserva-limits-'))));
      await Promise.all(directories.map((directory) => pgliteDataDirectoryFromTemplate(directory, { seeded: false })));
      // Each on a database of its own: only Redis is shared.
      servers = await Promise.all(
        directories.map((directory) =>
          spawnServer({
            RESERVA_DATA_DIR: directory,
            DATABASE_URL: undefined,
            REDIS_URL: testRedisUrl,
            RESERVA_DEMO_DATA: 'false',
            RESERVA_STAFF_API_KEY: `limits-test-key-${randomBytes(8).toString('hex')}`,
            RESERVA_RATE_LIMIT_SIGN_IN_PER_ADDRESS: 'off',
            RESERVA_RATE_LIMIT_SIGN_IN_PER_CLIENT: '5/15m',
          }),
        ),
      );
    }, 120_000);

    afterAll(async () => {
      await Promise.all(servers.map((server) => server.stop()));
      await Promise.all(directories.map((directory) => rm(directory, { recursive: true, force: true })));
    }, 30_000);

    it('refuses the 6th sign-in for one email when the limit is 5, three made on each process', async () => {
      expect(servers.every((server) => server.output().includes('Abuse limits count in Redis (REDIS_URL)'))).toBe(true);
      expectSixthRefused(await alternate(servers, () => email));
    }, 60_000);
  },
);
