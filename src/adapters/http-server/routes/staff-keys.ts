import type { IssueStaffKey } from '#application/account/issue-staff-key';
import type { ListStaffKeys } from '#application/account/list-staff-keys';
import type { RevokeStaffKey } from '#application/account/revoke-staff-key';
import { contractRoute, type ContractRoute } from '../contract-route';

// The staff api-keys support issues, lists and revokes per company (issue 21; docs/adr/0078, 0081).

export interface StaffKeyUseCases {
  readonly issueStaffKey: IssueStaffKey;
  readonly listStaffKeys: ListStaffKeys;
  readonly revokeStaffKey: RevokeStaffKey;
}

const wireTime = (instant: number | null) => (instant === null ? null : new Date(instant).toISOString());

export function staffKeyRoutes(useCases: StaffKeyUseCases): readonly ContractRoute[] {
  return [
    contractRoute('issueStaffApiKey', ({ path, body, credentials }) =>
      useCases
        .issueStaffKey({ apiKey: credentials.apiKey, companySlug: path.slug, label: body.label })
        .map((issued) => ({
          status: 201,
          body: {
            api_key: issued.key,
            label: issued.label,
            company: { id: issued.company.id, slug: issued.company.slug, name: issued.company.name },
          },
        })),
    ),
    contractRoute('listStaffApiKeys', ({ path, credentials }) =>
      useCases.listStaffKeys({ apiKey: credentials.apiKey, companySlug: path.slug }).map(({ company, keys }) => ({
        status: 200,
        body: {
          company: { id: company.id, slug: company.slug, name: company.name },
          api_keys: keys.map((key) => ({
            id: key.id,
            label: key.label,
            created_at: new Date(key.createdAt).toISOString(),
            revoked_at: wireTime(key.revokedAt),
          })),
        },
      })),
    ),
    contractRoute('revokeStaffApiKey', ({ path, credentials }) =>
      useCases
        .revokeStaffKey({ apiKey: credentials.apiKey, companySlug: path.slug, keyId: path.id })
        .map(() => ({ status: 204, body: null })),
    ),
  ];
}
