import type { RateLimiter } from '../ports/server/rate-limiter';

// Test support: the rate limiter's counters in a Map, for use-case and endpoint tests.

export function inMemoryRateLimiter(): RateLimiter & { readonly keys: () => readonly string[] } {
  const counters = new Map<string, { hits: number; end: number }>();
  return {
    hit(key, window, now) {
      for (const [stored, counter] of counters) if (counter.end <= now) counters.delete(stored);
      const id = `${key}@${String(window.start)}`;
      const counter = counters.get(id) ?? { hits: 0, end: window.end };
      counter.hits += 1;
      counters.set(id, counter);
      return Promise.resolve(counter.hits);
    },
    keys: () => [...counters.keys()].map((id) => id.slice(0, id.lastIndexOf('@'))),
  };
}
