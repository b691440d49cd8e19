import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instantAt, localDateAt, timeZone } from '#domain/availability/time-zone';
import type { Instant } from '#domain/calendar/instant';
import { addDays, isoWeekday, type LocalDate } from '#domain/calendar/local-date';
import { openPostgresDatabase } from '../persistence/pg-database';
import {
  createPrivateCluster,
  postgresBinaries,
  type PrivateCluster,
} from '../persistence/private-postgres-cluster.test-support';
import type { SqlDatabase } from '../persistence/sql-database';
import { testEngines } from '../persistence/test-databases.test-support';
import { spawnServer, type SpawnedServer } from '../../../tools/server/spawn-server';
import { bookingClient, createBookingBody } from './booking-requests.test-support';
import { camilasCutItem } from './camila-at-providencia.test-support';
import { readBack } from '../persistence/read-back.test-support';

// "A dropped database connection kills the server" (issue 15, item 2; docs/adr/0049): the server
// started as `npm start` starts it, on PostgreSQL, keeps serving while the database drops its
// connections — its backends terminated under concurrent creates, or the whole cluster stopped for
// 6 s. Meanwhile requests answer 503 SERVER.UNAVAILABLE with Retry-After (never 500, never a hang),
// afterwards 201 again, and every booking acknowledged with a 201 is in the database.

const adminUrl = process.env['RESERVA_TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const STAFF_KEY = `outage-test-key-${randomBytes(8).toString('hex')}`;
const santiago = timeZone('America/Santiago')._unsafeUnwrap();
/** No answer may take longer than this, outage or not. */
const ANSWER_WITHIN_MS = 15_000;

const postgres = (await testEngines()).find((engine) => engine.name === 'PostgreSQL');
const binaries = await postgresBinaries();

/** Camila's free hours at Providencia (docs/demo.md): weekdays from two days ahead, not her day off 7 days after seeding. */
function camilasHours(): Instant[] {
  const today = localDateAt(santiago, Date.now() as Instant);
  const hours = ['09:00', '10:00', '11:00', '12:00', '14:00', '15:00', '16:00', '17:00'];
  const starts: Instant[] = [];
  for (let day: LocalDate = addDays(today, 2); starts.length < 400; day = addDays(day, 1)) {
    if (isoWeekday(day) > 5 || day === addDays(today, 7)) continue;
    for (const hour of hours) starts.push(instantAt(santiago, day, hour as never));
  }
  return starts;
}

let clients = 0;

/** A 45-minute women's cut with Camila at `start`, for a client of its own (known by the email and a phone of its own). */
function createBody(start: Instant, client: string, overrides: Parameters<typeof createBookingBody>[0] = {}) {
  clients += 1;
  return createBookingBody({
    bookings: [camilasCutItem(start)],
    client: bookingClient({
      first_name: 'Cliente',
      last_name: client,
      email: `${client}@correo.example`,
      phone: `+5698${String(1_000_000 + clients)}`,
      identification_number: null,
      notes: '',
    }),
    ...overrides,
  });
}

interface Answer {
  /** The status, or 0 when no answer came (refused, reset, or not within ANSWER_WITHIN_MS). */
  readonly status: number;
  readonly code: string | undefined;
  readonly retryAfter: string | null;
  readonly bookingId: number | undefined;
  readonly failure: string | undefined;
}

async function send(origin: string, pathAndQuery: string, init: RequestInit = {}): Promise<Answer> {
  try {
    const response = await fetch(`${origin}${pathAndQuery}`, {
      ...init,
      signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
    });
    const text = await response.text();
    let body: { code?: string; booking?: { id?: number } } = {};
    try {
      body = JSON.parse(text) as typeof body;
    } catch {
      // Not JSON: the status says enough.
    }
    return {
      status: response.status,
      code: body.code,
      retryAfter: response.headers.get('retry-after'),
      bookingId: body.booking?.id,
      failure: undefined,
    };
  } catch (error) {
    return {
      status: 0,
      code: undefined,
      retryAfter: null,
      bookingId: undefined,
      failure: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    };
  }
}

function create(origin: string, body: unknown): Promise<Answer> {
  return send(origin, '/bookings', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'api-key': STAFF_KEY },
    body: JSON.stringify(body),
  });
}

function tally(answers: readonly Answer[]): Readonly<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const answer of answers) counts[String(answer.status)] = (counts[String(answer.status)] ?? 0) + 1;
  return counts;
}

/** Every 503 says SERVER.UNAVAILABLE and when to retry. */
function expectUnavailableAnswers(answers: readonly Answer[]): void {
  for (const answer of answers.filter((each) => each.status === 503)) {
    expect(answer.code).toBe('SERVER.UNAVAILABLE');
    expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(answer.retryAfter)).toBeLessThanOrEqual(30);
  }
}

/** Which of `ids` the database holds as confirmed bookings. */
async function heldBookings(database: SqlDatabase, ids: readonly number[]): Promise<readonly number[]> {
  const rows = await readBack(database).query<{ id: number }>(
    "SELECT id FROM bookings WHERE id = ANY($1::int[]) AND status = 'confirmed' ORDER BY id",
    [[...ids]],
  );
  return rows.map((row) => row.id);
}

/** Retries `attempt` every 250 ms until `done` holds of its answer, for at most `withinMs`. */
async function eventually<T>(attempt: () => Promise<T>, done: (value: T) => boolean, withinMs: number): Promise<T> {
  const until = Date.now() + withinMs;
  for (;;) {
    const value = await attempt();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** What a suite set up, undone in reverse order however far its setup got (a cluster must not outlive a failed start). */
function cleanUps() {
  const steps: (() => Promise<unknown>)[] = [];
  return {
    push(step: () => Promise<unknown>) {
      steps.push(step);
    },
    async run() {
      for (const step of steps.reverse()) await step();
    },
  };
}

function serverEnv(databaseUrl: string, extra: Readonly<Record<string, string | undefined>> = {}) {
  return {
    DATABASE_URL: databaseUrl,
    REDIS_URL: undefined,
    RESERVA_DEMO_DATA: 'true',
    RESERVA_STAFF_API_KEY: STAFF_KEY,
    DATABASE_CONNECT_TIMEOUT_MS: '2000',
    ...extra,
  };
}

describe.skipIf(postgres?.unavailable !== undefined)(
  'the server on PostgreSQL while the backends serving it are terminated under concurrent creates',
  () => {
    const name = `reserva_outage_${String(process.pid)}_${randomBytes(4).toString('hex')}`;
    let admin: SqlDatabase;
    let database: SqlDatabase;
    let server: SpawnedServer;

    const cleanUp = cleanUps();

    beforeAll(async () => {
      admin = openPostgresDatabase(adminUrl, { maxConnections: 1 });
      cleanUp.push(() => admin.close());
      await admin.exec(`CREATE DATABASE ${name}`);
      cleanUp.push(() => admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      database = openPostgresDatabase(url.toString(), { maxConnections: 1 });
      cleanUp.push(() => database.close());
      server = await spawnServer(serverEnv(url.toString()));
      cleanUp.push(() => server.stop());
    }, 90_000);

    afterAll(() => cleanUp.run(), 30_000);

    it('stays up, answers only 201, 503 (or a legitimate 409/422), and holds every booking it acknowledged', async () => {
      const starts = camilasHours();
      // Hours kept for the creates after the storm, which a fast machine's creators could otherwise use up.
      const afterStarts = starts.splice(-40);
      let next = 0;
      const answers: Answer[] = [];
      const seen = (status: number) => answers.some((answer) => answer.status === status);
      // The storm lasts 6 s, and on until creates have both failed and been acknowledged (30 s at
      // most): on a loaded machine a create can take longer than the pause between terminations, so
      // the pause doubles (to 2 s) after each sweep that let no create through.
      const storm = { minimumUntil: Date.now() + 6000, until: Date.now() + 30_000, over: false };
      let terminated = 0;
      const terminator = (async () => {
        let pause = 250;
        while (Date.now() < storm.until && !(Date.now() >= storm.minimumUntil && seen(201) && seen(503))) {
          const acknowledged = answers.filter((answer) => answer.status === 201).length;
          const rows = await readBack(admin).query<{ pid: number }>(
            'SELECT pg_terminate_backend(pid) AS pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
            [name],
          );
          terminated += rows.length;
          await new Promise((resolve) => setTimeout(resolve, pause));
          if (answers.filter((answer) => answer.status === 201).length === acknowledged)
            pause = Math.min(pause * 2, 2000);
        }
        storm.over = true;
      })();
      // Eight clients booking one after another, each a different hour, while every backend serving
      // the database is terminated about four times a second.
      await Promise.all(
        Array.from({ length: 8 }, async () => {
          while (!storm.over) {
            const index = next++;
            const start = starts[index];
            if (start === undefined) return;
            answers.push(await create(server.origin, createBody(start, `terminado${String(index)}`)));
          }
        }),
      );
      await terminator;

      // Both happened: creates the dying backends failed, and creates acknowledged in between.
      expect(terminated).toBeGreaterThan(0);
      expect(
        [tally(answers)['201'] ?? 0, tally(answers)['503'] ?? 0].map((count) => count > 0),
        JSON.stringify(tally(answers)),
      ).toEqual([true, true]);
      expect(server.process.exitCode, server.output()).toBeNull();
      expect(answers.filter((answer) => answer.status === 0).map((answer) => answer.failure)).toEqual([]);
      expect(
        Object.keys(tally(answers)).filter((status) => !['201', '503', '409', '422'].includes(status)),
        JSON.stringify(tally(answers)),
      ).toEqual([]);
      expectUnavailableAnswers(answers);

      // Once the backends are left alone, the pool's new connections serve again.
      // Each try takes an hour of its own: one a 503 answered may still have been booked, and a demo
      // booking may hold another (409); on a loaded machine the pool takes a while to serve again.
      let nextAfter = 0;
      const after = await eventually(
        () => create(server.origin, createBody(afterStarts[nextAfter++] ?? (0 as Instant), 'despues')),
        (answer) => answer.status === 201,
        30_000,
      );
      expect(after.status, JSON.stringify(after)).toBe(201);
      const acknowledged = [...answers, after]
        .filter((answer) => answer.status === 201)
        .map((answer) => answer.bookingId ?? -1);
      expect(await heldBookings(database, acknowledged)).toEqual([...acknowledged].sort((a, b) => a - b));
      expect(server.process.exitCode).toBeNull();
    }, 60_000);
  },
);

describe.skipIf('unavailable' in binaries)(
  'the server on a PostgreSQL cluster that stops for 6 s and starts again',
  () => {
    let cluster: PrivateCluster;
    let server: SpawnedServer;
    let database: SqlDatabase;
    let mailDirectory: string;

    const cleanUp = cleanUps();

    beforeAll(async () => {
      if (!('bin' in binaries)) return;
      cluster = await createPrivateCluster(binaries.bin);
      cleanUp.push(() => cluster.destroy());
      await cluster.start();
      mailDirectory = await mkdtemp(path.join(tmpdir(), 'reserva-outage-mail-'));
      cleanUp.push(() => rm(mailDirectory, { recursive: true, force: true }));
      database = openPostgresDatabase(cluster.url, { maxConnections: 1 });
      cleanUp.push(() => database.close());
      server = await spawnServer(
        serverEnv(cluster.url, {
          RESERVA_MAIL_DIR: mailDirectory,
          RESERVA_MAIL_DISPATCH_INTERVAL: '1',
          // The expiry job runs every second on the test clock, which the test moves (ADR 0042).
          RESERVA_TEST_CLOCK: '1',
          SMTP_URL: undefined,
        }),
      );
      cleanUp.push(() => server.stop());
    }, 90_000);

    afterAll(() => cleanUp.run(), 60_000);

    it('answers 503 with Retry-After during the outage, 201 after it, and its outbox dispatcher and payment expiry resume', async () => {
      const starts = camilasHours();
      let index = 0;
      // The first of Camila's hours that is free: one of them may fall on a day the demo closes for
      // her (a 409 there is the hour's, not the outage's).
      const bookedAtFirstFree = async (client: string, overrides: Parameters<typeof createBody>[2] = {}) => {
        let answer: Answer;
        do answer = await create(server.origin, createBody(starts[index++] ?? (0 as Instant), client, overrides));
        while (answer.status === 409 && index < 40);
        return answer;
      };
      const before = await bookedAtFirstFree('antes');
      expect(before.status, JSON.stringify(before)).toBe(201);
      // Paid online through the sandbox, left unpaid: the expiry job cancels it once 30 minutes pass.
      const unpaid = await bookedAtFirstFree('sinpagar', { payment_dlocal: 'dlocal', payment_pago_facil: 'dlocal' });
      expect(unpaid.status, JSON.stringify(unpaid)).toBe(201);

      await cluster.stop();
      const during: Answer[] = [];
      const until = Date.now() + 6000;
      while (Date.now() < until) {
        const started = Date.now();
        during.push(
          await create(server.origin, createBody(starts[index++] ?? (0 as Instant), `durante${String(index)}`)),
        );
        during.push(await send(server.origin, '/locations/1'));
        expect(Date.now() - started).toBeLessThan(2 * ANSWER_WITHIN_MS);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(server.process.exitCode, server.output()).toBeNull();
      expect(tally(during)).toEqual({ 503: during.length });
      expectUnavailableAnswers(during);
      await cluster.start();

      const after = await eventually(
        () => create(server.origin, createBody(starts[index++] ?? (0 as Instant), 'recuperado')),
        (answer) => answer.status === 201,
        20_000,
      );
      expect(after.status, JSON.stringify(after)).toBe(201);
      const acknowledged = [before, unpaid, after].map((answer) => answer.bookingId ?? -1);
      const confirmed = await heldBookings(database, acknowledged);
      expect(confirmed).toEqual([before.bookingId, after.bookingId].sort((a, b) => (a ?? 0) - (b ?? 0)));
      const [pending] = await readBack(database).query<{ status: string }>(
        'SELECT status FROM bookings WHERE id = $1',
        [unpaid.bookingId],
      );
      expect(pending?.status).toBe('pending_payment');

      // The outbox dispatcher, which failed its runs during the outage, sends the mail of the booking made after it.
      const mailed = await eventually(
        async () => {
          const files = await readdir(mailDirectory).catch(() => []);
          const texts = await Promise.all(files.map((file) => readFile(path.join(mailDirectory, file), 'utf8')));
          return texts.some((text) => text.includes('recuperado@correo.example'));
        },
        (found) => found,
        15_000,
      );
      expect(mailed, `${(await readdir(mailDirectory).catch(() => [])).join('\n')}\n${server.output()}`).toBe(true);
      // The expiry job runs again: 31 minutes on, the unpaid booking is cancelled.
      const moved = await send(server.origin, '/testing/clock', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ advance_minutes: 31 }),
      });
      expect(moved.status).toBe(200);
      const expired = await eventually(
        async () =>
          (
            await readBack(database).query<{ status: string }>('SELECT status FROM bookings WHERE id = $1', [
              unpaid.bookingId,
            ])
          )[0]?.status,
        (status) => status === 'cancelled',
        15_000,
      );
      expect(expired).toBe('cancelled');

      // Each job said once per failed run that it failed, and carried on.
      expect(server.output()).toMatch(/notifications dispatcher failed a run/);
      expect(server.process.exitCode).toBeNull();
    }, 90_000);
  },
);
