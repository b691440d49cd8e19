import type { Instant } from '../calendar/instant';
import type { BookingStatus } from './booking-lifecycle';

// What a cancellation gives back (issue 30 §1): a booking holds its hour, and may hold more — a
// seat of its class and one use of the plan (membership) that paid it. Every cancellation, by the
// client, by staff, by a catalogue file or by a payment that expired, releases the same, decided
// here and stored by whoever keeps the bookings.

/** The class occurrence a class booking took one seat of. */
export interface ClassSeat {
  readonly serviceId: number;
  readonly providerId: number;
  readonly start: Instant;
}

/** A booking as it stood just before it was cancelled: what it held. */
export interface BookingBeingCancelled {
  readonly status: BookingStatus;
  /** Its seat when it is a class booking; null for a private one. */
  readonly classSeat: ClassSeat | null;
  /** The plan that paid it, and whether that plan counts its uses (an unlimited plan does not). */
  readonly paidByPlan: { readonly membershipId: number; readonly countsUses: boolean } | null;
}

/** What cancelling a booking gives back, for others or for the client to use again. */
export interface CancellationRelease {
  /** The class seat freed; null when none. */
  readonly classSeat: ClassSeat | null;
  /** The plan given one use back; null when none. */
  readonly membershipUse: number | null;
}

/**
 * What cancelling `booking` releases: null when it was cancelled already — there is nothing to
 * cancel, its hold went with the first cancellation —, else its class seat if it took one, and its
 * use of the plan that paid it when that plan counts uses.
 */
export function releasedByCancellation(booking: BookingBeingCancelled): CancellationRelease | null {
  if (booking.status === 'cancelled') return null;
  return {
    classSeat: booking.classSeat,
    membershipUse: booking.paidByPlan?.countsUses === true ? booking.paidByPlan.membershipId : null,
  };
}

/** The bookings a payment holds, of its group's: those waiting for it, which its end confirms or releases. */
export function heldByPayment<B extends { readonly status: BookingStatus }>(groupBookings: readonly B[]): readonly B[] {
  return groupBookings.filter((booking) => booking.status === 'pending_payment');
}
