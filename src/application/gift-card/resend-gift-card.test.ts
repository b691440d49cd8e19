import { describe, expect, it } from 'vitest';
import type { Instant } from '#domain/calendar/instant';
import type { LocalDate } from '#domain/calendar/local-date';
import type { GiftCardProductId } from '#domain/gift-card/gift-card-product';
import type { StaffKey, StaffKeyVerifier } from '../ports/server/staff-key-verifier';
import { codeNumber, OTHER_COMPANY, PROVIDENCIA, SALON } from './gift-card-scene.test-support';
import {
  emptyGiftCardPurchaseState,
  inMemoryGiftCardPurchaseTransactions,
} from './in-memory-gift-card-purchases.test-support';
import { inMemoryGiftCards } from './in-memory-gift-cards.test-support';
import { issueGiftCard } from './issue-gift-card';
import { labelledGiftCardCodeSealer } from './labelled-gift-card-code-sealer.test-support';
import { resendGiftCard } from './resend-gift-card';

// Issue 31 "Staff": `reserva gift-cards resend` (docs/adr/0108, docs/adr/0112) over the in-memory
// stores: the card's sealed code opened and its giving mail owed again, or a clear refusal.

const NOW = Date.UTC(2026, 11, 1, 12, 0) as Instant;
const PESOS = { unit: '$', delimiter: '.', separator: ',' };
const SEALER = labelledGiftCardCodeSealer('resend-test');
const terms = {
  face: { minor: 2_000_000, currency: 'CLP' },
  expiresOn: '2027-12-01' as LocalDate,
  honouredAt: [PROVIDENCIA],
};

function staff() {
  const state = emptyGiftCardPurchaseState();
  const sites = new Map([[PROVIDENCIA, { companyId: SALON, countryCode: 'cl', timeZone: 'America/Santiago' }]]);
  const giftCardPurchases = inMemoryGiftCardPurchaseTransactions(state, sites, new Map());
  const keys = new Map<string, StaffKey>([
    ['salon', { id: 2, label: 'front desk', companyId: SALON }],
    ['other', { id: 3, label: 'other', companyId: OTHER_COMPANY }],
  ]);
  const staffKeys: StaffKeyVerifier = { verify: (presented) => Promise.resolve(keys.get(presented)) };
  const companySlugs = {
    companyBySlug: (slug: string) =>
      Promise.resolve(slug === 'salon-aurora' ? { id: SALON, slug, name: 'Salón Aurora', currency: PESOS } : undefined),
  };
  const resend = resendGiftCard({
    staffKeys,
    companySlugs,
    giftCards: inMemoryGiftCards(state.giftCards),
    clock: { now: () => NOW },
    giftCardPurchases,
    giftCardCodeSealer: SEALER,
  });
  /** A card issued with its seal; bought online (a purchase names it) when `bought`. */
  const aCard = (number: number, bought: boolean) =>
    giftCardPurchases.inTransaction(async ({ purchases, giftCards }) => {
      const card = (
        await issueGiftCard({
          giftCards,
          giftCardCodes: { newCode: () => codeNumber(number) },
          giftCardCodeSealer: SEALER,
        })({
          companyId: SALON,
          productId: null,
          terms,
        })
      )._unsafeUnwrap();
      if (!bought) return card;
      const inserted = await purchases.insert({
        locationId: PROVIDENCIA,
        productId: 1 as GiftCardProductId,
        accessToken: `token-${String(number)}`,
        purchase: {
          amount: 20000,
          consumerName: 'Tomás',
          consumerEmail: 'tomas@example.cl',
          message: null,
          sendDay: { _tag: 'SendNow' },
          buyer: {
            firstName: 'Ana',
            lastName: 'Soto',
            email: 'ana@example.cl',
            phone: '+56922223333',
            identificationNumber: null,
          },
        },
        terms: { amount: 20000, currency: 'CLP', validityMonths: 12, honouredAt: [PROVIDENCIA] },
        madeAt: NOW,
        pendingCap: 5,
      });
      if (inserted._tag !== 'Inserted') throw new Error('the purchase was not stored');
      const { id } = inserted;
      await purchases.storeCard(id, card.id);
      return card;
    });
  return { state, resend, aCard };
}

const salon = { apiKey: 'salon', companySlug: 'salon-aurora' };

describe('staff resending a gift card', () => {
  it('owes the mail that gave it again, at once, its seal opening to the card’s own code', async () => {
    const { state, resend, aCard } = staff();
    const card = await aCard(7, true);
    const shown = (await resend({ ...salon, cardId: card.id }))._unsafeUnwrap();
    expect(shown.card.id).toBe(card.id);
    expect(state.mails).toHaveLength(1);
    const [mail] = state.mails;
    expect(mail).toMatchObject({ kind: 'given', cardId: card.id, at: null });
    expect(SEALER.open(mail?.sealedCode ?? new Uint8Array(), card.id)).toBe(card.code);
  });

  it('refuses a card no purchase made, a seal that does not open, and a voided card, owing nothing', async () => {
    const { state, resend, aCard } = staff();
    const byHand = await aCard(8, false);
    expect((await resend({ ...salon, cardId: byHand.id }))._unsafeUnwrapErr().code).toBe('GIFT_CARD.NOT_RESENDABLE');
    const bought = await aCard(9, true);
    const cards = inMemoryGiftCards(state.giftCards);
    await cards.storeSealedCode(bought.id, labelledGiftCardCodeSealer('another-key').seal(bought.code, bought.id));
    expect((await resend({ ...salon, cardId: bought.id }))._unsafeUnwrapErr().code).toBe('GIFT_CARD.NOT_RESENDABLE');
    const voided = await aCard(10, true);
    await cards.append(voided.id, { _tag: 'Voided', amount: 2_000_000 });
    expect((await resend({ ...salon, cardId: voided.id }))._unsafeUnwrapErr().code).toBe('GIFT_CARD.VOIDED');
    expect(state.mails).toEqual([]);
  });

  it('finds another company’s card as no card, and refuses another company’s key', async () => {
    const { resend, aCard } = staff();
    const card = await aCard(11, true);
    expect(
      (await resend({ apiKey: 'other', companySlug: 'salon-aurora', cardId: card.id }))._unsafeUnwrapErr().code,
    ).toBe('AUTH.OTHER_COMPANY');
    expect((await resend({ ...salon, cardId: 999 as never }))._unsafeUnwrapErr().code).toBe('GIFT_CARD.NOT_FOUND');
  });
});
