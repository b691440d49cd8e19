import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Instant } from '../calendar/instant';
import { isReviewable } from './review-invitation';

const anyInstant = fc.integer({ min: 0, max: 4_000_000_000_000 }).map((ms) => ms as Instant);

describe('whether a review invitation can still be used (storefront §7 check_review, fill_review)', () => {
  it('can be used until it expires, while it was not filled', () => {
    fc.assert(
      fc.property(anyInstant, anyInstant, (now, expiresAt) => {
        expect(isReviewable({ filledAt: null, expiresAt }, now)).toBe(now < expiresAt);
      }),
    );
  });

  it('can never be used twice: once filled it is spent, expired or not', () => {
    fc.assert(
      fc.property(anyInstant, anyInstant, anyInstant, (filledAt, expiresAt, now) => {
        expect(isReviewable({ filledAt, expiresAt }, now)).toBe(false);
      }),
    );
  });
});
