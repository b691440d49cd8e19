import { useEffect, useState } from 'react';
import type { ClientSideFailure } from '../../../application/client-side/client-side-errors';
import { findLocationZone } from '../../../application/client-side/find-location-zone';
import type { BookingSummaryView } from '../../../application/ports/booking-api';
import type { TimeZone } from '../../../domain/availability/time-zone';
import { useStorefrontServices } from '../../app/storefront-services';
import { LOADING, type Loadable } from '../../shared/loadable';

/** A booking group's summary and the time zone of its location, which the location's dates are read in. */
export interface SummaryAndZone {
  readonly summary: BookingSummaryView;
  readonly zone: TimeZone;
}

/**
 * The booking group's summary (GET /bookings/{bookingId}/{accessToken}) and its location's zone
 * (find-location-zone.ts), loaded together, and a retry that asks the API anew.
 */
export function useSummaryAndZone(bookingId: number, accessToken: string): { readonly loaded: Loadable<SummaryAndZone>; readonly retry: () => void } {
  const { api } = useStorefrontServices();
  const [loaded, setLoaded] = useState<Loadable<SummaryAndZone>>(LOADING);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    setLoaded(LOADING);
    void api
      .getBookingSummary(bookingId, accessToken)
      .andThen((summary) => findLocationZone(api)(summary.location.id).map((zone) => ({ summary, zone })))
      .match(
        (value) => {
          setLoaded({ status: 'ready', value });
        },
        (failure: ClientSideFailure) => {
          setLoaded({ status: 'failed', failure });
        },
      );
  }, [api, bookingId, accessToken, attempt]);
  return {
    loaded,
    retry: () => {
      setAttempt((previous) => previous + 1);
    },
  };
}
