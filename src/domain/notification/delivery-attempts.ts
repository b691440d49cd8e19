import { addMinutes, type Instant } from '../calendar/instant';

// When a mail that could not be sent is tried again (docs/adr/0044): after a delay that doubles
// with each failed attempt, up to a ceiling, until the attempts run out and it is given up.

export interface DeliveryPolicy {
  /** How many attempts a mail gets in all, the first included. */
  readonly maxAttempts: number;
  readonly firstDelayMinutes: number;
  readonly maxDelayMinutes: number;
}

/** 1, 2, 4 … 60 minutes apart: eight attempts span about two hours, past a mail server's restart. */
export const DEFAULT_DELIVERY_POLICY: DeliveryPolicy = { maxAttempts: 8, firstDelayMinutes: 1, maxDelayMinutes: 60 };

export type AfterFailure = { readonly _tag: 'RetryAt'; readonly at: Instant } | { readonly _tag: 'GiveUp' };

/** What happens after attempt number `attempt` (1 for the first) failed at `failedAt`. */
export function afterFailedAttempt(attempt: number, failedAt: Instant, policy: DeliveryPolicy): AfterFailure {
  if (attempt >= policy.maxAttempts) return { _tag: 'GiveUp' };
  const delay = Math.min(policy.maxDelayMinutes, policy.firstDelayMinutes * 2 ** Math.max(0, attempt - 1));
  return { _tag: 'RetryAt', at: addMinutes(failedAt, delay) };
}
