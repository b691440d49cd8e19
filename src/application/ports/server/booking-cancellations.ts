import type { BookingId } from '#domain/booking/booking-id';
import type { BookingStatus } from '#domain/booking/booking-lifecycle';
import type { BookingBeingCancelled, CancellationRelease } from '#domain/booking/cancellation-release';
import type { Instant } from '#domain/calendar/instant';

/**
 * Cancelling bookings inside a unit of work (docs/adr/0094): the one way every booking is cancelled —
 * by its client or staff, by a catalogue file, by a payment that expired. What a cancellation gives
 * back is the domain's (releasedByCancellation); this only reads the booking and stores the outcome.
 */
export interface BookingCancellations {
  /** Booking `bookingId` as it stands, kept from any other change until the transaction ends; undefined when there is none. */
  beingCancelled(bookingId: BookingId): Promise<BookingBeingCancelled | undefined>;
  /** Stores booking `bookingId` cancelled at `at`, and gives back what `release` says: a class seat, a plan's use. */
  storeCancellation(bookingId: BookingId, at: Instant, release: CancellationRelease): Promise<void>;
  /** The bookings of booking group `groupId` with their status, in order. */
  groupBookings(groupId: number): Promise<readonly { readonly id: BookingId; readonly status: BookingStatus }[]>;
}
