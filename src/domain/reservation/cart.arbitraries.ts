import fc from 'fast-check';
import { anyCatalogService, anyService } from '../catalog/service.arbitraries';
import type { Service } from '../catalog/service';
import { decrementService, emptyCart, removeLine, selectService, type Cart, type SelectionMode } from './cart';

/**
 * A location's catalogue as the storefront shows it: one to six services with distinct ids, of
 * every kind, plain and special-discount services common enough that carts often hold several
 * services or meet a special discount.
 */
export const anyCatalogue: fc.Arbitrary<readonly Service[]> = fc.uniqueArray(
  fc.oneof(
    { weight: 3, arbitrary: anyCatalogService },
    { weight: 2, arbitrary: anyService({ kind: 'service', specialDiscount: false }) },
    { weight: 1, arbitrary: anyService({ kind: 'service', specialDiscount: true }) },
  ),
  { minLength: 1, maxLength: 6, selector: (service) => service.id },
);

/** Something a client does on the location page to one of the catalogue's services. */
export interface CartAction {
  readonly action: 'select' | 'decrement' | 'remove';
  /** Which catalogue service, by position (wrapped around the catalogue's length). */
  readonly position: number;
}

const anyCartAction: fc.Arbitrary<CartAction> = fc.record({
  action: fc.oneof(
    { weight: 6, arbitrary: fc.constant('select' as const) },
    { weight: 1, arbitrary: fc.constant('decrement' as const) },
    { weight: 1, arbitrary: fc.constant('remove' as const) },
  ),
  position: fc.nat(5),
});

/** A catalogue and a run of clicks on it. */
export const anyCartHistory: fc.Arbitrary<{
  readonly catalogue: readonly Service[];
  readonly actions: readonly CartAction[];
}> = fc.record({ catalogue: anyCatalogue, actions: fc.array(anyCartAction, { maxLength: 15 }) });

/** The cart after one click; a refused selection leaves the cart as it was, as the dialog does. */
export function applyCartAction(cart: Cart, catalogue: readonly Service[], { action, position }: CartAction): Cart {
  const service = catalogue[position % catalogue.length];
  if (service === undefined) return cart;
  switch (action) {
    case 'select':
      return selectService(cart, service).unwrapOr(cart);
    case 'decrement':
      return decrementService(cart, service.id);
    case 'remove':
      return removeLine(cart, service.id);
  }
}

/** Every cart reachable from an empty one by clicking on a catalogue, with the catalogue it came from. */
export function anyReachableCart(
  selectionMode: SelectionMode = 'multiple',
): fc.Arbitrary<{ readonly catalogue: readonly Service[]; readonly cart: Cart }> {
  return anyCartHistory.map(({ catalogue, actions }) => ({
    catalogue,
    cart: actions.reduce((cart, action) => applyCartAction(cart, catalogue, action), emptyCart(selectionMode)),
  }));
}

/** A cart a client could have built. */
export function anyCart(selectionMode: SelectionMode = 'multiple'): fc.Arbitrary<Cart> {
  return anyReachableCart(selectionMode).map(({ cart }) => cart);
}
