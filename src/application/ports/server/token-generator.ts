import type { BookingReference } from '#domain/booking/booking-reference';

/**
 * New secrets and transaction ids. The core never draws randomness itself (ADR 0001): the
 * capability secrets of a booking — its access token and confirmation codes — come from here.
 */
export interface TokenGenerator {
  /**
   * A new unguessable secret of at least 128 random bits, written with URL-safe characters only
   * (it travels in paths and query strings), at most 128 characters long (the contract's
   * CapabilityToken), and never starting with a dash (a confirmation code is pasted as a CLI
   * argument, which a leading dash would make an option).
   */
  secret(): string;
  /** A new transaction id for the bookings one create call makes (`booking.trx_id`); unique, not secret. */
  transactionId(): string;
  /**
   * A new booking reference (issue 35; docs/adr/0126), its symbols drawn uniformly: not secret, and
   * unique per company only because the store refuses a repeat and the create draws again.
   */
  bookingReference(): BookingReference;
}
