import type { LocalDate } from '../calendar/local-date';
import { payingPriceOn, type SpecialDiscountPricing } from '../promotion/special-discount';
import type { Service } from '../catalog/service';

// The price a service shows wherever it is listed (booking-wizard §2 Services list "crossed-out
// regular price and online-paying price when discounted", §5 price display, §9): the services list
// of the location page on the day it is read, a reserved service on its chosen day. The online
// price is the one paying online charges that day (payingPriceOn) — the special discount of a
// promotion on that day included — so the price shown is the price charged.

/** What the rule reads of a service. */
export type ListedPricing = SpecialDiscountPricing & Pick<Service, 'showPrice' | 'onlinePayable' | 'mustBePaidOnline'>;

export type ListedPrice =
  /** The service hides its price. */
  | { readonly _tag: 'HiddenPrice' }
  /** One price (null: the service has none, shown as 0). */
  | { readonly _tag: 'RegularPrice'; readonly amount: number | null }
  /** Paying online costs less: the regular price crossed out, and the online price. */
  | {
      readonly _tag: 'DiscountedOnline';
      readonly regular: number;
      readonly online: number;
      /** The promotion's last day when the online price is a special discount's. */
      readonly promotionEndDate: LocalDate | null;
    };

/**
 * The price a service lists on `day` (the day chosen for it, or today before one is): its online
 * paying price beside the struck regular one when the service can be paid online and that price is
 * lower, else the regular price alone.
 */
export function listedPrice(service: ListedPricing, day: LocalDate | null): ListedPrice {
  if (!service.showPrice) return { _tag: 'HiddenPrice' };
  const regular = service.price;
  const paying = payingPriceOn(service, day);
  const online = paying.amount;
  if (
    regular === null ||
    online === null ||
    online >= regular ||
    !(service.onlinePayable || service.mustBePaidOnline)
  ) {
    return { _tag: 'RegularPrice', amount: regular };
  }
  return {
    _tag: 'DiscountedOnline',
    regular,
    online,
    promotionEndDate: paying._tag === 'SpecialDiscountPrice' ? paying.promotionEndDate : null,
  };
}
