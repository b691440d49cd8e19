import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatOffsetDateTime, instantAt, localDateAt, timeZone } from '#domain/availability/time-zone';
import type { Instant } from '#domain/calendar/instant';
import { addDays, isoWeekday, type LocalDate } from '#domain/calendar/local-date';
import type { ClockTime } from '#domain/calendar/clock-time';
import { DEMO_PROVIDER } from '../persistence/demo/demo-ids';
import { testEngines } from '../persistence/test-databases.test-support';
import type { SpawnedServer } from '../../../tools/server/spawn-server';
import { serversOnOnePostgres } from './servers-on-one-postgres.test-support';
import { bookingClient, bookingItem, createBookingBody } from './booking-requests.test-support';

// "A catalogue change while clients book" (issue 29; docs/adr/0085): a file applied to the salon
// that retires a professional, while clients keep booking her through two server processes on one
// PostgreSQL. Creates and applies take turns on the company's catalogue, so once an apply answers,
// no live future booking of hers is left that it should have refused or cancelled: a forced apply
// lists every booking it cancelled, one not forced refuses while she has any, and no request
// answers 5xx.

const STAFF_KEY = `catalogue-apply-test-key-${randomBytes(8).toString('hex')}`;
const postgres = (await testEngines()).find((engine) => engine.name === 'PostgreSQL');
const santiago = timeZone('America/Santiago')._unsafeUnwrap();
const COMPANY = 'salon-aurora';

/** How many clients book at once, spread over both processes. */
const CLIENTS = 8;
/** How long the clients go on booking once the apply has answered. */
const BOOKING_AFTER_MS = 1_500;
/** Far longer than the apply takes; past it, requests waiting on a server's pool would answer 503. */
const APPLY_WITHIN_MS = 5_000;

interface Professional {
  readonly slug: string;
  readonly id: number;
  /** Her working days (ISO weekdays) at Providencia and the 45-minute hours to book on them. */
  readonly weekdays: readonly number[];
  readonly hours: readonly string[];
}

const CAMILA: Professional = {
  slug: 'camila-rojas',
  id: DEMO_PROVIDER.camila,
  weekdays: [1, 2, 3, 4, 5],
  hours: ['09:00', '09:45', '10:30', '11:15', '12:00', '14:00', '14:45', '15:30', '16:15', '17:00'],
};
const JAVIERA: Professional = {
  slug: 'javiera-soto',
  id: DEMO_PROVIDER.javiera,
  weekdays: [2, 3, 4, 5],
  hours: ['11:00', '11:45', '12:30', '13:15', '14:00', '14:45', '15:30', '16:15', '17:00', '17:45', '18:30'],
};

/** Every hour `professional` works in the weeks ahead, from the day after tomorrow, in order. */
function hoursOf(professional: Professional, today: LocalDate): Instant[] {
  const hours: Instant[] = [];
  for (let day = 2; day < 60; day++) {
    const date = addDays(today, day);
    if (!professional.weekdays.includes(isoWeekday(date))) continue;
    for (const hour of professional.hours) hours.push(instantAt(santiago, date, hour as ClockTime));
  }
  return hours;
}

interface Tally {
  readonly statuses: number[];
  /** Bodies of the answers of 500 or more, to say what broke. */
  readonly failures: string[];
}

/** A create of a women's cut with `professional` at Providencia at `start`, through `origin`. */
async function book(origin: string, professional: Professional, start: Instant, client: number, tally: Tally) {
  const response = await fetch(`${origin}/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'api-key': STAFF_KEY },
    body: JSON.stringify(
      createBookingBody({
        bookings: [
          bookingItem({
            start: formatOffsetDateTime(santiago, start),
            end: formatOffsetDateTime(santiago, (start + 45 * 60_000) as Instant),
            provider_id: professional.id,
            provider_lock: true,
          }),
        ],
        client: bookingClient({
          first_name: 'Cliente',
          last_name: String(client),
          email: `carga${String(client)}@correo.example`,
          identification_number: null,
          gender: 0,
          notes: '',
        }),
      }),
    ),
  });
  tally.statuses.push(response.status);
  const text = await response.text();
  if (response.status >= 500) tally.failures.push(text);
}

/**
 * CLIENTS clients book `professional`'s hours in turn through both processes until `stop()` says
 * so (or the hours run out), each waiting for its answer before the next create.
 */
function bookingLoad(servers: readonly SpawnedServer[], professional: Professional, hours: readonly Instant[]) {
  const tally: Tally = { statuses: [], failures: [] };
  let next = 0;
  let stopped = false;
  const client = async (number: number) => {
    while (!stopped && next < hours.length) {
      const at = next++;
      const start = hours[at];
      const server = servers[(number + at) % servers.length];
      if (start === undefined || server === undefined) return;
      await book(server.origin, professional, start, at, tally);
    }
  };
  const running = Promise.all(Array.from({ length: CLIENTS }, (_, number) => client(number)));
  return {
    tally,
    stop: async () => {
      stopped = true;
      await running;
    },
  };
}

type Document = Record<string, unknown> & { professionals: { slug: string; services: string[] }[] };

async function exported(origin: string): Promise<Document> {
  const response = await fetch(`${origin}/staff/companies/${COMPANY}/catalogue`, {
    headers: { 'api-key': STAFF_KEY, accept: 'application/json' },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Document;
}

interface AppliedAnswer {
  readonly status: number;
  readonly tookMs: number;
  readonly body: { readonly cancelled?: readonly { booking_id: number }[]; readonly code?: string };
}

/** Applies the salon's catalogue as it stands without `professional`, forced or not, through `origin`. */
async function retire(origin: string, professional: Professional, force: boolean): Promise<AppliedAnswer> {
  const document = await exported(origin);
  const leaving = document.professionals.find((each) => each.slug === professional.slug);
  // Francisca, who works at Providencia too, takes over her services, so each is still performed there.
  const professionals = document.professionals
    .filter((each) => each !== leaving)
    .map((each) =>
      each.slug === 'francisca-vidal'
        ? { ...each, services: [...new Set([...each.services, ...(leaving?.services ?? [])])] }
        : each,
    );
  const without = { ...document, professionals };
  const started = performance.now();
  const response = await fetch(`${origin}/staff/companies/${COMPANY}/catalogue${force ? '?force_cancel=true' : ''}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', 'api-key': STAFF_KEY },
    body: JSON.stringify(without),
  });
  const body = (await response.json()) as AppliedAnswer['body'];
  return { status: response.status, tookMs: performance.now() - started, body };
}

describe.skipIf(postgres?.unavailable !== undefined)(
  'a catalogue file retiring a professional while clients book her, through two processes on one PostgreSQL',
  () => {
    const processes = serversOnOnePostgres('catalogue_apply', { RESERVA_STAFF_API_KEY: STAFF_KEY });
    let today: LocalDate;

    /** The ids of `professional`'s future bookings, live ones (confirmed or waiting for a payment) or all. */
    const futureBookingsOf = async (professional: Professional, live: boolean): Promise<number[]> =>
      (
        await processes.database.query(
          `SELECT id FROM bookings WHERE provider_id = $1 AND lower(during) > now()
             ${live ? `AND status <> 'cancelled'` : ''} ORDER BY id`,
          [professional.id],
        )
      ).map((row) => (row as { id: number }).id);

    beforeAll(() => {
      today = localDateAt(santiago, Date.now() as Instant);
    });

    it('refuses an apply not forced while she has bookings, or leaves her none, whichever came first', async () => {
      expect(await futureBookingsOf(CAMILA, false)).toEqual([]);
      const [applying, other] = processes.servers as [SpawnedServer, SpawnedServer];
      // The apply starts with the first creates: none of hers is booked yet when it begins.
      const load = bookingLoad([applying, other], CAMILA, hoursOf(CAMILA, today));
      const applied = await retire(applying.origin, CAMILA, false);
      await sleep(BOOKING_AFTER_MS);
      await load.stop();

      expect(load.tally.failures).toEqual([]);
      expect(load.tally.statuses.filter((status) => status >= 500)).toEqual([]);
      expect([200, 409]).toContain(applied.status);
      if (applied.status === 200) expect(await futureBookingsOf(CAMILA, true)).toEqual([]);
      else expect(applied.body.code).toBe('CATALOGUE.STRANDS_BOOKINGS');
      expect(applied.tookMs).toBeLessThan(APPLY_WITHIN_MS);
    }, 60_000);

    it('cancels, when forced, every booking of hers made before it, lists them all, and lets none be made after it', async () => {
      const [applying, other] = processes.servers as [SpawnedServer, SpawnedServer];
      const load = bookingLoad([applying, other], JAVIERA, hoursOf(JAVIERA, today));
      // Clients are booking her through both processes when the file retiring her is applied.
      const booked = () => load.tally.statuses.filter((status) => status === 201).length;
      const started = performance.now();
      while (booked() < 2 * CLIENTS && performance.now() - started < 15_000) await sleep(20);
      expect(booked()).toBeGreaterThanOrEqual(2 * CLIENTS);
      const applied = await retire(applying.origin, JAVIERA, true);
      await sleep(BOOKING_AFTER_MS);
      await load.stop();

      expect(load.tally.failures).toEqual([]);
      expect(load.tally.statuses.filter((status) => status >= 500)).toEqual([]);
      expect(applied.status).toBe(200);
      expect(await futureBookingsOf(JAVIERA, true)).toEqual([]);
      const cancelled = (applied.body.cancelled ?? []).map((each) => each.booking_id).sort((a, b) => a - b);
      expect(cancelled).toEqual(await futureBookingsOf(JAVIERA, false));
      expect(applied.tookMs).toBeLessThan(APPLY_WITHIN_MS);
    }, 60_000);
  },
);
