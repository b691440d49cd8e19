import { afterAll, beforeAll, describe } from 'vitest';
import { inMemoryNotificationOutbox } from '#application/notification/in-memory-notification-outbox.test-support';
import type { Instant } from '#domain/calendar/instant';
import { aesGcmCodeSealer, DEV_LINK_KEY } from '../security/aes-gcm-code-sealer';
import { seededDatabase } from './demo/demo-databases.test-support';
import { aBooking, aGroup } from './new-booking-groups.test-support';
import { notificationOutboxContract } from './notification-outbox-contract.test-support';
import { readBack } from './read-back.test-support';
import { sqlBookings } from './sql-bookings';
import { sqlNotificationOutbox } from './sql-outbox';
import { testEngines, type TestDatabase } from './test-databases.test-support';

// The notifications' outbox (docs/adr/0044), one contract over the in-memory fake and
// sql-outbox.ts on PGlite and PostgreSQL.

const engines = await testEngines();

describe('the notifications’ outbox in memory', () => {
  notificationOutboxContract(() => {
    const memory = inMemoryNotificationOutbox();
    return Promise.resolve({
      outbox: memory.outbox,
      owe: (payload) => Promise.resolve(memory.owe(payload, Date.parse('2026-12-01T10:00:00Z') as Instant)),
      fate: (id) => {
        const row = memory.row(id);
        return Promise.resolve({
          sent: row?.sentAt != null,
          failed: row?.failedAt != null,
          lastError: row?.lastError ?? null,
        });
      },
    });
  });
});

describe.each(engines)('the notifications’ outbox over SQL on $name', (engine) => {
  describe.skipIf(engine.unavailable !== undefined)(`on ${engine.name}`, () => {
    let handle: TestDatabase;
    let groupId: number;

    beforeAll(async () => {
      handle = await seededDatabase(engine);
      const group = aGroup([aBooking()], { client: { ...aGroup([aBooking()]).client, email: null } });
      (await sqlBookings(handle.database, aesGcmCodeSealer(DEV_LINK_KEY)).create(group))._unsafeUnwrap();
      const [row] = await readBack(handle.database).query<{ id: number }>(
        'SELECT group_id AS id FROM bookings ORDER BY id DESC LIMIT 1',
      );
      groupId = row?.id ?? 0;
    }, 60_000);

    afterAll(async () => {
      await handle.dispose();
    });

    notificationOutboxContract(async () => {
      const database = handle.database;
      // Nothing owed from an earlier test: what is left is given up.
      await database.query(
        'UPDATE notification_outbox SET failed_at = now() WHERE sent_at IS NULL AND failed_at IS NULL',
      );
      return {
        outbox: sqlNotificationOutbox(database),
        async owe(payload) {
          const [row] = await readBack(database).query<{ id: number | string }>(
            `INSERT INTO notification_outbox (kind, booking_group_id, payload, available_at)
             VALUES ('booking_reminder', $1, $2::text::jsonb, '-infinity'::timestamptz) RETURNING id`,
            [groupId, JSON.stringify(payload)],
          );
          return Number(row?.id);
        },
        async fate(id) {
          const [row] = await readBack(database).query<{ sent: boolean; failed: boolean; last_error: string | null }>(
            'SELECT sent_at IS NOT NULL AS sent, failed_at IS NOT NULL AS failed, last_error FROM notification_outbox WHERE id = $1',
            [id],
          );
          return { sent: row?.sent ?? false, failed: row?.failed ?? false, lastError: row?.last_error ?? null };
        },
      };
    });
  });
});
