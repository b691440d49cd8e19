import type { BookingId } from '#domain/booking/booking-id';
import { releasedByCancellation } from '#domain/booking/cancellation-release';
import type { Instant } from '#domain/calendar/instant';
import type { BookingCancellations } from '../ports/server/booking-cancellations';
import type { GiftCards } from '../ports/server/gift-cards';
import { returnGiftCardSpendWithin } from '../gift-card/return-gift-card-spend';

/**
 * Cancels booking `bookingId` at `at` in the unit of work `cancellations` belongs to, giving back
 * what the domain says a cancellation releases (its class seat, its plan's use). Only the call that
 * finds it not yet cancelled cancels it, and answers true: a booking is released once however many
 * cancel it at once, since it is kept from other changes once read. The one cancel every path takes
 * (docs/adr/0095) — by its client or staff within the booking's rules, by a catalogue file, by an
 * unpaid payment's expiry — so each gives back, in the same transaction, what the booking spent of
 * gift cards (returnGiftCardSpendWithin; issue 31, docs/adr/0107).
 */
export async function cancelBookingWithin(
  ports: { readonly cancellations: BookingCancellations; readonly giftCards: GiftCards },
  bookingId: BookingId,
  at: Instant,
): Promise<boolean> {
  const booking = await ports.cancellations.beingCancelled(bookingId);
  if (booking === undefined) return false;
  const release = releasedByCancellation(booking);
  if (release === null) return false;
  await ports.cancellations.storeCancellation(bookingId, at, release);
  await returnGiftCardSpendWithin(ports.giftCards, bookingId);
  return true;
}
