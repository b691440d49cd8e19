import { randomBytes, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instantAt, localDateAt, timeZone } from '#domain/availability/time-zone';
import type { Instant } from '#domain/calendar/instant';
import type { LocalDate } from '#domain/calendar/local-date';
import { DEMO_PROVIDER } from '../persistence/demo/demo-ids';
import { migrate, schemaMigrations } from '../persistence/migrate';
import { openPostgresDatabase } from '../persistence/pg-database';
import {
  pgbouncerBinary,
  startPrivatePgbouncer,
  type PrivatePgbouncer,
} from '../persistence/private-pgbouncer.test-support';
import { readBack } from '../persistence/read-back.test-support';
import type { SqlDatabase } from '../persistence/sql-database';
import { testEngines } from '../persistence/test-databases.test-support';
import { Unavailable } from '../persistence/unavailable';
import { camilasCutBody, camilasHours, camilasNextWednesday, tally } from './camila-at-providencia.test-support';
import { runMigrateCommand, schemaAtStart } from './schema-migrations';
import { serversOnOnePostgres } from './servers-on-one-postgres.test-support';

// "Behind a pooler: the servers work through PgBouncer in transaction mode (Debian's package): what
// needs a session — the listener that keeps caches fresh across processes — holds a direct
// connection of its own" (issue 37; docs/adr/0136). A PgBouncer of the file's own, in transaction
// mode with four server connections, stands in front of the test PostgreSQL; the pool goes through
// it (DATABASE_URL), the listener and the migrations past it (DATABASE_DIRECT_URL).

const adminUrl = process.env['RESERVA_TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const STAFF_KEY = `pgbouncer-test-key-${randomBytes(8).toString('hex')}`;
const CONCURRENT = 30;
const santiago = timeZone('America/Santiago')._unsafeUnwrap();

const postgres = (await testEngines()).find((engine) => engine.name === 'PostgreSQL');
const pgbouncer = pgbouncerBinary();
const unavailable = postgres?.unavailable ?? ('unavailable' in pgbouncer ? pgbouncer.unavailable : undefined);

let bouncer: PrivatePgbouncer | undefined;
const through = (database: string): string => {
  if (bouncer === undefined) throw new Error('PgBouncer is started by the file’s beforeAll');
  return bouncer.urlOf(database);
};
const directUrlOf = (database: string): string => {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
};

beforeAll(async () => {
  if (unavailable === undefined && 'binary' in pgbouncer) bouncer = await startPrivatePgbouncer(pgbouncer.binary);
}, 30_000);

afterAll(async () => {
  await bouncer?.stop();
});

describe.skipIf(unavailable !== undefined)(
  'the PostgreSQL pool through PgBouncer in transaction mode, its listener on a direct connection',
  () => {
    const name = `reserva_pgbouncer_pool_${String(process.pid)}_${randomBytes(4).toString('hex')}`;
    let admin: SqlDatabase;
    const opened: SqlDatabase[] = [];
    /** The database through PgBouncer, listening past it; statements of transactions bounded by 300 ms. */
    const pooled = () => {
      const database = openPostgresDatabase(through(name), {
        directConnectionString: directUrlOf(name),
        statementTimeoutMs: 300,
        maxConnections: 6,
      });
      opened.push(database);
      return database;
    };

    beforeAll(async () => {
      admin = openPostgresDatabase(adminUrl, { maxConnections: 1 });
      await admin.exec(`CREATE DATABASE ${name}`);
    });

    afterAll(async () => {
      await Promise.all(opened.map((database) => database.close()));
      await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    });

    it('applies the migrations through it, two processes at once taking turns under the transaction’s advisory lock', async () => {
      const applied = await Promise.all([migrate(pooled()), migrate(pooled())]);
      const all = schemaMigrations().map((migration) => migration.name);
      expect([...applied].sort((a, b) => a.length - b.length)).toEqual([[], all]);
    });

    it('migrates past the pooler when given DATABASE_DIRECT_URL, with the command and at start-up', async () => {
      const direct = `${name}_direct`;
      await admin.exec(`CREATE DATABASE ${direct}`);
      try {
        // Where nothing listens: only the direct address can have been used.
        const nowhere = 'postgres://postgres@127.0.0.1:1/nowhere';
        const location = { engine: 'postgresql', url: nowhere, directUrl: directUrlOf(direct) } as const;
        expect(await runMigrateCommand(location)).toBe(0);
        const unreachablePool = openPostgresDatabase(nowhere, { directConnectionString: directUrlOf(direct) });
        opened.push(unreachablePool);
        expect((await schemaAtStart(unreachablePool, location, true)).isOk()).toBe(true);
        const check = openPostgresDatabase(directUrlOf(direct), { maxConnections: 1 });
        const [applied] = (await check.query('SELECT count(*)::int AS n FROM schema_migrations')) as { n: number }[];
        await check.close();
        expect(applied?.n).toBe(schemaMigrations().length);
      } finally {
        await admin.exec(`DROP DATABASE IF EXISTS ${direct} WITH (FORCE)`);
      }
    });

    it('bounds the statements of a transaction by the statement timeout, and leaves it on no shared connection', async () => {
      const database = pooled();
      const failure = await database
        .transaction((transaction) => transaction.query('SELECT pg_sleep(2)'))
        .then(
          () => undefined,
          (error: unknown) => error,
        );
      expect(failure).toBeInstanceOf(Unavailable);
      expect((failure as Unavailable).cause).toMatchObject({ code: '57014' });
      // Every server connection PgBouncer holds, read at once: none kept the transaction's 300 ms.
      const timeouts = await Promise.all(
        Array.from({ length: 6 }, () =>
          database.transaction(async (transaction) => {
            const [row] = (await transaction.query(
              "SELECT current_setting('statement_timeout') AS during, pg_sleep(0.05)::text",
            )) as { during: string }[];
            return row?.during;
          }),
        ),
      );
      expect(timeouts.every((timeout) => timeout === '300ms')).toBe(true);
      const lone = await Promise.all(
        Array.from({ length: 6 }, async () => {
          const [row] = (await database.query("SELECT current_setting('statement_timeout') AS after")) as {
            after: string;
          }[];
          return row?.after;
        }),
      );
      expect(lone).not.toContain('300ms');
    });

    it('hears a notification sent through the pooler, on its own connection past it, while the pooled connections are shared', async () => {
      const listening = pooled();
      const sending = pooled();
      const heard: string[] = [];
      const stop = await listening.listen?.('reserva_pgbouncer_test', {
        notified: (payload) => heard.push(payload),
        interrupted: () => undefined,
        resumed: () => undefined,
      });
      try {
        // The pooled connections change hands between these transactions.
        await Promise.all(
          Array.from({ length: 12 }, (_, index) =>
            (index % 2 === 0 ? listening : sending).transaction((transaction) =>
              transaction.query("SELECT pg_notify('reserva_pgbouncer_test', $1)", [String(index)]),
            ),
          ),
        );
        const started = performance.now();
        while (heard.length < 12 && performance.now() - started < 3_000) await sleep(20);
        expect([...heard].sort((a, b) => Number(a) - Number(b))).toEqual(
          Array.from({ length: 12 }, (_, index) => String(index)),
        );
      } finally {
        await stop?.();
      }
    });
  },
);

/** A create for a women's cut with Camila at Providencia at `hour` on `date`, by client number `index`. */
function createAt(date: LocalDate, hour: string, index: number) {
  return camilasCutBody(instantAt(santiago, date, hour as never), index, 'pgbouncer');
}

interface Answer {
  readonly status: number;
  readonly body: {
    readonly code?: string;
    readonly bookings?: readonly { readonly confirmation_code: string }[];
  };
  readonly replayed: string | null;
}

async function post(origin: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'api-key': STAFF_KEY, ...headers },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as Answer['body'],
    replayed: response.headers.get('idempotent-replayed'),
  } satisfies Answer;
}

/** How long the other process may go on answering from what it held: "about a second" (docs/adr/0071). */
const HEARD_WITHIN_MS = 1_500;

/** Reads `origin`'s hours until whether it offers `hour` is `offered`, failing after HEARD_WITHIN_MS. */
async function expectOffers(origin: string, date: LocalDate, hour: string, offered: boolean): Promise<void> {
  const started = performance.now();
  while ((await camilasHours(origin, date)).includes(hour) !== offered) {
    expect(performance.now() - started).toBeLessThan(HEARD_WITHIN_MS);
    await sleep(10);
  }
}

describe.skipIf(unavailable !== undefined)(
  'two server processes through PgBouncer in transaction mode, each listening on a direct connection',
  () => {
    const processes = serversOnOnePostgres('pgbouncer', { RESERVA_STAFF_API_KEY: STAFF_KEY }, { pooledUrlOf: through });
    const date = camilasNextWednesday(localDateAt(santiago, Date.now() as Instant));
    const origin = (index: number) => processes.origins[index % processes.origins.length] ?? '';
    const bookingsOf = async (email: string) =>
      (
        await readBack(processes.database).query<{ n: number }>(
          `SELECT count(*)::int AS n FROM bookings b JOIN booking_groups g ON g.id = b.group_id
           WHERE g.client_email = $1 AND b.status <> 'cancelled'`,
          [email],
        )
      )[0]?.n;

    it(`gives exactly one 201 of ${String(CONCURRENT)} creates at once for one slot, split between them, and 409 BOOKING.SLOT_TAKEN to the rest`, async () => {
      const answers = await Promise.all(
        Array.from({ length: CONCURRENT }, (_, index) =>
          post(origin(index), '/bookings', createAt(date, '10:00', index)),
        ),
      );
      expect(tally(answers.map((answer) => answer.status))).toEqual({ 201: 1, 409: CONCURRENT - 1 });
      // The servers' pools went through PgBouncer (it logs each client's login).
      expect(bouncer?.log()).toMatch(/login attempt: db=reserva_pgbouncer_\d+_/);
      expect(
        answers.filter((answer) => answer.status === 409).every((answer) => answer.body.code === 'BOOKING.SLOT_TAKEN'),
      ).toBe(true);
      const [held] = await readBack(processes.database).query<{ n: number }>(
        "SELECT count(*)::int AS n FROM bookings WHERE provider_id = $1 AND status <> 'cancelled' AND lower(during) = $2::timestamptz",
        [DEMO_PROVIDER.camila, new Date(instantAt(santiago, date, '10:00' as never)).toISOString()],
      );
      expect(held?.n).toBe(1);
    }, 60_000);

    it('replays a keyed create retried on the other process, booking it once', async () => {
      const key = randomUUID();
      const body = createAt(date, '11:00', 1000);
      const first = await post(origin(0), '/bookings', body, { 'Idempotency-Key': key });
      expect(first.status).toBe(201);
      const retries = await Promise.all([
        post(origin(1), '/bookings', body, { 'Idempotency-Key': key }),
        post(origin(0), '/bookings', body, { 'Idempotency-Key': key }),
      ]);
      for (const retry of retries) {
        expect(retry.status).toBe(201);
        expect(retry.body).toEqual(first.body);
        expect(retry.replayed).toBe('true');
      }
      expect(await bookingsOf('pgbouncer1000@correo.example')).toBe(1);
    }, 30_000);

    it('stops offering, through the other process, an hour booked through one, within about a second', async () => {
      // Both processes have read (and keep) the day's agenda, with 15:00 free.
      expect(await camilasHours(origin(1), date)).toContain('15:00');
      expect(await camilasHours(origin(0), date)).toContain('15:00');
      expect((await post(origin(0), '/bookings', createAt(date, '15:00', 2000))).status).toBe(201);
      expect(await camilasHours(origin(0), date)).not.toContain('15:00');
      await expectOffers(origin(1), date, '15:00', false);
    }, 30_000);

    it('cancels through one process, and the other offers the hour again within about a second', async () => {
      const made = await post(origin(1), '/bookings', createAt(date, '17:00', 3000));
      expect(made.status).toBe(201);
      await expectOffers(origin(0), date, '17:00', false);
      const cancelled = await post(origin(0), '/bookings/cancel_booking', {
        confirmation_code: made.body.bookings?.[0]?.confirmation_code,
      });
      expect(cancelled.status).toBe(200);
      expect(await bookingsOf('pgbouncer3000@correo.example')).toBe(0);
      await expectOffers(origin(1), date, '17:00', true);
      await expectOffers(origin(0), date, '17:00', true);
    }, 30_000);
  },
);
