import { computed, signal, type ReadonlySignal } from '@preact/signals-react';
import { cancelBookings } from '#application/client-side/booking/cancel-bookings';
import type { ClientSideFailure } from '#application/client-side/shared/client-side-errors';
import { confirmAttendance } from '#application/client-side/booking/confirm-attendance';
import { failureText, type FailureText } from '#application/client-side/booking/failure-text';
import type {
  BookingChanges,
  BookingsChangedView,
  EditableBookingView,
} from '#application/ports/client/booking-changes';
import { codeActionOffer, type BookingCodeAction, type CodeActionOffer } from '#domain/booking/code-actions';
import type { Loadable } from '../../shared/loadable';

// A page reached by a booking's confirmation code (storefront §2: bookings/cancel, cancel_all,
// confirm, confirm_all): it reads the booking the code names, offers its one action as a button
// (the request is a POST, never sent by opening the link), and shows what the action left, or why
// the server refused it.

export type CodeActionState =
  | { readonly _tag: 'Waiting' }
  | { readonly _tag: 'Acting' }
  | { readonly _tag: 'Done'; readonly changed: BookingsChangedView }
  /** The server refused or could not be asked; `final` when asking again cannot help (a refusal). */
  | { readonly _tag: 'Failed'; readonly text: FailureText; readonly final: boolean };

/** The booking read by its code, with what the action's answer says of it and of those made together with it. */
export function asChanged(booking: EditableBookingView, changed: BookingsChangedView): EditableBookingView {
  const now = new Map(changed.bookings.map((each) => [each.id, each]));
  const own = now.get(booking.id);
  return {
    ...booking,
    ...(own === undefined
      ? {}
      : { status: own.status, clientConfirmed: own.clientConfirmed, start: own.start, end: own.end }),
    ...(booking.group === undefined
      ? {}
      : { group: booking.group.map((each) => ({ ...each, ...(now.get(each.id) ?? {}) })) }),
  };
}

export function createBookingByCodeModel(
  bookingChanges: BookingChanges,
  action: BookingCodeAction,
  confirmationCode: string,
) {
  const booking = signal<Loadable<EditableBookingView>>({ status: 'loading' });
  const state = signal<CodeActionState>({ _tag: 'Waiting' });
  const offer = computed((): CodeActionOffer | null =>
    booking.value.status === 'ready' ? codeActionOffer(action, booking.value.value) : null,
  );
  const act =
    action === 'cancel' || action === 'cancelAll'
      ? cancelBookings({ bookingChanges })
      : confirmAttendance({ bookingChanges });

  function load(): void {
    booking.value = { status: 'loading' };
    void bookingChanges.getBookingForEdit(confirmationCode).match(
      (found) => {
        booking.value = { status: 'ready', value: found };
      },
      (failure: ClientSideFailure) => {
        booking.value = { status: 'failed', failure };
      },
    );
  }

  function perform(): void {
    if (state.peek()._tag === 'Acting') return;
    state.value = { _tag: 'Acting' };
    void act(confirmationCode, { all: action === 'cancelAll' || action === 'confirmAll' }).match(
      (changed) => {
        state.value = { _tag: 'Done', changed };
        // The page shows the booking as the action left it, not as it was read (issue 18).
        const current = booking.peek();
        if (current.status === 'ready') booking.value = { status: 'ready', value: asChanged(current.value, changed) };
      },
      (failure) => {
        state.value = {
          _tag: 'Failed',
          text: failureText(failure),
          final: failure._tag === 'ApiRefusal' && failure.status < 500 && failure.status !== 429,
        };
      },
    );
  }

  return {
    action,
    booking: booking as ReadonlySignal<Loadable<EditableBookingView>>,
    state: state as ReadonlySignal<CodeActionState>,
    offer,
    load,
    perform,
  };
}

export type BookingByCodeModel = ReturnType<typeof createBookingByCodeModel>;
