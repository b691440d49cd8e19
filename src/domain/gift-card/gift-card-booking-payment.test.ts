import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar/local-date';
import { bookingId, locationId } from '../shared/ids.test-support';
import { anyGiftCardTerms } from './gift-card.arbitraries';
import {
  giftCardBalanceChanged,
  giftCardPaymentSummary,
  giftCardShares,
  spendShares,
  type CardPaymentPlace,
} from './gift-card-booking-payment';
import { giftCardBalance, issuedMovement, type GiftCardLedger, type GiftCardTerms } from './gift-card-ledger';

// Issue 31 "Spending": "its balance pays all or part of the booking (the rest online or at the
// venue …); partial balances remain"; two spends of the last balance: exactly one wins (docs/adr/0107).

const issued = (terms: GiftCardTerms): GiftCardLedger => ({ terms, movements: [issuedMovement(terms)] });
const placeOf = (terms: GiftCardTerms): CardPaymentPlace => ({
  at: terms.honouredAt[0] ?? locationId(1),
  today: terms.expiresOn,
  currency: terms.face.currency,
});
const anyDues = fc.array(fc.integer({ min: 0, max: 20_000_000 }), { minLength: 1, maxLength: 5 });

describe('what a gift card pays of a booking’s items', () => {
  it('pays min(balance, total due), item by item in order, never more than an item costs', () => {
    fc.assert(
      fc.property(anyGiftCardTerms, anyDues, (terms, dues) => {
        const total = dues.reduce((sum, due) => sum + due, 0);
        fc.pre(total > 0);
        const shares = giftCardShares(issued(terms), dues, placeOf(terms))._unsafeUnwrap();
        expect(shares.reduce((sum, share) => sum + share, 0)).toBe(Math.min(terms.face.minor, total));
        shares.forEach((share, index) => {
          expect(share).toBeGreaterThanOrEqual(0);
          expect(share).toBeLessThanOrEqual(dues[index] ?? 0);
          // An item is paid only once every item before it is paid whole.
          if (share > 0) expect(shares.slice(0, index)).toEqual(dues.slice(0, index));
        });
      }),
    );
  });

  it('refuses a card past its last day, elsewhere, in another currency, or for nothing due', () => {
    const terms: GiftCardTerms = {
      face: { minor: 10_000, currency: 'CLP' },
      expiresOn: '2026-12-31' as GiftCardTerms['expiresOn'],
      honouredAt: [locationId(1)],
    };
    const place = placeOf(terms);
    const code = (dues: readonly number[], at: Partial<CardPaymentPlace>) =>
      giftCardShares(issued(terms), dues, { ...place, ...at })._unsafeUnwrapErr().code;
    expect(code([500], { today: addDays(terms.expiresOn, 1) })).toBe('GIFT_CARD.EXPIRED');
    expect(code([500], { at: locationId(2) })).toBe('GIFT_CARD.NOT_HONOURED_HERE');
    expect(code([500], { currency: 'ARS' })).toBe('GIFT_CARD.CURRENCY_MISMATCH');
    expect(code([0, 0], {})).toBe('GIFT_CARD.AMOUNT_NOT_POSITIVE');
  });

  it('spends the planned shares over the card as planned, leaving the rest of the balance', () => {
    fc.assert(
      fc.property(anyGiftCardTerms, anyDues, (terms, dues) => {
        fc.pre(dues.some((due) => due > 0));
        const ledger = issued(terms);
        const place = placeOf(terms);
        const shares = giftCardShares(ledger, dues, place)._unsafeUnwrap();
        const planned = shares.map((amount, index) => ({ bookingId: bookingId(index + 1), amount }));
        const spends = spendShares(ledger, planned, place)._unsafeUnwrap();
        const after = { ...ledger, movements: [...ledger.movements, ...spends] };
        const paid = shares.reduce((sum, share) => sum + share, 0);
        expect(giftCardBalance(after).minor).toBe(terms.face.minor - paid);
        expect(spends.every((spend) => spend.amount > 0)).toBe(true);
      }),
    );
  });

  it('refuses the second of two bookings planned over the same last balance: exactly one is paid', () => {
    fc.assert(
      fc.property(anyGiftCardTerms, fc.integer({ min: 1, max: 20_000_000 }), (terms, due) => {
        const ledger = issued(terms);
        const place = placeOf(terms);
        // Both planned over the card as it was read, before either spent.
        const first = giftCardShares(ledger, [due], place)._unsafeUnwrap();
        const second = giftCardShares(ledger, [due], place)._unsafeUnwrap();
        const won = spendShares(ledger, [{ bookingId: bookingId(1), amount: first[0] ?? 0 }], place)._unsafeUnwrap();
        const afterWin = { ...ledger, movements: [...ledger.movements, ...won] };
        const lost = spendShares(afterWin, [{ bookingId: bookingId(2), amount: second[0] ?? 0 }], place);
        if (due >= terms.face.minor) expect(lost._unsafeUnwrapErr()).toEqual(giftCardBalanceChanged);
        // Whatever the outcome, the balance never goes below zero.
        const final = lost.isOk() ? { ...afterWin, movements: [...afterWin.movements, ...lost.value] } : afterWin;
        expect(giftCardBalance(final).minor).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('what the summary says a gift card paid', () => {
  it('says what the card kept and what the standing bookings still owe', () => {
    const summary = giftCardPaymentSummary(
      [
        { id: bookingId(1), price: 150, cancelled: false, paidByPlan: false },
        { id: bookingId(2), price: 100, cancelled: false, paidByPlan: false },
        { id: bookingId(3), price: 80, cancelled: false, paidByPlan: true },
      ],
      [
        { bookingId: bookingId(1), lastFour: 'WXYZ', spent: 15_000, returned: 0 },
        { bookingId: bookingId(2), lastFour: 'WXYZ', spent: 2_550, returned: 0 },
      ],
    );
    expect(summary).toEqual({ lastFours: ['WXYZ'], paid: 175.5, leftToPay: 74.5 });
  });

  it('counts nothing a cancelled booking got back, and nothing it owes', () => {
    const summary = giftCardPaymentSummary(
      [{ id: bookingId(1), price: 150, cancelled: true, paidByPlan: false }],
      [{ bookingId: bookingId(1), lastFour: 'WXYZ', spent: 10_000, returned: 10_000 }],
    );
    expect(summary).toEqual({ lastFours: ['WXYZ'], paid: 0, leftToPay: 0 });
  });

  it('is null when no card paid', () => {
    expect(giftCardPaymentSummary([{ id: bookingId(1), price: 1, cancelled: false, paidByPlan: false }], [])).toBe(
      null,
    );
  });
});
