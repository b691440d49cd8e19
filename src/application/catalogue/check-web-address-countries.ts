import { ResultAsync } from 'neverthrow';
import { companyNotFound, found, type CompanyNotFound } from '../shared/not-found';
import type { CompanyDirectory } from '../ports/server/company-directory';

export interface WebAddressCountries {
  readonly webAddress: string;
  /** Never empty. */
  readonly countries: readonly string[];
}

/**
 * The countries a company's storefront serves, for the `{country}` segment of its routes (storefront
 * §2, §7): those of its active locations, its home country first and the others alphabetically, so
 * that a storefront defaulting to the first lands at home. A company without active locations still
 * serves its home country.
 */
export function checkWebAddressCountries(ports: { readonly companyDirectory: CompanyDirectory }) {
  return (request: { readonly webAddress: string }): ResultAsync<WebAddressCountries, CompanyNotFound> =>
    ResultAsync.fromSafePromise(ports.companyDirectory.companyByWebAddress(request.webAddress))
      .andThen((company) => found(company, companyNotFound))
      .andThen((company) =>
        ResultAsync.fromSafePromise(ports.companyDirectory.activeLocationsOf(company.id)).map((locations) => {
          const abroad = [...new Set(locations.map((location) => location.countryCode))]
            .filter((country) => country !== company.countryCode)
            .sort();
          const atHome =
            locations.length === 0 || locations.some((location) => location.countryCode === company.countryCode);
          return { webAddress: company.webAddress, countries: atHome ? [company.countryCode, ...abroad] : abroad };
        }),
      );
}

export type CheckWebAddressCountries = ReturnType<typeof checkWebAddressCountries>;
