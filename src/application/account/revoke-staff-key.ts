import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { companyOfPresentedKey, type CompanyKeysRefusal } from './list-staff-keys';
import type { Clock } from '../ports/shared/clock';
import type { CompanySlugs } from '../ports/server/company-slugs';
import type { CompanyStaffKeys } from '../ports/server/company-staff-keys';
import type { StaffKeyVerifier } from '../ports/server/staff-key-verifier';
import { staffKeyNotFound, type StaffKeyNotFound } from '../shared/not-found';

/**
 * Revokes one of a company's api-keys (issue 21; docs/adr/0081), for the operator's key or the
 * company's own — a business that finds its key leaked stops it without waiting for support. The
 * revoked key is refused (401) from the next request on; revoking it again changes nothing.
 */
export function revokeStaffKey(ports: {
  readonly staffKeys: StaffKeyVerifier;
  readonly companySlugs: CompanySlugs;
  readonly companyStaffKeys: Pick<CompanyStaffKeys, 'revoke'>;
  readonly clock: Clock;
}) {
  return (request: {
    readonly apiKey: string | null;
    readonly companySlug: string;
    readonly keyId: number;
  }): ResultAsync<void, CompanyKeysRefusal | StaffKeyNotFound> =>
    companyOfPresentedKey(ports, request.apiKey, request.companySlug).andThen((company) =>
      ResultAsync.fromSafePromise(ports.companyStaffKeys.revoke(company.id, request.keyId, ports.clock.now())).andThen(
        (revoked) => (revoked ? okAsync(undefined) : errAsync(staffKeyNotFound)),
      ),
    );
}

export type RevokeStaffKey = ReturnType<typeof revokeStaffKey>;
