import type { PhoneMatch } from '#domain/client/identifier-match';

// The domain's phone rule of "same client" (phoneMatch; docs/adr/0095) in SQL, for recognising a
// client (sql-clients.ts) and counting a client's pending payments (sql-payments.ts) alike: a
// stored phone's digits read backwards, so that "ends with" is a prefix an index answers
// (migration 0026). Digits only: a prefix of them is the range from itself to itself followed by ':',
// the character after '9', in the byte order of the index's text_pattern_ops. Written as that range
// rather than as LIKE, it is a range the index answers whatever the parameter's value, so a plan made
// once for all values (which PostgreSQL keeps when it costs no more than those made for each) probes
// the index as well (docs/adr/0164).

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
      return {
        condition: `${digitsBackwards} ~>=~ ${parameter} AND ${digitsBackwards} ~<~ (${parameter} || ':')`,
        value: backwards(match.digits),
      };
    case 'Equals':
      return { condition: `${digitsBackwards} = ${parameter}`, value: backwards(match.digits) };
    case 'NamesNobody':
      return null;
  }
}
