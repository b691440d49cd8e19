import { Schema } from 'effect';
import type { Instant } from '#domain/calendar/instant';
import type { RateLimiter } from '#application/ports/server/rate-limiter';
import { secretDigest } from '../crypto-tokens';
import { periodicSweep } from './periodic-sweep';
import type { SqlDatabase } from './sql-database';
import { rowDecoder } from './stored-rows';

// The abuse limits' counters in PostgreSQL (or PGlite) over rate_limit_counters (migration 0008;
// ADR 0038). Each hit is one INSERT … ON CONFLICT DO UPDATE: PostgreSQL locks the row it updates,
// so hits from any number of processes are each counted once and each sees its own count.

/** How often (by the clock) one process sweeps the counters of ended windows. */
export const SWEEP_EVERY_MS = 60_000;

const at = (instant: Instant) => new Date(instant).toISOString();

const hitsRows = rowDecoder(Schema.Struct({ hits: Schema.Int }), 'a rate limit counter');

export function sqlRateLimiter(database: SqlDatabase): RateLimiter {
  const sweep = periodicSweep(
    (now) => database.query('DELETE FROM rate_limit_counters WHERE window_end <= $1', [at(now)]),
    SWEEP_EVERY_MS,
  );
  return {
    async hit(key, window, now) {
      await sweep(now);
      const [row] = hitsRows(
        await database.query(
          `INSERT INTO rate_limit_counters (key_digest, window_start, window_end, hits) VALUES ($1, $2, $3, 1)
         ON CONFLICT (key_digest, window_start) DO UPDATE SET hits = rate_limit_counters.hits + 1
         RETURNING hits`,
          [secretDigest(key), at(window.start), at(window.end)],
        ),
      );
      if (row === undefined) throw new Error('The rate limit counter was not counted');
      return row.hits;
    },
  };
}
