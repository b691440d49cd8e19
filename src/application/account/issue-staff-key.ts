import { err, ok, ResultAsync } from 'neverthrow';
import { staffKeyIssuesKeys } from '#domain/account/staff-key-scope';
import { operatorKeyRequired, type OperatorKeyRequired } from './account-errors';
import { requiredStaffKey } from './authorize-staff';
import type { ApiKeyRequired, InvalidApiKey } from '../booking/booking-errors';
import { companyNotFound, found, type CompanyNotFound } from '../shared/not-found';
import type { CompanyNamedBySlug, CompanySlugs } from '../ports/server/company-slugs';
import type { CompanyStaffKeys } from '../ports/server/company-staff-keys';
import type { StaffKeyVerifier } from '../ports/server/staff-key-verifier';
import type { TokenGenerator } from '../ports/server/token-generator';

export interface IssueStaffKeyRequest {
  /** The `api-key` header of the request, null when none was sent. */
  readonly apiKey: string | null;
  readonly companySlug: string;
  readonly label: string;
}

/** A key just issued: the key itself, shown this once, and the company it acts for. */
export interface IssuedStaffKey {
  readonly key: string;
  readonly label: string;
  readonly company: CompanyNamedBySlug;
}

export type IssueStaffKeyError = InvalidApiKey | ApiKeyRequired | OperatorKeyRequired | CompanyNotFound;

/**
 * Issues a staff api-key acting for one company only (issue 21; docs/adr/0078): the request's key
 * must be the operator's (checked before the company is looked up, so a company's key learns
 * nothing of other companies); the new key is a fresh secret, stored as a digest and returned
 * once.
 */
export function issueStaffKey(ports: {
  readonly staffKeys: StaffKeyVerifier;
  readonly companyStaffKeys: Pick<CompanyStaffKeys, 'issue'>;
  readonly companySlugs: CompanySlugs;
  readonly tokens: TokenGenerator;
}) {
  return (request: IssueStaffKeyRequest): ResultAsync<IssuedStaffKey, IssueStaffKeyError> =>
    requiredStaffKey(ports.staffKeys, request.apiKey)
      .andThen((key) => (staffKeyIssuesKeys(key) ? ok(key) : err(operatorKeyRequired)))
      .andThen(() => ResultAsync.fromSafePromise(ports.companySlugs.companyBySlug(request.companySlug)))
      .andThen((company) => found(company, companyNotFound))
      .andThen((company) => {
        const key = ports.tokens.secret();
        return ResultAsync.fromSafePromise(
          ports.companyStaffKeys.issue({ key, label: request.label, companyId: company.id }),
        ).map((): IssuedStaffKey => ({ key, label: request.label, company }));
      });
}

export type IssueStaffKey = ReturnType<typeof issueStaffKey>;
