import { err, ok, type Result } from 'neverthrow';
import { dayNumber, type LocalDate } from '../calendar/local-date.plain';
import { clientFormLayout, type ClientFormConfiguration } from '../client/client-form';
import { identificationNumber } from '../client/identification-number';
import type { FieldError } from '../validation/field-error';
import {
  asConfigured,
  calendarDay,
  email,
  phone,
  readDecimal,
  required,
  simpleText,
  whenGiven,
} from '../validation/field-rules';
import { fieldError } from '../validation/field-error';
import {
  giftCardAmount,
  type GiftCardAmountRefused,
  type GiftCardChoice,
  type GiftCardProduct,
} from './gift-card-product';
import { GIFT_CARD_MESSAGE_MAX_LENGTH, sendDay as purchaseSendDay } from './gift-card-purchase';

// What a buyer types to buy a gift card (issue 31; storefront spec: "consumer name, consumer email,
// message (optional)", the purchase's steps "gift card info, buyer data, summary"): the card — its
// amount by the product's rules, for whom, a message, and when it is mailed — and who buys it. One
// check per step, each naming every field at fault, so that the storefront shows them all and the
// server, taking a purchase, refuses by the same rules.

// The rules are the purchase's (gift-card-purchase.ts), which the server holds a purchase to: the
// message's length, the send day's bounds and the buyer's phone are decided there, once.
export { GIFT_CARD_MESSAGE_MAX_LENGTH };

/** How the buyer picks the amount of a card of a ChosenAmount product. */
export type AmountWay = 'fixed' | 'free';

/** The card step, as typed. */
export interface GiftCardCardForm {
  /** null until chosen; a product with only one way starts on it. */
  readonly amountWay: AmountWay | null;
  readonly fixedAmount: number | null;
  /** The free amount as typed, a point or a comma before the cents. */
  readonly freeAmount: string;
  readonly consumerName: string;
  readonly consumerEmail: string;
  readonly message: string;
  readonly sendWhen: 'now' | 'onDay';
  /** The day chosen (YYYY-MM-DD, or typed in part) when `sendWhen` is 'onDay'. */
  readonly sendOn: string;
}

/** A day before the first one a card may be mailed on. */
export interface SendDayPast {
  readonly _tag: 'SendDayPast';
  readonly code: 'GIFT_CARD.SEND_DAY_PAST';
  readonly firstDay: LocalDate;
}

/** Why one field of the card step is refused. */
export type GiftCardFieldError = FieldError | GiftCardAmountRefused | SendDayPast;

export type GiftCardCardField = 'amount' | 'consumerName' | 'consumerEmail' | 'message' | 'sendOn';

/** The card step, checked. */
export interface ValidGiftCardCard {
  readonly choice: GiftCardChoice;
  readonly amount: number;
  readonly consumerName: string;
  readonly consumerEmail: string;
  readonly message: string | null;
  /** null: mailed once paid. */
  readonly sendOn: LocalDate | null;
}

export interface GiftCardStepInvalid<Field extends string> {
  readonly _tag: 'GiftCardStepInvalid';
  readonly fields: Readonly<Partial<Record<Field, GiftCardFieldError>>>;
}

/** A blank card step: a product offering one way to pick its amount starts on that way. */
export function emptyGiftCardCardForm(product: Pick<GiftCardProduct, 'worth'>): GiftCardCardForm {
  const { worth } = product;
  const amountWay: AmountWay | null =
    worth._tag === 'ServiceWorth' ? null : worth.free === null ? 'fixed' : worth.fixed.length === 0 ? 'free' : null;
  return {
    amountWay,
    fixedAmount: null,
    freeAmount: '',
    consumerName: '',
    consumerEmail: '',
    message: '',
    sendWhen: 'now',
    sendOn: '',
  };
}

function choiceOf(product: GiftCardProduct, form: GiftCardCardForm): Result<GiftCardChoice, GiftCardFieldError> {
  if (product.worth._tag === 'ServiceWorth') return ok({ _tag: 'ServiceWorth' });
  if (form.amountWay === 'fixed')
    return form.fixedAmount === null ? required() : ok({ _tag: 'FixedAmount', amount: form.fixedAmount });
  if (form.amountWay === 'free') {
    if (form.freeAmount.trim() === '') return required();
    const amount = readDecimal(form.freeAmount);
    return amount === null ? err(fieldError('ERRORS.VALIDATION_NOT_A_NUMBER')) : ok({ _tag: 'FreeAmount', amount });
  }
  return required();
}

function sendDay(form: GiftCardCardForm, today: LocalDate): Result<LocalDate | null, GiftCardFieldError> {
  if (form.sendWhen === 'now') return ok(null);
  return calendarDay(form.sendOn).andThen((day): Result<LocalDate | null, GiftCardFieldError> => {
    // A day before today is said as such; the purchase's rule decides every day.
    if (dayNumber(day) < dayNumber(today))
      return err({ _tag: 'SendDayPast', code: 'GIFT_CARD.SEND_DAY_PAST', firstDay: today });
    return purchaseSendDay(day, today).map((chosen) => (chosen._tag === 'SendOn' ? chosen.day : null));
  });
}

/**
 * The card step: an amount the product's rules accept (giftCardAmount), the receiver's name and
 * email, a message of at most GIFT_CARD_MESSAGE_MAX_LENGTH characters when given, and the day it is
 * mailed — once paid, or a day from `today` on (the location's day).
 */
export function validateGiftCardCard(
  product: GiftCardProduct,
  form: GiftCardCardForm,
  today: LocalDate,
): Result<ValidGiftCardCard, GiftCardStepInvalid<GiftCardCardField>> {
  const fields: Partial<Record<GiftCardCardField, GiftCardFieldError>> = {};
  const take = <T>(field: GiftCardCardField, outcome: Result<T, GiftCardFieldError>): T | null =>
    outcome.match(
      (value) => value,
      (error) => {
        fields[field] = error;
        return null;
      },
    );
  const choice = take('amount', choiceOf(product, form));
  const amount = choice === null ? null : take('amount', giftCardAmount(product, choice));
  const consumerName = take('consumerName', simpleText()(form.consumerName));
  const consumerEmail = take('consumerEmail', email(form.consumerEmail));
  const message = take('message', whenGiven(simpleText(GIFT_CARD_MESSAGE_MAX_LENGTH))(form.message));
  const sendOn = take('sendOn', sendDay(form, today));
  if (choice === null || amount === null || consumerName === null || consumerEmail === null)
    return err({ _tag: 'GiftCardStepInvalid', fields });
  if (Object.keys(fields).length > 0) return err({ _tag: 'GiftCardStepInvalid', fields });
  return ok({ choice, amount, consumerName, consumerEmail, message, sendOn });
}

/** The buyer step, as typed. */
export interface GiftCardBuyerForm {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phone: string;
  readonly identificationNumber: string;
}

export type GiftCardBuyerField = keyof GiftCardBuyerForm;

export const EMPTY_GIFT_CARD_BUYER: GiftCardBuyerForm = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  identificationNumber: '',
};

/** The buyer step, checked: fields not asked for or left blank where optional are null. */
export interface ValidGiftCardBuyer {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phone: string | null;
  readonly identificationNumber: string | null;
}

/** How the company asks for the buyer's phone and identification: as its client form does (clientFormLayout). */
export function giftCardBuyerLayout(configuration: ClientFormConfiguration) {
  const { phone: phoneField, identificationNumber: identification } = clientFormLayout(configuration).fields;
  return { phone: phoneField, identificationNumber: identification };
}

/**
 * The buyer step: names, an email the receipt goes to and a phone (always asked for, as the
 * purchase requires them), and the identification as the company's client form asks for it — by
 * the location's country (a RUT in Chile).
 */
export function validateGiftCardBuyer(
  form: GiftCardBuyerForm,
  configuration: ClientFormConfiguration,
): Result<ValidGiftCardBuyer, GiftCardStepInvalid<GiftCardBuyerField>> {
  const layout = giftCardBuyerLayout(configuration);
  const fields: Partial<Record<GiftCardBuyerField, GiftCardFieldError>> = {};
  const take = <T>(field: GiftCardBuyerField, outcome: Result<T, FieldError>): T | null =>
    outcome.match(
      (value) => value,
      (error) => {
        fields[field] = error;
        return null;
      },
    );
  const firstName = take('firstName', simpleText()(form.firstName));
  const lastName = take('lastName', simpleText()(form.lastName));
  const buyerEmail = take('email', email(form.email));
  // The receipt's buyer is reached by phone too: always asked for, as the purchase requires it.
  const buyerPhone = take('phone', phone(form.phone));
  const identification = layout.identificationNumber.shown
    ? take(
        'identificationNumber',
        asConfigured(
          identificationNumber(configuration.countryCode),
          layout.identificationNumber,
        )(form.identificationNumber),
      )
    : null;
  if (
    firstName === null ||
    lastName === null ||
    buyerEmail === null ||
    buyerPhone === null ||
    Object.keys(fields).length > 0
  )
    return err({ _tag: 'GiftCardStepInvalid', fields });
  return ok({ firstName, lastName, email: buyerEmail, phone: buyerPhone, identificationNumber: identification });
}
