import { err, ok, type Result } from 'neverthrow';
import type { Service } from '../catalog/service.plain';
import type { GiftCardProduct } from '../gift-card/gift-card-product';

// A gift card and a service never share the cart (storefront spec; issue 31): the storefront's
// cart holds either services to book or one gift card to buy, never both, and a gift card is
// bought alone. The one place the rule is written, for the storefront's cart and for the server
// that takes a purchase (docs/adr/0105). What a booking's services may be together is cart.ts's.

/** One thing the client put in the cart. */
export type CartItem =
  | { readonly _tag: 'ServiceItem'; readonly service: Service }
  | {
      readonly _tag: 'GiftCardItem';
      readonly product: Pick<GiftCardProduct, 'id' | 'name'>;
      /** What the card is worth, as the product's rules chose it (giftCardAmount). */
      readonly amount: number;
    };

export type GiftCardItem = Extract<CartItem, { readonly _tag: 'GiftCardItem' }>;

/** What a cart buys: a booking of its services, or one gift card. */
export type CartPurchase =
  | { readonly _tag: 'Booking'; readonly services: readonly Service[] }
  | { readonly _tag: 'GiftCardPurchase'; readonly giftCard: GiftCardItem };

/**
 * Why a cart buys nothing:
 * - `CART.GIFT_CARD_WITH_SERVICE`: a gift card and a service are in it together;
 * - `CART.ONE_GIFT_CARD`: more than one gift card (each is bought on its own);
 * - `CART.EMPTY`: nothing is in it.
 */
export interface CartPurchaseRefused {
  readonly _tag: 'CartPurchaseRefused';
  readonly code: 'CART.GIFT_CARD_WITH_SERVICE' | 'CART.ONE_GIFT_CARD' | 'CART.EMPTY';
  /** The names of the gift card products in the cart, in cart order. */
  readonly giftCards: readonly string[];
  /** The names of the services in the cart, in cart order. */
  readonly services: readonly string[];
}

/** What the cart's `items` buy, or why they may not be bought together. */
export function cartPurchase(items: readonly CartItem[]): Result<CartPurchase, CartPurchaseRefused> {
  const giftCards = items.filter((item): item is GiftCardItem => item._tag === 'GiftCardItem');
  const services = items.flatMap((item) => (item._tag === 'ServiceItem' ? [item.service] : []));
  const refused = (code: CartPurchaseRefused['code']): Result<never, CartPurchaseRefused> =>
    err({
      _tag: 'CartPurchaseRefused',
      code,
      giftCards: giftCards.map((item) => item.product.name),
      services: services.map((service) => service.name),
    });
  const [giftCard] = giftCards;
  if (giftCard === undefined) return services.length === 0 ? refused('CART.EMPTY') : ok({ _tag: 'Booking', services });
  if (services.length > 0) return refused('CART.GIFT_CARD_WITH_SERVICE');
  if (giftCards.length > 1) return refused('CART.ONE_GIFT_CARD');
  return ok({ _tag: 'GiftCardPurchase', giftCard });
}

/** Whether `item` may join a cart holding `items`: the same rule, asked before the click is taken. */
export function refusalToAdd(items: readonly CartItem[], item: CartItem): CartPurchaseRefused | null {
  const refused = cartPurchase([...items, item]);
  return refused.isErr() ? refused.error : null;
}
