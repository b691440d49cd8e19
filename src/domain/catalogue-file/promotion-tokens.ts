import type { Catalogue } from './catalogue';
import type { CatalogueProblem } from './catalogue-problem';

// A promotion's token is its landing link's `?token=` (storefront §2), so it names one promotion
// across every company, not only within the file (docs/adr/0077). Which tokens other companies
// hold is the store's to say; that a file may not reuse them is this rule.

/** The file's promotions whose token another company holds, each a problem at its token's path. */
export function promotionTokensTaken(
  catalogue: Catalogue,
  heldElsewhere: ReadonlySet<string>,
): readonly CatalogueProblem[] {
  return catalogue.promotions.flatMap((promotion, index): CatalogueProblem[] =>
    heldElsewhere.has(promotion.token)
      ? [
          {
            _tag: 'PromotionTokenTaken',
            code: 'CATALOGUE.PROMOTION_TOKEN_TAKEN',
            path: ['promotions', index, 'token'],
            token: promotion.token,
          },
        ]
      : [],
  );
}
