import { ResultAsync } from 'neverthrow';
import { companyNotFound, found, type CompanyNotFound } from '../shared/not-found';
import type { CompanyDirectory, Location } from '../ports/server/company-directory';
import type { CompanyId } from '#domain/storefront/company';

/** A company's active locations in its order, for its locations list (storefront §2 `{country}`). */
export function listLocations(ports: { readonly companyDirectory: CompanyDirectory }) {
  return (request: { readonly companyId: CompanyId }): ResultAsync<readonly Location[], CompanyNotFound> =>
    ResultAsync.fromSafePromise(ports.companyDirectory.companyById(request.companyId))
      .andThen((company) => found(company, companyNotFound))
      .andThen((company) => ResultAsync.fromSafePromise(ports.companyDirectory.activeLocationsOf(company.id)));
}

export type ListLocations = ReturnType<typeof listLocations>;
