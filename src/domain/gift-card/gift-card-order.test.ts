import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyNearLocalDate } from '../calendar/calendar.arbitraries';
import { addDays } from '../calendar/local-date';
import type { ClientFormConfiguration } from '../client/client-form';
import { anyGiftCardProduct } from './gift-card-product.arbitraries';
import {
  EMPTY_GIFT_CARD_BUYER,
  emptyGiftCardCardForm,
  GIFT_CARD_MESSAGE_MAX_LENGTH,
  validateGiftCardBuyer,
  validateGiftCardCard,
  type GiftCardCardForm,
} from './gift-card-order';
import { lastSendDay } from './gift-card-purchase';
import { giftCardAmount, type GiftCardProduct } from './gift-card-product';

// Issue 31: what a buyer types to buy a gift card, checked step by step by the same rules on the
// storefront and, once it takes purchases, on the server.

const typedCard = (product: GiftCardProduct, changes: Partial<GiftCardCardForm> = {}): GiftCardCardForm => {
  const worth = product.worth;
  const amount: Partial<GiftCardCardForm> =
    worth._tag === 'ServiceWorth'
      ? {}
      : worth.fixed[0] !== undefined
        ? { amountWay: 'fixed', fixedAmount: worth.fixed[0] }
        : { amountWay: 'free', freeAmount: String(worth.free?.minimum ?? '') };
  return {
    ...emptyGiftCardCardForm(product),
    ...amount,
    consumerName: 'Ana Pérez',
    consumerEmail: 'ana@example.com',
    ...changes,
  };
};

const argentina: ClientFormConfiguration = {
  countryCode: 'ar',
  activeMemberships: false,
  hasOutcallService: false,
  showNotes: false,
  policyTermActive: false,
  bookingClientAttributes: [],
  customAttributes: [],
};

describe('the gift card step (issue 31)', () => {
  it('takes a card whose amount the product gives, for a named receiver, worth what giftCardAmount says', () => {
    fc.assert(
      fc.property(anyGiftCardProduct, anyNearLocalDate, (product, today) => {
        const card = validateGiftCardCard(product, typedCard(product), today)._unsafeUnwrap();
        expect(giftCardAmount(product, card.choice)._unsafeUnwrap()).toBe(card.amount);
        expect(card.sendOn).toBeNull();
        expect(card.message).toBeNull();
      }),
    );
  });

  it('refuses a free amount outside the range with the range', () => {
    fc.assert(
      fc.property(anyGiftCardProduct, anyNearLocalDate, (product, today) => {
        if (product.worth._tag !== 'ChosenAmount' || product.worth.free === null) return;
        const { maximum, minimum } = product.worth.free;
        const above = Math.floor(maximum) + 1;
        const form = typedCard(product, { amountWay: 'free', freeAmount: String(above) });
        expect(validateGiftCardCard(product, form, today)._unsafeUnwrapErr().fields.amount).toEqual({
          _tag: 'GiftCardAmountRefused',
          code: 'GIFT_CARD.AMOUNT_OUT_OF_RANGE',
          amount: above,
          minimum,
          maximum,
        });
      }),
    );
  });

  it('takes a day from today to the purchase’s last send day, today meaning once paid, and refuses the others', () => {
    fc.assert(
      fc.property(anyGiftCardProduct, anyNearLocalDate, fc.integer({ min: 1, max: 400 }), (product, today, days) => {
        const on = (sendOn: string) =>
          validateGiftCardCard(product, typedCard(product, { sendWhen: 'onDay', sendOn }), today);
        expect(on(today)._unsafeUnwrap().sendOn).toBeNull();
        const later = addDays(today, days);
        if (later <= lastSendDay(today)) expect(on(later)._unsafeUnwrap().sendOn).toBe(later);
        else
          expect(on(later)._unsafeUnwrapErr().fields.sendOn).toEqual({
            _tag: 'FieldError',
            key: 'ERRORS.VALIDATION_DATE_INVALID',
            params: {},
          });
        expect(on(addDays(today, -days))._unsafeUnwrapErr().fields.sendOn).toEqual({
          _tag: 'SendDayPast',
          code: 'GIFT_CARD.SEND_DAY_PAST',
          firstDay: today,
        });
      }),
    );
  });

  it('keeps a message up to its limit and refuses a longer one', () => {
    fc.assert(
      fc.property(anyGiftCardProduct, anyNearLocalDate, (product, today) => {
        const longest = 'a'.repeat(GIFT_CARD_MESSAGE_MAX_LENGTH);
        const saying = (message: string) => validateGiftCardCard(product, typedCard(product, { message }), today);
        expect(saying(longest)._unsafeUnwrap().message).toBe(longest);
        expect(saying(`${longest}a`)._unsafeUnwrapErr().fields.message?._tag).toBe('FieldError');
      }),
    );
  });

  it('names every field at fault at once', () => {
    fc.assert(
      fc.property(anyGiftCardProduct, anyNearLocalDate, (product, today) => {
        const blank = { ...emptyGiftCardCardForm(product), amountWay: null, consumerEmail: 'ana@' };
        const fields = Object.keys(validateGiftCardCard(product, blank, today)._unsafeUnwrapErr().fields).sort();
        expect(fields).toEqual(
          product.worth._tag === 'ServiceWorth'
            ? ['consumerEmail', 'consumerName']
            : ['amount', 'consumerEmail', 'consumerName'],
        );
      }),
    );
  });
});

describe('the buyer step (issue 31)', () => {
  const buyer = { ...EMPTY_GIFT_CARD_BUYER, firstName: 'Sofía', lastName: 'Ríos', email: 'sofia@example.com' };

  it('asks for a phone whatever the company’s form says of it, as the purchase requires one', () => {
    const required = { _tag: 'FieldError', key: 'ERRORS.VALIDATION_REQUIRED', params: {} };
    expect(validateGiftCardBuyer(buyer, argentina)._unsafeUnwrapErr().fields).toEqual({ phone: required });
    const optional = {
      ...argentina,
      bookingClientAttributes: [{ clientData: 'phone' as const, used: true, required: false, label: '' }],
    };
    expect(validateGiftCardBuyer(buyer, optional)._unsafeUnwrapErr().fields).toEqual({ phone: required });
    expect(validateGiftCardBuyer({ ...buyer, phone: '+54 11 5555 0000' }, optional)._unsafeUnwrap().phone).toBe(
      '+54 11 5555 0000',
    );
  });

  it('asks for the identification only as the company does, by the country’s rule', () => {
    const phoned = { ...buyer, phone: '+54 11 5555 0000' };
    expect(validateGiftCardBuyer(phoned, argentina)._unsafeUnwrap().identificationNumber).toBeNull();
    const required = {
      ...argentina,
      countryCode: 'cl',
      bookingClientAttributes: [{ clientData: 'identificationNumber' as const, used: true, required: true, label: '' }],
    };
    expect(validateGiftCardBuyer(phoned, required)._unsafeUnwrapErr().fields.identificationNumber).toEqual({
      _tag: 'FieldError',
      key: 'ERRORS.VALIDATION_REQUIRED',
      params: {},
    });
    expect(
      validateGiftCardBuyer({ ...phoned, identificationNumber: '12.345.678-5' }, required)._unsafeUnwrap()
        .identificationNumber,
    ).toBe('12.345.678-5');
  });
});
