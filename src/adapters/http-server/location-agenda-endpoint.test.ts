import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Instant } from '#domain/calendar/instant';
import type { components } from '../http/booking-api.generated';
import { DEMO_STAFF_API_KEY } from '../persistence/demo/demo-bookings';
import type { ProviderId, ServiceId } from '#domain/catalog/service';
import { DEMO_COMPANY, DEMO_LOCATION, DEMO_PROVIDER } from '../persistence/demo/demo-ids';
import { aBooking, aGroup } from '../persistence/new-booking-groups.test-support';
import { sqlBookings } from '../persistence/sql-bookings';
import { aesGcmCodeSealer, DEV_LINK_KEY } from '../security/aes-gcm-code-sealer';
import { settableClock } from '../settable-clock';
import { expectFailure, seededTestServer, type TestServer } from './test-server.test-support';

// The day at a glance end to end (issue 35; docs/adr/0125): GET /staff/locations/{id}/agenda through
// the Hono app, the use case and the SQL adapters on a PGlite holding the demo data. Every
// response is checked against the contract.

type Schemas = components['schemas'];

const NOW = Date.parse('2026-12-01T11:00:00Z') as Instant;
let server: TestServer;

beforeAll(async () => {
  const clock = settableClock({ now: () => NOW });
  server = await seededTestServer({ clock, testClock: clock });
});

afterAll(async () => {
  await server.dispose();
});

const staff = (path: string, key: string | null) =>
  server.client.request(path, { headers: key === null ? {} : { 'api-key': key } });
const agendaOf = async (location: number, date: string) => {
  const answer = await staff(`/staff/locations/${String(location)}/agenda?date=${date}`, DEMO_STAFF_API_KEY);
  expect(answer.status).toBe(200);
  return answer.body as Schemas['LocationAgenda'];
};

const keyFor = async (slug: string) => {
  const response = await server.client.request(`/staff/companies/${slug}/api_keys`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'api-key': DEMO_STAFF_API_KEY },
    body: JSON.stringify({ label: 'agenda' }),
  });
  return (response.body as Schemas['IssuedStaffApiKey']).api_key;
};

describe("a location's day at a glance for staff (issue 35)", () => {
  it("shows each professional's bookings with the client's first name and the free gaps around them, in the location's zone", async () => {
    const day = await agendaOf(DEMO_LOCATION.palermo, '2026-12-03');
    expect(day).toMatchObject({ location_id: 5, time_zone: 'America/Argentina/Buenos_Aires', date: '2026-12-03' });
    const lucas = day.professionals.find((professional) => professional.provider.public_name === 'Lucas Benítez');
    expect(lucas?.working).toEqual([{ start: '2026-12-03T10:00:00-03:00', end: '2026-12-03T20:00:00-03:00' }]);
    expect(lucas?.pieces.map((piece) => [piece.kind, piece.start.slice(11, 16), piece.end.slice(11, 16)])).toEqual([
      ['free', '10:00', '11:00'],
      ['booking', '11:00', '11:30'],
      ['booking', '11:30', '12:00'],
      ['free', '12:00', '20:00'],
    ]);
    expect(lucas?.pieces[1]).toMatchObject({
      booking_id: 301,
      client_first_name: 'Juan',
      service_name: 'Corte clásico',
      status: 'confirmed',
    });
    // Booking 303 that day is cancelled: it takes no time and is left out.
    const ids = day.professionals.flatMap((professional) => professional.pieces.map((piece) => piece.booking_id));
    expect(ids).not.toContain(303);
  });

  it('shows a class with its seats taken of its seats', async () => {
    const day = await agendaOf(DEMO_LOCATION.providencia, '2026-12-05');
    const francisca = day.professionals.find((professional) => professional.provider.public_name === 'Francisca Vidal');
    expect(francisca?.pieces.find((piece) => piece.kind === 'class')).toEqual({
      kind: 'class',
      start: '2026-12-05T10:30:00-03:00',
      end: '2026-12-05T12:00:00-03:00',
      service_id: 22,
      service_name: 'Taller de autopeinado',
      seats_taken: 0,
      seats: 8,
    });
  });

  it('counts the seats a class has taken', async () => {
    const start = Date.parse('2026-12-12T13:30:00Z') as Instant; // Saturday 10:30 in Santiago
    const seat = () =>
      aGroup(
        [
          aBooking({
            serviceId: 22 as ServiceId,
            providerId: DEMO_PROVIDER.francisca as ProviderId,
            classCapacity: 8,
            start,
            end: (start + 90 * 60_000) as Instant,
          }),
        ],
        { locationId: DEMO_LOCATION.providencia, companyId: DEMO_COMPANY.salon },
      );
    const bookings = sqlBookings(server.database, aesGcmCodeSealer(DEV_LINK_KEY));
    for (const group of [seat(), seat()]) expect((await bookings.create(group)).isOk()).toBe(true);
    const day = await agendaOf(DEMO_LOCATION.providencia, '2026-12-12');
    const francisca = day.professionals.find((professional) => professional.provider.id === DEMO_PROVIDER.francisca);
    expect(francisca?.pieces.find((piece) => piece.kind === 'class')).toMatchObject({
      start: '2026-12-12T10:30:00-03:00',
      seats_taken: 2,
      seats: 8,
    });
  });

  it("asks for a key, refuses another company's and finds no unknown location", async () => {
    const path = `/staff/locations/${String(DEMO_LOCATION.palermo)}/agenda?date=2026-12-03`;
    expect((await staff(path, null)).status).toBe(401);
    expectFailure(await staff(path, await keyFor('salon-aurora')), 403, 'AUTH.OTHER_COMPANY');
    expect((await staff(path, await keyFor('barberia-portena'))).status).toBe(200);
    expectFailure(
      await staff('/staff/locations/999/agenda?date=2026-12-03', DEMO_STAFF_API_KEY),
      404,
      'LOCATION.NOT_FOUND',
    );
    expect((await staff(`/staff/locations/5/agenda?date=tomorrow`, DEMO_STAFF_API_KEY)).status).toBe(422);
  });
});
