import type { CompanyId } from '../storefront/company';

// Which companies a staff api-key acts for (issue 21; docs/adr/0078). The operator's key — the
// demo's, the one the server provisions, support's — names no company and acts for every one; a
// key issued to a company acts for that company alone, so a business (or an integration it
// runs) holding its own key can touch nothing of another's.

/** What a staff key is scoped to: the company it was issued to, or null for the operator's key. */
export interface StaffKeyScope {
  readonly companyId: CompanyId | null;
}

/** A key may act on company `companyId`'s catalogue, bookings and settings. */
export function staffKeyActsFor(key: StaffKeyScope, companyId: CompanyId): boolean {
  return key.companyId === null || key.companyId === companyId;
}

/**
 * A key may skip the abuse limits (ADR 0038), which run before the request is read and so before
 * the company it touches is known: only the operator's key, which acts for every company. A
 * company's key is counted like anyone until its company is known, so a key out of its scope (or a
 * leaked one) cannot hammer other companies' calls uncounted (docs/adr/0081).
 */
export function staffKeySkipsAbuseLimits(key: StaffKeyScope): boolean {
  return key.companyId === null;
}

/**
 * A key may issue new keys: only the operator's, which acts for every company. A company's key
 * issuing another would be harmless for its own company, but a leaked key could then mint keys
 * that outlive its revocation.
 */
export function staffKeyIssuesKeys(key: StaffKeyScope): boolean {
  return key.companyId === null;
}
