import type { ResultAsync } from 'neverthrow';
import type { BookingChanges, BookingsChangedView } from '../../ports/client/booking-changes';
import type { ClientSideFailure } from '../shared/client-side-errors';

/**
 * Records that the client will attend the booking a confirmation code names or, with `all`, every
 * booking made with it (storefront §2 confirm links). The status never changes: a booking pending
 * payment stays so (ADR 0014).
 */
export function confirmAttendance(ports: { readonly bookingChanges: BookingChanges }) {
  return (
    confirmationCode: string,
    options: { readonly all: boolean },
  ): ResultAsync<BookingsChangedView, ClientSideFailure> =>
    options.all
      ? ports.bookingChanges.confirmAllBookings(confirmationCode)
      : ports.bookingChanges.confirmBooking(confirmationCode);
}
