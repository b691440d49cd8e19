import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldedText } from '../shared/folded-text';
import { branchesIn, branchSearchTerm, filterBranches, type SearchableBranch } from './branch-filter';

// storefront §2 branch list search; docs/adr/0033.

const providencia: SearchableBranch = {
  locationName: 'Providencia',
  address: 'Av. Providencia 1234, Providencia, Santiago',
  countryCode: 'cl',
};
const lasCondes: SearchableBranch = {
  locationName: 'Las Condes',
  address: 'Av. Apoquindo 4500, Las Condes, Santiago',
  countryCode: 'cl',
};
const nunoa: SearchableBranch = { locationName: 'Ñuñoa', address: null, countryCode: 'CL' };
const palermo: SearchableBranch = {
  locationName: 'Palermo',
  address: 'Av. Santa Fe 3200, Palermo, Buenos Aires',
  countryCode: 'ar',
};
const branches = [providencia, lasCondes, nunoa];

const anyText = fc.string({
  unit: fc.constantFrom('a', 'á', 'A', 'e', 'É', 'n', 'ñ', 'Ñ', ' ', 'o', '1'),
  maxLength: 10,
});
const anyCountry = fc.constantFrom('cl', 'ar', 'uy', 'CL');
const anyBranches: fc.Arbitrary<readonly SearchableBranch[]> = fc.array(
  fc.record({ locationName: anyText, address: fc.option(anyText, { nil: null }), countryCode: anyCountry }),
  { maxLength: 8 },
);

describe('searching a company’s branch list (storefront §2, docs/adr/0033)', () => {
  it('shows every branch, in order, while the box is blank', () => {
    fc.assert(
      fc.property(anyBranches, fc.string({ unit: fc.constantFrom(' ', '\t'), maxLength: 4 }), (all, blank) => {
        expect(filterBranches(all, blank)).toEqual(all);
        expect(branchSearchTerm(blank)).toBeNull();
      }),
    );
  });

  it('finds a branch by its name or its address, whatever the case and accents typed', () => {
    expect(filterBranches(branches, 'nunoa')).toEqual([nunoa]);
    expect(filterBranches(branches, '  APOQUINDO ')).toEqual([lasCondes]);
    expect(filterBranches(branches, 'santiago')).toEqual([providencia, lasCondes]);
    expect(filterBranches(branches, 'p')).toEqual([providencia, lasCondes]);
    expect(filterBranches(branches, 'Vitacura')).toEqual([]);
  });

  it('keeps exactly the branches whose folded name or address holds the folded term, in their order', () => {
    fc.assert(
      fc.property(anyBranches, anyText, (all, text) => {
        const shown = filterBranches(all, text);
        const term = branchSearchTerm(text);
        const holds = (branch: SearchableBranch) =>
          term === null ||
          foldedText(branch.locationName).includes(term) ||
          (branch.address !== null && foldedText(branch.address).includes(term));
        expect(shown).toEqual(all.filter(holds));
        expect(shown.length).toBeLessThanOrEqual(all.length);
      }),
    );
  });

  it('narrows further as the client types on', () => {
    fc.assert(
      fc.property(anyBranches, anyText, anyText, (all, typed, more) => {
        fc.pre(typed.trim() !== '' && typed.trimEnd() === typed && more.trimEnd() === more);
        const before = filterBranches(all, typed);
        for (const branch of filterBranches(all, `${typed}${more}`)) expect(before).toContain(branch);
      }),
    );
  });
});

describe('the branches of the route’s country (storefront §2 `{country}`)', () => {
  it('keeps the branches in the country, whatever the case of its code, in their order', () => {
    expect(branchesIn([providencia, palermo, nunoa], 'cl')).toEqual([providencia, nunoa]);
    expect(branchesIn([providencia, palermo, nunoa], 'ar')).toEqual([palermo]);
    expect(branchesIn([providencia, palermo, nunoa], 'uy')).toEqual([]);
    fc.assert(
      fc.property(anyBranches, anyCountry, (all, country) => {
        const inCountry = branchesIn(all, country);
        expect(inCountry.every((branch) => branch.countryCode.toLowerCase() === country.toLowerCase())).toBe(true);
        expect(
          inCountry.length + all.filter((branch) => branch.countryCode.toLowerCase() !== country.toLowerCase()).length,
        ).toBe(all.length);
      }),
    );
  });
});
