import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatOffsetDateTime, instantAt, localDateAt, timeZone } from '#domain/availability/time-zone';
import type { Instant } from '#domain/calendar/instant';
import { addDays, isoWeekday, type LocalDate } from '#domain/calendar/local-date';
import { spawnServer, type SpawnedServer } from '../../../tools/server/spawn-server';
import { openPostgresDatabase } from '../persistence/pg-database';
import type { SqlDatabase } from '../persistence/sql-database';
import { testEngines } from '../persistence/test-databases.test-support';
import { bookingClient, bookingItem, createBookingBody } from './booking-requests.test-support';
import { readBack } from '../persistence/read-back.test-support';

// "kill -9 during keyed creates leaves keys answering 409 IDEMPOTENCY.IN_FLIGHT for 24 h" (issue 15
// §3; ADR 0050). A real server process on PostgreSQL takes the keys of several creates and is killed
// while they wait inside their booking transactions (the test holds a lock their inserts need). A
// second server on the same database answers the retries: in flight while the dead attempts' leases
// run, afresh once they are over (the test clock moves, so nothing waits tens of seconds), replayed
// after that — and every key booked exactly once. A key sealed before the crash replays its answer.

const adminUrl = process.env['RESERVA_TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const STAFF_KEY = `crash-test-key-${randomBytes(8).toString('hex')}`;
const IN_FLIGHT_KEYS = 4;
const santiago = timeZone('America/Santiago')._unsafeUnwrap();

const engines = await testEngines();
const postgres = engines.find((engine) => engine.name === 'PostgreSQL');

/** A Wednesday two weeks or more ahead: Camila's usual hours, past the demo's day off and its bookings. */
function aWednesdayAhead(today: LocalDate): LocalDate {
  let date = addDays(today, 14);
  while (isoWeekday(date) !== 3) date = addDays(date, 1);
  return date;
}

/** Key number `index`'s create: a women's cut at Providencia with whoever is free at its own hour, for a client of its own. */
function keyedCreate(day: LocalDate, index: number) {
  const start = instantAt(santiago, day, `${String(9 + index).padStart(2, '0')}:00` as never);
  return createBookingBody({
    bookings: [
      bookingItem({
        start: formatOffsetDateTime(santiago, start),
        end: formatOffsetDateTime(santiago, (start + 45 * 60_000) as Instant),
      }),
    ],
    client: bookingClient({
      email: `retry${String(index)}@correo.example`,
      phone: `+5697${String(1_000_000 + index)}`,
      identification_number: null,
    }),
  });
}

interface Answer {
  readonly status: number;
  readonly body: { readonly code?: string; readonly booking?: { readonly id: number } };
}

describe.skipIf(postgres?.unavailable !== undefined)(
  'keyed creates whose server was killed with -9, retried on another server (PostgreSQL)',
  () => {
    const name = `reserva_crash_${String(process.pid)}_${randomBytes(4).toString('hex')}`;
    let admin: SqlDatabase;
    let database: SqlDatabase;
    let locker: SqlDatabase;
    let url: string;
    const servers: SpawnedServer[] = [];

    beforeAll(async () => {
      admin = openPostgresDatabase(adminUrl, { maxConnections: 1 });
      await admin.exec(`CREATE DATABASE ${name}`);
      const parsed = new URL(adminUrl);
      parsed.pathname = `/${name}`;
      url = parsed.toString();
      database = openPostgresDatabase(url, { maxConnections: 2 });
      locker = openPostgresDatabase(url, { maxConnections: 1 });
    }, 60_000);

    afterAll(async () => {
      await Promise.all(servers.map((server) => server.stop()));
      await Promise.all([database.close(), locker.close()]);
      await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    }, 30_000);

    const start = async () => {
      const server = await spawnServer(
        { DATABASE_URL: url, RESERVA_DEMO_DATA: 'true', RESERVA_STAFF_API_KEY: STAFF_KEY, RESERVA_TEST_CLOCK: '1' },
        120_000,
      );
      servers.push(server);
      return server;
    };
    const send = async (server: SpawnedServer, key: string, body: unknown): Promise<Answer> => {
      const response = await fetch(`${server.origin}/bookings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'api-key': STAFF_KEY, 'idempotency-key': key },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as Answer['body'] };
    };
    const advanceClock = async (server: SpawnedServer, minutes: number) => {
      const response = await fetch(`${server.origin}/testing/clock`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ advance_minutes: minutes }),
      });
      expect(response.status).toBe(200);
    };
    const count = async (sql: string, parameters: readonly unknown[] = []) =>
      (await readBack(database).query<{ n: number }>(sql, parameters))[0]?.n ?? 0;
    const groupsOf = (index: number) =>
      count('SELECT count(*)::int AS n FROM booking_groups g JOIN clients c ON c.id = g.client_id WHERE c.email = $1', [
        `retry${String(index)}@correo.example`,
      ]);

    it('answers in flight only while the dead attempts’ leases run, then books each key exactly once, and replays a key sealed before the crash', async () => {
      const first = await start();
      const day = aWednesdayAhead(localDateAt(santiago, Date.now() as Instant));
      const run = randomBytes(4).toString('hex');
      const keyOf = (index: number) => `crash-${run}-${String(index)}`;

      // Sealed before the crash: its answer must come back as it was.
      const sealedIndex = IN_FLIGHT_KEYS;
      const sealed = await send(first, keyOf(sealedIndex), keyedCreate(day, sealedIndex));
      expect(sealed.status).toBe(201);

      // The first server's clock runs 10 minutes ahead, so its claims' leases end 10 minutes from now:
      // the second server, on the real time, finds them running however long it takes to start.
      await advanceClock(first, 10);
      let release: () => void = () => undefined;
      let locked: () => void = () => undefined;
      const lockTaken = new Promise<void>((resolve) => {
        locked = resolve;
      });
      const holding = locker.transaction(async (transaction) => {
        // Blocks every insert of a booking group until the test lets go: the creates wait inside their transactions.
        await transaction.query('LOCK TABLE booking_groups IN SHARE ROW EXCLUSIVE MODE');
        locked();
        await new Promise<void>((resolve) => {
          release = resolve;
        });
      });
      await lockTaken;
      const pending = Array.from({ length: IN_FLIGHT_KEYS }, (_, index) =>
        send(first, keyOf(index), keyedCreate(day, index)).catch((error: unknown) => error),
      );
      // Every create has claimed its key; the first waits on the lock, mid-transaction, the others
      // for it, to be booked together (docs/adr/0163).
      await expect
        .poll(() => count("SELECT count(*)::int AS n FROM idempotent_requests WHERE state = 'in_flight'"), {
          timeout: 60_000,
          interval: 100,
        })
        .toBe(IN_FLIGHT_KEYS);
      await expect
        .poll(
          () =>
            count("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND wait_event_type = 'Lock'", [
              name,
            ]),
          { timeout: 60_000, interval: 100 },
        )
        .toBeGreaterThanOrEqual(1);

      await first.crash();
      for (const outcome of await Promise.all(pending)) expect(outcome).toBeInstanceOf(Error);
      release();
      await holding;
      // The dead process's transactions never committed: nothing was booked, and the keys are still claimed.
      for (let index = 0; index < IN_FLIGHT_KEYS; index += 1) expect(await groupsOf(index)).toBe(0);
      expect(await count("SELECT count(*)::int AS n FROM idempotent_requests WHERE state = 'in_flight'")).toBe(
        IN_FLIGHT_KEYS,
      );

      const second = await start();
      const replayedBeforeTheCrash = await send(second, keyOf(sealedIndex), keyedCreate(day, sealedIndex));
      expect(replayedBeforeTheCrash).toEqual(sealed);
      for (let index = 0; index < IN_FLIGHT_KEYS; index += 1) {
        expect(await send(second, keyOf(index), keyedCreate(day, index))).toMatchObject({
          status: 409,
          body: { code: 'IDEMPOTENCY.IN_FLIGHT' },
        });
      }

      // A minute after the claims, by the first server's clock: the leases (tens of seconds) are over, and each retry runs afresh.
      await advanceClock(second, 11);
      const afresh = await Promise.all(
        Array.from({ length: IN_FLIGHT_KEYS }, (_, index) => send(second, keyOf(index), keyedCreate(day, index))),
      );
      for (const answer of afresh) expect(answer.status).toBe(201);
      for (const [index, answer] of afresh.entries())
        expect(await send(second, keyOf(index), keyedCreate(day, index))).toEqual(answer);
      for (let index = 0; index <= IN_FLIGHT_KEYS; index += 1) expect(await groupsOf(index)).toBe(1);
      expect(await count("SELECT count(*)::int AS n FROM idempotent_requests WHERE state = 'in_flight'")).toBe(0);
    }, 300_000);
  },
);
