import fc from 'fast-check';
import { Schema } from 'effect';
import { describe, expect, it } from 'vitest';
import { ClockTime, parseClockTime } from '../calendar/clock-time';
import { LocalDate, parseLocalDate } from '../calendar/local-date';
import { anyCurrencyFormat } from '../money/money.arbitraries';
import { CurrencyFormat, parseCurrencyFormat } from '../money/currency-format';
import { arrayOf, checkedInteger, checkedString, decodeChecked, nullOr, refinedBy, struct } from './checked';

// The hand-checked decoders the storefront's first page runs (ADR 0072), and their agreement with
// the effect Schemas the server builds from the same rules.

interface Pair {
  readonly name: string;
  readonly count: number | null;
  readonly tags: readonly string[];
}

const parsePair = decodeChecked(
  struct<Pair>(
    {
      name: checkedString,
      count: nullOr(refinedBy(checkedInteger, { test: (count) => count > 0, expected: 'a value greater than 0' })),
      tags: arrayOf(checkedString),
    },
    { test: (pair) => pair.name !== pair.tags[0], expected: 'a first tag other than the name' },
  ),
);

describe('a hand-checked decoder', () => {
  it('keeps only the fields it knows', () => {
    expect(parsePair({ name: 'a', count: null, tags: ['b'], extra: 1 })._unsafeUnwrap()).toEqual({
      name: 'a',
      count: null,
      tags: ['b'],
    });
  });

  it('names every field at fault, by its path, and tests the whole object only once its fields pass', () => {
    const refused = parsePair({ name: 3, count: 0, tags: ['b', 4] })._unsafeUnwrapErr();
    expect(refused.issues.map((issue) => issue.path.join('.'))).toEqual(['name', 'count', 'tags.1']);
    expect(refused.issues[1]?.message).toBe('Expected a value greater than 0, got 0');

    const rule = parsePair({ name: 'a', count: 1, tags: ['a'] })._unsafeUnwrapErr();
    expect(rule.issues).toEqual([{ path: [], message: 'Expected a first tag other than the name' }]);
  });

  it('refuses what is not an object, an array or a number', () => {
    expect(parsePair(null).isErr()).toBe(true);
    expect(parsePair({ name: 'a', count: Number.NaN, tags: [] }).isErr()).toBe(true);
    expect(parsePair({ name: 'a', count: 1, tags: 'b' }).isErr()).toBe(true);
  });
});

describe('the first page’s decoders agree with the Schemas built from the same rules', () => {
  const anyDayText = fc.oneof(
    fc.string(),
    fc
      .tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }))
      .map(([y, m, d]) => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`),
  );
  const anyTimeText = fc.oneof(
    fc.string(),
    fc
      .tuple(fc.integer({ min: 0, max: 25 }), fc.integer({ min: 0, max: 61 }))
      .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`),
  );

  it('on local dates', () => {
    fc.assert(
      fc.property(anyDayText, (text) => {
        expect(parseLocalDate(text).isOk()).toBe(Schema.is(LocalDate)(text));
      }),
    );
  });

  it('on clock times', () => {
    fc.assert(
      fc.property(anyTimeText, (text) => {
        expect(parseClockTime(text).isOk()).toBe(Schema.is(ClockTime)(text));
      }),
    );
  });

  it('on currency formats', () => {
    const anyMark = fc.constantFrom('', '.', ',', ' ', '1', '-', '$');
    const anyFormat = fc.oneof(
      anyCurrencyFormat,
      fc.record({ unit: fc.constantFrom('$', '€'), delimiter: anyMark, separator: anyMark }),
    );
    fc.assert(
      fc.property(anyFormat, (format) => {
        expect(parseCurrencyFormat(format).isOk()).toBe(Schema.is(CurrencyFormat)(format));
      }),
    );
  });
});
