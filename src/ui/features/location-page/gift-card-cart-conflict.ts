import type { GiftCardProductView } from '#application/ports/client/gift-card-offers';
import type { Service } from '#domain/catalog/service';
import type { GiftCardProductId } from '#domain/gift-card/gift-card-product';
import { refusalToAdd, type CartItem } from '#domain/reservation/gift-card-cart';
import type { GiftCardCartConflict } from '../../shared/gift-card-purchase-opening';

// A gift card and a service never share the cart (storefront spec; gift-card-cart.ts): asked when
// a Buy button is pressed, with the tabs' code rather than the first page's.

/** What a card's amount is for the cart's rule, which looks only at what the items are. */
function someAmount(product: GiftCardProductView): number {
  return product.service?.price ?? product.fixedAmounts[0] ?? product.freeAmount?.minimum ?? 0;
}

/**
 * The booking cart's services standing in the way of buying `product`, by the domain's cart rule
 * (a gift card and a service never share the cart); null when nothing does.
 */
export function giftCardCartConflict(
  inCart: readonly Service[],
  product: GiftCardProductView,
  emptyCart: () => void,
): GiftCardCartConflict | null {
  const items: CartItem[] = inCart.map((service) => ({ _tag: 'ServiceItem', service }));
  const refused = refusalToAdd(items, {
    _tag: 'GiftCardItem',
    product: { id: product.id as GiftCardProductId, name: product.name },
    amount: someAmount(product),
  });
  return refused?.code === 'CART.GIFT_CARD_WITH_SERVICE' ? { services: refused.services, emptyCart } : null;
}
