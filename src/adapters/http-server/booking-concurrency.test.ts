import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatOffsetDateTime, instantAt, localDateAt, timeZone } from '#domain/availability/time-zone';
import type { Instant } from '#domain/calendar/instant';
import { addDays, isoWeekday, type LocalDate } from '#domain/calendar/local-date';
import { DEMO_MEMBERSHIP } from '../persistence/demo/demo-bookings';
import { DEMO_LOCATION, DEMO_PROVIDER, DEMO_SERVICE } from '../persistence/demo/demo-ids';
import type { SqlDatabase } from '../persistence/sql-database';
import { testEngines } from '../persistence/test-databases.test-support';
import { bookingItem, createBookingBody, martinaClient } from './booking-requests.test-support';
import { camilasCutBody, tally } from './camila-at-providencia.test-support';
import { serversOnOnePostgres } from './servers-on-one-postgres.test-support';
import { seededTestServer, type TestServer } from './test-server.test-support';
import { readBack } from '../persistence/read-back.test-support';

// "50 concurrent creates for one slot give exactly one 201 and 409s for the rest — on PGlite, and
// on PostgreSQL with two server processes sharing the database" (issue 3; ADR 0006, ADR 0017). The
// availability check passes for every request (none is booked when they read); the database's
// exclusion constraint is what lets exactly one win.

const CONCURRENT = 50;
const santiago = timeZone('America/Santiago')._unsafeUnwrap();

// The same for a membership's last use: two creates at once by Martina Ruiz (docs/demo.md), each for
// a classic cut at Palermo at another hour, both paid by her pass of cuts left with one use. The
// guarded UPDATE in the booking's transaction lets exactly one spend it; the other is refused with
// 422 naming the item, and cancelling the booking gives the use back (issue 8).

const buenosAires = timeZone('America/Argentina/Buenos_Aires')._unsafeUnwrap();

/** A create for Martina of a classic cut with Lucas at Palermo at `start`, paid by her pass of cuts. */
function passPaidBody(start: Instant) {
  return createBookingBody({
    location_id: DEMO_LOCATION.palermo,
    bookings: [
      bookingItem({
        service_id: DEMO_SERVICE.classicCut,
        price: null,
        start: formatOffsetDateTime(buenosAires, start),
        end: formatOffsetDateTime(buenosAires, (start + 30 * 60_000) as Instant),
        provider_id: DEMO_PROVIDER.lucas,
        payment_membership_id: DEMO_MEMBERSHIP.martinaCuts,
      }),
    ],
    client: martinaClient(),
  });
}

interface Answer {
  readonly status: number;
  readonly body: unknown;
}

/**
 * Leaves the pass one use, sends the two creates at once through `send`, and checks that exactly
 * one booked and the other was told the pass has no use left; then cancels the booking made and
 * checks the use is back. `usesLeft` reads the pass from the database.
 */
async function raceForTheLastUse(
  database: SqlDatabase,
  send: (path: string, body: unknown, index: number) => Promise<Answer>,
  starts: readonly [Instant, Instant],
): Promise<void> {
  const usesLeft = async () =>
    (
      await readBack(database).query<{ uses_left: number }>('SELECT uses_left FROM memberships WHERE id = $1', [
        DEMO_MEMBERSHIP.martinaCuts,
      ])
    )[0]?.uses_left;
  await database.query('UPDATE memberships SET uses_left = 1 WHERE id = $1', [DEMO_MEMBERSHIP.martinaCuts]);
  const answers = await Promise.all(starts.map((start, index) => send('/bookings', passPaidBody(start), index)));
  expect(tally(answers.map((answer) => answer.status))).toEqual({ 201: 1, 422: 1 });
  expect(answers.find((answer) => answer.status === 422)?.body).toMatchObject({
    code: 'REQUEST.INVALID',
    attributes: [{ field: 'bookings[0].payment_membership_id', messages: ['has no use left'] }],
  });
  expect(await usesLeft()).toBe(0);
  const [paid] = await readBack(database).query<{ n: number }>(
    'SELECT count(*)::int AS n FROM bookings WHERE payment_membership_id = $1',
    [DEMO_MEMBERSHIP.martinaCuts],
  );
  expect(paid?.n).toBe(1);
  const made = answers.find((answer) => answer.status === 201)?.body as { bookings: { confirmation_code: string }[] };
  const cancelled = await send(
    '/bookings/cancel_booking',
    { confirmation_code: made.bookings[0]?.confirmation_code },
    0,
  );
  expect(cancelled.status).toBe(200);
  expect(await usesLeft()).toBe(1);
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
          body: JSON.stringify(camilasCutBody(start, index)),
        }),
      ),
    );
    expect(tally(responses.map((response) => response.status))).toEqual({ 201: 1, 409: CONCURRENT - 1 });
    expect(
      responses
        .filter((response) => response.status === 409)
        .every((response) => (response.body as { code: string }).code === 'BOOKING.SLOT_TAKEN'),
    ).toBe(true);
    const [held] = await readBack(server.database).query<{ n: number }>(
      "SELECT count(*)::int AS n FROM bookings WHERE provider_id = $1 AND status <> 'cancelled' AND lower(during) = $2::timestamptz",
      [DEMO_PROVIDER.camila, new Date(start).toISOString()],
    );
    expect(held?.n).toBe(1);
  });

  it("lets exactly one of two creates at once spend a membership's last use, refuses the other clearly, and gives the use back on cancelling", async () => {
    const day = '2026-12-02' as LocalDate;
    await raceForTheLastUse(
      server.database,
      async (path, body) => {
        const response = await server.client.request(path, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        return { status: response.status, body: response.body };
      },
      [instantAt(buenosAires, day, '16:00' as never), instantAt(buenosAires, day, '17:00' as never)],
    );
  });
});

const STAFF_KEY = `concurrency-test-key-${randomBytes(8).toString('hex')}`;

const engines = await testEngines();
const postgres = engines.find((engine) => engine.name === 'PostgreSQL');

/** A weekday at least two days ahead when Camila works her usual hours (not her day off, 7 days after seeding). */
function camilasNextWednesday(today: LocalDate): LocalDate {
  let date = addDays(today, 2);
  while (isoWeekday(date) !== 3 || date === addDays(today, 7)) date = addDays(date, 1);
  return date;
}

describe.skipIf(postgres?.unavailable !== undefined)(
  '50 concurrent creates for one slot on PostgreSQL, split between two server processes',
  () => {
    const processes = serversOnOnePostgres('concurrency', { RESERVA_STAFF_API_KEY: STAFF_KEY });

    it('gives exactly one 201 and 409 BOOKING.SLOT_TAKEN to the rest, and holds one booking', async () => {
      const today = localDateAt(santiago, Date.now() as Instant);
      const start = instantAt(santiago, camilasNextWednesday(today), '10:00' as never);
      const responses = await Promise.all(
        Array.from({ length: CONCURRENT }, async (_, index) => {
          const origin = processes.origins[index % processes.origins.length] ?? '';
          const response = await fetch(`${origin}/bookings`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'api-key': STAFF_KEY },
            body: JSON.stringify(camilasCutBody(start, index)),
          });
          return { status: response.status, body: (await response.json()) as { code?: string } };
        }),
      );
      expect(tally(responses.map((response) => response.status))).toEqual({ 201: 1, 409: CONCURRENT - 1 });
      expect(
        responses
          .filter((response) => response.status === 409)
          .every((response) => response.body.code === 'BOOKING.SLOT_TAKEN'),
      ).toBe(true);
      const [held] = await readBack(processes.database).query<{ n: number }>(
        "SELECT count(*)::int AS n FROM bookings WHERE provider_id = $1 AND status <> 'cancelled' AND lower(during) = $2::timestamptz",
        [DEMO_PROVIDER.camila, new Date(start).toISOString()],
      );
      expect(held?.n).toBe(1);
    }, 60_000);

    it("lets exactly one of two creates at once, one per process, spend a membership's last use, and gives the use back on cancelling", async () => {
      const today = localDateAt(buenosAires, Date.now() as Instant);
      // Palermo opens Tuesday to Saturday; the demo's own bookings there end by 15:30.
      let day = addDays(today, 2);
      while (isoWeekday(day) === 1 || isoWeekday(day) === 7) day = addDays(day, 1);
      await raceForTheLastUse(
        processes.database,
        async (path, body, index) => {
          const response = await fetch(`${processes.origins[index % processes.origins.length] ?? ''}${path}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'api-key': STAFF_KEY },
            body: JSON.stringify(body),
          });
          return { status: response.status, body: (await response.json()) as unknown };
        },
        [instantAt(buenosAires, day, '16:00' as never), instantAt(buenosAires, day, '17:00' as never)],
      );
    }, 60_000);
  },
);
