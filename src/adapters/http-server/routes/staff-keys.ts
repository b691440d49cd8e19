import type { IssueStaffKey } from '#application/account/issue-staff-key';
import { contractRoute, type ContractRoute } from '../contract-route';

// The staff api-keys support issues per company (issue 21; docs/adr/0078).

export interface StaffKeyUseCases {
  readonly issueStaffKey: IssueStaffKey;
}

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
  ];
}
