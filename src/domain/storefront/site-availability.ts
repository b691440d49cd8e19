// Whether a company's storefront takes bookings (storefront §4 "Site availability"): available when
// its minisite is active and the company is active (the location being valid is the page's 404);
// otherwise the inactive notice shows, in one of two variants. Only the location pages read it: the
// pages reached by a booking's code never do, so they stay active on an unavailable site as
// storefront §2 asks (src/ui/features/booking-by-code).

export type SiteAvailability = { readonly _tag: 'Available' } | { readonly _tag: 'Unavailable'; readonly reason: 'inactiveCompany' | 'notTakingReservations' };

export function siteAvailability(company: { readonly companyIsActive: boolean; readonly minisiteIsActive: boolean }): SiteAvailability {
  if (!company.companyIsActive) return { _tag: 'Unavailable', reason: 'inactiveCompany' };
  if (!company.minisiteIsActive) return { _tag: 'Unavailable', reason: 'notTakingReservations' };
  return { _tag: 'Available' };
}
