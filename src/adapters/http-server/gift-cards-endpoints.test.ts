import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Instant } from '#domain/calendar/instant';
import type { LocalDate } from '#domain/calendar/local-date';
import {
  formatGiftCardCode,
  GIFT_CARD_CODE_BYTES,
  giftCardCodeFromBytes,
  type GiftCardCode,
} from '#domain/gift-card/gift-card-code';
import { giftCardBalance, type GiftCardId, type GiftCardTerms } from '#domain/gift-card/gift-card-ledger';
import type { components } from '../http/booking-api.generated';
import { DEMO_COMPANY, DEMO_LOCATION } from '../persistence/demo/demo-ids';
import { sqlGiftCards } from '../persistence/sql-gift-cards';
import { bookingItem, createBookingBody } from './booking-requests.test-support';
import { expectFailure, seededTestServer, type TestServer } from './test-server.test-support';

// Gift cards at booking end to end (issue 31 "Spending", "Codes"; docs/adr/0107): through the Hono
// app, the use cases and the SQL adapters on a PGlite holding the demo data. Salón Aurora's women's
// cut costs 18.000 at Providencia; every response is checked against the contract.

type Schemas = components['schemas'];

/** Tuesday 2026-12-01, 08:00 in Santiago. */
const START = Date.parse('2026-12-01T11:00:00Z') as Instant;

let server: TestServer;

beforeAll(async () => {
  server = await seededTestServer({ clock: { now: () => START } });
});

afterAll(async () => {
  await server.dispose();
});

const post = (path: string, body: unknown) =>
  server.client.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** A card of the salon worth `pesos`, honoured at Providencia unless `terms` say otherwise. */
async function aCard(
  pesos: number,
  terms: Partial<GiftCardTerms> = {},
): Promise<{ id: GiftCardId; code: GiftCardCode }> {
  const code = giftCardCodeFromBytes(randomBytes(GIFT_CARD_CODE_BYTES));
  const issued = await sqlGiftCards(server.database).issue({
    code,
    companyId: DEMO_COMPANY.salon,
    productId: null,
    terms: {
      face: { minor: pesos * 100, currency: 'CLP' },
      expiresOn: '2027-11-30' as LocalDate,
      honouredAt: [DEMO_LOCATION.providencia],
      ...terms,
    },
  });
  if (issued._tag !== 'Issued') throw new Error('the card was not issued');
  return { id: issued.id, code };
}

async function balanceOf(id: GiftCardId): Promise<number> {
  const card = await sqlGiftCards(server.database).hold(id);
  if (card === undefined) throw new Error('no such card');
  return giftCardBalance(card).minor / 100;
}

let slot = 0;
/** A women's cut with the first professional free at Providencia, at an hour no other test books. */
function freeItem() {
  const day = String(14 + Math.floor(slot / 4)).padStart(2, '0');
  const hour = String(11 + (slot % 4)).padStart(2, '0');
  slot += 1;
  return bookingItem({ start: `2026-12-${day}T${hour}:00:00-03:00`, end: `2026-12-${day}T${hour}:45:00-03:00` });
}

async function bookWith(code: string, overrides: Partial<Schemas['CreateBookingRequest']> = {}) {
  return post('/bookings', createBookingBody({ bookings: [freeItem()], gift_card_code: code, ...overrides }));
}

async function summaryOf(response: { body: unknown }) {
  const created = response.body as Schemas['CreateBookingResponse'];
  const summary = await server.client.request(
    `/bookings/${String(created.booking.id)}/${created.booking.access_token}`,
  );
  expect(summary.status).toBe(200);
  return summary.body as Schemas['BookingSummary'];
}

describe('checking a gift card code (POST /gift-cards/check)', () => {
  it('answers what the card can pay at the location — its balance — its last four and its last day', async () => {
    const card = await aCard(25000);
    const typed = formatGiftCardCode(card.code).toLowerCase();
    const response = await post('/gift-cards/check', { code: typed, location_id: DEMO_LOCATION.providencia });
    expect({ status: response.status, body: response.body }).toEqual({
      status: 200,
      body: { last_four: card.code.slice(-4), usable: 25000, currency: 'CLP', expires_on: '2027-11-30' },
    });
  });

  it("pays with the demo's known codes as docs/demo.md shows them, at Salón Aurora and not at another company (docs/adr/0113)", async () => {
    const check = (code: string, location: number) => post('/gift-cards/check', { code, location_id: location });
    const forty = await check('dem0-avr0-ra00-4000', DEMO_LOCATION.providencia);
    expect(forty.status).toBe(200);
    expect(forty.body).toMatchObject({ last_four: '4000', usable: 40000, currency: 'CLP' });
    expect((await check('DEM0 AVR0 RA00 2000', DEMO_LOCATION.lasCondes)).body).toMatchObject({ usable: 20000 });
    expectFailure(await check('DEM0-AVR0-RA00-4000', DEMO_LOCATION.palermo), 404, 'GIFT_CARD.NOT_FOUND');
  });

  it('refuses a malformed code (422), and answers one 404 for a code of no card and one of another company', async () => {
    const theirs = giftCardCodeFromBytes(randomBytes(GIFT_CARD_CODE_BYTES));
    await sqlGiftCards(server.database).issue({
      code: theirs,
      companyId: DEMO_COMPANY.barbershop,
      productId: null,
      terms: {
        face: { minor: 100_000, currency: 'ARS' },
        expiresOn: '2027-11-30' as LocalDate,
        honouredAt: [DEMO_LOCATION.palermo],
      },
    });
    const check = (code: string) => post('/gift-cards/check', { code, location_id: DEMO_LOCATION.providencia });
    expectFailure(await check('1234-5678'), 422, 'GIFT_CARD.MALFORMED_CODE');
    const unknown = await check('ZZZZ-ZZZZ-ZZZZ-ZZZZ');
    const otherCompanys = await check(theirs);
    expectFailure(unknown, 404, 'GIFT_CARD.NOT_FOUND');
    // The same answer, word for word: a code tells nothing of cards that are not the company's.
    expect(otherCompanys.body).toEqual(unknown.body);
  });

  it('says why the card cannot pay here: not taken at this location, past its last day', async () => {
    const elsewhere = await aCard(10000, { honouredAt: [DEMO_LOCATION.lasCondes] });
    const expired = await aCard(10000, { expiresOn: '2026-11-30' as LocalDate });
    const check = (code: string) => post('/gift-cards/check', { code, location_id: DEMO_LOCATION.providencia });
    expectFailure(await check(elsewhere.code), 422, 'GIFT_CARD.NOT_HONOURED_HERE');
    expectFailure(await check(expired.code), 422, 'GIFT_CARD.EXPIRED');
  });
});

describe('booking with a gift card (POST /bookings gift_card_code)', () => {
  it('pays part of the booking: the summary shows what the card paid, its last four and what is left to pay', async () => {
    const card = await aCard(10000);
    const response = await bookWith(formatGiftCardCode(card.code));
    expect(response.status).toBe(201);
    expect((response.body as Schemas['CreateBookingResponse']).payment).toBe(null);
    expect(await balanceOf(card.id)).toBe(0);
    expect((await summaryOf(response)).gift_card_payment).toEqual({
      last_four: [card.code.slice(-4)],
      paid: 10000,
      left_to_pay: 8000,
    });
  });

  it('shrinks the online charge by what the card paid, and charges nothing when it pays all', async () => {
    const part = await aCard(5000);
    const online = { payment_dlocal: 'dlocal', payment_pago_facil: 'dlocal' } as const;
    const partly = await bookWith(part.code, online);
    expect(partly.status).toBe(201);
    const paying = partly.body as Schemas['CreateBookingResponse'];
    expect({ status: paying.booking.status, amount: paying.payment?.amount }).toEqual({
      status: 'pending_payment',
      amount: 13000,
    });
    const whole = await aCard(50000);
    const wholly = await bookWith(whole.code, online);
    const paid = wholly.body as Schemas['CreateBookingResponse'];
    expect({ status: paid.booking.status, payment: paid.payment }).toEqual({ status: 'confirmed', payment: null });
    expect(await balanceOf(whole.id)).toBe(32000);
  });

  it('refuses an empty card or one not taken here, booking nothing', async () => {
    const empty = await aCard(10000);
    const spending = await bookWith(empty.code);
    expect({ status: spending.status, body: spending.status === 201 ? null : spending.body }).toEqual({
      status: 201,
      body: null,
    });
    const item = freeItem();
    expectFailure(await bookWith(empty.code, { bookings: [item] }), 422, 'GIFT_CARD.NO_BALANCE');
    const elsewhere = await aCard(10000, { honouredAt: [DEMO_LOCATION.lasCondes] });
    expectFailure(await bookWith(elsewhere.code, { bookings: [item] }), 422, 'GIFT_CARD.NOT_HONOURED_HERE');
    // The hour is still free: nothing was booked.
    const free = await post('/bookings', createBookingBody({ bookings: [item] }));
    expect({ status: free.status, body: free.status === 201 ? null : free.body }).toEqual({ status: 201, body: null });
  });

  it('gives the card back what a booking spent when the client cancels it, and the summary says so', async () => {
    const card = await aCard(30000);
    const response = await bookWith(card.code);
    expect(await balanceOf(card.id)).toBe(12000);
    const [booked] = (response.body as Schemas['CreateBookingResponse']).bookings;
    const cancelled = await post('/bookings/cancel_booking', { confirmation_code: booked?.confirmation_code });
    expect(cancelled.status).toBe(200);
    expect(await balanceOf(card.id)).toBe(30000);
    expect((await summaryOf(response)).gift_card_payment).toEqual({
      last_four: [card.code.slice(-4)],
      paid: 0,
      left_to_pay: 0,
    });
    // Cancelling again gives nothing more.
    await post('/bookings/cancel_booking', { confirmation_code: booked?.confirmation_code });
    expect(await balanceOf(card.id)).toBe(30000);
  });
});
