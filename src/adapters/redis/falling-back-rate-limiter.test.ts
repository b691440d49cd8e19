import { describe, expect, it } from 'vitest';
import { rateWindow } from '#domain/abuse/rate-window';
import type { Instant } from '#domain/calendar/instant';
import type { RateLimiter } from '#application/ports/server/rate-limiter';
import { inMemoryRateLimiter } from '#application/abuse/in-memory-rate-limiter.test-support';
import { fallingBackRateLimiter } from './falling-back-rate-limiter';

// "Redis away" (issue 29, item 7; docs/adr/0086): the abuse limits count in Redis while it answers
// and in the database while it does not, telling the log once when Redis goes and once when it is back.

const now = Date.parse('2026-12-01T10:00:10Z') as Instant;
const window = rateWindow({ maxHits: 5, windowSeconds: 60 }, now);

/** A Redis stand-in counting in memory, which can be made to refuse or to hang. */
function switchableRedis() {
  const counters = inMemoryRateLimiter();
  let state: 'up' | 'refusing' | 'hanging' = 'up';
  const limiter: RateLimiter = {
    hit(key, at, time) {
      if (state === 'refusing') return Promise.reject(new Error('The client is offline'));
      if (state === 'hanging') return new Promise<number>(() => undefined);
      return counters.hit(key, at, time);
    },
  };
  return {
    limiter,
    set: (next: typeof state) => {
      state = next;
    },
  };
}

function setUp(options: { readonly timeoutMs?: number; readonly retryAfterMs?: number } = {}) {
  const redis = switchableRedis();
  const database = inMemoryRateLimiter();
  const told: string[] = [];
  let monotonic = 0;
  const limiter = fallingBackRateLimiter(redis.limiter, database, {
    ...options,
    onAway: () => told.push('away'),
    onBack: () => told.push('back'),
    monotonicNow: () => monotonic,
  });
  return {
    redis,
    database,
    told,
    limiter,
    advance: (ms: number) => {
      monotonic += ms;
    },
  };
}

describe('the abuse limits’ counters while Redis may be away', () => {
  it('counts in Redis while it answers, leaving the database’s counters alone', async () => {
    const { limiter, database } = setUp();
    expect(await limiter.hit('signIn:address:10.0.0.1', window, now)).toBe(1);
    expect(await limiter.hit('signIn:address:10.0.0.1', window, now)).toBe(2);
    expect(database.keys()).toEqual([]);
  });

  it('counts in the database when Redis refuses a hit, and tells the log once for the whole outage', async () => {
    const { limiter, redis, database, told, advance } = setUp();
    redis.set('refusing');
    expect(await limiter.hit('signIn:address:10.0.0.1', window, now)).toBe(1);
    advance(5_000);
    expect(await limiter.hit('signIn:address:10.0.0.1', window, now)).toBe(2);
    expect(database.keys()).toEqual(['signIn:address:10.0.0.1']);
    expect(told).toEqual(['away']);
  });

  it('counts in the database when Redis leaves a hit unanswered past the timeout', async () => {
    const { limiter, redis } = setUp({ timeoutMs: 20 });
    redis.set('hanging');
    const started = performance.now();
    expect(await limiter.hit('clientCheck:address:10.0.0.2', window, now)).toBe(1);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('does not ask Redis again until the retry delay has passed since it failed', async () => {
    const { limiter, redis, told, advance } = setUp({ retryAfterMs: 1_000 });
    redis.set('refusing');
    await limiter.hit('tokenLookup:address:10.0.0.3', window, now);
    redis.set('up');
    advance(999);
    await limiter.hit('tokenLookup:address:10.0.0.3', window, now);
    expect(told).toEqual(['away']);
    advance(1);
    expect(await limiter.hit('tokenLookup:address:10.0.0.3', window, now)).toBe(1);
    expect(told).toEqual(['away', 'back']);
  });

  it('counts in Redis again once it answers, where the counts it had are kept', async () => {
    const { limiter, redis, advance } = setUp();
    await limiter.hit('signIn:client:ana@correo.example', window, now);
    redis.set('refusing');
    await limiter.hit('signIn:client:ana@correo.example', window, now);
    redis.set('up');
    advance(1_000);
    expect(await limiter.hit('signIn:client:ana@correo.example', window, now)).toBe(2);
  });

  it('lets the database’s own failure through, which the server answers as 503 (docs/adr/0049)', async () => {
    const redis = switchableRedis();
    redis.set('refusing');
    const failing = new Error('the database is out of reach');
    const limiter = fallingBackRateLimiter(redis.limiter, { hit: () => Promise.reject(failing) });
    await expect(limiter.hit('signIn:address:10.0.0.4', window, now)).rejects.toBe(failing);
  });
});
