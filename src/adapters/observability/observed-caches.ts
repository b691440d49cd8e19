import type { CacheFigures } from '#application/shared/weighted-lru';

// The in-memory caches /metrics reports (issue 37, issue 36; docs/adr/0135). Each is made where it
// is used (the agendas with the ports, the hours answers with the use cases, the pages with the
// app), so each says how to read its figures here as it is made, and a scrape reads them all.

/**
 * The caches reported, as the `cache` label names them: a location's agendas and catalogue and its
 * company's directory entries (companies, booking settings, locations), the hours and days answers,
 * the pages and the answers replayed.
 */
export type CacheName = 'agendas' | 'catalogues' | 'directory' | 'hours' | 'days' | 'pages' | 'replays';

export interface ObservedCaches {
  /** Reports `figures` under `name` from now on (a cache made again replaces the one before). */
  observe(name: CacheName, figures: () => CacheFigures): void;
  /** Every cache's figures as they are now. */
  figures(): readonly (readonly [CacheName, CacheFigures])[];
  /**
   * Tells where to read whether what the caches of reads (agendas, catalogues, directory) hold has
   * changed: a number that changes with anything they keep, null while they keep nothing.
   */
  observeChanges(changes: () => number | null): void;
  /** That number now; null when no such caches were made, or while they keep nothing (docs/adr/0148). */
  changes(): number | null;
}

export function observedCaches(): ObservedCaches {
  const observed = new Map<CacheName, () => CacheFigures>();
  let readChanges: () => number | null = () => null;
  return {
    observe(name, figures) {
      observed.set(name, figures);
    },
    figures: () => [...observed].map(([name, figures]) => [name, figures()] as const),
    observeChanges(changes) {
      readChanges = changes;
    },
    changes: () => readChanges(),
  };
}
