import { afterAll, describe, expect, it } from 'vitest';
import type { RateLimiter } from '#application/ports/server/rate-limiter';
import { rateWindow } from '#domain/abuse/rate-window';
import type { Instant } from '#domain/calendar/instant';
import { rateLimiterContract } from './rate-limiter-contract.test-support';
import { sqlRateLimiter, SWEEP_EVERY_MS } from './sql-rate-limiter';
import { testEngines, type TestDatabase } from './test-databases.test-support';
import { readBack } from './read-back.test-support';

// The abuse limits' SQL counters (migration 0008; ADR 0038) on PGlite and PostgreSQL; on
// PostgreSQL, over two connections, as two server processes share them.

const engines = await testEngines();

describe.each(engines)('the rate limiter’s SQL adapter on $name', (engine) => {
  describe.skipIf(engine.unavailable !== undefined)(`on ${engine.name}`, () => {
    const handles: TestDatabase[] = [];
    let counter = 0;

    afterAll(async () => {
      await Promise.all(handles.map((handle) => handle.dispose()));
    });

    async function limiters(count: number): Promise<readonly RateLimiter[]> {
      const handle = await engine.fresh();
      handles.push(handle);
      // PGlite is one process: its "several limiters" are several adapters over one connection.
      const databases = [handle.database];
      for (let index = 1; index < count; index += 1)
        databases.push(engine.name === 'PGlite' ? handle.database : await handle.openAnother());
      return databases.map((database) => sqlRateLimiter(database));
    }

    rateLimiterContract(limiters, () => `signIn:address:10.0.0.${String((counter += 1))}`);

    it('keeps only digests of the keys, and sweeps the windows that ended', async () => {
      const handle = await engine.fresh();
      handles.push(handle);
      const limiter = sqlRateLimiter(handle.database);
      const limit = { maxHits: 5, windowSeconds: 60 };
      const now = Date.parse('2026-12-01T10:00:10Z') as Instant;
      await limiter.hit('signIn:client:ana@correo.example', rateWindow(limit, now), now);
      await limiter.hit('signIn:client:bea@correo.example', rateWindow(limit, now), now);
      const rows = await readBack(handle.database).query<{ key_digest: Uint8Array; hits: number }>(
        'SELECT key_digest, hits FROM rate_limit_counters',
      );
      expect(rows).toHaveLength(2);
      expect(
        rows.every(
          (row) => row.key_digest.length === 32 && !Buffer.from(row.key_digest).toString('latin1').includes('ana@'),
        ),
      ).toBe(true);
      const later = (now + Math.max(60_000, SWEEP_EVERY_MS)) as Instant;
      await limiter.hit('signIn:client:carla@correo.example', rateWindow(limit, later), later);
      expect(await readBack(handle.database).query<{ hits: number }>('SELECT hits FROM rate_limit_counters')).toEqual([
        { hits: 1 },
      ]);
    });
  });
});
