import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Instant } from '#domain/calendar/instant';
import type { components } from '../http/booking-api.generated';
import { DEMO_STAFF_API_KEY } from '../persistence/demo/demo-bookings';
import { DEMO_LOCATION, DEMO_SERVICE } from '../persistence/demo/demo-ids';
import { bookingItem, createBookingBody } from './booking-requests.test-support';
import { expectFailure, seededTestServer, unchanged, type TestServer } from './test-server.test-support';

// GET /vehicles/maintenance (issue 33; docs/adr/0116): the step a vehicle on the demo workshop's
// register is due for, by Taller Andes's Toyota plan (its minor service every 10.000 km or 12
// months, its major one every 20.000 km or 24 months, 2.000 km either side), over the visits on
// record (docs/adr/0119): the demo's past ones, and those the bookings write.

type Schemas = components['schemas'];

/** Tuesday 2026-12-01, 10:00 in Santiago: the demo's today. */
const NOW = Date.parse('2026-12-01T13:00:00Z') as Instant;

let server: TestServer;

beforeAll(async () => {
  server = await seededTestServer({ clock: { now: () => NOW } });
});

afterAll(async () => {
  await server.dispose();
});

const quilicura = String(DEMO_LOCATION.quilicura);
const maintenance = (query: string) => server.client.get(`/vehicles/maintenance?location_id=${quilicura}&${query}`);
const toyotaPlan = { key: 'pauta-toyota', name: 'Pauta de mantención Toyota' };

describe('GET /vehicles/maintenance (issue 33)', () => {
  it('proposes the Hilux KLPR34 at 118.500 km its 120.000 km major service, due by mileage, dated by its average use', async () => {
    const response = await maintenance('plate=klpr-34');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      vehicle: {
        marca: 'Toyota',
        modelo: 'Hilux',
        patente: 'KLPR34',
        anio: 2021,
        nombre: 'Transportes Quilicura SpA',
        km: 118_500,
      },
      plan: toyotaPlan,
      due: {
        service_id: DEMO_SERVICE.service20000,
        service_name: 'Mantención 20.000 km',
        due_mileage: 120_000,
        // 24 months after its 100.000 km service (2025-10-07); 1.500 km ahead at its 46 km a day.
        due_date: '2027-10-07',
        estimated_mileage_date: '2027-01-03',
        reason: 'mileage',
        status: 'due',
      },
    });
  });

  it('reads the mileage typed now: the Yaris is due for its 40.000 km service at 42.000 km, and overdue past its tolerance at 44.500', async () => {
    expect((await maintenance('plate=BCDF12')).body).toMatchObject({
      plan: toyotaPlan,
      due: { service_id: DEMO_SERVICE.service20000, due_mileage: 40_000, status: 'due' },
    });
    // Its 20.000 km service is on record (at 20.300 km): the 40.000 km one is known to be missed.
    expect((await maintenance('plate=BCDF12&mileage=44500')).body).toMatchObject({
      due: { service_id: DEMO_SERVICE.service20000, due_mileage: 40_000, status: 'overdue' },
    });
  });

  it('answers no plan and nothing due for a vehicle no plan fits (the Chevrolet Sail)', async () => {
    const response = await maintenance('plate=GHJK56');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ plan: null, due: null });
  });

  it('refuses a mileage not above the last on record as a booking does, and answers 404 as GET /vehicles', async () => {
    await unchanged(server, async () => {
      expectFailure(await maintenance('plate=BCDF12&mileage=42000'), 422, 'REQUEST.INVALID', 'mileage');
      expectFailure(await maintenance('plate=BCDF12&mileage=-1'), 422, 'REQUEST.INVALID', 'mileage');
      expectFailure(await maintenance('plate=ZZZZ99'), 404, 'VEHICLE.NOT_FOUND');
      expectFailure(
        await server.client.get('/vehicles/maintenance?location_id=7&plate=BCDF12'),
        404,
        'LOCATION.NOT_FOUND',
      );
      expectFailure(
        await server.client.get('/vehicles/maintenance?location_id=1&plate=BCDF12'),
        404,
        'VEHICLE.NOT_FOUND',
      );
    });
  });
});

describe('GET /staff/companies/{slug}/vehicles/{plate} (issue 33)', () => {
  const staff = (path: string, key: string | null = DEMO_STAFF_API_KEY) =>
    server.client.get(path, key === null ? {} : { 'api-key': key });

  it("answers the Hilux with Taller Andes's plan, every step with when it is due, most urgent first", async () => {
    const response = await staff('/staff/companies/taller-andes/vehicles/klpr-34');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      vehicle: { patente: 'KLPR34', km: 118_500 },
      plan: toyotaPlan,
      schedule: [
        { service_id: DEMO_SERVICE.service20000, due_mileage: 120_000, status: 'due', reason: 'mileage' },
        { service_id: DEMO_SERVICE.service10000, due_mileage: 120_000, status: 'due', reason: 'mileage' },
      ],
      visits: [
        { date: '2025-10-07', mileage: 100_500, service_id: DEMO_SERVICE.service20000 },
        { date: '2026-05-05', mileage: 110_200, service_id: DEMO_SERVICE.service10000 },
      ],
    });
  });

  it('answers 401 without a key, 404 for a company or a plate it does not have', async () => {
    await unchanged(server, async () => {
      expectFailure(await staff('/staff/companies/taller-andes/vehicles/KLPR34', null), 401, 'AUTH.UNAUTHENTICATED');
      expectFailure(await staff('/staff/companies/no-such-company/vehicles/KLPR34'), 404, 'COMPANY.NOT_FOUND');
      expectFailure(await staff('/staff/companies/taller-andes/vehicles/ZZZZ99'), 404, 'VEHICLE.NOT_FOUND');
      expectFailure(await staff('/staff/companies/salon-aurora/vehicles/KLPR34'), 404, 'VEHICLE.NOT_FOUND');
    });
  });
});

describe("a workshop booking's visit on the vehicle's record (docs/adr/0119)", () => {
  const record = (mileage: number): Schemas['RecordHistory'] => ({
    current_mileage: mileage,
    presents_repairs: 'no',
    presents_claims: 'no',
    claim_number: null,
    simple_sworn_statement: false,
    vehicle_documents: true,
    valid_license: true,
    complaint_form: false,
    valid_identity_card: true,
    salfa_company_name: '',
    previous_mileage: 118_500,
  });
  const hilux: Schemas['VehicleEntity'] = {
    marca: 'Toyota',
    modelo: 'Hilux',
    patente: 'KLPR34',
    anio: 2021,
    nombre: 'Transportes Quilicura SpA',
    km: 118_500,
  };
  const majorService = (day: string, mileage: number) =>
    createBookingBody({
      location_id: DEMO_LOCATION.quilicura,
      bookings: [
        bookingItem({
          service_id: DEMO_SERVICE.service20000,
          start: `${day}T09:00:00-03:00`,
          end: `${day}T11:30:00-03:00`,
          price: 129_000,
          record_history: record(mileage),
          entity: hilux,
        }),
      ],
    });
  const post = (path: string, body: unknown) =>
    server.client.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const staffHilux = async () =>
    (await server.client.get('/staff/companies/taller-andes/vehicles/KLPR34', { 'api-key': DEMO_STAFF_API_KEY }))
      .body as Schemas['CompanyVehicle'];

  it('lists the booked service on its day and mileage, and moves the schedule on; a moved booking moves it; a cancelled one no longer counts', async () => {
    const booked = await post('/bookings', majorService('2026-12-17', 119_000));
    expect(booked.status).toBe(201);
    const shown = await staffHilux();
    expect(shown.visits.at(-1)).toEqual({
      date: '2026-12-17',
      mileage: 119_000,
      service_id: DEMO_SERVICE.service20000,
      service_name: 'Mantención 20.000 km',
    });
    // The 120.000 km service is booked: the 20.000 km step's next milestone is 140.000, and the
    // 10.000 km step's (its work done by the larger service) 130.000.
    expect(shown.schedule.map(({ service_id, due_mileage, status }) => ({ service_id, due_mileage, status }))).toEqual([
      { service_id: DEMO_SERVICE.service10000, due_mileage: 130_000, status: 'upcoming' },
      { service_id: DEMO_SERVICE.service20000, due_mileage: 140_000, status: 'upcoming' },
    ]);
    expect((await maintenance('plate=KLPR34&mileage=119500')).body).toMatchObject({
      due: { service_id: DEMO_SERVICE.service10000, due_mileage: 130_000, status: 'upcoming' },
    });

    const created = booked.body as Schemas['CreateBookingResponse'];
    const code = created.bookings[0]?.confirmation_code ?? '';
    // Moved to the next day, its visit moves with it.
    const moved = await post('/bookings/edit_booking', {
      id: created.booking.id,
      confirmation_code: code,
      booking: { start: '2026-12-18T09:00:00-03:00', end: '2026-12-18T11:30:00-03:00', provider_id: 0 },
    });
    expect(moved.status).toBe(200);
    expect((await staffHilux()).visits.at(-1)).toMatchObject({ date: '2026-12-18', mileage: 119_000 });

    expect((await post('/bookings/cancel_booking', { confirmation_code: code })).status).toBe(200);
    const after = await staffHilux();
    expect(after.visits).toHaveLength(2);
    expect(after.schedule[0]).toMatchObject({ service_id: DEMO_SERVICE.service20000, due_mileage: 120_000 });
  });
});

describe("a workshop's maintenance reminders in its catalogue file (docs/adr/0119)", () => {
  const staff = { 'api-key': DEMO_STAFF_API_KEY };
  const send = (method: 'PUT' | 'POST', path: string, body: unknown) =>
    server.client.request(path, {
      method,
      headers: { 'content-type': 'application/json', ...staff },
      body: JSON.stringify(body),
    });
  type Document = { company: { booking: Record<string, unknown> } };

  it('exports them on, plans and applies them off as one company field, and exports them off', async () => {
    const exported = (await server.client.get('/staff/companies/taller-andes/catalogue', staff)).body as Document;
    expect(exported.company.booking['maintenance_reminders']).toBe(true);
    const off = {
      ...exported,
      company: { ...exported.company, booking: { ...exported.company.booking, maintenance_reminders: false } },
    };
    const plan = await send('POST', '/staff/companies/taller-andes/catalogue/plan', off);
    expect((plan.body as Schemas['CataloguePlan']).changes).toMatchObject([
      {
        kind: 'update_company',
        company: 'taller-andes',
        fields: [{ field: 'booking', from: { maintenance_reminders: true }, to: { maintenance_reminders: false } }],
      },
    ]);
    expect((await send('PUT', '/staff/companies/taller-andes/catalogue', off)).status).toBe(200);
    const again = (await server.client.get('/staff/companies/taller-andes/catalogue', staff)).body as Document;
    expect(again.company.booking['maintenance_reminders']).toBe(false);
    expect(
      (
        await send('PUT', '/staff/companies/taller-andes/catalogue', {
          ...off,
          company: { ...off.company, booking: { ...off.company.booking, maintenance_reminders: 'no' } },
        })
      ).status,
    ).toBe(422);
  });
});
