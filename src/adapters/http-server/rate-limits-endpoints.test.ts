import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RateLimits } from '#application/abuse/admit-request';
import type { Instant } from '#domain/calendar/instant';
import { DEMO_PASSWORD } from '../persistence/demo/demo-accounts-and-reviews';
import { DEMO_LOCATION } from '../persistence/demo/demo-ids';
import { DEMO_STAFF_API_KEY } from '../persistence/demo/demo-bookings';
import { bookingClient, createBookingBody } from './booking-requests.test-support';
import type { CheckedResponse } from './contract-checked-client.test-support';
import { seededTestServer, type TestServer } from './test-server.test-support';

// The abuse limits end to end (issue 8; ADR 0038): each limited family of calls answers 429
// RATE.LIMITED with Retry-After once an address, or a client, is over its limit, and admits again
// once the window has passed (a test clock). Behind one trusted proxy, the address is the one it
// appends to X-Forwarded-For; every response is checked against the contract.

const minute = { maxHits: 2, windowSeconds: 60 };
const limits: RateLimits = {
  bookingCreate: { perAddress: { maxHits: 3, windowSeconds: 3600 }, perClient: minute },
  clientCheck: { perAddress: { maxHits: 3, windowSeconds: 600 }, perClient: minute },
  signIn: { perAddress: { maxHits: 3, windowSeconds: 900 }, perClient: minute },
  tokenLookup: { perAddress: minute, perClient: null },
  // Tighter than booking creation's: bookings sent with the human check's fallback token (ADR 0041).
  humanCheckFallback: { perAddress: { maxHits: 2, windowSeconds: 3600 }, perClient: null },
};

let now = Date.parse('2026-12-01T15:00:20Z');
let server: TestServer;
let addresses = 0;
/** An address no other test has used. */
const newAddress = () => `203.0.113.${String((addresses += 1))}`;

beforeAll(async () => {
  server = await seededTestServer({ clock: { now: () => now as Instant }, rateLimits: limits, trustedProxies: 1 });
}, 60_000);

afterAll(async () => {
  await server.dispose();
});

function send(
  address: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<CheckedResponse> {
  return server.client.request(path, {
    method,
    headers: {
      'x-forwarded-for': `198.51.100.77, ${address}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

function expectLimited(response: CheckedResponse, retryAfterSeconds: number): void {
  expect({ status: response.status, body: response.body, retryAfter: response.headers.get('retry-after') }).toEqual({
    status: 429,
    body: {
      error: expect.stringMatching(
        /^Too many attempts\. Please wait \d+ (seconds?|minutes?) and try again\.$/,
      ) as unknown,
      code: 'RATE.LIMITED',
    },
    retryAfter: String(retryAfterSeconds),
  });
}

const signIn = (address: string, email: string, password = 'not-the-password') =>
  send(address, 'POST', '/users/sign_in', { user: { email, password } });

describe('signing in (POST /users/sign_in, POST /users/oauth)', () => {
  it('refuses an address over its limit, whichever emails it tries, with the seconds left in the window', async () => {
    const address = newAddress();
    for (let index = 0; index < 3; index += 1)
      expect((await signIn(address, `visitante${String(index)}@correo.example`)).status).toBe(401);
    // 15:00:20 in a 15-minute window that ends at 15:15:00.
    expectLimited(await signIn(address, 'carolina@salon-aurora.example', DEMO_PASSWORD), 880);
    expect((await signIn(newAddress(), 'otra@correo.example')).status).toBe(401);
  });

  it('refuses an email over its limit from any address, in Spanish when asked', async () => {
    for (let index = 0; index < 2; index += 1)
      expect((await signIn(newAddress(), 'Victima@Correo.example')).status).toBe(401);
    const spanish = await send(
      newAddress(),
      'POST',
      '/users/sign_in',
      { user: { email: 'victima@correo.example', password: DEMO_PASSWORD } },
      { 'accept-language': 'es' },
    );
    expect(spanish.status).toBe(429);
    expect(spanish.body).toEqual({
      error: 'Demasiados intentos. Espera 40 segundos y vuelve a intentarlo.',
      code: 'RATE.LIMITED',
    });
  });

  it('counts signing in with Google against the same address limit', async () => {
    const address = newAddress();
    await signIn(address, 'una@correo.example');
    await signIn(address, 'dos@correo.example');
    expect(
      (await send(address, 'POST', '/users/oauth', { device: 'google', access_token: 'a-google-token' })).status,
    ).not.toBe(429);
    expectLimited(
      await send(address, 'POST', '/users/oauth', { device: 'google', access_token: 'a-google-token' }),
      880,
    );
  });

  it('counts malformed attempts too', async () => {
    const address = newAddress();
    for (let index = 0; index < 3; index += 1)
      expect((await send(address, 'POST', '/users/sign_in', { user: {} })).status).toBe(400);
    expect((await signIn(address, 'alguien@correo.example')).status).toBe(429);
  });
});

describe('creating bookings (POST /bookings)', () => {
  const create = (address: string, email: string, headers: Record<string, string> = {}) =>
    send(address, 'POST', '/bookings', createBookingBody({ client: bookingClient({ email }) }), headers);

  it('refuses a client over its limit from any address, and an address over its own', async () => {
    for (let index = 0; index < 2; index += 1)
      expect((await create(newAddress(), 'acaparadora@correo.example')).status).not.toBe(429);
    expectLimited(await create(newAddress(), 'ACAPARADORA@correo.example'), 40);
    const address = newAddress();
    for (let index = 0; index < 3; index += 1)
      expect((await create(address, `cliente${String(index)}@correo.example`)).status).not.toBe(429);
    // 15:00:20 in an hour's window.
    expectLimited(await create(address, 'otra-mas@correo.example'), 3580);
  });

  it('does not limit the business itself, presenting a valid staff api-key', async () => {
    const address = newAddress();
    for (let index = 0; index < 4; index += 1) {
      expect((await create(address, 'recepcion@correo.example', { 'api-key': DEMO_STAFF_API_KEY })).status).not.toBe(
        429,
      );
    }
  });
});

describe("a company's api-key and the abuse limits (docs/adr/0081)", () => {
  it('counts a key issued to one company like anyone’s, out of its company or not, before anything else', async () => {
    const issued = await send(
      newAddress(),
      'POST',
      '/staff/companies/barberia-portena/api_keys',
      { label: 'till' },
      {
        'api-key': DEMO_STAFF_API_KEY,
      },
    );
    const companyKey = (issued.body as { api_key: string }).api_key;
    const address = newAddress();
    const booking = (email: string) =>
      send(address, 'POST', '/bookings', createBookingBody({ client: bookingClient({ email }) }), {
        'api-key': companyKey,
      });
    // Salón Aurora's location: out of the key's company, refused, but counted first.
    for (let index = 0; index < 3; index += 1)
      expect((await booking(`caja${String(index)}@correo.example`)).status).toBe(403);
    expectLimited(await booking('caja-3@correo.example'), 3580);
    // The operator's key is still not counted.
    expect(
      (
        await send(
          address,
          'POST',
          '/bookings',
          createBookingBody({ client: bookingClient({ email: 'x@correo.example' }) }),
          {
            'api-key': DEMO_STAFF_API_KEY,
          },
        )
      ).status,
    ).not.toBe(429);
  });
});

describe('looking a gift card up by its code (POST /staff/companies/{slug}/gift_cards/lookup; docs/adr/0108)', () => {
  it("counts a company's key like a token route's caller, and not the operator's", async () => {
    const issued = await send(
      newAddress(),
      'POST',
      '/staff/companies/salon-aurora/api_keys',
      { label: 'gift cards' },
      { 'api-key': DEMO_STAFF_API_KEY },
    );
    const companyKey = (issued.body as { api_key: string }).api_key;
    const address = newAddress();
    const lookUp = (apiKey: string, code: string) =>
      send(address, 'POST', '/staff/companies/salon-aurora/gift_cards/lookup', { code }, { 'api-key': apiKey });
    // Codes of no card: each guess is counted, found or not.
    expect((await lookUp(companyKey, '0000-0000-0000-0001')).status).toBe(404);
    expect((await lookUp(companyKey, '0000-0000-0000-0002')).status).toBe(404);
    const limited = await lookUp(companyKey, '0000-0000-0000-0003');
    expect({ status: limited.status, code: (limited.body as { code: string }).code }).toEqual({
      status: 429,
      code: 'RATE.LIMITED',
    });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await lookUp(DEMO_STAFF_API_KEY, '0000-0000-0000-0004')).status).toBe(404);
  });
});

describe('checking a client (GET /check_client_company)', () => {
  const check = (address: string, identificador: string) =>
    send(
      address,
      'GET',
      `/check_client_company?identificador=${encodeURIComponent(identificador)}&identificador_type=0&location_id=${String(DEMO_LOCATION.nunoa)}`,
    );

  it('refuses an address probing many identifiers, and one identifier probed from many addresses', async () => {
    const address = newAddress();
    for (let index = 0; index < 3; index += 1)
      expect((await check(address, `1111111${String(index)}-1`)).status).toBe(200);
    expectLimited(await check(address, '22222222-2'), 580);
    for (let index = 0; index < 2; index += 1) expect((await check(newAddress(), '12.345.678-5')).status).toBe(200);
    expectLimited(await check(newAddress(), '12345678-5'), 40);
  });
});

describe('every route behind a token or a code', () => {
  const routes: readonly { readonly method: string; readonly path: string; readonly body?: unknown }[] = (
    [
      ['GET', '/bookings/1/not-a-token'],
      ['GET', '/bookings/edit?confirmation_code=not-a-code'],
      ['POST', '/bookings/edit_booking', { confirmation_code: 'not-a-code' }],
      ['POST', '/bookings/cancel_booking', { confirmation_code: 'not-a-code' }],
      ['POST', '/bookings/cancel_all_bookings', { confirmation_code: 'not-a-code' }],
      ['POST', '/bookings/confirm_booking', { confirmation_code: 'not-a-code' }],
      ['POST', '/bookings/confirm_all_bookings', { confirmation_code: 'not-a-code' }],
      ['GET', '/charly_discount?token=not-a-token'],
      ['GET', '/reviews/check_review/not-a-code'],
      ['PATCH', '/reviews/fill_review/not-a-code', { rating: 5 }],
      ['GET', '/reviews/api/v1/reviews/not-a-code/check_review'],
      ['PATCH', '/reviews/api/v1/reviews/not-a-code/fill_review', { rating: 5 }],
      ['GET', '/api/views/admin/v1/users/user_with_user_code?user_code=not-a-code'],
      ['GET', '/bookings/1/not-a-token/calendar.ics'],
      ['GET', '/payments/checkout?p=epayco&b=not-a-transaction&t=not-a-token'],
      // A gift card code (issue 31 "Codes"; docs/adr/0107).
      ['POST', '/gift-cards/check', { code: 'ZZZZ-ZZZZ-ZZZZ-ZZZZ', location_id: 1 }],
      [
        'POST',
        '/payments/sandbox/card',
        {
          token_data: 'not-a-token',
          access_token: 'not-a-token',
          holder_name: 'Ana Pérez',
          card_number: '4111111111111111',
          expiry: '12/30',
          cvv: '123',
        },
      ],
    ] as const
  ).map(([method, path, body]: readonly [string, string, unknown?]) => ({ method, path, body }));

  it.each(routes)('$method $path answers 429 once an address has guessed its limit', async ({ method, path, body }) => {
    const address = newAddress();
    for (let index = 0; index < 2; index += 1) expect((await send(address, method, path, body)).status).not.toBe(429);
    expectLimited(await send(address, method, path, body), 40);
  });

  it("counts the sandbox page's decisions, which name a payment by its transaction, the same way", async () => {
    const address = newAddress();
    const decide = () =>
      server.client.request('/payments/sandbox/checkout', {
        method: 'POST',
        headers: {
          'x-forwarded-for': `198.51.100.77, ${address}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: 'b=not-a-transaction&t=not-a-token&decision=approve',
      });
    for (let index = 0; index < 2; index += 1) expect((await decide()).status).toBe(404);
    expectLimited(await decide(), 40);
  });

  it('shares one count between the token routes, so guesses cannot be spread over them', async () => {
    const address = newAddress();
    await send(address, 'GET', '/charly_discount?token=not-a-token');
    await send(address, 'GET', '/reviews/check_review/not-a-code');
    expect((await send(address, 'GET', '/bookings/1/not-a-token')).status).toBe(429);
    // A gift card code is guessed against the same count.
    const another = newAddress();
    await send(another, 'GET', '/bookings/1/not-a-token');
    await send(another, 'POST', '/gift-cards/check', { code: 'ZZZZ-ZZZZ-ZZZZ-ZZZZ', location_id: 1 });
    expectLimited(await send(another, 'GET', '/reviews/check_review/not-a-code'), 40);
  });

  it('leaves the calls it does not limit alone', async () => {
    const address = newAddress();
    for (let index = 0; index < 4; index += 1)
      expect((await send(address, 'GET', '/companies/overview?website=salon-aurora')).status).toBe(200);
  });
});

describe('when the window has passed', () => {
  it('admits the address again', async () => {
    const address = newAddress();
    for (let index = 0; index < 2; index += 1) await send(address, 'GET', '/charly_discount?token=not-a-token');
    const refused = await send(address, 'GET', '/charly_discount?token=not-a-token');
    expect(refused.status).toBe(429);
    now += Number(refused.headers.get('retry-after')) * 1000;
    expect((await send(address, 'GET', '/charly_discount?token=not-a-token')).status).toBe(404);
  });
});

describe('who the client is', () => {
  it('is the socket’s address, X-Forwarded-For ignored, unless a trusted proxy is configured', async () => {
    const direct = await seededTestServer({ clock: { now: () => now as Instant }, rateLimits: limits });
    try {
      const fromSocket = (spoofed: string) =>
        direct.app.request(
          '/charly_discount?token=not-a-token',
          { headers: { 'x-forwarded-for': spoofed } },
          { incoming: { socket: { remoteAddress: '192.0.2.9', remoteFamily: 'IPv4' } } },
        );
      expect((await fromSocket('10.0.0.1')).status).toBe(404);
      expect((await fromSocket('10.0.0.2')).status).toBe(404);
      const third = await fromSocket('10.0.0.3');
      expect(third.status).toBe(429);
      expect(third.headers.get('retry-after')).not.toBeNull();
    } finally {
      await direct.dispose();
    }
  });
});

describe('the account links’ calls (issue 34; docs/adr/0121)', () => {
  it('stops a mailbox being flooded with reset links from many addresses', async () => {
    const ask = () => send(newAddress(), 'POST', '/users/password_reset', { user: { email: 'Buzon@correo.example' } });
    expect([(await ask()).status, (await ask()).status]).toEqual([204, 204]);
    expect((await ask()).status).toBe(429);
  });

  it('counts sign-ups as sign-ins from one address', async () => {
    const address = newAddress();
    const signUp = (index: number) =>
      send(address, 'POST', '/users', {
        user: { email: `alta${String(index)}@correo.example`, password: 'secreta-123' },
      });
    for (let index = 0; index < 3; index += 1) expect((await signUp(index)).status).toBe(204);
    expect((await signUp(3)).status).toBe(429);
  });

  it('counts guessed verification links as token lookups', async () => {
    const address = newAddress();
    const guess = (index: number) => send(address, 'POST', `/users/email_verification/adivinado-${String(index)}`);
    expect([(await guess(1)).status, (await guess(2)).status]).toEqual([404, 404]);
    expect((await guess(3)).status).toBe(429);
  });
});
