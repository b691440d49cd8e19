import type { BookingId } from '#domain/booking/booking-id';

/**
 * The bookings' confirmation codes as they are kept: sealed (CodeSealer; docs/adr/0065), which only
 * the server holding the link key opens.
 */
export interface SealedCodes {
  /** Each booking of the group that has its code sealed, by id; one made before codes were sealed (or by the demo data) has none. */
  ofGroup(groupId: number): Promise<ReadonlyMap<BookingId, Uint8Array>>;
}
