import type { Brand } from 'effect';
import { err, ok, type Result } from 'neverthrow';
import { addMonths, type LocalDate } from '../calendar/local-date.plain';
import type { ServiceId } from '../catalog/service.plain';
import type { LocationId } from '../storefront/company.plain';

// A company's gift card product (issue 31; docs/adr/0105): what a client may buy to give — a card
// of an amount the client picks among the company's, or a card worth one of its services — how
// long a card bought of it lasts, and at which of the company's locations it is honoured. The
// product is catalogue, like a service: the cards bought of it (their codes and balances) are not.
//
// Amounts are money as the catalogue keeps it: in the company's one currency (a company has one
// currency format, company.currency; no product names another), a positive amount of whole cents
// (at most two decimals, numeric(12, 2)). A card worth a service is worth that service's price.

export type GiftCardProductId = number & Brand.Brand<'GiftCardProductId'>;

/** The most months a card may last: ten years. */
export const MAX_VALIDITY_MONTHS = 120;

/** A range the client may pick any amount in, both ends included. */
export interface FreeAmount {
  readonly minimum: number;
  readonly maximum: number;
}

/** What a card bought of the product is worth. */
export type GiftCardWorth =
  /** An amount the client picks: one of the fixed ones, or any within the free range, or both ways. */
  | {
      readonly _tag: 'ChosenAmount';
      /** In the company's order; empty when only a free amount is offered. */
      readonly fixed: readonly number[];
      /** Null when only fixed amounts are offered. */
      readonly free: FreeAmount | null;
    }
  /** The price of one service of the company. */
  | {
      readonly _tag: 'ServiceWorth';
      readonly serviceId: ServiceId;
      readonly serviceName: string;
      readonly price: number;
    };

export interface GiftCardProduct {
  readonly id: GiftCardProductId;
  /** The key the business chose in its catalogue file (a slug). */
  readonly key: string;
  readonly name: string;
  readonly worth: GiftCardWorth;
  /** How many calendar months a card is valid from the day it is bought; at least 1. */
  readonly validityMonths: number;
  /** The company's locations that take the card, in the company's order; at least one. */
  readonly honouredAt: readonly LocationId[];
  /** What the buyer accepts; may hold several lines. */
  readonly terms: string;
}

/** Why facts do not make a gift card product. */
export type GiftCardProductError =
  | { readonly _tag: 'GiftCardProductInvalid'; readonly code: 'GIFT_CARD.NO_AMOUNT' }
  | { readonly _tag: 'GiftCardProductInvalid'; readonly code: 'GIFT_CARD.AMOUNT_NOT_MONEY'; readonly amount: number }
  | {
      readonly _tag: 'GiftCardProductInvalid';
      readonly code: 'GIFT_CARD.FREE_AMOUNT_REVERSED';
      readonly minimum: number;
      readonly maximum: number;
    }
  | { readonly _tag: 'GiftCardProductInvalid'; readonly code: 'GIFT_CARD.VALIDITY'; readonly months: number }
  | { readonly _tag: 'GiftCardProductInvalid'; readonly code: 'GIFT_CARD.HONOURED_NOWHERE' };

/** A positive amount of whole cents, at most numeric(12, 2)'s largest: money as the catalogue keeps it. */
export function isGiftCardAmount(amount: number): boolean {
  return (
    Number.isFinite(amount) &&
    amount > 0 &&
    amount <= 9_999_999_999.99 &&
    Math.abs(Math.round(amount * 100) - amount * 100) < 1e-6
  );
}

const invalid = <E extends GiftCardProductError>(error: E): Result<never, E> => err(error);

function worthProblem(worth: GiftCardWorth): GiftCardProductError | null {
  const amounts =
    worth._tag === 'ServiceWorth'
      ? [worth.price]
      : [...worth.fixed, ...(worth.free === null ? [] : [worth.free.minimum, worth.free.maximum])];
  if (worth._tag === 'ChosenAmount' && amounts.length === 0) {
    return { _tag: 'GiftCardProductInvalid', code: 'GIFT_CARD.NO_AMOUNT' };
  }
  const notMoney = amounts.find((amount) => !isGiftCardAmount(amount));
  if (notMoney !== undefined) {
    return { _tag: 'GiftCardProductInvalid', code: 'GIFT_CARD.AMOUNT_NOT_MONEY', amount: notMoney };
  }
  if (worth._tag === 'ChosenAmount' && worth.free !== null && worth.free.minimum > worth.free.maximum) {
    return { _tag: 'GiftCardProductInvalid', code: 'GIFT_CARD.FREE_AMOUNT_REVERSED', ...worth.free };
  }
  return null;
}

/**
 * A gift card product from its facts, or the first rule they break: some way to pick an amount,
 * every amount money (positive, whole cents), a free range whose minimum is at most its maximum,
 * a validity of 1 to 120 whole months, and at least one location that honours it.
 */
export function giftCardProduct(facts: GiftCardProduct): Result<GiftCardProduct, GiftCardProductError> {
  const worth = worthProblem(facts.worth);
  if (worth !== null) return invalid(worth);
  const months = facts.validityMonths;
  if (!Number.isInteger(months) || months < 1 || months > MAX_VALIDITY_MONTHS) {
    return invalid({ _tag: 'GiftCardProductInvalid', code: 'GIFT_CARD.VALIDITY', months });
  }
  if (facts.honouredAt.length === 0)
    return invalid({ _tag: 'GiftCardProductInvalid', code: 'GIFT_CARD.HONOURED_NOWHERE' });
  return ok(facts);
}

/** How a client picks what the card is worth. */
export type GiftCardChoice =
  | { readonly _tag: 'FixedAmount'; readonly amount: number }
  | { readonly _tag: 'FreeAmount'; readonly amount: number }
  | { readonly _tag: 'ServiceWorth' };

/** Why a choice does not fit the product. */
export type GiftCardAmountRefused =
  /**
   * The product offers no such way: an amount for a card worth a service, none for a card of an
   * amount, a fixed amount of a product that lists none.
   */
  | { readonly _tag: 'GiftCardAmountRefused'; readonly code: 'GIFT_CARD.CHOICE_NOT_OFFERED' }
  /** An amount the product does not list, when it takes no free amount or a fixed one was named. */
  | {
      readonly _tag: 'GiftCardAmountRefused';
      readonly code: 'GIFT_CARD.AMOUNT_NOT_LISTED';
      readonly amount: number;
      readonly listed: readonly number[];
    }
  /** A free amount outside the product's range. */
  | {
      readonly _tag: 'GiftCardAmountRefused';
      readonly code: 'GIFT_CARD.AMOUNT_OUT_OF_RANGE';
      readonly amount: number;
      readonly minimum: number;
      readonly maximum: number;
    }
  /** Not an amount of money: not positive, or a fraction of a cent. */
  | { readonly _tag: 'GiftCardAmountRefused'; readonly code: 'GIFT_CARD.AMOUNT_NOT_MONEY'; readonly amount: number };

const refused = <E extends GiftCardAmountRefused>(error: E): Result<never, E> => err(error);

/**
 * What a card of `product` is worth when the client picks `choice`: one of its fixed amounts, a
 * free amount within its range (whole cents), or the price of the service it is worth.
 */
export function giftCardAmount(
  product: GiftCardProduct,
  choice: GiftCardChoice,
): Result<number, GiftCardAmountRefused> {
  const { worth } = product;
  if (choice._tag === 'ServiceWorth') {
    return worth._tag === 'ServiceWorth'
      ? ok(worth.price)
      : refused({ _tag: 'GiftCardAmountRefused', code: 'GIFT_CARD.CHOICE_NOT_OFFERED' });
  }
  if (worth._tag === 'ServiceWorth') {
    return refused({ _tag: 'GiftCardAmountRefused', code: 'GIFT_CARD.CHOICE_NOT_OFFERED' });
  }
  const { amount } = choice;
  if (!isGiftCardAmount(amount)) {
    return refused({ _tag: 'GiftCardAmountRefused', code: 'GIFT_CARD.AMOUNT_NOT_MONEY', amount });
  }
  if (choice._tag === 'FixedAmount') {
    if (worth.fixed.length === 0)
      return refused({ _tag: 'GiftCardAmountRefused', code: 'GIFT_CARD.CHOICE_NOT_OFFERED' });
    return worth.fixed.includes(amount)
      ? ok(amount)
      : refused({ _tag: 'GiftCardAmountRefused', code: 'GIFT_CARD.AMOUNT_NOT_LISTED', amount, listed: worth.fixed });
  }
  // A product of fixed amounts only takes one of them, however it was named (docs/adr/0113).
  if (worth.free === null) {
    return worth.fixed.includes(amount)
      ? ok(amount)
      : refused({ _tag: 'GiftCardAmountRefused', code: 'GIFT_CARD.AMOUNT_NOT_LISTED', amount, listed: worth.fixed });
  }
  const { minimum, maximum } = worth.free;
  return amount >= minimum && amount <= maximum
    ? ok(amount)
    : refused({ _tag: 'GiftCardAmountRefused', code: 'GIFT_CARD.AMOUNT_OUT_OF_RANGE', amount, minimum, maximum });
}

/**
 * The last day a card bought on `purchasedOn` may be spent: the same day of the month
 * `validityMonths` later, or that month's last day when it is shorter (bought 31 January for a
 * month: valid through 28 February, or 29 in a leap year). Days are the company's location's.
 */
export function giftCardExpiresOn(purchasedOn: LocalDate, validityMonths: number): LocalDate {
  return addMonths(purchasedOn, validityMonths);
}

/** Whether a card of `product` may be spent at `location`. */
export function honoursAt(product: Pick<GiftCardProduct, 'honouredAt'>, location: LocationId): boolean {
  return product.honouredAt.includes(location);
}
