import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CREATE_RETRY_POLICY,
  isTransientFailure,
  retryDelayMs,
  retryTransientFailures,
  type RetryEnvironment,
  type RetryPolicy,
} from './transient-failure-retry';

// "A create that loses a deadlock or a serialization failure is retried inside the server a bounded
// number of times with jitter" (issue 29 §3; docs/adr/0084): which failures run again, how often,
// and how long the pauses between are.

const failure = (code: string) => Object.assign(new Error(`PostgreSQL said ${code}`), { code });
const deadlock = () => failure('40P01');
const serialization = () => failure('40001');

/** Pauses recorded, never waited. */
function recordedPauses(random: () => number = () => 0.5): RetryEnvironment & { readonly pauses: number[] } {
  const pauses: number[] = [];
  return {
    pauses,
    random,
    sleep: (milliseconds) => {
      pauses.push(milliseconds);
      return Promise.resolve();
    },
  };
}

const policies = fc.record({
  attempts: fc.integer({ min: 1, max: 10 }),
  baseDelayMs: fc.integer({ min: 1, max: 1_000 }),
  maxDelayMs: fc.integer({ min: 1, max: 10_000 }),
}) satisfies fc.Arbitrary<RetryPolicy>;

describe('retrying a transaction PostgreSQL aborted for another’s sake', () => {
  it('counts a deadlock (40P01) and a serialization failure (40001) as transient, and nothing else', () => {
    expect(isTransientFailure(deadlock())).toBe(true);
    expect(isTransientFailure(serialization())).toBe(true);
    for (const other of ['23P01', '23505', '23514', '57014', '08006', '40003'])
      expect(isTransientFailure(failure(other))).toBe(false);
    expect(isTransientFailure(new Error('no code'))).toBe(false);
    expect(isTransientFailure(undefined)).toBe(false);
  });

  it('pauses between half and all of the capped exponential step before each retry, whatever the randomness', () => {
    fc.assert(
      fc.property(
        policies,
        fc.integer({ min: 1, max: 20 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (policy, retry, drawn) => {
          const step = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (retry - 1));
          const pause = retryDelayMs(policy, retry, () => drawn);
          expect(pause).toBeGreaterThanOrEqual(step / 2);
          expect(pause).toBeLessThanOrEqual(step);
          expect(pause).toBeLessThanOrEqual(policy.maxDelayMs);
        },
      ),
    );
  });

  it('spreads two retries drawn differently apart: the pause follows the randomness', () => {
    expect(retryDelayMs(CREATE_RETRY_POLICY, 1, () => 0)).toBe(10);
    expect(retryDelayMs(CREATE_RETRY_POLICY, 1, () => 0.999)).toBeCloseTo(19.99);
    expect(retryDelayMs(CREATE_RETRY_POLICY, 3, () => 0)).toBe(40);
  });

  it('runs work that keeps losing to deadlocks exactly as many times as the policy allows, then gives up with the last failure', async () => {
    await fc.assert(
      fc.asyncProperty(policies, async (policy) => {
        const environment = recordedPauses();
        let runs = 0;
        const last = deadlock();
        const outcome = await retryTransientFailures(
          () => {
            runs++;
            return Promise.reject(runs === policy.attempts ? last : serialization());
          },
          policy,
          environment,
        );
        expect(outcome).toEqual({ _tag: 'GaveUp', lastFailure: last, attempts: policy.attempts });
        expect(runs).toBe(policy.attempts);
        expect(environment.pauses).toHaveLength(policy.attempts - 1);
      }),
    );
  });

  it('answers the value of the first attempt that gets through, after pausing once per failed one', async () => {
    const environment = recordedPauses(() => 0);
    let runs = 0;
    const outcome = await retryTransientFailures(
      () => (++runs < 3 ? Promise.reject(deadlock()) : Promise.resolve('booked')),
      CREATE_RETRY_POLICY,
      environment,
    );
    expect(outcome).toEqual({ _tag: 'Done', value: 'booked', attempts: 3 });
    expect(environment.pauses).toEqual([10, 20]);
  });

  it('throws a failure that is not transient at once, without running the work again', async () => {
    const environment = recordedPauses();
    let runs = 0;
    const overlap = failure('23P01');
    await expect(
      retryTransientFailures(
        () => {
          runs++;
          return Promise.reject(overlap);
        },
        CREATE_RETRY_POLICY,
        environment,
      ),
    ).rejects.toBe(overlap);
    expect(runs).toBe(1);
    expect(environment.pauses).toEqual([]);
  });
});
