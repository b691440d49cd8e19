import { expect, it } from 'vitest';
import type { NotificationOutbox } from '#application/ports/server/notification-outbox';
import { addMinutes, type Instant } from '#domain/calendar/instant';

// Test support: what every NotificationOutbox must do (docs/adr/0044), as one set of tests run
// against the in-memory fake (in-memory-notification-outbox.test-support.ts) and sql-outbox.ts on
// PGlite and PostgreSQL (notification-outbox-contract.test.ts). A world starts with nothing owed.

export interface OutboxWorld {
  readonly outbox: NotificationOutbox;
  /** Owes a notice whose payload is `payload`, at once; answers its id. */
  owe(payload: { readonly note: string }): Promise<number>;
  /** Whether row `id` ended sent, given up (with its last error), or is still owed. */
  fate(id: number): Promise<{ readonly sent: boolean; readonly failed: boolean; readonly lastError: string | null }>;
}

/** Any instant: a row is owed at once whatever the dispatcher's clock says (ADR 0047). */
const NOW = Date.parse('2026-12-01T11:00:00Z') as Instant;

export function notificationOutboxContract(world: () => Promise<OutboxWorld>): void {
  it('claims what is owed, oldest first, no more than asked, each with its payload and first attempt', async () => {
    const each = await world();
    const ids = [await each.owe({ note: 'a' }), await each.owe({ note: 'b' }), await each.owe({ note: 'c' })];
    const now = NOW;
    const claimed = await each.outbox.claimDue(now, 2, addMinutes(now, 5));
    expect(claimed.map((claim) => [claim.id, claim.attempt, claim.payload])).toEqual([
      [ids[0], 1, { note: 'a' }],
      [ids[1], 1, { note: 'b' }],
    ]);
  });

  it('claims a notification again only once its lease ran out, and ignores what the stalled claim records afterwards', async () => {
    const each = await world();
    const id = await each.owe({ note: 'lease' });
    const now = NOW;
    const [first] = await each.outbox.claimDue(now, 10, addMinutes(now, 10));
    if (first === undefined) throw new Error('nothing was claimed');
    expect(await each.outbox.claimDue(addMinutes(now, 9), 10, addMinutes(now, 19))).toEqual([]);
    const [second] = await each.outbox.claimDue(addMinutes(now, 10), 10, addMinutes(now, 20));
    expect(second).toMatchObject({ id, attempt: 2 });
    await each.outbox.markSent(first, addMinutes(now, 11));
    expect(await each.fate(id)).toMatchObject({ sent: false });
    if (second === undefined) throw new Error('nothing was claimed again');
    await each.outbox.markSent(second, addMinutes(now, 11));
    expect(await each.fate(id)).toMatchObject({ sent: true, failed: false });
    expect(await each.outbox.claimDue(addMinutes(now, 60), 10, addMinutes(now, 70))).toEqual([]);
  });

  it('owes a notification retried later again from then, and never again once given up', async () => {
    const each = await world();
    const id = await each.owe({ note: 'retry' });
    const now = NOW;
    const [claim] = await each.outbox.claimDue(now, 10, addMinutes(now, 5));
    if (claim === undefined) throw new Error('nothing was claimed');
    await each.outbox.retryLater(claim, addMinutes(now, 30), 'the mail server said 451');
    expect(await each.outbox.claimDue(addMinutes(now, 29), 10, addMinutes(now, 35))).toEqual([]);
    const [again] = await each.outbox.claimDue(addMinutes(now, 30), 10, addMinutes(now, 35));
    expect(again).toMatchObject({ id, attempt: 2 });
    if (again === undefined) throw new Error('nothing was claimed again');
    await each.outbox.giveUp(again, addMinutes(now, 31), 'the mail server said 550');
    expect(await each.fate(id)).toEqual({ sent: false, failed: true, lastError: 'the mail server said 550' });
    expect(await each.outbox.claimDue(addMinutes(now, 600), 10, addMinutes(now, 605))).toEqual([]);
  });
}
