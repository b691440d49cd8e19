import { Schema } from 'effect';
import type { SqlExecutor } from './sql-database';
import { rowDecoder } from './stored-rows';

// What the metrics read from the database at each scrape (docs/adr/0061): figures every server
// process shares, so each process reports the same values — aggregate them with max(), not sum().

export interface OperationalFigures {
  /** Mails still owed: outbox rows neither sent nor given up (ADR 0044). */
  readonly outboxBacklog: number;
  /** How long the oldest of them has waited, in seconds, by the database's clock; 0 with none. */
  readonly outboxOldestAgeSeconds: number;
  /** Online payments holding their bookings (ADR 0042): pending, or refused and waiting for another card (ADR 0075). */
  readonly paymentsPending: number;
  /** Online payments the expiry job ever cancelled for want of payment. */
  readonly paymentsExpired: number;
}

const figureRows = rowDecoder(
  Schema.Struct({ backlog: Schema.Number, oldest_age: Schema.Number, pending: Schema.Number, expired: Schema.Number }),
  'the operational figures',
);

/** The figures, in one statement: a scrape costs one round trip. */
export async function readOperationalFigures(database: SqlExecutor): Promise<OperationalFigures> {
  const [row] = figureRows(
    await database.query(
      `SELECT o.backlog, o.oldest_age, p.pending, p.expired
     FROM (SELECT count(*)::int AS backlog,
                  COALESCE(extract(epoch FROM now() - min(created_at)), 0)::float8 AS oldest_age
           FROM notification_outbox WHERE sent_at IS NULL AND failed_at IS NULL) o,
          (SELECT count(*) FILTER (WHERE status IN ('pending', 'rejected'))::int AS pending,
                  count(*) FILTER (WHERE status = 'expired')::int AS expired
           FROM payments) p`,
    ),
  );
  if (row === undefined) throw new Error('The operational figures came back without a row');
  return {
    outboxBacklog: row.backlog,
    outboxOldestAgeSeconds: Math.max(0, row.oldest_age),
    paymentsPending: row.pending,
    paymentsExpired: row.expired,
  };
}
