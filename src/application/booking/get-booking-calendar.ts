import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { bookingCalendar, type CalendarOwner } from '#domain/notification/booking-calendar';
import { noticeLanguage } from '#domain/notification/booking-notice';
import { bookingNotFound, found, type BookingNotFound } from '../shared/not-found';
import type { Bookings } from '../ports/server/bookings';
import type { Clock } from '../ports/shared/clock';
import type { GetBookingSummaryRequest } from './get-booking-summary';

/**
 * The confirmation view's "add to calendar" file (issue 8 Notifications; docs/adr/0044): the
 * bookings behind a summary link as an iCalendar file, behind the same access token. Each event
 * has the UID and SEQUENCE the mails give it, so a later change or cancellation mail updates or
 * removes what the client added; a cancelled booking reads as cancelled.
 */
export function getBookingCalendar(
  ports: { readonly bookings: Bookings; readonly clock: Clock },
  settings: { readonly calendarOwner: CalendarOwner },
) {
  return (request: GetBookingSummaryRequest): ResultAsync<string, BookingNotFound> =>
    ResultAsync.fromSafePromise(ports.bookings.groupByAccessToken(request.bookingId, request.accessToken))
      .andThen((group) => found(group, bookingNotFound))
      .andThen((group) => {
        const calendar = bookingCalendar(
          'PUBLISH',
          group.bookings.map((booking) => ({
            id: booking.id,
            serviceName: booking.serviceName,
            providerName: booking.provider.publicName,
            status: booking.status,
            start: booking.start,
            end: booking.end,
            modifications: booking.modifications,
            isVideo: booking.isVideo,
            outcall: booking.outcall,
          })),
          {
            owner: settings.calendarOwner,
            location: group.location,
            client: null,
            stampedAt: ports.clock.now(),
            language: noticeLanguage(group.location.countryCode),
          },
        );
        // A group always holds a booking; one without is answered as a missing booking is.
        return calendar === null ? errAsync(bookingNotFound) : okAsync(calendar);
      });
}

export type GetBookingCalendar = ReturnType<typeof getBookingCalendar>;
