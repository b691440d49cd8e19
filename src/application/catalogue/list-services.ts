import { ok, okAsync, ResultAsync, type Result } from 'neverthrow';
import {
  found,
  locationNotFound,
  promotionNotFound,
  type LocationNotFound,
  type PromotionNotFound,
} from '../shared/not-found';
import type { Catalogue, OfferedService, ServiceCategory, SpecialDiscountPromotion } from '../ports/server/catalogue';
import type { CompanyDirectory } from '../ports/server/company-directory';
import { promotionTermsFor } from '../booking/promotion-terms';
import { underSpecialDiscount } from '#domain/promotion/granted-prices';
import type { CompanyId, LocationId } from '#domain/storefront/company';

/** A category with the services a location offers in it (storefront §3 Category group). */
export interface CategoryGroup {
  readonly category: ServiceCategory;
  readonly services: readonly OfferedService[];
}

export interface ListServicesRequest {
  readonly locationId: LocationId;
  /** A special-discount promotion's token, from a landing link; null without one. */
  readonly promotionToken: string | null;
}

/** The promotion's special-discount price and dates replace the service's own, for the services it names. */
function underPromotion(offered: OfferedService, promotion: SpecialDiscountPromotion | null): OfferedService {
  const terms = promotionTermsFor(promotion, offered.service.id);
  return terms === null ? offered : { ...offered, service: underSpecialDiscount(offered.service, terms) };
}

/**
 * A location's services grouped by category, both in the company's order (storefront §3, §7).
 * Categories without a service here are left out, and so are services without a category, which
 * no group can hold. With a promotion token the promotion's special-discount prices apply; a token
 * that names no promotion of the location's company is not found, so a landing link never
 * silently shows regular prices as if they were the promised ones.
 */
export function listServices(ports: { readonly companyDirectory: CompanyDirectory; readonly catalogue: Catalogue }) {
  const promotionFor = (
    companyId: CompanyId,
    token: string | null,
  ): ResultAsync<SpecialDiscountPromotion | null, PromotionNotFound> =>
    token === null
      ? okAsync(null)
      : ResultAsync.fromSafePromise(ports.catalogue.promotionByToken(token)).andThen(
          (promotion): Result<SpecialDiscountPromotion, PromotionNotFound> =>
            found(promotion?.companyId === companyId ? promotion : undefined, promotionNotFound),
        );

  return (request: ListServicesRequest): ResultAsync<readonly CategoryGroup[], LocationNotFound | PromotionNotFound> =>
    ResultAsync.fromSafePromise(ports.companyDirectory.activeLocation(request.locationId))
      .andThen((location) => found(location, locationNotFound))
      .andThen((location) => promotionFor(location.companyId, request.promotionToken))
      .andThen((promotion) =>
        ResultAsync.fromSafePromise(ports.catalogue.catalogueOf(request.locationId)).andThen((catalogue) =>
          ok(
            catalogue.categories
              .map((category) => ({
                category,
                services: catalogue.services
                  .filter((offered) => offered.service.categoryId === category.id)
                  .map((offered) => underPromotion(offered, promotion)),
              }))
              .filter((group) => group.services.length > 0),
          ),
        ),
      );
}

export type ListServices = ReturnType<typeof listServices>;
