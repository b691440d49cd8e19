import { describe, expect, it } from 'vitest';
import type { Instant } from '#domain/calendar/instant';
import { bookingId } from '#domain/shared/ids.test-support';
import { expirePendingPayments, EXPIRY_BATCH } from './expire-pending-payments';
import { emptyPaymentExpiryState, inMemoryPaymentExpiry } from './in-memory-payment-expiry.test-support';
import { PAYMENT_NOW } from './in-memory-payments.test-support';

// The expiry job over the in-memory unit of work (booking-wizard §4; ADR 0042, ADR 0075; docs/adr/0094).

function aWorld() {
  const state = emptyPaymentExpiryState();
  const held = (id: number, expiresAt: number) => {
    state.payments.push({
      id,
      groupId: id,
      status: 'pending',
      expiresAt: expiresAt as Instant,
      rejectionReason: null,
      settledAt: null,
    });
    state.contacts.set(id, { clientEmail: 'rosa@correo.example', businessEmail: null, notifyBusiness: false });
  };
  return { held, ...inMemoryPaymentExpiry(state) };
}

describe('expiring unpaid payments (booking-wizard §4 "an unpaid payment cancels it automatically")', () => {
  it('cancels only the bookings the payment held, leaving one of its group confirmed or cancelled before as it was', async () => {
    const world = aWorld();
    world.held(1, PAYMENT_NOW - 60_000);
    const booking = { groupId: 1, cancelledAt: null, classSeat: null, paymentMembershipId: null };
    world.state.bookings.push(
      { ...booking, id: bookingId(11), status: 'pending_payment' },
      { ...booking, id: bookingId(12), status: 'confirmed' },
      { ...booking, id: bookingId(13), status: 'cancelled', cancelledAt: (PAYMENT_NOW - 3_600_000) as Instant },
    );
    const expire = expirePendingPayments({ paymentExpiry: world.transactions, clock: { now: () => PAYMENT_NOW } });
    expect((await expire())._unsafeUnwrap()).toBe(1);
    expect(world.state.bookings.map((each) => [each.id, each.status, each.cancelledAt])).toEqual([
      [11, 'cancelled', PAYMENT_NOW],
      [12, 'confirmed', null],
      [13, 'cancelled', PAYMENT_NOW - 3_600_000],
    ]);
    expect(world.state.owed).toEqual([
      { kind: 'payment_released', groupId: 1, bookingIds: [11], release: { cause: 'expired' } },
    ]);
  });

  it('expires at most one batch a run, by the clock’s now, and leaves a payment not yet due', async () => {
    const world = aWorld();
    for (let id = 1; id <= EXPIRY_BATCH + 1; id += 1) world.held(id, PAYMENT_NOW - id * 1000);
    world.held(EXPIRY_BATCH + 2, PAYMENT_NOW + 1);
    const expire = expirePendingPayments({ paymentExpiry: world.transactions, clock: { now: () => PAYMENT_NOW } });
    expect((await expire())._unsafeUnwrap()).toBe(EXPIRY_BATCH);
    expect((await expire())._unsafeUnwrap()).toBe(1);
    expect((await expire())._unsafeUnwrap()).toBe(0);
    expect(world.state.payments.filter((payment) => payment.status === 'pending').map((payment) => payment.id)).toEqual(
      [EXPIRY_BATCH + 2],
    );
  });
});
