import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyCatalogService } from '../catalog/service.arbitraries';
import { anyGiftCardAmount, anyGiftCardProduct } from '../gift-card/gift-card-product.arbitraries';
import { cartPurchase, refusalToAdd, type CartItem } from './gift-card-cart';

const anyServiceItem: fc.Arbitrary<CartItem> = anyCatalogService.map((service) => ({ _tag: 'ServiceItem', service }));
const anyGiftCardItem: fc.Arbitrary<CartItem> = fc
  .tuple(anyGiftCardProduct, anyGiftCardAmount)
  .map(([product, amount]) => ({ _tag: 'GiftCardItem', product, amount }));
const anyItems = fc.array(fc.oneof(anyServiceItem, anyGiftCardItem), { maxLength: 6 });

const count = (items: readonly CartItem[], tag: CartItem['_tag']) => items.filter((item) => item._tag === tag).length;

describe('a gift card and a service never share the cart (storefront spec, issue 31)', () => {
  it('books the services of a cart that holds services only, in cart order', () => {
    fc.assert(
      fc.property(fc.array(anyServiceItem, { minLength: 1, maxLength: 6 }), (items) => {
        expect(cartPurchase(items)._unsafeUnwrap()).toEqual({
          _tag: 'Booking',
          services: items.map((item) => (item._tag === 'ServiceItem' ? item.service : null)),
        });
      }),
    );
  });

  it('buys a gift card that is alone in the cart', () => {
    fc.assert(
      fc.property(anyGiftCardItem, (item) => {
        expect(cartPurchase([item])._unsafeUnwrap()).toEqual({ _tag: 'GiftCardPurchase', giftCard: item });
      }),
    );
  });

  it('refuses any cart that mixes them, naming both', () => {
    fc.assert(
      fc.property(anyItems, (items) => {
        fc.pre(count(items, 'GiftCardItem') > 0 && count(items, 'ServiceItem') > 0);
        const refused = cartPurchase(items)._unsafeUnwrapErr();
        expect(refused.code).toBe('CART.GIFT_CARD_WITH_SERVICE');
        expect(refused.giftCards).toHaveLength(count(items, 'GiftCardItem'));
        expect(refused.services).toHaveLength(count(items, 'ServiceItem'));
      }),
    );
  });

  it('refuses a second gift card: a gift card purchase is a cart of exactly one', () => {
    fc.assert(
      fc.property(fc.array(anyGiftCardItem, { minLength: 2, maxLength: 4 }), (items) => {
        expect(cartPurchase(items)._unsafeUnwrapErr().code).toBe('CART.ONE_GIFT_CARD');
      }),
    );
  });

  it('buys nothing with an empty cart', () => {
    expect(cartPurchase([])._unsafeUnwrapErr()).toEqual({
      _tag: 'CartPurchaseRefused',
      code: 'CART.EMPTY',
      giftCards: [],
      services: [],
    });
  });

  it('refuses to add exactly what would make the cart unbuyable', () => {
    fc.assert(
      fc.property(anyItems, fc.oneof(anyServiceItem, anyGiftCardItem), (items, item) => {
        fc.pre(cartPurchase(items).isOk());
        const refusal = refusalToAdd(items, item);
        const giftCards = count([...items, item], 'GiftCardItem');
        const services = count([...items, item], 'ServiceItem');
        expect(refusal === null).toBe(giftCards === 0 || (giftCards === 1 && services === 0));
      }),
    );
  });
});
