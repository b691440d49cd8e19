import type { CompanyId } from '#domain/storefront/company';

/** A staff or integration api-key, as stored: never the key itself, which only its holder knows. */
export interface StaffKey {
  readonly id: number;
  readonly label: string;
  /** The one company the key acts for; null for the operator's key, which acts for every company. */
  readonly companyId: CompanyId | null;
}

/**
 * Verifies the api-keys support staff and integrations present in the `api-key` header (ADR 0014,
 * ADR 0018). Keys are kept as digests; a presented key is checked against them. Issuing, listing
 * and revoking a company's keys is CompanyStaffKeys' (company-staff-keys.ts).
 */
export interface StaffKeyVerifier {
  /** The key `presented` is, when it is a stored key not revoked; undefined otherwise. */
  verify(presented: string): Promise<StaffKey | undefined>;
}
