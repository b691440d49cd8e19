import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Instant } from '#domain/calendar/instant';
import { professionalTimeLocks, type LockedTime } from './professional-time-locks';

const at = (iso: string) => Date.parse(iso) as Instant;
const camila = (from: string, to: string): LockedTime => ({ providerId: 7, start: at(from), end: at(to) });

/** A professional's time of up to three days, within a few weeks of 2027. */
const aTime = fc
  .record({
    providerId: fc.integer({ min: 1, max: 3 }),
    start: fc.integer({ min: at('2027-01-01T00:00:00Z'), max: at('2027-02-01T00:00:00Z') }),
    minutes: fc.integer({ min: 1, max: 3 * 24 * 60 }),
  })
  .map(({ providerId, start, minutes }): LockedTime => ({
    providerId,
    start: start as Instant,
    end: (start + minutes * 60_000) as Instant,
  }));

const overlap = (a: LockedTime, b: LockedTime) => a.providerId === b.providerId && a.start < b.end && b.start < a.end;

describe('professionalTimeLocks', () => {
  it('gives two times that overlap a lock in common, so their writes take turns', () => {
    fc.assert(
      fc.property(aTime, aTime, (a, b) => {
        fc.pre(overlap(a, b));
        const locks = new Set(professionalTimeLocks([a]));
        expect(professionalTimeLocks([b]).some((key) => locks.has(key))).toBe(true);
      }),
    );
  });

  it('gives a professional’s hours on two days no lock in common', () => {
    const first = professionalTimeLocks([camila('2027-01-05T13:00:00Z', '2027-01-05T13:45:00Z')]);
    const second = professionalTimeLocks([camila('2027-01-06T13:00:00Z', '2027-01-06T13:45:00Z')]);
    expect(first.filter((key) => second.includes(key))).toEqual([]);
  });

  it('locks each day a time crosses into, and nothing of the day its end only touches', () => {
    expect(professionalTimeLocks([camila('2027-01-05T23:30:00Z', '2027-01-06T00:30:00Z')])).toHaveLength(2);
    expect(professionalTimeLocks([camila('2027-01-05T23:00:00Z', '2027-01-06T00:00:00Z')])).toHaveLength(1);
  });

  it('lists every lock once, in ascending order, whatever order the times come in', () => {
    fc.assert(
      fc.property(fc.array(aTime, { maxLength: 6 }), (times) => {
        const keys = professionalTimeLocks(times).map(BigInt);
        expect(new Set(keys).size).toBe(keys.length);
        expect(keys.every((key, index) => index === 0 || (keys[index - 1] ?? key) < key)).toBe(true);
        expect(professionalTimeLocks([...times].reverse())).toEqual(professionalTimeLocks(times));
      }),
    );
  });
});
