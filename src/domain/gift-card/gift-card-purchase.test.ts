import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { timeZone } from '../availability/time-zone';
import type { Instant } from '../calendar/instant';
import { anyNearLocalDate } from '../calendar/calendar.arbitraries';
import { addDays, addMonths, type LocalDate } from '../calendar/local-date';
import { anyTypedValidRut } from '../client/client.arbitraries';
import { EMAIL_MAX_LENGTH } from '../validation/field-rules';
import { anyEmail, anyPhone, anyText } from '../validation/validation.arbitraries';
import type { PaymentStatus } from '../payment/payment-lifecycle';
import { hundredthsOf } from './gift-card-money';
import { anyGiftCardProduct } from './gift-card-product.arbitraries';
import { giftCardAmount, giftCardExpiresOn, type GiftCardChoice, type GiftCardProduct } from './gift-card-product';
import {
  becomesCard,
  cardTermsWhenPaid,
  checkGiftCardPurchase,
  GIFT_CARD_MESSAGE_MAX_LENGTH,
  giftCardChoiceFor,
  giftCardMailDueOn,
  giftCardMailSendsAt,
  type SendDay,
  lastSendDay,
  purchasedCardTerms,
  sendDay,
  type BuyerIdentificationRule,
  type GiftCardPurchaseRequest,
} from './gift-card-purchase';

/** A choice the product offers: the first of its fixed amounts, its free minimum, or its service. */
function offeredChoice(product: GiftCardProduct): GiftCardChoice {
  const { worth } = product;
  if (worth._tag === 'ServiceWorth') return { _tag: 'ServiceWorth' };
  const [fixed] = worth.fixed;
  if (fixed !== undefined) return { _tag: 'FixedAmount', amount: fixed };
  return { _tag: 'FreeAmount', amount: worth.free?.minimum ?? 0 };
}

const anyValidRequest = (product: GiftCardProduct): fc.Arbitrary<GiftCardPurchaseRequest> =>
  fc.record({
    choice: fc.constant(offeredChoice(product)),
    consumerName: anyText({ minLength: 1, maxLength: 80 }),
    consumerEmail: anyEmail({ min: 6, max: EMAIL_MAX_LENGTH }),
    message: fc.oneof(fc.constant(''), anyText({ minLength: 1, maxLength: GIFT_CARD_MESSAGE_MAX_LENGTH })),
    sendOn: fc.constantFrom(null, ''),
    buyerFirstName: anyText({ minLength: 1, maxLength: 40 }),
    buyerLastName: anyText({ minLength: 1, maxLength: 40 }),
    buyerEmail: anyEmail({ min: 6, max: EMAIL_MAX_LENGTH }),
    buyerPhone: anyPhone({ min: 8, max: 15 }),
    buyerIdentificationNumber: fc.constant(''),
    acceptedTerms: fc.constant(true),
  });

const NOT_ASKED: BuyerIdentificationRule = { countryCode: 'cl', display: { shown: false, required: false } };
const REQUIRED_RUT: BuyerIdentificationRule = { countryCode: 'cl', display: { shown: true, required: true } };
const TODAY = '2026-11-29' as LocalDate;

const anyPurchase = anyGiftCardProduct.chain((product) =>
  anyValidRequest(product).map((request) => ({ product, request })),
);

describe('a gift card purchase request (issue 31 "Buying")', () => {
  it('takes a request whose every field follows its rule, the card worth what giftCardAmount says', () => {
    fc.assert(
      fc.property(anyPurchase, ({ product, request }) => {
        const checked = checkGiftCardPurchase(product, request, NOT_ASKED, TODAY)._unsafeUnwrap();
        expect(checked.amount).toBe(giftCardAmount(product, request.choice)._unsafeUnwrap());
        expect(checked.sendDay).toEqual({ _tag: 'SendNow' });
        expect(checked.buyer.identificationNumber).toBeNull();
        expect(checked.message === null).toBe(request.message.trim() === '');
      }),
    );
  });

  it('names the consumer, the buyer and the terms when they are left blank', () => {
    fc.assert(
      fc.property(anyPurchase, ({ product, request }) => {
        const blank = {
          ...request,
          consumerName: ' ',
          consumerEmail: '',
          buyerFirstName: '',
          buyerLastName: '',
          buyerEmail: '',
          buyerPhone: '',
          acceptedTerms: false,
        };
        const refused = checkGiftCardPurchase(product, blank, NOT_ASKED, TODAY)._unsafeUnwrapErr();
        expect(Object.keys(refused.fields).sort()).toEqual(
          [
            'accepted_terms',
            'buyer.email',
            'buyer.first_name',
            'buyer.last_name',
            'buyer.phone',
            'consumer_email',
            'consumer_name',
          ].sort(),
        );
        expect(refused.choice).toBeNull();
      }),
    );
  });

  it('refuses an email that is none, for the consumer and the buyer alike', () => {
    fc.assert(
      fc.property(anyPurchase, fc.constantFrom('ana', 'ana@', '@x.cl', 'ana @x.cl'), ({ product, request }, typed) => {
        const refused = checkGiftCardPurchase(
          product,
          { ...request, consumerEmail: typed, buyerEmail: typed },
          NOT_ASKED,
          TODAY,
        )._unsafeUnwrapErr();
        expect(refused.fields.consumer_email?.key).toBe('ERRORS.VALIDATION_EMAIL_INVALID');
        expect(refused.fields['buyer.email']?.key).toBe('ERRORS.VALIDATION_EMAIL_INVALID');
      }),
    );
  });

  it('bounds the message to 500 characters', () => {
    fc.assert(
      fc.property(anyPurchase, fc.integer({ min: 1, max: 50 }), ({ product, request }, over) => {
        const message = 'x'.repeat(GIFT_CARD_MESSAGE_MAX_LENGTH + over);
        const refused = checkGiftCardPurchase(product, { ...request, message }, NOT_ASKED, TODAY)._unsafeUnwrapErr();
        expect(refused.fields.message).toEqual({
          _tag: 'FieldError',
          key: 'ERRORS.VALIDATION_MAX_LENGTH',
          params: { max: GIFT_CARD_MESSAGE_MAX_LENGTH },
        });
      }),
    );
  });

  it('refuses a choice the product does not offer, saying why as giftCardAmount does', () => {
    fc.assert(
      fc.property(anyPurchase, ({ product, request }) => {
        const choice: GiftCardChoice =
          product.worth._tag === 'ServiceWorth' ? { _tag: 'FixedAmount', amount: 1000 } : { _tag: 'ServiceWorth' };
        const refused = checkGiftCardPurchase(product, { ...request, choice }, NOT_ASKED, TODAY)._unsafeUnwrapErr();
        expect(refused.choice).toEqual(giftCardAmount(product, choice)._unsafeUnwrapErr());
      }),
    );
  });

  it("asks for the buyer's identification exactly as the company's client form does: a RUT in Chile when required", () => {
    fc.assert(
      fc.property(anyPurchase, anyTypedValidRut, ({ product, request }, rut) => {
        const missing = checkGiftCardPurchase(product, request, REQUIRED_RUT, TODAY)._unsafeUnwrapErr();
        expect(missing.fields['buyer.identification_number']?.key).toBe('ERRORS.VALIDATION_REQUIRED');
        const wrong = checkGiftCardPurchase(
          product,
          { ...request, buyerIdentificationNumber: '11.111.111-2' },
          REQUIRED_RUT,
          TODAY,
        )._unsafeUnwrapErr();
        expect(wrong.fields['buyer.identification_number']?.key).toBe('ERRORS.VALIDATION_RUT_INVALID');
        const given = checkGiftCardPurchase(
          product,
          { ...request, buyerIdentificationNumber: rut },
          REQUIRED_RUT,
          TODAY,
        );
        expect(given._unsafeUnwrap().buyer.identificationNumber).toMatch(/^[\d.]+-[\dK]$/);
        const optional = checkGiftCardPurchase(
          product,
          request,
          { countryCode: 'ar', display: { shown: true, required: false } },
          TODAY,
        );
        expect(optional._unsafeUnwrap().buyer.identificationNumber).toBeNull();
      }),
    );
  });
});

describe('the choice an amount on the wire names', () => {
  it('prices the card as the product does: a listed amount, one in the range, or the service with none', () => {
    fc.assert(
      fc.property(
        anyGiftCardProduct,
        fc.option(fc.integer({ min: 1, max: 500_000 }), { nil: null }),
        (product, amount) => {
          const choice = giftCardChoiceFor(product, amount);
          const priced = giftCardAmount(product, choice);
          if (amount === null) expect(priced.isOk()).toBe(product.worth._tag === 'ServiceWorth');
          else if (product.worth._tag === 'ChosenAmount') {
            const { fixed, free } = product.worth;
            const fits = fixed.includes(amount) || (free !== null && amount >= free.minimum && amount <= free.maximum);
            expect(priced.isOk()).toBe(fits);
            if (fits) expect(priced._unsafeUnwrap()).toBe(amount);
          } else expect(priced.isErr()).toBe(true);
        },
      ),
    );
  });
});

describe("a gift card's send day", () => {
  it('is now when none is chosen, or when today is', () => {
    fc.assert(
      fc.property(anyNearLocalDate, (today) => {
        expect(sendDay(null, today)._unsafeUnwrap()).toEqual({ _tag: 'SendNow' });
        expect(sendDay(' ', today)._unsafeUnwrap()).toEqual({ _tag: 'SendNow' });
        expect(sendDay(today, today)._unsafeUnwrap()).toEqual({ _tag: 'SendNow' });
      }),
    );
  });

  it('may be any day from tomorrow to 12 months on, and no day before today or after that', () => {
    fc.assert(
      fc.property(anyNearLocalDate, fc.integer({ min: 1, max: 400 }), (today, ahead) => {
        const day = addDays(today, ahead);
        const chosen = sendDay(day, today);
        if (day <= lastSendDay(today)) expect(chosen._unsafeUnwrap()).toEqual({ _tag: 'SendOn', day });
        else expect(chosen._unsafeUnwrapErr().key).toBe('ERRORS.VALIDATION_DATE_INVALID');
        expect(sendDay(addDays(today, -ahead), today).isErr()).toBe(true);
        expect(lastSendDay(today)).toBe(addMonths(today, 12));
      }),
    );
  });

  it('refuses what is not a day', () => {
    expect(sendDay('2026-02-30', TODAY).isErr()).toBe(true);
    expect(sendDay('mañana', TODAY).isErr()).toBe(true);
  });
});

describe('what a paid purchase becomes', () => {
  it('is a card worth its amount in hundredths, valid the product’s months from the day it was paid, honoured where the product is', () => {
    fc.assert(
      fc.property(anyPurchase, anyNearLocalDate, ({ product, request }, paidOn) => {
        const amount = giftCardAmount(product, request.choice)._unsafeUnwrap();
        const terms = cardTermsWhenPaid(purchasedCardTerms(product, amount, 'CLP'), paidOn);
        expect(terms).toEqual({
          face: { minor: hundredthsOf(amount), currency: 'CLP' },
          expiresOn: giftCardExpiresOn(paidOn, product.validityMonths),
          honouredAt: product.honouredAt,
        });
      }),
    );
  });

  it('owes its mail only once paid: on the send day, or the day it was paid when sent at once', () => {
    const statuses: PaymentStatus[] = ['pending', 'rejected', 'approved', 'expired'];
    fc.assert(
      fc.property(
        fc.constantFrom(...statuses),
        anyNearLocalDate,
        fc.integer({ min: 0, max: 365 }),
        (status, paidOn, ahead) => {
          const chosen = addDays(paidOn, ahead);
          const onDay = giftCardMailDueOn({ status, sendDay: { _tag: 'SendOn', day: chosen } }, paidOn);
          const now = giftCardMailDueOn({ status, sendDay: { _tag: 'SendNow' } }, paidOn);
          expect(becomesCard(status)).toBe(status === 'approved');
          expect(onDay).toBe(status === 'approved' ? chosen : null);
          expect(now).toBe(status === 'approved' ? paidOn : null);
        },
      ),
    );
  });

  describe('when the mail to the person it is for goes (docs/adr/0112)', () => {
    const santiago = timeZone('America/Santiago')._unsafeUnwrap();
    // 2026-12-01 15:00 in Santiago (UTC−3 in summer).
    const paidAt = Date.UTC(2026, 11, 1, 18, 0) as Instant;
    const on = (day: string): SendDay => ({ _tag: 'SendOn', day: day as LocalDate });

    it('goes at once when sent at once, or on the day it was paid, or a day already past', () => {
      for (const sendDay of [{ _tag: 'SendNow' } as const, on('2026-12-01'), on('2026-11-20')])
        expect(giftCardMailSendsAt({ status: 'approved', sendDay }, santiago, paidAt)).toEqual({
          owed: true,
          at: null,
        });
    });

    it("goes at 09:00 of a later send day, in the location's calendar", () => {
      expect(giftCardMailSendsAt({ status: 'approved', sendDay: on('2026-12-24') }, santiago, paidAt)).toEqual({
        owed: true,
        at: Date.UTC(2026, 11, 24, 12, 0),
      });
    });

    it('is owed for the next day when paid late in the evening there, though UTC already reads that day', () => {
      // 23:30 on 1 December in Santiago is 02:30 UTC on 2 December.
      const late = Date.UTC(2026, 11, 2, 2, 30) as Instant;
      expect(giftCardMailSendsAt({ status: 'approved', sendDay: on('2026-12-02') }, santiago, late)).toEqual({
        owed: true,
        at: Date.UTC(2026, 11, 2, 12, 0),
      });
    });

    it('is never owed for a purchase not paid: pending, refused or expired', () => {
      for (const status of ['pending', 'rejected', 'expired'] as const)
        expect(giftCardMailSendsAt({ status, sendDay: { _tag: 'SendNow' } }, santiago, paidAt)).toEqual({
          owed: false,
        });
    });
  });
});
