import { err, ok, type Result } from 'neverthrow';
import { addMinutes, type Instant } from '../calendar/instant';

// What may happen to a booking once it exists (issue 3 "status lifecycle pending_payment →
// confirmed → cancelled"; storefront §4 "Implied by texts": cancelled singly or all at once,
// modified a limited number of times up to a limited number of hours before the service,
// confirmation fails when the start has passed or the booking is cancelled). The limits are the
// company's settings (storefront §9: "values not shown").

/**
 * pending_payment: the slot is held while online payment completes; confirmed: booked;
 * cancelled: the slot is free again. Both of the first two hold the slot.
 */
export type BookingStatus = 'pending_payment' | 'confirmed' | 'cancelled';

export const BOOKING_STATUSES: readonly BookingStatus[] = ['pending_payment', 'confirmed', 'cancelled'];

/** The part of a booking its lifecycle reads and changes. */
export interface BookingLifecycle {
  readonly status: BookingStatus;
  readonly start: Instant;
  readonly end: Instant;
  /** When the client said they will attend (the confirm links); null until then. */
  readonly clientConfirmedAt: Instant | null;
  readonly cancelledAt: Instant | null;
  /** How many times the client has moved it. */
  readonly modifications: number;
}

/** The company's limits on changing a booking. */
export interface ChangePolicy {
  /** A booking can be cancelled until this many hours before it starts. */
  readonly cancellationLimitHours: number;
  /** A booking can be moved until this many hours before it starts… */
  readonly modificationLimitHours: number;
  /** …and at most this many times. */
  readonly maxModifications: number;
}

export type LifecycleRefusal =
  | { readonly _tag: 'BookingCancelled'; readonly code: 'BOOKING.CANCELLED' }
  | { readonly _tag: 'BookingStartPassed'; readonly code: 'BOOKING.START_PASSED' }
  | { readonly _tag: 'BookingPaymentPending'; readonly code: 'BOOKING.PAYMENT_PENDING' }
  | {
      readonly _tag: 'BookingNotCancellable';
      readonly code: 'BOOKING.NOT_CANCELLABLE';
      readonly cancellableUntil: Instant;
    }
  | {
      readonly _tag: 'BookingNotModifiable';
      readonly code: 'BOOKING.NOT_MODIFIABLE';
      /** TOO_LATE: inside the modification limit; LIMIT_REACHED: no modifications left; NEW_TIME_PASSED: the new time is gone. */
      readonly reason: 'TOO_LATE' | 'LIMIT_REACHED' | 'NEW_TIME_PASSED';
    };

const cancelled: LifecycleRefusal = { _tag: 'BookingCancelled', code: 'BOOKING.CANCELLED' };
const startPassed: LifecycleRefusal = { _tag: 'BookingStartPassed', code: 'BOOKING.START_PASSED' };

function hoursBefore(instant: Instant, hours: number): Instant {
  return addMinutes(instant, -Math.max(0, hours) * 60);
}

/** The last instant the booking can be cancelled. */
export function cancellableUntil(booking: BookingLifecycle, policy: ChangePolicy): Instant {
  return hoursBefore(booking.start, policy.cancellationLimitHours);
}

/** The last instant the booking can be moved. */
export function modifiableUntil(booking: BookingLifecycle, policy: ChangePolicy): Instant {
  return hoursBefore(booking.start, policy.modificationLimitHours);
}

export function modificationsLeft(booking: BookingLifecycle, policy: ChangePolicy): number {
  return Math.max(0, policy.maxModifications - booking.modifications);
}

/**
 * Cancels the booking, freeing its slot. Cancelling a cancelled booking changes nothing and
 * succeeds, so a client who clicks the link twice is not told off (docs/adr/0014). A booking
 * pending payment may be cancelled: the client gives up paying.
 */
export function cancel<B extends BookingLifecycle>(
  booking: B,
  now: Instant,
  policy: ChangePolicy,
): Result<B, LifecycleRefusal> {
  if (booking.status === 'cancelled') return ok(booking);
  if (now >= booking.start) return err(startPassed);
  const until = cancellableUntil(booking, policy);
  if (now > until)
    return err({ _tag: 'BookingNotCancellable', code: 'BOOKING.NOT_CANCELLABLE', cancellableUntil: until });
  return ok({ ...booking, status: 'cancelled', cancelledAt: now });
}

/**
 * The client confirms they will attend. It never changes the status, so it can't stand in for a
 * payment still pending; confirming twice changes nothing and succeeds.
 */
export function confirmAttendance<B extends BookingLifecycle>(booking: B, now: Instant): Result<B, LifecycleRefusal> {
  if (booking.status === 'cancelled') return err(cancelled);
  if (now >= booking.start) return err(startPassed);
  if (booking.status === 'pending_payment')
    return err({ _tag: 'BookingPaymentPending', code: 'BOOKING.PAYMENT_PENDING' });
  if (booking.clientConfirmedAt !== null) return ok(booking);
  return ok({ ...booking, clientConfirmedAt: now });
}

/** Payment completed: a booking pending payment becomes confirmed (again: nothing changes). */
export function confirmPayment<B extends BookingLifecycle>(booking: B): Result<B, LifecycleRefusal> {
  if (booking.status === 'cancelled') return err(cancelled);
  return ok(booking.status === 'confirmed' ? booking : { ...booking, status: 'confirmed' });
}

/**
 * Moves the booking to a new time, counting one modification. Refused once it is cancelled or has
 * started, inside the modification limit, when no modification is left, or for a time already gone.
 * Whether the new slot is free is for the database to say.
 */
export function reschedule<B extends BookingLifecycle>(
  booking: B,
  to: { readonly start: Instant; readonly end: Instant },
  now: Instant,
  policy: ChangePolicy,
): Result<B, LifecycleRefusal> {
  if (booking.status === 'cancelled') return err(cancelled);
  if (now >= booking.start) return err(startPassed);
  if (modificationsLeft(booking, policy) === 0) {
    return err({ _tag: 'BookingNotModifiable', code: 'BOOKING.NOT_MODIFIABLE', reason: 'LIMIT_REACHED' });
  }
  if (now > modifiableUntil(booking, policy)) {
    return err({ _tag: 'BookingNotModifiable', code: 'BOOKING.NOT_MODIFIABLE', reason: 'TOO_LATE' });
  }
  if (to.start <= now)
    return err({ _tag: 'BookingNotModifiable', code: 'BOOKING.NOT_MODIFIABLE', reason: 'NEW_TIME_PASSED' });
  return ok({ ...booking, start: to.start, end: to.end, modifications: booking.modifications + 1 });
}

/** One booking of a group refused the change; the group is left as it was. */
export interface GroupChangeRefused<Id> {
  readonly bookingId: Id;
  readonly refusal: LifecycleRefusal;
}

/**
 * Applies `change` to every booking of a confirmation (cancel all, confirm all), all or nothing:
 * the first refusal is returned and no booking changes.
 */
export function changeAll<B extends BookingLifecycle & { readonly id: Id }, Id>(
  bookings: readonly B[],
  change: (booking: B) => Result<B, LifecycleRefusal>,
): Result<readonly B[], GroupChangeRefused<Id>> {
  const changed: B[] = [];
  for (const booking of bookings) {
    const outcome = change(booking);
    if (outcome.isErr()) return err({ bookingId: booking.id, refusal: outcome.error });
    changed.push(outcome.value);
  }
  return ok(changed);
}
