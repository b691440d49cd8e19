import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, type LocalDate } from '../calendar/local-date';
import { anyNearLocalDate } from '../calendar/calendar.arbitraries';
import { giftCardStatus } from './gift-card-status';

// Issue 31 "Staff": list a company's cards by status — active, spent, expired, voided (docs/adr/0108).

const anyBalance = fc.integer({ min: 1, max: 999_999_999_999 });
const anyDays = fc.integer({ min: 1, max: 800 });

describe('a gift card’s status for staff', () => {
  it('is voided once voided, whatever its balance and last day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), anyNearLocalDate, anyNearLocalDate, (balance, last, today) => {
        expect(giftCardStatus({ voided: true, balanceMinor: balance, expiresOn: last }, today)).toBe('voided');
      }),
    );
  });

  it('is spent when nothing is left, even past its last day', () => {
    fc.assert(
      fc.property(anyNearLocalDate, anyNearLocalDate, (last, today) => {
        expect(giftCardStatus({ voided: false, balanceMinor: 0, expiresOn: last }, today)).toBe('spent');
      }),
    );
  });

  it('is expired from the day after its last day while something is left, and active until then, its last day included', () => {
    fc.assert(
      fc.property(anyBalance, anyNearLocalDate, anyDays, (balance, last, days) => {
        const card = { voided: false, balanceMinor: balance, expiresOn: last };
        expect(giftCardStatus(card, addDays(last, days))).toBe('expired');
        expect(giftCardStatus(card, last)).toBe('active');
        expect(giftCardStatus(card, addDays(last, -days))).toBe('active');
      }),
    );
  });

  it('reads the day in the card’s calendar: 2027-11-30 is still active on its last day', () => {
    const card = { voided: false, balanceMinor: 1, expiresOn: '2027-11-30' as LocalDate };
    expect(giftCardStatus(card, '2027-11-30' as LocalDate)).toBe('active');
    expect(giftCardStatus(card, '2027-12-01' as LocalDate)).toBe('expired');
  });
});
