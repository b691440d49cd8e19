import { okAsync, ResultAsync } from 'neverthrow';
import { branchesIn } from '#domain/storefront/branch-filter';
import { siteAvailability } from '#domain/storefront/site-availability';
import type { CompanyOverviewView, CompanyProfiles } from '../../ports/client/company-profiles';
import type { LocationDirectory, LocationView } from '../../ports/client/location-directory';
import type { ClientSideFailure } from '../shared/client-side-errors';

// What a company's branch list (storefront §2 `{country}`; docs/adr/0033) shows: the company behind
// the web address its host names, whether its storefront serves the route's country, and its
// branches there. An inactive company shows its notice instead (storefront §4 Site availability),
// and its branches are not asked for. No company at the address is the API's 404 `COMPANY.NOT_FOUND`.

export type BranchList =
  /** The company's branches in the route's country, in the company's order (possibly none). */
  | { readonly _tag: 'Branches'; readonly company: CompanyOverviewView; readonly branches: readonly LocationView[] }
  /** The company's storefront does not serve the route's country; these are the ones it serves. */
  | { readonly _tag: 'OtherCountries'; readonly company: CompanyOverviewView; readonly countries: readonly string[] }
  | {
      readonly _tag: 'Unavailable';
      readonly company: CompanyOverviewView;
      readonly reason: 'inactiveCompany' | 'notTakingReservations';
    };

/** Reads the branch list of the company at `webAddress` for `country`, a route's two lower-case letters. */
export function loadBranchList(ports: { readonly companies: CompanyProfiles; readonly locations: LocationDirectory }) {
  return (webAddress: string, country: string): ResultAsync<BranchList, ClientSideFailure> =>
    ResultAsync.combine([
      ports.companies.checkWebAddressCountries(webAddress),
      ports.companies.getCompanyOverview(webAddress, null),
    ]).andThen(([served, company]): ResultAsync<BranchList, ClientSideFailure> => {
      const availability = siteAvailability(company);
      if (availability._tag === 'Unavailable')
        return okAsync({ _tag: 'Unavailable', company, reason: availability.reason });
      const countries = served.countries.map((each) => each.toLowerCase());
      if (!countries.includes(country.toLowerCase())) return okAsync({ _tag: 'OtherCountries', company, countries });
      return ports.locations
        .listLocations(company.id)
        .map((locations): BranchList => ({ _tag: 'Branches', company, branches: branchesIn(locations, country) }));
    });
}
