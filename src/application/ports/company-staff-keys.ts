import type { Instant } from '#domain/calendar/instant';
import type { CompanyId } from '#domain/storefront/company';

/** A company's staff api-key as support sees it: never the key nor its digest (issue 21; docs/adr/0081). */
export interface ListedStaffKey {
  readonly id: number;
  readonly label: string;
  readonly createdAt: Instant;
  /** When it stopped being accepted; null while it still is. */
  readonly revokedAt: Instant | null;
}

/** The api-keys issued to each company, listed and revoked (issue 21; docs/adr/0081). */
export interface CompanyStaffKeys {
  /** The keys issued to `companyId`, revoked ones included, oldest first; never the operator's keys. */
  keysOf(companyId: CompanyId): Promise<readonly ListedStaffKey[]>;
  /**
   * Revokes key `keyId` of `companyId` at `at` (a key revoked before keeps its first time); false
   * when the company has no such key. A revoked key is refused by the very next request.
   */
  revoke(companyId: CompanyId, keyId: number, at: Instant): Promise<boolean>;
}
