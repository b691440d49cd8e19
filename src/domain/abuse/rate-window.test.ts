import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Instant } from '../calendar/instant';
import { rateDecision, rateWindow, stricterDecision, type RateDecision, type RateLimit } from './rate-window';

const limits = fc.record({
  maxHits: fc.integer({ min: 1, max: 1000 }),
  windowSeconds: fc.integer({ min: 1, max: 86_400 }),
});
const instants = fc.integer({ min: 0, max: 4_102_444_800_000 }).map((ms) => ms as Instant);
const decisions: fc.Arbitrary<RateDecision> = fc.oneof(
  fc.nat({ max: 1000 }).map((remaining) => ({ _tag: 'Allowed' as const, remaining })),
  fc.integer({ min: 1, max: 86_400 }).map((retryAfterSeconds) => ({ _tag: 'Limited' as const, retryAfterSeconds })),
);

describe('rateWindow', () => {
  it('holds now, is the limit long, and starts on a multiple of its length (the same in every process)', () => {
    fc.assert(
      fc.property(limits, instants, (limit, now) => {
        const window = rateWindow(limit, now);
        expect(window.start <= now && now < window.end).toBe(true);
        expect(window.end - window.start).toBe(limit.windowSeconds * 1000);
        expect(window.start % (limit.windowSeconds * 1000)).toBe(0);
      }),
    );
  });

  it('is the same window for every instant inside it, and the next one from its end', () => {
    fc.assert(
      fc.property(
        limits,
        instants,
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (limit, now, fraction) => {
          const window = rateWindow(limit, now);
          const inside = (window.start + Math.floor(fraction * (window.end - window.start))) as Instant;
          expect(rateWindow(limit, inside)).toEqual(window);
          expect(rateWindow(limit, window.end).start).toBe(window.end);
        },
      ),
    );
  });
});

describe('rateDecision', () => {
  it('admits exactly the first maxHits hits of a window', () => {
    fc.assert(
      fc.property(limits, instants, fc.integer({ min: 1, max: 2000 }), (limit: RateLimit, now, hits) => {
        expect(rateDecision(limit, hits, now)._tag).toBe(hits <= limit.maxHits ? 'Allowed' : 'Limited');
      }),
    );
  });

  it('counts down what remains while admitting', () => {
    fc.assert(
      fc.property(limits, instants, (limit, now) => {
        expect(rateDecision(limit, 1, now)).toEqual({ _tag: 'Allowed', remaining: limit.maxHits - 1 });
        expect(rateDecision(limit, limit.maxHits, now)).toEqual({ _tag: 'Allowed', remaining: 0 });
      }),
    );
  });

  it('when refusing, asks to wait until the window ends: at least 1 s, never past the window', () => {
    fc.assert(
      fc.property(limits, instants, (limit, now) => {
        const decision = rateDecision(limit, limit.maxHits + 1, now);
        if (decision._tag !== 'Limited') throw new Error('over the limit must be refused');
        const { end } = rateWindow(limit, now);
        expect(decision.retryAfterSeconds).toBeGreaterThanOrEqual(1);
        expect(decision.retryAfterSeconds).toBeLessThanOrEqual(limit.windowSeconds);
        // Waiting that long reaches the next window, whose count starts afresh.
        expect(now + decision.retryAfterSeconds * 1000).toBeGreaterThanOrEqual(end);
        expect(now + (decision.retryAfterSeconds - 1) * 1000).toBeLessThan(end);
      }),
    );
  });

  it('gives 60 s at the start of a minute window and 1 s in its last second', () => {
    const limit = { maxHits: 2, windowSeconds: 60 };
    expect(rateDecision(limit, 3, Date.parse('2026-12-01T10:00:00.000Z') as Instant)).toEqual({
      _tag: 'Limited',
      retryAfterSeconds: 60,
    });
    expect(rateDecision(limit, 3, Date.parse('2026-12-01T10:00:59.500Z') as Instant)).toEqual({
      _tag: 'Limited',
      retryAfterSeconds: 1,
    });
  });
});

describe('stricterDecision', () => {
  it('refuses when either refuses, waiting the longer; else keeps the fewer remaining', () => {
    fc.assert(
      fc.property(decisions, decisions, (a, b) => {
        const stricter = stricterDecision(a, b);
        expect(stricterDecision(b, a)).toEqual(stricter);
        if (a._tag === 'Limited' || b._tag === 'Limited') {
          const waits = [a, b].flatMap((each) => (each._tag === 'Limited' ? [each.retryAfterSeconds] : []));
          expect(stricter).toEqual({ _tag: 'Limited', retryAfterSeconds: Math.max(...waits) });
        } else {
          expect(stricter).toEqual({ _tag: 'Allowed', remaining: Math.min(a.remaining, b.remaining) });
        }
      }),
    );
  });
});
