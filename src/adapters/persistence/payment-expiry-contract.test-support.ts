import { expect, it } from 'vitest';
import { cancelBookingWithin } from '#application/booking/cancel-booking-within';
import { expireDuePayments } from '#application/payment/expire-pending-payments';
import type { PaymentExpiryPorts } from '#application/ports/server/payment-settlements';
import type { Transactions } from '#application/ports/server/transactions';
import type { BookingId } from '#domain/booking/booking-id';
import type { BookingStatus } from '#domain/booking/booking-lifecycle';
import type { Instant } from '#domain/calendar/instant';
import type { PaymentRelease } from '#domain/notification/booking-notice';
import type { PaymentStatus, RejectionReason } from '#domain/payment/payment-lifecycle';
import type { LocalDate } from '#domain/calendar/local-date';
import { GIFT_CARD_CODE_BYTES, giftCardCodeFromBytes } from '#domain/gift-card/gift-card-code';
import { giftCardBalance } from '#domain/gift-card/gift-card-ledger';
import { DEMO_COMPANY, DEMO_LOCATION } from './demo/demo-ids';

let drawnCodes = 0;

// Test support: what the payment expiry's unit of work and the ports it hands out — the payments'
// settlements, the bookings' cancellations, the notices owed (docs/adr/0094, 0095) — must do, as
// one set of tests run against the in-memory fake (in-memory-payment-expiry.test-support.ts) and
// the SQL adapters on PGlite and PostgreSQL (payment-expiry-contract.test.ts). A world starts with
// no payment holding its bookings, and each test leaves none.

/** What a held payment's group holds besides its hour. */
export interface HeldPaymentSpec {
  readonly expiresAt: Instant;
  /** The reason its last card was refused; none tried when absent. */
  readonly rejectedFor?: RejectionReason;
  /** The booker's email; null when they left none. */
  readonly clientEmail: string | null;
  /** Whether its booking takes a seat of a class. */
  readonly classSeat?: boolean;
  /** A second booking, paid by a plan that counts its uses or an unlimited one. */
  readonly plan?: 'counted' | 'unlimited';
}

export interface HeldPayment {
  readonly paymentId: number;
  readonly groupId: number;
  /** The group's bookings: the one paid online first, then the plan's when there is one. */
  readonly bookingIds: readonly BookingId[];
}

/** A mail owed, as both stores can tell it. */
export interface Owed {
  readonly kind: string;
  readonly bookingIds: readonly BookingId[];
  readonly release?: PaymentRelease;
}

export interface PaymentExpiryWorld {
  readonly transactions: Transactions<PaymentExpiryPorts>;
  /** A new booking group holding its bookings for a payment as `spec` says. */
  aHeldPayment(spec: HeldPaymentSpec): Promise<HeldPayment>;
  paymentStatus(paymentId: number): Promise<PaymentStatus>;
  bookingStatuses(groupId: number): Promise<readonly BookingStatus[]>;
  /** Seats taken in the class the group's first booking took a seat of. */
  seatsTaken(groupId: number): Promise<number>;
  /** Uses left of the plan that paid the group's second booking; null for an unlimited one. */
  planUsesLeft(groupId: number): Promise<number | null>;
  /** Mails owed about the group, oldest first; business notices as kind 'business'. */
  owed(groupId: number): Promise<readonly Owed[]>;
  /** Whether the group's company wants its business told, its location having an email. */
  tellBusiness(groupId: number, told: boolean): Promise<void>;
}

/** The contract's now: 2026-12-01 11:00 UTC. */
const NOW = Date.parse('2026-12-01T11:00:00Z') as Instant;
const minutes = (count: number) => (NOW + count * 60_000) as Instant;
/** Far enough ahead that every payment any test makes is due. */
const END_OF_TESTS = minutes(60 * 24 * 365);

export function paymentExpiryContract(world: () => Promise<PaymentExpiryWorld>): void {
  /** Runs the expiry as the server's job does, then expires whatever the test left holding. */
  async function inWorld(test: (each: PaymentExpiryWorld) => Promise<void>): Promise<void> {
    const each = await world();
    await test(each);
    while ((await expireDuePayments(each.transactions, END_OF_TESTS, 100)) > 0);
  }

  it('expires a payment due at now, cancels the bookings it held and owes their client the hours released', () =>
    inWorld(async (each) => {
      const held = await each.aHeldPayment({ expiresAt: minutes(-1), clientEmail: 'paga@correo.example' });
      expect(await expireDuePayments(each.transactions, NOW, 100)).toBe(1);
      expect(await each.paymentStatus(held.paymentId)).toBe('expired');
      expect(await each.bookingStatuses(held.groupId)).toEqual(['cancelled']);
      expect(await each.owed(held.groupId)).toEqual([
        { kind: 'payment_released', bookingIds: held.bookingIds, release: { cause: 'expired' } },
      ]);
    }));

  it('expires a payment exactly at its expiry time, never before, and each payment once', () =>
    inWorld(async (each) => {
      const held = await each.aHeldPayment({ expiresAt: minutes(10), clientEmail: 'paga@correo.example' });
      expect(await expireDuePayments(each.transactions, minutes(9), 100)).toBe(0);
      expect(await each.paymentStatus(held.paymentId)).toBe('pending');
      expect(await expireDuePayments(each.transactions, minutes(10), 100)).toBe(1);
      expect(await expireDuePayments(each.transactions, minutes(11), 100)).toBe(0);
      expect(await each.owed(held.groupId)).toHaveLength(1);
    }));

  it('keeps why the last card was refused, and tells it in the mail (ADR 0075)', () =>
    inWorld(async (each) => {
      const held = await each.aHeldPayment({
        expiresAt: minutes(-1),
        rejectedFor: 'insufficient_balance',
        clientEmail: 'paga@correo.example',
      });
      await expireDuePayments(each.transactions, NOW, 100);
      expect(await each.paymentStatus(held.paymentId)).toBe('expired');
      expect((await each.owed(held.groupId)).map((owed) => owed.release)).toEqual([
        { cause: 'rejected', reason: 'insufficient_balance' },
      ]);
    }));

  it('expires at most the limit, the earliest expiry first, and the rest on the next run', () =>
    inWorld(async (each) => {
      const later = await each.aHeldPayment({ expiresAt: minutes(-1), clientEmail: null });
      const earlier = await each.aHeldPayment({ expiresAt: minutes(-5), clientEmail: null });
      expect(await expireDuePayments(each.transactions, NOW, 1)).toBe(1);
      expect(await each.paymentStatus(earlier.paymentId)).toBe('expired');
      expect(await each.paymentStatus(later.paymentId)).toBe('pending');
      expect(await expireDuePayments(each.transactions, NOW, 1)).toBe(1);
      expect(await each.paymentStatus(later.paymentId)).toBe('expired');
    }));

  it('owes nothing to a client who left no email, yet releases their hour', () =>
    inWorld(async (each) => {
      const held = await each.aHeldPayment({ expiresAt: minutes(-1), clientEmail: null });
      expect(await expireDuePayments(each.transactions, NOW, 100)).toBe(1);
      expect(await each.bookingStatuses(held.groupId)).toEqual(['cancelled']);
      expect(await each.owed(held.groupId)).toEqual([]);
    }));

  it('frees the class seat a cancelled booking took and gives its counted plan a use back', () =>
    inWorld(async (each) => {
      const held = await each.aHeldPayment({
        expiresAt: minutes(-1),
        clientEmail: null,
        classSeat: true,
        plan: 'counted',
      });
      const [seats, uses] = [await each.seatsTaken(held.groupId), await each.planUsesLeft(held.groupId)];
      await expireDuePayments(each.transactions, NOW, 100);
      expect(await each.bookingStatuses(held.groupId)).toEqual(['cancelled', 'cancelled']);
      expect(await each.seatsTaken(held.groupId)).toBe(seats - 1);
      expect(await each.planUsesLeft(held.groupId)).toBe((uses ?? 0) + 1);
    }));

  it('gives an unlimited plan nothing back', () =>
    inWorld(async (each) => {
      const held = await each.aHeldPayment({ expiresAt: minutes(-1), clientEmail: null, plan: 'unlimited' });
      await expireDuePayments(each.transactions, NOW, 100);
      expect(await each.planUsesLeft(held.groupId)).toBeNull();
    }));

  it('cancels a booking once, however many cancel it, releasing what it held once', () =>
    inWorld(async (each) => {
      const held = await each.aHeldPayment({ expiresAt: minutes(60), clientEmail: null, classSeat: true });
      const seats = await each.seatsTaken(held.groupId);
      const bookingId = held.bookingIds[0] as BookingId;
      const cancels = await Promise.all(
        [1, 2, 3].map(() => each.transactions.inTransaction((ports) => cancelBookingWithin(ports, bookingId, NOW))),
      );
      expect(cancels.filter(Boolean)).toHaveLength(1);
      expect(await each.seatsTaken(held.groupId)).toBe(seats - 1);
      expect(
        await each.transactions.inTransaction(({ cancellations }) => cancellations.beingCancelled(bookingId)),
      ).toMatchObject({ status: 'cancelled' });
    }));

  it('gives back what a cancelled booking spent of a gift card, in the cancellation’s transaction, once (issue 31; docs/adr/0107)', () =>
    inWorld(async (each) => {
      const held = await each.aHeldPayment({ expiresAt: minutes(-1), clientEmail: null });
      const bookingId = held.bookingIds[0] as BookingId;
      drawnCodes += 1;
      const bytes = new Uint8Array(GIFT_CARD_CODE_BYTES);
      new DataView(bytes.buffer).setUint32(GIFT_CARD_CODE_BYTES - 4, drawnCodes);
      bytes[0] = 0x5a;
      const card = await each.transactions.inTransaction(async ({ giftCards }) => {
        const issued = await giftCards.issue({
          code: giftCardCodeFromBytes(bytes),
          companyId: DEMO_COMPANY.salon,
          productId: null,
          terms: {
            face: { minor: 1_000_000, currency: 'CLP' },
            expiresOn: '2027-12-31' as LocalDate,
            honouredAt: [DEMO_LOCATION.providencia],
          },
        });
        if (issued._tag !== 'Issued') throw new Error('the card was not issued');
        await giftCards.append(issued.id, { _tag: 'Spent', amount: 600_000, bookingId });
        return issued.id;
      });
      const balance = () =>
        each.transactions.inTransaction(async ({ giftCards }) => {
          const stored = await giftCards.hold(card);
          return stored === undefined ? null : giftCardBalance(stored).minor;
        });
      expect(await balance()).toBe(400_000);
      // A unit of work that fails gives nothing back.
      await expect(
        each.transactions.inTransaction(async (ports) => {
          await cancelBookingWithin(ports, bookingId, NOW);
          throw new Error('the cancellation failed');
        }),
      ).rejects.toThrow('the cancellation failed');
      expect(await balance()).toBe(400_000);
      expect(await each.transactions.inTransaction((ports) => cancelBookingWithin(ports, bookingId, NOW))).toBe(true);
      expect(await balance()).toBe(1_000_000);
      // Cancelling it again gives nothing more.
      expect(await each.transactions.inTransaction((ports) => cancelBookingWithin(ports, bookingId, NOW))).toBe(false);
      expect(await balance()).toBe(1_000_000);
    }));

  it('stores nothing of a unit of work that fails: the payment, its bookings and its mail stay as they were', () =>
    inWorld(async (each) => {
      const held = await each.aHeldPayment({ expiresAt: minutes(-1), clientEmail: 'paga@correo.example' });
      await expect(
        each.transactions.inTransaction(async (ports) => {
          await ports.settlements.storeExpired(held.paymentId, NOW);
          await cancelBookingWithin(ports, held.bookingIds[0] as BookingId, NOW);
          await ports.notices.owe({ kind: 'cancelled', groupId: held.groupId, bookingIds: held.bookingIds });
          throw new Error('the mail could not be owed');
        }),
      ).rejects.toThrow('the mail could not be owed');
      expect(await each.paymentStatus(held.paymentId)).toBe('pending');
      expect(await each.bookingStatuses(held.groupId)).toEqual(['pending_payment']);
      expect(await each.owed(held.groupId)).toEqual([]);
    }));

  it('tells the business of a cancelled booking when it wants to hear, beside the client, and never of released hours', () =>
    inWorld(async (each) => {
      const held = await each.aHeldPayment({ expiresAt: minutes(-1), clientEmail: 'paga@correo.example' });
      await each.tellBusiness(held.groupId, true);
      const owe = (kind: 'cancelled' | 'moved') =>
        each.transactions.inTransaction(({ notices }) =>
          notices.owe({ kind, groupId: held.groupId, bookingIds: held.bookingIds }),
        );
      expect(await owe('cancelled')).toBe(true);
      await each.tellBusiness(held.groupId, false);
      expect(await owe('moved')).toBe(true);
      await expireDuePayments(each.transactions, NOW, 100);
      expect((await each.owed(held.groupId)).map((owed) => owed.kind)).toEqual([
        'business',
        'cancelled',
        'moved',
        'payment_released',
      ]);
    }));

  it('owes nothing about no bookings', () =>
    inWorld(async (each) => {
      const held = await each.aHeldPayment({ expiresAt: minutes(60), clientEmail: 'paga@correo.example' });
      expect(
        await each.transactions.inTransaction(({ notices }) =>
          notices.owe({ kind: 'cancelled', groupId: held.groupId, bookingIds: [] }),
        ),
      ).toBe(false);
      expect(await each.owed(held.groupId)).toEqual([]);
    }));
}
