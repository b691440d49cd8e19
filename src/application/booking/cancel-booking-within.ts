import type { BookingId } from '#domain/booking/booking-id';
import { releasedByCancellation } from '#domain/booking/cancellation-release';
import type { Instant } from '#domain/calendar/instant';
import type { BookingCancellations } from '../ports/server/booking-cancellations';

/**
 * Cancels booking `bookingId` at `at` in the unit of work `cancellations` belongs to, giving back
 * what the domain says a cancellation releases (its class seat, its plan's use). Only the call that
 * finds it not yet cancelled cancels it, and answers true: a booking is released once however many
 * cancel it at once, since it is kept from other changes once read. The one cancel every path takes
 * (docs/adr/0095).
 */
export async function cancelBookingWithin(
  cancellations: BookingCancellations,
  bookingId: BookingId,
  at: Instant,
): Promise<boolean> {
  const booking = await cancellations.beingCancelled(bookingId);
  if (booking === undefined) return false;
  const release = releasedByCancellation(booking);
  if (release === null) return false;
  await cancellations.storeCancellation(bookingId, at, release);
  return true;
}
