import { createClient } from 'redis';

// Test support: the Redis the Redis adapters' tests run against, RESERVA_TEST_REDIS_URL (default:
// the local one). Where it can't be reached its tests are skipped and say so loudly — unless
// RESERVA_REQUIRE_REDIS=1 (CI), where an absent Redis fails the run instead.

export const testRedisUrl = process.env['RESERVA_TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';

/** Why Redis can't be used here; undefined when it can. */
export async function redisUnavailable(): Promise<string | undefined> {
  const probe = createClient({ url: testRedisUrl, socket: { connectTimeout: 2000, reconnectStrategy: false } });
  probe.on('error', () => undefined);
  let problem: string | undefined;
  try {
    await probe.connect();
    await probe.ping();
  } catch (error) {
    problem = `Redis at ${testRedisUrl} is not reachable (${error instanceof Error ? error.message : String(error)})`;
  } finally {
    if (probe.isOpen) await probe.close();
  }
  if (problem !== undefined) {
    if (process.env['RESERVA_REQUIRE_REDIS'] === '1')
      throw new Error(`${problem}, and RESERVA_REQUIRE_REDIS=1 requires it.`);
    console.warn(`\n⚠ SKIPPING the Redis tests: ${problem}.\n`);
  }
  return problem;
}
