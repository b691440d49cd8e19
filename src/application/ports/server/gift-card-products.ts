import type { GiftCardProduct } from '#domain/gift-card/gift-card-product';
import type { LocationId } from '#domain/storefront/company';

/**
 * The gift card products companies sell (issue 31; docs/adr/0105), as their catalogue files wrote
 * them. Reads only; a failing store throws.
 */
export interface GiftCardProducts {
  /**
   * The products whose cards `location` honours, without those retired, in the company's order;
   * none when it honours none. A product worth a service carries the service's name and price.
   */
  honouredAt(location: LocationId): Promise<readonly GiftCardProduct[]>;
}
