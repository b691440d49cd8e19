import { expect } from 'vitest';
import { formatOffsetDateTime, timeZone } from '#domain/availability/time-zone';
import type { Instant } from '#domain/calendar/instant';
import { addDays, isoWeekday, type LocalDate } from '#domain/calendar/local-date';
import { DEMO_LOCATION, DEMO_PROVIDER, DEMO_SERVICE } from '../persistence/demo/demo-ids';
import { bookingClient, bookingItem, createBookingBody } from './booking-requests.test-support';

// Test support for the tests that race servers over one demo professional's hours: Camila's women's
// cuts at Providencia (docs/demo.md) — a day she works, the hours a server offers her, a create of
// one of them, and the answers' statuses counted.

const santiago = timeZone('America/Santiago')._unsafeUnwrap();

/** A Wednesday at least two days ahead, not the one seven days after seeding (Camila's day off in the demo). */
export function camilasNextWednesday(today: LocalDate): LocalDate {
  let date = addDays(today, 2);
  while (isoWeekday(date) !== 3 || date === addDays(today, 7)) date = addDays(date, 1);
  return date;
}

interface HourBlock {
  readonly hour: string;
}
interface DayHoursBody {
  readonly morning_hours: readonly HourBlock[];
  readonly afternoon_hours: readonly HourBlock[];
  readonly night_hours: readonly HourBlock[];
}

/** The hours `origin` offers for a women's cut with Camila at Providencia on `date`. */
export async function camilasHours(origin: string, date: LocalDate): Promise<readonly string[]> {
  const response = await fetch(
    `${origin}/service_providers/available_hours_sql_improved?start_date=${date}&local=${String(DEMO_LOCATION.providencia)}&services=${String(DEMO_SERVICE.womensCut)}&providers_array=${String(DEMO_PROVIDER.camila)}`,
  );
  expect(response.status).toBe(200);
  const body = (await response.json()) as DayHoursBody;
  return [...body.morning_hours, ...body.afternoon_hours, ...body.night_hours].map((block) => block.hour);
}

/** Camila's 45-minute women's cut at Providencia at `start`, as one item of a create. */
export function camilasCutItem(start: Instant) {
  return bookingItem({
    start: formatOffsetDateTime(santiago, start),
    end: formatOffsetDateTime(santiago, (start + 45 * 60_000) as Instant),
    provider_id: DEMO_PROVIDER.camila,
    provider_lock: true,
  });
}

/** A create for Camila at `start` (a 45-minute women's cut at Providencia), by client number `index` of `emailPrefix`. */
export function camilasCutBody(start: Instant, index: number, emailPrefix = 'cliente') {
  return createBookingBody({
    bookings: [camilasCutItem(start)],
    client: bookingClient({
      first_name: 'Cliente',
      last_name: String(index),
      email: `${emailPrefix}${String(index)}@correo.example`,
      identification_number: null,
      gender: 0,
      notes: '',
    }),
  });
}

/** How many answers had each status. */
export function tally(statuses: readonly number[]): Readonly<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const status of statuses) counts[String(status)] = (counts[String(status)] ?? 0) + 1;
  return counts;
}
