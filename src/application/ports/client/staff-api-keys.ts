import type { CompanyId } from '#domain/storefront/company';
import type { ApiResult } from './api-result';

/** A staff api-key just issued for one company: the key itself is shown only in this answer. */
export interface IssuedStaffApiKeyView {
  readonly apiKey: string;
  readonly label: string;
  readonly company: { readonly id: CompanyId; readonly slug: string; readonly name: string };
}

/** One of a company's api-keys as listed: never the key itself. */
export interface ListedStaffApiKeyView {
  readonly id: number;
  readonly label: string;
  /** ISO 8601, as the API writes it. */
  readonly createdAt: string;
  /** ISO 8601; null while the key is accepted. */
  readonly revokedAt: string | null;
}

export interface StaffApiKeyListView {
  readonly company: IssuedStaffApiKeyView['company'];
  readonly apiKeys: readonly ListedStaffApiKeyView[];
}

/**
 * Staff api-keys per company (issue 21; docs/adr/0078, 0081): issued by support holding the
 * operator's key; listed and revoked by it or by the company's own key.
 */
export interface StaffApiKeys {
  /** POST /staff/companies/{slug}/api_keys: a new key acting for that company alone. */
  issueStaffApiKey(companySlug: string, label: string): ApiResult<IssuedStaffApiKeyView>;
  /** GET /staff/companies/{slug}/api_keys: the company's keys, revoked ones included. */
  listStaffApiKeys(companySlug: string): ApiResult<StaffApiKeyListView>;
  /** DELETE /staff/companies/{slug}/api_keys/{id}: the key is refused from the next request on. */
  revokeStaffApiKey(companySlug: string, keyId: number): ApiResult<void>;
}
