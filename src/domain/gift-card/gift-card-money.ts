import { err, ok, type Result } from 'neverthrow';

// A gift card's money (issue 31: "one currency per company"): an amount in hundredths of the
// currency's major unit — the unit prices are written in, summed as payment-charge.ts sums them, so
// 0.1 + 0.2 is 0.3 — and the ISO 4217 code of the company's currency (payment-currency.ts). A card
// and every movement of its ledger are in the card's currency; an amount in another is refused.

export interface GiftCardMoney {
  /** Hundredths of the major unit (CLP 15.000 is 1 500 000): a whole number, never negative. */
  readonly minor: number;
  /** ISO 4217, upper case (CLP, ARS, USD). */
  readonly currency: string;
}

/** An amount that is no money: fractional hundredths, negative, or a currency code that is none. */
export interface InvalidGiftCardMoney {
  readonly _tag: 'InvalidGiftCardMoney';
  readonly code: 'GIFT_CARD.INVALID_MONEY';
}

const CURRENCY = /^[A-Z]{3}$/;

/** Smart constructor: `minor` hundredths of `currency`. */
export function giftCardMoney(minor: number, currency: string): Result<GiftCardMoney, InvalidGiftCardMoney> {
  if (!Number.isSafeInteger(minor) || minor < 0 || !CURRENCY.test(currency))
    return err({ _tag: 'InvalidGiftCardMoney', code: 'GIFT_CARD.INVALID_MONEY' });
  return ok({ minor, currency });
}

/** A price as the catalogue writes it (the major unit, at most two decimals) in hundredths. */
export function hundredthsOf(majorAmount: number): number {
  return Math.round(majorAmount * 100);
}

/** `money` in the major unit, as prices are written and formatted (format-price.ts). */
export function majorAmountOf(money: GiftCardMoney): number {
  return money.minor / 100;
}
