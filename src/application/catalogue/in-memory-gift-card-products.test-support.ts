import type { GiftCardProducts } from '../ports/server/gift-card-products';
import type { GiftCardProduct } from '#domain/gift-card/gift-card-product';

/** Test support: the products given, in their order, each honoured where it says. */
export function inMemoryGiftCardProducts(products: readonly GiftCardProduct[]): GiftCardProducts {
  return {
    honouredAt: (location) => Promise.resolve(products.filter((product) => product.honouredAt.includes(location))),
  };
}
