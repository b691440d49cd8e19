import { describe, expect, it } from 'vitest';
import { serverMetrics } from '../../src/adapters/observability/metrics';
import type { SqlDatabase } from '../../src/adapters/persistence/sql-database';
import { observedCaches } from '../../src/adapters/observability/observed-caches';
import { WeightedLru } from '../../src/application/shared/weighted-lru';
import { cacheLines, cachesBetween, cachesIn } from './cache-figures';

// The benchmark reads what the servers' caches did during a path from their /metrics (issue 37):
// the same exposition text the server writes, parsed back to each cache's figures.

describe("the caches' figures read back from /metrics", () => {
  it('are what the caches hold and counted, by cache, from the registry the server scrapes', async () => {
    const caches = observedCaches();
    const agendas = new WeightedLru<string>(1000);
    agendas.set('a', 'A', 300);
    agendas.set('b', 'B', 400);
    agendas.counted(true);
    agendas.counted(true);
    agendas.counted(false);
    caches.observe('agendas', () => agendas.figures());
    const hours = new WeightedLru<string>(10, Number.POSITIVE_INFINITY, undefined, 'secondSight');
    hours.set('kept', 'K', 10);
    hours.set('asked once', 'O', 10);
    caches.observe('hours', () => hours.figures());
    // The registry's exposition reads no database (only the /metrics route does): none is given.
    const metrics = serverMetrics({ database: {} as SqlDatabase, token: null, caches });

    const read = cachesIn(await metrics.registry.metrics());

    expect(read.get('agendas')).toEqual({
      entries: 2,
      weight: 700,
      budget: 1000,
      hits: 2,
      misses: 1,
      evictions: 0,
      turnedAway: 0,
    });
    expect(read.get('hours')).toEqual({
      entries: 1,
      weight: 10,
      budget: 10,
      hits: 0,
      misses: 0,
      evictions: 0,
      turnedAway: 1,
    });
    expect([...read.keys()].sort()).toEqual(['agendas', 'hours']);
  });

  it('between two scrapes: the counters grown, the gauges as at the end', () => {
    const before = cachesIn(
      'reserva_cache_hits_total{cache="agendas"} 10\nreserva_cache_misses_total{cache="agendas"} 4\nreserva_cache_entries{cache="agendas"} 3',
    );
    const after = cachesIn(
      [
        '# HELP reserva_cache_hits_total …',
        'reserva_cache_hits_total{cache="agendas"} 25',
        'reserva_cache_misses_total{cache="agendas"} 9',
        'reserva_cache_evictions_total{cache="agendas"} 2',
        'reserva_cache_turned_away_total{cache="agendas"} 40',
        'reserva_cache_entries{cache="agendas"} 7',
        'reserva_cache_weight_bytes{cache="agendas"} 2097152',
        'reserva_cache_budget_bytes{cache="agendas"} 4194304',
        'reserva_cache_hits_total{cache="hours"} 1',
      ].join('\n'),
    );

    const between = cachesBetween(before, after);

    expect(between.get('agendas')).toEqual({
      entries: 7,
      weight: 2_097_152,
      budget: 4_194_304,
      hits: 15,
      misses: 5,
      evictions: 2,
      turnedAway: 40,
    });
    expect(cacheLines(between)).toEqual([
      'agendas: 75.0 % hits (15 hits, 5 misses, 2 evicted, 40 turned away); 7 kept, 2.0 of 4.0 MiB',
      'hours: 100.0 % hits (1 hits, 0 misses, 0 evicted); 0 kept, 0 of 0 by count',
    ]);
  });

  it('say "not asked" for a cache no lookup reached, and weigh a cache of a budget under a MiB by count', () => {
    expect(
      cacheLines(
        cachesIn(
          'reserva_cache_entries{cache="directory"} 3\nreserva_cache_weight_bytes{cache="directory"} 3\nreserva_cache_budget_bytes{cache="directory"} 1024',
        ),
      ),
    ).toEqual(['directory: not asked (0 hits, 0 misses, 0 evicted); 3 kept, 3 of 1024 by count']);
  });
});
