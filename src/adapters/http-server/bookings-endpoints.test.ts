import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secretDigest } from '../crypto-tokens';
import type { components } from '../http/booking-api.generated';
import { DEMO_CLIENT } from '../persistence/demo/demo-accounts-and-reviews';
import {
  DEMO_BARBERSHOP_CLIENT,
  DEMO_BOOKING,
  DEMO_MEMBERSHIP,
  DEMO_STAFF_API_KEY,
} from '../persistence/demo/demo-bookings';
import {
  DEMO_COMPANY,
  DEMO_LOCATION,
  DEMO_PROMOTION_TOKEN,
  DEMO_PROVIDER,
  DEMO_SERVICE,
} from '../persistence/demo/demo-ids';
import { databaseFingerprint } from '../persistence/demo/demo-databases.test-support';
import type { CheckedResponse } from './contract-checked-client.test-support';
import { bookingClient, bookingItem, createBookingBody, martinaClient } from './booking-requests.test-support';
import { seededTestServer, type TestServer } from './test-server.test-support';
import { readBack } from '../persistence/read-back.test-support';
import { aBooking, aGroup } from '../persistence/new-booking-groups.test-support';
import { sqlBookings } from '../persistence/sql-bookings';
import { aesGcmCodeSealer, DEV_LINK_KEY } from '../security/aes-gcm-code-sealer';
import type { Instant } from '#domain/calendar/instant';
import type { ServiceId } from '#domain/catalog/service';

// The bookings end to end (issue 3 Booking API; booking-wizard §3, §4, §5, §7; storefront §2, §7;
// ADR 0014, ADR 0017, ADR 0018): each call through the Hono app, the use cases and the SQL
// adapters on a PGlite holding the demo data, at a fixed now. Every response is checked against
// the contract by the client that requests it.

type Schemas = components['schemas'];

/** Tuesday 2026-12-01, 08:00 in Santiago (UTC-3 in summer): the demo's today. */
const NOW = '2026-12-01T11:00:00Z';

let server: TestServer;

beforeAll(async () => {
  server = await seededTestServer({ clock: { now: () => Date.parse(NOW) as never } });
});

afterAll(async () => {
  await server.dispose();
});

const post = (path: string, body: unknown, headers: Readonly<Record<string, string>> = {}) =>
  server.client.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
const get = (path: string, headers?: Readonly<Record<string, string>>) => server.client.get(path, headers);

function expectFailure(response: CheckedResponse, status: number, code: string, field?: string): void {
  expect(response.status).toBe(status);
  const body = response.body as Schemas['Error'];
  expect(body.code).toBe(code);
  if (field !== undefined) expect(body.attributes?.map((attribute) => attribute.field)).toContain(field);
}

async function unchanged(requests: () => Promise<void>): Promise<void> {
  const before = await databaseFingerprint(server.database);
  await requests();
  expect(await databaseFingerprint(server.database)).toEqual(before);
}

function checkBody(overrides: Partial<Schemas['CheckBookingsRequest']> = {}): Schemas['CheckBookingsRequest'] {
  const { recaptcha_token: _token, ...body } = createBookingBody();
  return { ...body, booking_group: null, ...overrides };
}

const created = (response: CheckedResponse) => response.body as Schemas['CreateBookingResponse'];

/** The confirmation codes a create answered, one per booking in item order. */
function codesOf(response: CheckedResponse, count: number): string[] {
  const codes = created(response).bookings.map((booking) => booking.confirmation_code);
  expect(codes).toHaveLength(count);
  return codes;
}

async function summaryOf(response: CheckedResponse): Promise<Schemas['BookingSummary']> {
  const answer = await get(
    `/bookings/${String(created(response).booking.id)}/${created(response).booking.access_token}`,
  );
  expect(answer.status).toBe(200);
  return answer.body as Schemas['BookingSummary'];
}

describe('POST /bookings (booking-wizard §4 Submission, §7 Create booking)', () => {
  it('books the hour for the client, turning "first provider available" into the least booked free professional, and links the summary', async () => {
    const response = await post('/bookings', createBookingBody());
    expect(response.status).toBe(201);
    const body = created(response);
    expect(body.booking.status).toBe('confirmed');
    expect(body.booking.trx_id).toMatch(/^TRX-/);
    expect(body.redirect_to).toBe(`/cl/bookings/${String(body.booking.id)}/${body.booking.access_token}/false`);
    expect(response.headers.get('location')).toBe(`/bookings/${String(body.booking.id)}/${body.booking.access_token}`);
    // The booking's own confirmation code, as the confirmation mail would carry it (ADR 0017).
    expect(body.bookings.map((booking) => booking.id)).toEqual([body.booking.id]);
    expect(body.bookings[0]?.confirmation_code).not.toBe(body.booking.access_token);
    const summary = await summaryOf(response);
    // The booker's email and phone masked behind the link (docs/adr/0048).
    expect(summary).toMatchObject({
      client_full_name: 'Ana Pérez',
      client_email: 'an***@correo.example',
      client_phone: '+569****5678',
      bundled: false,
    });
    expect(summary.location).toMatchObject({ id: DEMO_LOCATION.providencia, location_name: 'Providencia' });
    // The company whose brand the confirmation view wears (issue 20; docs/adr/0073).
    expect(summary.company).toMatchObject({ name: 'Salón Aurora', color_minisite: '#b0476b' });
    expect(summary.booking_groups[0]?.bookings[0]).toMatchObject({
      status: 'confirmed',
      service_id: DEMO_SERVICE.womensCut,
      start: '2026-12-02T10:00:00-03:00',
      end: '2026-12-02T10:45:00-03:00',
      // Camila and Matías are free; neither has a booking that day, and Camila has the lower id (ADR 0013).
      provider_id: DEMO_PROVIDER.camila,
      price: 18000,
    });
    // Its code, opened from its sealed form, for the view to cancel or change it (issue 18; docs/adr/0065).
    expect(summary.booking_groups[0]?.bookings[0]?.confirmation_code).toBe(body.bookings[0]?.confirmation_code);
  });

  it('answers no confirmation code for a booking whose code was never sealed (the demo’s)', async () => {
    const answer = await get(
      `/bookings/${String(DEMO_BOOKING.cutAndShave.cutId)}/${DEMO_BOOKING.cutAndShave.accessToken}`,
    );
    expect(answer.status).toBe(200);
    const summary = answer.body as Schemas['BookingSummary'];
    expect(summary.booking_groups[0]?.bookings.map((booking) => booking.confirmation_code)).toEqual([
      undefined,
      undefined,
    ]);
  });

  it('keeps capability secrets only as SHA-256 digests, each of at least 128 bits', async () => {
    const response = await post(
      '/bookings',
      createBookingBody({
        bookings: [bookingItem({ start: '2026-12-02T15:00:00-03:00', end: '2026-12-02T15:45:00-03:00' })],
      }),
    );
    const token = created(response).booking.access_token;
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const [row] = await readBack(server.database).query<{ digest: Uint8Array }>(
      'SELECT access_token_digest AS digest FROM booking_groups WHERE trx_id = $1',
      [created(response).booking.trx_id],
    );
    expect(Buffer.from(row?.digest ?? []).equals(secretDigest(token))).toBe(true);
    const dump = JSON.stringify(
      await server.database.query('SELECT g.*, b.* FROM booking_groups g JOIN bookings b ON b.group_id = g.id'),
    );
    for (const secret of [token, ...codesOf(response, 1)]) expect(dump).not.toContain(secret);
  });

  it('keeps the language the client booked in, as the storefront asks in it, for their mails; none when it names neither (issue 18)', async () => {
    const languageOf = async (start: string, end: string, headers: Readonly<Record<string, string>>) => {
      const response = await post('/bookings', createBookingBody({ bookings: [bookingItem({ start, end })] }), headers);
      expect(response.status).toBe(201);
      const [row] = await readBack(server.database).query<{ language: string | null }>(
        'SELECT language FROM booking_groups WHERE trx_id = $1',
        [created(response).booking.trx_id],
      );
      return row?.language;
    };
    expect(
      await languageOf('2026-12-04T14:00:00-03:00', '2026-12-04T14:45:00-03:00', { 'accept-language': 'en' }),
    ).toBe('en');
    expect(
      await languageOf('2026-12-04T15:00:00-03:00', '2026-12-04T15:45:00-03:00', {
        'accept-language': 'es-CL,es;q=0.9',
      }),
    ).toBe('es');
    expect(
      await languageOf('2026-12-04T16:00:00-03:00', '2026-12-04T16:45:00-03:00', { 'accept-language': 'pt-BR' }),
    ).toBe(null);
  });

  it('answers 409 BOOKING.SLOT_TAKEN naming the item when the professional was booked meanwhile, booking nothing', async () => {
    const chosen = bookingItem({
      start: '2026-12-02T11:00:00-03:00',
      end: '2026-12-02T11:45:00-03:00',
      provider_id: DEMO_PROVIDER.camila,
    });
    expect((await post('/bookings', createBookingBody({ bookings: [chosen] }))).status).toBe(201);
    await unchanged(async () => {
      expectFailure(
        await post('/bookings', createBookingBody({ bookings: [chosen] })),
        409,
        'BOOKING.SLOT_TAKEN',
        'bookings[0].start',
      );
    });
  });

  it('answers 409 for an hour outside working hours or sooner than the minimum notice (no professional can take it)', async () => {
    await unchanged(async () => {
      expectFailure(
        await post(
          '/bookings',
          createBookingBody({
            bookings: [bookingItem({ start: '2026-12-02T06:00:00-03:00', end: '2026-12-02T06:45:00-03:00' })],
          }),
        ),
        409,
        'BOOKING.SLOT_TAKEN',
        'bookings[0].start',
      );
      expectFailure(
        await post(
          '/bookings',
          createBookingBody({
            bookings: [bookingItem({ start: '2026-12-01T08:30:00-03:00', end: '2026-12-01T09:15:00-03:00' })],
          }),
        ),
        409,
        'BOOKING.SLOT_TAKEN',
      );
    });
  });

  it('starts a booking pending_payment when online payment is requested (ADR 0014)', async () => {
    const response = await post(
      '/bookings',
      createBookingBody({
        payment_dlocal: 'dlocal',
        bookings: [bookingItem({ start: '2026-12-03T09:00:00-03:00', end: '2026-12-03T09:45:00-03:00' })],
      }),
    );
    expect(response.status).toBe(201);
    expect(created(response).booking.status).toBe('pending_payment');
    const summary = await summaryOf(response);
    expect(summary.booking_groups[0]?.bookings[0]).toMatchObject({
      status: 'pending_payment',
      should_pay_online: true,
    });
  });

  it('books several services together, all or nothing: one taken item books none of them', async () => {
    const first = bookingItem({
      start: '2026-12-30T09:00:00-03:00',
      end: '2026-12-30T09:45:00-03:00',
      provider_id: DEMO_PROVIDER.camila,
    });
    const second = bookingItem({
      service_id: DEMO_SERVICE.mensCut,
      price: 12000,
      start: '2026-12-30T09:45:00-03:00',
      end: '2026-12-30T10:15:00-03:00',
      provider_id: DEMO_PROVIDER.matias,
    });
    expect((await post('/bookings', createBookingBody({ bookings: [second] }))).status).toBe(201);
    await unchanged(async () => {
      expectFailure(
        await post('/bookings', createBookingBody({ bookings: [first, second] })),
        409,
        'BOOKING.SLOT_TAKEN',
        'bookings[1].start',
      );
    });
  });

  it('never double-books one professional within a single request either', async () => {
    const same = bookingItem({
      start: '2026-12-04T11:00:00-03:00',
      end: '2026-12-04T11:45:00-03:00',
      provider_id: DEMO_PROVIDER.javiera,
    });
    await unchanged(async () => {
      expectFailure(
        await post('/bookings', createBookingBody({ bookings: [same, same] })),
        409,
        'BOOKING.SLOT_TAKEN',
        'bookings[1].start',
      );
    });
  });

  it('counts seats of a class instead of excluding overlaps, and refuses a seat past its capacity', async () => {
    // Taller de autopeinado: 8 seats, Mondays 18:00 with Francisca.
    const seat = bookingItem({
      service_id: DEMO_SERVICE.stylingWorkshop,
      start: '2026-12-07T18:00:00-03:00',
      end: '2026-12-07T19:30:00-03:00',
      price: 25000,
    });
    for (let taken = 0; taken < 8; taken++) {
      const response = await post(
        '/bookings',
        createBookingBody({
          bookings: [seat],
          client: bookingClient({ email: `alumna${String(taken)}@correo.example`, identification_number: null }),
        }),
      );
      expect(response.status).toBe(201);
    }
    await unchanged(async () => {
      expectFailure(
        await post('/bookings', createBookingBody({ bookings: [seat] })),
        409,
        'BOOKING.SLOT_TAKEN',
        'bookings[0].start',
      );
    });
  });

  it('finds a known client by RUT instead of filing them twice', async () => {
    const count = async () =>
      (
        await readBack(server.database).query<{ n: number }>(
          "SELECT count(*)::int AS n FROM clients WHERE identification_number = '12.345.678-5' AND company_id = 1",
        )
      )[0]?.n;
    const before = await count();
    expect(
      (
        await post(
          '/bookings',
          createBookingBody({
            bookings: [bookingItem({ start: '2026-12-09T09:00:00-03:00', end: '2026-12-09T09:45:00-03:00' })],
          }),
        )
      ).status,
    ).toBe(201);
    expect(await count()).toBe(before);
  });

  it('refuses a client the company form refuses with 422 naming each field, changing nothing (booking-wizard §5)', async () => {
    await unchanged(async () => {
      const response = await post(
        '/bookings',
        createBookingBody({ client: bookingClient({ identification_number: '12.345.678-9', email: null }) }),
      );
      expectFailure(response, 422, 'REQUEST.INVALID', 'client.identification_number');
      expectFailure(response, 422, 'REQUEST.INVALID', 'client.email');
    });
  });

  it('refuses items the catalogue cannot book with 422 naming them: an unknown service, an end that is not start plus duration', async () => {
    await unchanged(async () => {
      expectFailure(
        await post('/bookings', createBookingBody({ bookings: [bookingItem({ service_id: 9999 })] })),
        422,
        'REQUEST.INVALID',
        'bookings[0].service_id',
      );
      expectFailure(
        await post('/bookings', createBookingBody({ bookings: [bookingItem({ end: '2026-12-02T11:00:00-03:00' })] })),
        422,
        'REQUEST.INVALID',
        'bookings[0].end',
      );
      expectFailure(
        await post('/bookings', createBookingBody({ location_id: 999 })),
        422,
        'REQUEST.INVALID',
        'location_id',
      );
      expectFailure(
        await post('/bookings/check_bookings', checkBody({ location_id: 7 })),
        422,
        'REQUEST.INVALID',
        'location_id',
      );
    });
  });

  it('refuses input that does not decode with 400 and out-of-rule values with 422, naming each field', async () => {
    await unchanged(async () => {
      const { client: _client, ...withoutClient } = createBookingBody();
      expectFailure(await post('/bookings', withoutClient), 400, 'REQUEST.UNDECODABLE', 'client');
      expectFailure(
        await post('/bookings', { ...createBookingBody(), surprise: true }),
        400,
        'REQUEST.UNDECODABLE',
        'surprise',
      );
      expectFailure(await post('/bookings', createBookingBody({ bookings: [] })), 422, 'REQUEST.INVALID', 'bookings');
      expectFailure(
        await post('/bookings', createBookingBody({ bookings: [bookingItem({ start: 'mañana' })] })),
        422,
        'REQUEST.INVALID',
        'bookings[0].start',
      );
      expectFailure(
        await post('/bookings', createBookingBody(), { 'Idempotency-Key': 'short' }),
        422,
        'REQUEST.INVALID',
        'Idempotency-Key',
      );
    });
  });
});

describe('the human check and the api-key on POST /bookings (ADR 0014, ADR 0018)', () => {
  it('refuses a booking without a human-check token, or with one the check refuses, with 422 HUMAN_CHECK.FAILED', async () => {
    await unchanged(async () => {
      expectFailure(await post('/bookings', createBookingBody({ recaptcha_token: null })), 422, 'HUMAN_CHECK.FAILED');
      expectFailure(
        await post('/bookings', createBookingBody({ recaptcha_token: 'dev-human-check-fail' })),
        422,
        'HUMAN_CHECK.FAILED',
      );
    });
  });

  it('lets a valid api-key skip the human check', async () => {
    const response = await post(
      '/bookings',
      createBookingBody({
        recaptcha_token: null,
        bookings: [bookingItem({ start: '2026-12-09T10:00:00-03:00', end: '2026-12-09T10:45:00-03:00' })],
      }),
      { 'api-key': DEMO_STAFF_API_KEY },
    );
    expect(response.status).toBe(201);
  });

  it('answers 401 AUTH.INVALID_API_KEY for a key that is not valid, never treating it as anonymous', async () => {
    await unchanged(async () => {
      expectFailure(
        await post('/bookings', createBookingBody(), { 'api-key': 'not-a-key' }),
        401,
        'AUTH.INVALID_API_KEY',
      );
    });
  });
});

describe('Idempotency-Key on POST /bookings (ADR 0014)', () => {
  const slot = bookingItem({ start: '2026-12-10T09:00:00-03:00', end: '2026-12-10T09:45:00-03:00' });

  it('replays the first response to a retry with the same key and body, booking nothing twice', async () => {
    const key = 'b6f1c2a7-3b9d-4c1e-9f7a-2d5b8e0c4a13';
    const first = await post('/bookings', createBookingBody({ bookings: [slot] }), { 'Idempotency-Key': key });
    expect(first.status).toBe(201);
    const before = await databaseFingerprint(server.database);
    const retry = await post('/bookings', createBookingBody({ bookings: [slot] }), { 'Idempotency-Key': key });
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers.get('location')).toBe(first.headers.get('location'));
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(await databaseFingerprint(server.database)).toEqual(before);
  });

  it('refuses the same key with another body with 422 IDEMPOTENCY.KEY_REUSED', async () => {
    const key = 'c6f1c2a7-3b9d-4c1e-9f7a-2d5b8e0c4a13';
    expect(
      (
        await post(
          '/bookings',
          createBookingBody({
            bookings: [bookingItem({ start: '2026-12-10T10:00:00-03:00', end: '2026-12-10T10:45:00-03:00' })],
          }),
          { 'Idempotency-Key': key },
        )
      ).status,
    ).toBe(201);
    await unchanged(async () => {
      expectFailure(
        await post(
          '/bookings',
          createBookingBody({
            bookings: [bookingItem({ start: '2026-12-10T11:00:00-03:00', end: '2026-12-10T11:45:00-03:00' })],
          }),
          { 'Idempotency-Key': key },
        ),
        422,
        'IDEMPOTENCY.KEY_REUSED',
        'Idempotency-Key',
      );
    });
  });

  it('answers 409 IDEMPOTENCY.IN_FLIGHT with Retry-After while the first request with the key is still running', async () => {
    const key = 'd6f1c2a7-3b9d-4c1e-9f7a-2d5b8e0c4a13';
    const body = createBookingBody({
      bookings: [bookingItem({ start: '2026-12-10T12:00:00-03:00', end: '2026-12-10T12:45:00-03:00' })],
    });
    const [first, second] = await Promise.all([
      post('/bookings', body, { 'Idempotency-Key': key }),
      post('/bookings', body, { 'Idempotency-Key': key }),
    ]);
    expect(first.status).toBe(201);
    expectFailure(second, 409, 'IDEMPOTENCY.IN_FLIGHT');
    expect(Number(second.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  });

  it('lets a retry run afresh after a first request that booked nothing', async () => {
    const key = 'e6f1c2a7-3b9d-4c1e-9f7a-2d5b8e0c4a13';
    const body = createBookingBody({
      recaptcha_token: null,
      bookings: [bookingItem({ start: '2026-12-10T14:00:00-03:00', end: '2026-12-10T14:45:00-03:00' })],
    });
    expectFailure(await post('/bookings', body, { 'Idempotency-Key': key }), 422, 'HUMAN_CHECK.FAILED');
    expect((await post('/bookings', body, { 'Idempotency-Key': key, 'api-key': DEMO_STAFF_API_KEY })).status).toBe(201);
  });
});

describe('POST /bookings/check_bookings (booking-wizard §3 Membership check response, §7)', () => {
  it('lists the items still free with the professional each would get, and the taken ones as unavailable, booking nothing', async () => {
    const taken = bookingItem({
      start: '2026-12-11T09:00:00-03:00',
      end: '2026-12-11T09:45:00-03:00',
      provider_id: DEMO_PROVIDER.camila,
    });
    expect((await post('/bookings', createBookingBody({ bookings: [taken] }))).status).toBe(201);
    await unchanged(async () => {
      const response = await post(
        '/bookings/check_bookings',
        checkBody({
          bookings: [
            taken,
            bookingItem({
              service_id: DEMO_SERVICE.mensCut,
              price: 12000,
              start: '2026-12-11T10:00:00-03:00',
              end: '2026-12-11T10:30:00-03:00',
            }),
          ],
        }),
      );
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        bookings_data: {
          available: [
            {
              service_id: DEMO_SERVICE.mensCut,
              start: '2026-12-11T10:00:00-03:00',
              end: '2026-12-11T10:30:00-03:00',
              provider_id: DEMO_PROVIDER.matias,
            },
          ],
          unavailable: [{ service_id: DEMO_SERVICE.womensCut }],
        },
        bookings_membership: {
          available: [],
          unavailable: [{ service_id: DEMO_SERVICE.womensCut }, { service_id: DEMO_SERVICE.mensCut }],
        },
      });
    });
  });

  it("names the client's membership that pays for a covered service, as create spends it", async () => {
    const rosa = bookingClient({
      first_name: 'Rosa',
      last_name: 'Díaz',
      email: 'rosa.diaz@correo.example',
      phone: '+56911112222',
      identification_number: '12.345.678-5',
      birth_day: 1,
      birth_month: 2,
      birth_year: 1980,
      custom_prevision: 'Fonasa',
    });
    const cleaning = bookingItem({
      service_id: DEMO_SERVICE.dentalCleaning,
      price: 35000,
      start: '2026-12-02T09:00:00-03:00',
      end: '2026-12-02T09:45:00-03:00',
      provider_id: DEMO_PROVIDER.paula,
    });
    const response = await post(
      '/bookings/check_bookings',
      checkBody({ location_id: DEMO_LOCATION.nunoa, client: rosa, bookings: [cleaning] }),
    );
    expect(response.status).toBe(200);
    expect((response.body as Schemas['CheckBookingsResponse']).bookings_membership).toEqual({
      available: [{ service_id: DEMO_SERVICE.dentalCleaning, payment_membership_id: DEMO_MEMBERSHIP.rosaCleanings }],
      unavailable: [],
    });
    // Paying with it spends one use, in the booking's transaction.
    const booked = await post(
      '/bookings',
      createBookingBody({
        location_id: DEMO_LOCATION.nunoa,
        client: rosa,
        bookings: [{ ...cleaning, payment_membership_id: DEMO_MEMBERSHIP.rosaCleanings }],
      }),
    );
    expect(booked.status).toBe(201);
    const [membership] = await readBack(server.database).query<{ uses_left: number }>(
      'SELECT uses_left FROM memberships WHERE id = $1',
      [DEMO_MEMBERSHIP.rosaCleanings],
    );
    expect(membership?.uses_left).toBe(1);
    expect(DEMO_CLIENT.rosa).toBeGreaterThan(0);
  });

  it("lists per service only what the client's active memberships with the company pay: not an ended one, a used-up one, another company's or another service's", async () => {
    // The same Martina is also a client of the salon, with a salon pass that (wrongly) names the barbershop's shave.
    const [salonClient] = await readBack(server.database).query<{ id: number }>(
      `INSERT INTO clients (company_id, first_name, last_name, email, identification_number) VALUES ($1, 'Martina', 'Ruiz', $2, $3) RETURNING id`,
      [DEMO_COMPANY.salon, DEMO_BARBERSHOP_CLIENT.martina.email, DEMO_BARBERSHOP_CLIENT.martina.identificationNumber],
    );
    const [salonPass] = await readBack(server.database).query<{ id: number }>(
      `INSERT INTO memberships (company_id, client_id, name, uses_left, valid_from, valid_until) VALUES ($1, $2, 'Pase del salón', NULL, '2026-01-01', '2027-12-31') RETURNING id`,
      [DEMO_COMPANY.salon, salonClient?.id],
    );
    await server.database.query('INSERT INTO membership_services (membership_id, service_id) VALUES ($1, $2)', [
      salonPass?.id,
      DEMO_SERVICE.straightRazorShave,
    ]);
    const palermo = (serviceId: number, start: string, end: string) =>
      bookingItem({
        service_id: serviceId,
        price: null,
        start: `2026-12-10T${start}:00-03:00`,
        end: `2026-12-10T${end}:00-03:00`,
        provider_id: DEMO_PROVIDER.lucas,
      });
    const items = [
      palermo(DEMO_SERVICE.classicCut, '10:00', '10:30'),
      palermo(DEMO_SERVICE.straightRazorShave, '11:00', '11:30'),
      palermo(DEMO_SERVICE.cutAndBeard, '12:00', '13:00'),
    ];
    await unchanged(async () => {
      const response = await post(
        '/bookings/check_bookings',
        checkBody({ location_id: DEMO_LOCATION.palermo, client: martinaClient(), bookings: items }),
      );
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      // The pass of cuts pays the cut; the ended shaves pass, the salon's pass and the used-up cut-and-beard pass pay nothing.
      expect((response.body as Schemas['CheckBookingsResponse']).bookings_membership).toEqual({
        available: [{ service_id: DEMO_SERVICE.classicCut, payment_membership_id: DEMO_MEMBERSHIP.martinaCuts }],
        unavailable: [{ service_id: DEMO_SERVICE.straightRazorShave }, { service_id: DEMO_SERVICE.cutAndBeard }],
      });
      // Another client of the barbershop has no membership at all.
      const juan = bookingClient({
        first_name: 'Juan',
        last_name: 'Gómez',
        email: 'juan.gomez@correo.example',
        phone: '+541155556666',
        identification_number: '30123456',
        gender: 0,
        notes: '',
        custom_alergias: undefined,
      });
      const other = await post(
        '/bookings/check_bookings',
        checkBody({ location_id: DEMO_LOCATION.palermo, client: juan, bookings: items }),
      );
      expect((other.body as Schemas['CheckBookingsResponse']).bookings_membership.available).toEqual([]);
    });
  });

  it('refuses with 422 naming the item, "has no use left", a membership whose uses are spent, and books nothing', async () => {
    await unchanged(async () => {
      const response = await post(
        '/bookings',
        createBookingBody({
          location_id: DEMO_LOCATION.palermo,
          client: martinaClient(),
          bookings: [
            bookingItem({
              service_id: DEMO_SERVICE.cutAndBeard,
              price: null,
              start: '2026-12-10T15:00:00-03:00',
              end: '2026-12-10T16:00:00-03:00',
              provider_id: DEMO_PROVIDER.lucas,
              payment_membership_id: DEMO_MEMBERSHIP.martinaCutAndBeardUsedUp,
            }),
          ],
        }),
      );
      expectFailure(response, 422, 'REQUEST.INVALID', 'bookings[0].payment_membership_id');
      expect((response.body as Schemas['Error']).attributes).toEqual([
        { field: 'bookings[0].payment_membership_id', messages: ['has no use left'] },
      ]);
    });
  });

  it('refuses a membership that does not pay for the booking with 422 naming the item', async () => {
    await unchanged(async () => {
      const response = await post(
        '/bookings',
        createBookingBody({
          bookings: [
            bookingItem({
              start: '2026-12-11T11:00:00-03:00',
              end: '2026-12-11T11:45:00-03:00',
              payment_membership_id: DEMO_MEMBERSHIP.rosaCleanings,
            }),
          ],
        }),
      );
      expectFailure(response, 422, 'REQUEST.INVALID', 'bookings[0].payment_membership_id');
    });
  });

  it('refuses what does not decode with 400 and names unknown services with 422', async () => {
    await unchanged(async () => {
      expectFailure(await post('/bookings/check_bookings', createBookingBody()), 400, 'REQUEST.UNDECODABLE');
      expectFailure(
        await post('/bookings/check_bookings', checkBody({ bookings: [bookingItem({ service_id: 4242 })] })),
        422,
        'REQUEST.INVALID',
        'bookings[0].service_id',
      );
    });
  });
});

describe('the booking summary (booking-wizard §2 Confirmation view; storefront §2)', () => {
  it('answers a wrong access token exactly as a missing booking, so tokens cannot be probed', async () => {
    const response = await post(
      '/bookings',
      createBookingBody({
        bookings: [bookingItem({ start: '2026-12-14T09:00:00-03:00', end: '2026-12-14T09:45:00-03:00' })],
      }),
    );
    const { id } = created(response).booking;
    const wrongToken = await get(`/bookings/${String(id)}/not-the-token`);
    const missing = await get(`/bookings/2000000000/not-the-token`);
    expectFailure(wrongToken, 404, 'BOOKING.NOT_FOUND');
    expect(wrongToken.body).toEqual(missing.body);
    expectFailure(
      await get(`/bookings/${String(DEMO_BOOKING.cutAndShave.cutId)}/${created(response).booking.access_token}`),
      404,
      'BOOKING.NOT_FOUND',
    );
  });

  it("shows the demo group's two bookings in start order", async () => {
    const response = await get(
      `/bookings/${String(DEMO_BOOKING.cutAndShave.shaveId)}/${DEMO_BOOKING.cutAndShave.accessToken}`,
    );
    expect(response.status).toBe(200);
    const summary = response.body as Schemas['BookingSummary'];
    expect(summary.booking_groups[0]?.bookings.map((booking) => booking.service_name)).toEqual([
      'Corte clásico',
      'Afeitado con navaja',
    ]);
    expect(summary.location.location_name).toBe('Palermo');
  });

  it('says what the pass pays and what is left to pay, in the summary and in the staff list (storefront §3; issue 29 item 11)', async () => {
    const palermo = (serviceId: number, price: number, start: string, end: string, membership: number | null) =>
      bookingItem({
        service_id: serviceId,
        price,
        start: `2026-12-15T${start}:00-03:00`,
        end: `2026-12-15T${end}:00-03:00`,
        provider_id: DEMO_PROVIDER.lucas,
        payment_membership_id: membership,
      });
    const response = await post(
      '/bookings',
      createBookingBody({
        location_id: DEMO_LOCATION.palermo,
        client: martinaClient(),
        bookings: [
          palermo(DEMO_SERVICE.classicCut, 12000, '10:00', '10:30', DEMO_MEMBERSHIP.martinaCuts),
          palermo(DEMO_SERVICE.straightRazorShave, 9000, '10:30', '11:00', null),
        ],
      }),
    );
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const summary = await summaryOf(response);
    expect(summary.plan_payment).toEqual({ plan_names: ['Pase 4 cortes'], covered: 12000, left_to_pay: 9000 });
    expect(summary.booking_groups[0]?.bookings.map((booking) => booking.plan_payment)).toEqual([
      { plan_name: 'Pase 4 cortes', covered: 12000, left_to_pay: 0 },
      null,
    ]);
    const day = await get(`/bookings?location_id=${String(DEMO_LOCATION.palermo)}&date=2026-12-15`, {
      'api-key': DEMO_STAFF_API_KEY,
    });
    expect(day.status).toBe(200);
    expect(
      (day.body as Schemas['StaffBookingListItem'][]).map((booking) => [
        booking.service_name,
        booking.price,
        booking.covered_by_plan,
        booking.left_to_pay,
      ]),
    ).toEqual([
      ['Corte clásico', 12000, 12000, 0],
      ['Afeitado con navaja', 9000, 0, 9000],
    ]);
  });

  it('says nothing of plans in the summary of bookings no plan pays', async () => {
    const response = await post(
      '/bookings',
      createBookingBody({
        bookings: [bookingItem({ start: '2026-12-14T10:00:00-03:00', end: '2026-12-14T10:45:00-03:00' })],
      }),
    );
    const summary = await summaryOf(response);
    expect(summary.plan_payment ?? null).toBeNull();
    expect(summary.booking_groups[0]?.bookings[0]?.plan_payment ?? null).toBeNull();
  });
});

describe("the bookings' calendar file (issue 8 Notifications; ADR 0044)", () => {
  it("downloads the group's bookings as an iCalendar file, one event each in UTC, behind the summary's access token", async () => {
    const { shaveId, cutId, accessToken } = DEMO_BOOKING.cutAndShave;
    const response = await get(`/bookings/${String(shaveId)}/${accessToken}/calendar.ics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=UTF-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="booking.ics"');
    const calendar = String(response.body);
    expect(calendar.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(calendar).toContain('METHOD:PUBLISH');
    expect(calendar.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(calendar).toContain(`UID:booking-${String(cutId)}@localhost`);
    expect(calendar).toContain(`UID:booking-${String(shaveId)}@localhost`);
    expect(calendar).toMatch(/DTSTART:\d{8}T\d{6}Z/);
    expect(calendar).toContain('SUMMARY:Corte clásico');
    expect(calendar).toContain(`DTSTAMP:${NOW.replace(/[-:]/g, '')}`);
  });

  it('answers a wrong access token exactly as the summary does', async () => {
    const wrong = await get(`/bookings/${String(DEMO_BOOKING.cutAndShave.cutId)}/not-the-token/calendar.ics`);
    expectFailure(wrong, 404, 'BOOKING.NOT_FOUND');
    expect(wrong.body).toEqual((await get(`/bookings/${String(DEMO_BOOKING.cutAndShave.cutId)}/not-the-token`)).body);
  });
});

describe('cancel and confirm through the confirmation code (storefront §2, §4; ADR 0014)', () => {
  async function bookTwo(day: string) {
    const response = await post(
      '/bookings',
      createBookingBody({
        bookings: [
          bookingItem({
            start: `${day}T14:00:00-03:00`,
            end: `${day}T14:45:00-03:00`,
            provider_id: DEMO_PROVIDER.camila,
          }),
          bookingItem({
            service_id: DEMO_SERVICE.mensCut,
            price: 12000,
            start: `${day}T14:45:00-03:00`,
            end: `${day}T15:15:00-03:00`,
            provider_id: DEMO_PROVIDER.matias,
          }),
        ],
      }),
    );
    expect(response.status).toBe(201);
    const [first, second] = codesOf(response, 2);
    return { response, first: first ?? '', second: second ?? '' };
  }

  it('cancels the one booking a code names, freeing its hour, and answers 200 again when cancelled twice', async () => {
    const { response, first } = await bookTwo('2026-12-16');
    const cancelled = await post('/bookings/cancel_booking', { confirmation_code: first });
    expect(cancelled.status).toBe(200);
    expect((cancelled.body as Schemas['BookingsChanged']).bookings).toMatchObject([
      { status: 'cancelled', client_confirmed: false },
    ]);
    expect((await post('/bookings/cancel_booking', { confirmation_code: first })).status).toBe(200);
    const summary = await summaryOf(response);
    expect(summary.booking_groups[0]?.bookings.map((booking) => booking.status)).toEqual(['cancelled', 'confirmed']);
    // The hour is free again.
    expect(
      (
        await post(
          '/bookings',
          createBookingBody({
            bookings: [
              bookingItem({
                start: '2026-12-16T14:00:00-03:00',
                end: '2026-12-16T14:45:00-03:00',
                provider_id: DEMO_PROVIDER.camila,
              }),
            ],
          }),
        )
      ).status,
    ).toBe(201);
  });

  it('reads by a code its cancellation window and every booking made together with it (issue 18)', async () => {
    const { second } = await bookTwo('2026-12-23');
    const read = await get(`/bookings/edit?confirmation_code=${second}`);
    expect(read.status).toBe(200);
    const booking = read.body as Schemas['EditableBooking'];
    expect(booking.start).toBe('2026-12-23T14:45:00-03:00');
    expect(Date.parse(booking.cancellable_until ?? '')).toBeLessThanOrEqual(Date.parse(booking.start));
    // No class seat, so it may be moved; and its company's brand for the booking's pages (issue 20).
    expect(booking.is_class).toBe(false);
    expect(booking.company).toMatchObject({ name: 'Salón Aurora', color_minisite: '#b0476b' });
    expect(booking.group?.map((each) => [each.start, each.status, each.client_confirmed])).toEqual([
      ['2026-12-23T14:00:00-03:00', 'confirmed', false],
      ['2026-12-23T14:45:00-03:00', 'confirmed', false],
    ]);
  });

  it('cancels every booking made together with cancel_all, and confirms attendance without changing the status', async () => {
    const { response, second } = await bookTwo('2026-12-25');
    const confirmed = await post('/bookings/confirm_all_bookings', { confirmation_code: second });
    expect(confirmed.status).toBe(200);
    expect(
      (confirmed.body as Schemas['BookingsChanged']).bookings.map((booking) => [
        booking.status,
        booking.client_confirmed,
      ]),
    ).toEqual([
      ['confirmed', true],
      ['confirmed', true],
    ]);
    expect((await post('/bookings/confirm_booking', { confirmation_code: second })).status).toBe(200);
    const cancelled = await post('/bookings/cancel_all_bookings', { confirmation_code: second });
    expect((cancelled.body as Schemas['BookingsChanged']).bookings.map((booking) => booking.status)).toEqual([
      'cancelled',
      'cancelled',
    ]);
    expect(
      (await summaryOf(response)).booking_groups[0]?.bookings.every((booking) => booking.status === 'cancelled'),
    ).toBe(true);
  });

  it('refuses to confirm a cancelled booking (422 BOOKING.CANCELLED) or one waiting for its payment (BOOKING.PAYMENT_PENDING)', async () => {
    await unchanged(async () => {
      expectFailure(
        await post('/bookings/confirm_booking', { confirmation_code: DEMO_BOOKING.cancelled.code }),
        422,
        'BOOKING.CANCELLED',
      );
    });
    const pending = await post(
      '/bookings',
      createBookingBody({
        payment_dlocal: 'dlocal',
        bookings: [bookingItem({ start: '2026-12-18T09:00:00-03:00', end: '2026-12-18T09:45:00-03:00' })],
      }),
    );
    const [code] = codesOf(pending, 1);
    expectFailure(
      await post('/bookings/confirm_booking', { confirmation_code: code ?? '' }),
      422,
      'BOOKING.PAYMENT_PENDING',
    );
  });

  it('answers an unknown code with 404 BOOKING.NOT_FOUND and a missing one with 400, changing nothing', async () => {
    await unchanged(async () => {
      expectFailure(await post('/bookings/cancel_booking', { confirmation_code: 'nadie' }), 404, 'BOOKING.NOT_FOUND');
      expectFailure(
        await post('/bookings/confirm_all_bookings', { confirmation_code: 'nadie' }),
        404,
        'BOOKING.NOT_FOUND',
      );
      expectFailure(await post('/bookings/cancel_all_bookings', {}), 400, 'REQUEST.UNDECODABLE', 'confirmation_code');
      expectFailure(
        await post('/bookings/confirm_booking', { confirmation_code: '' }),
        422,
        'REQUEST.INVALID',
        'confirmation_code',
      );
    });
  });
});

describe('modifying a booking (storefront §2 bookings/edit, §4 Implied by texts)', () => {
  it('reads the booking a code names with its modification limits, and moves it to a free hour', async () => {
    const response = await post(
      '/bookings',
      createBookingBody({
        bookings: [bookingItem({ start: '2026-12-21T09:00:00-03:00', end: '2026-12-21T09:45:00-03:00' })],
      }),
    );
    const [code] = codesOf(response, 1);
    const editable = await get(`/bookings/edit?confirmation_code=${code ?? ''}`);
    expect(editable.status).toBe(200);
    expect(editable.body).toMatchObject({
      id: created(response).booking.id,
      status: 'confirmed',
      modifications_left: 2,
      start: '2026-12-21T09:00:00-03:00',
    });
    const moved = await post('/bookings/edit_booking', {
      id: created(response).booking.id,
      confirmation_code: code,
      booking: { start: '2026-12-21T09:30:00-03:00', end: '2026-12-21T10:15:00-03:00', provider_id: 0 },
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      start: '2026-12-21T09:30:00-03:00',
      end: '2026-12-21T10:15:00-03:00',
      modifications_left: 1,
    });
  });

  it('answers a code that names another booking as a wrong code (404), and a taken hour with 409', async () => {
    const response = await post(
      '/bookings',
      createBookingBody({
        bookings: [
          bookingItem({
            start: '2026-12-22T09:00:00-03:00',
            end: '2026-12-22T09:45:00-03:00',
            provider_id: DEMO_PROVIDER.camila,
          }),
        ],
      }),
    );
    const [code] = codesOf(response, 1);
    expect(
      (
        await post(
          '/bookings',
          createBookingBody({
            bookings: [
              bookingItem({
                start: '2026-12-22T11:00:00-03:00',
                end: '2026-12-22T11:45:00-03:00',
                provider_id: DEMO_PROVIDER.camila,
              }),
            ],
          }),
        )
      ).status,
    ).toBe(201);
    await unchanged(async () => {
      expectFailure(
        await post('/bookings/edit_booking', {
          id: DEMO_BOOKING.cutAndShave.cutId,
          confirmation_code: code,
          booking: { start: '2026-12-22T10:00:00-03:00', end: '2026-12-22T10:45:00-03:00', provider_id: 0 },
        }),
        404,
        'BOOKING.NOT_FOUND',
      );
      expectFailure(
        await post('/bookings/edit_booking', {
          id: created(response).booking.id,
          confirmation_code: code,
          booking: {
            start: '2026-12-22T11:00:00-03:00',
            end: '2026-12-22T11:45:00-03:00',
            provider_id: DEMO_PROVIDER.camila,
          },
        }),
        409,
        'BOOKING.SLOT_TAKEN',
      );
      expectFailure(
        await post('/bookings/edit_booking', {
          id: created(response).booking.id,
          confirmation_code: code,
          booking: { start: '2026-12-22T10:00:00-03:00', end: '2026-12-22T11:00:00-03:00', provider_id: 0 },
        }),
        422,
        'REQUEST.INVALID',
        'booking.end',
      );
    });
  });

  it('refuses a third move with 422 BOOKING.NOT_MODIFIABLE once the company allows no more (2 by default)', async () => {
    const response = await post(
      '/bookings',
      createBookingBody({
        bookings: [bookingItem({ start: '2026-12-23T09:00:00-03:00', end: '2026-12-23T09:45:00-03:00' })],
      }),
    );
    const [code] = codesOf(response, 1);
    const move = (start: string, end: string) =>
      post('/bookings/edit_booking', {
        id: created(response).booking.id,
        confirmation_code: code,
        booking: { start, end, provider_id: 0 },
      });
    expect((await move('2026-12-23T10:00:00-03:00', '2026-12-23T10:45:00-03:00')).status).toBe(200);
    expect((await move('2026-12-23T11:00:00-03:00', '2026-12-23T11:45:00-03:00')).status).toBe(200);
    await unchanged(async () => {
      expectFailure(
        await move('2026-12-23T12:00:00-03:00', '2026-12-23T12:45:00-03:00'),
        422,
        'BOOKING.NOT_MODIFIABLE',
      );
    });
  });
});

describe("GET /bookings: a location's day, for staff (api-key required)", () => {
  it('lists every booking starting on the day at the location, cancelled ones included, in start order', async () => {
    const response = await get(`/bookings?location_id=${String(DEMO_LOCATION.palermo)}&date=2026-12-03`, {
      'api-key': DEMO_STAFF_API_KEY,
    });
    expect(response.status).toBe(200);
    const day = response.body as Schemas['StaffBookingListItem'][];
    expect(day.map((booking) => [booking.service_name, booking.status, booking.start])).toEqual([
      ['Corte clásico', 'confirmed', '2026-12-03T11:00:00-03:00'],
      ['Afeitado con navaja', 'confirmed', '2026-12-03T11:30:00-03:00'],
      ['Corte clásico', 'cancelled', '2026-12-03T15:00:00-03:00'],
    ]);
    expect(day[0]).toMatchObject({
      client_full_name: 'Juan Gómez',
      provider: { id: DEMO_PROVIDER.lucas, public_name: 'Lucas Benítez' },
    });
  });

  it('answers 401 without an api-key or with a wrong one, 403 for a key of another company, 404 for an unknown location', async () => {
    await server.database.query(
      "INSERT INTO staff_api_keys (key_digest, label, company_id) VALUES ($1, 'salon only', $2)",
      [secretDigest('salon-key'), DEMO_COMPANY.salon],
    );
    await unchanged(async () => {
      expectFailure(
        await get(`/bookings?location_id=${String(DEMO_LOCATION.palermo)}&date=2026-12-03`),
        401,
        'AUTH.UNAUTHENTICATED',
      );
      expectFailure(
        await get(`/bookings?location_id=${String(DEMO_LOCATION.palermo)}&date=2026-12-03`, { 'api-key': 'wrong' }),
        401,
        'AUTH.INVALID_API_KEY',
      );
      expectFailure(
        await get(`/bookings?location_id=${String(DEMO_LOCATION.palermo)}&date=2026-12-03`, { 'api-key': 'salon-key' }),
        403,
        'AUTH.OTHER_COMPANY',
      );
      expectFailure(
        await get('/bookings?location_id=999&date=2026-12-03', { 'api-key': DEMO_STAFF_API_KEY }),
        404,
        'LOCATION.NOT_FOUND',
      );
      expectFailure(
        await get(`/bookings?location_id=${String(DEMO_LOCATION.palermo)}&date=mañana`, {
          'api-key': DEMO_STAFF_API_KEY,
        }),
        422,
        'REQUEST.INVALID',
        'date',
      );
      expectFailure(
        await get(`/bookings?location_id=${String(DEMO_LOCATION.palermo)}`, { 'api-key': DEMO_STAFF_API_KEY }),
        400,
        'REQUEST.UNDECODABLE',
        'date',
      );
    });
    expect(
      (
        await get(`/bookings?location_id=${String(DEMO_LOCATION.providencia)}&date=2026-12-03`, {
          'api-key': 'salon-key',
        })
      ).status,
    ).toBe(200);
  });
});

describe('POST /bookings and check_bookings: the refusals of docs/adr/0022', () => {
  const clinicClient = (overrides: Partial<Schemas['ClientPayload']> = {}) =>
    bookingClient({
      first_name: 'Pedro',
      last_name: 'Soto',
      email: 'pedro.soto@correo.example',
      phone: '+56933334444',
      identification_number: '9.876.543-3',
      birth_day: 1,
      birth_month: 2,
      birth_year: 1980,
      custom_prevision: 'Fonasa',
      ...overrides,
    });
  const checkUp = bookingItem({
    service_id: DEMO_SERVICE.dentalCheckUp,
    start: '2026-12-16T09:00:00-03:00',
    end: '2026-12-16T09:30:00-03:00',
    provider_id: DEMO_PROVIDER.paula,
    price: 20000,
  });
  const atClinic = (who: Schemas['ClientPayload']) => ({
    location_id: DEMO_LOCATION.nunoa,
    client: who,
    bookings: [checkUp],
  });

  it('refuses CLIENT.NOT_ALLOWED_TO_BOOK at the client-exclusive clinic for a patient it stopped and for one it does not know (storefront §1, §6, §8)', async () => {
    await unchanged(async () => {
      for (const who of [
        clinicClient(),
        clinicClient({ identification_number: '11.111.111-1', email: 'nadie@correo.example', phone: '+56955556666' }),
      ]) {
        expectFailure(await post('/bookings', createBookingBody(atClinic(who))), 422, 'CLIENT.NOT_ALLOWED_TO_BOOK');
        expectFailure(
          await post('/bookings/check_bookings', checkBody(atClinic(who))),
          422,
          'CLIENT.NOT_ALLOWED_TO_BOOK',
        );
      }
    });
  });

  it('books a patient the clinic knows, by the RUT however it is written', async () => {
    const rosa = clinicClient({
      first_name: 'Rosa',
      last_name: 'Díaz',
      email: 'rosa.diaz@correo.example',
      phone: '+56911112222',
      identification_number: '12345678-5',
    });
    expect((await post('/bookings', createBookingBody(atClinic(rosa)))).status).toBe(201);
  });

  it('refuses BOOKING.PRICE_CHANGED naming each price and max_discount the server does not grant (booking-wizard §3)', async () => {
    const cut = bookingItem({ start: '2026-12-16T10:00:00-03:00', end: '2026-12-16T10:45:00-03:00' });
    await unchanged(async () => {
      expectFailure(
        await post('/bookings', createBookingBody({ bookings: [{ ...cut, price: 15000 }] })),
        422,
        'BOOKING.PRICE_CHANGED',
        'bookings[0].price',
      );
      expectFailure(
        await post('/bookings/check_bookings', checkBody({ bookings: [{ ...cut, price: 15000 }] })),
        422,
        'BOOKING.PRICE_CHANGED',
        'bookings[0].price',
      );
      expectFailure(
        await post('/bookings', createBookingBody({ bookings: [cut], max_discount: 10 })),
        422,
        'BOOKING.PRICE_CHANGED',
        'max_discount',
      );
    });
  });

  const facial = (date: string, price: number | null) =>
    bookingItem({
      service_id: DEMO_SERVICE.deepFacial,
      start: `${date}T10:00:00-03:00`,
      end: `${date}T11:00:00-03:00`,
      provider_id: DEMO_PROVIDER.camila,
      price,
    });
  const online = { payment_dlocal: 'dlocal', payment_pago_facil: 'dlocal', max_discount: 30 } as const;

  it('books the special-discount price while its promotion applies, paying online, and charges it (booking-wizard §9)', async () => {
    const response = await post('/bookings', createBookingBody({ ...online, bookings: [facial('2026-12-17', 21000)] }));
    expect(response.status).toBe(201);
    expect((await summaryOf(response)).booking_groups[0]?.bookings[0]?.price).toBe(21000);
  });

  it("grants the landing link's promotion price with its charly_token, and only with it (storefront §2 Promo banner)", async () => {
    const conditioning = bookingItem({
      service_id: DEMO_SERVICE.deepConditioning,
      start: '2026-12-10T15:00:00-03:00',
      end: '2026-12-10T15:45:00-03:00',
      provider_id: DEMO_PROVIDER.camila,
      price: 15000,
    });
    const promoted = createBookingBody({ ...online, max_discount: 25, bookings: [conditioning] });
    await unchanged(async () => {
      expectFailure(await post('/bookings', promoted), 422, 'BOOKING.PRICE_CHANGED', 'bookings[0].price');
      expectFailure(
        await post('/bookings', { ...promoted, charly_token: 'nadie-tiene-esta' }),
        422,
        'REQUEST.INVALID',
        'charly_token',
      );
    });
    const response = await post('/bookings', { ...promoted, charly_token: DEMO_PROMOTION_TOKEN });
    expect(response.status).toBe(201);
    expect((await summaryOf(response)).booking_groups[0]?.bookings[0]?.price).toBe(15000);
  });

  it('refuses PROMOTION.EXPIRED after the promotion ended, unless expired_confirm, then books the regular price', async () => {
    // The demo promotion runs until 60 days after seeding (2027-01-30); 2027-02-02 is a Tuesday.
    const ended = createBookingBody({ ...online, bookings: [facial('2027-02-02', 21000)] });
    await unchanged(async () => {
      expectFailure(await post('/bookings', ended), 422, 'PROMOTION.EXPIRED', 'bookings[0].price');
      const { recaptcha_token: _token, ...check } = ended;
      expectFailure(
        await post('/bookings/check_bookings', { ...check, booking_group: null }),
        422,
        'PROMOTION.EXPIRED',
        'bookings[0].price',
      );
    });
    const confirmed = await post('/bookings', { ...ended, expired_confirm: true });
    expect(confirmed.status).toBe(201);
    expect((await summaryOf(confirmed)).booking_groups[0]?.bookings[0]?.price).toBe(30000);
  });

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
    previous_mileage: 42000,
  });
  const yaris: Schemas['VehicleEntity'] = {
    marca: 'Toyota',
    modelo: 'Yaris',
    patente: 'bc-df 12',
    anio: 2019,
    nombre: 'Ana Pérez',
    km: 42000,
  };
  const oilChange = (hour: string, mileage: number, entity: Schemas['VehicleEntity']) =>
    bookingItem({
      service_id: DEMO_SERVICE.oilChange,
      start: `2026-12-16T${hour}:00-03:00`,
      end: `2026-12-16T${hour.replace(':00', ':45')}:00-03:00`,
      price: 39000,
      record_history: record(mileage),
      entity,
    });
  const atWorkshop = (bookings: Schemas['BookingRequestItem'][]) => ({
    location_id: DEMO_LOCATION.quilicura,
    bookings,
  });
  const lastMileage = async (plate: string) =>
    (
      await readBack(server.database).query<{ last_mileage: number }>(
        'SELECT last_mileage FROM vehicles WHERE company_id = $1 AND plate = $2',
        [DEMO_COMPANY.workshop, plate],
      )
    )[0]?.last_mileage;

  it("refuses at the workshop a mileage not above the register's last one, naming it (storefront §9)", async () => {
    await unchanged(async () => {
      const field = 'bookings[0].record_history.current_mileage';
      expectFailure(
        await post('/bookings', createBookingBody(atWorkshop([oilChange('09:00', 42000, yaris)]))),
        422,
        'REQUEST.INVALID',
        field,
      );
      expectFailure(
        await post('/bookings/check_bookings', checkBody(atWorkshop([oilChange('09:00', 41000, yaris)]))),
        422,
        'REQUEST.INVALID',
        field,
      );
    });
  });

  it('records the new mileage on the register with the booking, and files a plate it did not hold from the vehicle sent', async () => {
    expect((await post('/bookings', createBookingBody(atWorkshop([oilChange('10:00', 45000, yaris)])))).status).toBe(
      201,
    );
    expect(await lastMileage('BCDF12')).toBe(45000);
    const sail = { marca: 'Suzuki', modelo: 'Swift', patente: 'zx·wv 77', anio: 2020, nombre: '', km: 0 };
    expect((await post('/bookings', createBookingBody(atWorkshop([oilChange('11:00', 15000, sail)])))).status).toBe(
      201,
    );
    const vehicle = await get(`/vehicles?location_id=${String(DEMO_LOCATION.quilicura)}&plate=ZXWV77`);
    expect(vehicle.body).toEqual({
      marca: 'Suzuki',
      modelo: 'Swift',
      patente: 'ZXWV77',
      anio: 2020,
      nombre: '',
      km: 15000,
    });
  });
});

describe("the storefront cart's rules on the server (issue 29; booking-wizard §4, storefront §4, §9)", () => {
  /** Limpieza facial profunda (19), Providencia's special discount, at the regular price paid at the location. */
  const deepFacial = bookingItem({
    service_id: DEMO_SERVICE.deepFacial,
    start: '2026-12-28T10:00:00-03:00',
    end: '2026-12-28T11:00:00-03:00',
    price: 30000,
  });
  /** Corte de pelo mujer (1), later that day. */
  const womensCut = bookingItem({ start: '2026-12-28T12:00:00-03:00', end: '2026-12-28T12:45:00-03:00' });

  it('refuses at Providencia service 19, the special discount, booked with service 1, with 422 and the cart’s code naming the item, with or without a staff key', async () => {
    await unchanged(async () => {
      for (const headers of [{}, { 'api-key': DEMO_STAFF_API_KEY }]) {
        const facialFirst = await post('/bookings', createBookingBody({ bookings: [deepFacial, womensCut] }), headers);
        expectFailure(facialFirst, 422, 'CART.DISCOUNTED_SERVICE_ALONE', 'bookings[1].service_id');
        expect((facialFirst.body as Schemas['Error']).error).toContain('Corte de pelo mujer');
        expect((facialFirst.body as Schemas['Error']).error).toContain('Limpieza facial profunda');
        expectFailure(
          await post('/bookings', createBookingBody({ bookings: [womensCut, deepFacial] }), headers),
          422,
          'CART.SPECIAL_DISCOUNT_MUST_BE_FIRST',
          'bookings[1].service_id',
        );
      }
    });
  });

  it('refuses the same on POST /bookings/check_bookings, with or without a staff key', async () => {
    await unchanged(async () => {
      for (const headers of [{}, { 'api-key': DEMO_STAFF_API_KEY }]) {
        expectFailure(
          await post('/bookings/check_bookings', checkBody({ bookings: [deepFacial, womensCut] }), headers),
          422,
          'CART.DISCOUNTED_SERVICE_ALONE',
          'bookings[1].service_id',
        );
      }
    });
  });

  it('refuses two bundles, two special discounts and a bundle with a service, each with its code', async () => {
    const member = (serviceId: number, bundleId: number, start: string, end: string) =>
      bookingItem({ service_id: serviceId, bundled: true, bundle_id: bundleId, start, end, price: null });
    const renewal = [
      member(
        DEMO_SERVICE.womensCut,
        DEMO_SERVICE.renewalPack,
        '2026-12-29T10:00:00-03:00',
        '2026-12-29T10:45:00-03:00',
      ),
      member(
        DEMO_SERVICE.deepConditioning,
        DEMO_SERVICE.renewalPack,
        '2026-12-29T10:45:00-03:00',
        '2026-12-29T11:30:00-03:00',
      ),
    ];
    const bridal = member(
      DEMO_SERVICE.styling,
      DEMO_SERVICE.bridalPack,
      '2026-12-29T14:00:00-03:00',
      '2026-12-29T14:40:00-03:00',
    );
    const laterFacial = { ...deepFacial, start: '2026-12-28T15:00:00-03:00', end: '2026-12-28T16:00:00-03:00' };
    await unchanged(async () => {
      expectFailure(
        await post('/bookings', createBookingBody({ bookings: [...renewal, bridal] })),
        422,
        'CART.ONE_BUNDLE',
        'bookings[2].service_id',
      );
      expectFailure(
        await post('/bookings', createBookingBody({ bookings: [deepFacial, laterFacial] })),
        422,
        'CART.ONE_SPECIAL_DISCOUNT',
        'bookings[1].service_id',
      );
      expectFailure(
        await post('/bookings/check_bookings', checkBody({ bookings: [...renewal, womensCut] })),
        422,
        'CART.MIXED_KINDS',
        'bookings[2].service_id',
      );
    });
  });

  it('refuses on POST /bookings/edit_booking to move a booking of a group holding service 19 with service 1, until one of them is cancelled', async () => {
    // A group the server booked before it held the cart's rules.
    const legacy = sqlBookings(server.database, aesGcmCodeSealer(DEV_LINK_KEY));
    const cut = aBooking({ start: Date.parse('2026-12-30T12:00:00-03:00') as Instant });
    const group = aGroup([
      aBooking({
        serviceId: DEMO_SERVICE.deepFacial as ServiceId,
        start: Date.parse('2026-12-30T10:00:00-03:00') as Instant,
        end: Date.parse('2026-12-30T11:00:00-03:00') as Instant,
        price: 30000,
      }),
      { ...cut, end: Date.parse('2026-12-30T12:45:00-03:00') as Instant },
    ]);
    const made = (await legacy.create(group))._unsafeUnwrap();
    const [facialBooking, cutBooking] = made.bookings;
    const move = () =>
      post('/bookings/edit_booking', {
        id: cutBooking?.id,
        confirmation_code: cut.confirmationCode,
        booking: { start: '2026-12-30T14:00:00-03:00', end: '2026-12-30T14:45:00-03:00', provider_id: 0 },
      });
    await unchanged(async () => {
      expectFailure(await move(), 422, 'CART.DISCOUNTED_SERVICE_ALONE', 'id');
    });
    const facialCode = group.bookings[0].confirmationCode;
    expect(facialBooking).toBeDefined();
    expect((await post('/bookings/cancel_booking', { confirmation_code: facialCode })).status).toBe(200);
    expect((await move()).status).toBe(200);
  });
});

describe("a booking's reference: on its summary, and a staff lookup (issue 35; docs/adr/0126)", () => {
  const byReference = (slug: string, reference: string, headers?: Readonly<Record<string, string>>) =>
    get(`/staff/companies/${slug}/bookings/by_reference/${encodeURIComponent(reference)}`, headers);

  it('shows the reference on the summary and the day, and finds the group by it typed any way, for a staff key only', async () => {
    const made = await post(
      '/bookings',
      createBookingBody({
        bookings: [bookingItem({ start: '2026-12-22T10:00:00-03:00', end: '2026-12-22T10:45:00-03:00' })],
      }),
    );
    expect(made.status).toBe(201);
    const { reference } = await summaryOf(made);
    expect(reference).toMatch(/^[23456789ABCDEFGHJKMNPQRSTVWXYZ]{6}$/);
    const day = (
      await get(`/bookings?location_id=${String(DEMO_LOCATION.providencia)}&date=2026-12-22`, {
        'api-key': DEMO_STAFF_API_KEY,
      })
    ).body as Schemas['StaffBookingListItem'][];
    // Other tests of this file book the same day: the booking made here carries the summary's reference.
    const listed = day.find((booking) => booking.id === created(made).booking.id);
    expect(listed?.reference).toBe(reference);
    const typed = `${(reference ?? '').slice(0, 3).toLowerCase()}-${(reference ?? '').slice(3)}`;
    const found = await byReference('salon-aurora', typed, { 'api-key': DEMO_STAFF_API_KEY });
    expect(found.status).toBe(200);
    const group = found.body as Schemas['StaffBookingGroup'];
    expect(group).toMatchObject({
      reference,
      trx_id: created(made).booking.trx_id,
      location: { id: DEMO_LOCATION.providencia },
    });
    expect(group.bookings.map((booking) => [booking.id, booking.start, booking.client_full_name])).toEqual([
      [created(made).booking.id, '2026-12-22T10:00:00-03:00', listed?.client_full_name],
    ]);
  });

  it('answers the create with the reference the summary shows, and a replay with the same one', async () => {
    const body = createBookingBody({
      bookings: [bookingItem({ start: '2026-12-22T11:00:00-03:00', end: '2026-12-22T11:45:00-03:00' })],
    });
    const key = 'c3e9a1d4-7f2b-4b8e-a6d0-5e1f9c2b7a84';
    const made = await post('/bookings', body, { 'Idempotency-Key': key });
    expect(made.status).toBe(201);
    const answered = created(made).reference;
    expect(answered).toMatch(/^[23456789ABCDEFGHJKMNPQRSTVWXYZ]{6}$/);
    expect((await summaryOf(made)).reference).toBe(answered);
    const replay = await post('/bookings', body, { 'Idempotency-Key': key });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(created(replay).reference).toBe(answered);
  });

  it("sends each booking's group reference to the pages its confirmation code opens (GET /bookings/edit)", async () => {
    const made = await post(
      '/bookings',
      createBookingBody({
        bookings: [bookingItem({ start: '2026-12-22T13:00:00-03:00', end: '2026-12-22T13:45:00-03:00' })],
      }),
    );
    expect(made.status).toBe(201);
    const code = created(made).bookings[0]?.confirmation_code ?? '';
    const editable = await get(`/bookings/edit?confirmation_code=${code}`);
    expect(editable.status).toBe(200);
    expect((editable.body as Schemas['EditableBooking']).reference).toBe(created(made).reference);
    expect(created(made).reference).toMatch(/^[23456789ABCDEFGHJKMNPQRSTVWXYZ]{6}$/);
  });

  it('grants nothing by itself: no key, another company, a malformed or unknown reference, and never as an access token', async () => {
    const made = await post(
      '/bookings',
      createBookingBody({
        bookings: [bookingItem({ start: '2026-12-22T12:00:00-03:00', end: '2026-12-22T12:45:00-03:00' })],
      }),
    );
    const reference = (await summaryOf(made)).reference ?? '';
    await unchanged(async () => {
      expectFailure(await byReference('salon-aurora', reference), 401, 'AUTH.UNAUTHENTICATED');
      expectFailure(await byReference('salon-aurora', reference, { 'api-key': 'wrong' }), 401, 'AUTH.INVALID_API_KEY');
      // The barbershop's key (or any other company's) learns nothing of the salon's references.
      expectFailure(
        await byReference('barberia-portena', reference, { 'api-key': DEMO_STAFF_API_KEY }),
        404,
        'BOOKING.NOT_FOUND',
      );
      expectFailure(
        await byReference('salon-aurora', 'K7M4Q0', { 'api-key': DEMO_STAFF_API_KEY }),
        422,
        'BOOKING.MALFORMED_REFERENCE',
      );
      expectFailure(
        await byReference('salon-aurora', 'K7M', { 'api-key': DEMO_STAFF_API_KEY }),
        422,
        'BOOKING.MALFORMED_REFERENCE',
      );
      // The reference is no access token: the summary's link still needs the 32-character secret.
      expectFailure(await get(`/bookings/${String(created(made).booking.id)}/${reference}`), 404, 'BOOKING.NOT_FOUND');
    });
  });
});
