import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownsBooking } from '#domain/account/my-bookings';
import { DEMO_USER } from './demo/demo-accounts-and-reviews';
import { seededDatabase } from './demo/demo-databases.test-support';
import { accountOwnsGroup, sqlAccountBookings } from './sql-account-bookings';
import { sqlAccountErasure } from './sql-account-erasure';
import { sqlAccountDetails } from './sql-account-details';
import { testEngines, type TestDatabase } from './test-databases.test-support';
import { readBack } from './read-back.test-support';

// "My bookings" in SQL (issue 34; docs/adr/0122), over the demo data on PGlite and PostgreSQL: the
// one SQL predicate agrees with the domain's ownsBooking, and the account reads its bookings whole.

const engines = await testEngines();
const ANA = { userId: DEMO_USER.ana, email: 'ana.perez@correo.example' };

const anyEmail = fc.constantFrom('ana@correo.example', ' ANA@correo.example', 'otra@correo.example', '', ' ');

describe.each(engines)('the account bookings’ SQL adapter on $name', (engine) => {
  describe.skipIf(engine.unavailable !== undefined)(`on ${engine.name}`, () => {
    let handle: TestDatabase;
    let groups: number[];

    beforeAll(async () => {
      handle = await seededDatabase(engine);
      const rows = await readBack(handle.database).query<{ id: number }>(
        'SELECT id FROM booking_groups ORDER BY id LIMIT 2',
      );
      groups = rows.map((row) => row.id);
      const [signedIn, byEmail] = groups;
      await readBack(handle.database).query('UPDATE booking_groups SET user_id = NULL, client_email = $1', [
        'someone@correo.example',
      ]);
      await readBack(handle.database).query('UPDATE booking_groups SET user_id = $1 WHERE id = $2', [
        ANA.userId,
        signedIn,
      ]);
      await readBack(handle.database).query('UPDATE booking_groups SET client_email = $1 WHERE id = $2', [
        ' Ana.Perez@Correo.example',
        byEmail,
      ]);
    }, 60_000);

    afterAll(async () => {
      await handle.dispose();
    });

    it('agrees with the domain’s ownsBooking on which groups are an account’s', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.record({ userId: fc.integer({ min: 1, max: 3 }), email: anyEmail, emailVerified: fc.boolean() }),
          fc.record({
            userId: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
            clientEmail: fc.option(anyEmail, { nil: null }),
          }),
          async (account, group) => {
            const rows = await readBack(handle.database).query<{ owned: boolean }>(
              `SELECT ${accountOwnsGroup({ userId: '$1', email: '$2', emailVerified: '$3' })} IS TRUE AS owned
               FROM (SELECT $4::integer AS user_id, $5::text AS client_email) AS g`,
              [account.userId, account.email, account.emailVerified, group.userId, group.clientEmail],
            );
            expect(rows[0]?.owned).toBe(ownsBooking(account, group));
          },
        ),
        { numRuns: 60 },
      );
    });

    it('reads the bookings made signed in to the account, and those booked with its email only once it is verified', async () => {
      const bookings = sqlAccountBookings(handle.database);
      await readBack(handle.database).query('UPDATE users SET email_verified_at = NULL WHERE id = $1', [ANA.userId]);
      const unverified = await bookings.ofAccount(ANA.userId, 50);
      expect(new Set(unverified.map((booking) => booking.groupId))).toEqual(new Set([groups[0]]));
      await readBack(handle.database).query('UPDATE users SET email_verified_at = now() WHERE id = $1', [ANA.userId]);
      const verified = await bookings.ofAccount(ANA.userId, 50);
      expect(new Set(verified.map((booking) => booking.groupId))).toEqual(new Set([groups[0], groups[1]]));
      const [first] = verified;
      expect([first?.companyName, first?.serviceName, first?.professionalName].every((text) => text !== '')).toBe(true);
      expect(first?.location.countryCode).toMatch(/^[a-z]{2}$/);
      expect(verified.map((booking) => booking.start)).toEqual(
        [...verified.map((booking) => booking.start)].sort((a, b) => b - a),
      );
    });

    it('bounds the confirmations it reads, cutting none in half', async () => {
      const bookings = await sqlAccountBookings(handle.database).ofAccount(ANA.userId, 1);
      expect(new Set(bookings.map((booking) => booking.groupId)).size).toBe(1);
      const [{ count } = { count: 0 }] = await readBack(handle.database).query<{ count: number }>(
        'SELECT count(*)::integer AS count FROM bookings WHERE group_id = $1',
        [bookings[0]?.groupId],
      );
      expect(bookings).toHaveLength(count);
    });

    it('erases an account with its sessions, codes, mailed links and their mails, untying its bookings and keeping them', async () => {
      const db = readBack(handle.database);
      const [user] = await db.query<{ id: number }>(
        "INSERT INTO users (email, first_name) VALUES ('borrar@correo.example', 'Borrar') RETURNING id",
      );
      const userId = user?.id ?? 0;
      await db.query(
        `INSERT INTO user_sessions (token_digest, user_id, created_at, expires_at)
         VALUES (sha256('erase-me'), $1, now(), now() + interval '1 day')`,
        [userId],
      );
      await db.query(
        `INSERT INTO account_links (secret_digest, purpose, user_id, new_email, created_at, expires_at)
         VALUES (sha256('erase-link'), 'change_email', $1, 'nuevo@correo.example', now(), now() + interval '1 day')`,
        [userId],
      );
      await db.query(
        `INSERT INTO notification_outbox (kind, user_id, payload, available_at)
         VALUES ('account_mail', $1, '{}'::jsonb, '-infinity'::timestamptz)`,
        [userId],
      );
      await db.query('UPDATE booking_groups SET user_id = $1 WHERE id = $2', [userId, groups[1]]);
      await sqlAccountErasure(handle.database).erase(userId);
      const left = await db.query<{ users: number; sessions: number; links: number; mails: number; kept: number }>(
        `SELECT (SELECT count(*)::integer FROM users WHERE id = $1) AS users,
                (SELECT count(*)::integer FROM user_sessions WHERE user_id = $1) AS sessions,
                (SELECT count(*)::integer FROM account_links WHERE user_id = $1) AS links,
                (SELECT count(*)::integer FROM notification_outbox WHERE user_id = $1) AS mails,
                (SELECT count(*)::integer FROM booking_groups WHERE id = $2 AND user_id IS NULL) AS kept`,
        [userId, groups[1]],
      );
      expect(left.map((row) => [row.users, row.sessions, row.links, row.mails, row.kept])).toEqual([[0, 0, 0, 0, 1]]);
    });

    it('keeps and reads back an account’s details, language included', async () => {
      const details = sqlAccountDetails(handle.database);
      const changed = {
        firstName: 'Ana María',
        lastName: 'Pérez',
        phone: null,
        identificationNumber: 'AB123456',
        language: 'en' as const,
      };
      await details.update(ANA.userId, changed);
      expect(await details.read(ANA.userId)).toEqual(changed);
      expect(await details.read(2 ** 30)).toBeUndefined();
    });
  });
});
