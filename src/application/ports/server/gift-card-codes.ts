import type { GiftCardCode } from '#domain/gift-card/gift-card-code';

/**
 * New gift card codes (issue 31 "Codes"; docs/adr/0106). The core draws no randomness (ADR 0001):
 * an adapter draws GIFT_CARD_CODE_BYTES bytes from the operating system's CSPRNG and the domain
 * spells them (giftCardCodeFromBytes).
 */
export interface GiftCardCodes {
  /** A new code of 80 random bits, never drawn before in all likelihood; the store still refuses a code it holds. */
  newCode(): GiftCardCode;
}
