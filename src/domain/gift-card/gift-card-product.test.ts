import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyNearLocalDate } from '../calendar/calendar.arbitraries';
import { dateParts, daysInMonth, dayNumber, type LocalDate } from '../calendar/local-date';
import type { LocationId } from '../storefront/company.plain';
import { anyGiftCardAmount, anyGiftCardProduct } from './gift-card-product.arbitraries';
import {
  giftCardAmount,
  giftCardExpiresOn,
  giftCardProduct,
  honoursAt,
  type GiftCardProduct,
  type GiftCardWorth,
} from './gift-card-product';

const withWorth = (product: GiftCardProduct, worth: GiftCardWorth): GiftCardProduct => ({ ...product, worth });
const amounts = (fixed: readonly number[], free: { minimum: number; maximum: number } | null): GiftCardWorth => ({
  _tag: 'ChosenAmount',
  fixed,
  free,
});
const anyProduct = anyGiftCardProduct;
/** The fixed amounts a product lists; none for a card worth a service. */
const fixedOf = (product: GiftCardProduct) => (product.worth._tag === 'ChosenAmount' ? product.worth.fixed : []);

describe('a gift card product (issue 31: fixed amounts and/or a free amount, or a service)', () => {
  it('is made of any facts that keep its rules', () => {
    fc.assert(
      fc.property(anyProduct, (product) => {
        expect(giftCardProduct(product)._unsafeUnwrap()).toBe(product);
      }),
    );
  });

  it('refuses a product with no way to pick an amount', () => {
    fc.assert(
      fc.property(anyProduct, (product) => {
        expect(giftCardProduct(withWorth(product, amounts([], null)))._unsafeUnwrapErr().code).toBe(
          'GIFT_CARD.NO_AMOUNT',
        );
      }),
    );
  });

  it('refuses a free range whose minimum is above its maximum', () => {
    fc.assert(
      fc.property(anyProduct, anyGiftCardAmount, anyGiftCardAmount, (product, one, other) => {
        fc.pre(one !== other);
        const free = { minimum: Math.max(one, other), maximum: Math.min(one, other) };
        expect(giftCardProduct(withWorth(product, amounts([], free)))._unsafeUnwrapErr()).toEqual({
          _tag: 'GiftCardProductInvalid',
          code: 'GIFT_CARD.FREE_AMOUNT_REVERSED',
          ...free,
        });
      }),
    );
  });

  it('refuses amounts that are not money: zero, negative, or a fraction of a cent', () => {
    fc.assert(
      fc.property(
        anyProduct,
        fc.constantFrom(0, -1000, 10.005, Number.NaN, Number.POSITIVE_INFINITY),
        (product, bad) => {
          expect(giftCardProduct(withWorth(product, amounts([bad], null)))._unsafeUnwrapErr().code).toBe(
            'GIFT_CARD.AMOUNT_NOT_MONEY',
          );
        },
      ),
    );
  });

  it('lasts at least one whole month and at most ten years', () => {
    fc.assert(
      fc.property(anyProduct, fc.constantFrom(0, -1, 1.5, 121), (product, months) => {
        expect(giftCardProduct({ ...product, validityMonths: months })._unsafeUnwrapErr()).toEqual({
          _tag: 'GiftCardProductInvalid',
          code: 'GIFT_CARD.VALIDITY',
          months,
        });
      }),
    );
  });

  it('is honoured somewhere, and exactly where it says', () => {
    fc.assert(
      fc.property(anyProduct, fc.integer({ min: 1, max: 60 }), (product, location) => {
        expect(honoursAt(product, location as LocationId)).toBe(product.honouredAt.includes(location as LocationId));
        expect(giftCardProduct({ ...product, honouredAt: [] })._unsafeUnwrapErr().code).toBe(
          'GIFT_CARD.HONOURED_NOWHERE',
        );
      }),
    );
  });
});

describe("choosing a card's amount (issue 31)", () => {
  it('takes any fixed amount the product lists, as it is', () => {
    fc.assert(
      fc.property(anyProduct, fc.nat(), (product, pick) => {
        const fixed = fixedOf(product);
        fc.pre(fixed.length > 0);
        const amount = fixed[pick % fixed.length] ?? 0;
        expect(giftCardAmount(product, { _tag: 'FixedAmount', amount })._unsafeUnwrap()).toBe(amount);
      }),
    );
  });

  it('refuses a fixed amount the product does not list, naming those it does', () => {
    fc.assert(
      fc.property(anyProduct, anyGiftCardAmount, (product, amount) => {
        const fixed = fixedOf(product);
        fc.pre(fixed.length > 0);
        fc.pre(!fixed.includes(amount));
        expect(giftCardAmount(product, { _tag: 'FixedAmount', amount })._unsafeUnwrapErr()).toEqual({
          _tag: 'GiftCardAmountRefused',
          code: 'GIFT_CARD.AMOUNT_NOT_LISTED',
          amount,
          listed: fixed,
        });
      }),
    );
  });

  it('takes a free amount of whole cents exactly when it lies within the range, both ends included', () => {
    fc.assert(
      fc.property(
        anyGiftCardAmount,
        anyGiftCardAmount,
        fc.integer({ min: 1, max: 1_000_000_000 }),
        anyProduct,
        (one, other, cents, product) => {
          const free = { minimum: Math.min(one, other), maximum: Math.max(one, other) };
          const card = withWorth(product, amounts([], free));
          const amount = cents / 100;
          const inside = amount >= free.minimum && amount <= free.maximum;
          const chosen = giftCardAmount(card, { _tag: 'FreeAmount', amount });
          if (inside) expect(chosen._unsafeUnwrap()).toBe(amount);
          else expect(chosen._unsafeUnwrapErr()).toMatchObject({ code: 'GIFT_CARD.AMOUNT_OUT_OF_RANGE', ...free });
          expect(giftCardAmount(card, { _tag: 'FreeAmount', amount: free.minimum })._unsafeUnwrap()).toBe(free.minimum);
          expect(giftCardAmount(card, { _tag: 'FreeAmount', amount: free.maximum })._unsafeUnwrap()).toBe(free.maximum);
        },
      ),
    );
  });

  it('refuses a free amount that is a fraction of a cent, even inside the range', () => {
    const card = withWorth(
      fc.sample(anyProduct, 1)[0] as GiftCardProduct,
      amounts([], { minimum: 10_000, maximum: 200_000 }),
    );
    expect(giftCardAmount(card, { _tag: 'FreeAmount', amount: 15_000.005 })._unsafeUnwrapErr().code).toBe(
      'GIFT_CARD.AMOUNT_NOT_MONEY',
    );
    expect(giftCardAmount(card, { _tag: 'FreeAmount', amount: 15_000.5 })._unsafeUnwrap()).toBe(15_000.5);
  });

  it('refuses a way the product does not offer', () => {
    fc.assert(
      fc.property(anyProduct, anyGiftCardAmount, (product, amount) => {
        const worth = product.worth;
        const offered =
          worth._tag === 'ServiceWorth'
            ? { fixed: false, free: false, service: true }
            : { fixed: worth.fixed.length > 0, free: worth.free !== null, service: false };
        const notOffered = { _tag: 'GiftCardAmountRefused', code: 'GIFT_CARD.CHOICE_NOT_OFFERED' };
        if (!offered.fixed)
          expect(giftCardAmount(product, { _tag: 'FixedAmount', amount })._unsafeUnwrapErr()).toEqual(notOffered);
        if (!offered.free && worth._tag === 'ChosenAmount' && !worth.fixed.includes(amount))
          expect(giftCardAmount(product, { _tag: 'FreeAmount', amount })._unsafeUnwrapErr()).toEqual({
            _tag: 'GiftCardAmountRefused',
            code: 'GIFT_CARD.AMOUNT_NOT_LISTED',
            amount,
            listed: worth.fixed,
          });
        if (!offered.free && worth._tag === 'ServiceWorth')
          expect(giftCardAmount(product, { _tag: 'FreeAmount', amount })._unsafeUnwrapErr()).toEqual(notOffered);
        if (!offered.service)
          expect(giftCardAmount(product, { _tag: 'ServiceWorth' })._unsafeUnwrapErr()).toEqual(notOffered);
      }),
    );
  });

  it("makes a card worth a service worth the service's price", () => {
    fc.assert(
      fc.property(anyProduct, (product) => {
        const worth = product.worth;
        fc.pre(worth._tag === 'ServiceWorth');
        expect(giftCardAmount(product, { _tag: 'ServiceWorth' })._unsafeUnwrap()).toBe(worth.price);
      }),
    );
  });
});

describe("a card's last day (issue 31: validity in months)", () => {
  const monthIndex = (date: LocalDate) => dateParts(date).year * 12 + dateParts(date).month;

  it('falls the validity in calendar months later', () => {
    fc.assert(
      fc.property(anyNearLocalDate, fc.integer({ min: 1, max: 120 }), (bought, months) => {
        expect(monthIndex(giftCardExpiresOn(bought, months)) - monthIndex(bought)).toBe(months);
      }),
    );
  });

  it("keeps the day of the month, or takes the month's last day when the month is shorter", () => {
    fc.assert(
      fc.property(anyNearLocalDate, fc.integer({ min: 1, max: 120 }), (bought, months) => {
        const last = dateParts(giftCardExpiresOn(bought, months));
        expect(last.day).toBe(Math.min(dateParts(bought).day, daysInMonth(last.year, last.month)));
      }),
    );
  });

  it('comes after the day it was bought, and never earlier for a card bought later', () => {
    fc.assert(
      fc.property(anyNearLocalDate, anyNearLocalDate, fc.integer({ min: 1, max: 120 }), (one, other, months) => {
        const [early, late] = dayNumber(one) <= dayNumber(other) ? [one, other] : [other, one];
        expect(dayNumber(giftCardExpiresOn(early, months))).toBeGreaterThan(dayNumber(early));
        expect(dayNumber(giftCardExpiresOn(early, months))).toBeLessThanOrEqual(
          dayNumber(giftCardExpiresOn(late, months)),
        );
      }),
    );
  });

  it('clamps the end of January to the end of February, in common and leap years', () => {
    expect(giftCardExpiresOn('2027-01-31' as LocalDate, 1)).toBe('2027-02-28');
    expect(giftCardExpiresOn('2028-01-31' as LocalDate, 1)).toBe('2028-02-29');
    expect(giftCardExpiresOn('2026-12-01' as LocalDate, 12)).toBe('2027-12-01');
    expect(giftCardExpiresOn('2028-02-29' as LocalDate, 12)).toBe('2029-02-28');
  });
});
