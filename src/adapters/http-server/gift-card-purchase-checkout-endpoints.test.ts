import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Instant } from '#domain/calendar/instant';
import type { components } from '../http/booking-api.generated';
import { DEMO_COMPANY, DEMO_GIFT_CARD_PRODUCT, DEMO_LOCATION } from '../persistence/demo/demo-ids';
import { sqlGiftCards } from '../persistence/sql-gift-cards';
import { settableClock, type SettableClock } from '../settable-clock';
import { expectFailure, seededTestServer, type TestServer } from './test-server.test-support';

// A gift card purchase paid on the pages a booking is paid on (issue 31 "Buying"; docs/adr/0111),
// through the Hono app and the SQL adapters on a PGlite holding the demo data: Salón Aurora's
// through dLocal — the storefront's card page, the sandbox standing in —, Barbería Porteña's
// through Pago Fácil — the sandbox's own page. The purchase's token opens its payment, as a
// booking's opens the booking's, and every way back leads to the purchase's page.

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

const postJson = (path: string, body: unknown) =>
  server.client.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const decide = (fields: Record<string, string>) =>
  server.client.request('/payments/sandbox/checkout', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

async function bought(where: 'aurora' | 'portena'): Promise<Schemas['CreateGiftCardPurchaseResponse']> {
  const response = await postJson('/gift_card_purchases', {
    location_id: where === 'aurora' ? DEMO_LOCATION.providencia : DEMO_LOCATION.palermo,
    gift_card_product_id:
      where === 'aurora' ? DEMO_GIFT_CARD_PRODUCT.auroraGiftCard : DEMO_GIFT_CARD_PRODUCT.portenaGiftCard,
    amount: where === 'aurora' ? 40000 : 30000,
    consumer_name: 'Camila Rojas',
    consumer_email: 'camila@correo.example',
    message: null,
    send_on: null,
    buyer: {
      first_name: 'Ana',
      last_name: 'Pérez',
      email: 'ana@correo.example',
      phone: where === 'aurora' ? '+56911112222' : '+5491144445555',
      ...(where === 'portena' ? { identification_number: '30123456' } : {}),
    },
    accepted_terms: true,
    recaptcha_token: 'a-human',
  });
  expect(response.status).toBe(201);
  return response.body as Schemas['CreateGiftCardPurchaseResponse'];
}

const read = async (purchase: Schemas['CreateGiftCardPurchaseResponse']) =>
  (await server.client.get(`/gift_card_purchases/${purchase.purchase.access_token}`))
    .body as Schemas['GiftCardPurchase'];

const checkout = (purchase: Schemas['CreateGiftCardPurchaseResponse'], token = purchase.purchase.access_token) =>
  server.client.get(
    `/payments/checkout?p=${purchase.payment.provider}&b=${purchase.payment.trx_id}&t=${encodeURIComponent(token)}`,
  );

describe("a purchase paid through dLocal, on the storefront's card page (docs/adr/0111)", () => {
  it("goes to the purchase's card page; a refused card keeps the hold, an approved one issues the card; the purchase's page follows", async () => {
    const purchase = await bought('aurora');
    const token = purchase.purchase.access_token;
    const opened = await checkout(purchase);
    expect(opened.status).toBe(303);
    const location = opened.headers.get('location') ?? '';
    const [, tokenData] = /^\/cl\/dlocal\/([^/]+)\/gift_card\/([^/]+)$/.exec(location) ?? [];
    expect(location).toBe(`/cl/dlocal/${String(tokenData)}/gift_card/${token}`);
    const card = {
      token_data: decodeURIComponent(String(tokenData)),
      access_token: token,
      holder_name: 'Ana Pérez',
      card_number: '4000000000000002',
      expiry: '12/30',
      cvv: '123',
    };
    const refused = await postJson('/payments/sandbox/card', card);
    expect(refused.body).toEqual({
      status: 'rejected',
      rejection_reason: 'insufficient_balance',
      booking_id: null,
      access_token: token,
    });
    expect(await read(purchase)).toMatchObject({ status: 'rejected', card_last_four: null });
    const paid = await postJson('/payments/sandbox/card', { ...card, card_number: '4111111111111111' });
    expect(paid.body).toEqual({ status: 'approved', rejection_reason: null, booking_id: null, access_token: token });
    const page = await read(purchase);
    expect(page).toMatchObject({ status: 'approved', location: { id: DEMO_LOCATION.providencia } });
    const cards = await sqlGiftCards(server.database).ofCompany(DEMO_COMPANY.salon);
    expect(cards.filter((each) => each.lastFour === page.card_last_four)).toHaveLength(1);
    // Paid, its checkout returns the buyer to the purchase's page; the card page refuses another card.
    const again = await checkout(purchase);
    expect({ status: again.status, location: again.headers.get('location') }).toEqual({
      status: 303,
      location: `/cl/gift_cards/${token}`,
    });
    expectFailure(await postJson('/payments/sandbox/card', card), 409, 'PAYMENT.SETTLED');
  });

  it("opens nothing with another purchase's token, a wrong one, or none", async () => {
    const purchase = await bought('aurora');
    const other = await bought('aurora');
    for (const opened of [
      await checkout(purchase, other.purchase.access_token),
      await checkout(purchase, 'not-the-access-token'),
      await server.client.get(`/payments/checkout?p=dlocal&b=${purchase.payment.trx_id}`),
    ]) {
      expect(opened.status).toBe(404);
      expect(String(opened.body)).not.toContain(purchase.purchase.access_token);
    }
    expect((await read(purchase)).status).toBe('pending');
  });
});

describe("a purchase paid on the sandbox's page, standing in for Pago Fácil (docs/adr/0111)", () => {
  it("shows what is paid and by whom, approves it, and returns the buyer to the purchase's page", async () => {
    const purchase = await bought('portena');
    const token = purchase.purchase.access_token;
    expect(purchase.payment).toMatchObject({ provider: '2', amount: 30000, currency: 'ARS' });
    const page = await checkout(purchase);
    expect(page.status).toBe(200);
    const html = String(page.body);
    expect(html).toContain('Barbería Porteña');
    expect(html).toContain('Tarjeta de regalo');
    expectFailure(
      await decide({ b: purchase.payment.trx_id, t: 'not-the-access-token', decision: 'approve' }),
      404,
      'PAYMENT.NOT_FOUND',
    );
    const decided = await decide({ b: purchase.payment.trx_id, t: token, decision: 'approve' });
    expect({ status: decided.status, location: decided.headers.get('location') }).toEqual({
      status: 303,
      location: `/ar/gift_cards/${token}`,
    });
    expect(await read(purchase)).toMatchObject({
      status: 'approved',
      company: { name: 'Barbería Porteña' },
      currency: 'ARS',
      card_last_four: expect.stringMatching(/^[0-9A-HJKMNP-TV-Z]{4}$/) as unknown,
    });
  });
});
