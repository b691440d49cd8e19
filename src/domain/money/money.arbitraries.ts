import fc from 'fast-check';
import type { CurrencyFormat } from './currency-format';

const delimiters = ['.', ',', ' ', '\u00a0', "'", '’'];

/** A currency format as companies set them: a symbol and a delimiter and separator that differ. */
export const anyCurrencyFormat: fc.Arbitrary<CurrencyFormat> = fc
  .record({
    unit: fc.constantFrom('$', 'S/', '€', 'Bs.', 'US$', 'Q', 'R$', ''),
    marks: fc.uniqueArray(fc.constantFrom(...delimiters), { minLength: 2, maxLength: 2 }),
  })
  .map(({ unit, marks: [delimiter = '.', separator = ','] }) => ({ unit, delimiter, separator }));

/**
 * An amount written as a decimal literal with three or more decimals, together with the cents it
 * rounds to half away from zero, worked out from its digits (so 1.005 comes with 101 cents).
 * At most 14 significant digits, so the number reads back as the literal.
 */
export const anyWrittenAmount: fc.Arbitrary<{ readonly amount: number; readonly cents: number }> = fc
  .record({
    cents: fc.integer({ min: 0, max: 999_999_999 }),
    moreDecimals: fc.stringMatching(/^\d{1,4}$/),
    negative: fc.boolean(),
  })
  .map(({ cents, moreDecimals, negative }) => {
    const literal = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}${moreDecimals}`;
    const rounded = moreDecimals >= '5' ? cents + 1 : cents;
    if (!negative) return { amount: Number(literal), cents: rounded };
    return { amount: -Number(literal), cents: rounded === 0 ? 0 : -rounded };
  });
