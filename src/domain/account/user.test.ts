import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { companyId as company } from '../shared/ids.test-support';
import { canEditCompany, canReplyToReviews, ROLE, userMenu } from './user';

const anyCompanyId = fc.integer({ min: 1, max: 1_000_000 }).map(company);
const anyRole = fc.integer({ min: 1, max: 10 });
const anyUser = fc.record({ roleId: anyRole, companyId: fc.option(anyCompanyId, { nil: null }) });

describe('who can edit a company (storefront §6 Roles and permissions)', () => {
  it('lets the administrator (role 2) of a company edit it', () => {
    fc.assert(
      fc.property(anyCompanyId, (companyId) => {
        expect(canEditCompany({ roleId: ROLE.companyAdministrator, companyId }, companyId)).toBe(true);
      }),
    );
  });

  it('lets nobody edit a company unless they are role 2 with exactly that company', () => {
    fc.assert(
      fc.property(anyUser, anyCompanyId, (user, companyId) => {
        expect(canEditCompany(user, companyId)).toBe(user.roleId === 2 && user.companyId === companyId);
      }),
    );
  });

  it('never lets a client edit, whatever company they are linked to', () => {
    fc.assert(
      fc.property(fc.option(anyCompanyId, { nil: null }), anyCompanyId, (linked, companyId) => {
        expect(canEditCompany({ roleId: ROLE.client, companyId: linked }, companyId)).toBe(false);
      }),
    );
  });
});

describe('who can reply to reviews (storefront §6 "only when the user can edit and reviews v2 is on")', () => {
  it('needs both the right to edit the company and reviews v2', () => {
    fc.assert(
      fc.property(anyUser, anyCompanyId, fc.boolean(), (user, id, reviewsV2) => {
        expect(canReplyToReviews(user, { id, reviewsV2 })).toBe(reviewsV2 && canEditCompany(user, id));
      }),
    );
  });

  it('refuses the company’s own administrator while the company is on the first reviews version', () => {
    expect(canReplyToReviews({ roleId: 2, companyId: company(1) }, { id: company(1), reviewsV2: false })).toBe(false);
  });
});

describe('the user menu (storefront §2 navigation menu, §6)', () => {
  it('offers a client their schedule and the tutorials', () => {
    expect(userMenu({ roleId: ROLE.client, companyId: null }, company(1), true)).toEqual([
      'mySchedule',
      'userTutorials',
    ]);
  });

  it('offers anyone working for a company its panel, and this company’s administrator the links to edit it', () => {
    expect(userMenu({ roleId: ROLE.companyAdministrator, companyId: company(2) }, company(1), true)).toEqual([
      'companyPanel',
      'adminTutorials',
      'mySchedule',
    ]);
    expect(userMenu({ roleId: ROLE.companyAdministrator, companyId: company(1) }, company(1), true)).toEqual([
      'companyPanel',
      'adminTutorials',
      'mySchedule',
      'manageServices',
      'manageLocations',
      'manageProviders',
      'companySettings',
    ]);
    expect(userMenu({ roleId: 3, companyId: company(1) }, company(1), true)).toEqual([
      'companyPanel',
      'adminTutorials',
      'mySchedule',
    ]);
    expect(userMenu({ roleId: ROLE.companyAdministrator, companyId: company(1) }, null, true)).toEqual([
      'companyPanel',
      'adminTutorials',
      'mySchedule',
    ]);
  });

  it('offers no entry, whoever signs in, where the deployment names no management area', () => {
    fc.assert(
      fc.property(anyUser, fc.option(anyCompanyId, { nil: null }), (user, companyId) => {
        expect(userMenu(user, companyId, false)).toEqual([]);
        expect(userMenu(user, companyId, true).length).toBeGreaterThan(0);
      }),
    );
  });
});
