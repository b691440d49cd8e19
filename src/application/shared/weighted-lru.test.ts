import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WeightedLru, type Admission } from './weighted-lru';

// The weighted least-recently-used map the server's caches keep their entries in (docs/adr/0135),
// against generated sequences of what the caches do to it, and a plain model of what it must keep.

type Operation =
  | { readonly _tag: 'Set'; readonly key: string; readonly weight: number }
  | { readonly _tag: 'Get'; readonly key: string }
  | { readonly _tag: 'Replace'; readonly key: string; readonly weight: number }
  | { readonly _tag: 'Delete'; readonly key: string };

const key = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h');
const weight = fc.integer({ min: 0, max: 60 });
const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({ _tag: fc.constant('Set' as const), key, weight }),
  fc.record({ _tag: fc.constant('Get' as const), key }),
  fc.record({ _tag: fc.constant('Replace' as const), key, weight }),
  fc.record({ _tag: fc.constant('Delete' as const), key }),
);
const budget = fc.integer({ min: 0, max: 150 });
const admission = fc.constantFrom<Admission>('every', 'secondSight');

/** Runs `operation` on `lru`; each value is its key and weight, so that what is kept says what it was. */
function apply(lru: WeightedLru<string>, operation: Operation): void {
  switch (operation._tag) {
    case 'Set':
      lru.set(operation.key, `${operation.key}:${String(operation.weight)}`, operation.weight);
      return;
    case 'Get':
      lru.get(operation.key);
      return;
    case 'Replace':
      lru.replace(operation.key, `${operation.key}:${String(operation.weight)}`, operation.weight);
      return;
    case 'Delete':
      lru.delete(operation.key);
      return;
    default:
      operation satisfies never;
  }
}

const weightOf = (value: string) => Number(value.split(':')[1]);

describe('a weighted least-recently-used map', () => {
  it('never weighs more than its budget after any sequence of sets, gets, replaces and deletes, however it admits', () => {
    fc.assert(
      fc.property(budget, admission, fc.array(operation, { maxLength: 60 }), (limit, admits, operations) => {
        const lru = new WeightedLru<string>(limit, Number.POSITIVE_INFINITY, undefined, admits);
        for (const each of operations) {
          apply(lru, each);
          expect(lru.figures().weight).toBeLessThanOrEqual(limit);
        }
      }),
    );
  });

  it('says as its weight and entries the sum of the weights and the number of what it keeps, however it admits', () => {
    fc.assert(
      fc.property(budget, admission, fc.array(operation, { maxLength: 60 }), (limit, admits, operations) => {
        const lru = new WeightedLru<string>(limit, Number.POSITIVE_INFINITY, undefined, admits);
        for (const each of operations) apply(lru, each);
        const kept = lru.entries();
        expect(lru.figures().entries).toBe(kept.length);
        expect(lru.figures().weight).toBe(kept.reduce((sum, [, value]) => sum + weightOf(value), 0));
      }),
    );
  });

  it('keeps the entry just set whenever it alone fits the budget', () => {
    fc.assert(
      fc.property(budget, fc.array(operation, { maxLength: 40 }), key, weight, (limit, operations, last, heavy) => {
        fc.pre(heavy <= limit);
        const lru = new WeightedLru<string>(limit);
        for (const each of operations) apply(lru, each);
        lru.set(last, 'newest', heavy);
        expect(lru.get(last)).toBe('newest');
      }),
    );
  });

  it('keeps nothing heavier than its budget, and drops nothing else for it', () => {
    const lru = new WeightedLru<string>(10);
    lru.set('small', 'small', 4);
    lru.set('huge', 'huge', 11);

    expect(lru.get('huge')).toBeUndefined();
    expect(lru.get('small')).toBe('small');
    expect(lru.figures()).toMatchObject({ entries: 1, weight: 4, evictions: 1 });
  });

  it('drops the least recently used first: what was read since survives what was not', () => {
    fc.assert(
      fc.property(fc.uniqueArray(key, { minLength: 3, maxLength: 8 }), (keys) => {
        const lru = new WeightedLru<string>(keys.length * 10);
        for (const each of keys) lru.set(each, each, 10);
        const [oldest = '', second = ''] = keys;
        lru.get(oldest);
        lru.set('new', 'new', 10);

        expect(lru.get(oldest)).toBe(oldest);
        expect(lru.get(second)).toBeUndefined();
        expect(lru.figures().evictions).toBe(1);
      }),
    );
  });

  it('drops, as a reweighed entry grows, the least recently used ones, itself last', () => {
    const lru = new WeightedLru<string>(100);
    lru.set('old', 'old', 30);
    lru.set('pending', 'pending', 1);
    lru.set('recent', 'recent', 30);
    lru.replace('pending', 'read', 60);

    expect(lru.entries()).toEqual([
      ['pending', 'read'],
      ['recent', 'recent'],
    ]);
    lru.replace('pending', 'read again', 101);
    expect(lru.entries()).toEqual([['recent', 'recent']]);
  });

  it('keeps at most maxEntries entries when given, whatever they weigh', () => {
    const lru = new WeightedLru<string>(1_000, 2);
    lru.set('a', 'a', 0);
    lru.set('b', 'b', 0);
    lru.set('c', 'c', 0);

    expect(lru.entries().map(([each]) => each)).toEqual(['b', 'c']);
  });

  it('counts the hits and misses its owner says, and no eviction for what was deleted or cleared', () => {
    const lru = new WeightedLru<string>(100);
    lru.set('a', 'a', 10);
    lru.counted(true);
    lru.counted(true);
    lru.counted(false);
    lru.delete('a');
    lru.set('b', 'b', 10);
    lru.clear();

    expect(lru.figures()).toEqual({
      entries: 0,
      weight: 0,
      budget: 100,
      hits: 2,
      misses: 1,
      evictions: 0,
      turnedAway: 0,
    });
  });

  it('tells an entry from one that replaced it under the same key', () => {
    const lru = new WeightedLru<object>(100);
    const first = {};
    lru.set('a', first, 1);
    lru.set('a', {}, 1);

    expect(lru.holds('a', first)).toBe(false);
  });

  it('tells its owner of every entry that leaves — deleted, evicted or cleared — and not of one set again', () => {
    const left: string[] = [];
    const lru = new WeightedLru<string>(100, Number.POSITIVE_INFINITY, (key, value) => left.push(`${key}=${value}`));
    lru.set('a', 'a1', 10);
    lru.set('a', 'a2', 10);
    lru.set('b', 'b', 10);
    lru.set('c', 'c', 10);
    lru.delete('b');
    lru.deleteWhere((value) => value === 'c');
    lru.set('d', 'd', 95);
    lru.replace('d', 'd2', 101);
    lru.set('e', 'e', 1);
    lru.clear();

    expect(left).toEqual(['b=b', 'c=c', 'a=a2', 'd=d2', 'e=e']);
  });

  it('answers a peek without making the entry the most recently used', () => {
    const lru = new WeightedLru<string>(20);
    lru.set('old', 'old', 10);
    lru.set('new', 'new', 10);

    expect(lru.peek('old')).toBe('old');
    lru.set('next', 'next', 10);
    expect(lru.entries().map(([each]) => each)).toEqual(['new', 'next']);
  });

  describe('admitting on second sight (docs/adr/0169)', () => {
    it('keeps every entry offered while it has room, as one that admits every entry does', () => {
      fc.assert(
        fc.property(fc.array(operation, { maxLength: 60 }), (operations) => {
          // A budget no sequence of eight keys can fill: never full, so never a key turned away.
          const every = new WeightedLru<string>(8 * 60);
          const secondSight = new WeightedLru<string>(8 * 60, Number.POSITIVE_INFINITY, undefined, 'secondSight');
          for (const each of operations) {
            apply(every, each);
            apply(secondSight, each);
          }
          expect(secondSight.entries()).toEqual(every.entries());
          expect(secondSight.figures().turnedAway).toBe(0);
        }),
      );
    });

    it('once full, keeps a new key only when offered it again, dropping the least recently used for it then', () => {
      const lru = new WeightedLru<string>(20, Number.POSITIVE_INFINITY, undefined, 'secondSight');
      lru.set('old', 'old', 10);
      lru.set('recent', 'recent', 10);

      expect(lru.set('new', 'new', 10)).toBe(false);
      expect(lru.entries().map(([each]) => each)).toEqual(['old', 'recent']);
      expect(lru.figures()).toMatchObject({ turnedAway: 1, evictions: 0 });

      expect(lru.set('new', 'new again', 10)).toBe(true);
      expect(lru.entries()).toEqual([
        ['recent', 'recent'],
        ['new', 'new again'],
      ]);
      expect(lru.figures()).toMatchObject({ turnedAway: 1, evictions: 1 });
    });

    it('counts as full a cache at its bound of entries, whatever they weigh', () => {
      const lru = new WeightedLru<string>(1_000, 2, undefined, 'secondSight');
      lru.set('a', 'a', 0);
      lru.set('b', 'b', 0);

      expect(lru.set('c', 'c', 0)).toBe(false);
      expect(lru.set('c', 'c', 0)).toBe(true);
      expect(lru.entries().map(([each]) => each)).toEqual(['b', 'c']);
    });

    it('sets a key it holds anew even when full', () => {
      const lru = new WeightedLru<string>(20, Number.POSITIVE_INFINITY, undefined, 'secondSight');
      lru.set('a', 'a', 10);
      lru.set('b', 'b', 10);

      expect(lru.set('a', 'a2', 10)).toBe(true);
      expect(lru.entries()).toEqual([
        ['b', 'b'],
        ['a', 'a2'],
      ]);
    });

    it('keeps what is asked again through a long run of keys each offered once, which one admitting every entry loses', () => {
      const hot = ['a', 'b', 'c', 'd'];
      const run = (admits: Admission) => {
        const lru = new WeightedLru<string>(40, Number.POSITIVE_INFINITY, undefined, admits);
        for (const each of hot) lru.set(each, each, 10);
        for (let index = 0; index < 1_000; index++) {
          lru.set(`once-${String(index)}`, 'once', 10);
          lru.get(hot[index % hot.length] as string);
        }
        return lru;
      };

      const secondSight = run('secondSight');
      expect(
        secondSight
          .entries()
          .map(([each]) => each)
          .sort(),
      ).toEqual(hot);
      expect(secondSight.figures()).toMatchObject({ turnedAway: 1_000, evictions: 0 });
      expect(
        run('every')
          .entries()
          .filter(([each]) => hot.includes(each)),
      ).toHaveLength(0);
    });

    it('forgets the keys it turned away once they outnumber its entries (and 64), so an old one is turned away again', () => {
      const lru = new WeightedLru<string>(10, Number.POSITIVE_INFINITY, undefined, 'secondSight');
      lru.set('kept', 'kept', 10);
      lru.set('first', 'first', 10);
      for (let index = 0; index < 64; index++) lru.set(`other-${String(index)}`, 'other', 10);

      expect(lru.set('first', 'first', 10)).toBe(false);
      expect(lru.peek('kept')).toBe('kept');
      expect(lru.set('first', 'first', 10)).toBe(true);
    });

    it('remembers a key turned away however long it is, and tells it from keys that differ by one character', () => {
      const lru = new WeightedLru<string>(10, Number.POSITIVE_INFINITY, undefined, 'secondSight');
      lru.set('kept', 'kept', 10);
      const long = 'x'.repeat(100_000);
      lru.set(`${long}a`, 'a', 10);

      expect(lru.set(`${long}b`, 'b', 10)).toBe(false);
      expect(lru.set(`${long}a`, 'a', 10)).toBe(true);
    });

    it('forgets the keys it turned away when cleared', () => {
      const lru = new WeightedLru<string>(10, Number.POSITIVE_INFINITY, undefined, 'secondSight');
      lru.set('a', 'a', 10);
      lru.set('b', 'b', 10);
      lru.clear();
      lru.set('c', 'c', 10);

      expect(lru.set('b', 'b', 10)).toBe(false);
    });
  });
});
