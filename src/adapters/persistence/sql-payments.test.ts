import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ok } from 'neverthrow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatchNotifications } from '#application/notification/dispatch-notifications';
import type { NewBookingGroup } from '#application/ports/server/bookings';
import type { PaymentNotification } from '#application/ports/server/payment-gateway';
import type { NewPayment, Payments } from '#application/ports/server/payments';
import type { PaymentExpiryPorts } from '#application/ports/server/payment-settlements';
import type { Transactions } from '#application/ports/server/transactions';
import { expireDuePayments } from '#application/payment/expire-pending-payments';
import type { Instant } from '#domain/calendar/instant';
import { notificationTransition } from '#domain/payment/payment-lifecycle';
import { fileMailSender } from '../mail/nodemailer-mail-senders';
import { readMime } from '../mail/mime-reader.test-support';
import { seededDatabase } from './demo/demo-databases.test-support';
import { aBooking, aGroup } from './new-booking-groups.test-support';
import { sqlBookings } from './sql-bookings';
import { aesGcmCodeSealer, aesGcmGiftCardCodeSealer, DEV_LINK_KEY } from '../security/aes-gcm-code-sealer';
import { sqlNotificationOutbox } from './sql-outbox';
import { sqlPayments } from './sql-payments';
import { sqlPaymentExpiry } from './sql-transactions';
import { testEngines, type TestDatabase } from './test-databases.test-support';
import { reactMailRenderer } from '../mail/react-mail-renderer';
import { readBack } from './read-back.test-support';
import { dispatchMailWords } from '#i18n/dispatch-mail-words';

// The payments' SQL adapter (migration 0010; ADR 0042) on PGlite and PostgreSQL; on PostgreSQL
// over several connections, as several server processes share it: five identical notifications
// at once apply once, two expiry jobs at once expire each payment once — and owe its client one
// mail saying the hour was released, which two dispatchers send once —, two creates for one
// client cannot both pass the pending cap, and a refused card keeps the hold until another card
// pays or the payment expires (ADR 0075).

const engines = await testEngines();
// Codes sealed as the server seals them, under the development key (docs/adr/0065).
const codeSealer = aesGcmCodeSealer(DEV_LINK_KEY);
const NOW = Date.parse('2026-12-01T11:00:00Z') as Instant;
const at = (text: string) => Date.parse(text) as Instant;

/** A women's cut at `start` held for its online payment, booked for the client `email` names. */
function paidGroup(email: string, start: string, payment: Partial<NewPayment> = {}): NewBookingGroup {
  const starts = at(start);
  const base = aGroup([aBooking({ start: starts, end: (starts + 45 * 60_000) as Instant, status: 'pending_payment' })]);
  return {
    ...base,
    client: { ...base.client, firstName: 'Paga', lastName: 'Online', email, phone: null, identificationNumber: null },
    payment: {
      provider: 'dlocal',
      gateway: 'sandbox',
      amount: 18000,
      currency: 'CLP',
      downPayment: false,
      expiresAt: (NOW + 30 * 60_000) as Instant,
      timeZone: 'America/Santiago',
      tokenData: `token-data-${Math.random().toString(36).slice(2)}`,
      pendingCap: 2,
      now: NOW,
      ...payment,
    },
  };
}

const approval = (trxId: string, eventId: string): PaymentNotification => ({
  eventId,
  trxId,
  outcome: { _tag: 'Approved' },
  amount: 18000,
  currency: 'CLP',
  occurredAt: NOW,
});

describe.each(engines)('the payments’ SQL adapter on $name', (engine) => {
  describe.skipIf(engine.unavailable !== undefined)(`on ${engine.name}`, () => {
    let handle: TestDatabase;
    /** One adapter per "server process": separate connections on PostgreSQL, the one database on PGlite. */
    let processes: Payments[];
    /** Each process's expiry, as its server's job runs it (expire-pending-payments.ts over the SQL unit of work). */
    let expiries: Transactions<PaymentExpiryPorts>[];
    const expireDue = (process: number, now: Instant, limit: number) =>
      expireDuePayments(expiries[process] as Transactions<PaymentExpiryPorts>, now, limit);
    let hour = 8;

    beforeAll(async () => {
      handle = await seededDatabase(engine);
      // The clients' mails only; the business's (ADR 0067) are sql-business-notices.test.ts's.
      await handle.database.query('UPDATE companies SET notify_business = false');
      processes = [sqlPayments(handle.database)];
      expiries = [sqlPaymentExpiry(handle.database)];
      for (let index = 1; index < 5; index += 1) {
        const database = engine.name === 'PostgreSQL' ? await handle.openAnother() : handle.database;
        processes.push(sqlPayments(database));
        expiries.push(sqlPaymentExpiry(database));
      }
    }, 60_000);

    afterAll(async () => {
      await handle.dispose();
    });

    /** A new hour for each booking: 09:00 to 22:00 of 9 December, then of the days after. */
    const nextStart = () => {
      hour += 1;
      const day = 9 + Math.floor((hour - 9) / 14);
      return `2026-12-${String(day).padStart(2, '0')}T${String(9 + ((hour - 9) % 14)).padStart(2, '0')}:00:00-03:00`;
    };

    async function created(email: string, payment: Partial<NewPayment> = {}) {
      const group = paidGroup(email, nextStart(), payment);
      const outcome = await sqlBookings(handle.database, codeSealer).create(group);
      return { group, outcome };
    }

    it('applies one of five identical notifications delivered at once; the others find their event id taken', async () => {
      const { group } = await created('cinco@correo.example');
      const answers = await Promise.all(
        processes.map((payments) =>
          payments.applyNotification('sandbox', approval(group.trxId, 'evt-five'), NOW, (payment) =>
            notificationTransition(payment, approval(group.trxId, 'evt-five')),
          ),
        ),
      );
      expect(answers.filter((answer) => answer.isOk()).map((answer) => answer._unsafeUnwrap())).toEqual(['applied']);
      expect(answers.filter((answer) => answer.isErr()).map((answer) => answer._unsafeUnwrapErr()._tag)).toEqual(
        Array(4).fill('NotificationReplayed'),
      );
      expect((await processes[0]?.byTrxId(group.trxId, group.accessToken))?.status).toBe('approved');
      const [booking] = await readBack(handle.database).query<{ status: string }>(
        'SELECT b.status FROM bookings b JOIN booking_groups g ON g.id = b.group_id WHERE g.trx_id = $1',
        [group.trxId],
      );
      expect(booking?.status).toBe('confirmed');
    });

    it('owes the confirmation mail when a payment confirms its bookings, nothing for a refused card, and the released hours with why when one expires, its card refused or none tried (ADR 0044, ADR 0052, ADR 0075)', async () => {
      const owed = (trxId: string) =>
        readBack(handle.database).query<{ kind: string; release: unknown; bookings: unknown }>(
          `SELECT o.kind, o.payload->'release' AS release, jsonb_path_query_array(o.payload, '$.bookings[*].status') AS bookings
           FROM notification_outbox o JOIN booking_groups g ON g.id = o.booking_group_id WHERE g.trx_id = $1`,
          [trxId],
        );
      const payments = processes[0];
      if (payments === undefined) throw new Error('no adapter');
      const paid = await created('correo-pagado@correo.example');
      // Held for its payment, the booking is not confirmed to the client yet.
      expect(await owed(paid.group.trxId)).toEqual([]);
      await payments.applyNotification('sandbox', approval(paid.group.trxId, 'evt-mail'), NOW, (payment) =>
        notificationTransition(payment, approval(paid.group.trxId, 'evt-mail')),
      );
      expect(await owed(paid.group.trxId)).toEqual([
        { kind: 'booking_confirmed', release: null, bookings: ['confirmed'] },
      ]);

      const rejected = await created('correo-rechazado@correo.example', {
        expiresAt: (NOW + 60_000) as Instant,
      });
      const rejection: PaymentNotification = {
        ...approval(rejected.group.trxId, 'evt-mail-no'),
        outcome: { _tag: 'Rejected', reason: 'insufficient_balance' },
      };
      await payments.applyNotification('sandbox', rejection, NOW, (payment) =>
        notificationTransition(payment, rejection),
      );
      expect((await payments.byTrxId(rejected.group.trxId, rejected.group.accessToken))?.status).toBe('rejected');
      // The hold stands for another card: nothing is released, nobody is mailed yet.
      expect(await owed(rejected.group.trxId)).toEqual([]);
      expect(await expireDue(0, (NOW + 60_000) as Instant, 100)).toBeGreaterThanOrEqual(1);
      expect(await owed(rejected.group.trxId)).toEqual([
        {
          kind: 'payment_released',
          release: { cause: 'rejected', reason: 'insufficient_balance' },
          bookings: ['cancelled'],
        },
      ]);

      const expired = await created('correo-expirado@correo.example', {
        expiresAt: (NOW - 60_000) as Instant,
        now: (NOW - 31 * 60_000) as Instant,
      });
      expect(await expireDue(0, NOW, 100)).toBeGreaterThanOrEqual(1);
      expect(await owed(expired.group.trxId)).toEqual([
        { kind: 'payment_released', release: { cause: 'expired' }, bookings: ['cancelled'] },
      ]);
    });

    it('owes each released payment’s client exactly one mail when five processes expire at once, one of them after a refused card, and two dispatchers write it once (ADR 0052, ADR 0075)', async () => {
      const dueAt = (NOW - 60_000) as Instant;
      const abandoned = await Promise.all(
        ['unico-1@correo.example', 'unico-2@correo.example'].map((email) =>
          created(email, { expiresAt: dueAt, now: (NOW - 31 * 60_000) as Instant }),
        ),
      );
      const refused = await created('unico-3@correo.example', {
        expiresAt: dueAt,
        now: (NOW - 31 * 60_000) as Instant,
      });
      const rejection: PaymentNotification = {
        ...approval(refused.group.trxId, 'evt-unico'),
        outcome: { _tag: 'Rejected', reason: 'card_not_enabled' },
      };
      // Its card refused by a notification five processes receive at once, before the expiry job ran.
      await Promise.all(
        processes.map((payments) =>
          payments.applyNotification('sandbox', rejection, (NOW - 2 * 60_000) as Instant, (payment) =>
            notificationTransition(payment, rejection),
          ),
        ),
      );
      await Promise.all(processes.map((_payments, process) => expireDue(process, NOW, 100)));
      const groups = [...abandoned, refused].map(({ group }) => group.trxId);
      const rows = await readBack(handle.database).query<{ trx_id: string; kind: string }>(
        `SELECT g.trx_id, o.kind FROM notification_outbox o JOIN booking_groups g ON g.id = o.booking_group_id WHERE g.trx_id = ANY($1::text[]) ORDER BY o.id`,
        [groups],
      );
      expect(rows.map((row) => row.trx_id).sort()).toEqual([...groups].sort());
      expect(new Set(rows.map((row) => row.kind))).toEqual(new Set(['payment_released']));

      // Two dispatchers, on two connections on PostgreSQL, write the owed mails into one folder.
      const directory = await mkdtemp(path.join(tmpdir(), 'reserva-released-'));
      try {
        const dispatchers = [
          handle.database,
          engine.name === 'PostgreSQL' ? await handle.openAnother() : handle.database,
        ].map((database) =>
          dispatchNotifications(
            {
              notificationOutbox: sqlNotificationOutbox(database),
              mailSender: fileMailSender({ directory, from: 'Reserva <reservas@reserva.example>' }),
              mailRenderer: reactMailRenderer,
              clock: { now: () => (Date.now() + 60_000) as Instant },
              codeSealer,
              giftCardCodeSealer: aesGcmGiftCardCodeSealer(DEV_LINK_KEY),
            },
            {
              calendarOwner: { email: 'reservas@reserva.example' },
              storefrontOrigin: () => 'https://reservas.example',
              ...dispatchMailWords,
              batchSize: 2,
            },
          ),
        );
        const drain = async (dispatch: (typeof dispatchers)[number]) => {
          while ((await dispatch())._unsafeUnwrap().sent > 0);
        };
        await Promise.all(dispatchers.map(drain));
        const mails = await Promise.all(
          (await readdir(directory)).map(async (file) => readMime(await readFile(path.join(directory, file)))),
        );
        const released = mails.filter((mail) =>
          /^unico-\d@correo\.example$/.test(/<([^>]+)>/.exec(mail.headers.get('to') ?? '')?.[1] ?? ''),
        );
        expect(released.map((mail) => mail.headers.get('to')).sort()).toEqual(
          ['unico-1@correo.example', 'unico-2@correo.example', 'unico-3@correo.example'].map(
            (email) => `Paga Online <${email}>`,
          ),
        );
        const text = (to: string) =>
          released
            .find((mail) => mail.headers.get('to')?.includes(to))
            ?.parts.find((part) => part.contentType.startsWith('text/plain'))?.body ?? '';
        expect(released.find((mail) => mail.headers.get('to')?.includes('unico-1'))?.headers.get('subject')).toMatch(
          /: se acabó el tiempo para pagar la hora del /,
        );
        expect(text('unico-1')).toContain(
          'El pago no se completó a tiempo, así que liberamos la hora que te guardábamos y no quedó reservada:',
        );
        expect(text('unico-3')).toContain(
          'Tu tarjeta fue rechazada por no estar habilitada para este pago y ninguna otra pagó a tiempo, así que liberamos la hora',
        );
        expect(text('unico-3')).toMatch(/Reservar de nuevo: https:\/\/reservas\.example\/cl\/sucursal\/\d+/);
        expect(
          released
            .flatMap((mail) => mail.parts.map((part) => part.contentType))
            .filter((type) => type.startsWith('text/calendar')),
        ).toEqual([]);
      } finally {
        await rm(directory, { recursive: true, force: true });
      }
    });

    it('keeps no usable token on the payment: nothing stored with it is the booking’s access token (ADR 0051)', async () => {
      const { group } = await created('fila@correo.example');
      const rows = await readBack(handle.database).query<Record<string, unknown>>(
        `SELECT p.*, g.* FROM payments p JOIN booking_groups g ON g.id = p.group_id WHERE p.trx_id = $1`,
        [group.trxId],
      );
      expect(rows).toHaveLength(1);
      const stored = Object.values(rows[0] ?? {}).map((value) =>
        value instanceof Uint8Array ? Buffer.from(value).toString('base64url') : String(value),
      );
      expect(stored.filter((value) => value.includes(group.accessToken))).toEqual([]);
      expect(Object.keys(rows[0] ?? {})).not.toContain('access_token');
    });

    it('reads a payment by its transaction or card page token only with its booking’s access token', async () => {
      const { group } = await created('capacidad@correo.example');
      const payments = processes[0];
      if (payments === undefined || group.payment === null) throw new Error('no adapter or payment');
      expect(await payments.byTrxId(group.trxId, group.accessToken)).toMatchObject({
        trxId: group.trxId,
        status: 'pending',
      });
      expect(await payments.byTokenData(group.payment.tokenData, group.accessToken)).toMatchObject({
        trxId: group.trxId,
      });
      const other = await created('otra-capacidad@correo.example');
      for (const wrong of ['', 'not-the-token', other.group.accessToken]) {
        expect(await payments.byTrxId(group.trxId, wrong)).toBeUndefined();
        expect(await payments.byTokenData(group.payment.tokenData, wrong)).toBeUndefined();
      }
    });

    it('records nothing for a mismatched or unknown notification', async () => {
      const { group } = await created('nada@correo.example');
      const payments = processes[0];
      if (payments === undefined) throw new Error('no adapter');
      expect(
        (
          await payments.applyNotification(
            'sandbox',
            { ...approval(group.trxId, 'evt-x'), amount: 1 },
            NOW,
            (payment) => notificationTransition(payment, { ...approval(group.trxId, 'evt-x'), amount: 1 }),
          )
        )._unsafeUnwrapErr(),
      ).toEqual({ _tag: 'NotificationMismatch' });
      expect(
        (
          await payments.applyNotification('dlocal', approval(group.trxId, 'evt-x'), NOW, () => ok({ _tag: 'Approve' }))
        )._unsafeUnwrapErr(),
      ).toEqual({ _tag: 'PaymentNotFound' });
      expect(await handle.database.query('SELECT 1 FROM payment_events WHERE event_id = $1', ['evt-x'])).toEqual([]);
    });

    it('expires each due payment once when two expiry jobs run at once, cancelling its bookings and freeing the slot', async () => {
      const first = await created('expira-1@correo.example');
      const second = await created('expira-2@correo.example');
      const later = (NOW + 30 * 60_000) as Instant;
      const [one, two] = await Promise.all([expireDue(0, later, 100), expireDue(1, later, 100)]);
      expect(one + two).toBeGreaterThanOrEqual(2);
      for (const { group } of [first, second])
        expect((await processes[0]?.byTrxId(group.trxId, group.accessToken))?.status).toBe('expired');
      // The first payment's hour is free again: another client books it.
      const again = await sqlBookings(handle.database, codeSealer).create({
        ...paidGroup('otra@correo.example', new Date(first.group.bookings[0].start).toISOString()),
        payment: null,
      });
      expect(again.isOk()).toBe(true);
      expect(await expireDue(0, later, 100)).toBe(0);
    });

    it('keeps a refused card’s hold: another client cannot book that hour, and another card that pays confirms the booking (ADR 0075)', async () => {
      const payments = processes[0];
      if (payments === undefined) throw new Error('no adapter');
      const { group } = await created('otra-tarjeta@correo.example');
      const start = new Date(group.bookings[0].start).toISOString();
      for (const [eventId, reason] of [
        ['evt-card-1', 'insufficient_balance'],
        ['evt-card-2', 'wrong_card_data'],
      ] as const) {
        const rejection: PaymentNotification = {
          ...approval(group.trxId, eventId),
          outcome: { _tag: 'Rejected', reason },
        };
        expect(
          (
            await payments.applyNotification('sandbox', rejection, NOW, (payment) =>
              notificationTransition(payment, rejection),
            )
          )._unsafeUnwrap(),
        ).toBe('applied');
        expect(await payments.byTrxId(group.trxId, group.accessToken)).toMatchObject({
          status: 'rejected',
          rejectionReason: reason,
        });
      }
      const bookingStatus = async () =>
        (
          await readBack(handle.database).query<{ status: string }>(
            'SELECT b.status FROM bookings b JOIN booking_groups g ON g.id = b.group_id WHERE g.trx_id = $1',
            [group.trxId],
          )
        ).map((row) => row.status);
      expect(await bookingStatus()).toEqual(['pending_payment']);
      const intruder = await sqlBookings(handle.database, codeSealer).create({
        ...paidGroup('intrusa@correo.example', start),
        payment: null,
      });
      expect(intruder._unsafeUnwrapErr()).toMatchObject({ _tag: 'SlotTaken' });
      // The expiry job, before the time runs out, leaves the hold alone.
      await expireDue(0, (NOW + 29 * 60_000) as Instant, 100);
      expect((await payments.byTrxId(group.trxId, group.accessToken))?.status).toBe('rejected');

      await payments.applyNotification('sandbox', approval(group.trxId, 'evt-card-3'), NOW, (payment) =>
        notificationTransition(payment, approval(group.trxId, 'evt-card-3')),
      );
      expect(await payments.byTrxId(group.trxId, group.accessToken)).toMatchObject({
        status: 'approved',
        rejectionReason: null,
      });
      expect(await bookingStatus()).toEqual(['confirmed']);
      // Ended, the payment takes no later refusal.
      const late: PaymentNotification = {
        ...approval(group.trxId, 'evt-card-4'),
        outcome: { _tag: 'Rejected', reason: 'other' },
      };
      expect(
        (
          await payments.applyNotification('sandbox', late, NOW, (payment) => notificationTransition(payment, late))
        )._unsafeUnwrap(),
      ).toBe('ignored');
      expect(await bookingStatus()).toEqual(['confirmed']);
    });

    it('releases a refused card’s hour when the payment expires, keeping why for its summary, and another client books it', async () => {
      const payments = processes[0];
      if (payments === undefined) throw new Error('no adapter');
      const { group } = await created('sin-otra@correo.example', { expiresAt: (NOW + 5 * 60_000) as Instant });
      const rejection: PaymentNotification = {
        ...approval(group.trxId, 'evt-sin-otra'),
        outcome: { _tag: 'Rejected', reason: 'card_not_enabled' },
      };
      await payments.applyNotification('sandbox', rejection, NOW, (payment) =>
        notificationTransition(payment, rejection),
      );
      expect(await expireDue(0, (NOW + 5 * 60_000) as Instant, 100)).toBeGreaterThanOrEqual(1);
      expect(await payments.byTrxId(group.trxId, group.accessToken)).toMatchObject({
        status: 'expired',
        rejectionReason: 'card_not_enabled',
      });
      const again = await sqlBookings(handle.database, codeSealer).create({
        ...paidGroup('la-siguiente@correo.example', new Date(group.bookings[0].start).toISOString()),
        payment: null,
      });
      expect(again.isOk()).toBe(true);
      // A card that pays after the release finds the payment ended.
      expect(
        (
          await payments.applyNotification('sandbox', approval(group.trxId, 'evt-tarde'), NOW, (payment) =>
            notificationTransition(payment, approval(group.trxId, 'evt-tarde')),
          )
        )._unsafeUnwrap(),
      ).toBe('ignored');
    });

    it('counts a payment whose card was refused among the client’s pending payments while it holds its hour', async () => {
      const payments = processes[0];
      if (payments === undefined) throw new Error('no adapter');
      const { group } = await created('tope-rechazo@correo.example', { pendingCap: 1 });
      const rejection: PaymentNotification = {
        ...approval(group.trxId, 'evt-tope'),
        outcome: { _tag: 'Rejected', reason: 'other' },
      };
      await payments.applyNotification('sandbox', rejection, NOW, (payment) =>
        notificationTransition(payment, rejection),
      );
      const second = await sqlBookings(handle.database, codeSealer).create(
        paidGroup('tope-rechazo@correo.example', nextStart(), { pendingCap: 1 }),
      );
      expect(second._unsafeUnwrapErr()).toMatchObject({ _tag: 'TooManyPendingPayments' });
    });

    it('counts as one client’s the pending payment booked with the country code when the next booker types the number without it, as recognition does (the same client rule, ADR 0095)', async () => {
      const withPhone = (email: string, phone: string) => {
        const group = paidGroup(email, nextStart(), { pendingCap: 1 });
        return { ...group, client: { ...group.client, phone } };
      };
      const bookings = sqlBookings(handle.database, codeSealer);
      (await bookings.create(withPhone('telefono-1@correo.example', '+56 9 8123 4567')))._unsafeUnwrap();
      expect(
        (await bookings.create(withPhone('telefono-2@correo.example', '9 8123-4567')))._unsafeUnwrapErr(),
      ).toMatchObject({ _tag: 'TooManyPendingPayments' });
      // Fewer than 8 digits name only the same digits: another client's number that ends alike is theirs.
      (await bookings.create(withPhone('telefono-3@correo.example', '4567')))._unsafeUnwrap();
    });

    it('lets two creates for one client at once pass the cap of one only once', async () => {
      const outcomes = await Promise.all([
        sqlBookings(handle.database, codeSealer).create(
          paidGroup('carrera@correo.example', nextStart(), { pendingCap: 1 }),
        ),
        sqlBookings(engine.name === 'PostgreSQL' ? await handle.openAnother() : handle.database, codeSealer).create(
          paidGroup('carrera@correo.example', nextStart(), { pendingCap: 1 }),
        ),
      ]);
      expect(outcomes.filter((outcome) => outcome.isOk())).toHaveLength(1);
      expect(outcomes.find((outcome) => outcome.isErr())?._unsafeUnwrapErr()).toMatchObject({
        _tag: 'TooManyPendingPayments',
      });
    });
  });
});
