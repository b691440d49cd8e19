import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { companyId as company } from '../shared/ids.test-support';
import { staffKeyActsFor, staffKeyIssuesKeys, staffKeySkipsAbuseLimits } from './staff-key-scope';

const anyCompanyId = fc.integer({ min: 1, max: 1_000_000 }).map(company);
const anyKey = fc.record({ companyId: fc.option(anyCompanyId, { nil: null }) });

describe('which staff api-keys skip the abuse limits (docs/adr/0081)', () => {
  it('lets exactly the keys that act for every company skip them, never one scoped to a company', () => {
    fc.assert(
      fc.property(anyKey, anyCompanyId, (key, someCompany) => {
        const everyCompany = key.companyId === null;
        expect(staffKeySkipsAbuseLimits(key)).toBe(everyCompany);
        if (staffKeySkipsAbuseLimits(key)) expect(staffKeyActsFor(key, someCompany)).toBe(true);
      }),
    );
  });
});

describe('which companies a staff api-key acts for (issue 21)', () => {
  it("lets the operator's key, which names no company, act for every company", () => {
    fc.assert(
      fc.property(anyCompanyId, (companyId) => {
        expect(staffKeyActsFor({ companyId: null }, companyId)).toBe(true);
      }),
    );
  });

  it("lets a company's key act for its own company", () => {
    fc.assert(
      fc.property(anyCompanyId, (companyId) => {
        expect(staffKeyActsFor({ companyId }, companyId)).toBe(true);
      }),
    );
  });

  it("never lets a company's key act for another company", () => {
    fc.assert(
      fc.property(anyCompanyId, anyCompanyId, (own, other) => {
        fc.pre(own !== other);
        expect(staffKeyActsFor({ companyId: own }, other)).toBe(false);
      }),
    );
  });

  it('acts for a company exactly when the key is the operator’s or that company’s', () => {
    fc.assert(
      fc.property(anyKey, anyCompanyId, (key, companyId) => {
        expect(staffKeyActsFor(key, companyId)).toBe(key.companyId === null || key.companyId === companyId);
      }),
    );
  });
});

describe('which staff api-keys issue new keys (issue 21)', () => {
  it("lets only the operator's key issue keys, never a company's", () => {
    fc.assert(
      fc.property(anyKey, (key) => {
        expect(staffKeyIssuesKeys(key)).toBe(key.companyId === null);
      }),
    );
  });

  it('lets a key that issues keys act for every company, so issuing never widens what a key reaches', () => {
    fc.assert(
      fc.property(anyKey, anyCompanyId, (key, companyId) => {
        fc.pre(staffKeyIssuesKeys(key));
        expect(staffKeyActsFor(key, companyId)).toBe(true);
      }),
    );
  });
});
