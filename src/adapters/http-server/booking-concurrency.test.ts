import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatOffsetDateTime, instantAt, localDateAt, timeZone } from '../../domain/availability/time-zone';
import type { Instant } from '../../domain/calendar/instant';
import { addDays, isoWeekday, type LocalDate } from '../../domain/calendar/local-date';
import { DEMO_PROVIDER } from '../persistence/demo/demo-catalogue';
import { openPostgresDatabase } from '../persistence/pg-database';
import type { SqlDatabase } from '../persistence/sql-database';
import { testEngines } from '../persistence/test-databases.test-support';
import { bookingClient, bookingItem, createBookingBody } from './booking-requests.test-support';
import { spawnServer, type SpawnedServer } from '../../../tools/server/spawn-server';
import { seededTestServer, type TestServer } from './test-server.test-support';

// "50 concurrent creates for one slot give exactly one 201 and 409s for the rest — on PGlite, and
// on PostgreSQL with two server processes sharing the database" (issue 3; ADR 0006, ADR 0017). The
// availability check passes for every request (none is booked when they read); the database's
// exclusion constraint is what lets exactly one win.

const CONCURRENT = 50;
const santiago = timeZone('America/Santiago')._unsafeUnwrap();

/** A create for Camila at `start` (a 45-minute women's cut at Providencia), by client number `index`. */
function createBody(start: Instant, index: number) {
  return createBookingBody({
    bookings: [
      bookingItem({
        start: formatOffsetDateTime(santiago, start),
        end: formatOffsetDateTime(santiago, (start + 45 * 60_000) as Instant),
        provider_id: DEMO_PROVIDER.camila,
        provider_lock: true,
      }),
    ],
    client: bookingClient({
      first_name: 'Cliente',
      last_name: String(index),
      email: `cliente${String(index)}@correo.example`,
      identification_number: null,
      gender: 0,
      notes: '',
    }),
  });
}

function tally(statuses: readonly number[]): Readonly<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const status of statuses) counts[String(status)] = (counts[String(status)] ?? 0) + 1;
  return counts;
}

describe('50 concurrent creates for one slot on PGlite, in one process', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await seededTestServer({ clock: { now: () => Date.parse('2026-12-01T11:00:00Z') as Instant } });
  });

  afterAll(async () => {
    await server.dispose();
  });

  it('gives exactly one 201 and 409 BOOKING.SLOT_TAKEN to the rest, and holds one booking', async () => {
    const start = instantAt(santiago, '2026-12-02' as LocalDate, '10:00' as never);
    const responses = await Promise.all(
      Array.from({ length: CONCURRENT }, (_, index) =>
        server.client.request('/bookings', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(createBody(start, index)),
        }),
      ),
    );
    expect(tally(responses.map((response) => response.status))).toEqual({ 201: 1, 409: CONCURRENT - 1 });
    expect(responses.filter((response) => response.status === 409).every((response) => (response.body as { code: string }).code === 'BOOKING.SLOT_TAKEN')).toBe(true);
    const [held] = await server.database.query<{ n: number }>("SELECT count(*)::int AS n FROM bookings WHERE provider_id = $1 AND status <> 'cancelled' AND lower(during) = $2::timestamptz", [
      DEMO_PROVIDER.camila,
      new Date(start).toISOString(),
    ]);
    expect(held?.n).toBe(1);
  });
});

const adminUrl = process.env['RESERVA_TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const STAFF_KEY = `concurrency-test-key-${randomBytes(8).toString('hex')}`;

const engines = await testEngines();
const postgres = engines.find((engine) => engine.name === 'PostgreSQL');

/** A weekday at least two days ahead when Camila works her usual hours (not her day off, 7 days after seeding). */
function camilasNextWednesday(today: LocalDate): LocalDate {
  let date = addDays(today, 2);
  while (isoWeekday(date) !== 3 || date === addDays(today, 7)) date = addDays(date, 1);
  return date;
}

describe.skipIf(postgres?.unavailable !== undefined)('50 concurrent creates for one slot on PostgreSQL, split between two server processes', () => {
  const name = `reserva_concurrency_${String(process.pid)}_${randomBytes(4).toString('hex')}`;
  let admin: SqlDatabase;
  let database: SqlDatabase;
  let servers: readonly SpawnedServer[] = [];
  let origins: readonly string[] = [];

  beforeAll(async () => {
    admin = openPostgresDatabase(adminUrl, { maxConnections: 1 });
    await admin.exec(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    database = openPostgresDatabase(url.toString(), { maxConnections: 2 });
    // Both start at once: migrations and the demo seed take turns under their advisory locks.
    const env = { DATABASE_URL: url.toString(), RESERVA_DEMO_DATA: 'true', RESERVA_STAFF_API_KEY: STAFF_KEY };
    servers = await Promise.all([spawnServer(env), spawnServer(env)]);
    origins = servers.map((server) => server.origin);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await database.close();
    await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.close();
  }, 30_000);

  it('gives exactly one 201 and 409 BOOKING.SLOT_TAKEN to the rest, and holds one booking', async () => {
    const today = localDateAt(santiago, Date.now() as Instant);
    const start = instantAt(santiago, camilasNextWednesday(today), '10:00' as never);
    const responses = await Promise.all(
      Array.from({ length: CONCURRENT }, async (_, index) => {
        const origin = origins[index % origins.length] ?? '';
        const response = await fetch(`${origin}/bookings`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'api-key': STAFF_KEY },
          body: JSON.stringify(createBody(start, index)),
        });
        return { status: response.status, body: (await response.json()) as { code?: string } };
      }),
    );
    expect(tally(responses.map((response) => response.status))).toEqual({ 201: 1, 409: CONCURRENT - 1 });
    expect(responses.filter((response) => response.status === 409).every((response) => response.body.code === 'BOOKING.SLOT_TAKEN')).toBe(true);
    const [held] = await database.query<{ n: number }>("SELECT count(*)::int AS n FROM bookings WHERE provider_id = $1 AND status <> 'cancelled' AND lower(during) = $2::timestamptz", [
      DEMO_PROVIDER.camila,
      new Date(start).toISOString(),
    ]);
    expect(held?.n).toBe(1);
  }, 60_000);
});
