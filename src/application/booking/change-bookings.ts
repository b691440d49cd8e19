import { err, ok, ResultAsync, type Result } from 'neverthrow';
import { cancel, changeAll, confirmAttendance, type LifecycleRefusal } from '#domain/booking/booking-lifecycle';
import type { Instant } from '#domain/calendar/instant';
import type { BookingChangeRefused } from './booking-errors';
import { bookingNotFound, found, type BookingNotFound } from '../shared/not-found';
import type { Bookings } from '../ports/server/bookings';
import type { BookedService, BookingGroupRecord } from '#domain/booking/booking-group';
import type { Clock } from '../ports/shared/clock';
import type { BookingId } from '#domain/booking/booking-id';

export interface ChangeBookingsRequest {
  readonly confirmationCode: string;
  /** Act on every booking made together with the one the code names (the `_all` links), or on it alone. */
  readonly all: boolean;
}

/** The bookings a cancel or confirm acted on, as they are now. */
export interface BookingsChanged {
  readonly confirmationCode: string;
  readonly group: BookingGroupRecord;
  readonly bookings: readonly BookedService[];
  /**
   * The bookings the change left as they were: already cancelled, or already confirmed by the client
   * (booking-lifecycle.ts answers such a booking itself, unchanged). Every booking acted on, when
   * the call is a repeat (issue 35 "honest repeats").
   */
  readonly unchanged: readonly BookingId[];
}

type Change = (
  booking: BookedService,
  now: Instant,
  group: BookingGroupRecord,
) => Result<BookedService, LifecycleRefusal>;

function changeBookings(ports: { readonly bookings: Bookings; readonly clock: Clock }, change: Change) {
  return (request: ChangeBookingsRequest): ResultAsync<BookingsChanged, BookingNotFound | BookingChangeRefused> =>
    ResultAsync.fromSafePromise(ports.bookings.byConfirmationCode(request.confirmationCode))
      .andThen((named) => found(named, bookingNotFound))
      .andThen(({ bookingId, group }) => {
        const now = ports.clock.now();
        const targets = request.all ? group.bookings : group.bookings.filter((booking) => booking.id === bookingId);
        const changed = changeAll<BookedService, BookingId>(targets, (booking) => change(booking, now, group));
        if (changed.isErr())
          return err<never, BookingChangeRefused>({ ...changed.error.refusal, bookingId: changed.error.bookingId });
        const updated = changed.value.filter((booking, index) => booking !== targets[index]);
        const unchanged = changed.value.filter((booking, index) => booking === targets[index]).map(({ id }) => id);
        return ok({ group, bookings: changed.value, updated, unchanged });
      })
      .andThen(({ group, bookings, updated, unchanged }) =>
        ResultAsync.fromSafePromise(
          updated.length === 0 ? Promise.resolve() : ports.bookings.saveLifecycle(updated),
        ).map(() => ({
          confirmationCode: request.confirmationCode,
          group,
          bookings,
          unchanged,
        })),
      );
}

/**
 * Cancels the booking a confirmation code names, or every booking made with it, all or nothing
 * (storefront §2 cancel links; booking-lifecycle.ts: within the company's cancellation window,
 * before the start; cancelling twice changes nothing). Its slot, class seat and membership use
 * are freed.
 */
export function cancelBookings(ports: { readonly bookings: Bookings; readonly clock: Clock }) {
  return changeBookings(ports, (booking, now, group) => cancel(booking, now, group.policy));
}

/**
 * The client confirms attendance to the booking a code names, or to every booking made with it,
 * all or nothing (storefront §2 confirm links, §4). The status never changes (ADR 0014).
 */
export function confirmAttendances(ports: { readonly bookings: Bookings; readonly clock: Clock }) {
  return changeBookings(ports, (booking, now) => confirmAttendance(booking, now));
}

export type ChangeBookings = ReturnType<typeof cancelBookings>;
