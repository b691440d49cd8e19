// A map that keeps what it holds within a budget of weight, the least recently used dropped first
// (issue 37 "Memory bounded"; docs/adr/0135). The caches of the server (agendas, hours answers,
// rendered pages) weigh each entry by an estimate of the bytes it holds, so that a dense location's
// agenda counts for what it costs rather than as one entry like a small salon's. Plain data, no
// clock: where an entry's age matters its owner keeps the age with it.

/** What a cache says about itself to /metrics; hits, misses and evictions count since it was made. */
export interface CacheFigures {
  /** Entries kept now. */
  readonly entries: number;
  /** Their summed weight, in the cache's unit (estimated bytes). */
  readonly weight: number;
  /** The weight it keeps at most. */
  readonly budget: number;
  /** Lookups answered from what was kept. */
  readonly hits: number;
  /** Lookups that had to work the answer out (nothing kept, or too old to answer). */
  readonly misses: number;
  /** Entries dropped to stay within the budget (not those forgotten because what they hold changed). */
  readonly evictions: number;
  /**
   * Entries not kept, offered while the cache was full under a key not offered lately (admission on
   * second sight, docs/adr/0169); 0 for a cache that keeps every entry offered.
   */
  readonly turnedAway: number;
}

/**
 * Which entries a full cache keeps (docs/adr/0169). `every`: each one offered, the least recently
 * used dropped for it. `secondSight`: once full, an entry is kept only when its key was offered
 * before among as many keys turned away lately as the cache holds entries (TinyLFU's doorkeeper):
 * under traffic with a long tail, most keys are asked once, and keeping each would drop an entry
 * that is asked again for one that is not, and make long-lived garbage of both.
 */
export type Admission = 'every' | 'secondSight';

/** The least number of keys the doorkeeper of a `secondSight` cache remembers, however few it holds. */
const LEAST_DOORKEEPER_KEYS = 64;

/**
 * A key's 32-bit FNV-1a hash over its UTF-16 code units. Two keys of one hash count as one: a key
 * may then be kept at its first sight, which costs nothing but the memory of one entry.
 */
function keyHash(key: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < key.length; index++) {
    hash ^= key.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

interface Held<V> {
  value: V;
  weight: number;
}

/**
 * Entries under string keys, their weights summing to `budget` at most (and `maxEntries` of them at
 * most, when given): setting or reweighing an entry drops the least recently used ones until the
 * sum fits; an entry that alone weighs more than the budget is dropped instead, alone, rather than
 * emptying the cache for nothing. Hits and misses are counted by the owner (`counted`), which
 * alone knows whether what it found could answer.
 */
export class WeightedLru<V> {
  private readonly held = new Map<string, Held<V>>();
  private total = 0;
  private hits = 0;
  private misses = 0;
  private evictions = 0;
  private turnedAway = 0;
  private readonly budget: number;
  private readonly maxEntries: number;
  private readonly dropped: (key: string, value: V) => void;
  private readonly admission: Admission;
  /**
   * The keys turned away lately (`secondSight`), by their hash (keyHash): a key's length is the
   * asker's, and a number a key keeps the doorkeeper's memory to its count. Forgotten together once
   * they outnumber the entries held.
   */
  private turnedAwayKeys = new Set<number>();

  /**
   * `maxEntries`: a bound on their number too, for a cache that had one before it was weighed.
   * `dropped`: told of every entry that leaves — deleted, evicted or cleared — but not of one a
   * `set` of its key puts another value in the place of; an owner's index of the keys follows it.
   * `admission`: which entries it keeps once full (Admission).
   */
  constructor(
    budget: number,
    maxEntries: number = Number.POSITIVE_INFINITY,
    dropped: (key: string, value: V) => void = () => undefined,
    admission: Admission = 'every',
  ) {
    this.budget = budget;
    this.maxEntries = maxEntries;
    this.dropped = dropped;
    this.admission = admission;
  }

  /** The value under `key`, made the most recently used. */
  get(key: string): V | undefined {
    const found = this.held.get(key);
    if (found === undefined) return undefined;
    this.held.delete(key);
    this.held.set(key, found);
    return found.value;
  }

  /** The value under `key`, its place in the order of use unchanged. */
  peek(key: string): V | undefined {
    return this.held.get(key)?.value;
  }

  /** Whether `key` holds `value` itself (an entry replaced or dropped since does not). */
  holds(key: string, value: V): boolean {
    return this.held.get(key)?.value === value;
  }

  /**
   * Keeps `value` under `key` as the most recently used, weighing `weight` — unless the cache admits
   * on second sight, is full, holds nothing under `key` and was not offered `key` lately; then it
   * only remembers the key. Whether it was kept.
   */
  set(key: string, value: V, weight: number): boolean {
    if (!this.admitted(key, weight)) return false;
    this.remove(key, false);
    this.held.set(key, { value, weight });
    this.total += weight;
    this.evictOverBudget(key);
    return true;
  }

  /** Puts `value` in the place of `key`'s, where it is in the order of use, weighing `weight`; nothing when absent. */
  replace(key: string, value: V, weight: number): void {
    const found = this.held.get(key);
    if (found === undefined) return;
    this.total += weight - found.weight;
    found.value = value;
    found.weight = weight;
    this.evictOverBudget(key);
  }

  delete(key: string): void {
    this.remove(key);
  }

  deleteWhere(test: (value: V) => boolean): void {
    for (const [key, { value }] of this.held) if (test(value)) this.remove(key);
  }

  clear(): void {
    const leaving = [...this.held];
    this.held.clear();
    this.turnedAwayKeys.clear();
    this.total = 0;
    for (const [key, { value }] of leaving) this.dropped(key, value);
  }

  /** The entries, least recently used first. */
  entries(): [string, V][] {
    return [...this.held].map(([key, { value }]) => [key, value]);
  }

  /** Counts a lookup: answered from what was kept (`true`) or not. */
  counted(hit: boolean): void {
    if (hit) this.hits += 1;
    else this.misses += 1;
  }

  figures(): CacheFigures {
    return {
      entries: this.held.size,
      weight: this.total,
      budget: this.budget,
      hits: this.hits,
      misses: this.misses,
      evictions: this.evictions,
      turnedAway: this.turnedAway,
    };
  }

  /** Whether an entry of `weight` under `key` may be kept now (Admission); remembers a key turned away. */
  private admitted(key: string, weight: number): boolean {
    if (this.admission === 'every' || this.held.has(key)) return true;
    const full = this.total + weight > this.budget || this.held.size + 1 > this.maxEntries;
    if (!full) return true;
    const hash = keyHash(key);
    if (this.turnedAwayKeys.delete(hash)) return true;
    if (this.turnedAwayKeys.size >= Math.max(LEAST_DOORKEEPER_KEYS, this.held.size)) this.turnedAwayKeys = new Set();
    this.turnedAwayKeys.add(hash);
    this.turnedAway += 1;
    return false;
  }

  private remove(key: string, leaving = true): void {
    const found = this.held.get(key);
    if (found === undefined) return;
    this.held.delete(key);
    this.total -= found.weight;
    if (leaving) this.dropped(key, found.value);
  }

  /** Drops `changed` alone when it alone weighs more than the budget, else the least recently used until all fit. */
  private evictOverBudget(changed: string): void {
    if ((this.held.get(changed)?.weight ?? 0) > this.budget) {
      this.remove(changed);
      this.evictions += 1;
    }
    for (const oldest of this.held.keys()) {
      if (this.total <= this.budget && this.held.size <= this.maxEntries) return;
      this.remove(oldest);
      this.evictions += 1;
    }
  }
}
