import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnServer, type SpawnedServer } from '../../../tools/server/spawn-server';
import { pgliteDataDirectoryFromTemplate } from '../../../tools/server/database-templates.test-support';
import { privateRedis, redisServerMissing, type PrivateRedis } from '../redis/private-redis-server.test-support';

// "Redis away" (issue 29, item 7; docs/adr/0086): the server started as `npm start` starts it, with
// REDIS_URL naming a redis-server of the test's own, keeps answering its limited calls (sign-in, the
// client check, a token route) while that Redis is killed for 10 s under their load: the counters
// fall back to the database's, so no request answers 5xx. /readyz names Redis while it is away, and
// once it is back the counters live in Redis again and still refuse the call over its limit.

const OUTAGE_MS = 10_000;
/** No answer may take longer than this, outage or not. */
const ANSWER_WITHIN_MS = 15_000;

const missing = redisServerMissing();

interface Answer {
  /** 0 when no answer came. */
  readonly status: number;
  readonly ms: number;
  readonly failure?: string;
}

describe.skipIf(missing !== undefined)('the server with REDIS_URL while its Redis is killed and started again', () => {
  let redis: PrivateRedis;
  let directory: string;
  let server: SpawnedServer | undefined;

  beforeAll(async () => {
    redis = await privateRedis();
    await redis.start();
    directory = await mkdtemp(path.join(tmpdir(), 'reserva-redis-outage-'));
    await pgliteDataDirectoryFromTemplate(directory, { seeded: false });
    server = await spawnServer(
      {
        RESERVA_DATA_DIR: directory,
        DATABASE_URL: undefined,
        REDIS_URL: redis.url,
        RESERVA_DEMO_DATA: 'false',
        RESERVA_STAFF_API_KEY: `redis-outage-key-${randomBytes(8).toString('hex')}`,
        LOG_LEVEL: 'error',
        RESERVA_RATE_LIMIT_SIGN_IN_PER_ADDRESS: '100000/1h',
        RESERVA_RATE_LIMIT_SIGN_IN_PER_CLIENT: 'off',
        RESERVA_RATE_LIMIT_CLIENT_CHECK_PER_ADDRESS: '100000/1h',
        RESERVA_RATE_LIMIT_CLIENT_CHECK_PER_CLIENT: '3/10m',
        RESERVA_RATE_LIMIT_TOKEN_LOOKUP_PER_ADDRESS: '100000/1h',
      },
      150_000,
    );
  }, 180_000);

  /** The kill and restart, which afterAll lets finish so that it stops the Redis last started. */
  let outage: Promise<void> = Promise.resolve();

  afterAll(async () => {
    await outage.catch(() => undefined);
    await redis.kill();
    await server?.stop();
    await rm(directory, { recursive: true, force: true });
  }, 30_000);

  const origin = () => {
    if (server === undefined) throw new Error('the server did not start');
    return server.origin;
  };

  let sent = 0;
  /** One limited call, in turn a sign-in, a client check (for an identifier of its own) and a token lookup. */
  async function limitedCall(): Promise<Answer> {
    sent += 1;
    const started = performance.now();
    const signal = AbortSignal.timeout(ANSWER_WITHIN_MS);
    const kind = sent % 3;
    const response =
      kind === 0
        ? await fetch(`${origin()}/users/sign_in`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ user: { email: `carga${String(sent)}@correo.example`, password: 'no-es-esta' } }),
            signal,
          })
        : kind === 1
          ? await fetch(
              `${origin()}/check_client_company?identificador=carga${String(sent)}%40correo.example&identificador_type=email&location_id=1`,
              { signal },
            )
          : await fetch(`${origin()}/bookings/1/${randomBytes(12).toString('hex')}`, { signal });
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - started };
  }

  /** Four clients calling in a loop until `stop` resolves; every answer they got. */
  async function underLoad(stop: Promise<void>): Promise<Answer[]> {
    let stopped = false;
    void stop.then(() => {
      stopped = true;
    });
    const answers: Answer[] = [];
    await Promise.all(
      [0, 1, 2, 3].map(async () => {
        while (!stopped)
          answers.push(
            await limitedCall().catch((error: unknown) => ({
              status: 0,
              ms: ANSWER_WITHIN_MS,
              failure: error instanceof Error ? error.message : String(error),
            })),
          );
      }),
    );
    return answers;
  }

  const readiness = async () => {
    const response = await fetch(`${origin()}/readyz`);
    return {
      status: response.status,
      body: (await response.json()) as { status: string; checks?: Record<string, string> },
    };
  };

  const ready = {
    status: 200,
    body: { status: 'ready', checks: { database: 'ok', migrations: 'applied', redis: 'ok' } },
  };

  it('answers every limited call without a 5xx while Redis is away, names Redis in /readyz, and counts in Redis again once it is back', async () => {
    expect(await readiness()).toEqual(ready);
    // Each kind of call once, so the load measures the outage rather than a cold process.
    for (let index = 0; index < 3; index += 1) expect((await limitedCall()).status).toBeLessThan(500);
    let whileAway: Awaited<ReturnType<typeof readiness>> | undefined;
    const answers = await underLoad(
      (outage = (async () => {
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        await redis.kill();
        await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS / 2));
        whileAway = await readiness();
        await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS / 2));
        await redis.start();
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      })()),
    );

    expect(answers.filter((answer) => answer.status === 0 || answer.status >= 500)).toEqual([]);
    expect(answers.length).toBeGreaterThan(10);
    expect(Math.max(...answers.map((answer) => answer.ms))).toBeLessThan(ANSWER_WITHIN_MS);
    // Still sent requests (it serves them, counting in the database), but saying Redis is away.
    expect(whileAway).toEqual({
      status: 200,
      body: { status: 'degraded', checks: { database: 'ok', migrations: 'applied', redis: 'unreachable' } },
    });

    // Back: ready again, and the counters are Redis's (new keys appear there) and still refuse.
    const deadline = Date.now() + 10_000;
    while ((await readiness()).body.status !== 'ready' && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await readiness()).toEqual(ready);
    // The limiter asks Redis again a moment after its last failure (docs/adr/0086): within seconds a
    // client check of an identifier of its own leaves its counter in Redis.
    let counted = 0;
    const countsInRedis = async () => {
      const before = await redis.keys();
      counted += 1;
      const response = await fetch(
        `${origin()}/check_client_company?identificador=vuelta${String(counted)}%40correo.example&identificador_type=email&location_id=1`,
      );
      await response.arrayBuffer();
      return (await redis.keys()) > before;
    };
    const backBy = Date.now() + 10_000;
    let backInRedis = await countsInRedis();
    while (!backInRedis && Date.now() < backBy) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      backInRedis = await countsInRedis();
    }
    expect(backInRedis).toBe(true);
    const keysBefore = await redis.keys();
    const checks: number[] = [];
    for (let index = 0; index < 4; index += 1) {
      const response = await fetch(
        `${origin()}/check_client_company?identificador=despues%40correo.example&identificador_type=email&location_id=1`,
      );
      await response.arrayBuffer();
      checks.push(response.status);
    }
    expect(checks.slice(0, 3).every((status) => status !== 429 && status < 500)).toBe(true);
    expect(checks[3]).toBe(429);
    expect(await redis.keys()).toBeGreaterThan(keysBefore);
  }, 90_000);
});
