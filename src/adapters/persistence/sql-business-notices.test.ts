import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dispatchNotifications } from '#application/notification/dispatch-notifications';
import { recordingMailSender } from '#application/notification/recording-mail-sender.test-support';
import type { Bookings, NewBookingGroup } from '#application/ports/server/bookings';
import { addMinutes, type Instant } from '#domain/calendar/instant';
import type { ProviderId } from '#domain/catalog/service';
import type { BusinessNotice } from '#domain/notification/booking-notice';
import { reactMailRenderer } from '../mail/react-mail-renderer';
import { aesGcmCodeSealer, aesGcmGiftCardCodeSealer, DEV_LINK_KEY } from '../security/aes-gcm-code-sealer';
import { DEMO_COMPANY, DEMO_LOCATION, DEMO_PROVIDER } from './demo/demo-ids';
import { seededDatabase } from './demo/demo-databases.test-support';
import { aBooking, aGroup } from './new-booking-groups.test-support';
import { readBack } from './read-back.test-support';
import { sqlBookings } from './sql-bookings';
import type { SqlDatabase } from './sql-database';
import { enqueueBookingNotification, sqlNotificationOutbox } from './sql-outbox';
import { testEngines, type TestDatabase } from './test-databases.test-support';
import { dispatchMailWords } from '#i18n/dispatch-mail-words';

// The business is told (issue 18; docs/adr/0067), on PGlite and on PostgreSQL: beside the client's
// mail of a booking booked, moved or cancelled, in the same transaction, a notice to the location's
// email with the booker's contact details and notes — unless the company turned it off or the
// location has no email; a booking waiting for its payment is told when the payment confirms it.

const engines = await testEngines();
const at = (iso: string) => Date.parse(iso) as Instant;

let made = 0;
function aGroupAt(
  start: string,
  overrides: Partial<NewBookingGroup> = {},
  status: 'confirmed' | 'pending_payment' = 'confirmed',
) {
  made += 1;
  const group = aGroup([aBooking({ start: at(start), end: addMinutes(at(start), 45), status })], overrides);
  return {
    ...group,
    notes: 'Alérgica al <tinte>',
    client: {
      ...group.client,
      phone: `+5691111${String(made).padStart(4, '0')}`,
      identificationNumber: `business-${String(made)}`,
    },
  };
}

const businessRows = (database: SqlDatabase, groupId: number) =>
  readBack(database).query<{ kind: string; payload: BusinessNotice }>(
    `SELECT kind, payload FROM notification_outbox WHERE booking_group_id = $1 AND kind = 'business_notice' ORDER BY id`,
    [groupId],
  );

describe.each(engines)('the business told of its bookings on $name', (engine) => {
  describe.skipIf(engine.unavailable !== undefined)(`on ${engine.name}`, () => {
    let handle: TestDatabase;
    let bookings: Bookings;
    const groupOf = async (bookingId: number) =>
      (
        await readBack(handle.database).query<{ group_id: number }>('SELECT group_id FROM bookings WHERE id = $1', [
          bookingId,
        ])
      )[0]?.group_id ?? 0;

    beforeAll(async () => {
      handle = await seededDatabase(engine);
      bookings = sqlBookings(handle.database, aesGcmCodeSealer(DEV_LINK_KEY));
    }, 60_000);

    afterAll(async () => {
      await handle.dispose();
    });

    beforeEach(async () => {
      await handle.database.query('UPDATE companies SET notify_business = true');
      await handle.database.query(
        'UPDATE notification_outbox SET sent_at = now() WHERE sent_at IS NULL AND failed_at IS NULL',
      );
    });

    it('tells the location of a booking booked, with the booker’s contact details and notes, beside the client’s mail', async () => {
      const created = (await bookings.create(aGroupAt('2026-12-14T13:00:00Z')))._unsafeUnwrap();
      const groupId = await groupOf(created.bookingId);
      const kinds = await readBack(handle.database).query<{ kind: string }>(
        'SELECT kind FROM notification_outbox WHERE booking_group_id = $1 ORDER BY id',
        [groupId],
      );
      expect(kinds.map((row) => row.kind).sort()).toEqual(['booking_confirmed', 'business_notice']);
      const [row] = await businessRows(handle.database, groupId);
      expect(row?.payload).toMatchObject({
        kind: 'business',
        change: 'booked',
        to: { name: 'Providencia', email: 'providencia@salon-aurora.example' },
        booker: {
          fullName: 'Ana Pérez',
          email: 'ana.perez@correo.example',
          phone: expect.stringMatching(/^\+5691111/) as string,
          identificationNumber: expect.stringMatching(/^business-/) as string,
        },
        notes: 'Alérgica al <tinte>',
        bookings: [{ id: created.bookingId, status: 'confirmed' }],
      });
    });

    it('writes the location’s mail in its country’s language, escaping what the booker typed', async () => {
      (await bookings.create(aGroupAt('2026-12-14T15:00:00Z')))._unsafeUnwrap();
      const sender = recordingMailSender();
      const now = Number(
        (
          await readBack(handle.database).query<{ now: number }>(
            'SELECT ceil(extract(epoch FROM now()) * 1000)::float8 AS now',
          )
        )[0]?.now,
      ) as Instant;
      const dispatch = dispatchNotifications(
        {
          notificationOutbox: sqlNotificationOutbox(handle.database),
          mailSender: sender,
          mailRenderer: reactMailRenderer,
          clock: { now: () => now },
          codeSealer: aesGcmCodeSealer(DEV_LINK_KEY),
          giftCardCodeSealer: aesGcmGiftCardCodeSealer(DEV_LINK_KEY),
        },
        {
          calendarOwner: { email: 'reservas@reserva.example' },
          storefrontOrigin: () => 'https://reservas.example',
          ...dispatchMailWords,
          batchSize: 50,
        },
      );
      await dispatch();
      const toBusiness = sender.sent.filter((mail) => mail.to.email === 'providencia@salon-aurora.example');
      expect(toBusiness.map((mail) => mail.subject)).toEqual(['Nueva reserva: Ana Pérez']);
      expect(toBusiness[0]?.language).toBe('es');
      expect(toBusiness[0]?.text).toContain('Notas: Alérgica al <tinte>');
      expect(toBusiness[0]?.html).toContain('Alérgica al &lt;tinte&gt;');
      expect(toBusiness[0]?.calendar).toBeNull();
    });

    it('tells the location of a move and of a cancellation', async () => {
      const created = (await bookings.create(aGroupAt('2026-12-15T13:00:00Z')))._unsafeUnwrap();
      const groupId = await groupOf(created.bookingId);
      const moved = await bookings.reschedule({
        bookingId: created.bookingId,
        providerId: DEMO_PROVIDER.camila as ProviderId,
        start: at('2026-12-15T16:00:00Z'),
        end: at('2026-12-15T16:45:00Z'),
        modificationsBefore: 0,
      });
      expect(moved.isOk()).toBe(true);
      const group = await bookings.groupByAccessToken(created.bookingId, created.accessToken);
      const booking = group?.bookings[0];
      if (booking === undefined) throw new Error('the booking was not found');
      await bookings.saveLifecycle([{ ...booking, status: 'cancelled', cancelledAt: at('2026-12-01T12:00:00Z') }]);
      expect((await businessRows(handle.database, groupId)).map((row) => row.payload.change)).toEqual([
        'booked',
        'moved',
        'cancelled',
      ]);
    });

    it('tells the location of a booking waiting for its payment only once the payment confirms it', async () => {
      const pending = (await bookings.create(aGroupAt('2026-12-15T19:00:00Z', {}, 'pending_payment')))._unsafeUnwrap();
      const groupId = await groupOf(pending.bookingId);
      expect(await businessRows(handle.database, groupId)).toEqual([]);
      await handle.database.transaction(async (transaction) => {
        await transaction.query("UPDATE bookings SET status = 'confirmed' WHERE group_id = $1", [groupId]);
        await enqueueBookingNotification(transaction, { kind: 'confirmed', groupId, bookingIds: [pending.bookingId] });
      });
      expect((await businessRows(handle.database, groupId)).map((row) => row.payload.change)).toEqual(['booked']);
    });

    it('tells the location even when the booker left no email, and the client nothing', async () => {
      const group = aGroupAt('2026-12-16T13:00:00Z');
      const created = (await bookings.create({ ...group, client: { ...group.client, email: null } }))._unsafeUnwrap();
      const groupId = await groupOf(created.bookingId);
      const kinds = await readBack(handle.database).query<{ kind: string }>(
        'SELECT kind FROM notification_outbox WHERE booking_group_id = $1',
        [groupId],
      );
      expect(kinds.map((row) => row.kind)).toEqual(['business_notice']);
      expect((await businessRows(handle.database, groupId))[0]?.payload.booker.email).toBeNull();
    });

    it('tells nobody when the company turned it off, or the location has no email', async () => {
      await handle.database.query('UPDATE companies SET notify_business = false WHERE id = $1', [DEMO_COMPANY.salon]);
      const off = (await bookings.create(aGroupAt('2026-12-16T15:00:00Z')))._unsafeUnwrap();
      expect(await businessRows(handle.database, await groupOf(off.bookingId))).toEqual([]);
      await handle.database.query('UPDATE companies SET notify_business = true WHERE id = $1', [DEMO_COMPANY.salon]);
      const lasCondes = (
        await bookings.create(aGroupAt('2026-12-16T17:00:00Z', { locationId: DEMO_LOCATION.lasCondes }))
      )._unsafeUnwrap();
      const [location] = await readBack(handle.database).query<{ email: string | null }>(
        'SELECT email FROM locations WHERE id = $1',
        [DEMO_LOCATION.lasCondes],
      );
      expect(location?.email ?? null).toBeNull();
      expect(await businessRows(handle.database, await groupOf(lasCondes.bookingId))).toEqual([]);
    });
  });
});
