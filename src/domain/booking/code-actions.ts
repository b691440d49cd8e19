import type { BookingStatus } from './booking-lifecycle';

// What a page reached by a booking's confirmation code (storefront §2: cancel, cancel_all, confirm,
// confirm_all) still offers, from the booking the code names as it stands: its action, or why there
// is nothing to do. The server decides the rest (the cancellation window, a start already passed);
// this only spares a client a button that cannot do anything.

export type BookingCodeAction = 'cancel' | 'cancelAll' | 'confirm' | 'confirmAll';

export type CodeActionOffer =
  | { readonly _tag: 'Offered' }
  /** The booking is already as the action would leave it. */
  | { readonly _tag: 'AlreadyDone'; readonly reason: 'cancelled' | 'attendanceConfirmed' }
  /** A cancelled booking has no attendance to confirm. */
  | { readonly _tag: 'NotPossible'; readonly reason: 'cancelled' };

const OFFERED: CodeActionOffer = { _tag: 'Offered' };

/**
 * The offer for `action` on the booking the code names. The "all" actions are always offered: the
 * others made together with it may still be standing, and cancelling or confirming all is all or
 * nothing on the server.
 */
export function codeActionOffer(
  action: BookingCodeAction,
  booking: { readonly status: BookingStatus; readonly clientConfirmed: boolean },
): CodeActionOffer {
  switch (action) {
    case 'cancel':
      return booking.status === 'cancelled' ? { _tag: 'AlreadyDone', reason: 'cancelled' } : OFFERED;
    case 'confirm':
      if (booking.status === 'cancelled') return { _tag: 'NotPossible', reason: 'cancelled' };
      return booking.clientConfirmed ? { _tag: 'AlreadyDone', reason: 'attendanceConfirmed' } : OFFERED;
    case 'cancelAll':
    case 'confirmAll':
      return OFFERED;
  }
}
