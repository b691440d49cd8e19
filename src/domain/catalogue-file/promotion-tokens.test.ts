import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyValidCatalogueInput } from './catalogue.arbitraries';
import { promotionTokensTaken } from './promotion-tokens';
import { validateCatalogue } from './validate-catalogue';

const anyCatalogue = anyValidCatalogueInput.map((input) => validateCatalogue(input)._unsafeUnwrap());

describe('a promotion token another company holds (promotionTokensTaken)', () => {
  it('names exactly the promotions whose token is held elsewhere, at their token', () => {
    fc.assert(
      fc.property(
        anyCatalogue,
        fc.array(fc.string({ minLength: 1, maxLength: 12 })),
        fc.boolean(),
        (catalogue, others, holdOwn) => {
          const held = new Set([
            ...others,
            ...(holdOwn ? catalogue.promotions.map((promotion) => promotion.token) : []),
          ]);
          const problems = promotionTokensTaken(catalogue, held);
          const expected = catalogue.promotions.flatMap((promotion, index) =>
            held.has(promotion.token) ? [{ path: ['promotions', index, 'token'], token: promotion.token }] : [],
          );
          expect(
            problems.map((problem) => ({ path: problem.path, token: 'token' in problem ? problem.token : null })),
          ).toEqual(expected);
          expect(problems.every((problem) => problem.code === 'CATALOGUE.PROMOTION_TOKEN_TAKEN')).toBe(true);
        },
      ),
    );
  });

  it('finds nothing when no other company holds a token', () => {
    fc.assert(
      fc.property(anyCatalogue, (catalogue) => {
        expect(promotionTokensTaken(catalogue, new Set())).toEqual([]);
      }),
    );
  });
});
