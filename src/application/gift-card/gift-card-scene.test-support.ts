import type { LocalDate } from '#domain/calendar/local-date';
import { GIFT_CARD_CODE_BYTES, giftCardCodeFromBytes, type GiftCardCode } from '#domain/gift-card/gift-card-code';
import type { GiftCardId, GiftCardTerms } from '#domain/gift-card/gift-card-ledger';
import { companyId, locationId } from '#domain/shared/ids.test-support';
import { inMemoryGiftCardLedgers, inMemoryGiftCards } from './in-memory-gift-cards.test-support';

// Test support: the gift card use cases' scene — the in-memory store and its unit of work, the
// salon (company 1, locations 1 and 2; location 3 is another branch that does not take its
// cards), and cards issued in it.

export const SALON = companyId(1);
export const OTHER_COMPANY = companyId(2);
export const PROVIDENCIA = locationId(1);
export const NUNOA = locationId(2);
export const ELSEWHERE = locationId(3);
export const TODAY = '2026-12-01' as LocalDate;

export const clp = (minor: number) => ({ minor, currency: 'CLP' });

/** The nth code: distinct for each n. */
export function codeNumber(n: number): GiftCardCode {
  const bytes = new Uint8Array(GIFT_CARD_CODE_BYTES);
  new DataView(bytes.buffer).setUint32(GIFT_CARD_CODE_BYTES - 4, n);
  return giftCardCodeFromBytes(bytes);
}

export function giftCardScene() {
  const { transactions, state } = inMemoryGiftCardLedgers();
  const giftCards = inMemoryGiftCards(state);
  let issued = 0;
  return {
    transactions,
    state,
    giftCards,
    /** A card of the salon honoured at Providencia and Ñuñoa until 2027-11-30, with its code. */
    async aCard(face: number, terms: Partial<GiftCardTerms> = {}): Promise<{ id: GiftCardId; code: GiftCardCode }> {
      issued += 1;
      const code = codeNumber(issued);
      const outcome = await giftCards.issue({
        code,
        companyId: SALON,
        productId: null,
        terms: { face: clp(face), expiresOn: '2027-11-30' as LocalDate, honouredAt: [PROVIDENCIA, NUNOA], ...terms },
      });
      if (outcome._tag !== 'Issued') throw new Error('the card was not issued');
      return { id: outcome.id, code };
    },
    /** The card's movements as stored. */
    movementsOf: (id: GiftCardId) => state.movements.filter((each) => each.cardId === id).map((each) => each.movement),
  };
}
