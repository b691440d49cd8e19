import type { Instant } from '../calendar/instant';

// The cap on one client's pending payments (ADR 0042): a client holding as many payments still
// pending as the company allows starts no other until one of them ends, and is told when the
// earliest of them expires (Retry-After).

/** Whether a client may start another payment. */
export type PendingCapVerdict =
  { readonly _tag: 'MayStart' } | { readonly _tag: 'TooManyPending'; readonly retryAfterSeconds: number };

/**
 * Whether a client whose pending payments expire at `pendingExpiries` may start another at `now`,
 * allowed `cap` pending at once. A payment past its expiry no longer counts, even before the expiry
 * job moves it. Refused, the client retries when the earliest still pending expires — never sooner
 * than a second.
 */
export function pendingCapVerdict(pendingExpiries: readonly Instant[], cap: number, now: Instant): PendingCapVerdict {
  const stillPending = pendingExpiries.filter((expiresAt) => expiresAt > now);
  if (stillPending.length < cap) return { _tag: 'MayStart' };
  const earliest = stillPending.length === 0 ? now : Math.min(...stillPending);
  return { _tag: 'TooManyPending', retryAfterSeconds: Math.max(1, Math.ceil((earliest - now) / 1000)) };
}
