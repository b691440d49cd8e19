import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMinutes, type Instant } from '../calendar/instant';
import { anyBooking, anyChangePolicy, anyInstant, type TestBooking } from './booking.arbitraries';
import {
  cancel,
  cancellableUntil,
  changeAll,
  confirmAttendance,
  confirmPayment,
  modifiableUntil,
  modificationsLeft,
  reschedule,
  type ChangePolicy,
} from './booking-lifecycle';

const start = Date.UTC(2026, 11, 1, 13, 0) as Instant;
const booking: TestBooking = {
  id: 1,
  status: 'confirmed',
  start,
  end: addMinutes(start, 60),
  clientConfirmedAt: null,
  cancelledAt: null,
  modifications: 0,
};
const policy: ChangePolicy = { cancellationLimitHours: 24, modificationLimitHours: 12, maxModifications: 2 };
const hoursBeforeStart = (hours: number) => addMinutes(start, -hours * 60);

describe('cancelling a booking (storefront §2 cancel routes, §4 "cancelled singly or all at once")', () => {
  it('frees the slot of a confirmed booking cancelled before the company’s limit', () => {
    const now = hoursBeforeStart(30);
    expect(cancel(booking, now, policy)._unsafeUnwrap()).toEqual({ ...booking, status: 'cancelled', cancelledAt: now });
  });

  it('lets a client give up a booking still pending payment', () => {
    const pending = { ...booking, status: 'pending_payment' as const };
    expect(cancel(pending, hoursBeforeStart(30), policy)._unsafeUnwrap().status).toBe('cancelled');
  });

  it('refuses once inside the cancellation limit, saying until when it was possible (storefront §9)', () => {
    expect(cancel(booking, hoursBeforeStart(23), policy)._unsafeUnwrapErr()).toEqual({
      _tag: 'BookingNotCancellable',
      code: 'BOOKING.NOT_CANCELLABLE',
      cancellableUntil: hoursBeforeStart(24),
    });
  });

  it('refuses once the booking has started (storefront §8 "hour passed")', () => {
    expect(cancel(booking, start, policy)._unsafeUnwrapErr().code).toBe('BOOKING.START_PASSED');
  });

  it('changes nothing and succeeds on a booking already cancelled (docs/adr/0014: twice answers 200)', () => {
    const gone = { ...booking, status: 'cancelled' as const, cancelledAt: hoursBeforeStart(40) };
    expect(cancel(gone, hoursBeforeStart(1), policy)._unsafeUnwrap()).toBe(gone);
  });

  it('succeeds exactly when the booking is cancelled already or the limit has not passed', () => {
    fc.assert(
      fc.property(anyBooking, anyInstant, anyChangePolicy, (any, now, limits) => {
        const outcome = cancel(any, now, limits);
        expect(outcome.isOk()).toBe(
          any.status === 'cancelled' || (now < any.start && now <= cancellableUntil(any, limits)),
        );
        if (outcome.isOk()) expect(outcome.value.status).toBe('cancelled');
        else expect(any.status).not.toBe('cancelled');
      }),
    );
  });
});

describe('confirming attendance (storefront §2 confirm routes, §4 "Confirmation can fail …")', () => {
  it('records when the client confirmed, leaving the status alone', () => {
    const now = hoursBeforeStart(2);
    expect(confirmAttendance(booking, now)._unsafeUnwrap()).toEqual({ ...booking, clientConfirmedAt: now });
  });

  it('fails when the start hour has passed', () => {
    expect(confirmAttendance(booking, addMinutes(start, 5))._unsafeUnwrapErr().code).toBe('BOOKING.START_PASSED');
  });

  it('fails when the booking is already cancelled', () => {
    const gone = { ...booking, status: 'cancelled' as const, cancelledAt: hoursBeforeStart(40) };
    expect(confirmAttendance(gone, hoursBeforeStart(2))._unsafeUnwrapErr().code).toBe('BOOKING.CANCELLED');
  });

  it('does not stand in for a payment still pending', () => {
    const pending = { ...booking, status: 'pending_payment' as const };
    expect(confirmAttendance(pending, hoursBeforeStart(2))._unsafeUnwrapErr().code).toBe('BOOKING.PAYMENT_PENDING');
  });

  it('never changes the status, and confirming twice keeps the first confirmation', () => {
    fc.assert(
      fc.property(anyBooking, anyInstant, anyInstant, (any, first, second) => {
        const once = confirmAttendance(any, first);
        if (once.isErr()) return;
        expect(once.value.status).toBe(any.status);
        const twice = confirmAttendance(once.value, Math.min(second, first) as Instant)._unsafeUnwrap();
        expect(twice.clientConfirmedAt).toBe(once.value.clientConfirmedAt);
      }),
    );
  });
});

describe('confirming payment (issue 3: pending_payment → confirmed)', () => {
  it('confirms a booking pending payment, and leaves a confirmed one as it is', () => {
    expect(confirmPayment({ ...booking, status: 'pending_payment' })._unsafeUnwrap().status).toBe('confirmed');
    expect(confirmPayment(booking)._unsafeUnwrap()).toBe(booking);
  });

  it('never brings a cancelled booking back', () => {
    expect(confirmPayment({ ...booking, status: 'cancelled', cancelledAt: start })._unsafeUnwrapErr().code).toBe(
      'BOOKING.CANCELLED',
    );
  });
});

describe('moving a booking (storefront §4 "modified a limited number of times up to a limited number of hours before")', () => {
  const later = { start: addMinutes(start, 24 * 60), end: addMinutes(start, 25 * 60) };

  it('moves it and counts one modification', () => {
    const moved = reschedule(booking, later, hoursBeforeStart(20), policy)._unsafeUnwrap();
    expect(moved).toEqual({ ...booking, ...later, modifications: 1 });
    expect(modificationsLeft(moved, policy)).toBe(1);
  });

  it('refuses inside the modification limit', () => {
    expect(reschedule(booking, later, hoursBeforeStart(11), policy)._unsafeUnwrapErr()).toMatchObject({
      code: 'BOOKING.NOT_MODIFIABLE',
      reason: 'TOO_LATE',
    });
  });

  it('refuses once the modifications allowed are used up', () => {
    expect(
      reschedule({ ...booking, modifications: 2 }, later, hoursBeforeStart(20), policy)._unsafeUnwrapErr(),
    ).toMatchObject({
      reason: 'LIMIT_REACHED',
    });
  });

  it('refuses a new time already gone', () => {
    const earlier = { start: hoursBeforeStart(30), end: hoursBeforeStart(29) };
    expect(reschedule(booking, earlier, hoursBeforeStart(20), policy)._unsafeUnwrapErr()).toMatchObject({
      reason: 'NEW_TIME_PASSED',
    });
  });

  it('never moves a booking more often than the company allows, nor after its limit', () => {
    fc.assert(
      fc.property(anyBooking, anyInstant, anyInstant, anyChangePolicy, (any, now, newStart, limits) => {
        const outcome = reschedule(any, { start: newStart, end: addMinutes(newStart, 30) }, now, limits);
        if (outcome.isErr()) return;
        expect(outcome.value.modifications).toBe(any.modifications + 1);
        expect(outcome.value.modifications).toBeLessThanOrEqual(limits.maxModifications);
        expect(now <= modifiableUntil(any, limits) && now < any.start && newStart > now).toBe(true);
        expect(any.status).not.toBe('cancelled');
      }),
    );
  });
});

describe('changing every booking of a confirmation (storefront §2 cancel_all, confirm_all)', () => {
  it('applies the change to all of them', () => {
    const second = { ...booking, id: 2, start: addMinutes(start, 60), end: addMinutes(start, 120) };
    const now = hoursBeforeStart(30);
    const changed = changeAll([booking, second], (each) => cancel(each, now, policy))._unsafeUnwrap();
    expect(changed.map((each) => each.status)).toEqual(['cancelled', 'cancelled']);
  });

  it('is all or nothing: the first refusal names its booking and nothing changes', () => {
    fc.assert(
      fc.property(
        fc.array(anyBooking, { minLength: 1, maxLength: 5 }),
        anyInstant,
        anyChangePolicy,
        (bookings, now, limits) => {
          const outcome = changeAll(bookings, (each) => cancel(each, now, limits));
          const firstRefused = bookings.find((each) => cancel(each, now, limits).isErr());
          if (firstRefused === undefined) {
            expect(outcome._unsafeUnwrap()).toHaveLength(bookings.length);
          } else {
            expect(outcome._unsafeUnwrapErr().bookingId).toBe(firstRefused.id);
          }
        },
      ),
    );
  });
});
