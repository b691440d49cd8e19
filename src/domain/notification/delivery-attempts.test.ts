import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyInstant } from '../booking/booking.arbitraries';
import { MS_PER_MINUTE, type Instant } from '../calendar/instant';
import { afterFailedAttempt, DEFAULT_DELIVERY_POLICY, type DeliveryPolicy } from './delivery-attempts';

const anyPolicy: fc.Arbitrary<DeliveryPolicy> = fc
  .record({
    maxAttempts: fc.integer({ min: 1, max: 12 }),
    firstDelayMinutes: fc.integer({ min: 1, max: 10 }),
    extra: fc.integer({ min: 0, max: 120 }),
  })
  .map(({ maxAttempts, firstDelayMinutes, extra }) => ({
    maxAttempts,
    firstDelayMinutes,
    maxDelayMinutes: firstDelayMinutes + extra,
  }));

const delayAfter = (attempt: number, policy: DeliveryPolicy) => {
  const after = afterFailedAttempt(attempt, 0 as Instant, policy);
  return after._tag === 'RetryAt' ? after.at / MS_PER_MINUTE : null;
};

describe('retrying a mail that could not be sent (docs/adr/0044)', () => {
  it('waits 1, 2, 4 … minutes, at most an hour, and gives up after the eighth attempt', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((attempt) => delayAfter(attempt, DEFAULT_DELIVERY_POLICY))).toEqual([
      1,
      2,
      4,
      8,
      16,
      32,
      60,
      null,
    ]);
  });

  it('retries later than the failure, never later than the ceiling, each wait at least the one before', () => {
    fc.assert(
      fc.property(anyPolicy, anyInstant, (policy, failedAt) => {
        let previous = 0;
        for (let attempt = 1; attempt < policy.maxAttempts; attempt += 1) {
          const after = afterFailedAttempt(attempt, failedAt, policy);
          if (after._tag !== 'RetryAt')
            throw new Error(`gave up after attempt ${String(attempt)} of ${String(policy.maxAttempts)}`);
          const wait = (after.at - failedAt) / MS_PER_MINUTE;
          expect(wait).toBeGreaterThanOrEqual(Math.max(previous, policy.firstDelayMinutes));
          expect(wait).toBeLessThanOrEqual(policy.maxDelayMinutes);
          previous = wait;
        }
        expect(afterFailedAttempt(policy.maxAttempts, failedAt, policy)).toEqual({ _tag: 'GiveUp' });
      }),
    );
  });
});
