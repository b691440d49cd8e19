import type { BookingId } from '#domain/booking/booking-id';
import type { TrackingParameters } from '#domain/booking/traffic-source';

/**
 * The visit's tracking parameters of a booking paid online, kept for the browser tab while the
 * client pays, so that the booking's page, tracking its 'Booking' conversion once the payment is
 * approved, tells the same traffic source as a booking paid at the location (docs/adr/0076). What
 * is kept is read back as untrusted (`keptTracking`).
 */
export interface ConversionSources {
  /** Keeps `tracking` for the booking about to be paid. */
  keep(bookingId: BookingId, tracking: TrackingParameters): void;
  /** What was kept for the booking, undecoded; null when nothing was. */
  read(bookingId: BookingId): unknown;
}
