import type { BookingId } from '#domain/booking/booking-id';
import type { BookingStatus } from '#domain/booking/booking-lifecycle';
import type { ClassSeat } from '#domain/booking/cancellation-release';
import type { Instant } from '#domain/calendar/instant';
import { whoIsTold, type NoticeContacts } from '#domain/notification/who-is-told';
import type { PaymentRelease } from '#domain/notification/booking-notice';
import { holdsBookings, type PaymentStatus, type RejectionReason } from '#domain/payment/payment-lifecycle';
import type { BookingCancellations } from '../ports/server/booking-cancellations';
import type { BookingNotices, BookingNotification } from '../ports/server/booking-notices';
import type { PaymentExpiryPorts, PaymentSettlements } from '../ports/server/payment-settlements';
import type { Transactions } from '../ports/server/transactions';
import {
  emptyGiftCardState,
  inMemoryGiftCards,
  type GiftCardState,
} from '../gift-card/in-memory-gift-cards.test-support';

// Test support: the payment expiry's unit of work in memory, behaving as the SQL one does
// (sql-transactions.ts; docs/adr/0094) — the contract suite payment-expiry-contract.test-support.ts
// runs the same assertions over both. One transaction at a time, on a copy of the state that
// becomes the state when the work resolves and is dropped when it throws.

export interface StoredPayment {
  readonly id: number;
  readonly groupId: number;
  readonly status: PaymentStatus;
  readonly expiresAt: Instant;
  readonly rejectionReason: RejectionReason | null;
  readonly settledAt: Instant | null;
}

export interface StoredBooking {
  readonly id: BookingId;
  readonly groupId: number;
  readonly status: BookingStatus;
  readonly cancelledAt: Instant | null;
  readonly classSeat: ClassSeat | null;
  readonly paymentMembershipId: number | null;
}

/** A mail owed, as the outbox keeps it: the client's and, beside it, the business's. */
export interface OwedMail {
  readonly kind: BookingNotification['kind'] | 'business';
  readonly groupId: number;
  readonly bookingIds: readonly BookingId[];
  readonly release?: PaymentRelease;
}

export interface PaymentExpiryState {
  readonly payments: StoredPayment[];
  readonly bookings: StoredBooking[];
  /** Seats taken by class occurrence, keyed by seatKey. */
  readonly seatsTaken: Map<string, number>;
  /** Uses left by membership id; null for an unlimited plan. */
  readonly usesLeft: Map<number, number | null>;
  /** Each booking group's contacts, as the outbox reads them. */
  readonly contacts: Map<number, NoticeContacts>;
  readonly owed: OwedMail[];
  /** The gift cards a cancelled booking's spend goes back to (docs/adr/0107). */
  readonly giftCards: GiftCardState;
}

export const seatKey = (seat: ClassSeat) =>
  `${String(seat.serviceId)}/${String(seat.providerId)}/${String(seat.start)}`;

export function emptyPaymentExpiryState(): PaymentExpiryState {
  return {
    payments: [],
    bookings: [],
    seatsTaken: new Map(),
    usesLeft: new Map(),
    contacts: new Map(),
    owed: [],
    giftCards: emptyGiftCardState(),
  };
}

const copied = (state: PaymentExpiryState): PaymentExpiryState => ({
  payments: [...state.payments],
  bookings: [...state.bookings],
  seatsTaken: new Map(state.seatsTaken),
  usesLeft: new Map(state.usesLeft),
  contacts: new Map(state.contacts),
  owed: [...state.owed],
  giftCards: { cards: [...state.giftCards.cards], movements: [...state.giftCards.movements] },
});

function replace<T extends { readonly id: number }>(rows: T[], id: number, change: (row: T) => T): void {
  const index = rows.findIndex((row) => row.id === id);
  const row = rows[index];
  if (row !== undefined) rows[index] = change(row);
}

function settlementsOver(state: PaymentExpiryState): PaymentSettlements {
  return {
    expiringBy: (cutoff, limit) =>
      Promise.resolve(
        state.payments
          .filter((payment) => holdsBookings(payment.status) && payment.expiresAt <= cutoff)
          .sort((a, b) => a.expiresAt - b.expiresAt || a.id - b.id)
          .slice(0, limit)
          .map(({ settledAt: _settledAt, ...payment }) => payment),
      ),
    storeExpired: (paymentId, at) => {
      replace(state.payments, paymentId, (payment) => ({ ...payment, status: 'expired' as const, settledAt: at }));
      return Promise.resolve();
    },
  };
}

function cancellationsOver(state: PaymentExpiryState): BookingCancellations {
  return {
    beingCancelled: (bookingId) => {
      const booking = state.bookings.find((each) => each.id === bookingId);
      if (booking === undefined) return Promise.resolve(undefined);
      const membershipId = booking.paymentMembershipId;
      return Promise.resolve({
        status: booking.status,
        classSeat: booking.classSeat,
        paidByPlan:
          membershipId === null
            ? null
            : { membershipId, countsUses: (state.usesLeft.get(membershipId) ?? null) !== null },
      });
    },
    storeCancellation: (bookingId, at, release) => {
      replace(state.bookings, bookingId, (booking) => ({ ...booking, status: 'cancelled' as const, cancelledAt: at }));
      if (release.classSeat !== null) {
        const key = seatKey(release.classSeat);
        state.seatsTaken.set(key, (state.seatsTaken.get(key) ?? 0) - 1);
      }
      if (release.membershipUse !== null) {
        const left = state.usesLeft.get(release.membershipUse);
        if (left !== undefined && left !== null) state.usesLeft.set(release.membershipUse, left + 1);
      }
      return Promise.resolve();
    },
    groupBookings: (groupId) =>
      Promise.resolve(
        state.bookings
          .filter((booking) => booking.groupId === groupId)
          .sort((a, b) => a.id - b.id)
          .map(({ id, status }) => ({ id, status })),
      ),
  };
}

function noticesOver(state: PaymentExpiryState): BookingNotices {
  return {
    owe: (notification) => {
      if (notification.bookingIds.length === 0) return Promise.resolve(false);
      const contacts = state.contacts.get(notification.groupId);
      if (contacts === undefined) throw new Error(`No booking group ${String(notification.groupId)} to notify about`);
      const told = whoIsTold(notification.kind, contacts);
      const about = { groupId: notification.groupId, bookingIds: notification.bookingIds };
      if (told.business !== null) state.owed.push({ kind: 'business', ...about });
      if (told.client)
        state.owed.push({
          kind: notification.kind,
          ...about,
          ...(notification.kind === 'payment_released' ? { release: notification.release } : {}),
        });
      return Promise.resolve(told.client);
    },
  };
}

/** The expiry's unit of work over `state`, which each committed transaction replaces in place. */
export function inMemoryPaymentExpiry(state: PaymentExpiryState = emptyPaymentExpiryState()): {
  readonly transactions: Transactions<PaymentExpiryPorts>;
  readonly state: PaymentExpiryState;
} {
  let turn: Promise<unknown> = Promise.resolve();
  const commit = (working: PaymentExpiryState) => {
    state.payments.splice(0, state.payments.length, ...working.payments);
    state.bookings.splice(0, state.bookings.length, ...working.bookings);
    for (const key of ['seatsTaken', 'usesLeft', 'contacts'] as const) {
      const target = state[key] as Map<unknown, unknown>;
      target.clear();
      for (const [k, v] of working[key] as Map<unknown, unknown>) target.set(k, v);
    }
    state.owed.splice(0, state.owed.length, ...working.owed);
    state.giftCards.cards.splice(0, state.giftCards.cards.length, ...working.giftCards.cards);
    state.giftCards.movements.splice(0, state.giftCards.movements.length, ...working.giftCards.movements);
  };
  const transactions: Transactions<PaymentExpiryPorts> = {
    inTransaction: <T>(work: (ports: PaymentExpiryPorts) => Promise<T>): Promise<T> => {
      const run = turn.then(async () => {
        const working = copied(state);
        const result = await work({
          settlements: settlementsOver(working),
          cancellations: cancellationsOver(working),
          giftCards: inMemoryGiftCards(working.giftCards),
          notices: noticesOver(working),
        });
        commit(working);
        return result;
      });
      turn = run.catch(() => undefined);
      return run;
    },
  };
  return { transactions, state };
}
