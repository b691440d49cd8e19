import type { MalformedGiftCardCode } from '#domain/gift-card/gift-card-code';
import type { GiftCardBalanceChanged } from '#domain/gift-card/gift-card-booking-payment';

export { giftCardBalanceChanged } from '#domain/gift-card/gift-card-booking-payment';
import type { GiftCardRefusal } from '#domain/gift-card/gift-card-ledger';
import type { GiftCardNotResendable } from '#domain/gift-card/gift-card-resend';

// What the gift card use cases answer besides their success (issue 31; docs/adr/0106, 0107), in
// ApplicationError since checking a code and booking with one answer them over HTTP.

/**
 * No card has that code, or (for staff) the company has no such card. A well-formed code of no
 * card gets this one answer whatever other cards exist, so a wrong code tells nothing about them.
 */
export interface GiftCardNotFound {
  readonly _tag: 'GiftCardNotFound';
  readonly code: 'GIFT_CARD.NOT_FOUND';
}

export const giftCardNotFound: GiftCardNotFound = { _tag: 'GiftCardNotFound', code: 'GIFT_CARD.NOT_FOUND' };

export type GiftCardError =
  MalformedGiftCardCode | GiftCardNotFound | GiftCardRefusal | GiftCardBalanceChanged | GiftCardNotResendable;
