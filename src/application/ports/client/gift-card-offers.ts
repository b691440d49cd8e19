import type { LocationId } from '#domain/storefront/company';
import type { ApiResult } from './api-result';

/** The service a gift card is worth: its price, in the company's currency. */
export interface GiftCardServiceView {
  readonly id: number;
  readonly name: string;
  readonly price: number;
}

/**
 * A gift card a location sells (issue 31; docs/adr/0105): worth one of `fixedAmounts`, or any
 * amount of whole cents within `freeAmount`, or, when `service` is set, that service's price.
 */
export interface GiftCardProductView {
  readonly id: number;
  readonly name: string;
  /** In the company's order; empty for a card of a free amount only, or of a service. */
  readonly fixedAmounts: readonly number[];
  readonly freeAmount: { readonly minimum: number; readonly maximum: number } | null;
  readonly service: GiftCardServiceView | null;
  /** Calendar months a card lasts from the day it is bought. */
  readonly validityMonths: number;
  /** The locations that take the card, in the company's order. */
  readonly honouredAt: readonly LocationId[];
  readonly terms: string;
}

/** The gift cards locations sell, as the Booking API lists them (issue 31). */
export interface GiftCardOffers {
  /** GET /gift_card_products?location_id: the location's gift cards, in its company's order; none when it sells none. */
  listGiftCardProducts(locationId: LocationId): ApiResult<readonly GiftCardProductView[]>;
}
