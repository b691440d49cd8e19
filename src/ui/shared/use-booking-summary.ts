import { useEffect, useState } from 'react';
import { okAsync, type ResultAsync } from 'neverthrow';
import type { ClientSideFailure } from '#application/client-side/shared/client-side-errors';
import type { BookingSummaryView } from '#application/ports/client/booking-summaries';
import type { LocationDirectory } from '#application/ports/client/location-directory';
import { useStorefrontServices } from './storefront-services';
import type { Loadable } from './loadable';
import type { BookingId } from '#domain/booking/booking-id';

const justTheSummary = (summary: BookingSummaryView): ResultAsync<BookingSummaryView, ClientSideFailure> =>
  okAsync(summary);

/**
 * A booking group's summary (GET /bookings/{bookingId}/{accessToken}) as the pages that show one
 * load it — the booking's page and the card page —, and a retry that asks the API anew.
 */
export function useBookingSummary(
  bookingId: BookingId,
  accessToken: string,
): { readonly summary: Loadable<BookingSummaryView>; readonly retry: () => void } {
  return useBookingSummaryWith(bookingId, accessToken, justTheSummary);
}

/**
 * The summary with what a page loads after it (the card page: its location's zone), loaded
 * together: the page is ready once both are. `andThen` is a module's function, the same on every render.
 */
export function useBookingSummaryWith<Loaded>(
  bookingId: BookingId,
  accessToken: string,
  andThen: (summary: BookingSummaryView, locations: LocationDirectory) => ResultAsync<Loaded, ClientSideFailure>,
): { readonly summary: Loadable<Loaded>; readonly retry: () => void } {
  const { bookingSummaries, locations } = useStorefrontServices();
  const [summary, setSummary] = useState<Loadable<Loaded>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    setSummary({ status: 'loading' });
    void bookingSummaries
      .getBookingSummary(bookingId, accessToken)
      .andThen((value) => andThen(value, locations))
      .match(
        (value) => {
          setSummary({ status: 'ready', value });
        },
        (failure: ClientSideFailure) => {
          setSummary({ status: 'failed', failure });
        },
      );
  }, [bookingSummaries, locations, bookingId, accessToken, andThen, attempt]);
  return {
    summary,
    retry: () => {
      setAttempt((previous) => previous + 1);
    },
  };
}
