import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dispatchNotifications, type DispatchSettings } from '#application/notification/dispatch-notifications';
import type { Bookings, NewBooking, NewBookingGroup } from '#application/ports/server/bookings';
import type { Clock } from '#application/ports/shared/clock';
import type { NotificationOutbox } from '#application/ports/server/notification-outbox';
import { recordingMailSender } from '#application/notification/recording-mail-sender.test-support';
import { addMinutes, type Instant } from '#domain/calendar/instant';
import type { ProviderId, ServiceId } from '#domain/catalog/service';
import type { BookingNotice } from '#domain/notification/booking-notice';
import { DEMO_BOOKING, DEMO_MEMBERSHIP } from './demo/demo-bookings';
import { DEMO_COMPANY, DEMO_LOCATION, DEMO_PROVIDER, DEMO_SERVICE } from './demo/demo-ids';
import { DEMO_CLIENT } from './demo/demo-accounts-and-reviews';
import { seededDatabase } from './demo/demo-databases.test-support';
import { sqlBookings } from './sql-bookings';
import { aesGcmCodeSealer, aesGcmGiftCardCodeSealer, DEV_LINK_KEY } from '../security/aes-gcm-code-sealer';
import type { SqlDatabase } from './sql-database';
import { enqueueBookingNotification, sqlNotificationOutbox } from './sql-outbox';
import { testEngines, type TestDatabase } from './test-databases.test-support';
import { aBooking, aGroup } from './new-booking-groups.test-support';
import { reactMailRenderer } from '../mail/react-mail-renderer';
import { readBack } from './read-back.test-support';
import { dispatchMailWords } from '#i18n/dispatch-mail-words';

// The notifications' outbox (issue 8 Notifications; docs/adr/0044), on PGlite and on PostgreSQL:
// the mail is owed in the very transaction that books, cancels or moves, and dispatchers — two
// server processes on PostgreSQL — send each owed mail once, retrying and then giving up.

const engines = await testEngines();
// Codes sealed as the server seals them, under the development key (docs/adr/0065).
const codeSealer = aesGcmCodeSealer(DEV_LINK_KEY);
const giftCardCodeSealer = aesGcmGiftCardCodeSealer(DEV_LINK_KEY);

const at = (iso: string) => Date.parse(iso) as Instant;

let made = 0;
/** A group of one 45-minute booking at `start`, for a client of her own who typed markup into her name. */
function aGroupAt(
  start: string,
  overrides: Partial<NewBooking> = {},
  email: string | null = 'ana.perez@correo.example',
): NewBookingGroup {
  made += 1;
  const group = aGroup([aBooking({ start: at(start), end: addMinutes(at(start), 45), ...overrides })]);
  // Her own phone and id, so a client without email finds no earlier one who has it.
  return {
    ...group,
    client: {
      ...group.client,
      firstName: 'Ana <b>',
      email,
      phone: `+5690000${String(made).padStart(4, '0')}`,
      identificationNumber: `outbox-${String(made)}`,
    },
  };
}

interface OutboxRow {
  readonly id: string;
  readonly kind: string;
  readonly booking_group_id: number;
  readonly payload: BookingNotice;
  readonly attempts: number;
  readonly sent: boolean;
  readonly failed: boolean;
  readonly last_error: string | null;
}

const rowsOf = (database: SqlDatabase, groupId: number) =>
  readBack(database).query<OutboxRow>(
    `SELECT id::text, kind, booking_group_id, payload, attempts, sent_at IS NOT NULL AS sent, failed_at IS NOT NULL AS failed, last_error
     FROM notification_outbox WHERE booking_group_id = $1 ORDER BY notification_outbox.id`,
    [groupId],
  );

/** A clock the test moves; it starts at the database's now, since rows fall due by the database's clock. */
function movableClock(start: Instant): Clock & { advance(minutes: number): void } {
  let now = start;
  return {
    now: () => now,
    advance(minutes) {
      now = addMinutes(now, minutes);
    },
  };
}

const settings: DispatchSettings = {
  calendarOwner: { email: 'reservas@reserva.example' },
  storefrontOrigin: () => 'https://reservas.example',
  ...dispatchMailWords,
  batchSize: 50,
  leaseMinutes: 10,
  policy: { maxAttempts: 3, firstDelayMinutes: 1, maxDelayMinutes: 60 },
};

describe.each(engines)('the notifications’ outbox on $name', (engine) => {
  describe.skipIf(engine.unavailable !== undefined)(`on ${engine.name}`, () => {
    let handle: TestDatabase;
    let bookings: Bookings;
    let outbox: NotificationOutbox;
    let groupOf: (bookingId: number) => Promise<number>;

    beforeAll(async () => {
      handle = await seededDatabase(engine);
      // The client's mails only: what the business is told beside them is sql-business-notices.test.ts's.
      await handle.database.query('UPDATE companies SET notify_business = false');
      bookings = sqlBookings(handle.database, codeSealer);
      outbox = sqlNotificationOutbox(handle.database);
      groupOf = async (bookingId) =>
        (
          await readBack(handle.database).query<{ group_id: number }>('SELECT group_id FROM bookings WHERE id = $1', [
            bookingId,
          ])
        )[0]?.group_id ?? 0;
    }, 60_000);

    afterAll(async () => {
      await handle.dispose();
    });

    // Each test dispatches only what it made: earlier tests' rows are out of the way.
    beforeEach(async () => {
      await handle.database.query(
        'UPDATE notification_outbox SET sent_at = now() WHERE sent_at IS NULL AND failed_at IS NULL',
      );
    });

    // Rounded up to the millisecond, so rows written before it, to the microsecond, are due at it.
    const databaseNow = async () =>
      Number(
        (
          await readBack(handle.database).query<{ now: number }>(
            'SELECT ceil(extract(epoch FROM now()) * 1000)::float8 AS now',
          )
        )[0]?.now,
      ) as Instant;

    it('owes a confirmation mail with the booking made confirmed, in its transaction', async () => {
      const created = (await bookings.create(aGroupAt('2026-12-14T13:00:00Z')))._unsafeUnwrap();
      const [row, ...more] = await rowsOf(handle.database, await groupOf(created.bookingId));
      expect(more).toEqual([]);
      expect(row).toMatchObject({ kind: 'booking_confirmed', attempts: 0, sent: false, failed: false });
      expect(row?.payload).toMatchObject({
        kind: 'confirmed',
        client: { fullName: 'Ana <b> Pérez', email: 'ana.perez@correo.example' },
        location: { name: expect.any(String) as string, timeZone: 'America/Santiago', countryCode: 'cl' },
        bookings: [{ id: created.bookingId, status: 'confirmed', start: at('2026-12-14T13:00:00Z'), modifications: 0 }],
      });
    });

    it('keeps in the notice what its mail shows and links to: the client’s language, the company, its limits, the group, each price as shown and each code sealed (issue 18)', async () => {
      const group = aGroupAt('2026-12-22T13:00:00Z');
      const second = aBooking({ start: at('2026-12-22T14:00:00Z'), end: at('2026-12-22T14:45:00Z'), price: 1234.5 });
      const created = (
        await bookings.create({ ...group, language: 'en', bookings: [...group.bookings, second] })
      )._unsafeUnwrap();
      const [row] = await rowsOf(handle.database, await groupOf(created.bookingId));
      const notice = row?.payload;
      expect(notice).toMatchObject({
        language: 'en',
        company: { name: 'Salón Aurora', colour: '#b0476b' },
        locationId: DEMO_LOCATION.providencia,
        policy: {
          cancellationLimitHours: expect.any(Number) as number,
          maxModifications: expect.any(Number) as number,
        },
      });
      const [one, two] = created.bookings;
      expect(notice?.bookings.map((booking) => [booking.id, booking.price, booking.clientConfirmed])).toEqual([
        [one?.id, '$18.000', false],
        [two?.id, '$1.234,50', false],
      ]);
      expect(notice?.groupBookings?.map((booking) => [booking.id, booking.status, booking.clientConfirmed])).toEqual([
        [one?.id, 'confirmed', false],
        [two?.id, 'confirmed', false],
      ]);
      for (const [index, made] of created.bookings.entries()) {
        const sealed = notice?.bookings[index]?.sealedCode ?? '';
        expect(sealed).not.toContain(made.confirmationCode);
        expect(codeSealer.open(Buffer.from(sealed, 'base64url'), made.id)).toBe(made.confirmationCode);
      }
      expect(JSON.stringify(notice)).not.toContain(created.bookings[0]?.confirmationCode);
    });

    it('keeps in the notice the plan that pays each booking, and what the plans cover and what is left to pay (issue 29 item 11)', async () => {
      const cleaning = aBooking({
        serviceId: DEMO_SERVICE.dentalCleaning as ServiceId,
        providerId: DEMO_PROVIDER.paula as ProviderId,
        start: at('2026-12-23T12:00:00Z'),
        end: at('2026-12-23T12:45:00Z'),
        price: 35000,
        paymentMembershipId: DEMO_MEMBERSHIP.rosaCleanings,
      });
      const created = (
        await bookings.create(
          aGroup([cleaning], {
            locationId: DEMO_LOCATION.nunoa,
            companyId: DEMO_COMPANY.clinic,
            recognisedClientId: DEMO_CLIENT.rosa,
          }),
        )
      )._unsafeUnwrap();
      const [row] = await rowsOf(handle.database, await groupOf(created.bookingId));
      expect(row?.payload.bookings.map((booking) => [booking.price, booking.planName])).toEqual([
        ['$35.000', 'Plan limpiezas 2 al año'],
      ]);
      expect(row?.payload.planPayment).toEqual({
        planNames: ['Plan limpiezas 2 al año'],
        covered: '$35.000',
        leftToPay: '$0',
      });
    });

    it('writes the notice in the location country’s language when the client named none of ours', async () => {
      const created = (await bookings.create(aGroupAt('2026-12-22T16:00:00Z')))._unsafeUnwrap();
      const [row] = await rowsOf(handle.database, await groupOf(created.bookingId));
      expect(row?.payload.language).toBe('es');
    });

    it('owes nothing for a booking waiting for its payment, a client without email, or a create the database refused', async () => {
      const pending = (
        await bookings.create(aGroupAt('2026-12-14T15:00:00Z', { status: 'pending_payment' }))
      )._unsafeUnwrap();
      expect(await rowsOf(handle.database, await groupOf(pending.bookingId))).toEqual([]);
      const anonymous = (await bookings.create(aGroupAt('2026-12-14T17:00:00Z', {}, null)))._unsafeUnwrap();
      expect(await rowsOf(handle.database, await groupOf(anonymous.bookingId))).toEqual([]);
      const [before] = await readBack(handle.database).query<{ n: number }>(
        'SELECT count(*)::int AS n FROM notification_outbox',
      );
      expect((await bookings.create(aGroupAt('2026-12-14T13:15:00Z'))).isErr()).toBe(true);
      expect(
        await readBack(handle.database).query<{ n: number }>('SELECT count(*)::int AS n FROM notification_outbox'),
      ).toEqual([before]);
    });

    it('owes the confirmation mail once a payment confirms a booking that waited for it, in the payment’s transaction', async () => {
      const pending = (
        await bookings.create(aGroupAt('2026-12-14T19:00:00Z', { status: 'pending_payment' }))
      )._unsafeUnwrap();
      const groupId = await groupOf(pending.bookingId);
      // What the payments code does when a payment is approved.
      await handle.database.transaction(async (transaction) => {
        await transaction.query("UPDATE bookings SET status = 'confirmed' WHERE group_id = $1", [groupId]);
        expect(
          await enqueueBookingNotification(transaction, {
            kind: 'confirmed',
            groupId,
            bookingIds: [pending.bookingId],
          }),
        ).toBe(true);
      });
      expect(
        (await rowsOf(handle.database, groupId)).map((row) => [
          row.kind,
          row.payload.bookings.map((booking) => booking.status),
        ]),
      ).toEqual([['booking_confirmed', ['confirmed']]]);
      // Rolled back with the payment's transaction, it is owed no more.
      const other = (
        await bookings.create(aGroupAt('2026-12-14T21:00:00Z', { status: 'pending_payment' }))
      )._unsafeUnwrap();
      const otherGroup = await groupOf(other.bookingId);
      await expect(
        handle.database.transaction(async (transaction) => {
          await enqueueBookingNotification(transaction, {
            kind: 'confirmed',
            groupId: otherGroup,
            bookingIds: [other.bookingId],
          });
          throw new Error('the payment did not match');
        }),
      ).rejects.toThrow('the payment did not match');
      expect(await rowsOf(handle.database, otherGroup)).toEqual([]);
    });

    it('owes a cancellation mail for a confirmed booking cancelled, once, and none for one given up before its payment', async () => {
      const created = (await bookings.create(aGroupAt('2026-12-15T13:00:00Z')))._unsafeUnwrap();
      const group = await bookings.groupByAccessToken(created.bookingId, created.accessToken);
      const booking = group?.bookings[0];
      if (group === undefined || booking === undefined) throw new Error('the booking was not found');
      const cancelled = { ...booking, status: 'cancelled' as const, cancelledAt: at('2026-12-01T12:00:00Z') };
      await bookings.saveLifecycle([cancelled]);
      await bookings.saveLifecycle([cancelled]);
      expect(
        (await rowsOf(handle.database, group.id)).map((row) => [
          row.kind,
          row.payload.bookings.map((each) => each.status),
        ]),
      ).toEqual([
        ['booking_confirmed', ['confirmed']],
        ['booking_cancelled', ['cancelled']],
      ]);
      const pending = (
        await bookings.create(aGroupAt('2026-12-15T15:00:00Z', { status: 'pending_payment' }))
      )._unsafeUnwrap();
      const pendingBooking = (await bookings.groupByAccessToken(pending.bookingId, pending.accessToken))?.bookings[0];
      if (pendingBooking === undefined) throw new Error('the pending booking was not found');
      await bookings.saveLifecycle([
        { ...pendingBooking, status: 'cancelled', cancelledAt: at('2026-12-01T12:00:00Z') },
      ]);
      expect(await rowsOf(handle.database, await groupOf(pending.bookingId))).toEqual([]);
    });

    it('owes a change mail for a move, with the new time and count, and none for a move refused', async () => {
      const created = (await bookings.create(aGroupAt('2026-12-16T13:00:00Z')))._unsafeUnwrap();
      const move = (start: string, modificationsBefore: number) =>
        bookings.reschedule({
          bookingId: created.bookingId,
          providerId: DEMO_PROVIDER.camila as ProviderId,
          start: at(start),
          end: addMinutes(at(start), 45),
          modificationsBefore,
        });
      expect((await move('2026-12-16T14:00:00Z', 0)).isOk()).toBe(true);
      expect((await move('2026-12-16T15:00:00Z', 0)).isErr()).toBe(true);
      const rows = await rowsOf(handle.database, await groupOf(created.bookingId));
      expect(rows.map((row) => row.kind)).toEqual(['booking_confirmed', 'booking_moved']);
      expect(rows[1]?.payload.bookings).toEqual([
        expect.objectContaining({ start: at('2026-12-16T14:00:00Z'), modifications: 1 }),
      ]);
    });

    it('sends each owed mail once, escaping what the client typed, and marks it sent', async () => {
      const created = (await bookings.create(aGroupAt('2026-12-17T13:00:00Z')))._unsafeUnwrap();
      const sender = recordingMailSender();
      const clock = movableClock(await databaseNow());
      const dispatch = dispatchNotifications(
        {
          notificationOutbox: outbox,
          mailSender: sender,
          mailRenderer: reactMailRenderer,
          clock,
          codeSealer,
          giftCardCodeSealer,
        },
        settings,
      );
      expect((await dispatch())._unsafeUnwrap()).toEqual({ sent: 1, retried: 0, givenUp: 0 });
      expect((await dispatch())._unsafeUnwrap()).toEqual({ sent: 0, retried: 0, givenUp: 0 });
      expect(sender.sent.map((mail) => [mail.to.email, mail.subject, mail.calendar?.method])).toEqual([
        ['ana.perez@correo.example', 'Salón Aurora: tu reserva del jue 17 dic, 10:00', 'REQUEST'],
      ]);
      expect(sender.sent[0]?.html).toContain('Hola Ana &lt;b&gt; Pérez:');
      expect(await rowsOf(handle.database, await groupOf(created.bookingId))).toEqual([
        expect.objectContaining({ attempts: 1, sent: true, failed: false }),
      ]);
    });

    it('mails a client who booked in English in English at a location in Chile, linking by the code its sealed form opens to (issue 18)', async () => {
      const group = aGroupAt('2026-12-23T13:00:00Z');
      const created = (await bookings.create({ ...group, language: 'en' }))._unsafeUnwrap();
      const sender = recordingMailSender();
      const dispatch = dispatchNotifications(
        {
          notificationOutbox: outbox,
          mailSender: sender,
          mailRenderer: reactMailRenderer,
          clock: movableClock(await databaseNow()),
          codeSealer,
          giftCardCodeSealer,
        },
        settings,
      );
      expect((await dispatch())._unsafeUnwrap()).toEqual({ sent: 1, retried: 0, givenUp: 0 });
      const [mail] = sender.sent;
      const code = encodeURIComponent(created.bookings[0]?.confirmationCode ?? '');
      expect(mail?.language).toBe('en');
      expect(mail?.subject).toBe('Salón Aurora: your booking on Wed 23 Dec, 10:00');
      expect(mail?.text).toContain(`See your booking: https://reservas.example/cl/bookings/view/${code}`);
      expect(mail?.html).toContain(`href="https://reservas.example/cl/bookings/cancel/${code}"`);
    });

    it('mails its links to nobody else: a server with another link key sends the mail without them', async () => {
      (await bookings.create(aGroupAt('2026-12-23T15:00:00Z')))._unsafeUnwrap();
      const sender = recordingMailSender();
      const dispatch = dispatchNotifications(
        {
          notificationOutbox: outbox,
          mailSender: sender,
          mailRenderer: reactMailRenderer,
          clock: movableClock(await databaseNow()),
          codeSealer: aesGcmCodeSealer('another-installation-link-key-0123456789'),
          giftCardCodeSealer,
        },
        settings,
      );
      expect((await dispatch())._unsafeUnwrap()).toEqual({ sent: 1, retried: 0, givenUp: 0 });
      expect(sender.sent[0]?.language).toBe('es');
      expect(sender.sent[0]?.text).not.toContain('/bookings/');
    });

    it('tries a refused mail again after a wait, then gives it up with the last error', async () => {
      const created = (await bookings.create(aGroupAt('2026-12-18T13:00:00Z')))._unsafeUnwrap();
      const sender = recordingMailSender();
      sender.refuseWith = '421 try later';
      const clock = movableClock(await databaseNow());
      const dispatch = dispatchNotifications(
        {
          notificationOutbox: outbox,
          mailSender: sender,
          mailRenderer: reactMailRenderer,
          clock,
          codeSealer,
          giftCardCodeSealer,
        },
        settings,
      );
      expect((await dispatch())._unsafeUnwrap()).toEqual({ sent: 0, retried: 1, givenUp: 0 });
      // Not due again until a minute has passed.
      expect((await dispatch())._unsafeUnwrap()).toEqual({ sent: 0, retried: 0, givenUp: 0 });
      clock.advance(1);
      expect((await dispatch())._unsafeUnwrap()).toEqual({ sent: 0, retried: 1, givenUp: 0 });
      clock.advance(1);
      expect((await dispatch())._unsafeUnwrap()).toEqual({ sent: 0, retried: 0, givenUp: 0 });
      clock.advance(1);
      expect((await dispatch())._unsafeUnwrap()).toEqual({ sent: 0, retried: 0, givenUp: 1 });
      clock.advance(120);
      expect((await dispatch())._unsafeUnwrap()).toEqual({ sent: 0, retried: 0, givenUp: 0 });
      expect(await rowsOf(handle.database, await groupOf(created.bookingId))).toEqual([
        expect.objectContaining({ attempts: 3, sent: false, failed: true, last_error: '421 try later' }),
      ]);
    });

    it('lets a dispatcher whose clock is a day behind the database’s claim a mail owed just now (a pinned test clock, ADR 0047)', async () => {
      const created = (await bookings.create(aGroupAt('2026-12-21T15:00:00Z')))._unsafeUnwrap();
      const dayBehind = addMinutes(await databaseNow(), -24 * 60);
      const claimed = await outbox.claimDue(dayBehind, 10, addMinutes(dayBehind, 10));
      const [claim] = claimed;
      if (claim === undefined) throw new Error('nothing was claimed');
      await outbox.markSent(claim, dayBehind);
      expect(await rowsOf(handle.database, await groupOf(created.bookingId))).toEqual([
        expect.objectContaining({ attempts: 1, sent: true }),
      ]);
    });

    it('claims a mail again only once its lease ran out, and ignores what the stalled claim records afterwards', async () => {
      const created = (await bookings.create(aGroupAt('2026-12-19T13:00:00Z')))._unsafeUnwrap();
      const now = await databaseNow();
      const [first] = await outbox.claimDue(now, 10, addMinutes(now, 10));
      if (first === undefined) throw new Error('nothing was claimed');
      expect(await outbox.claimDue(addMinutes(now, 9), 10, addMinutes(now, 19))).toEqual([]);
      const [second] = await outbox.claimDue(addMinutes(now, 10), 10, addMinutes(now, 20));
      expect(second).toMatchObject({ id: first.id, attempt: 2 });
      await outbox.markSent(first, addMinutes(now, 11));
      expect(await rowsOf(handle.database, await groupOf(created.bookingId))).toEqual([
        expect.objectContaining({ attempts: 2, sent: false }),
      ]);
      if (second === undefined) throw new Error('nothing was claimed again');
      await outbox.markSent(second, addMinutes(now, 11));
      expect(await rowsOf(handle.database, await groupOf(created.bookingId))).toEqual([
        expect.objectContaining({ attempts: 2, sent: true }),
      ]);
    });

    it('claims no more than the batch it asks for when hundreds are owed, before the table’s statistics know of them', async () => {
      (await bookings.create(aGroupAt('2026-12-24T13:00:00Z')))._unsafeUnwrap();
      // As after a mail server's outage on a new database: three hundred owed at once, written
      // after the statistics were last taken, when the table was empty.
      const [owed] = await readBack(handle.database).query<{ kind: string; booking_group_id: number; payload: string }>(
        'SELECT kind, booking_group_id, payload::text AS payload FROM notification_outbox ORDER BY id DESC LIMIT 1',
      );
      await handle.database.query('DELETE FROM notification_outbox');
      await handle.database.query('VACUUM ANALYZE notification_outbox');
      await handle.database.query(
        `INSERT INTO notification_outbox (kind, booking_group_id, payload)
         SELECT $1, $2, $3::jsonb FROM generate_series(1, 300)`,
        [owed?.kind, owed?.booking_group_id, owed?.payload],
      );
      const [first] = await readBack(handle.database).query<{ id: string }>(
        'SELECT min(id)::text AS id FROM notification_outbox',
      );
      const now = await databaseNow();
      const claimed = await outbox.claimDue(now, 20, addMinutes(now, 10));
      expect(claimed).toHaveLength(20);
      const [leased] = await readBack(handle.database).query<{ n: number }>(
        'SELECT count(*)::int AS n FROM notification_outbox WHERE sent_at IS NULL AND locked_until IS NOT NULL',
      );
      expect(leased?.n).toBe(20);
      // The oldest owed go first.
      const ids = claimed.map((claim) => claim.id);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      expect(ids[0]).toBe(Number(first?.id));
    });

    it('gives up at once a payload that is not a notice', async () => {
      await handle.database.query(
        `INSERT INTO notification_outbox (kind, booking_group_id, payload) VALUES ('booking_confirmed', $1, '{"kind":"confirmed"}')`,
        [DEMO_BOOKING.cutAndShave.groupId],
      );
      const sender = recordingMailSender();
      const dispatch = dispatchNotifications(
        {
          notificationOutbox: outbox,
          mailSender: sender,
          mailRenderer: reactMailRenderer,
          clock: movableClock(await databaseNow()),
          codeSealer,
          giftCardCodeSealer,
        },
        settings,
      );
      expect((await dispatch())._unsafeUnwrap()).toEqual({ sent: 0, retried: 0, givenUp: 1 });
      expect(sender.sent).toEqual([]);
    });

    it('lets two dispatchers at once (on two connections on PostgreSQL) send every mail exactly once', async () => {
      (await bookings.create(aGroupAt('2026-12-20T13:00:00Z')))._unsafeUnwrap();
      // Forty copies of that confirmation, owed at once.
      const [last] = await readBack(handle.database).query<{ id: string }>(
        'SELECT max(id)::text AS id FROM notification_outbox',
      );
      await handle.database.query(
        `INSERT INTO notification_outbox (kind, booking_group_id, payload)
         SELECT kind, booking_group_id, payload FROM notification_outbox, generate_series(1, 39) WHERE id = $1`,
        [last?.id],
      );
      // Closed with the test database. PGlite has one connection: there the two interleave on it.
      const another = engine.name === 'PostgreSQL' ? await handle.openAnother() : handle.database;
      const clock = movableClock(await databaseNow());
      const senders = [recordingMailSender(), recordingMailSender()];
      const small = { ...settings, batchSize: 3 };
      const dispatchers = [
        dispatchNotifications(
          {
            notificationOutbox: outbox,
            mailSender: senders[0] ?? recordingMailSender(),
            mailRenderer: reactMailRenderer,
            clock,
            codeSealer,
            giftCardCodeSealer,
          },
          small,
        ),
        dispatchNotifications(
          {
            notificationOutbox: sqlNotificationOutbox(another),
            mailSender: senders[1] ?? recordingMailSender(),
            mailRenderer: reactMailRenderer,
            clock,
            codeSealer,
            giftCardCodeSealer,
          },
          small,
        ),
      ];
      // Both keep claiming at once until neither finds anything left.
      const drain = async (dispatch: (typeof dispatchers)[number]) => {
        let sent = 0;
        for (;;) {
          const report = (await dispatch())._unsafeUnwrap();
          if (report.sent === 0) return sent;
          sent += report.sent;
        }
      };
      const [a, b] = await Promise.all(dispatchers.map(drain));
      expect((a ?? 0) + (b ?? 0)).toBe(40);
      expect(senders.flatMap((sender) => sender.sent)).toHaveLength(40);
      const [counts] = await readBack(handle.database).query<{ sent: number; claimed_twice: number }>(
        'SELECT count(*) FILTER (WHERE sent_at IS NOT NULL)::int AS sent, count(*) FILTER (WHERE attempts <> 1)::int AS claimed_twice FROM notification_outbox WHERE id >= $1',
        [last?.id],
      );
      expect(counts).toEqual({ sent: 40, claimed_twice: 0 });
    });
  });
});
