import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CurrencyFormat } from './currency-format';
import { formatNumber, formatPrice } from './format-price';
import { anyCurrencyFormat, anyWrittenAmount } from './money.arbitraries';

const pesos: CurrencyFormat = { unit: '$', delimiter: '.', separator: ',' };

/** Reads a formatted price back: drop the sign and symbol, the delimiters, then swap the separator for a point. */
function readBack(text: string, currency: CurrencyFormat): number {
  const negative = text.startsWith('-');
  const unsigned = negative ? text.slice(1) : text;
  expect(unsigned.startsWith(currency.unit)).toBe(true);
  const digits = unsigned
    .slice(currency.unit.length)
    .split(currency.delimiter)
    .join('')
    .replace(currency.separator, '.');
  expect(digits).toMatch(/^\d+(\.\d\d)?$/);
  return (negative ? -1 : 1) * Number(digits);
}

function parts(
  text: string,
  currency: CurrencyFormat,
): { readonly whole: string; readonly decimals: string | undefined } {
  const unsigned = text.replace(/^-/, '').slice(currency.unit.length);
  const [whole = '', decimals] = unsigned.split(currency.separator);
  return { whole, decimals };
}

describe('price display (booking-wizard §5, storefront §5)', () => {
  it('writes thousands with the company delimiter and decimals with its separator (booking-wizard §5)', () => {
    expect(formatPrice(1234567.5, pesos)).toBe('$1.234.567,50');
    expect(formatPrice(1234567.5, { unit: 'US$', delimiter: ',', separator: '.' })).toBe('US$1,234,567.50');
  });

  it('shows a whole amount without decimals (booking-wizard §5)', () => {
    expect(formatPrice(15000, pesos)).toBe('$15.000');
  });

  it('rounds to 2 decimals as the amount was written, not as binary floating point stores it (booking-wizard §5)', () => {
    expect(formatPrice(1.005, pesos)).toBe('$1,01');
    expect(formatPrice(8.345, pesos)).toBe('$8,35');
    expect(formatPrice(0.994, pesos)).toBe('$0,99');
    expect(formatPrice(999.995, pesos)).toBe('$1.000');
  });

  it('shows the symbol plus 0 for a price of 0 (booking-wizard §5)', () => {
    expect(formatPrice(0, pesos)).toBe('$0');
  });

  it.each([[''], ['free'], ['1.500,00'], [null], [undefined], [Number.NaN], [Number.POSITIVE_INFINITY]])(
    'shows the symbol plus 0 for a price that is text or no number, here %j (booking-wizard §5)',
    (price) => {
      expect(formatPrice(price, pesos)).toBe('$0');
    },
  );

  it('formats a numeric string from the API as the number it writes', () => {
    expect(formatPrice('15000', pesos)).toBe('$15.000');
    expect(formatPrice(' 1234.5 ', pesos)).toBe('$1.234,50');
  });

  it('keeps the minus sign of a negative amount before the symbol, unless it rounds to zero', () => {
    expect(formatPrice(-1500.25, pesos)).toBe('-$1.500,25');
    expect(formatPrice('-1500', pesos)).toBe('-$1.500');
    expect(formatPrice(-0.004, pesos)).toBe('$0');
  });

  it('does not group thousands for a company without a delimiter', () => {
    expect(formatPrice(1234567.891, { unit: 'Q', delimiter: '', separator: '.' })).toBe('Q1234567.89');
  });

  it('never shows more than 2 decimals and reads back as the amount rounded to cents, whatever the marks (booking-wizard §5)', () => {
    fc.assert(
      fc.property(anyWrittenAmount, anyCurrencyFormat, ({ amount, cents }, currency) => {
        const text = formatPrice(amount, currency);
        expect(parts(text, currency).decimals?.length ?? 2).toBe(2);
        expect(readBack(text, currency)).toBe(cents / 100);
      }),
    );
  });

  it('groups the whole part in thousands of exactly 3 digits after a leading group of 1 to 3 (booking-wizard §5)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          anyWrittenAmount.map(({ amount }) => amount),
          fc.integer({ min: -1e12, max: 1e12 }),
        ),
        anyCurrencyFormat,
        (amount, currency) => {
          const [leading = '', ...groups] = parts(formatPrice(amount, currency), currency).whole.split(
            currency.delimiter,
          );
          expect(leading).toMatch(/^\d{1,3}$/);
          if (groups.length > 0) expect(leading).not.toMatch(/^0/);
          for (const group of groups) expect(group).toMatch(/^\d{3}$/);
        },
      ),
    );
  });

  it('shows whole amounts with no decimals at all', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), anyCurrencyFormat, (amount, currency) => {
        const text = formatPrice(amount, currency);
        expect(parts(text, currency).decimals).toBeUndefined();
        expect(readBack(text, currency)).toBe(amount);
      }),
    );
  });
});

describe("a number in the company's format (issue 20)", () => {
  it('reads like its prices without the symbol: "42.000" km in Chile', () => {
    expect(formatNumber(42000, { delimiter: '.', separator: ',' })).toBe('42.000');
    expect(formatNumber(1234.5, { delimiter: ',', separator: '.' })).toBe('1,234.50');
  });

  it('is the price written without its currency symbol, for any format and amount', () => {
    fc.assert(
      fc.property(
        anyCurrencyFormat,
        fc.integer({ min: -1e9, max: 1e9 }).filter((value) => value !== 0),
        (format, value) => {
          expect(formatPrice(value, format)).toBe(
            value < 0
              ? `-${format.unit}${formatNumber(-value, format)}`
              : `${format.unit}${formatNumber(value, format)}`,
          );
        },
      ),
    );
  });
});
