import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spendGiftCard } from '#application/gift-card/spend-gift-card';
import type { LocalDate } from '#domain/calendar/local-date';
import { formatGiftCardCode, GIFT_CARD_CODE_BYTES, giftCardCodeFromBytes } from '#domain/gift-card/gift-card-code';
import type { components } from '../http/booking-api.generated';
import { DEMO_BOOKING, DEMO_STAFF_API_KEY } from '../persistence/demo/demo-bookings';
import { DEMO_COMPANY, DEMO_LOCATION } from '../persistence/demo/demo-ids';
import { sqlGiftCards } from '../persistence/sql-gift-cards';
import { sqlGiftCardLedgers } from '../persistence/sql-transactions';
import { expectFailure, seededTestServer, unchanged, type TestServer } from './test-server.test-support';

// The staff's gift card operations end to end (issue 31 "Staff"; docs/adr/0108): through the Hono
// app, the contract's checks, the use cases and the SQL adapters on a PGlite holding the demo data.

type Schemas = components['schemas'];

/** Tuesday 2026-12-01, 08:00 in Santiago. */
const NOW = '2026-12-01T11:00:00Z';

let server: TestServer;
let drawn = 0;
const aCode = () => {
  const bytes = new Uint8Array(GIFT_CARD_CODE_BYTES);
  bytes[0] = 0x5a;
  bytes[9] = drawn += 1;
  return giftCardCodeFromBytes(bytes);
};

async function aCard(face: number, expiresOn = '2027-11-30', companyId = DEMO_COMPANY.salon) {
  const code = aCode();
  const honouredAt = companyId === DEMO_COMPANY.salon ? [DEMO_LOCATION.providencia] : [DEMO_LOCATION.palermo];
  const issued = await sqlGiftCards(server.database).issue({
    code,
    companyId,
    productId: null,
    terms: { face: { minor: face, currency: 'CLP' }, expiresOn: expiresOn as LocalDate, honouredAt },
  });
  if (issued._tag !== 'Issued') throw new Error('not issued');
  return { id: issued.id, code };
}

let salonKey: string;
let barberKey: string;

const keyFor = async (slug: string) => {
  const response = await server.client.request(`/staff/companies/${slug}/api_keys`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'api-key': DEMO_STAFF_API_KEY },
    body: JSON.stringify({ label: 'gift cards' }),
  });
  return (response.body as Schemas['IssuedStaffApiKey']).api_key;
};

beforeAll(async () => {
  server = await seededTestServer({ clock: { now: () => Date.parse(NOW) as never } });
  salonKey = await keyFor('salon-aurora');
  barberKey = await keyFor('barberia-portena');
}, 60_000);

afterAll(async () => {
  await server.dispose();
});

const withKey = (apiKey: string | null): Record<string, string> => (apiKey === null ? {} : { 'api-key': apiKey });
const list = (apiKey: string | null, query = '', slug = 'salon-aurora') =>
  server.client.get(`/staff/companies/${slug}/gift_cards${query}`, withKey(apiKey));
const show = (apiKey: string | null, id: number, slug = 'salon-aurora') =>
  server.client.get(`/staff/companies/${slug}/gift_cards/${String(id)}`, withKey(apiKey));
const post = (path: string, apiKey: string | null, body: unknown) =>
  server.client.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...withKey(apiKey) },
    body: JSON.stringify(body),
  });
const lookUp = (apiKey: string | null, code: string, slug = 'salon-aurora') =>
  post(`/staff/companies/${slug}/gift_cards/lookup`, apiKey, { code });
const voidIt = (apiKey: string | null, id: number, reason = 'Refunded to the buyer', slug = 'salon-aurora') =>
  post(`/staff/companies/${slug}/gift_cards/${String(id)}/void`, apiKey, { reason });

describe('listing a company’s gift cards (GET /staff/companies/{slug}/gift_cards)', () => {
  it('lists the company’s cards with their last four, status and amounts in pesos, filtered by status', async () => {
    const active = await aCard(2_500_000);
    const expired = await aCard(1_000_000, '2026-11-30');
    const theirs = await aCard(3_000_000, '2027-11-30', DEMO_COMPANY.barbershop);
    const all = (await list(salonKey)).body as Schemas['GiftCardList'];
    expect(all.company).toEqual({
      id: DEMO_COMPANY.salon,
      slug: 'salon-aurora',
      name: 'Salón Aurora',
      currency: { unit: '$', delimiter: '.', separator: ',' },
    });
    const mine = all.gift_cards.filter((card) => card.id === active.id || card.id === expired.id);
    expect(mine).toEqual([
      {
        id: active.id,
        last_four: active.code.slice(-4),
        status: 'active',
        face: { amount: 25_000, currency: 'CLP' },
        balance: { amount: 25_000, currency: 'CLP' },
        expires_on: '2027-11-30',
        issued_at: expect.any(String) as unknown,
      },
      expect.objectContaining({ id: expired.id, status: 'expired' }) as unknown,
    ]);
    expect(all.gift_cards.map((card) => card.id)).not.toContain(theirs.id);
    const onlyExpired = (await list(salonKey, '?status=expired')).body as Schemas['GiftCardList'];
    expect(onlyExpired.gift_cards.map((card) => card.status)).not.toContain('active');
    expect(onlyExpired.gift_cards.map((card) => card.id)).toContain(expired.id);
    expect(JSON.stringify(all)).not.toContain(active.code.slice(0, 12));
  });

  it('refuses no key (401), another company’s key (403), an unknown slug (404) and an unknown status (400)', async () => {
    expectFailure(await list(null), 401, 'AUTH.UNAUTHENTICATED');
    expectFailure(await list(barberKey), 403, 'AUTH.OTHER_COMPANY');
    expectFailure(await list(DEMO_STAFF_API_KEY, '', 'nadie-aqui'), 404, 'COMPANY.NOT_FOUND');
    expectFailure(await list(salonKey, '?status=lost'), 400, 'REQUEST.UNDECODABLE', 'status');
  });
});

describe('showing a gift card with its ledger (GET …/gift_cards/{id}, POST …/gift_cards/lookup)', () => {
  it('shows each movement with its booking, the balance it left and its date, by id and by the code as read out', async () => {
    const card = await aCard(2_000_000);
    await spendGiftCard({ giftCardLedgers: sqlGiftCardLedgers(server.database) })({
      code: card.code,
      bookingId: DEMO_BOOKING.cutAndShave.cutId,
      due: { minor: 1_250_050, currency: 'CLP' },
      locationId: DEMO_LOCATION.providencia,
      today: '2026-12-01' as LocalDate,
    });
    const byId = await show(salonKey, card.id);
    expect(byId.status).toBe(200);
    const statement = byId.body as Schemas['GiftCardStatement'];
    expect(statement.gift_card).toMatchObject({
      id: card.id,
      status: 'active',
      balance: { amount: 7_499.5, currency: 'CLP' },
      honoured_at: [DEMO_LOCATION.providencia],
    });
    expect(
      statement.gift_card.movements.map((line) => [
        line.kind,
        line.amount.amount,
        line.booking_id,
        line.balance_after.amount,
      ]),
    ).toEqual([
      ['issued', 20_000, null, 20_000],
      ['spent', 12_500.5, DEMO_BOOKING.cutAndShave.cutId, 7_499.5],
    ]);
    expect(statement.gift_card.movements.every((line) => !Number.isNaN(Date.parse(line.recorded_at)))).toBe(true);
    const typed = formatGiftCardCode(card.code).toLowerCase();
    const byCode = await lookUp(salonKey, typed);
    expect(byCode.body).toEqual(statement);
  });

  it('answers an unknown id, a code of no card and another company’s card alike: 404 GIFT_CARD.NOT_FOUND', async () => {
    const theirs = await aCard(1_000_000, '2027-11-30', DEMO_COMPANY.barbershop);
    expectFailure(await show(salonKey, 2_000_000), 404, 'GIFT_CARD.NOT_FOUND');
    expectFailure(await show(DEMO_STAFF_API_KEY, theirs.id), 404, 'GIFT_CARD.NOT_FOUND');
    expectFailure(await lookUp(salonKey, theirs.code), 404, 'GIFT_CARD.NOT_FOUND');
    expectFailure(await lookUp(salonKey, aCode()), 404, 'GIFT_CARD.NOT_FOUND');
  });

  it('refuses a malformed code before any lookup, no key, and another company’s key', async () => {
    const card = await aCard(1_000_000);
    expectFailure(await lookUp(salonKey, 'ABCD-1234'), 422, 'GIFT_CARD.MALFORMED_CODE');
    expectFailure(await lookUp(null, card.code), 401, 'AUTH.UNAUTHENTICATED');
    expectFailure(await show(null, card.id), 401, 'AUTH.UNAUTHENTICATED');
    expectFailure(await show(barberKey, card.id), 403, 'AUTH.OTHER_COMPANY');
    expectFailure(await lookUp(barberKey, card.code), 403, 'AUTH.OTHER_COMPANY');
  });
});

describe('voiding a gift card (POST …/gift_cards/{id}/void)', () => {
  it('voids with the reason, then answers a second void as already voided, changing nothing', async () => {
    const card = await aCard(1_500_000);
    const first = await voidIt(salonKey, card.id, 'Reported stolen by the buyer');
    expect(first.status).toBe(200);
    const voided = first.body as Schemas['VoidedGiftCard'];
    expect(voided.already_voided).toBe(false);
    expect(voided.gift_card.status).toBe('voided');
    expect(voided.gift_card.balance.amount).toBe(0);
    expect(voided.gift_card.movements.at(-1)).toMatchObject({
      kind: 'voided',
      amount: { amount: 15_000, currency: 'CLP' },
      reason: 'Reported stolen by the buyer',
    });
    let again: Awaited<ReturnType<typeof voidIt>> | undefined;
    await unchanged(server, async () => {
      again = await voidIt(salonKey, card.id, 'Twice');
    });
    expect(again?.status).toBe(200);
    expect(again?.body).toEqual({ ...voided, already_voided: true });
  });

  it('refuses no key, another company’s key, an unknown card and a blank reason, voiding nothing', async () => {
    const card = await aCard(1_500_000);
    await unchanged(server, async () => {
      expectFailure(await voidIt(null, card.id), 401, 'AUTH.UNAUTHENTICATED');
      expectFailure(await voidIt(barberKey, card.id), 403, 'AUTH.OTHER_COMPANY');
      expectFailure(await voidIt(DEMO_STAFF_API_KEY, card.id, 'x', 'barberia-portena'), 404, 'GIFT_CARD.NOT_FOUND');
      expectFailure(await voidIt(salonKey, 2_000_000), 404, 'GIFT_CARD.NOT_FOUND');
      expectFailure(await voidIt(salonKey, card.id, '   '), 422, 'REQUEST.INVALID', 'reason');
    });
  });
});
