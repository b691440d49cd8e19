import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { apiKeyRequired, invalidApiKey, type ApiKeyRequired, type InvalidApiKey } from '../booking/booking-errors';
import { mapSync } from '../shared/one-step';
import type { StaffKey, StaffKeyVerifier } from '../ports/server/staff-key-verifier';
import type { CompanyId } from '#domain/storefront/company';
import { staffKeyActsFor, staffKeySkipsAbuseLimits } from '#domain/account/staff-key-scope';

/**
 * The staff key a request presents in its `api-key` header (ADR 0014, ADR 0018): null when it
 * presents none; a key that is sent must be valid, never silently read as anonymous.
 */
export function presentedStaffKey(
  staffKeys: StaffKeyVerifier,
  apiKey: string | null,
): ResultAsync<StaffKey | null, InvalidApiKey> {
  if (apiKey === null) return okAsync(null);
  return ResultAsync.fromSafePromise(staffKeys.verify(apiKey)).andThen((key) =>
    key === undefined ? errAsync(invalidApiKey) : okAsync(key),
  );
}

/**
 * Any call's check of the `api-key` it presents, before the call itself runs: none is fine, a
 * valid one is fine, and one that is not valid is refused (401) whatever the call. Answers whether
 * the key skips the abuse limits (only the operator's: the domain's `staffKeySkipsAbuseLimits`).
 */
export function checkPresentedStaffKey(ports: { readonly staffKeys: StaffKeyVerifier }) {
  return (apiKey: string | null): ResultAsync<{ readonly skipsAbuseLimits: boolean }, InvalidApiKey> =>
    // Every request asks it: mapped in one step (one-step.ts, docs/adr/0170).
    mapSync(presentedStaffKey(ports.staffKeys, apiKey), (key) => ({
      skipsAbuseLimits: key !== null && staffKeySkipsAbuseLimits(key),
    }));
}

export type CheckPresentedStaffKey = ReturnType<typeof checkPresentedStaffKey>;

/** The staff key a staff-only call requires. */
export function requiredStaffKey(
  staffKeys: StaffKeyVerifier,
  apiKey: string | null,
): ResultAsync<StaffKey, InvalidApiKey | ApiKeyRequired> {
  return presentedStaffKey(staffKeys, apiKey).andThen((key) =>
    key === null ? errAsync(apiKeyRequired) : okAsync(key),
  );
}

/** Whether `key` may act for `companyId`: the operator's key for every company, another only for its own (the domain's rule). */
export function actsFor(key: StaffKey, companyId: CompanyId): boolean {
  return staffKeyActsFor(key, companyId);
}
