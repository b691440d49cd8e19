import { ResultAsync } from 'neverthrow';
import { bookingNotFound, found, type BookingNotFound } from './not-found';
import type { BookingGroupRecord, Bookings } from './ports/bookings';

export interface GetBookingSummaryRequest {
  readonly bookingId: number;
  readonly accessToken: string;
}

/**
 * The confirmation view's data through its capability link (booking-wizard §2 Confirmation view,
 * §3 Booking data; storefront §2 booking summary): the group of bookings made with the one named,
 * when the access token is that group's. A wrong token answers exactly as a missing booking does.
 */
export function getBookingSummary(ports: { readonly bookings: Bookings }) {
  return (request: GetBookingSummaryRequest): ResultAsync<BookingGroupRecord, BookingNotFound> =>
    ResultAsync.fromSafePromise(ports.bookings.groupByAccessToken(request.bookingId, request.accessToken)).andThen((group) =>
      found(group, bookingNotFound),
    );
}

export type GetBookingSummary = ReturnType<typeof getBookingSummary>;
