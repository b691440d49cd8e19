import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Instant } from '../calendar/instant';
import { SESSION_LIFETIME_SECONDS, sessionExpiresAt } from './session';

describe('a session’s lifetime (storefront §9 "Auth cookie 5000-day expiry")', () => {
  it('ends exactly 5000 days after it opened, as the cookie does', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_000_000_000_000 }), (openedAt) => {
        expect(sessionExpiresAt(openedAt as Instant) - openedAt).toBe(SESSION_LIFETIME_SECONDS * 1000);
      }),
    );
  });

  it('is the cookie’s Max-Age of 432000000 seconds', () => {
    expect(SESSION_LIFETIME_SECONDS).toBe(432_000_000);
  });
});
