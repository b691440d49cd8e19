import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STAFF_API_KEY } from '../persistence/demo/demo-bookings';
import { DEMO_LOCATION, DEMO_SERVICE } from '../persistence/demo/demo-ids';
import { expectFailure, seededTestServer, unchanged, type TestServer } from './test-server.test-support';

// GET /vehicles/maintenance (issue 33; docs/adr/0116): the step a vehicle on the demo workshop's
// register is due for, by Taller Andes's Toyota plan (its minor service every 10.000 km or 12
// months, its major one every 20.000 km or 24 months, 2.000 km either side).

let server: TestServer;

beforeAll(async () => {
  server = await seededTestServer();
});

afterAll(async () => {
  await server.dispose();
});

const quilicura = String(DEMO_LOCATION.quilicura);
const maintenance = (query: string) => server.client.get(`/vehicles/maintenance?location_id=${quilicura}&${query}`);
const toyotaPlan = { key: 'pauta-toyota', name: 'Pauta de mantención Toyota' };

describe('GET /vehicles/maintenance (issue 33)', () => {
  it('proposes the Hilux KLPR34 at 118.500 km its 120.000 km major service, due by mileage', async () => {
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
        due_date: null,
        estimated_mileage_date: null,
        reason: 'mileage',
        status: 'due',
      },
    });
  });

  it('reads the mileage typed now: the Yaris is due for its 40.000 km service at 42.000 km, and at 43.000 its next is the 50.000 km one', async () => {
    expect((await maintenance('plate=BCDF12')).body).toMatchObject({
      plan: toyotaPlan,
      due: { service_id: DEMO_SERVICE.service20000, due_mileage: 40_000, status: 'due' },
    });
    // Nothing on record says the 40.000 km service was skipped: a vehicle new to the plan is proposed the milestone ahead.
    expect((await maintenance('plate=BCDF12&mileage=43000')).body).toMatchObject({
      due: { service_id: DEMO_SERVICE.service10000, due_mileage: 50_000, status: 'upcoming' },
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
      visits: [],
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
