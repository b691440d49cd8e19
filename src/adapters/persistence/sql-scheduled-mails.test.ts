import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduleBookingMails } from '#application/notification/schedule-booking-mails';
import type { Bookings } from '#application/ports/server/bookings';
import type { Clock } from '#application/ports/shared/clock';
import { addMinutes, type Instant } from '#domain/calendar/instant';
import type { ProviderId } from '#domain/catalog/service';
import type { ClientNotice } from '#domain/notification/booking-notice';
import { cryptoTokenGenerator, secretDigest } from '../crypto-tokens';
import { aesGcmCodeSealer, DEV_LINK_KEY } from '../security/aes-gcm-code-sealer';
import { DEMO_LOCATION, DEMO_PROVIDER } from './demo/demo-ids';
import { seededDatabase } from './demo/demo-databases.test-support';
import { aBooking, aGroup } from './new-booking-groups.test-support';
import { readBack } from './read-back.test-support';
import { sqlBookings } from './sql-bookings';
import type { SqlDatabase } from './sql-database';
import { sqlScheduledMails } from './sql-scheduled-mails';
import { testEngines, type TestDatabase } from './test-databases.test-support';
import { scheduledMailsContract } from './scheduled-mails-contract.test-support';

// Reminders and review invitations over scheduled_mails (issue 18; docs/adr/0067), on PGlite and
// on PostgreSQL: each owed once per booking (per hour it holds, for reminders), in the transaction
// that writes its outbox row, and by two schedulers on two connections at once still once.

const engines = await testEngines();
const at = (iso: string) => Date.parse(iso) as Instant;
const sealer = aesGcmCodeSealer(DEV_LINK_KEY);

function movableClock(start: Instant): Clock & { set(to: Instant): void } {
  let now = start;
  return {
    now: () => now,
    set(to) {
      now = to;
    },
  };
}

interface OwedRow {
  readonly kind: string;
  readonly payload: ClientNotice;
}

const owedOf = (database: SqlDatabase, groupId: number) =>
  readBack(database).query<OwedRow>(
    `SELECT kind, payload FROM notification_outbox
     WHERE booking_group_id = $1 AND kind IN ('booking_reminder', 'review_invitation') ORDER BY id`,
    [groupId],
  );

describe.each(engines)('reminders and review invitations on $name', (engine) => {
  describe.skipIf(engine.unavailable !== undefined)(`on ${engine.name}`, () => {
    let handle: TestDatabase;
    let bookings: Bookings;
    const groupOf = async (bookingId: number) =>
      (
        await readBack(handle.database).query<{ group_id: number }>('SELECT group_id FROM bookings WHERE id = $1', [
          bookingId,
        ])
      )[0]?.group_id ?? 0;
    /** A confirmed 45-minute booking at `start`, made now (by the database's clock, days before it). */
    const book = async (start: string) => {
      const created = (
        await bookings.create(aGroup([aBooking({ start: at(start), end: addMinutes(at(start), 45) })]))
      )._unsafeUnwrap();
      return { ...created, groupId: await groupOf(created.bookingId) };
    };
    const scheduler = (database: SqlDatabase, clock: Clock) =>
      scheduleBookingMails({
        scheduledMails: sqlScheduledMails(database),
        clock,
        tokens: cryptoTokenGenerator,
        codeSealer: sealer,
      });

    beforeAll(async () => {
      handle = await seededDatabase(engine);
      bookings = sqlBookings(handle.database, sealer);
    }, 60_000);

    afterAll(async () => {
      await handle.dispose();
    });

    // What the in-memory fake keeps too (ADR 0097).
    describe('the scheduled mails’ contract', () => {
      const tokens = new Map<number, string>();
      let another: SqlDatabase | undefined;
      scheduledMailsContract(async () => {
        another ??= engine.name === 'PostgreSQL' ? await handle.openAnother() : handle.database;
        return {
          scheduledMails: sqlScheduledMails(handle.database),
          another: sqlScheduledMails(another),
          async book(start, end, email = true) {
            const group = aGroup([aBooking({ start, end })]);
            const created = (
              await bookings.create(email ? group : { ...group, client: { ...group.client, email: null } })
            )._unsafeUnwrap();
            tokens.set(created.bookingId, created.accessToken);
            return created.bookingId;
          },
          async cancel(bookingId) {
            const booking = (await bookings.groupByAccessToken(bookingId, tokens.get(bookingId) ?? ''))?.bookings[0];
            if (booking === undefined) throw new Error('the booking was not found');
            await bookings.saveLifecycle([
              { ...booking, status: 'cancelled', cancelledAt: at('2028-01-01T12:00:00Z') },
            ]);
          },
          async move(bookingId, start, end, modificationsBefore) {
            const moved = await bookings.reschedule({
              bookingId,
              providerId: DEMO_PROVIDER.camila as ProviderId,
              start,
              end,
              modificationsBefore,
            });
            moved._unsafeUnwrap();
          },
        };
      });
    });

    it('owes a booking’s reminder once its window opens, once, with the booking as it stands', async () => {
      const booked = await book('2027-01-11T13:00:00Z');
      const clock = movableClock(at('2027-01-10T12:59:00Z'));
      const run = scheduler(handle.database, clock);
      await run();
      expect(await owedOf(handle.database, booked.groupId)).toEqual([]);
      clock.set(at('2027-01-10T13:00:00Z'));
      await run();
      await run();
      const owed = await owedOf(handle.database, booked.groupId);
      expect(owed).toEqual([
        {
          kind: 'booking_reminder',
          payload: expect.objectContaining({
            kind: 'reminder',
            client: { fullName: 'Ana Pérez', email: 'ana.perez@correo.example' },
            bookings: [expect.objectContaining({ id: booked.bookingId, start: at('2027-01-11T13:00:00Z') })],
          }) as ClientNotice,
        },
      ]);
      const decided = await readBack(handle.database).query<{ version: number; owed: boolean }>(
        `SELECT version, outbox_id IS NOT NULL AS owed FROM scheduled_mails WHERE booking_id = $1 AND kind = 'reminder'`,
        [booked.bookingId],
      );
      expect(decided).toEqual([{ version: 0, owed: true }]);
    });

    it('owes no reminder to a booking that took its hour inside the window, and decides so once', async () => {
      const booked = await book('2027-01-12T13:00:00Z');
      // As if it had been booked two hours before it starts.
      await handle.database.query(
        `UPDATE bookings SET hour_taken_at = lower(during) - interval '2 hours' WHERE id = $1`,
        [booked.bookingId],
      );
      await scheduler(handle.database, movableClock(at('2027-01-12T12:00:00Z')))();
      expect(await owedOf(handle.database, booked.groupId)).toEqual([]);
      expect(
        await readBack(handle.database).query<{ owed: boolean }>(
          `SELECT outbox_id IS NOT NULL AS owed FROM scheduled_mails WHERE booking_id = $1`,
          [booked.bookingId],
        ),
      ).toEqual([{ owed: false }]);
    });

    it('owes a cancelled booking no reminder and no invitation', async () => {
      const booked = await book('2027-01-13T13:00:00Z');
      const group = await bookings.groupByAccessToken(booked.bookingId, booked.accessToken);
      const booking = group?.bookings[0];
      if (booking === undefined) throw new Error('the booking was not found');
      await bookings.saveLifecycle([{ ...booking, status: 'cancelled', cancelledAt: at('2026-12-20T12:00:00Z') }]);
      const clock = movableClock(at('2027-01-12T14:00:00Z'));
      await scheduler(handle.database, clock)();
      clock.set(at('2027-01-13T16:00:00Z'));
      await scheduler(handle.database, clock)();
      expect(await owedOf(handle.database, booked.groupId)).toEqual([]);
    });

    it('reminds a booking moved outside the window again, by its new hour; a move stamps when it took it, by the server’s clock', async () => {
      const booked = await book('2027-01-14T13:00:00Z');
      const clock = movableClock(at('2027-01-13T13:30:00Z'));
      await scheduler(handle.database, clock)();
      const takenAt = async () =>
        (
          await readBack(handle.database).query<{ taken: number }>(
            'SELECT floor(extract(epoch FROM hour_taken_at) * 1000)::float8 AS taken FROM bookings WHERE id = $1',
            [booked.bookingId],
          )
        )[0]?.taken;
      const moved = await bookings.reschedule({
        bookingId: booked.bookingId,
        providerId: DEMO_PROVIDER.camila as ProviderId,
        start: at('2027-01-18T13:00:00Z'),
        end: at('2027-01-18T13:45:00Z'),
        modificationsBefore: 0,
        movedAt: at('2027-01-13T14:00:00Z'),
      });
      expect(moved.isOk()).toBe(true);
      expect(await takenAt()).toBe(at('2027-01-13T14:00:00Z'));
      clock.set(at('2027-01-17T13:00:00Z'));
      await scheduler(handle.database, clock)();
      const owed = await owedOf(handle.database, booked.groupId);
      expect(owed.map((row) => row.payload.bookings[0]?.start)).toEqual([
        at('2027-01-14T13:00:00Z'),
        at('2027-01-18T13:00:00Z'),
      ]);
    });

    it('invites a review of a confirmed booking two hours after its end, with a code stored as its digest and sealed in the mail', async () => {
      const booked = await book('2027-01-15T13:00:00Z');
      const clock = movableClock(at('2027-01-15T15:44:00Z'));
      await scheduler(handle.database, clock)();
      const invitations = async () =>
        (await owedOf(handle.database, booked.groupId)).filter((row) => row.kind === 'review_invitation');
      expect(await invitations()).toEqual([]);
      clock.set(at('2027-01-15T15:45:00Z'));
      await scheduler(handle.database, clock)();
      await scheduler(handle.database, clock)();
      const [invitation, ...more] = await invitations();
      expect(more).toEqual([]);
      if (invitation?.payload.kind !== 'review_invitation') throw new Error('no invitation');
      const code = sealer.open(Buffer.from(invitation.payload.sealedReviewCode, 'base64url'), booked.bookingId);
      if (code === null) throw new Error('the sealed code does not open');
      const reviews = await readBack(handle.database).query<{
        booking_id: number;
        booked_service_name: string;
        days: number;
      }>(
        `SELECT booking_id, booked_service_name, extract(day FROM expires_at - invited_at)::int AS days
         FROM reviews WHERE code_digest = $1`,
        [secretDigest(code)],
      );
      expect(reviews).toEqual([{ booking_id: booked.bookingId, booked_service_name: 'Corte de pelo mujer', days: 30 }]);
      // The payload holds the code only sealed.
      expect(JSON.stringify(invitation.payload)).not.toContain(code);
    });

    it('reads each company’s own window, and no invitation fallen due longer ago than it would still go', async () => {
      const booked = await book('2027-02-10T13:00:00Z');
      const port = sqlScheduledMails(handle.database);
      const listed = async (read: 'remindersToDecide' | 'reviewInvitationsToDecide', now: string) =>
        (await port[read](at(now), 1_000)).some((candidate) => candidate.bookingId === booked.bookingId);
      const companyOf = `(SELECT company_id FROM locations WHERE id = ${String(DEMO_LOCATION.providencia)})`;
      const [settings] = await readBack(handle.database).query<{ reminder: number; invitation: number }>(
        `SELECT reminder_hours_before AS reminder, review_invitation_hours_after AS invitation FROM companies WHERE id = ${companyOf}`,
      );

      // 30 hours before it starts: outside a 24-hour window, inside a 48-hour one.
      expect(settings?.reminder).toBe(24);
      expect(await listed('remindersToDecide', '2027-02-09T07:00:00Z')).toBe(false);
      await handle.database.query(`UPDATE companies SET reminder_hours_before = 48 WHERE id = ${companyOf}`);
      try {
        expect(await listed('remindersToDecide', '2027-02-09T07:00:00Z')).toBe(true);
      } finally {
        await handle.database.query(`UPDATE companies SET reminder_hours_before = 24 WHERE id = ${companyOf}`);
      }
      // It ends at 13:45 and is invited two hours later, until 72 hours after that.
      expect(settings?.invitation).toBe(2);
      expect(await listed('reviewInvitationsToDecide', '2027-02-10T15:44:00Z')).toBe(false);
      expect(await listed('reviewInvitationsToDecide', '2027-02-13T15:40:00Z')).toBe(true);
      expect(await listed('reviewInvitationsToDecide', '2027-02-13T17:00:00Z')).toBe(false);
    });

    it('invites no review where the location takes none', async () => {
      const booked = await book('2027-01-16T13:00:00Z');
      await handle.database.query(`UPDATE locations SET reviews_option = 'disable' WHERE id = $1`, [
        DEMO_LOCATION.providencia,
      ]);
      try {
        await scheduler(handle.database, movableClock(at('2027-01-16T16:00:00Z')))();
      } finally {
        await handle.database.query(`UPDATE locations SET reviews_option = 'details' WHERE id = $1`, [
          DEMO_LOCATION.providencia,
        ]);
      }
      expect(await owedOf(handle.database, booked.groupId)).toEqual([]);
      expect(
        await readBack(handle.database).query<{ kind: string; owed: boolean }>(
          'SELECT kind, outbox_id IS NOT NULL AS owed FROM scheduled_mails WHERE booking_id = $1',
          [booked.bookingId],
        ),
      ).toEqual([{ kind: 'review_invitation', owed: false }]);
    });

    it('owes each reminder once when two schedulers run at once (on two connections on PostgreSQL)', async () => {
      const booked = await Promise.all(
        Array.from({ length: 8 }, (_, index) => book(`2027-02-01T${String(10 + index)}:00:00Z`)),
      );
      const another = engine.name === 'PostgreSQL' ? await handle.openAnother() : handle.database;
      // Every one's window has opened (the last starts at 17:00), none has started.
      const now = at('2027-01-31T18:00:00Z');
      await Promise.all([
        scheduler(handle.database, movableClock(now))(),
        scheduler(another, movableClock(now))(),
        scheduler(another, movableClock(now))(),
      ]);
      const rows = await readBack(handle.database).query<{ group_id: number; n: number }>(
        `SELECT booking_group_id AS group_id, count(*)::int AS n FROM notification_outbox
         WHERE kind = 'booking_reminder' AND booking_group_id = ANY($1::integer[]) GROUP BY booking_group_id`,
        [booked.map((each) => each.groupId)],
      );
      expect(rows.map((row) => [row.group_id, row.n]).sort()).toEqual(booked.map((each) => [each.groupId, 1]).sort());
    });
  });
});
