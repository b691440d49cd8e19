import { describe, expect, it } from 'vitest';
import { spendGiftCard } from '#application/gift-card/spend-gift-card';
import type { LocalDate } from '#domain/calendar/local-date';
import { formatGiftCardCode, GIFT_CARD_CODE_BYTES, giftCardCodeFromBytes } from '#domain/gift-card/gift-card-code';
import { DEMO_BOOKING } from '#adapters/persistence/demo/demo-bookings';
import { DEMO_COMPANY, DEMO_LOCATION } from '#adapters/persistence/demo/demo-ids';
import { sqlGiftCards } from '#adapters/persistence/sql-gift-cards';
import { sqlGiftCardLedgers } from '#adapters/persistence/sql-transactions';
import { aPaidGiftCard } from '#adapters/persistence/paid-gift-card.test-support';
import { aesGcmGiftCardCodeSealer, DEV_LINK_KEY } from '#adapters/security/aes-gcm-code-sealer';
import type { Instant } from '#domain/calendar/instant';
import { cliOverDemoServer } from '../cli-over-demo-server.test-support';
import { EXIT } from '../exit-codes';

// `reserva gift-cards list|show|void|resend --company SLUG` over the demo data (issue 31 "Staff";
// docs/adr/0108): the company's cards with amounts written its way, one card's ledger by id or by
// code, voiding with a reason, idempotent; never a code.

const { reserva, server } = cliOverDemoServer();

let drawn = 0;
async function aCard(face: number, expiresOn = '2027-11-30', companyId = DEMO_COMPANY.salon) {
  const bytes = new Uint8Array(GIFT_CARD_CODE_BYTES);
  bytes[0] = 0x3c;
  bytes[9] = drawn += 1;
  const code = giftCardCodeFromBytes(bytes);
  const honouredAt = companyId === DEMO_COMPANY.salon ? [DEMO_LOCATION.providencia] : [DEMO_LOCATION.palermo];
  const issued = await sqlGiftCards(server().database).issue({
    code,
    companyId,
    productId: null,
    terms: { face: { minor: face, currency: 'CLP' }, expiresOn: expiresOn as LocalDate, honouredAt },
  });
  if (issued._tag !== 'Issued') throw new Error('not issued');
  return { id: issued.id, code };
}

describe('listing a company’s gift cards from the CLI', () => {
  it('prints a table of the cards, their last four, status and amounts in the company’s pesos, and filters by status', async () => {
    const active = await aCard(2_500_000);
    const expired = await aCard(1_000_050, '2026-11-30');
    const listed = await reserva(['gift-cards', 'list', '--company', 'salon-aurora']);
    expect(listed.code).toBe(EXIT.ok);
    expect(listed.stdout).toMatch(
      new RegExp(
        `${String(active.id)}\\s.*····-····-····-${active.code.slice(-4)}.*active.*\\$25\\.000.*\\$25\\.000.*2027-11-30`,
      ),
    );
    expect(listed.stdout).toMatch(new RegExp(`${String(expired.id)}\\s.*expired.*\\$10\\.000,50`));
    expect(listed.stdout).not.toContain(active.code.slice(0, 12));
    const onlyExpired = await reserva([
      '--json',
      'gift-cards',
      'list',
      '--company',
      'salon-aurora',
      '--status',
      'expired',
    ]);
    const cards = (onlyExpired.json() as { giftCards: { id: number; status: string }[] }).giftCards;
    expect(cards.map((card) => card.id)).toContain(expired.id);
    expect(cards.every((card) => card.status === 'expired')).toBe(true);
  });

  it('refuses a status that is none before asking, and another company’s key', async () => {
    expect((await reserva(['gift-cards', 'list', '--company', 'salon-aurora', '--status', 'lost'])).code).toBe(
      EXIT.usage,
    );
    const key = (await reserva(['keys', 'create', '--company', 'barberia-portena'])).stdout.trim();
    const other = await reserva(['gift-cards', 'list', '--company', 'salon-aurora'], { env: { RESERVA_API_KEY: key } });
    expect(other.code).toBe(EXIT.refused);
    expect(other.stderr).toContain('AUTH.OTHER_COMPANY');
  });
});

describe('showing a gift card from the CLI', () => {
  it('shows the card and its ledger by id, and the same by its code however read out', async () => {
    const card = await aCard(2_000_000);
    await spendGiftCard({ giftCardLedgers: sqlGiftCardLedgers(server().database) })({
      code: card.code,
      bookingId: DEMO_BOOKING.cutAndShave.cutId,
      due: { minor: 1_250_000, currency: 'CLP' },
      locationId: DEMO_LOCATION.providencia,
      today: '2026-12-01' as LocalDate,
    });
    const shown = await reserva(['gift-cards', 'show', '--company', 'salon-aurora', String(card.id)]);
    expect(shown.code).toBe(EXIT.ok);
    expect(shown.stdout).toContain(
      `Gift card ${String(card.id)} (····-····-····-${card.code.slice(-4)}) of Salón Aurora: active.`,
    );
    expect(shown.stdout).toContain('Value $20.000, balance $7.500, last day 2027-11-30, honoured at locations 1.');
    expect(shown.stdout).toMatch(
      new RegExp(`spent\\s.*\\$12\\.500\\s.*${String(DEMO_BOOKING.cutAndShave.cutId)}\\s.*\\$7\\.500`),
    );
    const typed = formatGiftCardCode(card.code).toLowerCase().replace(/-/g, ' ');
    const byCode = await reserva(['--json', 'gift-cards', 'show', '--company', 'salon-aurora', typed]);
    const byId = await reserva(['--json', 'gift-cards', 'show', '--company', 'salon-aurora', String(card.id)]);
    expect(byCode.json()).toEqual(byId.json());
    expect(byCode.stdout).not.toContain(card.code.slice(0, 12));
  });

  it('answers an unknown card and another company’s card not found, and a malformed code refused (exit 1)', async () => {
    const theirs = await aCard(1_000_000, '2027-11-30', DEMO_COMPANY.barbershop);
    for (const named of [String(theirs.id), theirs.code, '1999999999']) {
      const missing = await reserva(['gift-cards', 'show', '--company', 'salon-aurora', named]);
      expect(missing.code).toBe(EXIT.refused);
      expect(missing.stderr).toContain('GIFT_CARD.NOT_FOUND');
    }
    const malformed = await reserva(['gift-cards', 'show', '--company', 'salon-aurora', 'ABCD-EFGH']);
    expect(malformed.code).toBe(EXIT.refused);
    expect(malformed.stderr).toContain('GIFT_CARD.MALFORMED_CODE');
  });
});

describe('voiding a gift card from the CLI', () => {
  it('voids with a reason, says what it took, and says "already voided" the second time', async () => {
    const card = await aCard(1_500_000);
    const args = ['gift-cards', 'void', '--company', 'salon-aurora', String(card.id), '--reason', 'refunded'];
    const voided = await reserva(args);
    expect(voided.code).toBe(EXIT.ok);
    expect(voided.stdout).toContain(`is voided: $15.000 taken off its balance.`);
    const again = await reserva(args);
    expect(again.code).toBe(EXIT.ok);
    expect(again.stdout).toMatch(/was already voided on \d{4}-\d{2}-\d{2}; nothing changed\./);
    const json = (await reserva(['--json', ...args])).json() as {
      alreadyVoided: boolean;
      giftCard: { status: string };
    };
    expect(json).toMatchObject({ alreadyVoided: true, giftCard: { status: 'voided' } });
  });

  it('requires a reason and an id before asking', async () => {
    const card = await aCard(1_500_000);
    expect((await reserva(['gift-cards', 'void', '--company', 'salon-aurora', String(card.id)])).code).toBe(EXIT.usage);
    const byCode = await reserva(['gift-cards', 'void', '--company', 'salon-aurora', card.code, '--reason', 'x']);
    expect(byCode.code).toBe(EXIT.usage);
    const shown = (
      await reserva(['--json', 'gift-cards', 'show', '--company', 'salon-aurora', String(card.id)])
    ).json();
    expect(shown).toMatchObject({ giftCard: { status: 'active' } });
  });
});

describe('resending a gift card from the CLI (docs/adr/0112)', () => {
  it('mails a card bought online to the person it is for again, and refuses one that was not, naming why', async () => {
    const paid = await aPaidGiftCard(server().database, {
      code: giftCardCodeFromBytes(Uint8Array.from([0x3d, 0, 0, 0, 0, 0, 0, 0, 0, (drawn += 1)])),
      sealer: aesGcmGiftCardCodeSealer(DEV_LINK_KEY),
      now: Date.parse('2026-11-29T12:00:00Z') as Instant,
    });
    const resent = await reserva(['gift-cards', 'resend', '--company', 'salon-aurora', String(paid.id)]);
    expect(resent.code).toBe(EXIT.ok);
    expect(resent.stdout).toContain(
      `Gift card ${String(paid.id)} (····-····-····-${paid.code.slice(-4)}) is mailed again`,
    );
    expect(resent.stdout).not.toContain(paid.code.slice(0, 12));
    const byHand = await aCard(1_000_000);
    const refused = await reserva(['gift-cards', 'resend', '--company', 'salon-aurora', String(byHand.id)]);
    expect(refused.code).toBe(EXIT.refused);
    expect(refused.stderr).toContain('cannot be sent again');
    expect((await reserva(['gift-cards', 'resend', String(paid.id)])).code).toBe(EXIT.usage);
  });
});
