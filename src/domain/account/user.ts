import type { CompanyId } from '../storefront/company';

// Who signs in and what they may do (storefront §6 Roles and permissions): a client, or a
// company's administrator — role id 2 with that company's id — who can edit the company's
// storefront and, when the company reads its reviews from the reviews service, reply to them.

/** The roles the storefront tells apart; other role ids are users without a company's rights. */
export const ROLE = { client: 1, companyAdministrator: 2 } as const;

/** What a user's rights are read from. */
export interface UserRights {
  readonly roleId: number;
  /** The company the user works for; null for a client. */
  readonly companyId: CompanyId | null;
}

/** The flag canEdit (storefront §1, §6): the user administers exactly this company. */
export function canEditCompany(user: UserRights, companyId: CompanyId): boolean {
  return user.roleId === ROLE.companyAdministrator && user.companyId === companyId;
}

/** Replying to a company's reviews: only when the user can edit it and reviews v2 is on (storefront §6). */
export function canReplyToReviews(
  user: UserRights,
  company: { readonly id: CompanyId; readonly reviewsV2: boolean },
): boolean {
  return company.reviewsV2 && canEditCompany(user, company.id);
}

/** What the user menu offers (storefront §6, §2 "navigation menu"), in its order; signing out always ends it. */
export type UserMenuEntry =
  | 'mySchedule'
  | 'userTutorials'
  | 'companyPanel'
  | 'adminTutorials'
  | 'manageServices'
  | 'manageLocations'
  | 'manageProviders'
  | 'companySettings';

/**
 * The user menu for `user` on the storefront of `companyId`: a client's schedule and tutorials; for
 * anyone working for a company, its panel, the administrators' tutorials and the schedule; and
 * for this company's administrator, the links to add or edit its services, locations, providers
 * and settings in the panel. Every entry is a page of the management area, so a deployment that
 * names none (`managementAreaNamed` false) offers none: no link to a page nobody serves (docs/adr/0031).
 */
export function userMenu(
  user: UserRights,
  companyId: CompanyId | null,
  managementAreaNamed: boolean,
): readonly UserMenuEntry[] {
  if (!managementAreaNamed) return [];
  if (user.companyId === null) return ['mySchedule', 'userTutorials'];
  const administers = companyId !== null && canEditCompany(user, companyId);
  return [
    'companyPanel',
    'adminTutorials',
    'mySchedule',
    ...(administers ? (['manageServices', 'manageLocations', 'manageProviders', 'companySettings'] as const) : []),
  ];
}
