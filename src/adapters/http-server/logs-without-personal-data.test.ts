import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Instant } from '#domain/calendar/instant';
import { DEMO_PASSWORD, DEMO_REVIEW_CODE } from '../persistence/demo/demo-accounts-and-reviews';
import { DEMO_STAFF_API_KEY } from '../persistence/demo/demo-bookings';
import { DEMO_LOCATION, DEMO_PROVIDER } from '../persistence/demo/demo-ids';
import type { components } from '../http/booking-api.generated';
import { createLogger } from '../observability/logger';
import { ROUTE_LABELS } from '../observability/request-logging';
import { settableClock } from '../settable-clock';
import { sessionFrom } from './account-endpoints.test-support';
import { bookingClient, bookingItem, createBookingBody } from './booking-requests.test-support';
import type { CheckedResponse } from './contract-checked-client.test-support';
import { seededTestServer, type TestServer } from './test-server.test-support';

// The server's logs over a booking's whole life (issue 17 Observe; docs/adr/0060): every request
// leaves exactly one access line, with its request id, and no line carries the client's name,
// email, phone or RUT, nor any token, code, key or password the requests carried.

type Schemas = components['schemas'];

/** Tuesday 2026-12-01, 08:00 in Santiago. */
const START = Date.parse('2026-12-01T11:00:00Z') as Instant;

/** A client no demo data knows, so that anything of hers in a line came from these requests. */
const VALENTINA = bookingClient({
  first_name: 'Valentina',
  last_name: 'Sepúlveda',
  email: 'valentina.sepulveda@correo.example',
  phone: '+56987654321',
  identification_number: '21.234.567-9',
  notes: 'Alérgica al amoníaco, avisar',
});

const lines: string[] = [];
let server: TestServer;
/** What every request sent: its id as the server answered it. */
const answeredIds: string[] = [];
/** Every secret a request carried, to be found in no log line. */
const secrets = new Set<string>([
  'Valentina',
  'Sepúlveda',
  'valentina.sepulveda',
  '987654321',
  '21.234.567-9',
  '21234567',
  'Alérgica',
  DEMO_STAFF_API_KEY,
  DEMO_PASSWORD,
  DEMO_REVIEW_CODE,
  'ana.perez',
  '4111111111111111',
]);

beforeAll(async () => {
  const clock = settableClock({ now: () => START });
  const logger = createLogger('trace', {
    write: (line: string) => {
      lines.push(line);
    },
  });
  server = await seededTestServer({ clock, testClock: clock, logger });
}, 60_000);

afterAll(async () => {
  await server.dispose();
});

async function send(
  method: string,
  path: string,
  options: {
    readonly body?: unknown;
    readonly headers?: Readonly<Record<string, string>>;
    readonly form?: boolean;
  } = {},
): Promise<CheckedResponse> {
  const body =
    options.body === undefined
      ? undefined
      : options.form === true
        ? new URLSearchParams(options.body as Record<string, string>).toString()
        : JSON.stringify(options.body);
  const response = await server.client.request(path, {
    method,
    headers: {
      ...(body === undefined
        ? {}
        : { 'content-type': options.form === true ? 'application/x-www-form-urlencoded' : 'application/json' }),
      ...options.headers,
    },
    ...(body === undefined ? {} : { body }),
  });
  answeredIds.push(response.headers.get('x-request-id') ?? '(none)');
  return response;
}

const created = (response: CheckedResponse) => response.body as Schemas['CreateBookingResponse'];

/** Parsed log lines; every line must be one JSON object. */
const logged = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
const accessLines = () =>
  logged().filter((line) => typeof line['route'] === 'string' && typeof line['status'] === 'number');

describe("a booking's whole life in the logs (docs/adr/0060)", () => {
  it('names no personal data, token, code or key in any line, and logs each request once with its id', async () => {
    // Known already? The storefront asks by RUT, then by email, in the query string.
    await send(
      'GET',
      `/check_client_company?identificador=${encodeURIComponent(VALENTINA.identification_number ?? '')}&identificador_type=0&location_id=${String(DEMO_LOCATION.providencia)}`,
    );
    await send(
      'GET',
      `/check_client_company?identificador=${encodeURIComponent(VALENTINA.email ?? '')}&identificador_type=1&location_id=${String(DEMO_LOCATION.providencia)}`,
    );

    // Booked, with an idempotency key and a request id of the caller's.
    const idempotencyKey = 'create-valentina-4f1d2c3b-9a8e-4e0f-b7c6-5d4e3f2a1b0c';
    secrets.add(idempotencyKey);
    const item = bookingItem({
      start: '2026-12-02T10:00:00-03:00',
      end: '2026-12-02T10:45:00-03:00',
      provider_id: DEMO_PROVIDER.camila,
    });
    const booked = await send('POST', '/bookings', {
      body: createBookingBody({ bookings: [item], client: VALENTINA }),
      headers: { 'Idempotency-Key': idempotencyKey, 'X-Request-Id': 'caller-trace-0001' },
    });
    expect(booked.status).toBe(201);
    expect(booked.headers.get('x-request-id')).toBe('caller-trace-0001');
    const booking = created(booked).booking;
    const [code] = created(booked).bookings.map((each) => each.confirmation_code);
    secrets.add(booking.access_token);
    secrets.add(code ?? 'no code');
    // Retried with the same key: replayed.
    expect(
      (
        await send('POST', '/bookings', {
          body: createBookingBody({ bookings: [item], client: VALENTINA }),
          headers: { 'Idempotency-Key': idempotencyKey },
        })
      ).status,
    ).toBe(201);

    // Read back by the summary's link, its calendar file and the storefront's page for it.
    expect((await send('GET', `/bookings/${String(booking.id)}/${booking.access_token}`)).status).toBe(200);
    expect((await send('GET', `/bookings/${String(booking.id)}/${booking.access_token}/calendar.ics`)).status).toBe(
      200,
    );
    expect(
      (
        await send(
          'GET',
          `/cl/bookings/${String(booking.id)}/${booking.access_token}/false?email=${encodeURIComponent(VALENTINA.email ?? '')}`,
        )
      ).status,
    ).toBe(200);

    // Moved, confirmed and cancelled by its confirmation code.
    expect((await send('GET', `/bookings/edit?confirmation_code=${code ?? ''}`)).status).toBe(200);
    const moved = await send('POST', '/bookings/edit_booking', {
      body: {
        id: booking.id,
        confirmation_code: code,
        booking: { start: '2026-12-02T11:00:00-03:00', end: '2026-12-02T11:45:00-03:00', provider_id: 0 },
      },
    });
    expect(moved.status).toBe(200);
    expect((await send('POST', '/bookings/confirm_booking', { body: { confirmation_code: code } })).status).toBe(200);
    expect((await send('POST', '/bookings/cancel_booking', { body: { confirmation_code: code } })).status).toBe(200);

    // Booked again by staff with the api-key, paid online through the checkout and the sandbox's card page.
    const paidItem = bookingItem({
      start: '2026-12-03T10:00:00-03:00',
      end: '2026-12-03T10:45:00-03:00',
      provider_id: DEMO_PROVIDER.camila,
    });
    const online = await send('POST', '/bookings', {
      body: createBookingBody({
        payment_dlocal: 'dlocal',
        payment_pago_facil: 'dlocal',
        bookings: [paidItem],
        client: VALENTINA,
      }),
      headers: { 'api-key': DEMO_STAFF_API_KEY },
    });
    expect(online.status).toBe(201);
    const pending = created(online).booking;
    secrets.add(pending.access_token);
    for (const each of created(online).bookings) secrets.add(each.confirmation_code);
    const checkout = await send('GET', `/payments/checkout?p=dlocal&b=${pending.trx_id}&t=${pending.access_token}`);
    expect(checkout.status).toBe(303);
    const tokenData = decodeURIComponent((checkout.headers.get('location') ?? '').split('/')[3] ?? '');
    secrets.add(tokenData);
    const paid = await send('POST', '/payments/sandbox/card', {
      body: {
        token_data: tokenData,
        access_token: pending.access_token,
        holder_name: 'Valentina Sepúlveda',
        card_number: '4111111111111111',
        expiry: '12/29',
        cvv: '123',
      },
    });
    expect(paid.body).toMatchObject({ status: 'approved' });
    expect((await send('GET', `/bookings/${String(pending.id)}/${pending.access_token}`)).status).toBe(200);

    // Reviewed by the invitation's code.
    expect((await send('GET', `/reviews/check_review/${DEMO_REVIEW_CODE}`)).status).toBe(200);
    const review = {
      stars: 5,
      anonymous: false,
      reviewer_name: 'Valentina Sepúlveda',
      service_name: null,
      comment: 'Valentina quedó feliz.',
    };
    expect(
      (await send('PATCH', `/reviews/api/v1/reviews/${DEMO_REVIEW_CODE}/fill_review`, { body: review })).status,
    ).toBe(200);

    // A client signs in and reads her account with the session cookie.
    const signedIn = await send('POST', '/users/sign_in', {
      body: { user: { email: 'ana.perez@correo.example', password: DEMO_PASSWORD } },
    });
    const session = sessionFrom(signedIn);
    secrets.add(session);
    expect(
      (await send('GET', '/api/views/admin/v1/users/get_user', { headers: { cookie: `authorization=${session}` } }))
        .status,
    ).toBe(200);

    // Paths no route answers, carrying a token and an email, and a request id that is an email.
    expect(
      (await send('GET', `/nothing-here/${booking.access_token}?email=${encodeURIComponent(VALENTINA.email ?? '')}`))
        .status,
    ).toBe(404);
    const forged = await send('GET', `/bookings/${String(booking.id)}/${booking.access_token}`, {
      headers: { 'X-Request-Id': VALENTINA.email ?? '' },
    });
    expect(forged.headers.get('x-request-id')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    );

    // Every line is JSON, and none says any secret, as sent or URL-encoded.
    expect(lines.length).toBeGreaterThan(0);
    const parsed = logged();
    expect(parsed).toHaveLength(lines.length);
    const whole = lines.join('\n').toLowerCase();
    for (const secret of secrets) {
      for (const form of new Set([secret, encodeURIComponent(secret)]))
        expect(whole, `a log line contains ${form}`).not.toContain(form.toLowerCase());
    }

    // One access line per request, each with the id the response carried, no two alike.
    const access = accessLines();
    expect(access.map((line) => line['requestId'])).toEqual(answeredIds);
    expect(new Set(answeredIds).size).toBe(answeredIds.length);
    for (const line of access) {
      expect(line).toMatchObject({
        level: 'info',
        method: expect.any(String) as string,
        durationMs: expect.any(Number) as number,
      });
      expect(String(line['route'])).not.toMatch(/\?/);
    }
    // The caller's id, logged with the route's template, not its path.
    expect(access.filter((line) => line['requestId'] === 'caller-trace-0001')).toEqual([
      expect.objectContaining({ method: 'POST', route: '/bookings', status: 201 }),
    ]);
    expect(access.map((line) => line['route'])).toEqual(
      expect.arrayContaining([
        '/bookings/:bookingId/:accessToken',
        '/bookings/:bookingId/:accessToken/calendar.ics',
        '/reviews/api/v1/reviews/:code/fill_review',
        ROUTE_LABELS.storefrontPage,
        ROUTE_LABELS.noRoute,
      ]),
    );
  }, 60_000);
});
