import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RateLimits } from '#application/abuse/admit-request';
import type { Clock } from '#application/ports/shared/clock';
import type { Instant } from '#domain/calendar/instant';
import { altchaHumanCheckTokens } from '../human-check/altcha-human-check-tokens';
import { bookingItem, createBookingBody } from './booking-requests.test-support';
import type { CheckedResponse } from './contract-checked-client.test-support';
import { configuredHumanCheck } from './server-composition-root';
import {
  expectFailure,
  NO_RATE_LIMITS,
  seededTestServer,
  unchanged,
  type TestServer,
} from './test-server.test-support';

// The human check through the HTTP app (issue 8; ADR 0041): GET /human_check/challenge issues a
// proof-of-work challenge; POST /bookings takes a solved one once, until it expires, and refuses a
// missing, reused, expired or forged token with 422 HUMAN_CHECK.FAILED, booking nothing. The site's
// fallback token books only where configured, and then only twice an hour per address here (429
// past that). Every response is checked against the contract.

const FALLBACK = 'site-fallback-token';
const LIMITS: RateLimits = {
  ...NO_RATE_LIMITS,
  humanCheckFallback: { perAddress: { maxHits: 2, windowSeconds: 3600 }, perClient: null },
};

/** The machine's time, moved on by the tests (altcha-lib checks expiry by the machine's clock too). */
let offset = 0;
const clock: Clock = { now: () => (Date.now() + offset) as Instant };

const servers: TestServer[] = [];

async function altchaServer(fallbackToken: string | null): Promise<TestServer> {
  const server = await seededTestServer({
    clock,
    rateLimits: LIMITS,
    trustedProxies: 1,
    humanCheck: (database, serverClock) =>
      configuredHumanCheck(
        // Each server its own key, as two deployments would have.
        {
          kind: 'altcha',
          hmacKey: `endpoint-tests-hmac-key-${fallbackToken ?? 'none'}-long-enough`,
          expirySeconds: 300,
          maxNumber: 1000,
          fallbackToken,
        },
        {
          database,
          clock: serverClock,
          fetch: () => Promise.reject(new Error('no third party')),
          generatedKey: () => 'unused',
        },
      ),
  });
  servers.push(server);
  return server;
}

let withFallback: TestServer;
let withoutFallback: TestServer;

beforeAll(async () => {
  [withFallback, withoutFallback] = [await altchaServer(FALLBACK), await altchaServer(null)];
}, 120_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.dispose()));
});

/** A token the storefront's adapter solved from the server's own challenge. */
async function solvedToken(server: TestServer): Promise<string> {
  const tokens = altchaHumanCheckTokens({
    baseUrl: 'http://localhost',
    fallbackToken: null,
    fetch: (url, init) => Promise.resolve(server.app.request(url instanceof Request ? url : url.toString(), init)),
  });
  return (await tokens.execute('submit'))._unsafeUnwrap();
}

/**
 * The Wednesdays to Fridays of the next three weeks, from tomorrow on, as Providencia's calendar
 * (UTC−3 in summer, UTC−4 in winter) names them: altcha-lib checks a challenge's expiry by the
 * machine's clock, so the server runs on it, and a booking must be ahead of it whatever the day the
 * tests run.
 */
const bookableDays: readonly string[] = Array.from({ length: 21 }, (_unused, index) => {
  const day = new Date(Date.now() - 4 * 3_600_000 + (index + 1) * 86_400_000);
  return { weekday: day.getUTCDay(), date: day.toISOString().slice(0, 10) };
})
  .filter(({ weekday }) => weekday >= 3 && weekday <= 5)
  .map(({ date }) => date);

let slots = 0;
/**
 * A booking at an hour no other test books (one of `bookableDays`, 10:00 to 19:00 written at
 * −03:00, within Providencia's 09:00–20:00 in either season), from `address`.
 */
function book(server: TestServer, token: string | null, address = '203.0.113.1'): Promise<CheckedResponse> {
  const [day, hour] = [bookableDays[Math.floor(slots / 10)], 10 + (slots % 10)];
  if (day === undefined) throw new Error('more bookings than the days set aside for them');
  slots += 1;
  const at = (minutes: number) =>
    `${day}T${String(hour).padStart(2, '0')}:${String(minutes).padStart(2, '0')}:00-03:00`;
  return server.client.request('/bookings', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(
      createBookingBody({ recaptcha_token: token, bookings: [bookingItem({ start: at(0), end: at(45) })] }),
    ),
  });
}

describe('GET /human_check/challenge', () => {
  it('issues a new signed challenge each time, never to be cached, expiring after the configured time', async () => {
    const before = clock.now();
    const [first, second] = [
      await withFallback.client.request('/human_check/challenge'),
      await withFallback.client.request('/human_check/challenge'),
    ];
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.headers.get('cache-control')).toBe('no-store');
    const body = first.body as { challenge: string; expires_at: string };
    expect(body.challenge).not.toBe((second.body as { challenge: string }).challenge);
    // Five minutes from when it was issued, in whole seconds.
    expect(Date.parse(body.expires_at)).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 + 300_000);
    expect(Date.parse(body.expires_at)).toBeLessThanOrEqual(clock.now() + 300_000);
  });

  it('answers 404 HUMAN_CHECK.NO_CHALLENGE where the human check issues none (the development one)', async () => {
    const dev = await seededTestServer();
    servers.push(dev);
    expectFailure(await dev.client.request('/human_check/challenge'), 404, 'HUMAN_CHECK.NO_CHALLENGE');
  });
});

describe('POST /bookings with the proof-of-work check', () => {
  it('books with a solved challenge', async () => {
    expect((await book(withFallback, await solvedToken(withFallback))).status).toBe(201);
  });

  it('refuses a missing token, booking nothing', async () => {
    await unchanged(withFallback, async () => {
      expectFailure(await book(withFallback, null), 422, 'HUMAN_CHECK.FAILED');
      expectFailure(await book(withFallback, ''), 422, 'HUMAN_CHECK.FAILED');
    });
  });

  it('refuses a token that booked once already, and of two requests sending one token at once books one', async () => {
    const token = await solvedToken(withFallback);
    expect((await book(withFallback, token)).status).toBe(201);
    expectFailure(await book(withFallback, token), 422, 'HUMAN_CHECK.FAILED');
    const contested = await solvedToken(withFallback);
    const statuses = (await Promise.all([book(withFallback, contested), book(withFallback, contested)]))
      .map((response) => response.status)
      .sort();
    expect(statuses).toEqual([201, 422]);
  });

  it('refuses a token whose challenge expired, booking nothing', async () => {
    const token = await solvedToken(withFallback);
    offset += 301_000;
    try {
      await unchanged(withFallback, async () => {
        expectFailure(await book(withFallback, token), 422, 'HUMAN_CHECK.FAILED');
      });
    } finally {
      offset -= 301_000;
    }
  });

  it("refuses a forged token: another server's challenge, a tampered one, or no challenge at all", async () => {
    const [elsewhere, solved] = [await solvedToken(withoutFallback), await solvedToken(withFallback)];
    const payload = JSON.parse(Buffer.from(solved, 'base64').toString('utf8')) as { solution: { counter: number } };
    const tampered = Buffer.from(
      JSON.stringify({ ...payload, solution: { ...payload.solution, counter: payload.solution.counter + 1 } }),
    ).toString('base64');
    await unchanged(withFallback, async () => {
      for (const token of [elsewhere, tampered, 'dev-human-check-token'])
        expectFailure(await book(withFallback, token), 422, 'HUMAN_CHECK.FAILED');
    });
  });
});

describe("the site's fallback token (RESERVA_HUMAN_CHECK_FALLBACK_TOKEN)", () => {
  it('books where configured, twice an hour per address, then answers 429 RATE.LIMITED with Retry-After', async () => {
    const address = '203.0.113.50';
    expect((await book(withFallback, FALLBACK, address)).status).toBe(201);
    expect((await book(withFallback, FALLBACK, address)).status).toBe(201);
    const refused = await book(withFallback, FALLBACK, address);
    expectFailure(refused, 429, 'RATE.LIMITED');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // A solved check from the same address is not counted against the fallback's limit.
    expect((await book(withFallback, await solvedToken(withFallback), address)).status).toBe(201);
    expect((await book(withFallback, FALLBACK, '203.0.113.51')).status).toBe(201);
  });

  it('is refused like any forged token where none is configured', async () => {
    await unchanged(withoutFallback, async () => {
      expectFailure(await book(withoutFallback, FALLBACK, '203.0.113.60'), 422, 'HUMAN_CHECK.FAILED');
    });
  });
});
