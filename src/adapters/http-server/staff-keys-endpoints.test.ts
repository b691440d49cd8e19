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

const listKeys = (slug: string, apiKey: string | null) =>
  server.client.get(`/staff/companies/${slug}/api_keys`, apiKey === null ? {} : { 'api-key': apiKey });
const revokeKey = (slug: string, id: number, apiKey: string | null) =>
  server.client.request(`/staff/companies/${slug}/api_keys/${String(id)}`, {
    method: 'DELETE',
    headers: apiKey === null ? {} : { 'api-key': apiKey },
  });

describe("listing and revoking a company's api-keys (GET, DELETE /staff/companies/{slug}/api_keys…; docs/adr/0081)", () => {
  it('lists the workshop’s keys to the operator and to its own key, without the keys, and revokes one at once', async () => {
    const issued = async (label: string) =>
      ((await issue('taller-andes', DEMO_STAFF_API_KEY, label)).body as Schemas['IssuedStaffApiKey']).api_key;
    const till = await issued('till');
    const website = await issued('website');

    const listed = await listKeys('taller-andes', till);
    expect(listed.status).toBe(200);
    const list = listed.body as Schemas['StaffApiKeyList'];
    expect(list.company).toMatchObject({ slug: 'taller-andes' });
    expect(list.api_keys.map((key) => [key.label, key.revoked_at])).toEqual([
      ['till', null],
      ['website', null],
    ]);
    expect(JSON.stringify(list)).not.toContain(till);
    expect(JSON.stringify(list)).not.toContain(website);
    expect((await listKeys('taller-andes', DEMO_STAFF_API_KEY)).body).toEqual(list);

    const websiteId = list.api_keys[1]?.id ?? 0;
    const revoked = await revokeKey('taller-andes', websiteId, till);
    expect(revoked.status).toBe(204);
    expectFailure(await listKeys('taller-andes', website), 401, 'AUTH.INVALID_API_KEY');
    const after = (await listKeys('taller-andes', DEMO_STAFF_API_KEY)).body as Schemas['StaffApiKeyList'];
    expect(after.api_keys[1]?.revoked_at).toBe(NOW.replace('Z', '.000Z'));
    expect((await revokeKey('taller-andes', websiteId, DEMO_STAFF_API_KEY)).status).toBe(204);
  });

  it("refuses another company's key, a missing key and a key id the company does not have", async () => {
    const clinicKey = ((await issue('clinica-sonrisa', DEMO_STAFF_API_KEY)).body as Schemas['IssuedStaffApiKey'])
      .api_key;
    const workshopKeys = ((await listKeys('taller-andes', DEMO_STAFF_API_KEY)).body as Schemas['StaffApiKeyList'])
      .api_keys;
    const clinicKeys = ((await listKeys('clinica-sonrisa', clinicKey)).body as Schemas['StaffApiKeyList']).api_keys;
    await unchanged(server, async () => {
      expectFailure(await listKeys('taller-andes', clinicKey), 403, 'AUTH.OTHER_COMPANY');
      expectFailure(await listKeys('no-such-company', clinicKey), 403, 'AUTH.OTHER_COMPANY');
      expectFailure(await listKeys('no-such-company', DEMO_STAFF_API_KEY), 404, 'COMPANY.NOT_FOUND');
      expectFailure(await listKeys('taller-andes', null), 401, 'AUTH.UNAUTHENTICATED');
      expectFailure(await revokeKey('taller-andes', workshopKeys[0]?.id ?? 0, clinicKey), 403, 'AUTH.OTHER_COMPANY');
      expectFailure(
        await revokeKey('taller-andes', clinicKeys[0]?.id ?? 0, DEMO_STAFF_API_KEY),
        404,
        'STAFF_KEY.NOT_FOUND',
      );
      // A key id outside the contract's range names nothing there (docs/adr/0091).
      expectFailure(await revokeKey('taller-andes', 0, DEMO_STAFF_API_KEY), 404, 'ROUTE.NOT_FOUND');
    });
  });
});
