import type { Cart } from '../reservation/cart';
import type { LocalDate } from '../calendar/local-date';
import { listedPrice } from './listed-price';

// The location page's cart total (issue 20), apart from summary-total.ts so that the first page
// does not load the wizard's charging rules with it (its JavaScript has a budget).

export type CartTotal =
  /** A selected service hides its price: the total is told once the booking is made. */
  | { readonly _tag: 'ToDetermine' }
  /**
   * The regular prices' total, and where paying online costs less (a service's online price or a
   * promotion's special discount today), what the same selection costs paid online.
   */
  | { readonly _tag: 'Total'; readonly amount: number; readonly online: number | null };

/**
 * The total under the location page's cart (issue 20): each selected service's price as the
 * services list shows it on `today`, the location's day (listed-price.ts) times how many times it is selected — the regular
 * prices, and beside them the online prices when paying online costs less — 'to determine' as soon
 * as one hides its price. The wizard then prices each service on its chosen day.
 */
export function cartTotal(cart: Cart, today: LocalDate): CartTotal {
  let amount = 0;
  let online = 0;
  for (const line of cart.lines) {
    const listed = listedPrice(line.service, today);
    if (listed._tag === 'HiddenPrice') return { _tag: 'ToDetermine' };
    const regular = listed._tag === 'RegularPrice' ? (listed.amount ?? 0) : listed.regular;
    amount += regular * line.count;
    online += (listed._tag === 'DiscountedOnline' ? listed.online : regular) * line.count;
  }
  return { _tag: 'Total', amount, online: online < amount ? online : null };
}
