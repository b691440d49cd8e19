import { ok, ResultAsync } from 'neverthrow';
import {
  companyNotFound,
  found,
  locationNotFound,
  type CompanyNotFound,
  type LocationNotFound,
} from '../shared/not-found';
import type { Company, CompanyDirectory } from '../ports/server/company-directory';
import type { LocationId } from '#domain/storefront/company';

/** The name and phone of the location a storefront page is about. */
export interface LocationContact {
  readonly id: number;
  readonly name: string;
  readonly phone: string | null;
}

export interface CompanyOverview {
  readonly company: Company;
  /** The location asked for; null when none was. */
  readonly location: LocationContact | null;
}

export interface CompanyOverviewRequest {
  readonly webAddress: string;
  readonly locationId: LocationId | null;
}

/**
 * The company a storefront's web address belongs to (storefront §3 Company overview, §7), with the
 * contact of one of its locations when asked. A location of another company, or a closed one, is
 * not found: the storefront must not show one company's page with another's branch.
 */
export function getCompanyOverview(ports: { readonly companyDirectory: CompanyDirectory }) {
  return (request: CompanyOverviewRequest): ResultAsync<CompanyOverview, CompanyNotFound | LocationNotFound> =>
    ResultAsync.fromSafePromise(ports.companyDirectory.companyByWebAddress(request.webAddress))
      .andThen((company) => found(company, companyNotFound))
      .andThen((company) => {
        if (request.locationId === null) return ok<CompanyOverview>({ company, location: null });
        return ResultAsync.fromSafePromise(ports.companyDirectory.activeLocation(request.locationId))
          .andThen((location) => found(location?.companyId === company.id ? location : undefined, locationNotFound))
          .map((location): CompanyOverview => ({
            company,
            location: { id: location.id, name: location.name, phone: location.phone },
          }));
      });
}

export type GetCompanyOverview = ReturnType<typeof getCompanyOverview>;
