import { errAsync, ResultAsync } from 'neverthrow';
import { canonicalText } from '#domain/shared/canonical-text';
import type { BookingRequests, CreatedBookingsView } from '../../ports/client/booking-requests';
import type { HumanCheckTokens } from '../../ports/client/human-check-tokens';
import type { IdempotencyKeys } from '../../ports/client/idempotency-keys';
import type { Pause } from '../../ports/client/pause';
import type { ClientSideFailure } from '../shared/client-side-errors';
import { obtainHumanCheckToken, type HumanCheckFailed } from '../abuse/obtain-human-check-token';
import type { ReservationRequest } from './reservation-request';

export type ReservationFailure = ClientSideFailure | HumanCheckFailed;

export interface CreateReservationPorts {
  readonly bookingRequests: BookingRequests;
  readonly humanCheck: HumanCheckTokens;
  readonly pause: Pause;
  readonly idempotencyKeys: IdempotencyKeys;
}

/**
 * Creates the bookings (POST /bookings) with a human-check token, under an Idempotency-Key derived
 * from the request, so a retry of the same submission is answered with the same bookings. Without a
 * token nothing is sent (booking-wizard §8 "Human-check failure: … booking not sent").
 */
export function createReservation(ports: CreateReservationPorts) {
  const token = obtainHumanCheckToken(ports);
  return (reservation: ReservationRequest): ResultAsync<CreatedBookingsView, ReservationFailure> =>
    ResultAsync.fromSafePromise(token()).andThen((obtained) =>
      obtained.match(
        (humanCheckToken) =>
          ports.bookingRequests.createBooking(
            { ...reservation.request, humanCheckToken },
            ports.idempotencyKeys.keyFor(canonicalText(reservation.request)),
          ),
        (failed) => errAsync<CreatedBookingsView, ReservationFailure>(failed),
      ),
    );
}
