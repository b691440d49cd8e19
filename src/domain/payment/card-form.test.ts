import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LocalDate } from '../calendar/local-date';
import {
  cardNumberDigits,
  EMPTY_CARD_FORM,
  groupedCardNumber,
  typedExpiry,
  validCard,
  type CardFormValues,
} from './card-form';
import { passesLuhn } from './sandbox-card';

const TODAY = '2026-11-25' as LocalDate;
const approvingCard: CardFormValues = {
  holderName: ' Sofía  Ríos ',
  cardNumber: '4111 1111 1111 1111',
  expiry: '12/28',
  cvv: '123',
};

/** Any card number of 12 to 19 digits whose last digit is the Luhn check digit of the rest. */
const anyLuhnNumber = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 11, maxLength: 18 }).map((body) => {
  const digits = body.join('');
  const check = [...Array(10).keys()].find((candidate) => passesLuhn(`${digits}${String(candidate)}`)) ?? 0;
  return `${digits}${String(check)}`;
});

describe('the card payment form (storefront §5 "Card name, number, expiry and CVV required")', () => {
  it('reads a complete card: the name tidied, the number as digits, the expiry MM/YY', () => {
    expect(validCard(approvingCard, TODAY)._unsafeUnwrap()).toEqual({
      holderName: 'Sofía Ríos',
      cardNumber: '4111111111111111',
      expiry: '12/28',
      cvv: '123',
    });
  });

  it('requires every field', () => {
    expect(validCard(EMPTY_CARD_FORM, TODAY)._unsafeUnwrapErr()).toEqual({
      holderName: 'REQUIRED',
      cardNumber: 'REQUIRED',
      expiry: 'REQUIRED',
      cvv: 'REQUIRED',
    });
  });

  it('refuses a number whose check digit is wrong', () => {
    expect(validCard({ ...approvingCard, cardNumber: '4111 1111 1111 1112' }, TODAY)._unsafeUnwrapErr()).toEqual({
      cardNumber: 'NUMBER_INVALID',
    });
  });

  it.each([
    ['13/28', 'EXPIRY_INVALID'],
    ['1228', 'EXPIRY_INVALID'],
    ['00/30', 'EXPIRY_INVALID'],
    ['10/26', 'EXPIRED'],
    ['12/25', 'EXPIRED'],
  ])('refuses the expiry %s as %s', (expiry, code) => {
    expect(validCard({ ...approvingCard, expiry }, TODAY)._unsafeUnwrapErr()).toEqual({ expiry: code });
  });

  it('accepts a card expiring this very month', () => {
    expect(validCard({ ...approvingCard, expiry: '11/26' }, TODAY).isOk()).toBe(true);
  });

  it.each(['12', '12345', '12a'])('refuses the CVV %s', (cvv) => {
    expect(validCard({ ...approvingCard, cvv }, TODAY)._unsafeUnwrapErr()).toEqual({ cvv: 'CVV_INVALID' });
  });

  it('accepts every number of 12 to 19 digits whose Luhn digit holds, however it is grouped', () => {
    fc.assert(
      fc.property(anyLuhnNumber, (digits) => {
        const card = validCard({ ...approvingCard, cardNumber: groupedCardNumber(digits) }, TODAY);
        expect(card.map((details) => details.cardNumber)._unsafeUnwrap()).toBe(digits);
      }),
    );
  });

  it('refuses a number once any single digit of it changes (the Luhn check catches every one-digit slip)', () => {
    fc.assert(
      fc.property(anyLuhnNumber, fc.nat(), fc.integer({ min: 1, max: 9 }), (digits, at, shift) => {
        const index = at % digits.length;
        const slipped = `${digits.slice(0, index)}${String((Number(digits[index]) + shift) % 10)}${digits.slice(index + 1)}`;
        expect(passesLuhn(slipped)).toBe(false);
      }),
    );
  });

  it('groups a number by four for display, keeping its digits in order', () => {
    expect(groupedCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    fc.assert(
      fc.property(fc.string(), (typed) => {
        const grouped = groupedCardNumber(typed);
        expect(cardNumberDigits(grouped)).toBe(typed.replace(/\D/g, '').slice(0, 19));
        for (const group of grouped.split(' ').slice(0, -1)) expect(group).toHaveLength(4);
      }),
    );
  });

  it('puts the slash of the expiry after the month as it is typed', () => {
    expect(typedExpiry('1')).toBe('1');
    expect(typedExpiry('122')).toBe('12/2');
    expect(typedExpiry('12/28')).toBe('12/28');
    expect(typedExpiry('12289')).toBe('12/28');
  });
});
