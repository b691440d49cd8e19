import type { Brand } from 'effect';
import { err, ok, type Result } from 'neverthrow';
import { addMonths, type LocalDate } from '../calendar/local-date.plain';
import { parseLocalDate } from '../calendar/local-date';
import type { FieldDisplay } from '../client/client-form';
import { identificationNumber } from '../client/identification-number';
import type { FieldError } from '../validation/field-error';
import { fieldError } from '../validation/field-error';
import { acceptedTerms, asConfigured, email, phone, simpleText, whenGiven } from '../validation/field-rules';
import type { LocationId } from '../storefront/company.plain';
import type { PaymentStatus } from '../payment/payment-lifecycle';
import { instantAt, localDateAt, type TimeZone } from '../availability/time-zone';
import type { Instant } from '../calendar/instant';
import type { GiftCardTerms } from './gift-card-ledger';
import { hundredthsOf } from './gift-card-money';
import {
  giftCardAmount,
  giftCardExpiresOn,
  type GiftCardAmountRefused,
  type GiftCardChoice,
  type GiftCardProduct,
} from './gift-card-product';

// Buying a gift card (issue 31 "Buying"): what the purchase dialog's three steps gather — the card
// (its amount or service; the consumer's name and email, an optional message; send now or on a
// chosen day), the buyer (name, email, phone, and an identification by the company's rules, as the
// booking's client form applies them) and the terms accepted — checked as one request, naming every
// field at fault. Once checked, a purchase is paid online as a booking is: its status is its
// payment's (payment-lifecycle.ts), and only a paid purchase becomes a card (the terms below) and
// owes its mail, on its send day. An unpaid or expired purchase owes nothing (docs/adr/0109).

export type GiftCardPurchaseId = number & Brand.Brand<'GiftCardPurchaseId'>;

/** The longest message the buyer may write on the card. */
export const GIFT_CARD_MESSAGE_MAX_LENGTH = 500;

/** How far ahead the buyer may choose the day the card is sent: up to this many months from today. */
export const SEND_DAY_MAX_MONTHS_AHEAD = 12;

/** When the card is sent to the person it is for: as soon as it is paid, or on a chosen day. */
export type SendDay = { readonly _tag: 'SendNow' } | { readonly _tag: 'SendOn'; readonly day: LocalDate };

/** A purchase as the buyer typed it. Texts as typed ('' when empty); the send day '' or null for now. */
export interface GiftCardPurchaseRequest {
  readonly choice: GiftCardChoice;
  readonly consumerName: string;
  readonly consumerEmail: string;
  readonly message: string;
  /** YYYY-MM-DD, or null (or '') to send as soon as it is paid. */
  readonly sendOn: string | null;
  readonly buyerFirstName: string;
  readonly buyerLastName: string;
  readonly buyerEmail: string;
  readonly buyerPhone: string;
  readonly buyerIdentificationNumber: string;
  readonly acceptedTerms: boolean;
}

/** The company's rule for the buyer's identification, as its client form shows it (clientFormLayout). */
export interface BuyerIdentificationRule {
  /** The location's country: 'cl' makes it a RUT. */
  readonly countryCode: string;
  /** clientFormLayout(…).fields.identificationNumber: hidden, shown and optional, or required. */
  readonly display: Pick<FieldDisplay, 'shown' | 'required'>;
}

/** A purchase every field of which passed its rule, with the card's amount in the major unit. */
export interface CheckedGiftCardPurchase {
  readonly amount: number;
  readonly consumerName: string;
  readonly consumerEmail: string;
  /** Null when none was written. */
  readonly message: string | null;
  readonly sendDay: SendDay;
  readonly buyer: {
    readonly firstName: string;
    readonly lastName: string;
    readonly email: string;
    readonly phone: string;
    /** Null when the company does not ask for it, or it was optional and left blank. */
    readonly identificationNumber: string | null;
  };
}

/** The fields of a purchase, as the API names them. */
export type GiftCardPurchaseField =
  | 'choice'
  | 'consumer_name'
  | 'consumer_email'
  | 'message'
  | 'send_on'
  | 'buyer.first_name'
  | 'buyer.last_name'
  | 'buyer.email'
  | 'buyer.phone'
  | 'buyer.identification_number'
  | 'accepted_terms';

/** Why a purchase request is refused: every field at fault, each with its reason. */
export interface GiftCardPurchaseInvalid {
  readonly _tag: 'GiftCardPurchaseInvalid';
  readonly code: 'GIFT_CARD.PURCHASE_INVALID';
  readonly fields: Readonly<Partial<Record<Exclude<GiftCardPurchaseField, 'choice'>, FieldError>>>;
  /** Why the amount or service chosen does not fit the product; null when it does. */
  readonly choice: GiftCardAmountRefused | null;
}

/**
 * The choice an amount names on the wire, where a buyer sends only the amount: none is the
 * service's worth, one of the product's fixed amounts is that, any other a free amount (which
 * giftCardAmount then holds to the product's range).
 */
export function giftCardChoiceFor(product: GiftCardProduct, amount: number | null): GiftCardChoice {
  if (amount === null) return { _tag: 'ServiceWorth' };
  return product.worth._tag === 'ChosenAmount' && product.worth.fixed.includes(amount)
    ? { _tag: 'FixedAmount', amount }
    : { _tag: 'FreeAmount', amount };
}

/** The send day's rule: blank is now; else a day from `today` to SEND_DAY_MAX_MONTHS_AHEAD months on. */
export function sendDay(typed: string | null, today: LocalDate): Result<SendDay, FieldError> {
  if (typed === null || typed.trim() === '') return ok({ _tag: 'SendNow' });
  const day = parseLocalDate(typed.trim());
  if (day.isErr()) return err(fieldError('ERRORS.VALIDATION_DATE_INVALID'));
  if (day.value < today) return err(fieldError('ERRORS.VALIDATION_DATE_INVALID'));
  if (day.value > lastSendDay(today)) return err(fieldError('ERRORS.VALIDATION_DATE_INVALID'));
  return ok(day.value === today ? { _tag: 'SendNow' } : { _tag: 'SendOn', day: day.value });
}

/** The last day a card bought on `today` may be set to be sent on. */
export function lastSendDay(today: LocalDate): LocalDate {
  return addMonths(today, SEND_DAY_MAX_MONTHS_AHEAD);
}

/**
 * Checks a purchase of `product` on `today` (the location's day): the choice gives the card's
 * amount (giftCardAmount); the consumer's name and email, the buyer's names, email and phone are
 * required and follow the booking form's rules; the message is optional, at most 500 characters;
 * the send day is now or a day within the next 12 months; the identification follows the company's
 * rule; the terms must be accepted. Either the checked purchase, or every field at fault at once.
 */
export function checkGiftCardPurchase(
  product: GiftCardProduct,
  request: GiftCardPurchaseRequest,
  identification: BuyerIdentificationRule,
  today: LocalDate,
): Result<CheckedGiftCardPurchase, GiftCardPurchaseInvalid> {
  const fields: Partial<Record<Exclude<GiftCardPurchaseField, 'choice'>, FieldError>> = {};
  const check = <T>(field: Exclude<GiftCardPurchaseField, 'choice'>, outcome: Result<T, FieldError>): T | null =>
    outcome.match(
      (value) => value,
      (error) => {
        fields[field] = error;
        return null;
      },
    );
  const amount = giftCardAmount(product, request.choice);
  const identificationRule = asConfigured(identificationNumber(identification.countryCode), identification.display);
  const checked = {
    consumerName: check('consumer_name', simpleText()(request.consumerName)),
    consumerEmail: check('consumer_email', email(request.consumerEmail)),
    message: check('message', whenGiven(simpleText(GIFT_CARD_MESSAGE_MAX_LENGTH))(request.message)),
    sendDay: check('send_on', sendDay(request.sendOn, today)),
    firstName: check('buyer.first_name', simpleText()(request.buyerFirstName)),
    lastName: check('buyer.last_name', simpleText()(request.buyerLastName)),
    email: check('buyer.email', email(request.buyerEmail)),
    phone: check('buyer.phone', phone(request.buyerPhone)),
    identificationNumber: identification.display.shown
      ? check('buyer.identification_number', identificationRule(request.buyerIdentificationNumber))
      : null,
  };
  check('accepted_terms', acceptedTerms(request.acceptedTerms, true));
  const {
    consumerName,
    consumerEmail,
    message,
    sendDay: day,
    firstName,
    lastName,
    email: buyerEmail,
    phone: buyerPhone,
  } = checked;
  if (
    amount.isErr() ||
    Object.keys(fields).length > 0 ||
    consumerName === null ||
    consumerEmail === null ||
    day === null ||
    firstName === null ||
    lastName === null ||
    buyerEmail === null ||
    buyerPhone === null
  ) {
    return err({
      _tag: 'GiftCardPurchaseInvalid',
      code: 'GIFT_CARD.PURCHASE_INVALID',
      fields,
      choice: amount.isErr() ? amount.error : null,
    });
  }
  return ok({
    amount: amount.value,
    consumerName,
    consumerEmail,
    message,
    sendDay: day,
    buyer: {
      firstName,
      lastName,
      email: buyerEmail,
      phone: buyerPhone,
      identificationNumber: checked.identificationNumber,
    },
  });
}

/** What a purchase's card will be: kept with the purchase when it is made, so the buyer gets what they accepted. */
export interface PurchasedCardTerms {
  /** In the major unit, the company's currency. */
  readonly amount: number;
  /** ISO 4217. */
  readonly currency: string;
  readonly validityMonths: number;
  readonly honouredAt: readonly LocationId[];
}

/** The terms of a card bought of `product` for `amount`: the product's validity and locations. */
export function purchasedCardTerms(
  product: Pick<GiftCardProduct, 'validityMonths' | 'honouredAt'>,
  amount: number,
  currency: string,
): PurchasedCardTerms {
  return { amount, currency, validityMonths: product.validityMonths, honouredAt: [...product.honouredAt] };
}

/**
 * The card a purchase paid on `paidOn` (the location's day) becomes: worth its amount in
 * hundredths, valid `validityMonths` from the day it was paid (giftCardExpiresOn), honoured where
 * the product was.
 */
export function cardTermsWhenPaid(terms: PurchasedCardTerms, paidOn: LocalDate): GiftCardTerms {
  return {
    face: { minor: hundredthsOf(terms.amount), currency: terms.currency },
    expiresOn: giftCardExpiresOn(paidOn, terms.validityMonths),
    honouredAt: terms.honouredAt,
  };
}

/** Whether a purchase whose payment is in `status` becomes a card: only once it is paid. */
export function becomesCard(status: PaymentStatus): boolean {
  return status === 'approved';
}

/**
 * The day the card's mail to the person it is for is due, or null when none is owed: nothing for
 * a purchase not paid (pending, its card refused, or expired); else the send day, or the day it
 * was paid when the buyer chose to send it at once.
 */
export function giftCardMailDueOn(
  purchase: { readonly status: PaymentStatus; readonly sendDay: SendDay },
  paidOn: LocalDate | null,
): LocalDate | null {
  if (!becomesCard(purchase.status) || paidOn === null) return null;
  if (purchase.sendDay._tag === 'SendNow') return paidOn;
  return purchase.sendDay.day < paidOn ? paidOn : purchase.sendDay.day;
}

/** The minute of the location's day a card sent on a chosen later day goes out: 09:00, not at midnight. */
export const GIFT_CARD_SEND_MINUTE_OF_DAY = 9 * 60;

/**
 * When the mail to the person a card is for goes, once its purchase was paid at `paidAt` (issue
 * 31 "Giving"; docs/adr/0112): null for at once — no send day chosen, or the send day is the day
 * it was paid or past —, else 09:00 of the send day in the location's calendar (`zone`). Nothing
 * for a purchase not paid (giftCardMailDueOn).
 */
export function giftCardMailSendsAt(
  purchase: { readonly status: PaymentStatus; readonly sendDay: SendDay },
  zone: TimeZone,
  paidAt: Instant,
): { readonly owed: false } | { readonly owed: true; readonly at: Instant | null } {
  const paidOn = localDateAt(zone, paidAt);
  const dueOn = giftCardMailDueOn(purchase, paidOn);
  if (dueOn === null) return { owed: false };
  return { owed: true, at: dueOn > paidOn ? instantAt(zone, dueOn, GIFT_CARD_SEND_MINUTE_OF_DAY) : null };
}
