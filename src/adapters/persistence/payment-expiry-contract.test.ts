import { afterAll, beforeAll, describe } from 'vitest';
import type { NewBooking } from '#application/ports/server/bookings';
import {
  emptyPaymentExpiryState,
  inMemoryPaymentExpiry,
  seatKey,
  type PaymentExpiryState,
} from '#application/payment/in-memory-payment-expiry.test-support';
import type { BookingId } from '#domain/booking/booking-id';
import type { BookingStatus } from '#domain/booking/booking-lifecycle';
import type { Instant } from '#domain/calendar/instant';
import type { ProviderId, ServiceId } from '#domain/catalog/service';
import type { PaymentRelease } from '#domain/notification/booking-notice';
import type { PaymentStatus } from '#domain/payment/payment-lifecycle';
import { bookingId, clientId } from '#domain/shared/ids.test-support';
import { aesGcmCodeSealer, DEV_LINK_KEY } from '../security/aes-gcm-code-sealer';
import { seededDatabase } from './demo/demo-databases.test-support';
import { DEMO_COMPANY, DEMO_PROVIDER, DEMO_SERVICE } from './demo/demo-ids';
import { aBooking, aGroup } from './new-booking-groups.test-support';
import {
  paymentExpiryContract,
  type HeldPaymentSpec,
  type Owed,
  type PaymentExpiryWorld,
} from './payment-expiry-contract.test-support';
import { readBack } from './read-back.test-support';
import { sqlBookings } from './sql-bookings';
import { sqlPaymentExpiry } from './sql-transactions';
import { testEngines, type TestDatabase } from './test-databases.test-support';

// The payment expiry's unit of work and its ports (docs/adr/0094, 0095), one contract over the
// in-memory fake the use-case tests use and the SQL adapters on PGlite and PostgreSQL.

const engines = await testEngines();

describe('the payment expiry’s unit of work in memory', () => {
  paymentExpiryContract(() => Promise.resolve(inMemoryWorld(emptyPaymentExpiryState())));
});

describe.each(engines)('the payment expiry’s unit of work over SQL on $name', (engine) => {
  describe.skipIf(engine.unavailable !== undefined)(`on ${engine.name}`, () => {
    let handle: TestDatabase;
    let world: PaymentExpiryWorld;

    beforeAll(async () => {
      handle = await seededDatabase(engine);
      await handle.database.query('UPDATE companies SET notify_business = false');
      world = sqlWorld(handle);
    }, 60_000);

    afterAll(async () => {
      await handle.dispose();
    });

    paymentExpiryContract(() => Promise.resolve(world));
  });
});

const SEAT = { serviceId: 22, providerId: 6 };

function inMemoryWorld(state: PaymentExpiryState): PaymentExpiryWorld {
  const { transactions } = inMemoryPaymentExpiry(state);
  let ids = 0;
  const groupBookings = (groupId: number) => state.bookings.filter((booking) => booking.groupId === groupId);
  return {
    transactions,
    aHeldPayment(spec) {
      ids += 1;
      const groupId = ids;
      const start = (Date.parse('2026-12-10T13:00:00Z') + ids * 86_400_000) as Instant;
      const classSeat = spec.classSeat === true ? { ...SEAT, start } : null;
      if (classSeat !== null) state.seatsTaken.set(seatKey(classSeat), 2);
      const online = { id: bookingId(ids * 10), groupId, status: 'pending_payment' as const, cancelledAt: null };
      state.bookings.push({ ...online, classSeat, paymentMembershipId: null });
      if (spec.plan !== undefined) {
        state.usesLeft.set(ids, spec.plan === 'counted' ? 3 : null);
        state.bookings.push({ ...online, id: bookingId(ids * 10 + 1), classSeat: null, paymentMembershipId: ids });
      }
      state.payments.push({
        id: ids,
        groupId,
        status: spec.rejectedFor === undefined ? 'pending' : 'rejected',
        expiresAt: spec.expiresAt,
        rejectionReason: spec.rejectedFor ?? null,
        settledAt: null,
      });
      state.contacts.set(groupId, {
        clientEmail: spec.clientEmail,
        businessEmail: 'providencia@salon.example',
        notifyBusiness: false,
      });
      return Promise.resolve({ paymentId: ids, groupId, bookingIds: groupBookings(groupId).map((each) => each.id) });
    },
    paymentStatus: (paymentId) =>
      Promise.resolve(state.payments.find((payment) => payment.id === paymentId)?.status ?? 'approved'),
    bookingStatuses: (groupId) => Promise.resolve(groupBookings(groupId).map((booking) => booking.status)),
    seatsTaken: (groupId) => {
      const seat = groupBookings(groupId)[0]?.classSeat;
      return Promise.resolve(seat === undefined || seat === null ? 0 : (state.seatsTaken.get(seatKey(seat)) ?? 0));
    },
    planUsesLeft: (groupId) => {
      const membershipId = groupBookings(groupId)[1]?.paymentMembershipId;
      return Promise.resolve(
        membershipId === undefined || membershipId === null ? null : (state.usesLeft.get(membershipId) ?? null),
      );
    },
    owed: (groupId) =>
      Promise.resolve(
        state.owed
          .filter((owed) => owed.groupId === groupId)
          .map(({ kind, bookingIds, release }) => ({
            kind,
            bookingIds,
            ...(release === undefined ? {} : { release }),
          })),
      ),
    tellBusiness: (groupId, told) => {
      const contacts = state.contacts.get(groupId);
      if (contacts !== undefined) state.contacts.set(groupId, { ...contacts, notifyBusiness: told });
      return Promise.resolve();
    },
  };
}

const STORED_KIND: Readonly<Record<string, string>> = {
  payment_released: 'payment_released',
  booking_cancelled: 'cancelled',
  booking_moved: 'moved',
  booking_confirmed: 'confirmed',
  business_notice: 'business',
};

function sqlWorld(handle: TestDatabase): PaymentExpiryWorld {
  const database = handle.database;
  const read = readBack(database);
  const codeSealer = aesGcmCodeSealer(DEV_LINK_KEY);
  let groups = 0;
  const at = (day: number, time: string) =>
    Date.parse(`2027-01-${String(day).padStart(2, '0')}T${time}:00Z`) as Instant;
  return {
    transactions: sqlPaymentExpiry(database),
    async aHeldPayment(spec: HeldPaymentSpec) {
      groups += 1;
      const day = groups;
      const online: NewBooking =
        spec.classSeat === true
          ? aBooking({
              serviceId: DEMO_SERVICE.stylingWorkshop as ServiceId,
              providerId: DEMO_PROVIDER.francisca as ProviderId,
              classCapacity: 5,
              start: at(day, '13:00'),
              end: at(day, '14:30'),
              status: 'pending_payment',
            })
          : aBooking({ start: at(day, '13:00'), end: at(day, '13:45'), status: 'pending_payment' });
      let items: [NewBooking, ...NewBooking[]] = [online];
      let recognised: number | null = null;
      if (spec.plan !== undefined) {
        const [client] = await read.query<{ id: number }>(
          "INSERT INTO clients (company_id, first_name, last_name) VALUES ($1, 'Plan', 'Holder') RETURNING id",
          [DEMO_COMPANY.salon],
        );
        const [membership] = await read.query<{ id: number }>(
          `INSERT INTO memberships (company_id, client_id, name, uses_left, valid_from, valid_until)
           VALUES ($1, $2, 'Pase de cortes (prueba)', $3, '2026-11-01', '2027-11-01') RETURNING id`,
          [DEMO_COMPANY.salon, client?.id, spec.plan === 'counted' ? 3 : null],
        );
        recognised = client?.id ?? null;
        items = [
          online,
          aBooking({
            start: at(day, '15:00'),
            end: at(day, '15:45'),
            status: 'pending_payment',
            price: null,
            paymentMembershipId: membership?.id ?? null,
          }),
        ];
      }
      const base = aGroup(items);
      const group = {
        ...base,
        client: { ...base.client, email: spec.clientEmail, phone: null, identificationNumber: null },
        recognisedClientId: recognised === null ? null : clientId(recognised),
        payment: {
          provider: 'dlocal' as const,
          gateway: 'sandbox' as const,
          amount: 18000,
          currency: 'CLP',
          downPayment: false,
          expiresAt: spec.expiresAt,
          timeZone: 'America/Santiago',
          tokenData: `token-data-${Math.random().toString(36).slice(2)}`,
          pendingCap: 1000,
          now: (spec.expiresAt - 30 * 60_000) as Instant,
        },
      };
      const created = await sqlBookings(database, codeSealer).create(group);
      if (created.isErr()) throw new Error(`the held payment was refused: ${JSON.stringify(created.error)}`);
      const [payment] = await read.query<{ id: number; group_id: number }>(
        'SELECT id, group_id FROM payments WHERE trx_id = $1',
        [group.trxId],
      );
      if (payment === undefined) throw new Error('the held payment was not stored');
      if (spec.rejectedFor !== undefined)
        await database.query("UPDATE payments SET status = 'rejected', rejection_reason = $2 WHERE id = $1", [
          payment.id,
          spec.rejectedFor,
        ]);
      const bookings = await read.query<{ id: number }>(
        'SELECT id FROM bookings WHERE group_id = $1 ORDER BY lower(during), id',
        [payment.group_id],
      );
      return {
        paymentId: payment.id,
        groupId: payment.group_id,
        bookingIds: bookings.map((each) => bookingId(each.id)),
      };
    },
    async paymentStatus(paymentId) {
      const [row] = await read.query<{ status: PaymentStatus }>('SELECT status FROM payments WHERE id = $1', [
        paymentId,
      ]);
      return row?.status ?? 'approved';
    },
    async bookingStatuses(groupId) {
      const rows = await read.query<{ status: BookingStatus }>(
        'SELECT status FROM bookings WHERE group_id = $1 ORDER BY lower(during), id',
        [groupId],
      );
      return rows.map((row) => row.status);
    },
    async seatsTaken(groupId) {
      const [row] = await read.query<{ seats_taken: number }>(
        `SELECT o.seats_taken FROM bookings b JOIN class_occurrences o
           ON o.service_id = b.service_id AND o.provider_id = b.provider_id AND o.starts_at = lower(b.during)
         WHERE b.group_id = $1 ORDER BY lower(b.during) LIMIT 1`,
        [groupId],
      );
      return row?.seats_taken ?? 0;
    },
    async planUsesLeft(groupId) {
      const [row] = await read.query<{ uses_left: number | null }>(
        'SELECT m.uses_left FROM bookings b JOIN memberships m ON m.id = b.payment_membership_id WHERE b.group_id = $1',
        [groupId],
      );
      return row?.uses_left ?? null;
    },
    async owed(groupId) {
      const rows = await read.query<{ kind: string; payload: unknown }>(
        'SELECT kind, payload FROM notification_outbox WHERE booking_group_id = $1 ORDER BY id',
        [groupId],
      );
      return rows.map((row): Owed => {
        const payload = (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as {
          readonly bookings: readonly { readonly id: number }[];
          readonly release?: PaymentRelease;
        };
        return {
          kind: STORED_KIND[row.kind] ?? row.kind,
          bookingIds: payload.bookings.map((booking): BookingId => bookingId(booking.id)),
          ...(payload.release === undefined ? {} : { release: payload.release }),
        };
      });
    },
    async tellBusiness(groupId, told) {
      await database.query(
        `UPDATE companies SET notify_business = $2 WHERE id = (SELECT l.company_id FROM booking_groups g JOIN locations l ON l.id = g.location_id WHERE g.id = $1)`,
        [groupId, told],
      );
      await database.query(
        `UPDATE locations SET email = 'providencia@salon.example' WHERE id = (SELECT location_id FROM booking_groups WHERE id = $1) AND COALESCE(email, '') = ''`,
        [groupId],
      );
    },
  };
}
