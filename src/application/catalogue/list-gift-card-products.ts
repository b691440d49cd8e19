import { ResultAsync } from 'neverthrow';
import type { GiftCardProduct } from '#domain/gift-card/gift-card-product';
import type { LocationId } from '#domain/storefront/company';
import type { CompanyDirectory } from '../ports/server/company-directory';
import type { GiftCardProducts } from '../ports/server/gift-card-products';
import { found, locationNotFound, type LocationNotFound } from '../shared/not-found';

/**
 * The gift cards a location's page sells (issue 31; docs/adr/0105): its company's products whose
 * cards it honours, in the company's order. A location that is not active is not found, as for
 * its services; one that honours no card answers none.
 */
export function listGiftCardProducts(ports: {
  readonly companyDirectory: CompanyDirectory;
  readonly giftCardProducts: GiftCardProducts;
}) {
  return (request: { readonly locationId: LocationId }): ResultAsync<readonly GiftCardProduct[], LocationNotFound> =>
    ResultAsync.fromSafePromise(ports.companyDirectory.activeLocation(request.locationId))
      .andThen((location) => found(location, locationNotFound))
      .andThen((location) => ResultAsync.fromSafePromise(ports.giftCardProducts.honouredAt(location.id)));
}

export type ListGiftCardProducts = ReturnType<typeof listGiftCardProducts>;
