import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { duplicateJsonKeys } from './json-duplicate-keys';

// A key written twice in one JSON object (issue 29 §5; ADR 0091), named by its wire path.

describe('the keys a JSON body writes twice', () => {
  it('names a key written twice at the root, in a nested object and in an object of a list', () => {
    expect(duplicateJsonKeys('{"a": 1, "a": 2}')).toEqual(['a']);
    expect(duplicateJsonKeys('{"company": {"name": "x", "slug": "y", "name": "z"}}')).toEqual(['company.name']);
    expect(duplicateJsonKeys('{"locations": [{"slug": "a"}, {"slug": "b", "slug": "c"}]}')).toEqual([
      'locations[1].slug',
    ]);
  });

  it('compares keys as JSON reads them, escapes decoded', () => {
    expect(duplicateJsonKeys('{"name": 1, "n\\u0061me": 2}')).toEqual(['name']);
  });

  it('takes the same key in different objects, and keys’ words inside texts, as no repetition', () => {
    expect(duplicateJsonKeys('{"a": {"b": 1}, "c": {"b": 2}, "d": "\\"a\\": 1, \\"a\\": 2", "e": ["a", "a"]}')).toEqual(
      [],
    );
  });

  it('names nothing in any JSON value that JSON.stringify writes, whose keys are unique', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(duplicateJsonKeys(JSON.stringify(value))).toEqual([]);
      }),
    );
  });

  it('reads a body nested as deep as its size allows without exhausting the stack', () => {
    expect(duplicateJsonKeys(`${'['.repeat(100_000)}{"a": 1, "a": 2}${']'.repeat(100_000)}`)).toHaveLength(1);
  });
});
