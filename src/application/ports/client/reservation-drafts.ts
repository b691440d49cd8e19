/**
 * The reservation a client is putting together, kept for the browser tab (booking-wizard §4: a
 * taken hour or a reload keeps the cart and everything typed). What is kept is read back as
 * untrusted: another version of the storefront may have written it.
 */
export interface ReservationDrafts {
  /** Keeps the draft of a location's wizard, replacing the one kept before. */
  keep(locationId: number, draft: unknown): void;
  /** The draft kept for a location, undecoded; null when none is. */
  read(locationId: number): unknown;
  /** Forgets the location's draft: the booking was made, or the client closed the wizard. */
  discard(locationId: number): void;
}
