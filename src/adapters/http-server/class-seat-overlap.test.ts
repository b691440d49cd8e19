import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../http/booking-api.generated';
import { DEMO_STAFF_API_KEY } from '../persistence/demo/demo-bookings';
import { DEMO_LOCATION, DEMO_PROVIDER, DEMO_SERVICE } from '../persistence/demo/demo-ids';
import type { CheckedResponse } from './contract-checked-client.test-support';
import { bookingClient, bookingItem, createBookingBody } from './booking-requests.test-support';
import { seededTestServer, type TestServer } from './test-server.test-support';
import { readBack } from '../persistence/read-back.test-support';

// Issue 29, item 2: a professional is never in two places (booking-wizard §1 class services;
// docs/adr/0089). Francisca, with manicures at 18:00–18:40 and 19:15–19:55 on a Monday, was still
// offered, and booked into, her 18:00–19:30 styling workshop, with and without a staff key. Each
// call goes through the Hono app, the use cases and the SQL adapters on a PGlite holding the demo
// data, at a fixed now; every response is checked against the contract.

type Schemas = components['schemas'];

/** Tuesday 2026-12-01, 08:00 in Santiago (UTC−3 in summer): the demo's today. */
const NOW = '2026-12-01T11:00:00Z';
const MONDAY = '2026-12-07';
const PROVIDENCIA = DEMO_LOCATION.providencia;

let server: TestServer;

beforeAll(async () => {
  server = await seededTestServer({ clock: { now: () => Date.parse(NOW) as never } });
}, 60_000);

afterAll(async () => {
  await server.dispose();
});

const post = (body: unknown, headers: Readonly<Record<string, string>> = {}) =>
  server.client.request('/bookings', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

const workshopHours = async (date: string) => {
  const response = await server.client.get(
    `/service_providers/available_hours_sql_improved?start_date=${date}&local=${String(PROVIDENCIA)}&services=${String(DEMO_SERVICE.stylingWorkshop)}`,
  );
  expect(response.status).toBe(200);
  const body = response.body as Schemas['DayHours'];
  return [...body.morning_hours, ...body.afternoon_hours, ...body.night_hours].map((hour) => [
    hour.hour,
    hour.seats_left,
  ]);
};

const manicure = (start: string, end: string) =>
  bookingItem({
    service_id: DEMO_SERVICE.manicure,
    provider_id: DEMO_PROVIDER.francisca,
    start: `${MONDAY}T${start}:00-03:00`,
    end: `${MONDAY}T${end}:00-03:00`,
    price: 10000,
  });

const workshopSeat = (email: string) =>
  createBookingBody({
    bookings: [
      bookingItem({
        service_id: DEMO_SERVICE.stylingWorkshop,
        start: `${MONDAY}T18:00:00-03:00`,
        end: `${MONDAY}T19:30:00-03:00`,
        price: 25000,
      }),
    ],
    client: bookingClient({ email, identification_number: null }),
  });

function expectSlotTaken(response: CheckedResponse): void {
  expect(response.status).toBe(409);
  expect((response.body as Schemas['Error']).code).toBe('BOOKING.SLOT_TAKEN');
}

const workshopSeatsHeld = async () =>
  (
    await readBack(server.database).query<{ n: number }>(
      "SELECT count(*)::int AS n FROM bookings WHERE service_id = $1 AND status <> 'cancelled' AND lower(during) = $2::timestamptz",
      [DEMO_SERVICE.stylingWorkshop, `${MONDAY}T18:00:00-03:00`],
    )
  )[0]?.n;

describe('Francisca’s Monday: a class seat over her own bookings (issue 29, docs/adr/0089)', () => {
  it('offers the 18:00 workshop while Francisca is free', async () => {
    expect(await workshopHours(MONDAY)).toEqual([['18:00', 8]]);
  });

  it('books her manicures at 18:00–18:40 and 19:15–19:55', async () => {
    const response = await post(
      createBookingBody({ bookings: [manicure('18:00', '18:40'), manicure('19:15', '19:55')] }),
    );
    expect(response.status).toBe(201);
  });

  it('no longer offers the workshop at 18:00, whose time her manicures take', async () => {
    expect(await workshopHours(MONDAY)).toEqual([]);
  });

  it('refuses a seat of the workshop with 409 BOOKING.SLOT_TAKEN, without a staff key and with one', async () => {
    expectSlotTaken(await post(workshopSeat('alumna.sin.llave@correo.example')));
    expectSlotTaken(await post(workshopSeat('alumna.con.llave@correo.example'), { 'api-key': DEMO_STAFF_API_KEY }));
    expect(await workshopSeatsHeld()).toBe(0);
  });
});
