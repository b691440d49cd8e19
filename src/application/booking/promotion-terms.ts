import type { SpecialDiscountTerms } from '#domain/promotion/granted-prices';
import type { ServiceId } from '#domain/catalog/service';
import type { SpecialDiscountPromotion } from '../ports/server/catalogue';

/**
 * The special-discount terms a landing link's promotion gives one service: its percentage and
 * price over the promotion's dates; null when there is no promotion or it does not price the
 * service. The services list shows these, and a booking is granted them (docs/adr/0022).
 */
export function promotionTermsFor(
  promotion: SpecialDiscountPromotion | null,
  serviceId: ServiceId,
): SpecialDiscountTerms | null {
  const price = promotion?.prices.find((candidate) => candidate.serviceId === serviceId);
  if (promotion === null || price === undefined) return null;
  return {
    charlyDiscount: price.charlyDiscount,
    payingPriceCharly: price.payingPriceCharly,
    startDate: promotion.startDate,
    endDate: promotion.endDate,
  };
}
