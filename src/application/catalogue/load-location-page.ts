import { errAsync, type ResultAsync } from 'neverthrow';
import type { Catalogue } from '../ports/server/catalogue';
import type { CompanyDirectory, Location } from '../ports/server/company-directory';
import type { LocationPageRead, LocationPages } from '../ports/server/location-pages';
import type { Reviews } from '../ports/server/reviews';
import { locationNotFound, type LocationNotFound } from '../shared/not-found';
import { getReviewSummary } from '../review/get-review-summary';
import { getCompanyBookingInfo } from './get-company-booking-info';
import { getCompanyOverview } from './get-company-overview';
import { getLocation } from './get-location';
import { listServices } from './list-services';
import { listSocialNetworks } from './list-social-networks';
import type { LocationId } from '#domain/storefront/company';

type Answer<U extends (request: never) => ResultAsync<unknown, unknown>> = Awaited<ReturnType<U>>;

/** What the location page's first calls answer, each as its own use case answers it. */
export interface LocationPageAnswers {
  readonly location: Answer<ReturnType<typeof getLocation>>;
  /** The rest, once the location is found. */
  readonly company: {
    readonly location: Location;
    readonly overview: Answer<ReturnType<typeof getCompanyOverview>>;
    readonly bookingInfo: Answer<ReturnType<typeof getCompanyBookingInfo>>;
    readonly services: Answer<ReturnType<typeof listServices>>;
    readonly socialNetworks: Answer<ReturnType<typeof listSocialNetworks>>;
    readonly reviewSummary: Answer<ReturnType<typeof getReviewSummary>>;
  } | null;
}

/**
 * The company directory and reviews port answering what `read` holds from it, and anything else
 * from the stores themselves: the use cases below then read nothing twice.
 */
function portsHolding(
  read: LocationPageRead,
  ports: { readonly companyDirectory: CompanyDirectory; readonly reviews: Reviews },
): { readonly companyDirectory: CompanyDirectory; readonly reviews: Reviews } {
  const { location } = read;
  // The location's company, by the id and web address the location names, as the read found it.
  const company = { id: location.companyId, webAddress: location.companyWebAddress };
  const directory = ports.companyDirectory;
  return {
    companyDirectory: {
      ...directory,
      companyByWebAddress: (webAddress) =>
        webAddress === company.webAddress ? Promise.resolve(read.company) : directory.companyByWebAddress(webAddress),
      companyById: (companyId) =>
        companyId === company.id ? Promise.resolve(read.company) : directory.companyById(companyId),
      bookingSettingsByWebAddress: (webAddress) =>
        webAddress === company.webAddress
          ? Promise.resolve(read.bookingSettings)
          : directory.bookingSettingsByWebAddress(webAddress),
      activeLocation: (locationId) =>
        locationId === location.id ? Promise.resolve(location) : directory.activeLocation(locationId),
      socialNetworksOf: (companyId) =>
        companyId === company.id ? Promise.resolve(read.socialNetworks) : directory.socialNetworksOf(companyId),
    },
    reviews: {
      ...ports.reviews,
      tallyOf: (locationId) =>
        locationId === location.id ? Promise.resolve(read.reviewTally) : ports.reviews.tallyOf(locationId),
    },
  };
}

/**
 * The answers a location's page asks for first (storefront §7: the location, its company's overview
 * and booking settings, the location's services, the company's social links and the location's
 * review summary), from one read of the location page (`LocationPages`) and the location's
 * catalogue (kept in memory on the server, docs/adr/0071), instead of a read per call (issue 19).
 * Each answer is its own use case's, run over ports that hold that read, so the rules stay theirs.
 */
export function loadLocationPage(ports: {
  readonly locationPages: LocationPages;
  readonly companyDirectory: CompanyDirectory;
  readonly reviews: Reviews;
  readonly catalogue: Catalogue;
}) {
  return async (request: {
    readonly locationId: LocationId;
    /** A special-discount promotion's token for the services; null without one. */
    readonly promotionToken: string | null;
  }): Promise<LocationPageAnswers> => {
    const read = await ports.locationPages.locationPageOf(request.locationId);
    if (read === undefined)
      return { location: await errAsync<Location, LocationNotFound>(locationNotFound), company: null };
    const held = { ...portsHolding(read, ports), catalogue: ports.catalogue };
    const { location } = read;
    const [found, overview, bookingInfo, services, socialNetworks, reviewSummary] = await Promise.all([
      getLocation(held)({ locationId: location.id }),
      getCompanyOverview(held)({ webAddress: location.companyWebAddress, locationId: location.id }),
      getCompanyBookingInfo(held)({ webAddress: location.companyWebAddress }),
      listServices(held)({ locationId: location.id, promotionToken: request.promotionToken }),
      listSocialNetworks(held)({ companyId: location.companyId }),
      getReviewSummary(held)({ locationId: location.id }),
    ]);
    return {
      location: found,
      company: { location, overview, bookingInfo, services, socialNetworks, reviewSummary },
    };
  };
}

export type LoadLocationPage = ReturnType<typeof loadLocationPage>;
