import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../http/booking-api.generated';
import { DEMO_STAFF_API_KEY } from '../persistence/demo/demo-bookings';
import { DEMO_COMPANY, DEMO_LOCATION } from '../persistence/demo/demo-ids';
import { createBookingBody } from './booking-requests.test-support';
import { expectFailure, seededTestServer, unchanged, type TestServer } from './test-server.test-support';

// Staff api-keys per company end to end (issue 21; docs/adr/0078): issued by the operator's key
// through the Hono app, the use case and the SQL adapters on a PGlite holding the demo data, then
// acting for their company alone on every staff call that names a company's location or booking.

type Schemas = components['schemas'];

/** Tuesday 2026-12-01, 08:00 in Santiago: the demo's today. */
const NOW = '2026-12-01T11:00:00Z';

let server: TestServer;

beforeAll(async () => {
  server = await seededTestServer({ clock: { now: () => Date.parse(NOW) as never } });
}, 60_000);

afterAll(async () => {
  await server.dispose();
});

const issue = (slug: string, apiKey: string | null, label = 'front desk') =>
  server.client.request(`/staff/companies/${slug}/api_keys`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(apiKey === null ? {} : { 'api-key': apiKey }) },
    body: JSON.stringify({ label }),
  });

const dayAt = (locationId: number, apiKey: string) =>
  server.client.get(`/bookings?location_id=${String(locationId)}&date=2026-12-03`, { 'api-key': apiKey });

describe('issuing a staff api-key for one company (POST /staff/companies/{slug}/api_keys)', () => {
  let salonKey: string;

  it('issues the operator a new key for the company its slug names, shown once', async () => {
    const response = await issue('salon-aurora', DEMO_STAFF_API_KEY);
    expect(response.status).toBe(201);
    const issued = response.body as Schemas['IssuedStaffApiKey'];
    expect(issued).toMatchObject({
      label: 'front desk',
      company: { id: DEMO_COMPANY.salon, slug: 'salon-aurora', name: 'Salón Aurora' },
    });
    expect(issued.api_key).not.toBe(DEMO_STAFF_API_KEY);
    salonKey = issued.api_key;
    const again = (await issue('salon-aurora', DEMO_STAFF_API_KEY)).body as Schemas['IssuedStaffApiKey'];
    expect(again.api_key).not.toBe(salonKey);
  });

  it("lets the company's key read its own locations' days, and refuses another company's with AUTH.OTHER_COMPANY", async () => {
    expect((await dayAt(DEMO_LOCATION.providencia, salonKey)).status).toBe(200);
    expect((await dayAt(DEMO_LOCATION.lasCondes, salonKey)).status).toBe(200);
    expectFailure(await dayAt(DEMO_LOCATION.palermo, salonKey), 403, 'AUTH.OTHER_COMPANY');
    expectFailure(await dayAt(DEMO_LOCATION.nunoa, salonKey), 403, 'AUTH.OTHER_COMPANY');
    // The operator's key still acts for every company.
    expect((await dayAt(DEMO_LOCATION.palermo, DEMO_STAFF_API_KEY)).status).toBe(200);
  });

  it("books with the company's key at its own location, without a human check, and never at another company's", async () => {
    const clinicKey = ((await issue('clinica-sonrisa', DEMO_STAFF_API_KEY)).body as Schemas['IssuedStaffApiKey'])
      .api_key;
    const body = createBookingBody({ recaptcha_token: null });
    await unchanged(server, async () => {
      const refused = await server.client.request('/bookings', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'api-key': clinicKey },
        body: JSON.stringify(body),
      });
      expectFailure(refused, 403, 'AUTH.OTHER_COMPANY');
    });
    const booked = await server.client.request('/bookings', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'api-key': salonKey },
      body: JSON.stringify(body),
    });
    expect(booked.status).toBe(201);
  });

  it("refuses to issue keys with a company's key, without a key, or for a slug no company has", async () => {
    await unchanged(server, async () => {
      expectFailure(await issue('salon-aurora', salonKey), 403, 'AUTH.OPERATOR_KEY_REQUIRED');
      expectFailure(await issue('barberia-portena', salonKey), 403, 'AUTH.OPERATOR_KEY_REQUIRED');
      expectFailure(await issue('salon-aurora', null), 401, 'AUTH.UNAUTHENTICATED');
      expectFailure(await issue('salon-aurora', 'wrong'), 401, 'AUTH.INVALID_API_KEY');
      expectFailure(await issue('no-such-company', DEMO_STAFF_API_KEY), 404, 'COMPANY.NOT_FOUND');
      expectFailure(await issue('Salon_Aurora', DEMO_STAFF_API_KEY), 422, 'REQUEST.INVALID', 'slug');
      expectFailure(await issue('salon-aurora', DEMO_STAFF_API_KEY, ''), 422, 'REQUEST.INVALID', 'label');
    });
  });
});
