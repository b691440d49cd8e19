import { okAsync, type ResultAsync } from 'neverthrow';
import type { ClientSideFailure } from '#application/client-side/shared/client-side-errors';
import type { CompanyProfiles } from '#application/ports/client/company-profiles';
import type { CompanyId } from '#domain/storefront/company';
import { companyIdOption } from './command-context';

// `--company SLUG|ID` (issue 35): a company named by its id, or by its slug — its storefront web
// address, as `keys create`, `gift-cards` and the catalogue file name it.

/** The company an option names: its id when it is digits, else its slug. */
export type CompanyNamed = { readonly id: CompanyId } | { readonly slug: string };

export const companyNamedOption = (value: string): CompanyNamed =>
  /^\s*\d+\s*$/u.test(value) ? { id: companyIdOption(value) } : { slug: value.trim() };

/** The company's id; a slug no company has is the API's 404 (`COMPANY.NOT_FOUND`). */
export function companyIdOf(
  ports: { readonly companies: CompanyProfiles },
  company: CompanyNamed,
): ResultAsync<CompanyId, ClientSideFailure> {
  return 'id' in company
    ? okAsync(company.id)
    : ports.companies.getCompanyOverview(company.slug, null).map((overview) => overview.id);
}
