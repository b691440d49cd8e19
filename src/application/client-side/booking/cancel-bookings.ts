import type { ResultAsync } from 'neverthrow';
import type { BookingChanges, BookingsChangedView } from '../../ports/client/booking-changes';
import type { ClientSideFailure } from '../shared/client-side-errors';

/**
 * Cancels the booking a confirmation code names or, with `all`, every booking made with it, all or
 * nothing (storefront §2 cancel links; ADR 0014). Cancelling twice answers the same: nothing changes.
 */
export function cancelBookings(ports: { readonly bookingChanges: BookingChanges }) {
  return (
    confirmationCode: string,
    options: { readonly all: boolean },
  ): ResultAsync<BookingsChangedView, ClientSideFailure> =>
    options.all
      ? ports.bookingChanges.cancelAllBookings(confirmationCode)
      : ports.bookingChanges.cancelBooking(confirmationCode);
}
