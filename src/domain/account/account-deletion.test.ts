import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { companyId } from '../shared/ids.test-support';
import { canDeleteOwnAccount } from './account-deletion';

// issue 34 "My details": who may delete their own account (docs/adr/0122).

describe('deleting one’s own account', () => {
  it('lets every client account delete itself, whatever its role number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9 }), (roleId) => {
        expect(canDeleteOwnAccount({ roleId, companyId: null } as never)).toBe(true);
      }),
    );
  });

  it('keeps an account that works for a company, which is the company’s to remove', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), (id) => {
        expect(canDeleteOwnAccount({ companyId: companyId(id) })).toBe(false);
      }),
    );
  });
});
