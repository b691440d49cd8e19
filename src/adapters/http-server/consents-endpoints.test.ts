import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import type { Instant } from '#domain/calendar/instant';
import type { ProviderId, ServiceId } from '#domain/catalog/service';
import type { components } from '../http/booking-api.generated';
import { cryptoTokenGenerator } from '../crypto-tokens';
import { DEMO_STAFF_API_KEY } from '../persistence/demo/demo-bookings';
import { DEMO_COMPANY, DEMO_LOCATION, DEMO_PROVIDER, DEMO_SERVICE } from '../persistence/demo/demo-ids';
import { aBooking, aGroup } from '../persistence/new-booking-groups.test-support';
import { sqlBookings } from '../persistence/sql-bookings';
import { sqlConsents } from '../persistence/sql-consents';
import { aesGcmCodeSealer, DEV_LINK_KEY } from '../security/aes-gcm-code-sealer';
import { settableClock } from '../settable-clock';
import { expectFailure, seededTestServer, unchanged, type TestServer } from './test-server.test-support';

// Reading and signing a consent end to end (issue 32; docs/adr/0115): through the Hono app, the use
// cases and the SQL adapters on a PGlite holding the demo data, where Clínica Dental Sonrisa's
// Blanqueamiento asks for its consent form. Every response is checked against the contract.

type Schemas = components['schemas'];

const NOW = Date.parse('2026-12-01T15:00:00Z') as Instant;
/** The server's own sealer (the development link key), so that the codes it seals open on the booking's pages. */
const sealer = aesGcmCodeSealer(DEV_LINK_KEY);

let server: TestServer;

beforeAll(async () => {
  const clock = settableClock({ now: () => NOW });
  server = await seededTestServer({ clock, testClock: clock });
});

afterAll(async () => {
  await server.dispose();
});

let slot = 0;
/** A new Blanqueamiento at Ñuñoa: its consent's code, and the booking's id, access token and confirmation code. */
async function aWhitening() {
  slot += 1;
  const start = (Date.parse('2027-04-05T12:00:00Z') + slot * 2 * 3_600_000) as Instant;
  const booking = aBooking({
    serviceId: DEMO_SERVICE.whitening as ServiceId,
    providerId: DEMO_PROVIDER.paula as ProviderId,
    start,
    end: (start + 90 * 60_000) as Instant,
    price: 150000,
  });
  const group = aGroup([booking], { locationId: DEMO_LOCATION.nunoa, companyId: DEMO_COMPANY.clinic });
  const created = await sqlBookings(server.database, sealer).create(group);
  const bookingId = created._unsafeUnwrap().bookingId;
  const [link] = await sqlConsents(server.database, sealer, cryptoTokenGenerator).linksOf([bookingId]);
  if (link?.code == null) throw new Error('Blanqueamiento asked for no consent');
  return { code: link.code, bookingId, accessToken: group.accessToken, confirmationCode: booking.confirmationCode };
}

const aConsentCode = async (): Promise<string> => (await aWhitening()).code;

const sign = (code: string, body: unknown) =>
  server.client.request(`/consents/${code}/signature`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const drawn = {
  full_name: 'María José Pérez',
  id_number: '12.345.678-5',
  strokes: [
    [
      [10, 10],
      [120, 80],
      [300, 40],
    ],
    [[400, 200]],
  ],
  agreed: true,
};

describe('a consent by its code (issue 32)', () => {
  it('reads the unsigned form with the brand, the country hints, the version and the text hash', async () => {
    const code = await aConsentCode();
    const response = await server.client.get(`/consents/${code}`);
    expect(response.status).toBe(200);
    const consent = response.body as Schemas['Consent'];
    expect(consent).toMatchObject({
      state: 'unsigned',
      company: { name: 'Clínica Dental Sonrisa' },
      location: { country_code: 'cl', language: 'es' },
      form: { key: 'consentimiento-blanqueamiento', title: 'Consentimiento informado para blanqueamiento', version: 1 },
      signature: null,
    });
    expect(consent.form.body_markdown).toContain('Sensibilidad dental');
    expect(consent.form.text_sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('signs by drawing once: 201, then read only, with its PDF holding the text and the hash', async () => {
    const code = await aConsentCode();
    const signed = await sign(code, drawn);
    expect(signed.status).toBe(201);
    const consent = signed.body as Schemas['Consent'];
    expect(consent.state).toBe('signed');
    expect(consent.signature).toEqual({
      signer_name: 'María José Pérez',
      signed_at: '2026-12-01T12:00:00-03:00',
      kind: 'drawn',
    });
    expect(((await server.client.get(`/consents/${code}`)).body as Schemas['Consent']).state).toBe('signed');
    expectFailure(await sign(code, drawn), 409, 'CONSENT.ALREADY_SIGNED');
    const pdf = await server.app.request(`/consents/${code}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    expect(text).toContain('Consentimiento informado para blanqueamiento');
    expect(text).toContain('Sensibilidad dental pasajera durante algunos días.');
    expect(text).toContain(consent.form.text_sha256);
    expect(text).toContain('12.345.678-5');
  });

  it('signs by typing, equally valid', async () => {
    const code = await aConsentCode();
    const { strokes: _drawn, ...rest } = drawn;
    const signed = await sign(code, { ...rest, typed_signature: 'María José Pérez' });
    expect(signed.status).toBe(201);
    expect((signed.body as Schemas['Consent']).signature?.kind).toBe('typed');
  });

  it('lets exactly one of two concurrent signatures through: one 201, one 409', async () => {
    const code = await aConsentCode();
    const statuses = (await Promise.all([sign(code, drawn), sign(code, drawn)])).map((response) => response.status);
    expect(statuses.sort()).toEqual([201, 409]);
  });

  it('refuses a submission naming each field, and changes nothing', async () => {
    const code = await aConsentCode();
    await unchanged(server, async () => {
      const refused = await sign(code, {
        full_name: ' ',
        id_number: '12.345.678-9',
        strokes: [[[5000, 1]]],
        agreed: false,
      });
      expectFailure(refused, 422, 'REQUEST.INVALID');
      expect((refused.body as Schemas['Error']).attributes?.map((each) => each.field)).toEqual([
        'full_name',
        'id_number',
        'strokes',
        'agreed',
      ]);
      expectFailure(await server.client.get(`/consents/${code}/pdf`), 409, 'CONSENT.NOT_SIGNED');
    });
  });

  it('answers a wrong code as a missing consent, on every route', async () => {
    const wrong = `${await aConsentCode()}x`;
    expectFailure(await server.client.get(`/consents/${wrong}`), 404, 'CONSENT.NOT_FOUND');
    expectFailure(await sign(wrong, drawn), 404, 'CONSENT.NOT_FOUND');
    expectFailure(await server.client.get(`/consents/${wrong}/pdf`), 404, 'CONSENT.NOT_FOUND');
  });
});

describe("a location's consents for staff (issue 32)", () => {
  const keyFor = async (slug: string) => {
    const response = await server.client.request(`/staff/companies/${slug}/api_keys`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'api-key': DEMO_STAFF_API_KEY },
      body: JSON.stringify({ label: 'consents' }),
    });
    return (response.body as Schemas['IssuedStaffApiKey']).api_key;
  };
  const staff = (path: string, key: string | null) =>
    server.client.request(path, { headers: key === null ? {} : { 'api-key': key } });

  it("lists the day's consents with their state, shows one with the signer's id number, and answers its PDF", async () => {
    const clinicKey = await keyFor('clinica-sonrisa');
    const code = await aConsentCode();
    const consent = (await server.client.get(`/consents/${code}`)).body as Schemas['Consent'];
    expect((await sign(code, drawn)).status).toBe(201);
    const day = await staff(`/staff/locations/${String(DEMO_LOCATION.nunoa)}/consents?date=2027-04-05`, clinicKey);
    expect(day.status).toBe(200);
    const listed = day.body as Schemas['StaffConsent'][];
    const mine = listed.find((each) => each.form.text_sha256 === consent.form.text_sha256 && each.state === 'signed');
    expect(mine).toMatchObject({
      client_name: 'Ana Pérez',
      service_name: 'Blanqueamiento',
      signature: { signer_id_number: '12.345.678-5', kind: 'drawn' },
    });
    expect(listed.some((each) => each.state === 'unsigned')).toBe(true);
    const shown = await staff(`/staff/consents/${String(mine?.id)}`, clinicKey);
    expect(shown.body).toEqual(mine);
    const pdf = await server.app.request(`/staff/consents/${String(mine?.id)}/pdf`, {
      headers: { 'api-key': clinicKey },
    });
    expect(pdf.status).toBe(200);
    expect(new TextDecoder().decode(new Uint8Array(await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    const unsigned = listed.find((each) => each.state === 'unsigned');
    expectFailure(await staff(`/staff/consents/${String(unsigned?.id)}/pdf`, clinicKey), 409, 'CONSENT.NOT_SIGNED');
  });

  it("asks for a key, refuses another company's, and does not find another company's consent", async () => {
    const salonKey = await keyFor('salon-aurora');
    const path = `/staff/locations/${String(DEMO_LOCATION.nunoa)}/consents?date=2027-04-05`;
    expect((await staff(path, null)).status).toBe(401);
    expectFailure(await staff(path, salonKey), 403, 'AUTH.OTHER_COMPANY');
    const listed = (await staff(path, DEMO_STAFF_API_KEY)).body as Schemas['StaffConsent'][];
    expect(listed.length).toBeGreaterThan(0);
    expectFailure(await staff(`/staff/consents/${String(listed[0]?.id)}`, salonKey), 404, 'CONSENT.NOT_FOUND');
    expectFailure(await staff('/staff/consents/2000000', DEMO_STAFF_API_KEY), 404, 'CONSENT.NOT_FOUND');
  });
});

describe("a booking's consents on its pages (issue 32; docs/adr/0118)", () => {
  const title = 'Consentimiento informado para blanqueamiento';

  it('the confirmation view and the booking page link the unsigned form to its signing page, and show it signed once signed', async () => {
    const { code, bookingId, accessToken, confirmationCode } = await aWhitening();
    const summary = async () =>
      (await server.client.get(`/bookings/${String(bookingId)}/${accessToken}`)).body as Schemas['BookingSummary'];
    const page = async () =>
      (await server.client.get(`/bookings/edit?confirmation_code=${confirmationCode}`))
        .body as Schemas['EditableBooking'];
    const unsigned = {
      booking_id: bookingId,
      form_title: title,
      version: 1,
      state: 'unsigned',
      sign_path: `/cl/sign_consents/${code}`,
      signed_at: null,
    };
    expect((await summary()).consents).toEqual([unsigned]);
    expect((await page()).consents).toEqual([unsigned]);
    expect((await sign(code, drawn)).status).toBe(201);
    const signed = { ...unsigned, state: 'signed', sign_path: null, signed_at: '2026-12-01T12:00:00-03:00' };
    expect((await summary()).consents).toEqual([signed]);
    expect((await page()).consents).toEqual([signed]);
  });

  it('asks nothing of a booking whose service has no form', async () => {
    const start = Date.parse('2027-04-07T12:00:00Z') as Instant;
    const group = aGroup([aBooking({ start, end: (start + 45 * 60_000) as Instant })]);
    const created = (await sqlBookings(server.database, sealer).create(group))._unsafeUnwrap();
    const summary = await server.client.get(`/bookings/${String(created.bookingId)}/${group.accessToken}`);
    expect((summary.body as Schemas['BookingSummary']).consents).toEqual([]);
  });
});
