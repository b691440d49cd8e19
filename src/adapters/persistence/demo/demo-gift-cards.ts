import type { NewGiftCard } from '#application/ports/server/gift-cards';
import type { LocalDate } from '#domain/calendar/local-date';
import { parseGiftCardCode, type GiftCardCode } from '#domain/gift-card/gift-card-code';
import { giftCardExpiresOn } from '#domain/gift-card/gift-card-product';
import { DEMO_COMPANY, DEMO_GIFT_CARD_PRODUCT, DEMO_LOCATION } from './demo-ids';

// The demo's gift cards (issue 31; docs/adr/0113): two cards of Salón Aurora's "Tarjeta de regalo",
// so the staff's list is not empty and a newcomer can pay a booking at Providencia or Las Condes
// with a code they know (docs/demo.md). They are issued by the store's own issue
// (sqlGiftCards(…).issue) as a paid purchase's card is: only each code's digest and last four
// symbols are stored (docs/adr/0106), never the code written here.

const code = (typed: string): GiftCardCode => parseGiftCardCode(typed)._unsafeUnwrap();

/** The demo cards' codes, in clear, as a client reads them out. */
export const DEMO_GIFT_CARD_CODE = {
  /** 40.000 CLP, unspent. */
  forty: code('DEM0-AVR0-RA00-4000'),
  /** 20.000 CLP, unspent. */
  twenty: code('DEM0-AVR0-RA00-2000'),
} as const;

/** The product's validity (demo/salon-aurora.yaml, tarjeta-de-regalo). */
const VALIDITY_MONTHS = 12;

/** The demo cards, bought `today` (the salon's day), valid as the product says where it says. */
export function demoGiftCards(today: LocalDate): readonly NewGiftCard[] {
  const card = (giftCode: GiftCardCode, pesos: number): NewGiftCard => ({
    code: giftCode,
    companyId: DEMO_COMPANY.salon,
    productId: DEMO_GIFT_CARD_PRODUCT.auroraGiftCard,
    terms: {
      face: { minor: pesos * 100, currency: 'CLP' },
      expiresOn: giftCardExpiresOn(today, VALIDITY_MONTHS),
      honouredAt: [DEMO_LOCATION.providencia, DEMO_LOCATION.lasCondes],
    },
  });
  return [card(DEMO_GIFT_CARD_CODE.forty, 40_000), card(DEMO_GIFT_CARD_CODE.twenty, 20_000)];
}
