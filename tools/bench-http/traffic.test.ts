import { describe, expect, it } from 'vitest';
import { chooser, seededRandom, zipfSpread } from './traffic';

// The marketplace benchmark's spread of requests over locations (issue 37; docs/adr/0134): a few
// hot, a long cold tail, every location reachable, the same sequence for the same seed.

describe('the seeded random numbers', () => {
  it('are the same for the same seed, different for another, within [0, 1)', () => {
    const first = Array.from({ length: 1000 }, seededRandom(7));
    const again = Array.from({ length: 1000 }, seededRandom(7));
    const other = Array.from({ length: 1000 }, seededRandom(8));

    expect(again).toEqual(first);
    expect(other).not.toEqual(first);
    expect(first.every((value) => value >= 0 && value < 1)).toBe(true);
  });
});

describe('Zipf’s spread over 2,000 locations', () => {
  const spread = zipfSpread(2000, 1, 37);

  it('gives the top 1 % (20 locations) over 40 % of the requests, as 1/r predicts (44 %)', () => {
    const top = spread.byRank.slice(0, 20).reduce((sum, item) => sum + (spread.shares[item] as number), 0);

    expect(top).toBeGreaterThan(0.43);
    expect(top).toBeLessThan(0.45);
  });

  it('can choose every location: each has a share, and some u in [0, 1) stands for it', () => {
    expect(spread.shares.every((share) => share > 0)).toBe(true);
    expect(spread.shares.reduce((sum, share) => sum + share, 0)).toBeCloseTo(1, 9);
    const reached = new Set<number>();
    let below = 0;
    for (const item of spread.byRank) {
      // The middle of each rank's interval of u.
      const share = spread.shares[item] as number;
      reached.add(spread.itemAt(below + share / 2));
      below += share;
    }
    expect(reached.size).toBe(2000);
  });

  it('shuffles which location is hot: the ranks are a permutation, not the generated order', () => {
    expect([...spread.byRank].sort((a, b) => a - b)).toEqual(Array.from({ length: 2000 }, (_, index) => index));
    expect(spread.byRank.slice(0, 20)).not.toEqual(Array.from({ length: 20 }, (_, index) => index));
  });

  it('draws as it says: over 200,000 choices the top 1 % get about 44 %, and most locations are asked', () => {
    const next = chooser(spread, 1);
    const hot = new Set(spread.byRank.slice(0, 20));
    const asked = new Set<number>();
    let hotCount = 0;
    for (let draw = 0; draw < 200_000; draw++) {
      const item = next();
      asked.add(item);
      if (hot.has(item)) hotCount++;
    }

    expect(hotCount / 200_000).toBeGreaterThan(0.42);
    expect(hotCount / 200_000).toBeLessThan(0.46);
    // The coldest has 1 in 16,000: 200,000 draws reach nearly all of them.
    expect(asked.size).toBeGreaterThan(1900);
  });

  it('is the same sequence for the same seed', () => {
    const first = Array.from({ length: 500 }, chooser(zipfSpread(2000, 1, 37), 5));
    const again = Array.from({ length: 500 }, chooser(zipfSpread(2000, 1, 37), 5));

    expect(again).toEqual(first);
  });

  it('is uniform with exponent 0, and refuses no items', () => {
    expect(new Set(zipfSpread(4, 0, 1).shares)).toEqual(new Set([0.25]));
    expect(() => zipfSpread(0, 1, 1)).toThrow(RangeError);
  });
});
