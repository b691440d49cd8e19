import type { BookingId } from '#domain/booking/booking-id';

/**
 * Seals a booking's confirmation code so that it can be kept at rest and opened again only by the
 * server holding the key (issue 18; docs/adr/0065): a mail written after the booking — a reminder,
 * the notice of a change — can then carry links by code, while the database alone gives nobody a
 * code. A sealed code is bound to its booking: it opens only for the booking it was sealed for.
 */
export interface CodeSealer {
  /** `code` sealed for `bookingId`: unreadable without the key, and different each time. */
  seal(code: string, bookingId: BookingId): Uint8Array;
  /**
   * The code `sealed` holds, or null when it cannot be opened: sealed under another key (the key
   * changed), for another booking, or altered. Never throws for what it is given.
   */
  open(sealed: Uint8Array, bookingId: BookingId): string | null;
}
