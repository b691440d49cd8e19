import { payingPriceOn } from '../promotion/special-discount';
import type { ServiceToReserve } from '../reservation/reservation';
import { chargedServices, type ChargedService } from './charged-services';

// The total under the services list (booking-wizard §2, §9).

/** Which price a total adds up: the regular price, or what is paid when paying online. */
export type PriceBasis = 'regular' | 'payingOnline';

function priceOf(charged: ChargedService, basis: PriceBasis): number {
  switch (basis) {
    case 'regular':
      return charged.service.price ?? 0;
    case 'payingOnline':
      return payingPriceOn(charged.service, charged.daySelected).amount ?? 0;
  }
}

/**
 * What the reservation costs, hidden prices included: a service with no price counts as 0, a
 * bundle or a session package once. For amounts that are charged, not for display.
 */
export function totalAmount(servicesToReserve: readonly ServiceToReserve[], basis: PriceBasis): number {
  return chargedServices(servicesToReserve).reduce((total, charged) => total + priceOf(charged, basis), 0);
}

export type SummaryTotal =
  | { readonly _tag: 'Total'; readonly amount: number }
  /** Some service hides its price, so the total can't be shown without revealing it. */
  | { readonly _tag: 'ToDetermine' };

/** The total the services list shows: 'to determine' as soon as one service hides its price. */
export function summaryTotal(servicesToReserve: readonly ServiceToReserve[], basis: PriceBasis): SummaryTotal {
  if (chargedServices(servicesToReserve).some((charged) => !charged.service.showPrice)) return { _tag: 'ToDetermine' };
  return { _tag: 'Total', amount: totalAmount(servicesToReserve, basis) };
}
