import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Instant } from '../calendar/instant';
import { pendingCapVerdict } from './pending-payment-cap';

const NOW = Date.UTC(2026, 2, 2, 12, 0, 0) as Instant;
const at = (seconds: number) => (NOW + seconds * 1000) as Instant;

describe("the cap on one client's pending payments (ADR 0042)", () => {
  it('lets a client below the cap start another payment', () => {
    expect(pendingCapVerdict([at(600)], 2, NOW)).toEqual({ _tag: 'MayStart' });
  });

  it('refuses a client at the cap until the earliest pending payment expires', () => {
    expect(pendingCapVerdict([at(1200), at(300)], 2, NOW)).toEqual({ _tag: 'TooManyPending', retryAfterSeconds: 300 });
  });

  it('rounds the wait up to a whole second', () => {
    expect(pendingCapVerdict([at(0.2)], 1, NOW)).toEqual({ _tag: 'TooManyPending', retryAfterSeconds: 1 });
    expect(pendingCapVerdict([at(10.5)], 1, NOW)).toEqual({ _tag: 'TooManyPending', retryAfterSeconds: 11 });
  });

  it('no longer counts a payment past its expiry, before the expiry job moves it', () => {
    expect(pendingCapVerdict([at(0), at(-60), at(600)], 2, NOW)).toEqual({ _tag: 'MayStart' });
  });

  it('asks a refused client to wait at least a second, and no longer than the earliest pending expiry', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -3600_000, max: 3600_000 }), { maxLength: 6 }),
        fc.integer({ min: 0, max: 4 }),
        (offsets, cap) => {
          const expiries = offsets.map((offset) => (NOW + offset) as Instant);
          const pending = expiries.filter((expiresAt) => expiresAt > NOW);
          const verdict = pendingCapVerdict(expiries, cap, NOW);
          if (pending.length < cap) return verdict._tag === 'MayStart';
          if (verdict._tag !== 'TooManyPending') return false;
          const earliest = pending.length === 0 ? NOW : Math.min(...pending);
          return (
            verdict.retryAfterSeconds >= 1 && verdict.retryAfterSeconds * 1000 < Math.max(1000, earliest - NOW) + 1000
          );
        },
      ),
    );
  });
});
