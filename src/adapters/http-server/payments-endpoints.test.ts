import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expirePendingPayments } from '#application/payment/expire-pending-payments';
import type { Instant } from '#domain/calendar/instant';
import { sqlPaymentExpiry } from '../persistence/sql-transactions';
import type { components } from '../http/booking-api.generated';
import { DEMO_PROVIDER, DEMO_SERVICE } from '../persistence/demo/demo-ids';
import { DEV_SANDBOX_PAYMENT_SECRET } from '../payments/sandbox/sandbox-gateway';
import { settableClock, type SettableClock } from '../settable-clock';
import { bookingClient, bookingItem, createBookingBody } from './booking-requests.test-support';
import type { CheckedResponse } from './contract-checked-client.test-support';
import { expectFailure, seededTestServer, unchanged, type TestServer } from './test-server.test-support';

// Online payments end to end (issue 8; ADR 0042): through the Hono app, the use cases and the SQL
// adapters on a PGlite holding the demo data, on a clock the tests move. Salón Aurora takes
// payments through dLocal, for which the sandbox stands in (the card page); Clínica Dental Sonrisa
// through ePayco, the sandbox's own page. Every response is checked against the contract.

type Schemas = components['schemas'];

/** Tuesday 2026-12-01, 08:00 in Santiago. */
const START = Date.parse('2026-12-01T11:00:00Z') as Instant;

let server: TestServer;
let clock: SettableClock;
let slot = 0;

beforeAll(async () => {
  clock = settableClock({ now: () => START });
  server = await seededTestServer({ clock, pendingPaymentsPerClient: 2, testClock: clock });
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
const created = (response: CheckedResponse) => response.body as Schemas['CreateBookingResponse'];

const DATES = ['02', '03', '04', '09', '10', '11', '16', '17'];
const HOURS = ['10', '11', '12', '15', '16'];

/** A women's cut with Camila at Providencia at an hour no other test books. */
function freeItem() {
  const date = DATES[Math.floor(slot / HOURS.length)] ?? '18';
  const hour = HOURS[slot % HOURS.length] ?? '10';
  slot += 1;
  return bookingItem({
    start: `2026-12-${date}T${hour}:00:00-03:00`,
    end: `2026-12-${date}T${hour}:45:00-03:00`,
    provider_id: DEMO_PROVIDER.camila,
  });
}

const phones = new Map<string, string>();
/** A client of the salon known by `email` alone: a phone of its own, no RUT, so no two tests share a client. */
function clientNamed(email: string) {
  if (!phones.has(email)) phones.set(email, `+5698${String(1_000_000 + phones.size)}`);
  return bookingClient({ email, identification_number: null, phone: phones.get(email) ?? null });
}

/** A create paid online through dLocal for a client of its own (so the pending cap is the test's). */
async function bookPaidOnline(email: string, item = freeItem()) {
  const response = await post(
    '/bookings',
    createBookingBody({
      payment_dlocal: 'dlocal',
      payment_pago_facil: 'dlocal',
      bookings: [item],
      client: clientNamed(email),
    }),
  );
  expect(response.status).toBe(201);
  return { item, booking: created(response) };
}

/** The checkout page's address for `booking` through `provider`, as the storefront builds it: `p`, `b` and the access token `t`. */
const checkoutOf = (booking: Schemas['CreateBookingResponse'], provider = 'dlocal', extra = '') =>
  `/payments/checkout?p=${provider}&b=${booking.booking.trx_id}&t=${booking.booking.access_token}${extra}`;

async function summary(booking: Schemas['CreateBookingResponse']) {
  const response = await server.client.get(`/bookings/${String(booking.booking.id)}/${booking.booking.access_token}`);
  expect(response.status).toBe(200);
  return response.body as Schemas['BookingSummary'];
}

/** The sandbox's notification body and signature header, as a provider would send them. */
function signed(body: Record<string, unknown>, options: { readonly secret?: string; readonly at?: number } = {}) {
  const raw = JSON.stringify(body);
  const t = String(Math.floor((options.at ?? clock.now()) / 1000));
  const v1 = createHmac('sha256', options.secret ?? DEV_SANDBOX_PAYMENT_SECRET)
    .update(`${t}.${raw}`)
    .digest('hex');
  return { raw, header: `t=${t},v1=${v1}` };
}

function notification(
  booking: Schemas['CreateBookingResponse'],
  type: string,
  overrides: Record<string, unknown> = {},
) {
  return {
    id: `evt-${Math.random().toString(36).slice(2)}`,
    type,
    trx_id: booking.booking.trx_id,
    amount: booking.payment?.amount,
    currency: booking.payment?.currency,
    occurred_at: new Date(clock.now()).toISOString(),
    ...overrides,
  };
}

const deliver = (note: { readonly raw: string; readonly header: string }) =>
  server.client.request('/payments/notifications/sandbox', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'reserva-signature': note.header },
    body: note.raw,
  });

/** Whether the item's hour can be booked again: a create at the location for another client succeeds. */
async function slotIsFree(item: Schemas['BookingRequestItem']) {
  const response = await post(
    '/bookings',
    createBookingBody({ bookings: [item], client: clientNamed(`probe-${String(phones.size)}@correo.example`) }),
  );
  return response.status === 201;
}

describe('a create paid online (ADR 0042)', () => {
  it('holds the slot pending_payment and answers what to pay, in the company’s currency, due in 30 minutes', async () => {
    const { booking } = await bookPaidOnline('paga@correo.example');
    expect(booking.booking.status).toBe('pending_payment');
    expect(booking.payment).toEqual({
      amount: 18000,
      currency: 'CLP',
      down_payment: false,
      expires_at: expect.any(String) as string,
    });
    expect(Date.parse(booking.payment?.expires_at ?? '')).toBe(START + 30 * 60_000);
    expect((await summary(booking)).payment).toMatchObject({
      status: 'pending',
      amount: 18000,
      currency: 'CLP',
      rejection_reason: null,
    });
  });

  it('charges a must-be-paid-online service’s down payment, even without the client asking to pay online', async () => {
    const balayage = bookingItem({
      service_id: DEMO_SERVICE.balayage,
      price: 85000,
      start: '2026-12-22T11:00:00-03:00',
      end: '2026-12-22T14:00:00-03:00',
      provider_id: 0,
    });
    const response = await post(
      '/bookings',
      createBookingBody({ bookings: [balayage], client: clientNamed('abono@correo.example') }),
    );
    expect(response.status).toBe(201);
    expect(created(response)).toMatchObject({
      booking: { status: 'pending_payment' },
      payment: { amount: 20000, currency: 'CLP', down_payment: true },
    });
  });

  it('answers payment: null for a booking paid at the location', async () => {
    const response = await post(
      '/bookings',
      createBookingBody({ bookings: [freeItem()], client: clientNamed('local@correo.example') }),
    );
    expect(created(response)).toMatchObject({ booking: { status: 'confirmed' }, payment: null });
  });

  it('refuses a third pending payment for one client with 429 PAYMENT.TOO_MANY_PENDING and Retry-After until the oldest expires', async () => {
    await bookPaidOnline('tope@correo.example');
    await bookPaidOnline('tope@correo.example');
    const item = freeItem();
    await unchanged(server, async () => {
      const third = await post(
        '/bookings',
        createBookingBody({
          payment_dlocal: 'dlocal',
          payment_pago_facil: 'dlocal',
          bookings: [item],
          client: clientNamed('tope@correo.example'),
        }),
      );
      expectFailure(third, 429, 'PAYMENT.TOO_MANY_PENDING');
      expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(third.headers.get('retry-after'))).toBeLessThanOrEqual(30 * 60);
    });
  });
});

describe('the checkout page and the sandbox (ADR 0042)', () => {
  it('sends a dLocal payment to the storefront’s card page, where test cards approve or reject it', async () => {
    const { booking } = await bookPaidOnline('tarjeta@correo.example');
    const checkout = await server.client.get(checkoutOf(booking, 'dlocal', '&utm_source=instagram'));
    expect(checkout.status).toBe(303);
    const location = checkout.headers.get('location') ?? '';
    const match = /^\/cl\/dlocal\/([^/]+)\/(\d+)\/([^/]+)$/.exec(location);
    expect(match?.slice(2)).toEqual([String(booking.booking.id), booking.booking.access_token]);
    const card = {
      token_data: decodeURIComponent(match?.[1] ?? ''),
      access_token: booking.booking.access_token,
      holder_name: 'Ana Pérez',
      card_number: '4111111111111111',
      expiry: '12/29',
      cvv: '123',
    };
    expectFailure(
      await post('/payments/sandbox/card', { ...card, card_number: '4111111111111112' }),
      422,
      'REQUEST.INVALID',
      'card_number',
    );
    const paid = await post('/payments/sandbox/card', card);
    expect(paid.body).toEqual({
      status: 'approved',
      rejection_reason: null,
      booking_id: booking.booking.id,
      access_token: booking.booking.access_token,
    });
    const after = await summary(booking);
    expect(after.payment?.status).toBe('approved');
    expect(after.booking_groups[0]?.bookings[0]?.status).toBe('confirmed');
    expectFailure(await post('/payments/sandbox/card', card), 409, 'PAYMENT.SETTLED');
    // Settled: the page sends the client to the summary.
    expect((await server.client.get(checkoutOf(booking))).headers.get('location')).toBe(
      `/cl/bookings/${String(booking.booking.id)}/${booking.booking.access_token}/false`,
    );
  });

  it.each([
    ['insufficient_balance', { card_number: '4000000000000002' }],
    ['card_not_enabled', { card_number: '4000000000000069' }],
    ['wrong_card_data', { cvv: '000' }],
  ] as const)(
    'rejects the card for %s: the booking keeps its hold until the payment expires, and another card pays it (ADR 0075)',
    async (reason, change) => {
      const { booking, item } = await bookPaidOnline(`rechazo-${reason}@correo.example`);
      const location = (await server.client.get(checkoutOf(booking))).headers.get('location') ?? '';
      const tokenData = decodeURIComponent(location.split('/')[3] ?? '');
      const card = {
        token_data: tokenData,
        access_token: booking.booking.access_token,
        holder_name: 'Ana',
        card_number: '4111111111111111',
        expiry: '12/29',
        cvv: '123',
      };
      const paid = await post('/payments/sandbox/card', { ...card, ...change });
      expect(paid.body).toMatchObject({ status: 'rejected', rejection_reason: reason });
      const after = await summary(booking);
      expect(after.payment).toMatchObject({ status: 'rejected', rejection_reason: reason });
      expect(after.booking_groups[0]?.bookings[0]?.status).toBe('pending_payment');
      expect(await slotIsFree(item)).toBe(false);
      // The checkout opens the card page again, and another card pays.
      expect((await server.client.get(checkoutOf(booking))).headers.get('location')).toBe(location);
      const again = await post('/payments/sandbox/card', card);
      expect(again.body).toMatchObject({ status: 'approved', rejection_reason: null });
      const paidAfter = await summary(booking);
      expect(paidAfter.payment).toMatchObject({ status: 'approved', rejection_reason: null });
      expect(paidAfter.booking_groups[0]?.bookings[0]?.status).toBe('confirmed');
    },
  );

  it('opens no payment by its transaction id alone: without the booking’s access token, or with another’s, the checkout is its 404 page and the sandbox’s calls are refused, changing nothing (ADR 0051)', async () => {
    const { booking } = await bookPaidOnline('solo-trx@correo.example');
    const { booking: other } = await bookPaidOnline('otro-trx@correo.example');
    const cardPage = (await server.client.get(checkoutOf(booking))).headers.get('location') ?? '';
    const tokenData = decodeURIComponent(cardPage.split('/')[3] ?? '');
    await unchanged(server, async () => {
      for (const address of [
        `/payments/checkout?p=dlocal&b=${booking.booking.trx_id}`,
        `/payments/checkout?p=dlocal&b=${booking.booking.trx_id}&t=${other.booking.access_token}`,
        `/payments/checkout?p=dlocal&b=${booking.booking.trx_id}&t=not-the-access-token`,
      ]) {
        const checkout = await server.client.get(address);
        expect({ address, status: checkout.status, location: checkout.headers.get('location') }).toEqual({
          address,
          status: 404,
          location: null,
        });
        expect(String(checkout.body)).toContain('Payment not found');
        expect(String(checkout.body)).not.toContain(booking.booking.access_token);
      }
      const decide = (fields: Record<string, string>) =>
        server.client.request('/payments/sandbox/checkout', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(fields).toString(),
        });
      expectFailure(
        await decide({ b: booking.booking.trx_id, decision: 'reject', reason: 'other' }),
        400,
        'REQUEST.UNDECODABLE',
      );
      expectFailure(
        await decide({ b: booking.booking.trx_id, t: other.booking.access_token, decision: 'reject', reason: 'other' }),
        404,
        'PAYMENT.NOT_FOUND',
      );
      const card = {
        token_data: tokenData,
        holder_name: 'Ana',
        card_number: '4111111111111111',
        expiry: '12/29',
        cvv: '000',
      };
      expectFailure(
        await post('/payments/sandbox/card', { ...card, access_token: other.booking.access_token }),
        404,
        'PAYMENT.NOT_FOUND',
      );
    });
    expect((await summary(booking)).payment?.status).toBe('pending');
  });

  it('renders the sandbox’s own page for ePayco, escaped and accessible, whose form decides through a signed notification', async () => {
    const checkout = await server.client.get('/payments/checkout?p=epayco&b=TRX-NOBODY&t=no-such-token');
    expect(checkout.status).toBe(404);
    expect(String(checkout.body)).toContain('<html lang="en">');
    // A payment of Salón Aurora is not ePayco's.
    const { booking } = await bookPaidOnline('pagina@correo.example');
    expect((await server.client.get(checkoutOf(booking, 'epayco'))).status).toBe(404);
    const decided = await server.client.request('/payments/sandbox/checkout', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        b: booking.booking.trx_id,
        t: booking.booking.access_token,
        decision: 'reject',
        reason: 'card_not_enabled',
      }).toString(),
    });
    expect(decided.status).toBe(303);
    expect(decided.headers.get('location')).toBe(
      `/cl/bookings/${String(booking.booking.id)}/${booking.booking.access_token}/false`,
    );
    expect((await summary(booking)).payment).toMatchObject({
      status: 'rejected',
      rejection_reason: 'card_not_enabled',
    });
  });

  it('moves the clock only where the test clock is on', async () => {
    const plain = await seededTestServer();
    try {
      expectFailure(
        await plain.client.request('/testing/clock', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"advance_minutes":1}',
        }),
        404,
        'ROUTE.NOT_FOUND',
      );
    } finally {
      await plain.dispose();
    }
  });
});

describe('providers’ notifications (ADR 0042)', () => {
  it('confirms the bookings on an approval, and answers a later rejection 200 ignored (out of order), changing nothing', async () => {
    const { booking } = await bookPaidOnline('aprobada@correo.example');
    const approved = await deliver(signed(notification(booking, 'payment.approved')));
    expect({ status: approved.status, body: approved.body }).toEqual({ status: 200, body: { outcome: 'applied' } });
    const late = await deliver(signed(notification(booking, 'payment.rejected', { reason: 'insufficient_balance' })));
    expect(late.body).toEqual({ outcome: 'ignored' });
    const after = await summary(booking);
    expect(after.payment?.status).toBe('approved');
    expect(after.booking_groups[0]?.bookings[0]?.status).toBe('confirmed');
  });

  it('ignores a “pending” notification, and still applies the approval that follows it', async () => {
    const { booking } = await bookPaidOnline('pendiente@correo.example');
    expect((await deliver(signed(notification(booking, 'payment.pending')))).body).toEqual({ outcome: 'ignored' });
    expect((await deliver(signed(notification(booking, 'payment.approved')))).body).toEqual({ outcome: 'applied' });
  });

  it('refuses forged, stale, mismatched, malformed and unknown notifications, changing nothing', async () => {
    const { booking } = await bookPaidOnline('falsa@correo.example');
    const body = notification(booking, 'payment.approved');
    await unchanged(server, async () => {
      expectFailure(
        await deliver(signed(body, { secret: 'not-the-sandbox-secret' })),
        401,
        'PAYMENT.SIGNATURE_INVALID',
      );
      const genuine = signed(body);
      expectFailure(
        await deliver({ raw: genuine.raw.replace('"amount":18000', '"amount":1'), header: genuine.header }),
        401,
        'PAYMENT.SIGNATURE_INVALID',
      );
      expectFailure(await deliver({ raw: genuine.raw, header: 'nonsense' }), 401, 'PAYMENT.SIGNATURE_INVALID');
      expectFailure(await deliver(signed(body, { at: clock.now() - 301_000 })), 401, 'PAYMENT.NOTIFICATION_STALE');
      expectFailure(await deliver(signed({ ...body, amount: 17999 })), 422, 'PAYMENT.NOTIFICATION_MISMATCH');
      expectFailure(await deliver(signed({ ...body, currency: 'ARS' })), 422, 'PAYMENT.NOTIFICATION_MISMATCH');
      expectFailure(await deliver(signed({ ...body, trx_id: 'TRX-NOBODY' })), 404, 'PAYMENT.NOT_FOUND');
      expectFailure(
        await deliver(signed({ ...body, type: 'payment.refunded' })),
        400,
        'PAYMENT.NOTIFICATION_MALFORMED',
      );
      expectFailure(
        await server.client.request('/payments/notifications/epayco', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'reserva-signature': genuine.header },
          body: genuine.raw,
        }),
        404,
        'PAYMENT.NOT_FOUND',
      );
    });
    expect((await summary(booking)).payment?.status).toBe('pending');
  });

  it('applies one of five identical deliveries at once; the other four get 409 PAYMENT.NOTIFICATION_REPLAYED', async () => {
    const { booking } = await bookPaidOnline('cinco@correo.example');
    const note = signed(notification(booking, 'payment.approved'));
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => deliver(note)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(
      answers.filter((answer) => answer.status === 409).map((answer) => (answer.body as Schemas['Error']).code),
    ).toEqual(Array(4).fill('PAYMENT.NOTIFICATION_REPLAYED'));
  });
});

describe('abandoned payments (ADR 0042)', () => {
  it('frees a refused card’s slot once the payment expires, its summary saying why the card was refused (ADR 0075)', async () => {
    const { booking, item } = await bookPaidOnline('rechazo-expira@correo.example');
    expect(
      (await deliver(signed(notification(booking, 'payment.rejected', { reason: 'insufficient_balance' })))).body,
    ).toEqual({ outcome: 'applied' });
    expect(await slotIsFree(item)).toBe(false);
    await post('/testing/clock', { advance_minutes: 30 });
    expect(await sweep()).toBeGreaterThanOrEqual(1);
    const after = await summary(booking);
    expect(after.payment).toMatchObject({ status: 'expired', rejection_reason: 'insufficient_balance' });
    expect(after.booking_groups[0]?.bookings[0]?.status).toBe('cancelled');
    expect(await slotIsFree(item)).toBe(true);
  });

  it('frees the slot once 30 minutes of the clock pass without a payment, and gives the client’s cap back', async () => {
    const { booking, item } = await bookPaidOnline('abandona@correo.example');
    const { booking: second } = await bookPaidOnline('abandona@correo.example');
    expect(await slotIsFree(item)).toBe(false);
    const moved = await post('/testing/clock', { advance_minutes: 29 });
    expect(moved.status).toBe(200);
    expect(await sweep()).toBe(0);
    await post('/testing/clock', { advance_minutes: 1 });
    expect(await sweep()).toBeGreaterThanOrEqual(2);
    const after = await summary(booking);
    expect(after.payment?.status).toBe('expired');
    expect(after.booking_groups[0]?.bookings[0]?.status).toBe('cancelled');
    expect((await summary(second)).payment?.status).toBe('expired');
    expect(await slotIsFree(item)).toBe(true);
    // An approval arriving after the expiry is recorded and ignored.
    expect((await deliver(signed(notification(booking, 'payment.approved')))).body).toEqual({ outcome: 'ignored' });
    await bookPaidOnline('abandona@correo.example');
  });
});

/** Runs the expiry job once, as the server's loop does; how many payments it expired. */
async function sweep(): Promise<number> {
  return (await expirePendingPayments({ paymentExpiry: sqlPaymentExpiry(server.database), clock })())._unsafeUnwrap();
}
