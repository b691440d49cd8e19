import type { CurrencyFormat } from '#domain/money/currency-format';
import type { CompanyId } from '#domain/storefront/company';

/** A company as a slug names it (issue 21): the catalogue file's key, the staff API's path. */
export interface CompanyNamedBySlug {
  readonly id: CompanyId;
  readonly slug: string;
  readonly name: string;
  /** How the company writes its amounts (its symbol, thousands delimiter and decimal separator). */
  readonly currency: CurrencyFormat;
}

/** Companies by their slug, the stable key support staff and catalogue files name them by (docs/adr/0070, 0078). */
export interface CompanySlugs {
  /** The company whose slug is `slug`; undefined when none is. */
  companyBySlug(slug: string): Promise<CompanyNamedBySlug | undefined>;
}
