import { createClient } from 'redis';
import type { RateLimiter } from '#application/ports/server/rate-limiter';
import { secretDigest } from '../crypto-tokens';

// The abuse limits' counters in Redis, when REDIS_URL is set (ADR 0038): one key per counter and
// window, INCR and PEXPIRE in one MULTI, so every server process sharing the Redis counts each hit
// once. The expiry is set on the window's first hit only (NX), relative to the clock's now, and
// outlasts the window by a little, so Redis forgets a counter by itself once it can no longer matter.

/** How long past its window's end a counter is kept, for clocks a little apart. */
const GRACE_MS = 5_000;

/** How long one attempt to connect to Redis may take. */
const CONNECT_TIMEOUT_MS = 2_000;

export interface ClosableRateLimiter extends RateLimiter {
  /** Resolves when Redis answers a PING, rejects at once while it is out of reach (the readiness check; docs/adr/0061, 0086). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** A rate limiter over the Redis at `url`, connected; `prefix` keeps its keys apart from others'. */
export async function openRedisRateLimiter(
  url: string,
  options: { readonly prefix?: string; readonly reportError?: (error: unknown) => void } = {},
): Promise<ClosableRateLimiter> {
  const prefix = options.prefix ?? 'reserva:rate:';
  const reportError =
    options.reportError ??
    ((error: unknown) => {
      console.error('Redis (rate limits):', error instanceof Error ? error.message : error);
    });
  // While Redis is unreachable a hit fails at once (no offline queue) rather than waiting, and the
  // abuse limits count in the database meanwhile (falling-back-rate-limiter.ts; docs/adr/0086). A
  // connection attempt gives up after 2 s. Reconnects for ever once it has been connected, at most
  // 3 s apart, so counting returns to Redis within seconds of its return; but gives up at start
  // (after 3 tries), so a wrong REDIS_URL stops the server instead of leaving it waiting.
  let connected = false;
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: CONNECT_TIMEOUT_MS,
      reconnectStrategy: (retries, cause) => (!connected && retries >= 3 ? cause : Math.min(100 * 2 ** retries, 3000)),
    },
  });
  client.on('error', reportError);
  client.on('ready', () => {
    connected = true;
  });
  await client.connect();
  return {
    async hit(key, window, now) {
      const stored = `${prefix}${secretDigest(key).toString('hex')}:${String(window.start)}`;
      const [hits] = await client
        .multi()
        .incr(stored)
        .pExpire(stored, Math.max(1, window.end - now) + GRACE_MS, 'NX')
        .exec();
      const counted = Number(hits);
      if (!Number.isInteger(counted) || counted < 1)
        throw new Error(`Redis counted ${JSON.stringify(hits)} for a rate limit`);
      return counted;
    },
    async ping() {
      await client.ping();
    },
    close: () => client.close(),
  };
}
