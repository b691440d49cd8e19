import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seededPglite } from './demo/demo-databases.test-support';
import type { SqlDatabase } from './sql-database';
import { readOperationalFigures } from './sql-operational-figures';
import { readBack } from './read-back.test-support';

// The figures the metrics read at each scrape (docs/adr/0061): the outbox's backlog and its oldest
// row's age, and the online payments pending and expired.

describe('readOperationalFigures (issue 17, metrics)', () => {
  let database: SqlDatabase;
  let groupIds: readonly number[];
  beforeEach(async () => {
    database = await seededPglite();
    // Four booking groups of their own, for the rows that need one.
    groupIds = (
      await readBack(database).query<{ id: number }>(
        `INSERT INTO booking_groups (location_id, client_id, client_first_name, client_last_name, trx_id, confirmation_code_digest, access_token_digest)
         SELECT l.id, c.id, 'Ana', 'Pérez', 'trx-figures-group-' || n, decode(md5('code' || n), 'hex'), decode(md5('token' || n), 'hex')
         FROM (SELECT l.id, min(c.id) AS client FROM locations l JOIN clients c ON c.company_id = l.company_id GROUP BY l.id ORDER BY l.id LIMIT 1) l
         JOIN clients c ON c.id = l.client, generate_series(1, 5) n
         RETURNING id`,
      )
    ).map((row) => row.id);
    expect(groupIds).toHaveLength(5);
  });
  afterEach(async () => {
    await database.close();
  });

  const owe = (groupId: number | undefined, createdSecondsAgo: number, state: 'owed' | 'sent' | 'failed' = 'owed') =>
    database.query(
      `INSERT INTO notification_outbox (kind, booking_group_id, payload, created_at, sent_at, failed_at)
       VALUES ('booking_confirmed', $1, '{}', now() - make_interval(secs => $2), CASE WHEN $3 = 'sent' THEN now() END, CASE WHEN $3 = 'failed' THEN now() END)`,
      [groupId, createdSecondsAgo, state],
    );

  const pay = (groupId: number | undefined, status: 'pending' | 'rejected' | 'approved' | 'expired') =>
    database.query(
      `INSERT INTO payments (group_id, trx_id, provider, gateway, amount, currency, status, expires_at, token_data, settled_at, rejection_reason)
       VALUES ($1::int, 'trx-figures-' || $1::text, 'epayco', 'sandbox', 1000, 'CLP', $2, now(), 'token-figures-' || $1::text,
               CASE WHEN $2 IN ('pending', 'rejected') THEN NULL ELSE now() END, CASE WHEN $2 = 'rejected' THEN 'insufficient_balance' END)`,
      [groupId, status],
    );

  it('reads an empty backlog as no mails owed and no age', async () => {
    await database.exec('DELETE FROM notification_outbox');
    expect(await readOperationalFigures(database)).toMatchObject({ outboxBacklog: 0, outboxOldestAgeSeconds: 0 });
  });

  it('counts the mails still owed, and the age of the oldest one, leaving sent and given-up rows out', async () => {
    await database.exec('DELETE FROM notification_outbox');
    await owe(groupIds[0], 90);
    await owe(groupIds[1], 30);
    await owe(groupIds[2], 600, 'sent');
    await owe(groupIds[3], 900, 'failed');
    const figures = await readOperationalFigures(database);
    expect(figures.outboxBacklog).toBe(2);
    expect(figures.outboxOldestAgeSeconds).toBeGreaterThanOrEqual(90);
    expect(figures.outboxOldestAgeSeconds).toBeLessThan(120);
  });

  it('counts the payments still holding their bookings — pending, or refused and waiting for another card (issue 20) — and the payments expired', async () => {
    const before = await readOperationalFigures(database);
    await pay(groupIds[0], 'pending');
    await pay(groupIds[1], 'expired');
    await pay(groupIds[2], 'expired');
    await pay(groupIds[3], 'approved');
    await pay(groupIds[4], 'rejected');
    expect(await readOperationalFigures(database)).toMatchObject({
      paymentsPending: before.paymentsPending + 2,
      paymentsExpired: before.paymentsExpired + 2,
    });
  });
});
