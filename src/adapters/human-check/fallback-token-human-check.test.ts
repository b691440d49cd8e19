import { describe, expect, it } from 'vitest';
import { devHumanCheck } from './dev-human-check';
import { acceptingFallbackToken } from './fallback-token-human-check';
import type { HumanCheck } from '#application/ports/server/human-check';

// The site's fallback token (booking-wizard §5; ADR 0041): known for what it is only where it is
// configured; createBooking then admits it under its own limit (create-booking.test.ts).

/** A check that refuses everything, as the proof of work refuses a token it did not issue. */
const refusing: HumanCheck = {
  verify: () => Promise.resolve({ _tag: 'Refused', reason: 'forged' }),
  challenge: () => Promise.resolve(null),
};

describe("the human check's fallback token (ADR 0041)", () => {
  it('knows the configured fallback token as the fallback, never as a person', async () => {
    expect(await acceptingFallbackToken(refusing, 'the-fallback-token').verify('the-fallback-token')).toEqual({
      _tag: 'FallbackToken',
    });
    expect(await acceptingFallbackToken(devHumanCheck, 'the-fallback-token').verify('the-fallback-token')).toEqual({
      _tag: 'FallbackToken',
    });
  });

  it('leaves every other token to the check', async () => {
    const check = acceptingFallbackToken(refusing, 'the-fallback-token');
    for (const token of [null, 'the-fallback-toke', 'the-fallback-token ', 'THE-FALLBACK-TOKEN'])
      expect(await check.verify(token)).toEqual({ _tag: 'Refused', reason: 'forged' });
  });

  it('refuses the fallback token like any forged one where none is configured', async () => {
    expect(await acceptingFallbackToken(refusing, null).verify('the-fallback-token')).toEqual({
      _tag: 'Refused',
      reason: 'forged',
    });
  });
});
