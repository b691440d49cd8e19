import type { Instant } from '#domain/calendar/instant';
import type { ClaimedNotification, NotificationOutbox } from '../ports/server/notification-outbox';

// Test support: the notifications' outbox in memory, behaving as sql-outbox.ts's does — the
// contract suite notification-outbox-contract.test-support.ts runs the same assertions over both.
// A row is owed at once; a claim leases it and counts an attempt; only the row's latest claim
// records anything (a stalled dispatcher's later writes change nothing); a row ends sent or given up.

interface OutboxRow {
  readonly id: number;
  readonly payload: unknown;
  readonly createdAt: Instant;
  availableAt: number;
  attempts: number;
  lockedUntil: Instant | null;
  sentAt: Instant | null;
  failedAt: Instant | null;
  lastError: string | null;
}

export function inMemoryNotificationOutbox(): {
  readonly outbox: NotificationOutbox;
  /** Owes `payload` at once, created at `at`; answers its id. */
  owe(payload: unknown, at: Instant): number;
  /** The row's state, for assertions. */
  row(id: number): Readonly<OutboxRow> | undefined;
} {
  const rows: OutboxRow[] = [];
  const ownClaim = (claim: ClaimedNotification) => {
    const row = rows.find((each) => each.id === claim.id);
    return row !== undefined && row.attempts === claim.attempt && row.sentAt === null && row.failedAt === null
      ? row
      : undefined;
  };
  const outbox: NotificationOutbox = {
    claimDue(now, limit, leaseUntil) {
      const due = rows
        .filter(
          (row) =>
            row.sentAt === null &&
            row.failedAt === null &&
            row.availableAt <= now &&
            (row.lockedUntil === null || row.lockedUntil <= now),
        )
        .sort((a, b) => a.availableAt - b.availableAt || a.id - b.id)
        .slice(0, limit);
      return Promise.resolve(
        due.map((row) => {
          row.attempts += 1;
          row.lockedUntil = leaseUntil;
          return { id: row.id, attempt: row.attempts, createdAt: row.createdAt, payload: row.payload };
        }),
      );
    },
    markSent(claim, at) {
      const row = ownClaim(claim);
      if (row !== undefined) Object.assign(row, { sentAt: at, lockedUntil: null, lastError: null });
      return Promise.resolve();
    },
    retryLater(claim, retryAt, error) {
      const row = ownClaim(claim);
      if (row !== undefined) Object.assign(row, { availableAt: retryAt, lockedUntil: null, lastError: error });
      return Promise.resolve();
    },
    giveUp(claim, at, error) {
      const row = ownClaim(claim);
      if (row !== undefined) Object.assign(row, { failedAt: at, lockedUntil: null, lastError: error });
      return Promise.resolve();
    },
  };
  return {
    outbox,
    owe(payload, at) {
      const id = rows.length + 1;
      // Owed at once, whatever the dispatcher's clock (as '-infinity' in SQL, ADR 0047).
      rows.push({
        id,
        payload,
        createdAt: at,
        availableAt: Number.NEGATIVE_INFINITY,
        attempts: 0,
        lockedUntil: null,
        sentAt: null,
        failedAt: null,
        lastError: null,
      });
      return id;
    },
    row: (id) => rows.find((each) => each.id === id),
  };
}
