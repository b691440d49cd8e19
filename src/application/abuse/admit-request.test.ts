import { describe, expect, it } from 'vitest';
import type { Instant } from '#domain/calendar/instant';
import { admitRequest, normalizedIdentifier, type RateLimits } from './admit-request';
import { inMemoryRateLimiter } from './in-memory-rate-limiter.test-support';

const minute = { maxHits: 3, windowSeconds: 60 };
const limits: RateLimits = {
  signIn: { perAddress: { maxHits: 5, windowSeconds: 60 }, perClient: minute },
  bookingCreate: { perAddress: minute, perClient: null },
  clientCheck: { perAddress: null, perClient: null },
  tokenLookup: { perAddress: minute, perClient: null },
  humanCheckFallback: { perAddress: null, perClient: null },
};

function setUp(start = '2026-12-01T10:00:00Z') {
  let now = Date.parse(start);
  const rateLimiter = inMemoryRateLimiter();
  const admit = admitRequest({ rateLimiter, clock: { now: () => now as Instant } }, limits);
  return {
    admit,
    rateLimiter,
    advance: (seconds: number) => {
      now += seconds * 1000;
    },
  };
}

const signIn = (address: string | null, clientIdentifier: string | null) => ({
  calls: 'signIn' as const,
  address,
  clientIdentifier,
});

describe('admitRequest', () => {
  it('admits up to the per-client limit, then refuses with the seconds left in the window', async () => {
    const { admit, advance } = setUp();
    for (const remaining of [2, 1, 0])
      expect((await admit(signIn('10.0.0.1', 'ana@correo.example')))._unsafeUnwrap()).toEqual({ remaining });
    advance(15);
    expect((await admit(signIn('10.0.0.2', 'ana@correo.example')))._unsafeUnwrapErr()).toEqual({
      _tag: 'RateLimited',
      code: 'RATE.LIMITED',
      retryAfterSeconds: 45,
    });
  });

  it('counts one client however its identifier is written', async () => {
    const { admit } = setUp();
    for (const email of ['Ana@Correo.example', ' ana@correo.example', 'ANA@CORREO.EXAMPLE'])
      expect((await admit(signIn(null, email))).isOk()).toBe(true);
    expect((await admit(signIn(null, 'ana@correo.example'))).isErr()).toBe(true);
    expect(normalizedIdentifier('12.345.678-9')).toBe(normalizedIdentifier('123456789'));
  });

  it('refuses an address over its limit whichever clients it names', async () => {
    const { admit } = setUp();
    for (let index = 0; index < 5; index += 1)
      expect((await admit(signIn('10.0.0.1', `c${String(index)}@correo.example`))).isOk()).toBe(true);
    expect((await admit(signIn('10.0.0.1', 'someone-new@correo.example'))).isErr()).toBe(true);
    expect((await admit(signIn('10.0.0.9', 'someone-new@correo.example'))).isOk()).toBe(true);
  });

  it('admits again once the window has passed', async () => {
    const { admit, advance } = setUp('2026-12-01T10:00:30Z');
    for (let index = 0; index < 3; index += 1)
      await admit({ calls: 'bookingCreate', address: '10.0.0.1', clientIdentifier: null });
    const refused = (
      await admit({ calls: 'bookingCreate', address: '10.0.0.1', clientIdentifier: null })
    )._unsafeUnwrapErr();
    expect(refused.retryAfterSeconds).toBe(30);
    advance(refused.retryAfterSeconds);
    expect(
      (await admit({ calls: 'bookingCreate', address: '10.0.0.1', clientIdentifier: null }))._unsafeUnwrap(),
    ).toEqual({ remaining: 2 });
  });

  it('keeps each kind of call on its own counters, and counts nothing it does not limit', async () => {
    const { admit, rateLimiter } = setUp();
    for (let index = 0; index < 3; index += 1)
      await admit({ calls: 'bookingCreate', address: '10.0.0.1', clientIdentifier: null });
    expect((await admit({ calls: 'tokenLookup', address: '10.0.0.1', clientIdentifier: null })).isOk()).toBe(true);
    expect(
      (
        await admit({ calls: 'clientCheck', address: '10.0.0.1', clientIdentifier: 'ana@correo.example' })
      )._unsafeUnwrap(),
    ).toEqual({ remaining: null });
    expect(new Set(rateLimiter.keys())).toEqual(
      new Set(['bookingCreate:address:10.0.0.1', 'tokenLookup:address:10.0.0.1']),
    );
  });
});
