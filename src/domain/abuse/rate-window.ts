import type { Instant } from '../calendar/instant';

// Abuse limits (issue 8): at most `maxHits` requests per key in each fixed window of
// `windowSeconds`, counted from the epoch, so every server process sharing a counter agrees on
// where a window starts without talking to the others (ADR 0038). A fixed window admits at most
// twice the limit across one window's boundary; that is the price of one counter per key.

/** How many requests one key may make in each window. */
export interface RateLimit {
  /** A positive whole number. */
  readonly maxHits: number;
  /** A positive whole number of seconds. */
  readonly windowSeconds: number;
}

/** The window `now` falls in: from `start` (included) to `end` (excluded). */
export interface RateWindow {
  readonly start: Instant;
  readonly end: Instant;
}

/** What counting one more hit decided. */
export type RateDecision =
  | { readonly _tag: 'Allowed'; readonly remaining: number }
  | { readonly _tag: 'Limited'; readonly retryAfterSeconds: number };

/** The window of `limit` that `now` falls in. */
export function rateWindow(limit: RateLimit, now: Instant): RateWindow {
  const length = limit.windowSeconds * 1000;
  const start = Math.floor(now / length) * length;
  return { start: start as Instant, end: (start + length) as Instant };
}

/**
 * Whether the `hits`-th request in `now`'s window (this one counted) is admitted; when not, the
 * whole seconds until the window ends, at least 1 (the contract's Retry-After).
 */
export function rateDecision(limit: RateLimit, hits: number, now: Instant): RateDecision {
  if (hits <= limit.maxHits) return { _tag: 'Allowed', remaining: limit.maxHits - hits };
  const { end } = rateWindow(limit, now);
  return { _tag: 'Limited', retryAfterSeconds: Math.max(1, Math.ceil((end - now) / 1000)) };
}

/** The stricter of two decisions: refused if either refuses, waiting for the later window. */
export function stricterDecision(a: RateDecision, b: RateDecision): RateDecision {
  if (a._tag === 'Limited' && b._tag === 'Limited') return a.retryAfterSeconds >= b.retryAfterSeconds ? a : b;
  if (a._tag === 'Limited') return a;
  if (b._tag === 'Limited') return b;
  return a.remaining <= b.remaining ? a : b;
}
