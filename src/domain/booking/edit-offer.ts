import type { Instant } from '../calendar/instant';
import type { BookingStatus } from './booking-lifecycle';

// What the modify page (storefront §2 `bookings/edit/{confirmationCode}`) still offers, from the
// booking the code names as the API shows it: the move, or why there is none (storefront §4
// "Implied by texts": modified a limited number of times up to a limited number of hours before the
// service). It reads the same limits `reschedule` enforces on the server, so the client is never
// handed a day and hour picker that cannot change the booking; the server still decides.

/** The part of the modify page's booking this reads. */
export interface EditableBookingFacts {
  readonly status: BookingStatus;
  readonly start: Instant;
  /** How many more moves the company allows; null when it sets no limit. */
  readonly modificationsLeft: number | null;
  /** The last instant a move is accepted; null when the company sets no window. */
  readonly modifiableUntil: Instant | null;
  /** A seat in a class, which is never moved (edit-booking.ts refuses it); absent, it is not one. */
  readonly isClass?: boolean;
}

export type EditOffer =
  | { readonly _tag: 'Offered' }
  /**
   * cancelled: nothing to move; started: its hour has passed; classSeat: a class's seat, which
   * keeps the class's hour; limitReached: no moves left; tooLate: inside the company's window
   * before the start (the last two are BOOKING.NOT_MODIFIABLE).
   */
  | {
      readonly _tag: 'NotModifiable';
      readonly reason: 'cancelled' | 'started' | 'classSeat' | 'limitReached' | 'tooLate';
    };

/** The offer on `booking` at `now`, its refusals in the order the server checks them. */
export function editOffer(booking: EditableBookingFacts, now: Instant): EditOffer {
  if (booking.status === 'cancelled') return { _tag: 'NotModifiable', reason: 'cancelled' };
  if (now >= booking.start) return { _tag: 'NotModifiable', reason: 'started' };
  if (booking.isClass === true) return { _tag: 'NotModifiable', reason: 'classSeat' };
  if (booking.modificationsLeft !== null && booking.modificationsLeft <= 0)
    return { _tag: 'NotModifiable', reason: 'limitReached' };
  if (booking.modifiableUntil !== null && now > booking.modifiableUntil)
    return { _tag: 'NotModifiable', reason: 'tooLate' };
  return { _tag: 'Offered' };
}
