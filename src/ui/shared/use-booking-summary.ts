import { useEffect, useState } from 'react';
import type { ClientSideFailure } from '../../application/client-side/client-side-errors';
import type { BookingSummaryView } from '../../application/ports/booking-summaries';
import { useStorefrontServices } from '../app/storefront-services';
import type { Loadable } from './loadable';

/**
 * A booking group's summary (GET /bookings/{bookingId}/{accessToken}) as the pages that show one
 * load it — the booking's page and the card page —, and a retry that asks the API anew.
 */
export function useBookingSummary(bookingId: number, accessToken: string): { readonly summary: Loadable<BookingSummaryView>; readonly retry: () => void } {
  const { bookingSummaries } = useStorefrontServices();
  const [summary, setSummary] = useState<Loadable<BookingSummaryView>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    setSummary({ status: 'loading' });
    void bookingSummaries.getBookingSummary(bookingId, accessToken).match(
      (value) => {
        setSummary({ status: 'ready', value });
      },
      (failure: ClientSideFailure) => {
        setSummary({ status: 'failed', failure });
      },
    );
  }, [bookingSummaries, bookingId, accessToken, attempt]);
  return {
    summary,
    retry: () => {
      setAttempt((previous) => previous + 1);
    },
  };
}
