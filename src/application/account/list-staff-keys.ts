import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { staffKeyActsFor } from '#domain/account/staff-key-scope';
import { otherCompanysKey, type OtherCompanysKey } from './account-errors';
import { requiredStaffKey } from './authorize-staff';
import type { ApiKeyRequired, InvalidApiKey } from '../booking/booking-errors';
import { companyNotFound, type CompanyNotFound } from '../shared/not-found';
import type { CompanyNamedBySlug, CompanySlugs } from '../ports/server/company-slugs';
import type { CompanyStaffKeys, ListedStaffKey } from '../ports/server/company-staff-keys';
import type { StaffKeyVerifier } from '../ports/server/staff-key-verifier';

export type CompanyKeysRefusal = InvalidApiKey | ApiKeyRequired | OtherCompanysKey | CompanyNotFound;

/**
 * The company `companySlug` names, for a request whose key acts for it (docs/adr/0081): the
 * operator's key for any company (404 for a slug none has), a company's key for its own only —
 * another slug, existing or not, is another company's (403), so that key learns nothing of others.
 */
export function companyOfPresentedKey(
  ports: { readonly staffKeys: StaffKeyVerifier; readonly companySlugs: CompanySlugs },
  apiKey: string | null,
  companySlug: string,
): ResultAsync<CompanyNamedBySlug, CompanyKeysRefusal> {
  return requiredStaffKey(ports.staffKeys, apiKey).andThen((key) =>
    ResultAsync.fromSafePromise(ports.companySlugs.companyBySlug(companySlug)).andThen(
      (company): ResultAsync<CompanyNamedBySlug, CompanyKeysRefusal> => {
        if (company !== undefined && staffKeyActsFor(key, company.id)) return okAsync(company);
        return errAsync(key.companyId === null ? companyNotFound : otherCompanysKey);
      },
    ),
  );
}

/** A company's api-keys, revoked ones included, as support and the company itself may see them. */
export interface CompanyStaffKeyList {
  readonly company: CompanyNamedBySlug;
  readonly keys: readonly ListedStaffKey[];
}

/**
 * The api-keys issued to a company (issue 21; docs/adr/0081), for the operator's key or the
 * company's own: labels, ids and dates, never a key or its digest.
 */
export function listStaffKeys(ports: {
  readonly staffKeys: StaffKeyVerifier;
  readonly companySlugs: CompanySlugs;
  readonly companyStaffKeys: Pick<CompanyStaffKeys, 'keysOf'>;
}) {
  return (request: {
    readonly apiKey: string | null;
    readonly companySlug: string;
  }): ResultAsync<CompanyStaffKeyList, CompanyKeysRefusal> =>
    companyOfPresentedKey(ports, request.apiKey, request.companySlug).andThen((company) =>
      ResultAsync.fromSafePromise(ports.companyStaffKeys.keysOf(company.id)).map((keys) => ({ company, keys })),
    );
}

export type ListStaffKeys = ReturnType<typeof listStaffKeys>;
