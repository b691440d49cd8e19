import { ResultAsync } from 'neverthrow';
import { cancellableUntil, modifiableUntil, modificationsLeft } from '#domain/booking/booking-lifecycle';
import type { Instant } from '#domain/calendar/instant';
import { bookingNotFound, found, type BookingNotFound } from '../shared/not-found';
import type { Bookings } from '../ports/server/bookings';
import type { BookedService, BookingGroupRecord } from '#domain/booking/booking-group';
import { shownConsents, type ShownConsent } from '#domain/consent/consent-links';
import type { Consents } from '../ports/server/consents';

/** A booking as the modify page shows it, with what may still change (storefront §2 bookings/edit). */
export interface EditableBooking {
  readonly confirmationCode: string;
  readonly group: BookingGroupRecord;
  readonly booking: BookedService;
  readonly modificationsLeft: number;
  readonly modifiableUntil: Instant;
  /** The last instant it can be cancelled: the booking's page offers the cancel only until then (issue 18). */
  readonly cancellableUntil: Instant;
  /** The consent forms it asks its client to sign, with their links while they can be signed (docs/adr/0118); absent where not read. */
  readonly consents?: readonly ShownConsent[];
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

/**
 * The booking a confirmation code names, to modify it, with the consent forms it asks to sign
 * (issue 32; docs/adr/0118): whoever holds the booking's code holds its consents' links. An
 * unknown code is not found.
 */
export function getBookingForEdit(ports: {
  readonly bookings: Bookings;
  readonly consents: Pick<Consents, 'linksOf'>;
}) {
  return (request: { readonly confirmationCode: string }): ResultAsync<EditableBooking, BookingNotFound> =>
    ResultAsync.fromSafePromise(ports.bookings.byConfirmationCode(request.confirmationCode))
      .map((named) => {
        const booking = named?.group.bookings.find((candidate) => candidate.id === named.bookingId);
        return named === undefined || booking === undefined
          ? undefined
          : editableBooking(request.confirmationCode, named.group, booking);
      })
      .andThen((editable) => found(editable, bookingNotFound))
      .andThen((editable) =>
        ResultAsync.fromSafePromise(ports.consents.linksOf([editable.booking.id])).map((links): EditableBooking => ({
          ...editable,
          consents: shownConsents(links, {
            countryCode: editable.group.location.countryCode,
            statusOf: (id) => (id === editable.booking.id ? editable.booking.status : undefined),
          }),
        })),
      );
}

export type GetBookingForEdit = ReturnType<typeof getBookingForEdit>;
