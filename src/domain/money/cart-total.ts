import type { Cart } from '../reservation/cart';
import type { SummaryTotal } from './summary-total';

// The location page's cart total (issue 20), apart from summary-total.ts so that the first page
// does not load the wizard's charging rules with it (its JavaScript has a budget).

/**
 * The total under the location page's cart (issue 20): each selected service's regular price times
 * how many times it is selected, 'to determine' as soon as one hides its price — the services
 * list's own rule, before the wizard knows days, professionals and promotions.
 */
export function cartTotal(cart: Cart): SummaryTotal {
  if (cart.lines.some((line) => !line.service.showPrice)) return { _tag: 'ToDetermine' };
  return {
    _tag: 'Total',
    amount: cart.lines.reduce((total, line) => total + (line.service.price ?? 0) * line.count, 0),
  };
}
