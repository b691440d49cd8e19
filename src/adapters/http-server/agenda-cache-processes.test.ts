import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instantAt, localDateAt, timeZone } from '#domain/availability/time-zone';
import type { Instant } from '#domain/calendar/instant';
import type { LocalDate } from '#domain/calendar/local-date';
import { DEMO_LOCATION, DEMO_PROVIDER, DEMO_SERVICE } from '../persistence/demo/demo-ids';
import { openPostgresDatabase } from '../persistence/pg-database';
import { insertBooking } from '../persistence/sql-agenda.test-support';
import type { SqlDatabase } from '../persistence/sql-database';
import { testEngines } from '../persistence/test-databases.test-support';
import { spawnServer, type SpawnedServer } from '../../../tools/server/spawn-server';
import { camilasCutItem, camilasHours, camilasNextWednesday } from './camila-at-providencia.test-support';
import { bookingClient, createBookingBody } from './booking-requests.test-support';

// "The cache never offers an hour that a committed booking holds once invalidation has run: a test
// with two processes on PostgreSQL books through one and reads hours through the other" (issue 19;
// docs/adr/0071). Both servers keep Providencia's agenda in memory; the one that did not book hears
// of the booking through the database's notification (migration 0018) and stops offering its hour
// within about a second, and never offers it again. A booking written by neither server (as the CLI
// or a hand-written statement would) is heard the same way.

const adminUrl = process.env['RESERVA_TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const STAFF_KEY = `agenda-cache-test-key-${randomBytes(8).toString('hex')}`;
const postgres = (await testEngines()).find((engine) => engine.name === 'PostgreSQL');
const santiago = timeZone('America/Santiago')._unsafeUnwrap();

/** How long the other process may keep offering a booked hour: "about a second". */
const HEARD_WITHIN_MS = 1_500;

/**
 * Reads `origin`'s hours until `hour` is no longer offered (failing after HEARD_WITHIN_MS), then
 * twenty times more over the next half second, none of which may offer it again.
 */
async function expectStopsOffering(origin: string, date: LocalDate, hour: string): Promise<number> {
  const started = performance.now();
  while ((await camilasHours(origin, date)).includes(hour)) {
    expect(performance.now() - started).toBeLessThan(HEARD_WITHIN_MS);
    await sleep(10);
  }
  const heardAfter = performance.now() - started;
  for (let read = 0; read < 20; read++) {
    expect(await camilasHours(origin, date)).not.toContain(hour);
    await sleep(25);
  }
  return heardAfter;
}

describe.skipIf(postgres?.unavailable !== undefined)(
  'two server processes on one PostgreSQL keep agendas in memory and hear each other’s bookings',
  () => {
    const name = `reserva_agenda_cache_${String(process.pid)}_${randomBytes(4).toString('hex')}`;
    let admin: SqlDatabase;
    let database: SqlDatabase;
    let booking: SpawnedServer;
    let reading: SpawnedServer;
    let date: LocalDate;

    beforeAll(async () => {
      admin = openPostgresDatabase(adminUrl, { maxConnections: 1 });
      await admin.exec(`CREATE DATABASE ${name}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      database = openPostgresDatabase(url.toString(), { maxConnections: 2 });
      const env = { DATABASE_URL: url.toString(), RESERVA_DEMO_DATA: 'true', RESERVA_STAFF_API_KEY: STAFF_KEY };
      [booking, reading] = await Promise.all([spawnServer(env), spawnServer(env)]);
      date = camilasNextWednesday(localDateAt(santiago, Date.now() as Instant));
    }, 120_000);

    afterAll(async () => {
      await Promise.all([booking, reading].map((server) => server.stop()));
      await database.close();
      await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    }, 30_000);

    it('stops offering, through the other process, an hour booked through one, and never offers it again', async () => {
      // Both processes have read (and keep) the day's agenda, with 10:00 free.
      expect(await camilasHours(reading.origin, date)).toContain('10:00');
      expect(await camilasHours(booking.origin, date)).toContain('10:00');
      expect(await camilasHours(reading.origin, date)).toContain('10:00');

      const start = instantAt(santiago, date, '10:00' as never);
      const response = await fetch(`${booking.origin}/bookings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'api-key': STAFF_KEY },
        body: JSON.stringify(
          createBookingBody({
            bookings: [camilasCutItem(start)],
            client: bookingClient({ email: 'cache@correo.example', identification_number: null, gender: 0 }),
          }),
        ),
      });
      expect(response.status).toBe(201);

      // The process that booked knows at once: it forgot the agenda before answering.
      expect(await camilasHours(booking.origin, date)).not.toContain('10:00');
      await expectStopsOffering(reading.origin, date, '10:00');
      // Neither offers the hours the booking overlaps either.
      expect(await camilasHours(reading.origin, date)).not.toContain('10:30');
    }, 30_000);

    it('stops offering, through both processes, an hour a third connection books by hand', async () => {
      expect(await camilasHours(reading.origin, date)).toContain('15:00');
      expect(await camilasHours(booking.origin, date)).toContain('15:00');
      const start = instantAt(santiago, date, '15:00' as never);
      await insertBooking(database, {
        locationId: DEMO_LOCATION.providencia,
        serviceId: DEMO_SERVICE.womensCut,
        providerId: DEMO_PROVIDER.camila,
        from: new Date(start).toISOString(),
        to: new Date(start + 45 * 60_000).toISOString(),
      });
      await Promise.all([
        expectStopsOffering(reading.origin, date, '15:00'),
        expectStopsOffering(booking.origin, date, '15:00'),
      ]);
    }, 30_000);

    it('offers again, through both processes, an hour freed by a cancellation written by hand', async () => {
      await database.query(
        `UPDATE bookings SET status = 'cancelled', cancelled_at = now()
         WHERE provider_id = $1 AND lower(during) = $2::timestamptz AND status <> 'cancelled'`,
        [DEMO_PROVIDER.camila, new Date(instantAt(santiago, date, '15:00' as never)).toISOString()],
      );
      for (const server of [reading, booking]) {
        const started = performance.now();
        while (!(await camilasHours(server.origin, date)).includes('15:00')) {
          expect(performance.now() - started).toBeLessThan(HEARD_WITHIN_MS);
          await sleep(10);
        }
      }
    }, 30_000);

    it('answers from memory: a booking written with the notifying triggers switched off is not seen until something is heard', async () => {
      expect(await camilasHours(reading.origin, date)).toContain('16:00');
      const start = instantAt(santiago, date, '16:00' as never);
      // session_replication_role = replica skips the triggers of migration 0018 for this transaction only.
      await database.transaction(async (transaction) => {
        await transaction.query('SET LOCAL session_replication_role = replica');
        await insertBooking(transaction, {
          locationId: DEMO_LOCATION.providencia,
          serviceId: DEMO_SERVICE.womensCut,
          providerId: DEMO_PROVIDER.camila,
          from: new Date(start).toISOString(),
          to: new Date(start + 45 * 60_000).toISOString(),
        });
      });
      await sleep(300);
      // Read from the database, 16:00 would be gone: the kept agenda still offers it.
      expect(await camilasHours(reading.origin, date)).toContain('16:00');
      // Any change of Camila's held time is heard, and the next read sees both.
      await database.query(
        `UPDATE bookings SET updated_at = now() WHERE provider_id = $1 AND lower(during) = $2::timestamptz`,
        [DEMO_PROVIDER.camila, new Date(start).toISOString()],
      );
      await expectStopsOffering(reading.origin, date, '16:00');
    }, 30_000);
  },
);
