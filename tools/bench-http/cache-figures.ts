// What a benchmark's servers' caches did during one path (issue 37): their figures read from
// /metrics (`reserva_cache_*`, labelled by cache; docs/adr/0135) before and after the path, so that a
// marketplace figure says whether it measured the kept path or the reads behind it. Parsing is pure;
// reading is one GET per server.

import type { CacheFigures } from '../../src/application/shared/weighted-lru';

/** One cache's figures as /metrics says them: the server's own, read back. */
export type ScrapedCache = CacheFigures;

const FIELDS: Readonly<Record<string, keyof ScrapedCache>> = {
  reserva_cache_entries: 'entries',
  reserva_cache_weight_bytes: 'weight',
  reserva_cache_budget_bytes: 'budget',
  reserva_cache_hits_total: 'hits',
  reserva_cache_misses_total: 'misses',
  reserva_cache_evictions_total: 'evictions',
  reserva_cache_turned_away_total: 'turnedAway',
};

/** Each cache's figures from Prometheus's exposition text; other lines ignored. */
export function cachesIn(exposition: string): Map<string, ScrapedCache> {
  const caches = new Map<string, Record<keyof ScrapedCache, number>>();
  for (const line of exposition.split('\n')) {
    const found = /^(reserva_cache_[a-z_]+)\{cache="([a-z]+)"\} (\S+)$/.exec(line);
    const field = found === null ? undefined : FIELDS[found[1] as string];
    if (found === null || field === undefined) continue;
    const name = found[2] as string;
    const figures = caches.get(name) ?? {
      entries: 0,
      weight: 0,
      budget: 0,
      hits: 0,
      misses: 0,
      evictions: 0,
      turnedAway: 0,
    };
    figures[field] = Number(found[3]);
    caches.set(name, figures);
  }
  return caches;
}

/** What happened between two scrapes of one server: the counters' growth, the gauges' last value. */
export function cachesBetween(
  before: ReadonlyMap<string, ScrapedCache>,
  after: ReadonlyMap<string, ScrapedCache>,
): Map<string, ScrapedCache> {
  const between = new Map<string, ScrapedCache>();
  for (const [name, last] of after) {
    const first = before.get(name);
    between.set(name, {
      ...last,
      hits: last.hits - (first?.hits ?? 0),
      misses: last.misses - (first?.misses ?? 0),
      evictions: last.evictions - (first?.evictions ?? 0),
      turnedAway: last.turnedAway - (first?.turnedAway ?? 0),
    });
  }
  return between;
}

/**
 * One line per cache: its hit ratio over the path, what it holds at the end — its weight in MiB,
 * or in entries for a cache weighed by count (a budget under a MiB: the directory's 1,024).
 */
export function cacheLines(caches: ReadonlyMap<string, ScrapedCache>): string[] {
  const MIB = 1024 * 1024;
  return [...caches].map(([name, figures]) => {
    const asked = figures.hits + figures.misses;
    const ratio = asked === 0 ? 'not asked' : `${((100 * figures.hits) / asked).toFixed(1)} % hits`;
    const weight =
      figures.budget >= MIB
        ? `${(figures.weight / MIB).toFixed(1)} of ${(figures.budget / MIB).toFixed(1)} MiB`
        : `${String(figures.weight)} of ${String(figures.budget)} by count`;
    const turnedAway = figures.turnedAway === 0 ? '' : `, ${String(figures.turnedAway)} turned away`;
    return `${name}: ${ratio} (${String(figures.hits)} hits, ${String(figures.misses)} misses, ${String(figures.evictions)} evicted${turnedAway}); ${String(figures.entries)} kept, ${weight}`;
  });
}

/** A server's /metrics now, as the exposition text `cachesIn` and server-times.ts read. */
export async function scrapeMetrics(origin: string): Promise<string> {
  const answer = await fetch(`${origin}/metrics`);
  if (!answer.ok) throw new Error(`${origin}/metrics answered ${String(answer.status)}`);
  return answer.text();
}
