import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCurrencyFormat } from './currency-format';
import { anyCurrencyFormat } from './money.arbitraries';

describe('a company currency format (booking-wizard §3 Company overview)', () => {
  it('is built from the unit, delimiter and separator of the company overview, ignoring its other fields', () => {
    const overview = { id: 3, name: 'Salón Ana', unit: '$', delimiter: '.', separator: ',' };
    expect(parseCurrencyFormat(overview)._unsafeUnwrap()).toEqual({ unit: '$', delimiter: '.', separator: ',' });
  });

  it('refuses a delimiter equal to the separator, since a price would read two ways', () => {
    expect(parseCurrencyFormat({ unit: '$', delimiter: ',', separator: ',' }).isErr()).toBe(true);
  });

  it('refuses an empty separator or marks holding digits or minus signs', () => {
    expect(parseCurrencyFormat({ unit: '$', delimiter: '.', separator: '' }).isErr()).toBe(true);
    expect(parseCurrencyFormat({ unit: '$', delimiter: '0', separator: ',' }).isErr()).toBe(true);
    expect(parseCurrencyFormat({ unit: '$', delimiter: '.', separator: '-' }).isErr()).toBe(true);
  });

  it('names every missing field', () => {
    const refused = parseCurrencyFormat({ unit: '$' })._unsafeUnwrapErr();
    expect(refused.issues.map((issue) => issue.path.join('.'))).toEqual(['delimiter', 'separator']);
  });

  it('accepts every format the arbitraries generate, unchanged', () => {
    fc.assert(
      fc.property(anyCurrencyFormat, (format) => {
        expect(parseCurrencyFormat(format)._unsafeUnwrap()).toEqual(format);
      }),
    );
  });
});
