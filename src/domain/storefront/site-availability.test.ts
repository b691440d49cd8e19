import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { offersBranchLink, siteAvailability } from './site-availability';

describe('whether a storefront takes bookings (storefront §4 Site availability)', () => {
  it('is available only when both the company and its minisite are active', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), (companyIsActive, minisiteIsActive) => {
        expect(siteAvailability({ companyIsActive, minisiteIsActive })._tag === 'Available').toBe(
          companyIsActive && minisiteIsActive,
        );
      }),
    );
  });

  it('says which notice shows: an inactive company first, then a site not taking reservations', () => {
    expect(siteAvailability({ companyIsActive: false, minisiteIsActive: false })).toEqual({
      _tag: 'Unavailable',
      reason: 'inactiveCompany',
    });
    expect(siteAvailability({ companyIsActive: false, minisiteIsActive: true })).toEqual({
      _tag: 'Unavailable',
      reason: 'inactiveCompany',
    });
    expect(siteAvailability({ companyIsActive: true, minisiteIsActive: false })).toEqual({
      _tag: 'Unavailable',
      reason: 'notTakingReservations',
    });
  });
});

describe('the way from a professional to their branch (storefront §2 provider header)', () => {
  it('is offered when the company has several locations, never on the solo plan', () => {
    expect(offersBranchLink({ isPlanSolo: false }, 2)).toBe(true);
    expect(offersBranchLink({ isPlanSolo: false }, 1)).toBe(false);
    expect(offersBranchLink({ isPlanSolo: true }, 3)).toBe(false);
  });
});
