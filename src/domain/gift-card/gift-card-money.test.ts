import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { giftCardMoney, hundredthsOf, majorAmountOf } from './gift-card-money';

// Issue 31: "one currency per company"; amounts in hundredths, summed as payment-charge.ts sums
// prices (docs/adr/0106).

describe('a gift card’s money', () => {
  it('is a whole, non-negative number of hundredths of an ISO 4217 currency', () => {
    expect(giftCardMoney(1_500_000, 'CLP')._unsafeUnwrap()).toEqual({ minor: 1_500_000, currency: 'CLP' });
    for (const [minor, currency] of [
      [0.5, 'CLP'],
      [-1, 'CLP'],
      [Number.NaN, 'CLP'],
      [100, 'clp'],
      [100, '$'],
    ] as const)
      expect(giftCardMoney(minor, currency)._unsafeUnwrapErr()).toEqual({
        _tag: 'InvalidGiftCardMoney',
        code: 'GIFT_CARD.INVALID_MONEY',
      });
  });

  it('turns a price with at most two decimals into hundredths and back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999 }), (minor) => {
        const major = majorAmountOf({ minor, currency: 'USD' });
        expect(hundredthsOf(major)).toBe(minor);
      }),
    );
    expect(hundredthsOf(0.1 + 0.2)).toBe(30);
  });
});
