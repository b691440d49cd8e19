import type { LocationId } from '#domain/storefront/company';
import type {
  Company,
  CompanyBookingSettings,
  CompanyDirectory,
  Location,
  SocialNetworkLink,
} from './company-directory';
import type { Reviews, ReviewTally } from './reviews';

/**
 * What a location's page is first drawn from (issue 19): the location, its company, the company's
 * booking settings and social links, and the location's review tally — as the company directory
 * and the reviews port answer each, read at once.
 */
export interface LocationPageRead {
  readonly location: Location;
  /** The location's company, and its booking settings, as the directory answers them (undefined for none). */
  readonly company: Company | undefined;
  readonly bookingSettings: CompanyBookingSettings | undefined;
  /** In the company's order, blank ones included. */
  readonly socialNetworks: readonly SocialNetworkLink[];
  readonly reviewTally: ReviewTally | undefined;
}

/** Reads a location page's first data in one go; undefined for an unknown or closed location. A failing store throws. */
export interface LocationPages {
  locationPageOf(locationId: LocationId): Promise<LocationPageRead | undefined>;
}

/**
 * The location pages read one part at a time from the directory and the reviews port: for stores
 * that have no single read (the in-memory ones).
 */
export function locationPagesOver(ports: {
  readonly companyDirectory: CompanyDirectory;
  readonly reviews: Reviews;
}): LocationPages {
  return {
    async locationPageOf(locationId) {
      const location = await ports.companyDirectory.activeLocation(locationId);
      if (location === undefined) return undefined;
      const [company, bookingSettings, socialNetworks, reviewTally] = await Promise.all([
        ports.companyDirectory.companyById(location.companyId),
        ports.companyDirectory.bookingSettingsByWebAddress(location.companyWebAddress),
        ports.companyDirectory.socialNetworksOf(location.companyId),
        ports.reviews.tallyOf(location.id),
      ]);
      return { location, company, bookingSettings, socialNetworks, reviewTally };
    },
  };
}
