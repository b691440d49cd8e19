import type { Instant } from '#domain/calendar/instant';
import type { RateWindow } from '#domain/abuse/rate-window';

/**
 * The counters behind the abuse limits (issue 8; ADR 0038), shared by every server process: in
 * PostgreSQL, or in Redis when REDIS_URL is set. Which window a hit falls in is the domain's rule
 * (`rateWindow`); the counter only counts, atomically, so concurrent processes never over-admit.
 */
export interface RateLimiter {
  /**
   * Counts one hit for `key` in `window` and answers how many it holds now, this one included.
   * `now` is the clock's time, so a counter forgets its window once the window has ended.
   */
  hit(key: string, window: RateWindow, now: Instant): Promise<number>;
}
