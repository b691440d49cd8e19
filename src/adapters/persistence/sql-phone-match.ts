import type { PhoneMatch } from '#domain/client/identifier-match';

// The domain's phone rule of "same client" (phoneMatch; docs/adr/0095) in SQL, for recognising a
// client (sql-clients.ts) and counting a client's pending payments (sql-payments.ts) alike: a
// stored phone's digits read backwards, so that "ends with" is a prefix an index answers
// (migration 0026). Digits only, which LIKE reads literally.

/** The digits of stored phone column `column`, read backwards. */
export const phoneDigitsBackwards = (column: string) => `reverse(regexp_replace(${column}, '[^0-9]', '', 'g'))`;

/**
 * The condition that `column`'s digits backwards are a phone `match` names, with its parameter
 * `parameter` and the value it takes; null when the match names nobody.
 */
export function phoneCondition(
  match: PhoneMatch,
  digitsBackwards: string,
  parameter: string,
): { readonly condition: string; readonly value: string } | null {
  const backwards = (digits: string) => Array.from(digits).reverse().join('');
  switch (match._tag) {
    case 'EndsWith':
      return { condition: `${digitsBackwards} LIKE ${parameter}`, value: `${backwards(match.digits)}%` };
    case 'Equals':
      return { condition: `${digitsBackwards} = ${parameter}`, value: backwards(match.digits) };
    case 'NamesNobody':
      return null;
  }
}
