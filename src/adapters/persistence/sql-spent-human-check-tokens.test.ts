import { afterAll, describe, expect, it } from 'vitest';
import type { Instant } from '#domain/calendar/instant';
import { sqlSpentHumanCheckTokens, SWEEP_EVERY_MS } from './sql-spent-human-check-tokens';
import { testEngines, type TestDatabase } from './test-databases.test-support';
import { readBack } from './read-back.test-support';

// The human check's spent tokens (migration 0009; ADR 0041) on PGlite and PostgreSQL; on
// PostgreSQL, over two connections, as two server processes share them.

const engines = await testEngines();
const now = Date.parse('2026-12-01T10:00:00Z') as Instant;
const inFiveMinutes = (now + 300_000) as Instant;

describe.each(engines)('the spent human-check tokens’ SQL adapter on $name', (engine) => {
  describe.skipIf(engine.unavailable !== undefined)(`on ${engine.name}`, () => {
    const handles: TestDatabase[] = [];

    afterAll(async () => {
      await Promise.all(handles.map((handle) => handle.dispose()));
    });

    async function fresh(): Promise<TestDatabase> {
      const handle = await engine.fresh();
      handles.push(handle);
      return handle;
    }

    it('spends a token once: the first spend is true, every later one false', async () => {
      const spent = sqlSpentHumanCheckTokens((await fresh()).database);
      expect(await spent.spend('token-a', inFiveMinutes, now)).toBe(true);
      expect(await spent.spend('token-a', inFiveMinutes, now)).toBe(false);
      expect(await spent.spend('token-b', inFiveMinutes, now)).toBe(true);
    });

    it('lets exactly one of 20 concurrent spends of one token win, across connections', async () => {
      const handle = await fresh();
      const one = sqlSpentHumanCheckTokens(handle.database);
      const another = sqlSpentHumanCheckTokens(engine.name === 'PGlite' ? handle.database : await handle.openAnother());
      const wins = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          (index % 2 === 0 ? one : another).spend('contested', inFiveMinutes, now),
        ),
      );
      expect(wins.filter((won) => won)).toHaveLength(1);
    });

    it('keeps only digests of the tokens, and sweeps those that expired', async () => {
      const handle = await fresh();
      const spent = sqlSpentHumanCheckTokens(handle.database);
      await spent.spend('eyJjaGFsbGVuZ2UiOnt9fQ', inFiveMinutes, now);
      await spent.spend('another-token', (now + 3_600_000) as Instant, now);
      const rows = await readBack(handle.database).query<{ token_digest: Uint8Array }>(
        'SELECT token_digest FROM spent_human_check_tokens',
      );
      expect(rows.map((row) => row.token_digest.length)).toEqual([32, 32]);
      const later = (inFiveMinutes + SWEEP_EVERY_MS) as Instant;
      await spent.spend('a-third-token', (later + 300_000) as Instant, later);
      expect(await handle.database.query('SELECT 1 FROM spent_human_check_tokens')).toHaveLength(2);
    });
  });
});
