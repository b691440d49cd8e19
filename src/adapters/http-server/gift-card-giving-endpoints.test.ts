import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Instant } from '#domain/calendar/instant';
import { formatGiftCardCode, GIFT_CARD_CODE_BYTES, giftCardCodeFromBytes } from '#domain/gift-card/gift-card-code';
import type { GiftCardId } from '#domain/gift-card/gift-card-ledger';
import type { components } from '../http/booking-api.generated';
import { DEMO_STAFF_API_KEY } from '../persistence/demo/demo-bookings';
import { DEMO_COMPANY, DEMO_LOCATION } from '../persistence/demo/demo-ids';
import { aPaidGiftCard } from '../persistence/paid-gift-card.test-support';
import { readBack } from '../persistence/read-back.test-support';
import { sqlGiftCards } from '../persistence/sql-gift-cards';
import { aesGcmGiftCardCodeSealer, DEV_LINK_KEY } from '../security/aes-gcm-code-sealer';
import { expectFailure, seededTestServer, unchanged, type TestServer } from './test-server.test-support';

// A gift card's giving end to end (issue 31 "Giving", "Staff"; docs/adr/0112): staff resend a card
// bought online (POST /staff/companies/{slug}/gift_cards/{id}/resend), and the card's printable
// page opens by its mail's link (GET /gift_cards/{id}/printable/{token}), through the Hono app,
// the contract's checks, the use cases and the SQL adapters on a PGlite holding the demo data.

type Schemas = components['schemas'];

/** Tuesday 2026-12-01, 08:00 in Santiago. */
const NOW = Date.parse('2026-12-01T11:00:00Z') as Instant;
const SEALER = aesGcmGiftCardCodeSealer(DEV_LINK_KEY);

let server: TestServer;
let drawn = 0;
const aCode = () => {
  const bytes = new Uint8Array(GIFT_CARD_CODE_BYTES);
  bytes[0] = 0x6b;
  bytes[9] = drawn += 1;
  return giftCardCodeFromBytes(bytes);
};

/** A card bought online and paid: its purchase, its code sealed, its mails owed. */
const aPaidCard = (message: string | null = 'Para Tomás <con cariño> & más') =>
  aPaidGiftCard(server.database, { code: aCode(), sealer: SEALER, now: NOW, message });

let barberKey: string;

beforeAll(async () => {
  server = await seededTestServer({ clock: { now: () => NOW } });
  const response = await server.client.request('/staff/companies/barberia-portena/api_keys', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'api-key': DEMO_STAFF_API_KEY },
    body: JSON.stringify({ label: 'giving' }),
  });
  barberKey = (response.body as Schemas['IssuedStaffApiKey']).api_key;
}, 60_000);

afterAll(async () => {
  await server.dispose();
});

const resend = (apiKey: string | null, id: number, slug = 'salon-aurora') =>
  server.client.request(`/staff/companies/${slug}/gift_cards/${String(id)}/resend`, {
    method: 'POST',
    headers: apiKey === null ? {} : { 'api-key': apiKey },
  });

const givenMailsOf = async (id: number) =>
  (
    await readBack(server.database).query<{ n: number }>(
      `SELECT count(*)::int AS n FROM notification_outbox o JOIN gift_card_purchases u ON u.id = o.gift_card_purchase_id
        WHERE u.gift_card_id = $1 AND o.kind = 'gift_card_given'`,
      [id],
    )
  )[0]?.n;

describe('resending a gift card (POST …/gift_cards/{id}/resend)', () => {
  it('owes the mail that gave the card once more, and answers its statement, never its code', async () => {
    const card = await aPaidCard();
    expect(await givenMailsOf(card.id)).toBe(1);
    const response = await resend(DEMO_STAFF_API_KEY, card.id);
    expect(response.status).toBe(200);
    const body = response.body as Schemas['GiftCardStatement'];
    expect(body.gift_card).toMatchObject({ id: card.id, last_four: card.code.slice(-4), status: 'active' });
    expect(JSON.stringify(body)).not.toContain(card.code);
    expect(await givenMailsOf(card.id)).toBe(2);
  });

  it('refuses a card not bought online (409 GIFT_CARD.NOT_RESENDABLE) and a voided one (422 GIFT_CARD.VOIDED), owing nothing', async () => {
    const issued = await sqlGiftCards(server.database).issue({
      code: aCode(),
      companyId: DEMO_COMPANY.salon,
      productId: null,
      terms: {
        face: { minor: 100_000, currency: 'CLP' },
        expiresOn: '2027-12-01' as never,
        honouredAt: [DEMO_LOCATION.providencia],
      },
    });
    if (issued._tag !== 'Issued') throw new Error('not issued');
    const paid = await aPaidCard();
    await server.client.request(`/staff/companies/salon-aurora/gift_cards/${String(paid.id)}/void`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'api-key': DEMO_STAFF_API_KEY },
      body: JSON.stringify({ reason: 'Refunded' }),
    });
    await unchanged(server, async () => {
      expectFailure(await resend(DEMO_STAFF_API_KEY, issued.id), 409, 'GIFT_CARD.NOT_RESENDABLE');
      expectFailure(await resend(DEMO_STAFF_API_KEY, paid.id), 422, 'GIFT_CARD.VOIDED');
    });
    expect(await givenMailsOf(paid.id)).toBe(1);
  });

  it('is authorised as every staff gift card call: no key 401, another company’s key 403, another company’s card 404', async () => {
    const card = await aPaidCard();
    await unchanged(server, async () => {
      expectFailure(await resend(null, card.id), 401, 'AUTH.UNAUTHENTICATED');
      expectFailure(await resend(barberKey, card.id), 403, 'AUTH.OTHER_COMPANY');
      expectFailure(await resend(DEMO_STAFF_API_KEY, card.id, 'barberia-portena'), 404, 'GIFT_CARD.NOT_FOUND');
      expectFailure(await resend(DEMO_STAFF_API_KEY, 2_000_000), 404, 'GIFT_CARD.NOT_FOUND');
    });
  });
});

describe('voiding a gift card whose mail is still owed (docs/adr/0112)', () => {
  it('gives up its mail to the person it is for, keeping the receipt and the business notice', async () => {
    const paid = await aPaidCard(null);
    const owed = () =>
      readBack(server.database).query<{ kind: string; given_up: boolean }>(
        `SELECT o.kind, o.failed_at IS NOT NULL AS given_up FROM notification_outbox o
           JOIN gift_card_purchases u ON u.id = o.gift_card_purchase_id
          WHERE u.gift_card_id = $1 AND o.sent_at IS NULL ORDER BY o.kind`,
        [paid.id],
      );
    expect((await owed()).find((row) => row.kind === 'gift_card_given')).toEqual({
      kind: 'gift_card_given',
      given_up: false,
    });
    const voided = await server.client.request(`/staff/companies/salon-aurora/gift_cards/${String(paid.id)}/void`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'api-key': DEMO_STAFF_API_KEY },
      body: JSON.stringify({ reason: 'Refunded before Christmas' }),
    });
    expect(voided.status).toBe(200);
    const after = await owed();
    expect(after.find((row) => row.kind === 'gift_card_given')).toEqual({ kind: 'gift_card_given', given_up: true });
    expect(after.filter((row) => row.kind !== 'gift_card_given').every((row) => !row.given_up)).toBe(true);
  });
});

describe("a gift card's printable page (GET /gift_cards/{id}/printable/{token})", () => {
  const pageOf = async (id: number, token: string) => {
    const response = await server.app.request(`/gift_cards/${String(id)}/printable/${token}`);
    return { status: response.status, type: response.headers.get('content-type'), html: await response.text() };
  };
  const tokenOf = (card: { id: GiftCardId; code: ReturnType<typeof aCode> }) =>
    Buffer.from(SEALER.sealPageToken(card.code, card.id)).toString('base64url');

  it('shows the company, the code in groups of four, amount, last day, where honoured and the message escaped, with print styles', async () => {
    const card = await aPaidCard();
    const page = await pageOf(card.id, tokenOf(card));
    expect(page.status).toBe(200);
    expect(page.type).toContain('text/html');
    expect(page.html).toContain(formatGiftCardCode(card.code));
    expect(page.html).toContain('$25.000');
    expect(page.html).toContain('miércoles 1 de diciembre de 2027');
    expect(page.html).toContain('Para Tomás &lt;con cariño&gt; &amp; más');
    expect(page.html).not.toContain('<con cariño>');
    expect(page.html).toContain('@media print');
  });

  it('answers a wrong token, another card’s, the stored seal and a voided card with the same 404 page', async () => {
    const card = await aPaidCard();
    const other = await aPaidCard();
    const stored = await sqlGiftCards(server.database).sealedCode(card.id);
    const notFound = [
      await pageOf(card.id, 'AAAAAAAAAAAAAAAAAAAAAAAA'),
      await pageOf(card.id, tokenOf(other)),
      await pageOf(card.id, Buffer.from(stored ?? new Uint8Array()).toString('base64url')),
    ];
    await server.client.request(`/staff/companies/salon-aurora/gift_cards/${String(card.id)}/void`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'api-key': DEMO_STAFF_API_KEY },
      body: JSON.stringify({ reason: 'Refunded' }),
    });
    notFound.push(await pageOf(card.id, tokenOf(card)));
    for (const page of notFound) {
      expect(page.status).toBe(404);
      expect(page.type).toContain('text/html');
      expect(page.html).not.toContain(formatGiftCardCode(card.code));
    }
  });
});
