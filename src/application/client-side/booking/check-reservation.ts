import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { parseMembershipCheckResponse } from '#domain/membership/membership-check';
import { plansPaying } from '#domain/membership/membership-coverage';
import { decideSubmission, type SubmissionDecision } from '#domain/membership/submission-decision';
import type { InternalId, ReservationState } from '#domain/reservation/reservation';
import type { BookingRequests } from '../../ports/client/booking-requests';
import type { ClientSideFailure } from '../shared/client-side-errors';
import type { ReservationRequest } from './reservation-request';

/** What the check before a booking decided (booking-wizard §4 Submission). */
export interface CheckedReservation {
  readonly decision: SubmissionDecision;
  /** The membership or plan that would pay each covered service: sent with the booking when the client goes on. */
  readonly memberships: ReadonlyMap<InternalId, number>;
}

/**
 * Reserve or Pay and reserve first asks the API what can still be booked and what the client's
 * memberships pay (POST /bookings/check_bookings, booking nothing); the domain decides what follows:
 * the unavailable-services modal, the plans modal, or the booking itself.
 */
export function checkReservation(bookingRequests: BookingRequests) {
  return (
    state: ReservationState,
    reservation: ReservationRequest,
  ): ResultAsync<CheckedReservation, ClientSideFailure> =>
    bookingRequests.checkBookings(reservation.request).andThen((checked) => {
      const response = parseMembershipCheckResponse(checked);
      if (response.isErr()) {
        return errAsync<CheckedReservation, ClientSideFailure>({
          _tag: 'ApiMisbehaved',
          status: 200,
          message: 'The API answered the check with a service id that is not one.',
        });
      }
      // The parsed plans are the answer's, in its order: each names the membership that pays it.
      const paying = plansPaying(state.servicesToReserve, response.value.bookingsMembership.available);
      const memberships = new Map<InternalId, number>();
      state.servicesToReserve.forEach((item, index) => {
        const plan = paying[index] ?? null;
        const membershipId =
          plan === null ? undefined : checked.bookingsMembership.available[plan]?.paymentMembershipId;
        if (membershipId !== undefined) memberships.set(item.internalId, membershipId);
      });
      return okAsync<CheckedReservation, ClientSideFailure>({
        decision: decideSubmission(state.servicesToReserve, response.value),
        memberships,
      });
    });
}
