import type { CompanyProfiles } from '#application/ports/client/company-profiles';
import type { GiftCardOffers } from '#application/ports/client/gift-card-offers';
import type { LocationDirectory, LocationView } from '#application/ports/client/location-directory';
import type { OfferedServices } from '#application/ports/client/offered-services';
import type { PublishedReviews } from '#application/ports/client/published-reviews';
import type { components } from './booking-api.generated';
import { call, type ApiClientOptions, type ContractClient, type ResponseBody } from './api-transport';
import { companyIdAnswered, locationIdAnswered, withAnsweredIds } from './answered-ids';
import { camelized, type Camelized } from './wire-case';

// The calls a location page makes before it paints (load-storefront.ts and the header's review
// summary; the server carries their answers in the page, docs/adr/0028), and the location's gift
// cards it asks for once painted (its tabs, issue 31), apart from the rest of the HTTP client: the
// storefront loads these with its first page and the rest of bookingApiClient (the wizard's, the
// account's and the staff's calls) on first use (docs/adr/0080).

type Schemas = components['schemas'];

export function locationAnswered(location: Camelized<Schemas['Location']>): LocationView {
  return { ...location, id: locationIdAnswered(location.id), companyId: companyIdAnswered(location.companyId) };
}

/** The reads a location page paints from. */
export type LocationPageReads = Pick<LocationDirectory, 'getLocation'> &
  Pick<CompanyProfiles, 'getCompanyOverview' | 'getCompanyBookingInfo' | 'listSocialNetworks'> &
  Pick<OfferedServices, 'listServices'> &
  Pick<GiftCardOffers, 'listGiftCardProducts'> &
  Pick<PublishedReviews, 'getReviewSummary' | 'getReviewSummaryV1'>;

export function locationPageReads(client: Pick<ContractClient, 'GET'>, options: ApiClientOptions): LocationPageReads {
  return {
    getLocation: (locationId) =>
      call<ResponseBody<'getLocation', 200>>(options, (signal) =>
        client.GET('/locations/{id}', { params: { path: { id: locationId } }, signal }),
      ).andThen(withAnsweredIds((data) => locationAnswered(camelized(data)))),
    getCompanyOverview: (website, locationId) =>
      call<ResponseBody<'getCompanyOverview', 200>>(options, (signal) =>
        client.GET('/companies/overview', {
          params: { query: { website, ...(locationId === null ? {} : { location_id: locationId }) } },
          signal,
        }),
      ).andThen(
        withAnsweredIds((data) => {
          const overview = camelized(data);
          return {
            ...overview,
            id: companyIdAnswered(overview.id),
            location:
              overview.location === null
                ? null
                : { ...overview.location, id: locationIdAnswered(overview.location.id) },
          };
        }),
      ),
    getCompanyBookingInfo: (website) =>
      call<ResponseBody<'getCompanyBookingInfo', 200>>(options, (signal) =>
        client.GET('/companies/booking_info', { params: { query: { website } }, signal }),
      ).map(({ data }) => camelized(data)),
    listServices: (locationId, promotionToken = null) =>
      call<ResponseBody<'listServices', 200>>(options, (signal) =>
        client.GET('/services', {
          params: { query: { location_id: locationId, ...(promotionToken === null ? {} : { token: promotionToken }) } },
          signal,
        }),
      ).map(({ data }) => camelized(data)),
    getReviewSummary: (locationId) =>
      call<ResponseBody<'getReviewSummaryV2', 200>>(options, (signal) =>
        client.GET('/reviews/api/v1/location_reviews', { params: { query: { location_id: locationId } }, signal }),
      ).map(({ data }) => camelized(data)),
    listSocialNetworks: (companyId) =>
      call<ResponseBody<'listSocialNetworks', 200>>(options, (signal) =>
        client.GET('/social_networks', { params: { query: { company_id: companyId } }, signal }),
      ).map(({ data }) => data.map((network) => camelized(network))),
    listGiftCardProducts: (locationId) =>
      call<ResponseBody<'listGiftCardProducts', 200>>(options, (signal) =>
        client.GET('/gift_card_products', { params: { query: { location_id: locationId } }, signal }),
      ).andThen(
        withAnsweredIds((data) =>
          camelized(data).map((product) => ({ ...product, honouredAt: product.honouredAt.map(locationIdAnswered) })),
        ),
      ),
    getReviewSummaryV1: (locationId) =>
      call<ResponseBody<'getReviewSummary', 200>>(options, (signal) =>
        client.GET('/reviews', { params: { query: { location_id: locationId } }, signal }),
      ).map(({ data }) => camelized(data)),
  };
}
