import { expect, it } from 'vitest';
import type { RateLimiter } from '#application/ports/server/rate-limiter';
import type { Instant } from '#domain/calendar/instant';
import { rateWindow } from '#domain/abuse/rate-window';

// Test support: what every RateLimiter adapter must do (SQL on PGlite and PostgreSQL, Redis), as
// one set of tests each adapter's suite runs. `limiters(n)` gives n limiters over one store, as n
// server processes would have.

const limit = { maxHits: 5, windowSeconds: 60 };

export function rateLimiterContract(
  limiters: (count: number) => Promise<readonly RateLimiter[]>,
  uniqueKey: () => string,
): void {
  const one = async (): Promise<RateLimiter> => (await limiters(1))[0] as RateLimiter;

  it('counts each hit of a key in its window, from 1', async () => {
    const limiter = await one();
    const now = Date.parse('2026-12-01T10:00:10Z') as Instant;
    const key = uniqueKey();
    const counts = [];
    for (let index = 0; index < 3; index += 1) counts.push(await limiter.hit(key, rateWindow(limit, now), now));
    expect(counts).toEqual([1, 2, 3]);
  });

  it('keeps keys apart, and starts a new count in the next window', async () => {
    const limiter = await one();
    const now = Date.parse('2026-12-01T10:00:10Z') as Instant;
    const [a, b] = [uniqueKey(), uniqueKey()];
    await limiter.hit(a, rateWindow(limit, now), now);
    await limiter.hit(a, rateWindow(limit, now), now);
    expect(await limiter.hit(b, rateWindow(limit, now), now)).toBe(1);
    const later = (now + 60_000) as Instant;
    expect(await limiter.hit(a, rateWindow(limit, later), later)).toBe(1);
  });

  it('counts 40 concurrent hits from several limiters on one store exactly once each', async () => {
    const shared = await limiters(2);
    const now = Date.parse('2026-12-01T10:00:10Z') as Instant;
    const key = uniqueKey();
    const counts = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        (shared[index % shared.length] as RateLimiter).hit(key, rateWindow(limit, now), now),
      ),
    );
    expect([...counts].sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, index) => index + 1));
  });
}
