import type { CompanyId } from '#domain/storefront/company';
import type { ApiResult } from './api-result';

/** A staff api-key just issued for one company: the key itself is shown only in this answer. */
export interface IssuedStaffApiKeyView {
  readonly apiKey: string;
  readonly label: string;
  readonly company: { readonly id: CompanyId; readonly slug: string; readonly name: string };
}

/** Issuing staff api-keys per company, for support staff holding the operator's key (issue 21; docs/adr/0078). */
export interface StaffApiKeys {
  /** POST /staff/companies/{slug}/api_keys: a new key acting for that company alone. */
  issueStaffApiKey(companySlug: string, label: string): ApiResult<IssuedStaffApiKeyView>;
}
