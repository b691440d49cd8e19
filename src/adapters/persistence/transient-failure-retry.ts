import { isPostgresError } from './sql-database';

// A transaction PostgreSQL aborts to break a deadlock (40P01) or to keep transactions serializable
// (40001) has written nothing: the same work may simply run again, and usually gets through once the
// transaction it collided with has committed or rolled back (issue 29 §3; docs/adr/0084). How often
// and after how long a pause is this policy, a few attempts with jittered pauses so that two
// colliding retries do not collide again in step; what to answer once they are spent is the
// caller's (sql-bookings.ts: SlotTaken when the time is held by then, Unavailable otherwise).

/** The SQLSTATEs of a transaction aborted for another's sake, whose work may run again as it is. */
export const TRANSIENT_SQL_STATES = {
  deadlockDetected: '40P01',
  serializationFailure: '40001',
} as const;

/** Whether `error` is PostgreSQL aborting the transaction for another's sake (and nothing else). */
export function isTransientFailure(error: unknown): boolean {
  return Object.values(TRANSIENT_SQL_STATES).some((sqlState) => isPostgresError(error, sqlState));
}

export interface RetryPolicy {
  /** How many times the work runs at most, the first included (at least 1). */
  readonly attempts: number;
  /** The pause before the first retry is between half this and this; it doubles for each retry after. */
  readonly baseDelayMs: number;
  /** The pause's ceiling, however many retries came before. */
  readonly maxDelayMs: number;
}

/**
 * A create's, and a move's (docs/adr/0084 and its addendum): four runs at most, pausing 10–20 ms,
 * 20–40 ms, then 40–80 ms — far shorter than the second PostgreSQL waits (deadlock_timeout) before
 * it breaks a deadlock, and long enough for the transaction that won to commit.
 */
export const CREATE_RETRY_POLICY: RetryPolicy = { attempts: 4, baseDelayMs: 20, maxDelayMs: 200 };

/**
 * The pause before retry number `retry` (1 for the first): "equal jitter", uniformly between half
 * the capped exponential step and all of it, so pauses grow and two retries rarely meet again.
 * `random` is in [0, 1).
 */
export function retryDelayMs(policy: RetryPolicy, retry: number, random: () => number): number {
  const step = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, retry - 1));
  return step / 2 + (step / 2) * random();
}

/** Where the retries get their randomness and their pauses (the tests' are instant). */
export interface RetryEnvironment {
  /** A number in [0, 1). */
  readonly random: () => number;
  readonly sleep: (milliseconds: number) => Promise<void>;
}

export const REAL_RETRY_ENVIRONMENT: RetryEnvironment = {
  random: Math.random,
  sleep: (milliseconds) =>
    new Promise((resolve) => {
      setTimeout(resolve, milliseconds);
    }),
};

/** How a retried work ended: its value, or the transient failure of its last attempt once all were spent. */
export type Retried<T> =
  | { readonly _tag: 'Done'; readonly value: T; readonly attempts: number }
  | { readonly _tag: 'GaveUp'; readonly lastFailure: unknown; readonly attempts: number };

/**
 * Runs `work` until it resolves or fails other than transiently — that failure is thrown at once —
 * at most `policy.attempts` times, pausing between attempts as `retryDelayMs` says.
 */
export async function retryTransientFailures<T>(
  work: () => Promise<T>,
  policy: RetryPolicy,
  environment: RetryEnvironment,
): Promise<Retried<T>> {
  for (let attempt = 1; ; attempt++) {
    try {
      return { _tag: 'Done', value: await work(), attempts: attempt };
    } catch (error) {
      if (!isTransientFailure(error)) throw error;
      if (attempt >= policy.attempts) return { _tag: 'GaveUp', lastFailure: error, attempts: attempt };
      await environment.sleep(retryDelayMs(policy, attempt, environment.random));
    }
  }
}
