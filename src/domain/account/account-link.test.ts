import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Instant } from '../calendar/instant';
import {
  ACCOUNT_LINK_PURPOSES,
  accountLinkExpiresAt,
  accountLinkUnusable,
  usableAccountLink,
  type AccountLink,
} from './account-link';

const instant = fc.integer({ min: 0, max: 4_000_000_000_000 }).map((ms) => ms as Instant);
const purpose = fc.constantFrom(...ACCOUNT_LINK_PURPOSES);
const unusedLink = fc.record({
  purpose,
  userId: fc.integer({ min: 1, max: 2_147_483_647 }),
  expiresAt: instant,
  usedAt: fc.constant(null),
  newEmail: fc.constant(null),
}) satisfies fc.Arbitrary<AccountLink>;

describe('an account link’s lifetime (issue 34)', () => {
  it('lets a password reset link live at most an hour', () => {
    fc.assert(
      fc.property(instant, (issuedAt) => {
        expect(accountLinkExpiresAt('reset_password', issuedAt) - issuedAt).toBeLessThanOrEqual(3_600_000);
      }),
    );
  });

  it('lets every link live a while after it is issued', () => {
    fc.assert(
      fc.property(purpose, instant, (each, issuedAt) => {
        expect(accountLinkExpiresAt(each, issuedAt)).toBeGreaterThan(issuedAt);
      }),
    );
  });
});

describe('using an account link (issue 34)', () => {
  it('accepts an unused link for its own purpose before it expires', () => {
    fc.assert(
      fc.property(unusedLink, fc.integer({ min: 1, max: 1_000_000 }), (link, early) => {
        const now = (link.expiresAt - early) as Instant;
        expect(usableAccountLink(link, link.purpose, now)._unsafeUnwrap()).toEqual(link);
      }),
    );
  });

  it('refuses a link from the moment it expires', () => {
    fc.assert(
      fc.property(unusedLink, fc.nat(1_000_000), (link, late) => {
        const now = (link.expiresAt + late) as Instant;
        expect(usableAccountLink(link, link.purpose, now)._unsafeUnwrapErr()).toEqual(accountLinkUnusable);
      }),
    );
  });

  it('refuses a link used once already, even before it expires', () => {
    fc.assert(
      fc.property(unusedLink, instant, (link, usedAt) => {
        const now = (link.expiresAt - 1) as Instant;
        expect(usableAccountLink({ ...link, usedAt }, link.purpose, now).isErr()).toBe(true);
      }),
    );
  });

  it('refuses a link for another purpose than its own', () => {
    fc.assert(
      fc.property(unusedLink, purpose, (link, asked) => {
        fc.pre(asked !== link.purpose);
        expect(usableAccountLink(link, asked, (link.expiresAt - 1) as Instant).isErr()).toBe(true);
      }),
    );
  });

  it('answers an unknown link as it answers an expired or used one', () => {
    fc.assert(
      fc.property(purpose, instant, (asked, now) => {
        expect(usableAccountLink(undefined, asked, now)._unsafeUnwrapErr()).toEqual(accountLinkUnusable);
      }),
    );
  });
});
