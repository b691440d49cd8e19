import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { formatOffsetDateTime, instantOfExistingTime, timeZone } from '#domain/availability/time-zone';
import type { ClockTime } from '#domain/calendar/clock-time';
import { addMinutes } from '#domain/calendar/instant';
import type { LocalDate } from '#domain/calendar/local-date';
import { fieldError } from '#domain/validation/field-error';
import type { BookingChanges, EditableBookingView } from '../../ports/client/booking-changes';
import type { LocationDirectory } from '../../ports/client/location-directory';
import { inputInvalid, type ClientSideFailure } from '../shared/client-side-errors';

export interface BookingMoveOrder {
  readonly confirmationCode: string;
  /** The new day and hour at the booking's location. */
  readonly date: LocalDate;
  readonly hour: ClockTime;
  /** The new professional (0 for the first available); the booking's own when null. */
  readonly providerChoice: number | null;
}

export interface MovedBooking {
  readonly before: EditableBookingView;
  readonly after: EditableBookingView;
}

/**
 * Moves the booking a confirmation code names to another day and hour (storefront §2
 * `bookings/edit`): the new start on the location's wall clock, the end the service's duration
 * later, the professional kept unless another is named. Whether the company still allows the move
 * and the hour is free is the API's to say (BOOKING.NOT_MODIFIABLE, BOOKING.SLOT_TAKEN).
 */
export function moveBooking(ports: { readonly bookingChanges: BookingChanges; readonly locations: LocationDirectory }) {
  return (order: BookingMoveOrder): ResultAsync<MovedBooking, ClientSideFailure> =>
    ports.bookingChanges.getBookingForEdit(order.confirmationCode).andThen((before) =>
      ports.locations
        .getLocation(before.locationId)
        .andThen((location) => {
          const zone = timeZone(location.timeZone);
          if (zone.isErr())
            return errAsync<never, ClientSideFailure>({
              _tag: 'ApiMisbehaved',
              status: 200,
              message: `The API named an unknown time zone, ${location.timeZone}.`,
            });
          const start = instantOfExistingTime(zone.value, order.date, order.hour);
          if (start === null)
            return errAsync(
              inputInvalid([{ field: 'start', error: fieldError('ERRORS.VALIDATION_DATETIME_INVALID') }]),
            );
          return okAsync({
            id: before.id,
            confirmationCode: order.confirmationCode,
            start: formatOffsetDateTime(zone.value, start),
            end: formatOffsetDateTime(zone.value, addMinutes(start, before.service.duration)),
            providerId: order.providerChoice ?? before.provider.id,
          });
        })
        .andThen((move) => ports.bookingChanges.editBooking(move).map((after) => ({ before, after }))),
    );
}
