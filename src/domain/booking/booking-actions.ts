import type { Instant } from '../calendar/instant';
import {
  cancellableUntil,
  modifiableUntil,
  modificationsLeft,
  type BookingLifecycle,
  type BookingStatus,
  type ChangePolicy,
} from './booking-lifecycle';
import { editOffer } from './edit-offer';

// Which of a booking's pages a client is offered, from the booking as it stands (issue 18 "Links":
// "only those the booking's state and the company's limits allow"): the booking's page, confirm
// attendance (this one or all of its confirmation), change the hour, cancel (this one or all), or
// book again once it is cancelled. One rule for every place that offers them — the storefront's
// confirmation view and booking's page, and the links a mail carries (docs/adr/0068) — so a client
// is never shown a way the server would refuse. The server still decides each action on POST.

/** What a client may be offered for a booking, in the order the offers are shown. */
export const BOOKING_ACTION_KINDS = [
  'view',
  'confirm',
  'confirmAll',
  'change',
  'cancel',
  'cancelAll',
  'bookAgain',
] as const;
export type BookingActionKind = (typeof BOOKING_ACTION_KINDS)[number];

/** The booking's facts the offers read: its state and the limits its company sets on it. */
export interface BookingActionFacts {
  readonly status: BookingStatus;
  readonly clientConfirmed: boolean;
  readonly start: Instant;
  /** The last instant it can be cancelled; null when the company sets no window. */
  readonly cancellableUntil: Instant | null;
  /** The last instant it can be moved; null when the company sets no window. */
  readonly modifiableUntil: Instant | null;
  /** How many more moves the company allows; null when it sets no limit. */
  readonly modificationsLeft: number | null;
  /** A seat in a class, which is never moved (edit-offer.ts, edit-booking.ts); absent, it is not one. */
  readonly isClass?: boolean;
  /** How many bookings of its confirmation (made together with it, itself included) still stand. */
  readonly standingInGroup: number;
  /** Some standing booking of its confirmation still waits for the client's attendance confirmation. */
  readonly unconfirmedInGroup: boolean;
}

/** The facts of a stored booking under its company's policy (the mails' side, which holds the policy itself). */
export function bookingActionFacts(
  booking: BookingLifecycle,
  policy: ChangePolicy,
  group: { readonly standing: number; readonly unconfirmed: boolean },
): BookingActionFacts {
  return {
    status: booking.status,
    clientConfirmed: booking.clientConfirmedAt !== null,
    start: booking.start,
    cancellableUntil: cancellableUntil(booking, policy),
    modifiableUntil: modifiableUntil(booking, policy),
    modificationsLeft: modificationsLeft(booking, policy),
    standingInGroup: group.standing,
    unconfirmedInGroup: group.unconfirmed,
  };
}

function cancellable(booking: BookingActionFacts, now: Instant): boolean {
  return now < booking.start && (booking.cancellableUntil === null || now <= booking.cancellableUntil);
}

/**
 * The offers on `booking` at `now`, in BOOKING_ACTION_KINDS order. A cancelled booking offers only
 * to book again; a standing one its page, and then: confirm attendance while it is confirmed (not
 * pending payment), not yet confirmed and not started; change while `editOffer` offers a move (never
 * for a class seat); cancel inside the cancellation window; and the "all" forms when more than one booking of its confirmation
 * still stands (confirm all only while one of them is unconfirmed), since those act on the whole
 * confirmation, all or nothing.
 */
export function bookingActions(booking: BookingActionFacts, now: Instant): readonly BookingActionKind[] {
  if (booking.status === 'cancelled') return ['bookAgain'];
  const started = now >= booking.start;
  const several = booking.standingInGroup > 1;
  const offered: Record<BookingActionKind, boolean> = {
    view: true,
    confirm: booking.status === 'confirmed' && !booking.clientConfirmed && !started,
    confirmAll: several && booking.unconfirmedInGroup && booking.status === 'confirmed' && !started,
    change: editOffer(booking, now)._tag === 'Offered',
    cancel: cancellable(booking, now),
    cancelAll: several && cancellable(booking, now),
    bookAgain: false,
  };
  return BOOKING_ACTION_KINDS.filter((kind) => offered[kind]);
}
