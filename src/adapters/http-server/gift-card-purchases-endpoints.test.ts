import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expirePendingPayments } from '#application/payment/expire-pending-payments';
import type { Instant } from '#domain/calendar/instant';
import type { components } from '../http/booking-api.generated';
import { DEMO_COMPANY, DEMO_GIFT_CARD_PRODUCT, DEMO_LOCATION, DEMO_SERVICE } from '../persistence/demo/demo-ids';
import { readBack } from '../persistence/read-back.test-support';
import { sqlGiftCards } from '../persistence/sql-gift-cards';
import { sqlPaymentExpiry } from '../persistence/sql-transactions';
import { DEV_SANDBOX_PAYMENT_SECRET } from '../payments/sandbox/sandbox-gateway';
import { settableClock, type SettableClock } from '../settable-clock';
import { expectFailure, seededTestServer, unchanged, type TestServer } from './test-server.test-support';

// Buying a gift card end to end (issue 31 "Buying"; docs/adr/0109): through the Hono app, the use
// cases and the SQL adapters on a PGlite holding the demo data, on a clock the tests move. Salón
// Aurora takes payments through dLocal, for which the sandbox stands in: the purchase is paid by
// the sandbox's signed notification through the one notification endpoint, as a booking's is.
// Every response is checked against the contract.

type Schemas = components['schemas'];

/** Sunday 2026-11-29, 09:00 in Santiago. */
const START = Date.parse('2026-11-29T12:00:00Z') as Instant;

let server: TestServer;
let clock: SettableClock;

beforeAll(async () => {
  clock = settableClock({ now: () => START });
  server = await seededTestServer({ clock, testClock: clock });
});

afterAll(async () => {
  await server.dispose();
});

const post = (path: string, body: unknown, headers: Readonly<Record<string, string>> = {}) =>
  server.client.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

function purchaseBody(overrides: Record<string, unknown> = {}) {
  return {
    location_id: DEMO_LOCATION.providencia,
    gift_card_product_id: DEMO_GIFT_CARD_PRODUCT.auroraGiftCard,
    amount: 40000,
    consumer_name: 'Camila Rojas',
    consumer_email: 'camila@correo.example',
    message: '¡Feliz Navidad!',
    send_on: '2026-12-24',
    buyer: { first_name: 'Ana', last_name: 'Pérez', email: 'ana@correo.example', phone: '+56911112222' },
    accepted_terms: true,
    recaptcha_token: 'a-human',
    ...overrides,
  };
}

async function started(overrides: Record<string, unknown> = {}) {
  const response = await post('/gift_card_purchases', purchaseBody(overrides));
  expect(response.status).toBe(201);
  return response.body as Schemas['CreateGiftCardPurchaseResponse'];
}

const read = async (purchase: Schemas['CreateGiftCardPurchaseResponse']) => {
  const response = await server.client.get(`/gift_card_purchases/${purchase.purchase.access_token}`);
  expect(response.status).toBe(200);
  return response.body as Schemas['GiftCardPurchase'];
};

/** The sandbox's signed notification of `type` for the purchase's payment, delivered as a provider's is. */
function deliver(purchase: Schemas['CreateGiftCardPurchaseResponse'], type: string, id = `evt-${Math.random()}`) {
  const raw = JSON.stringify({
    id,
    type,
    trx_id: purchase.payment.trx_id,
    amount: purchase.payment.amount,
    currency: purchase.payment.currency,
    occurred_at: new Date(clock.now()).toISOString(),
  });
  const t = String(Math.floor(clock.now() / 1000));
  const v1 = createHmac('sha256', DEV_SANDBOX_PAYMENT_SECRET).update(`${t}.${raw}`).digest('hex');
  return server.client.request('/payments/notifications/sandbox', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'reserva-signature': `t=${t},v1=${v1}` },
    body: raw,
  });
}

const cardsOfTheSalon = () => sqlGiftCards(server.database).ofCompany(DEMO_COMPANY.salon);

describe('POST /gift_card_purchases (issue 31 "Buying")', () => {
  it('starts a purchase waiting for its payment: what to pay, in pesos, due in 30 minutes', async () => {
    const purchase = await started();
    expect(purchase.payment).toEqual({
      trx_id: expect.any(String) as unknown,
      provider: 'dlocal',
      amount: 40000,
      currency: 'CLP',
      expires_at: '2026-11-29T09:30:00-03:00',
    });
    expect(await read(purchase)).toEqual({
      location: { id: DEMO_LOCATION.providencia, location_name: 'Providencia' },
      company: expect.objectContaining({ name: 'Salón Aurora' }) as unknown,
      currency_format: { unit: '$', delimiter: '.', separator: ',' },
      status: 'pending',
      rejection_reason: null,
      product_name: 'Tarjeta de regalo',
      amount: 40000,
      currency: 'CLP',
      consumer_name: 'Camila Rojas',
      consumer_email: 'camila@correo.example',
      message: '¡Feliz Navidad!',
      send_on: '2026-12-24',
      expires_at: '2026-11-29T09:30:00-03:00',
      payment: { trx_id: purchase.payment.trx_id, provider: 'dlocal' },
      card_last_four: null,
    });
  });

  it('refuses what the rules refuse, naming each field, a service beside the card, and a request without a person, changing nothing', async () => {
    await unchanged(server, async () => {
      expectFailure(
        await post(
          '/gift_card_purchases',
          purchaseBody({ amount: 5000, consumer_email: 'camila', send_on: '2026-11-28' }),
        ),
        422,
        'REQUEST.INVALID',
        'amount',
      );
      const amountMessages = async (overrides: Record<string, unknown>, language = 'en') => {
        const response = await post('/gift_card_purchases', purchaseBody(overrides), { 'accept-language': language });
        expectFailure(response, 422, 'REQUEST.INVALID', 'amount');
        const body = response.body as Schemas['Error'];
        return body.attributes?.find((attribute) => attribute.field === 'amount')?.messages;
      };
      expect(await amountMessages({ amount: 5000 })).toEqual([
        'must be at least 10000, the least this gift card may be worth',
      ]);
      expect(await amountMessages({ amount: 250000 }, 'es')).toEqual([
        'debe ser como máximo 200000, lo máximo que puede valer esta gift card',
      ]);
      expect(await amountMessages({ amount: null })).toEqual(['is required: choose what this gift card is worth']);
      expect(
        await amountMessages({ amount: 15000, gift_card_product_id: DEMO_GIFT_CARD_PRODUCT.auroraWomensCut }),
      ).toEqual(['must be left out: this gift card is worth its service']);
      const refused = await post('/gift_card_purchases', purchaseBody({ consumer_email: 'camila' }));
      expectFailure(refused, 422, 'REQUEST.INVALID', 'consumer_email');
      expectFailure(
        await post('/gift_card_purchases', purchaseBody({ services: [DEMO_SERVICE.womensCut] })),
        422,
        'CART.GIFT_CARD_WITH_SERVICE',
        'services',
      );
      expectFailure(
        await post('/gift_card_purchases', purchaseBody({ recaptcha_token: null })),
        422,
        'HUMAN_CHECK.FAILED',
      );
      expectFailure(
        await post('/gift_card_purchases', purchaseBody({ location_id: DEMO_LOCATION.pocitos })),
        404,
        'GIFT_CARD.PRODUCT_NOT_FOUND',
      );
    });
  });

  it('answers an unknown purchase token as not found', async () => {
    expectFailure(
      await server.client.get('/gift_card_purchases/no-such-purchase-token'),
      404,
      'GIFT_CARD.PURCHASE_NOT_FOUND',
    );
  });
});

describe('paying for a gift card through the sandbox (docs/adr/0109)', () => {
  it('issues one card once the payment is approved — worth the amount, valid 12 months, where the product is honoured — and nothing more on a second notification', async () => {
    const before = (await cardsOfTheSalon()).length;
    const purchase = await started({ amount: 60000 });
    const approval = `evt-approve-${purchase.payment.trx_id}`;
    expect((await deliver(purchase, 'payment.approved', approval)).status).toBe(200);
    const paid = await read(purchase);
    expect(paid.status).toBe('approved');
    expect(paid.card_last_four).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}$/);
    const cards = await cardsOfTheSalon();
    expect(cards).toHaveLength(before + 1);
    const card = cards.find((each) => each.lastFour === paid.card_last_four);
    expect(card).toMatchObject({
      face: { minor: 6_000_000, currency: 'CLP' },
      balance: { minor: 6_000_000, currency: 'CLP' },
      expiresOn: '2027-11-29',
      voided: false,
    });
    const honoured = await readBack(server.database).query<{ location_id: number }>(
      `SELECT l.location_id FROM gift_card_locations l JOIN gift_card_purchases u ON u.gift_card_id = l.gift_card_id
        JOIN payments p ON p.gift_card_purchase_id = u.id WHERE p.trx_id = $1 ORDER BY l.location_id`,
      [purchase.payment.trx_id],
    );
    expect(honoured.map((row) => row.location_id)).toEqual([DEMO_LOCATION.providencia, DEMO_LOCATION.lasCondes]);

    expectFailure(await deliver(purchase, 'payment.approved', approval), 409, 'PAYMENT.NOTIFICATION_REPLAYED');
    expect((await deliver(purchase, 'payment.approved')).status).toBe(200);
    expect(await cardsOfTheSalon()).toHaveLength(before + 1);
    expect((await read(purchase)).card_last_four).toBe(paid.card_last_four);
  });

  it('keeps the hold on a refused card and issues nothing; an expired purchase issues nothing, even approved late', async () => {
    const before = (await cardsOfTheSalon()).length;
    const purchase = await started({ amount: 20000 });
    expect((await deliver(purchase, 'payment.rejected')).status).toBe(200);
    expect(await read(purchase)).toMatchObject({ status: 'rejected', card_last_four: null });
    clock.advance(31);
    expect(
      (await expirePendingPayments({ paymentExpiry: sqlPaymentExpiry(server.database), clock })())._unsafeUnwrap(),
    ).toBeGreaterThan(0);
    expect(await read(purchase)).toMatchObject({ status: 'expired', card_last_four: null });
    expect((await deliver(purchase, 'payment.approved')).status).toBe(200);
    expect(await read(purchase)).toMatchObject({ status: 'expired', card_last_four: null });
    expect(await cardsOfTheSalon()).toHaveLength(before);
  });
});

describe("a buyer's cap on pending payments (docs/adr/0113)", () => {
  it("refuses a buyer's purchase over the cap 429 PAYMENT.TOO_MANY_PENDING with Retry-After, as a booking's create, storing nothing", async () => {
    const capped = await seededTestServer({ clock: settableClock({ now: () => START }), pendingPaymentsPerClient: 1 });
    try {
      const buy = (buyer: Record<string, unknown>) =>
        capped.client.request('/gift_card_purchases', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(purchaseBody({ buyer: { ...purchaseBody().buyer, ...buyer } })),
        });
      expect((await buy({})).status).toBe(201);
      await unchanged(capped, async () => {
        const refused = await buy({ email: 'ANA@correo.example' });
        expectFailure(refused, 429, 'PAYMENT.TOO_MANY_PENDING');
        expect(refused.headers.get('retry-after')).toBe(String(30 * 60));
      });
      expect((await buy({ email: 'bea@correo.example', phone: '+56933334444' })).status).toBe(201);
    } finally {
      await capped.dispose();
    }
  });
});
