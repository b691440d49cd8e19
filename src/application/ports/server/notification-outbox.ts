import type { Instant } from '#domain/calendar/instant';

/** A notification a dispatcher has claimed: it alone may send it until its lease ends. */
export interface ClaimedNotification {
  readonly id: number;
  /** This claim's attempt, 1 for the first; a claim whose lease ran out counts as an attempt. */
  readonly attempt: number;
  /** When the change it tells of committed. */
  readonly createdAt: Instant;
  /** The notice as written in the change's transaction (domain/notification/booking-notice.ts). */
  readonly payload: unknown;
}

/**
 * The notifications owed to clients (docs/adr/0044), written in the same transaction as the
 * bookings' change they tell of. Several dispatchers may claim at once, in several processes: a
 * row is claimed by one at a time, and what a claim records after its lease was taken over by
 * another changes nothing. A failing store throws.
 */
export interface NotificationOutbox {
  /** Claims up to `limit` notifications due at `now` and not leased to another, leased until `leaseUntil`. */
  claimDue(now: Instant, limit: number, leaseUntil: Instant): Promise<readonly ClaimedNotification[]>;
  /** The notification went out. */
  markSent(claim: ClaimedNotification, at: Instant): Promise<void>;
  /** Sending failed; it is due again at `retryAt`. */
  retryLater(claim: ClaimedNotification, retryAt: Instant, error: string): Promise<void>;
  /** Sending failed for the last time, or can never succeed: it is given up. */
  giveUp(claim: ClaimedNotification, at: Instant, error: string): Promise<void>;
}
