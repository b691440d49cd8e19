import type { Storefront } from '#application/client-side/catalogue/load-storefront';
import type { GiftCardProductView } from '#application/ports/client/gift-card-offers';
import type { TrackingParameters } from '#domain/booking/traffic-source';

// What the location page hands the gift card purchase dialog when a Buy button is pressed (issue
// 31): the page and the card, and — when the booking cart holds services, which a gift card never
// shares the cart with (gift-card-cart.ts) — what the cart holds and how to empty it.

/** The booking cart's services standing in the way of a gift card, as cartPurchase refused them. */
export interface GiftCardCartConflict {
  /** The services' names, in cart order. */
  readonly services: readonly string[];
  /** Empties the booking cart, so that the gift card may be bought. */
  readonly emptyCart: () => void;
}

export interface GiftCardPurchaseOpening {
  readonly storefront: Storefront;
  readonly product: GiftCardProductView;
  /** The names of the locations that honour the card, in the company's order; empty while unknown. */
  readonly honouredAtNames: readonly string[];
  readonly cartConflict: GiftCardCartConflict | null;
  /** The visit's tracking parameters, carried to the checkout page as a booking's are. */
  readonly tracking: TrackingParameters;
}
