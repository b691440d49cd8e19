import type { CompanyId } from '#domain/storefront/company';

/** A staff api-key to store: the key itself, which the store keeps only as a digest (ADR 0018). */
export interface NewStaffKey {
  readonly key: string;
  readonly label: string;
  /** The one company it acts for; null for an operator's key. */
  readonly companyId: CompanyId | null;
}

/** Storing new staff api-keys (issue 21; docs/adr/0078). */
export interface StaffKeyIssuing {
  /** Stores `key` as a digest; the key is never read back, so its holder is the only one who knows it. */
  issue(key: NewStaffKey): Promise<void>;
}
