import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '#application/ports/shared/clock';
import type { HumanCheck, HumanCheckChallenge } from '#application/ports/server/human-check';
import type { Instant } from '#domain/calendar/instant';
import { sqlSpentHumanCheckTokens } from '../persistence/sql-spent-human-check-tokens';
import { testEngines, type TestDatabase } from '../persistence/test-databases.test-support';
import { createChallenge, randomInt, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { deriveKey as webDeriveKey } from 'altcha-lib/algorithms/web/sha';
import { ALTCHA_ALGORITHM, altchaHumanCheck, encodeAltcha } from './altcha-human-check';
import { altchaHumanCheckTokens } from './altcha-human-check-tokens';

// The self-hosted human check (ADR 0041) end to end between its two sides: the server's adapter
// issues a challenge, the storefront's adapter solves it for real with altcha-lib's solver over Web
// Crypto, and the server's adapter takes the token once, until it expires, and refuses every token
// it did not sign or that does not answer its challenge. The spent tokens are the SQL store's, on PGlite.

const KEY = 'a-test-hmac-key-that-is-long-enough-0001';
const SETTINGS = { hmacKey: KEY, expirySeconds: 300, maxNumber: 2_000 };

/** The machine's time moved by `offset` seconds, and by `startOffset` from the start. */
function movableClock(startOffset = 0): Clock & { advance(seconds: number): void } {
  let offset = startOffset * 1000;
  return {
    now: () => (Date.now() + offset) as Instant,
    advance(seconds) {
      offset += seconds * 1000;
    },
  };
}

let handle: TestDatabase;

beforeAll(async () => {
  const [pglite] = await testEngines();
  if (pglite === undefined) throw new Error('no PGlite engine');
  handle = await pglite.fresh();
});

afterAll(async () => {
  await handle.dispose();
});

function setUp(settings = SETTINGS, { clockAheadOfTheMachineSeconds = 0 } = {}) {
  const clock = movableClock(clockAheadOfTheMachineSeconds);
  const check = altchaHumanCheck(settings, { clock, spentTokens: sqlSpentHumanCheckTokens(handle.database) });
  return { clock, check };
}

/** The storefront's adapter, fetching its challenges from `check` as GET /human_check/challenge answers them. */
function storefrontOf(check: HumanCheck) {
  const issued: HumanCheckChallenge[] = [];
  const tokens = altchaHumanCheckTokens({
    baseUrl: 'http://reserva.test',
    fallbackToken: null,
    fetch: async (url) => {
      expect(url instanceof Request ? url.url : url.toString()).toBe('http://reserva.test/human_check/challenge');
      const challenge = await check.challenge();
      if (challenge === null) throw new Error('no challenge');
      issued.push(challenge);
      return Response.json({ challenge: challenge.challenge, expires_at: new Date(challenge.expiresAt).toISOString() });
    },
  });
  return { issued, solved: async () => (await tokens.execute('submit'))._unsafeUnwrap() };
}

const decoded = (token: string) =>
  JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as {
    challenge: { parameters: Record<string, unknown>; signature: string };
    solution: { counter: number; derivedKey: string };
  };

describe('the proof-of-work human check (ADR 0041)', () => {
  it("takes a challenge the storefront's adapter solved for a person's, within the challenge's expiry", async () => {
    const { clock, check } = setUp();
    const storefront = storefrontOf(check);
    const before = clock.now();
    const token = await storefront.solved();
    // Five minutes from when it was issued, in whole seconds.
    const expiresAt = storefront.issued[0]?.expiresAt ?? 0;
    expect(expiresAt % 1000).toBe(0);
    expect(expiresAt).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 + 300_000);
    expect(expiresAt).toBeLessThanOrEqual(clock.now() + 300_000);
    expect(await check.verify(token)).toEqual({ _tag: 'Person' });
  });

  it('refuses a missing or blank token', async () => {
    const { check } = setUp();
    expect(await check.verify(null)).toEqual({ _tag: 'Refused', reason: 'missing' });
    expect(await check.verify('  ')).toEqual({ _tag: 'Refused', reason: 'missing' });
  });

  it('refuses a token used before, however many times it comes back', async () => {
    const { check } = setUp();
    const token = await storefrontOf(check).solved();
    expect(await check.verify(token)).toEqual({ _tag: 'Person' });
    expect(await check.verify(token)).toEqual({ _tag: 'Refused', reason: 'reused' });
    expect(await check.verify(token)).toEqual({ _tag: 'Refused', reason: 'reused' });
  });

  it('takes a token presented by ten requests at once for exactly one of them', async () => {
    const { check } = setUp();
    const token = await storefrontOf(check).solved();
    const verdicts = await Promise.all(Array.from({ length: 10 }, () => check.verify(token)));
    expect(verdicts.filter((verdict) => verdict._tag === 'Person')).toHaveLength(1);
    expect(verdicts.filter((verdict) => verdict._tag === 'Refused' && verdict.reason === 'reused')).toHaveLength(9);
  });

  it('refuses a token once its challenge has expired by the clock, and takes it until then', async () => {
    const { clock, check } = setUp();
    const storefront = storefrontOf(check);
    const [early, late] = [await storefront.solved(), await storefront.solved()];
    // Expiry is whole seconds: a few before it, the token is still good.
    clock.advance(295);
    expect(await check.verify(early)).toEqual({ _tag: 'Person' });
    clock.advance(5);
    expect(await check.verify(late)).toEqual({ _tag: 'Refused', reason: 'expired' });
  });

  it('goes by the server’s clock alone, days behind the machine’s as a test clock may be, or ahead of it (ADR 0047)', async () => {
    const behind = setUp(SETTINGS, { clockAheadOfTheMachineSeconds: -10 * 86_400 });
    expect(await behind.check.verify(await storefrontOf(behind.check).solved())).toEqual({ _tag: 'Person' });
    const ahead = setUp(SETTINGS, { clockAheadOfTheMachineSeconds: 10 * 86_400 });
    const token = await storefrontOf(ahead.check).solved();
    ahead.clock.advance(300);
    expect(await ahead.check.verify(token)).toEqual({ _tag: 'Refused', reason: 'expired' });
  });

  it('takes a challenge issued before its expiry moved into its signed data, until it expires, and then refuses it', async () => {
    const { clock, check } = setUp();
    const expiresAt = Math.floor(clock.now() / 1000) + 300;
    /** A token answering a challenge issued as before ADR 0047, with altcha-lib's own expiresAt. */
    const issuedAsBefore = async (): Promise<string> => {
      const challenge = await createChallenge({
        algorithm: ALTCHA_ALGORITHM,
        cost: 1,
        counter: randomInt(50),
        deriveKey,
        expiresAt,
        hmacSignatureSecret: KEY,
      });
      const solution = await solveChallenge({ challenge, deriveKey: webDeriveKey });
      if (solution === null) throw new Error('the challenge was not solved');
      return encodeAltcha({ challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } });
    };
    const [early, late] = [await issuedAsBefore(), await issuedAsBefore()];
    expect(await check.verify(early)).toEqual({ _tag: 'Person' });
    clock.advance(300);
    expect(await check.verify(late)).toEqual({ _tag: 'Refused', reason: 'expired' });
  });

  it('refuses a challenge whose signature was tampered with, or whose expiry was pushed back', async () => {
    const { check } = setUp();
    const payload = decoded(await storefrontOf(check).solved());
    const flipped = `${payload.challenge.signature.startsWith('0') ? '1' : '0'}${payload.challenge.signature.slice(1)}`;
    expect(
      await check.verify(encodeAltcha({ ...payload, challenge: { ...payload.challenge, signature: flipped } })),
    ).toEqual({ _tag: 'Refused', reason: 'forged' });
    const data = payload.challenge.parameters['data'] as { readonly expiresAt: number };
    const later = { ...payload.challenge.parameters, data: { expiresAt: data.expiresAt + 3600 } };
    expect(
      await check.verify(encodeAltcha({ ...payload, challenge: { ...payload.challenge, parameters: later } })),
    ).toEqual({ _tag: 'Refused', reason: 'forged' });
  });

  it('refuses a wrong solution: another counter, or another derived key', async () => {
    const { check } = setUp();
    const payload = decoded(await storefrontOf(check).solved());
    expect(
      await check.verify(
        encodeAltcha({ ...payload, solution: { ...payload.solution, counter: payload.solution.counter + 1 } }),
      ),
    ).toEqual({ _tag: 'Refused', reason: 'forged' });
    expect(
      await check.verify(encodeAltcha({ ...payload, solution: { ...payload.solution, derivedKey: '00'.repeat(32) } })),
    ).toEqual({ _tag: 'Refused', reason: 'forged' });
    // Neither wrong answer spent the challenge: its right answer still books.
    expect(await check.verify(encodeAltcha(payload))).toEqual({ _tag: 'Person' });
  });

  it('refuses a challenge solved right but signed with another key', async () => {
    const elsewhere = setUp({ ...SETTINGS, hmacKey: 'another-servers-hmac-key-that-is-long-enough' });
    const token = await storefrontOf(elsewhere.check).solved();
    expect(await setUp().check.verify(token)).toEqual({ _tag: 'Refused', reason: 'forged' });
  });

  it('refuses what is not a token at all', async () => {
    const { check } = setUp();
    for (const token of [
      'dev-human-check-token',
      encodeAltcha({ challenge: 'x', solution: {} }),
      encodeAltcha([1, 2]),
      '%%%',
    ]) {
      expect(await check.verify(token)).toEqual({ _tag: 'Refused', reason: 'forged' });
    }
  });

  it('hides a counter no larger than the configured maximum, so the solver works little', async () => {
    const { check } = setUp({ ...SETTINGS, maxNumber: 50 });
    const counters = [];
    for (let index = 0; index < 5; index += 1)
      counters.push(decoded(await storefrontOf(check).solved()).solution.counter);
    expect(counters.every((counter) => counter >= 0 && counter <= 50)).toBe(true);
  });
});
