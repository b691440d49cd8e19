import type { RateLimiter } from '#application/ports/server/rate-limiter';
import { withinTimeout } from '../observability/within-timeout';

// The abuse limits' counters while Redis may be away (issue 29; docs/adr/0086): Redis's when it
// answers, the database's when it does not, so a Redis outage never fails a limited call. A hit
// Redis refuses or leaves unanswered for `timeoutMs` is counted in the database instead, and for
// `retryAfterMs` after that the database counts straight away (a Redis that hangs would otherwise
// hold every limited call for the timeout); then Redis is tried again, and counts again once it
// answers. The two sets of counters are apart, so while Redis is away an address starts afresh in
// the database, and back in Redis it finds what it had there: at most one more allowance per outage.

export interface FallingBackOptions {
  /** How long a hit waits for Redis before the database counts it (1 s). */
  readonly timeoutMs?: number;
  /** How long after a failure the database counts without asking Redis (1 s). */
  readonly retryAfterMs?: number;
  /** Told once when Redis stops counting, with why. */
  readonly onAway?: (error: unknown) => void;
  /** Told once when Redis counts again. */
  readonly onBack?: () => void;
  /** The monotonic time in milliseconds (performance.now). */
  readonly monotonicNow?: () => number;
}

/** `primary`'s counters (Redis's) while it answers, `fallback`'s (the database's) while it does not. */
export function fallingBackRateLimiter(
  primary: RateLimiter,
  fallback: RateLimiter,
  options: FallingBackOptions = {},
): RateLimiter {
  const timeoutMs = options.timeoutMs ?? 1_000;
  const retryAfterMs = options.retryAfterMs ?? 1_000;
  const monotonicNow = options.monotonicNow ?? (() => performance.now());
  let away = false;
  let retryAt = 0;
  return {
    async hit(key, window, now) {
      if (away && monotonicNow() < retryAt) return fallback.hit(key, window, now);
      let counted: number;
      try {
        counted = await withinTimeout(primary.hit(key, window, now), timeoutMs);
      } catch (error) {
        retryAt = monotonicNow() + retryAfterMs;
        if (!away) options.onAway?.(error);
        away = true;
        return fallback.hit(key, window, now);
      }
      if (away) options.onBack?.();
      away = false;
      return counted;
    },
  };
}
