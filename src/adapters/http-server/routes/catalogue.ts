import type { GetServiceProvider } from '#application/catalogue/get-service-provider';
import type { ListGiftCardProducts } from '#application/catalogue/list-gift-card-products';
import type { CategoryGroup, ListServices } from '#application/catalogue/list-services';
import type { OfferedService } from '#application/ports/server/catalogue';
import { isBundle, isSessionPackage, type ProviderRef } from '#domain/catalog/service';
import type { GiftCardProduct } from '#domain/gift-card/gift-card-product';
import type { components } from '../../http/booking-api.generated';
import { contractRoute, type ContractRoute } from '../contract-route';
import { scheduleDays } from './schedule-days';
import { locationIdFromWire } from '../wire-ids';

type Schemas = components['schemas'];

export interface CatalogueUseCases {
  readonly listServices: ListServices;
  readonly getServiceProvider: GetServiceProvider;
  readonly listGiftCardProducts: ListGiftCardProducts;
}

const providerRef = (provider: ProviderRef): Schemas['ProviderRef'] => ({
  id: provider.id,
  public_name: provider.publicName,
});

/** A class service's week of start times, Monday first; nothing for any other service. */
function classTimes(offered: OfferedService): readonly Schemas['ServiceTime'][] {
  if (!offered.service.classService) return [];
  return [1, 2, 3, 4, 5, 6, 7].map((weekday) => {
    const hours = offered.classStartTimes.filter((time) => time.isoWeekday === weekday).map((time) => time.start);
    return { day_id: weekday, open: hours.length > 0, hours };
  });
}

function wireService(offered: OfferedService): Schemas['Service'] {
  const { service } = offered;
  return {
    id: service.id,
    name: service.name,
    description: service.description,
    images: offered.images,
    service_category_id: service.categoryId,
    duration: service.durationMinutes,
    show_duration: service.showDuration,
    price: service.price,
    paying_price: service.payingPrice,
    paying_price_charly: service.payingPriceCharly,
    discount: service.discount,
    charly_discount: service.charlyDiscount,
    charly_promotion_start_date: service.charlyPromotionStartDate,
    charly_promotion_end_date: service.charlyPromotionEndDate,
    show_price: service.showPrice,
    online_payable: service.onlinePayable,
    must_be_paid_online: service.mustBePaidOnline,
    online_down_payment: service.onlineDownPayment,
    online_down_payment_amount: service.onlineDownPaymentAmount,
    class_service: service.classService,
    bundled: isBundle(service),
    bundle: service.bundle.map((member) => ({
      id: member.id,
      name: member.name,
      duration: member.durationMinutes,
      service_providers: member.serviceProviders.map(providerRef),
      online_payable: member.onlinePayable,
      must_be_paid_online: member.mustBePaidOnline,
      online_down_payment: member.onlineDownPayment,
      online_down_payment_amount: member.onlineDownPaymentAmount,
    })),
    simultaneous_package: offered.simultaneousPackage,
    has_session: isSessionPackage(service),
    sessions_amount: service.sessionsAmount,
    is_video: service.isVideo,
    outcall: service.outcall,
    times: classTimes(offered),
    service_providers: service.serviceProviders.map(providerRef),
  };
}

/** A category with its services on the wire (GET /services). */
export const categoryGroup = (group: CategoryGroup): Schemas['CategoryGroup'] => ({
  id: group.category.id,
  category: group.category.name,
  services: group.services.map(wireService),
});

/** A gift card product on the wire (GET /gift_card_products): amounts, or the service it is worth. */
export function wireGiftCardProduct(product: GiftCardProduct): Schemas['GiftCardProduct'] {
  const { worth } = product;
  return {
    id: product.id,
    name: product.name,
    fixed_amounts: worth._tag === 'ChosenAmount' ? [...worth.fixed] : [],
    free_amount: worth._tag === 'ChosenAmount' && worth.free !== null ? { ...worth.free } : null,
    service:
      worth._tag === 'ServiceWorth' ? { id: worth.serviceId, name: worth.serviceName, price: worth.price } : null,
    validity_months: product.validityMonths,
    honoured_at: [...product.honouredAt],
    terms: product.terms,
  };
}

/** The catalogue call and one professional (storefront §7 GET /services, booking-wizard §7 GET /service_providers/{id}). */
export function catalogueRoutes(useCases: CatalogueUseCases): readonly ContractRoute[] {
  return [
    contractRoute('listServices', ({ query }) =>
      useCases
        .listServices({ locationId: locationIdFromWire(query.location_id), promotionToken: query.token ?? null })
        .map((groups) => ({ status: 200, body: groups.map(categoryGroup) })),
    ),
    contractRoute('listGiftCardProducts', ({ query }) =>
      useCases
        .listGiftCardProducts({ locationId: locationIdFromWire(query.location_id) })
        .map((products) => ({ status: 200, body: products.map(wireGiftCardProduct) })),
    ),
    contractRoute('getServiceProvider', ({ path, language }) =>
      useCases.getServiceProvider({ providerId: path.id }).map((professional) => ({
        status: 200,
        body: {
          id: professional.id,
          public_name: professional.publicName,
          image: professional.image,
          biography: professional.biography,
          provider_times: scheduleDays(professional.weeklyHours, language),
        },
      })),
    ),
  ];
}
