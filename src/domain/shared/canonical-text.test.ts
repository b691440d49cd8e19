import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalText } from './canonical-text';

// What idempotency is keyed by (ADR 0017 request fingerprints, ADR 0023 CLI keys): the content, not its spelling.

/** The same object with its keys, at every depth, in another order. */
function reordered(value: unknown, reverse: boolean): unknown {
  if (Array.isArray(value)) return value.map((item) => reordered(item, reverse));
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).map(([key, item]) => [key, reordered(item, reverse)] as const);
    return Object.fromEntries(reverse ? entries.reverse() : entries);
  }
  return value;
}

const anyJson = fc.jsonValue();

describe('the canonical text of a JSON value', () => {
  it('is the same whatever order the keys came in, at any depth', () => {
    fc.assert(
      fc.property(anyJson, (value) => {
        expect(canonicalText(reordered(value, true))).toBe(canonicalText(value));
      }),
    );
  });

  it('reads back as the same value', () => {
    fc.assert(
      fc.property(anyJson, (value) => {
        expect(JSON.parse(canonicalText(value))).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
  });

  it('differs when the content differs', () => {
    expect(canonicalText({ b: [1, { d: 2, c: null }], a: 'x' })).toBe('{"a":"x","b":[1,{"c":null,"d":2}]}');
    expect(canonicalText({ a: 'x' })).not.toBe(canonicalText({ a: 'y' }));
    expect(canonicalText([1, 2])).not.toBe(canonicalText([2, 1]));
  });
});
