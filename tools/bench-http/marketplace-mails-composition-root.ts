// Where the marketplace benchmark composes the persistence adapter (issue 37; docs/adr/0161): the
// mails its generated bookings owe, recorded as decided by the scheduler's own conditions
// (sql-scheduled-mails.ts), so that what the benchmark settles is what the scheduler would read.
import { REMINDERS_DUE, REVIEW_INVITATIONS_DUE } from '../../src/adapters/persistence/sql-scheduled-mails';
import type { SqlStatements } from './dense-location';
import type { MarketLocation } from './marketplace';

/**
 * Records as decided the reminders and review invitations the marketplace's bookings owe by `now`
 * (docs/adr/0161), as a live marketplace's were, each when its booking entered its window: the
 * bookings are generated at once, so on the servers' first start every booking of the next day
 * would owe its reminder and every booking of the last month its invitation — some 30,000 mails
 * decided, written and rendered while the reads are measured, where a marketplace of this size
 * decides some twenty a minute. Run before each run's servers start, so that a kept database, days
 * later, has no backlog either; what falls due during the run is decided by the servers as in
 * production. The rows are the scheduler's own (its conditions: sql-scheduled-mails.ts), without an
 * outbox row: nothing is sent for them. Answers how many of each it recorded.
 */
export async function settleScheduledMails(
  database: SqlStatements,
  locations: readonly MarketLocation[],
  now: Date,
): Promise<{ readonly reminders: number; readonly reviewInvitations: number }> {
  const first = locations[0]?.locationId ?? 0;
  const last = locations.at(-1)?.locationId ?? 0;
  const settle = async (kind: 'reminder' | 'review_invitation', due: string, version: string) => {
    const [row] = (await database.query(
      `WITH decided AS (
         INSERT INTO scheduled_mails (booking_id, kind, version)
         SELECT b.id, '${kind}', ${version} ${due} AND b.location_id BETWEEN $2 AND $3
         ON CONFLICT (booking_id, kind, version) DO NOTHING RETURNING 1)
       SELECT count(*)::int AS n FROM decided`,
      [now.toISOString(), first, last],
    )) as readonly { n: number }[];
    return row?.n ?? 0;
  };
  return {
    reminders: await settle('reminder', REMINDERS_DUE, 'b.modifications'),
    reviewInvitations: await settle('review_invitation', REVIEW_INVITATIONS_DUE, '0'),
  };
}
