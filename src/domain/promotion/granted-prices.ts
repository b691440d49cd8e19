import { dayNumber, type LocalDate } from '../calendar/local-date';
import type { Service } from '../catalog/service';
import { payingPriceOn, specialDiscountAppliesOn } from './special-discount';

// Which prices the server grants a service on a day, paid one way or the other (booking-wizard §3
// Booking request item `price`, §9 "Promotion applies to days inclusive between start and end
// dates"; docs/adr/0022). A booking carries the price the client was shown; the server books it
// only when it is one of these, and charges its own.

/** A special-discount ("charly") promotion's terms for one service: its price, percentage and days. */
export interface SpecialDiscountTerms {
  readonly charlyDiscount: number;
  readonly payingPriceCharly: number | null;
  readonly startDate: LocalDate;
  readonly endDate: LocalDate;
}

/** How a booking is paid: online (a payment provider named, or the service must be), or at the location. */
export type PaymentWay = 'online' | 'atLocation';

/** A price the server grants, and why. */
export interface GrantedPrice {
  readonly kind: 'regular' | 'online' | 'specialDiscount';
  readonly amount: number;
}

/** What the server answers to the price a client was shown for one booking. */
export type ShownPriceVerdict =
  /** Booked; `charged` is the server's own price (null for a service with no price). */
  | { readonly _tag: 'Granted'; readonly charged: number | null }
  /** The price was a special-discount promotion's that ended before the booking's day. */
  | { readonly _tag: 'PromotionExpired' }
  /** No price the server grants, nor any promotion's that ended. */
  | { readonly _tag: 'PriceChanged' };

/** The context of one booking's price: the day it falls on, how it is paid, promotions beyond the catalogue's own. */
export interface PricingContext {
  readonly day: LocalDate;
  readonly way: PaymentWay;
  /** Special-discount promotions (landing links) that price this service, besides the service's own. */
  readonly promotions: readonly SpecialDiscountTerms[];
}

// Prices are money with at most two decimals: equal when they round to the same cent.
const sameAmount = (a: number, b: number) => Math.round(a * 100) === Math.round(b * 100);

/** The service as a promotion prices it, as the services list shows it under the promotion's token. */
export function underSpecialDiscount(service: Service, terms: SpecialDiscountTerms): Service {
  return {
    ...service,
    charlyDiscount: terms.charlyDiscount,
    payingPriceCharly: terms.payingPriceCharly,
    charlyPromotionStartDate: terms.startDate,
    charlyPromotionEndDate: terms.endDate,
  };
}

/** The service under its own promotion and under each other one. */
function pricings(service: Service, promotions: readonly SpecialDiscountTerms[]): readonly Service[] {
  return [service, ...promotions.map((terms) => underSpecialDiscount(service, terms))];
}

/**
 * The prices the server grants a service on a day: always its regular price (a service with none
 * costs 0); paying online, also its online price and the special-discount price of each promotion
 * that applies that day (both days included). Special-discount prices are online prices: a booking
 * paid at the location never gets one.
 */
export function grantedPrices(service: Service, context: PricingContext): readonly GrantedPrice[] {
  const regular: GrantedPrice = { kind: 'regular', amount: service.price ?? 0 };
  if (context.way === 'atLocation') return [regular];
  const online: GrantedPrice = { kind: 'online', amount: service.payingPrice ?? service.price ?? 0 };
  const special = pricings(service, context.promotions).flatMap((priced): GrantedPrice[] => {
    const paying = payingPriceOn(priced, context.day);
    return paying._tag === 'SpecialDiscountPrice' ? [{ kind: 'specialDiscount', amount: paying.amount }] : [];
  });
  return [regular, online, ...special];
}

/**
 * The server's own price for the booking when the client was not shown a special-discount price
 * it grants: paid online, the online paying price of that day (the service's own promotion
 * included); at the location, the regular price.
 */
function ownPrice(service: Service, context: PricingContext): number | null {
  return context.way === 'online' ? payingPriceOn(service, context.day).amount : service.price;
}

/** Whether a promotion's special-discount price was `shown`, and the promotion ended before `day`. */
function endedPromotionPrice(service: Service, context: PricingContext, shown: number): boolean {
  return pricings(service, context.promotions).some(
    (priced) =>
      priced.charlyDiscount > 0 &&
      priced.payingPriceCharly !== null &&
      priced.charlyPromotionEndDate !== null &&
      sameAmount(priced.payingPriceCharly, shown) &&
      dayNumber(priced.charlyPromotionEndDate) < dayNumber(context.day),
  );
}

/**
 * The server's answer to the price the client was shown (null: none shown). A granted price books
 * at the server's own price — the special-discount price when that is the one shown — and never
 * above the price shown. A promotion's price after the promotion ended is refused unless the client
 * agreed (`expiredConfirm`) to book at the server's own price; any other price is refused as changed.
 */
export function judgeShownPrice(
  service: Service,
  context: PricingContext,
  shown: number | null,
  expiredConfirm: boolean,
): ShownPriceVerdict {
  const own: ShownPriceVerdict = { _tag: 'Granted', charged: ownPrice(service, context) };
  if (shown === null) return own;
  const granted = grantedPrices(service, context).find((price) => sameAmount(price.amount, shown));
  if (granted !== undefined) {
    if (granted.kind === 'specialDiscount') return { _tag: 'Granted', charged: granted.amount };
    return { _tag: 'Granted', charged: own.charged === null ? null : Math.min(own.charged, granted.amount) };
  }
  if (endedPromotionPrice(service, context, shown)) return expiredConfirm ? own : { _tag: 'PromotionExpired' };
  return { _tag: 'PriceChanged' };
}

/**
 * The largest discount percentage the server grants a service on a day: its online discount (on
 * offer whichever way the client pays, as the cart shows it) and the percentage of each
 * special-discount promotion that applies that day — and, once the client agreed to book after a
 * promotion ended (`expiredConfirm`), the percentage of a promotion that ended before the day.
 */
export function largestGrantedDiscount(
  service: Service,
  context: Omit<PricingContext, 'way'>,
  expiredConfirm: boolean,
): number {
  const promotional = pricings(service, context.promotions)
    .filter(
      (priced) =>
        specialDiscountAppliesOn(priced, context.day) ||
        (expiredConfirm &&
          priced.charlyPromotionEndDate !== null &&
          dayNumber(priced.charlyPromotionEndDate) < dayNumber(context.day)),
    )
    .map((priced) => priced.charlyDiscount);
  return Math.max(service.discount, ...promotional);
}
