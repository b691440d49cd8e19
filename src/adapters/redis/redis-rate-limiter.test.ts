import { randomBytes } from 'node:crypto';
import { createClient } from 'redis';
import { afterAll, describe, expect, it } from 'vitest';
import { rateWindow } from '#domain/abuse/rate-window';
import type { Instant } from '#domain/calendar/instant';
import { rateLimiterContract } from '../persistence/rate-limiter-contract.test-support';
import { openRedisRateLimiter, type ClosableRateLimiter } from './redis-rate-limiter';
import { redisUnavailable, testRedisUrl } from './redis-test.test-support';

// The abuse limits' Redis counters (ADR 0038) against the real Redis, two connections standing in
// for two server processes. Every run uses keys of its own prefix and removes them after.

const unavailable = await redisUnavailable();

describe('opening the rate limiter’s Redis adapter', () => {
  it('gives up at start when nothing answers at the address, so a wrong REDIS_URL stops the server', async () => {
    const reported: unknown[] = [];
    await expect(
      openRedisRateLimiter('redis://127.0.0.1:1', { reportError: (error) => reported.push(error) }),
    ).rejects.toThrow();
    expect(reported.length).toBeGreaterThan(0);
  });
});

describe.skipIf(unavailable !== undefined)('the rate limiter’s Redis adapter', () => {
  const prefix = `reserva-test:${String(process.pid)}:${randomBytes(4).toString('hex')}:`;
  const opened: ClosableRateLimiter[] = [];
  let counter = 0;

  afterAll(async () => {
    await Promise.all(opened.map((limiter) => limiter.close()));
    const admin = createClient({ url: testRedisUrl });
    await admin.connect();
    const keys = await admin.keys(`${prefix}*`);
    if (keys.length > 0) await admin.del(keys);
    await admin.close();
  });

  async function limiters(count: number) {
    const each = await Promise.all(Array.from({ length: count }, () => openRedisRateLimiter(testRedisUrl, { prefix })));
    opened.push(...each);
    return each;
  }

  rateLimiterContract(
    limiters,
    () => `signIn:address:10.1.0.${String((counter += 1))}:${randomBytes(4).toString('hex')}`,
  );

  it('keeps only digests of the keys, each expiring a little after its window ends', async () => {
    const limiter = (await limiters(1))[0] as ClosableRateLimiter;
    const limit = { maxHits: 5, windowSeconds: 60 };
    const now = Date.parse('2026-12-01T10:00:10Z') as Instant;
    await limiter.hit('signIn:client:ana@correo.example', rateWindow(limit, now), now);
    const admin = createClient({ url: testRedisUrl });
    await admin.connect();
    const keys = await admin.keys(`${prefix}*`);
    expect(keys.some((key) => key.includes('ana@'))).toBe(false);
    const stored = keys.find((key) => key.endsWith(`:${String(rateWindow(limit, now).start)}`));
    expect(stored).toBeDefined();
    const ttl = await admin.pTTL(stored ?? '');
    // 50 s of the window remain, plus the 5 s grace.
    expect(ttl).toBeGreaterThan(50_000);
    expect(ttl).toBeLessThanOrEqual(55_000);
    await admin.close();
  });

  it('answers a ping while Redis is reachable, and fails it at once when the connection is gone (the readiness check, docs/adr/0061)', async () => {
    const limiter = await openRedisRateLimiter(testRedisUrl, { prefix });
    await expect(limiter.ping()).resolves.toBeUndefined();
    await limiter.close();
    await expect(limiter.ping()).rejects.toThrow();
  });
});
