import { formatDayMonthYear, isWithin, type LocalDate } from '../calendar/local-date.plain';
import type { Service } from '../catalog/service';

// A special-discount ("charly") promotion lowers a service's online paying price on the days
// between its start and end dates, both included (booking-wizard §9).

/** What the rules read of a service's prices: the catalogue's Service, or a client's view of it. */
export type SpecialDiscountPricing = Pick<
  Service,
  | 'price'
  | 'payingPrice'
  | 'payingPriceCharly'
  | 'charlyDiscount'
  | 'charlyPromotionStartDate'
  | 'charlyPromotionEndDate'
>;

/** The promotion's dates when the service has one: a percentage and both dates. */
function promotionDates(
  service: SpecialDiscountPricing,
): { readonly start: LocalDate; readonly end: LocalDate } | null {
  const { charlyDiscount, charlyPromotionStartDate: start, charlyPromotionEndDate: end } = service;
  return charlyDiscount > 0 && start !== null && end !== null ? { start, end } : null;
}

/** True when the service's special-discount promotion is on for a day (start and end included). */
export function specialDiscountAppliesOn(service: SpecialDiscountPricing, day: LocalDate): boolean {
  const dates = promotionDates(service);
  return dates !== null && isWithin(day, dates.start, dates.end);
}

/** What a service costs when paid online on a day, and why. */
export type PayingPrice =
  | {
      readonly _tag: 'SpecialDiscountPrice';
      readonly amount: number;
      readonly promotionEndDate: LocalDate;
    }
  | {
      readonly _tag: 'OnlinePrice';
      /** Null when the service has no price (shown and counted as 0). */
      readonly amount: number | null;
    };

/**
 * The online paying price that applies on a day: the special-discount price when the promotion is
 * on that day, otherwise the usual paying price. A service with no paying price is paid at its
 * regular price. Without a day (none chosen yet) no promotion can be known to apply.
 */
export function payingPriceOn(service: SpecialDiscountPricing, day: LocalDate | null): PayingPrice {
  const dates = promotionDates(service);
  if (day !== null && dates !== null && service.payingPriceCharly !== null && isWithin(day, dates.start, dates.end)) {
    return { _tag: 'SpecialDiscountPrice', amount: service.payingPriceCharly, promotionEndDate: dates.end };
  }
  return { _tag: 'OnlinePrice', amount: service.payingPrice ?? service.price };
}

/** The date step's reminder line (booking-wizard §2). */
export type PromotionReminder =
  | { readonly _tag: 'PromotionEndsOn'; readonly endDate: LocalDate; /** DD/MM/YYYY */ readonly endDateText: string }
  | { readonly _tag: 'NoPromotionReminder' };

/** The promotion end date to remind the client of, when a discount applies on the selected day. */
export function promotionReminder(service: Service, daySelected: LocalDate | null): PromotionReminder {
  const dates = promotionDates(service);
  if (daySelected === null || dates === null || !isWithin(daySelected, dates.start, dates.end)) {
    return { _tag: 'NoPromotionReminder' };
  }
  return { _tag: 'PromotionEndsOn', endDate: dates.end, endDateText: formatDayMonthYear(dates.end) };
}
