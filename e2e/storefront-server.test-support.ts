import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import type { components } from '#adapters/http/booking-api.generated';
import { spawnServer, type SpawnedServer } from '../tools/server/spawn-server';
import { storefrontTemplate } from './storefront-templates.test-support';
import { pinnedClockEnv, serverClockAt, type PinnedInstant, type ServerClock } from './pinned-clock.test-support';

// Test support: the server `npm start` runs — the Booking API with the demo data, and the storefront
// the global setup built for the run (build-storefront.test-support.ts) on the same origin — one per test
// file, on a fresh PGlite in a temporary directory, its test clock started at the instant the file
// pins (docs/adr/0047) and the demo data seeded from it — the directory a copy of the run's template
// for that instant (storefront-templates.test-support.ts, docs/adr/0102); and what the tests read
// back through the API to see what was booked.

type Schemas = components['schemas'];
export type BookingSummary = Schemas['BookingSummary'];
export type StaffBookingListItem = Schemas['StaffBookingListItem'];
export type VehicleEntity = Schemas['VehicleEntity'];
export type BookedService = Schemas['BookedService'];
export type EditableBooking = Schemas['EditableBooking'];
export type Service = Schemas['Service'];
export type CreatedBookings = Schemas['CreateBookingResponse'];

/** The environment that has a spawned server serve the storefront this run built (build-storefront.test-support.ts). */
export function builtStorefrontEnv(): Readonly<Record<string, string>> {
  return { RESERVA_STOREFRONT_DIR: inject('storefrontDirectory') };
}

/** The demo's staff api-key (docs/demo.md). */
export const STAFF_API_KEY = 'reserva-demo-staff-key';

export interface StorefrontServer {
  readonly origin: string;
  /** Its test clock, started at the instant the suite pinned. */
  readonly clock: ServerClock;
  /** Everything it has printed so far. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * A spawned server as the browser suites use it, its clock read. `cleanUp` runs once it has stopped,
 * or when it cannot be used.
 */
export async function storefrontServerOf(
  spawned: Promise<SpawnedServer>,
  cleanUp: () => Promise<void>,
): Promise<StorefrontServer> {
  let server: SpawnedServer | undefined;
  const started = Date.now();
  try {
    server = await spawned;
    // How long a server takes to start is most of what a browser file waits for before its tests (docs/development.md).
    console.info(`The storefront server started in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    // It listens on 127.0.0.1 (HOST) and prints `localhost`: the browser is sent to the address it listens on.
    const origin = server.origin.replace('//localhost:', '//127.0.0.1:');
    const clock = await serverClockAt(origin);
    const running = server;
    return {
      origin,
      clock,
      output: () => running.output(),
      async stop() {
        await running.stop();
        await cleanUp();
      },
    };
  } catch (error) {
    await server?.stop();
    await cleanUp();
    throw error;
  }
}

/**
 * The server on a fresh PGlite with the demo data, its clock started at `at` and the demo seeded
 * from that day (docs/adr/0047) — a copy of the run's template for `at`; `env` adds to its environment.
 */
export async function startStorefrontServer(
  at: PinnedInstant,
  env: Readonly<Record<string, string>> = {},
): Promise<StorefrontServer> {
  const dataDirectory = await mkdtemp(path.join(tmpdir(), 'reserva-e2e-'));
  try {
    const asked = Date.now();
    await cp(await storefrontTemplate(at), dataDirectory, { recursive: true });
    console.info(`The database template for ${at} was copied after ${((Date.now() - asked) / 1000).toFixed(1)} s.`);
  } catch (error) {
    await rm(dataDirectory, { recursive: true, force: true });
    throw error;
  }
  return storefrontServerOf(
    spawnServer(
      {
        RESERVA_DATA_DIR: dataDirectory,
        DATABASE_URL: undefined,
        RESERVA_DEMO_DATA: undefined,
        RESERVA_STAFF_API_KEY: undefined,
        ...pinnedClockEnv(at),
        ...builtStorefrontEnv(),
        ...env,
      },
      90_000,
    ),
    () => rm(dataDirectory, { recursive: true, force: true }),
  );
}

async function readJson(response: Response, what: string): Promise<unknown> {
  if (!response.ok) throw new Error(`${what} answered ${String(response.status)}: ${await response.text()}`);
  return response.json();
}

/** Where the wizard lands after booking without online payment: `/{country}/bookings/{bookingId}/{accessToken}/false`. */
export function confirmationOf(url: string): { readonly bookingId: number; readonly accessToken: string } {
  const found = /\/[a-z]{2}\/bookings\/(\d+)\/([^/]+)\/false$/.exec(new URL(url).pathname);
  if (found?.[1] === undefined || found[2] === undefined)
    throw new Error(`${url} is not a booking's confirmation address`);
  return { bookingId: Number(found[1]), accessToken: decodeURIComponent(found[2]) };
}

/** The booking summary the confirmation address gives access to (GET /bookings/{id}/{accessToken}). */
export async function bookingSummaryAt(origin: string, confirmationUrl: string): Promise<BookingSummary> {
  const { bookingId, accessToken } = confirmationOf(confirmationUrl);
  return (await readJson(
    await fetch(`${origin}/bookings/${String(bookingId)}/${encodeURIComponent(accessToken)}`),
    'the booking summary',
  )) as BookingSummary;
}

/** The booking a confirmation code names, as the API reads it back (GET /bookings/edit). */
export async function bookingNamedBy(origin: string, confirmationCode: string): Promise<EditableBooking> {
  const response = await fetch(
    `${origin}/bookings/edit?${new URLSearchParams({ confirmation_code: confirmationCode }).toString()}`,
  );
  return (await readJson(response, 'the booking the code names')) as EditableBooking;
}

/** Every booked service of a summary, in the order the groups list them. */
export function bookedServices(summary: BookingSummary): readonly BookedService[] {
  return summary.booking_groups.flatMap((group) => group.bookings);
}

/** A location's bookings of one day, as support staff list them (GET /bookings with the staff api-key). */
export async function locationBookings(
  origin: string,
  locationId: number,
  date: string,
): Promise<readonly StaffBookingListItem[]> {
  const response = await fetch(`${origin}/bookings?location_id=${String(locationId)}&date=${date}`, {
    headers: { 'api-key': STAFF_API_KEY },
  });
  return (await readJson(response, "the location's bookings")) as StaffBookingListItem[];
}

/** What support staff list, on `date`, of the bookings made together with the one a confirmation address names, in start order. */
export async function listedBookingsAt(
  origin: string,
  locationId: number,
  confirmationUrl: string,
  date: string,
): Promise<readonly StaffBookingListItem[]> {
  const ids = bookedServices(await bookingSummaryAt(origin, confirmationUrl)).map((booked) => booked.id);
  if (!ids.includes(confirmationOf(confirmationUrl).bookingId))
    throw new Error(`the summary at ${confirmationUrl} does not hold its own booking`);
  return (await locationBookings(origin, locationId, date)).filter((booking) => ids.includes(booking.id));
}

/** The vehicle the workshop holds under a plate (GET /vehicles). */
export async function vehicleOnRecord(origin: string, locationId: number, plate: string): Promise<VehicleEntity> {
  const response = await fetch(
    `${origin}/vehicles?location_id=${String(locationId)}&plate=${encodeURIComponent(plate)}`,
  );
  return (await readJson(response, 'the vehicle register')) as VehicleEntity;
}

/** A location's services, as its page lists them (GET /services), every category's in one list. */
export async function locationServices(origin: string, locationId: number): Promise<readonly Service[]> {
  const response = await fetch(`${origin}/services?location_id=${String(locationId)}`);
  const categories = (await readJson(response, "the location's services")) as Schemas['CategoryGroup'][];
  return categories.flatMap((category) => category.services);
}

/** The hours the API offers for `services` at a location on one day (GET available_hours_sql_improved). */
export async function offeredHours(
  origin: string,
  locationId: number,
  serviceIds: readonly number[],
  date: string,
  providerIds: readonly number[] = [],
): Promise<readonly string[]> {
  const query = new URLSearchParams({
    start_date: date,
    local: String(locationId),
    services: serviceIds.join(','),
    ...(providerIds.length === 0 ? {} : { providers: providerIds.join(',') }),
  });
  const response = await fetch(`${origin}/service_providers/available_hours_sql_improved?${query.toString()}`);
  const day = (await readJson(response, 'the available hours')) as Schemas['DayHours'];
  return [...day.morning_hours, ...day.afternoon_hours, ...day.night_hours].map((block) => block.hour);
}

/** Books as support staff do, with the staff api-key (no human check); the body as docs/demo.md shows it. */
export async function bookAsStaff(origin: string, body: unknown): Promise<Response> {
  return fetch(`${origin}/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'api-key': STAFF_API_KEY },
    body: JSON.stringify(body),
  });
}

/** The UTC offset a zone has at an instant, as RFC 3339 writes it (`-03:00`). */
export function offsetIn(zone: string, instant: Date): string {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(instant)
      .find((part) => part.type === 'timeZoneName')?.value ?? '';
  const offset = name.replace('GMT', '');
  return offset === '' ? '+00:00' : offset;
}

/** A wall-clock day and hour at a zone, as the API writes an instant there: `2026-11-25T10:30:00-03:00`. */
export function instantAt(zone: string, date: string, hour: string): string {
  const wall = `${date}T${hour}:00`;
  const guess = offsetIn(zone, new Date(`${wall}Z`));
  const offset = offsetIn(zone, new Date(`${wall}${guess}`));
  return `${wall}${offset}`;
}
