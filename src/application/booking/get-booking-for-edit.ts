import { ResultAsync } from 'neverthrow';
import { cancellableUntil, modifiableUntil, modificationsLeft } from '#domain/booking/booking-lifecycle';
import type { Instant } from '#domain/calendar/instant';
import { bookingNotFound, found, type BookingNotFound } from '../shared/not-found';
import type { Bookings } from '../ports/server/bookings';
import type { BookedService, BookingGroupRecord } from '#domain/booking/booking-group';

/** A booking as the modify page shows it, with what may still change (storefront §2 bookings/edit). */
export interface EditableBooking {
  readonly confirmationCode: string;
  readonly group: BookingGroupRecord;
  readonly booking: BookedService;
  readonly modificationsLeft: number;
  readonly modifiableUntil: Instant;
  /** The last instant it can be cancelled: the booking's page offers the cancel only until then (issue 18). */
  readonly cancellableUntil: Instant;
}

export function editableBooking(
  confirmationCode: string,
  group: BookingGroupRecord,
  booking: BookedService,
): EditableBooking {
  return {
    confirmationCode,
    group,
    booking,
    modificationsLeft: modificationsLeft(booking, group.policy),
    modifiableUntil: modifiableUntil(booking, group.policy),
    cancellableUntil: cancellableUntil(booking, group.policy),
  };
}

/** The booking a confirmation code names, to modify it; an unknown code is not found. */
export function getBookingForEdit(ports: { readonly bookings: Bookings }) {
  return (request: { readonly confirmationCode: string }): ResultAsync<EditableBooking, BookingNotFound> =>
    ResultAsync.fromSafePromise(ports.bookings.byConfirmationCode(request.confirmationCode))
      .map((named) => {
        const booking = named?.group.bookings.find((candidate) => candidate.id === named.bookingId);
        return named === undefined || booking === undefined
          ? undefined
          : editableBooking(request.confirmationCode, named.group, booking);
      })
      .andThen((editable) => found(editable, bookingNotFound));
}

export type GetBookingForEdit = ReturnType<typeof getBookingForEdit>;
