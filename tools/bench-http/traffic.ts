// Which location a request of the marketplace benchmark asks about (issue 37; docs/adr/0134): as
// real traffic spreads over a marketplace's businesses, a few hot and a long cold tail — Zipf's law,
// the location of popularity rank r (1 first) chosen with probability proportional to 1 / r^s. With
// s = 1 over 2,000 locations the top 1 % (20) get 44 % of the requests and the least asked one still
// 1 in 16,000. Which location has which rank is a shuffle of their order, so the hot ones are not
// simply the first generated. Deterministic from a seed: the same seed, the same sequence of
// choices. Pure: no I/O, no clock, no Math.random.
import { seededRandom } from '../bench/seeded-random';

export { seededRandom };

export interface ZipfSpread {
  /** How many items are chosen among. */
  readonly count: number;
  /** The probability of each item (by its index), summing to 1. */
  readonly shares: readonly number[];
  /** The item (index) that `u` in [0, 1) stands for: the same u, the same item. */
  itemAt(u: number): number;
  /** The items by rank, hottest first. */
  readonly byRank: readonly number[];
}

/**
 * Zipf's law over `count` items with exponent `exponent`, the items' ranks shuffled by `seed`
 * (Fisher–Yates with seededRandom).
 */
export function zipfSpread(count: number, exponent: number, seed: number): ZipfSpread {
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`count must be a positive integer, not ${count}`);
  if (!(exponent >= 0 && Number.isFinite(exponent))) throw new RangeError(`exponent must be ≥ 0, not ${exponent}`);
  const random = seededRandom(seed);
  const byRank = Array.from({ length: count }, (_, index) => index);
  for (let index = count - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [byRank[index], byRank[other]] = [byRank[other] as number, byRank[index] as number];
  }
  const weights = byRank.map((_, rank) => 1 / (rank + 1) ** exponent);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  // cumulative[r]: the probability of ranks 0…r.
  const cumulative: number[] = [];
  let sum = 0;
  for (const weight of weights) {
    sum += weight / total;
    cumulative.push(sum);
  }
  const shares = new Array<number>(count).fill(0);
  byRank.forEach((item, rank) => {
    shares[item] = (weights[rank] as number) / total;
  });
  return {
    count,
    shares,
    byRank,
    itemAt(u) {
      // The first rank whose cumulative probability exceeds u (the last one for rounding's sake).
      let low = 0;
      let high = count - 1;
      while (low < high) {
        const middle = (low + high) >> 1;
        if ((cumulative[middle] as number) > u) high = middle;
        else low = middle + 1;
      }
      return byRank[low] as number;
    },
  };
}

/** A sequence of choices of `spread`'s items, deterministic from `seed`. */
export function chooser(spread: ZipfSpread, seed: number): () => number {
  const random = seededRandom(seed);
  return () => spread.itemAt(random());
}
