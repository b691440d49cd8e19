import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { formatOffsetDateTime, instantAt, localDateAt, timeZone } from '#domain/availability/time-zone';
import type { Instant } from '#domain/calendar/instant';
import { addDays, isoWeekday, type LocalDate } from '#domain/calendar/local-date';
import { DEMO_LOCATION, DEMO_PROVIDER } from '../persistence/demo/demo-ids';
import { testEngines } from '../persistence/test-databases.test-support';
import { readBack } from '../persistence/read-back.test-support';
import { serversOnOnePostgres } from './servers-on-one-postgres.test-support';
import { bookingClient, bookingItem, createBookingBody } from './booking-requests.test-support';

// "Neighbouring creates never end in 500" (issue 29 §3; docs/adr/0084). Clients on two server
// processes sharing one PostgreSQL book Camila at starts 15 minutes apart for a 45-minute women's
// cut, and others ask for "first provider available" in the same windows: PostgreSQL's exclusion
// constraint makes such inserts wait for each other, which used to end in `40P01 deadlock detected`
// and 500 SERVER.UNEXPECTED. Every create must now book or be told the hour is taken (409), or at
// worst to come back (503 with Retry-After) — never 5xx otherwise — and no two bookings a
// professional holds may overlap. Every request carries an Idempotency-Key: a create that had to
// run its transaction again still books once and owes one mail.

const STAFF_KEY = `race-test-key-${randomBytes(8).toString('hex')}`;
const postgres = (await testEngines()).find((engine) => engine.name === 'PostgreSQL');
const santiago = timeZone('America/Santiago')._unsafeUnwrap();

const CLIENTS = 20;
const WINDOWS = 40;
/** Where each window starts on a weekday: Camila works 09:00–13:00 and 14:00–18:00 at Providencia. */
const WINDOW_STARTS = ['09:00', '10:30', '14:00', '15:30'] as const;
/** In each window, 18 creates with Camila at its start and 15 and 30 minutes later, six of each, and "first available" twice at +15. */
const CAMILA_OFFSETS_MINUTES = Array.from({ length: 6 }, () => [0, 15, 30]).flat();
const FIRST_AVAILABLE_AT_MINUTES = 15;
const FIRST_AVAILABLE_PER_WINDOW = 2;

/** The weekdays from two weeks ahead on, past the demo's own bookings and Camila's day off. */
function weekdaysAhead(today: LocalDate, count: number): LocalDate[] {
  const days: LocalDate[] = [];
  for (let date = addDays(today, 14); days.length < count; date = addDays(date, 1))
    if (isoWeekday(date) <= 5) days.push(date);
  return days;
}

interface Create {
  readonly window: number;
  readonly body: unknown;
  readonly key: string;
}

/** A 45-minute women's cut at Providencia at `start`, with Camila or whoever is free, for a client of its own. */
function create(window: number, start: Instant, withCamila: boolean, client: number, run: string): Create {
  return {
    window,
    key: `race-${run}-${String(client)}`,
    body: createBookingBody({
      location_id: DEMO_LOCATION.providencia,
      bookings: [
        bookingItem({
          start: formatOffsetDateTime(santiago, start),
          end: formatOffsetDateTime(santiago, (start + 45 * 60_000) as Instant),
          ...(withCamila ? { provider_id: DEMO_PROVIDER.camila, provider_lock: true } : {}),
        }),
      ],
      client: bookingClient({
        first_name: 'Carrera',
        last_name: String(client),
        email: `carrera${String(client)}@correo.example`,
        phone: `+5698${String(1_000_000 + client)}`,
        identification_number: null,
        notes: '',
      }),
    }),
  };
}

interface Answer {
  readonly status: number;
  readonly retryAfter: string | null;
  readonly body: { readonly code?: string };
}

describe.skipIf(postgres?.unavailable !== undefined)(
  'neighbouring creates on two server processes sharing one PostgreSQL',
  () => {
    const processes = serversOnOnePostgres('race', { RESERVA_STAFF_API_KEY: STAFF_KEY });

    it('answers every create 201 or 409 BOOKING.SLOT_TAKEN (or 503 with Retry-After), never another 5xx, books each window once for Camila and leaves no overlap', async () => {
      const run = randomBytes(4).toString('hex');
      const days = weekdaysAhead(localDateAt(santiago, Date.now() as Instant), WINDOWS / WINDOW_STARTS.length);
      const windows = days.flatMap((day) => WINDOW_STARTS.map((time) => instantAt(santiago, day, time as never)));
      let client = 0;
      const creates = windows.flatMap((windowStart, window) => [
        ...CAMILA_OFFSETS_MINUTES.map((offset) =>
          create(window, (windowStart + offset * 60_000) as Instant, true, client++, run),
        ),
        ...Array.from({ length: FIRST_AVAILABLE_PER_WINDOW }, () =>
          create(window, (windowStart + FIRST_AVAILABLE_AT_MINUTES * 60_000) as Instant, false, client++, run),
        ),
      ]);
      const send = async (origin: string, each: Create): Promise<Answer> => {
        const response = await fetch(`${origin}/bookings`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'api-key': STAFF_KEY, 'idempotency-key': each.key },
          body: JSON.stringify(each.body),
        });
        return {
          status: response.status,
          retryAfter: response.headers.get('retry-after'),
          body: (await response.json()) as Answer['body'],
        };
      };

      // CLIENTS clients, half on each process, send their creates at once, a window a round: a
      // window's 20 creates race each other (on the code before ADR 0084, some 2% of them ended in 500).
      const answers = new Map<Create, Answer>();
      for (let round = 0; round < creates.length; round += CLIENTS) {
        await Promise.all(
          creates.slice(round, round + CLIENTS).map(async (each, clientIndex) => {
            answers.set(
              each,
              await send(processes.servers[clientIndex % processes.servers.length]?.origin ?? '', each),
            );
          }),
        );
      }

      const statuses = [...answers.values()].map((answer) => answer.status);
      const unexpected = [...answers.values()].filter(
        (answer) =>
          !(
            answer.status === 201 ||
            (answer.status === 409 && answer.body.code === 'BOOKING.SLOT_TAKEN') ||
            (answer.status === 503 && answer.body.code === 'SERVER.UNAVAILABLE' && answer.retryAfter !== null)
          ),
      );
      expect(unexpected).toEqual([]);
      expect(statuses.filter((status) => status >= 500 && status !== 503)).toEqual([]);

      // Every window was bookable: Camila holds exactly one booking in each.
      const camilas = await readBack(processes.database).query<{ starts: Date }>(
        `SELECT lower(during) AS starts FROM bookings
         WHERE provider_id = $1 AND status <> 'cancelled' AND lower(during) >= $2::timestamptz ORDER BY lower(during)`,
        [DEMO_PROVIDER.camila, new Date(windows[0] ?? 0).toISOString()],
      );
      const windowOf = (instant: number) => windows.findLastIndex((windowStart) => windowStart <= instant);
      expect(camilas.map((row) => windowOf(row.starts.getTime()))).toEqual(windows.map((_, window) => window));

      // No two bookings a professional holds overlap.
      const [overlapping] = await readBack(processes.database).query<{ n: number }>(
        `SELECT count(*)::int AS n FROM bookings a JOIN bookings b
           ON a.provider_id = b.provider_id AND a.id < b.id AND a.during && b.during
         WHERE a.status <> 'cancelled' AND b.status <> 'cancelled' AND NOT a.is_class AND NOT b.is_class`,
      );
      expect(overlapping?.n).toBe(0);

      // Each 201 booked one group and owes one mail; no create that ran again booked or mailed twice.
      const booked = statuses.filter((status) => status === 201).length;
      const [groups] = await readBack(processes.database).query<{ n: number; mails: number }>(
        `SELECT count(DISTINCT g.id)::int AS n, count(o.id) FILTER (WHERE o.payload->>'kind' <> 'business')::int AS mails
         FROM booking_groups g
         LEFT JOIN notification_outbox o ON o.booking_group_id = g.id
         WHERE g.client_email LIKE 'carrera%@correo.example'`,
      );
      expect(groups).toEqual({ n: booked, mails: booked });
      const [open] = await readBack(processes.database).query<{ n: number }>(
        "SELECT count(*)::int AS n FROM idempotent_requests WHERE state = 'in_flight'",
      );
      expect(open?.n).toBe(0);
    }, 90_000);
  },
);
