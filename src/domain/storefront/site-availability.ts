// Whether a company's storefront takes bookings (storefront §4 "Site availability"): available when
// its minisite is active and the company is active (the location being valid is the page's 404);
// otherwise the inactive notice shows, in one of two variants. Only the location pages read it: the
// pages reached by a booking's code never do, so they stay active on an unavailable site as
// storefront §2 asks (src/ui/features/booking-by-code).

export type SiteAvailability =
  | { readonly _tag: 'Available' }
  | { readonly _tag: 'Unavailable'; readonly reason: 'inactiveCompany' | 'notTakingReservations' };

export function siteAvailability(company: {
  readonly companyIsActive: boolean;
  readonly minisiteIsActive: boolean;
}): SiteAvailability {
  if (!company.companyIsActive) return { _tag: 'Unavailable', reason: 'inactiveCompany' };
  if (!company.minisiteIsActive) return { _tag: 'Unavailable', reason: 'notTakingReservations' };
  return { _tag: 'Available' };
}

/**
 * Whether a professional's header leads back to the branch (storefront §2 provider header "'show
 * branch location' … when the company has several locations; hidden for solo-plan companies").
 */
export function offersBranchLink(company: { readonly isPlanSolo: boolean }, activeLocations: number): boolean {
  return !company.isPlanSolo && activeLocations > 1;
}
