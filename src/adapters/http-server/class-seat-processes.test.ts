import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { formatOffsetDateTime, instantAt, localDateAt, timeZone } from '#domain/availability/time-zone';
import type { Instant } from '#domain/calendar/instant';
import { addDays, isoWeekday, type LocalDate } from '#domain/calendar/local-date';
import { DEMO_PROVIDER, DEMO_SERVICE } from '../persistence/demo/demo-ids';
import { testEngines } from '../persistence/test-databases.test-support';
import { bookingClient, bookingItem, createBookingBody } from './booking-requests.test-support';
import { serversOnOnePostgres } from './servers-on-one-postgres.test-support';
import { readBack } from '../persistence/read-back.test-support';

// Issue 29, item 2: a professional is never in two places, across processes (docs/adr/0089). Two
// server processes share one PostgreSQL with the demo data; at once, clients ask both for seats
// of Francisca's Monday 18:00–19:30 styling workshop (8 seats) and for manicures with her that
// overlap it. Every request reads the agenda before any is booked, so the engine lets them all
// through: the exclusion constraint decides. Whatever wins, her held time never overlaps but for
// the seats of the one class, and no request answers 5xx.

const santiago = timeZone('America/Santiago')._unsafeUnwrap();
const STAFF_KEY = `class-seat-test-key-${randomBytes(8).toString('hex')}`;

const engines = await testEngines();
const postgres = engines.find((engine) => engine.name === 'PostgreSQL');

/** The first Monday at least two days ahead of `today`, but not the one a week after seeding (days off). */
function nextMonday(today: LocalDate): LocalDate {
  let date = addDays(today, 2);
  while (isoWeekday(date) !== 1 || date === addDays(today, 7)) date = addDays(date, 1);
  return date;
}

const at = (date: LocalDate, time: string) => instantAt(santiago, date, time as never);

function clientNumber(index: number) {
  return bookingClient({
    first_name: 'Cliente',
    last_name: String(index),
    email: `clase${String(index)}@correo.example`,
    identification_number: null,
    gender: 0,
    notes: '',
  });
}

function seatBody(date: LocalDate, index: number) {
  return createBookingBody({
    bookings: [
      bookingItem({
        service_id: DEMO_SERVICE.stylingWorkshop,
        start: formatOffsetDateTime(santiago, at(date, '18:00')),
        end: formatOffsetDateTime(santiago, at(date, '19:30')),
        price: 25000,
      }),
    ],
    client: clientNumber(index),
  });
}

/** A 40-minute manicure with Francisca at `time`. */
function manicureBody(date: LocalDate, time: string, index: number) {
  const start = at(date, time);
  return createBookingBody({
    bookings: [
      bookingItem({
        service_id: DEMO_SERVICE.manicure,
        provider_id: DEMO_PROVIDER.francisca,
        provider_lock: true,
        start: formatOffsetDateTime(santiago, start),
        end: formatOffsetDateTime(santiago, (start + 40 * 60_000) as Instant),
        price: 10000,
      }),
    ],
    client: clientNumber(index),
  });
}

interface HeldRow {
  readonly id: number;
  readonly is_class: boolean;
  readonly service_id: number;
  readonly starts: string;
  readonly ends: string;
}

describe.skipIf(postgres?.unavailable !== undefined)(
  'class seats and bookings racing for a professional’s time on PostgreSQL, split between two server processes',
  () => {
    const processes = serversOnOnePostgres('class_seats', { RESERVA_STAFF_API_KEY: STAFF_KEY });

    it('holds seats of the one class or bookings of their own, never both over the same time, and answers no 5xx', async () => {
      const monday = nextMonday(localDateAt(santiago, Date.now() as Instant));
      const manicureTimes = ['18:00', '18:30', '19:15', '19:00', '17:30', '18:45'];
      const bodies = Array.from({ length: 16 }, (_, index) =>
        index % 2 === 0
          ? seatBody(monday, index)
          : manicureBody(monday, manicureTimes[Math.floor(index / 2) % manicureTimes.length] ?? '18:00', index),
      );
      const answers = await Promise.all(
        bodies.map(async (body, index) => {
          const response = await fetch(`${processes.origins[index % processes.origins.length] ?? ''}/bookings`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'api-key': STAFF_KEY },
            body: JSON.stringify(body),
          });
          return { status: response.status, body: (await response.json()) as { code?: string } };
        }),
      );
      expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
      expect(answers.every((answer) => answer.status === 201 || answer.status === 409)).toBe(true);
      expect(answers.some((answer) => answer.status === 201)).toBe(true);
      expect(
        answers.filter((answer) => answer.status === 409).every((answer) => answer.body.code === 'BOOKING.SLOT_TAKEN'),
      ).toBe(true);

      const held = await readBack(processes.database).query<HeldRow>(
        `SELECT id, is_class, service_id, lower(during)::text AS starts, upper(during)::text AS ends
         FROM bookings WHERE provider_id = $1 AND status IN ('pending_payment', 'confirmed')
           AND during && tstzrange($2::timestamptz, $3::timestamptz)
         ORDER BY lower(during), id`,
        [
          DEMO_PROVIDER.francisca,
          new Date(at(monday, '00:00')).toISOString(),
          new Date(at(addDays(monday, 1), '00:00')).toISOString(),
        ],
      );
      const overlapping = held.flatMap((one) =>
        held
          .filter(
            (other) =>
              other.id > one.id &&
              Date.parse(other.starts) < Date.parse(one.ends) &&
              Date.parse(one.starts) < Date.parse(other.ends) &&
              !(one.is_class && other.is_class && one.service_id === other.service_id && one.starts === other.starts),
          )
          .map((other) => [one.id, other.id]),
      );
      expect(overlapping).toEqual([]);
      expect(held.filter((row) => row.is_class).length).toBeLessThanOrEqual(8);
      // What the processes said is what the database holds.
      expect(held.length).toBe(answers.filter((answer) => answer.status === 201).length);
    }, 120_000);
  },
);
