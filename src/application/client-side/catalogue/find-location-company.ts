import type { ResultAsync } from 'neverthrow';
import type { LocationId } from '#domain/storefront/company';
import type { CompanyOverviewView, CompanyProfiles } from '../../ports/client/company-profiles';
import type { LocationDirectory } from '../../ports/client/location-directory';
import type { ClientSideFailure } from '../shared/client-side-errors';

/**
 * The company behind a location (GET /locations/{id}, then its company's overview): what a booking's
 * pages read to know whether the site is active (storefront §2) and which trackers the company has
 * (docs/adr/0076).
 */
export function findLocationCompany(ports: {
  readonly locations: LocationDirectory;
  readonly companies: CompanyProfiles;
}) {
  return (locationId: LocationId): ResultAsync<CompanyOverviewView, ClientSideFailure> =>
    ports.locations
      .getLocation(locationId)
      .andThen((location) => ports.companies.getCompanyOverview(location.companyWebAddress, locationId));
}
