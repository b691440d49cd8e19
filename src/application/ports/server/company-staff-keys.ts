import type { Instant } from '#domain/calendar/instant';
import type { CompanyId } from '#domain/storefront/company';

/** A staff api-key to store: the key itself, which the store keeps only as a digest (ADR 0018). */
export interface NewStaffKey {
  readonly key: string;
  readonly label: string;
  /** The one company it acts for; null for an operator's key. */
  readonly companyId: CompanyId | null;
}

/** A company's staff api-key as support sees it: never the key nor its digest (issue 21; docs/adr/0081). */
export interface ListedStaffKey {
  readonly id: number;
  readonly label: string;
  readonly createdAt: Instant;
  /** When it stopped being accepted; null while it still is. */
  readonly revokedAt: Instant | null;
}

/**
 * The api-keys of each company: issued (issue 21; docs/adr/0078), listed and revoked (docs/adr/0081).
 * Verifying a presented key is StaffKeyVerifier's (staff-key-verifier.ts).
 */
export interface CompanyStaffKeys {
  /** Stores `key` as a digest; the key is never read back, so its holder is the only one who knows it. */
  issue(key: NewStaffKey): Promise<void>;
  /** The keys issued to `companyId`, revoked ones included, oldest first; never the operator's keys. */
  keysOf(companyId: CompanyId): Promise<readonly ListedStaffKey[]>;
  /**
   * Revokes key `keyId` of `companyId` at `at` (a key revoked before keeps its first time); false
   * when the company has no such key. A revoked key is refused by the very next request.
   */
  revoke(companyId: CompanyId, keyId: number, at: Instant): Promise<boolean>;
}
