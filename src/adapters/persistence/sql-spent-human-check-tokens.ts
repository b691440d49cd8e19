import type { Instant } from '#domain/calendar/instant';
import type { SpentHumanCheckTokens } from '../human-check/spent-human-check-tokens';
import { secretDigest } from '../crypto-tokens';
import { periodicSweep } from './periodic-sweep';
import type { SqlDatabase } from './sql-database';

// The human check's spent tokens in PostgreSQL (or PGlite) over spent_human_check_tokens (migration
// 0009; ADR 0041). The primary key decides: of concurrent spends of one token, one inserts the row
// and the others find it there, whichever process they run in.

/** How often (by the clock) one process sweeps the tokens that have expired. */
export const SWEEP_EVERY_MS = 60_000;

const at = (instant: Instant) => new Date(instant).toISOString();

export function sqlSpentHumanCheckTokens(database: SqlDatabase): SpentHumanCheckTokens {
  const sweep = periodicSweep(
    (now) => database.query('DELETE FROM spent_human_check_tokens WHERE expires_at <= $1', [at(now)]),
    SWEEP_EVERY_MS,
  );
  return {
    async spend(token, expiresAt, now) {
      await sweep(now);
      const inserted = await database.query(
        'INSERT INTO spent_human_check_tokens (token_digest, expires_at) VALUES ($1, $2) ON CONFLICT (token_digest) DO NOTHING RETURNING 1',
        [secretDigest(token), at(expiresAt)],
      );
      return inserted.length === 1;
    },
  };
}
