import { bookingActionFacts, bookingActions, type BookingActionKind } from '../booking/booking-actions';
import type { BookingLifecycle, ChangePolicy } from '../booking/booking-lifecycle';
import { codePagePath, countrySegment } from '../booking/code-pages';
import type { Instant } from '../calendar/instant';

// A signed-in client's "My bookings" (issue 34; docs/adr/0122): which bookings are the account's,
// which of them are still to come, and the pages each one offers — the same offers
// (booking-actions.ts) and the same code pages (code-pages.ts) as the mails' links, so My bookings
// never shows a way the server would refuse.

/** The account asking: its id, its email, and whether that email is known to be its owner's. */
export interface BookingAccount {
  readonly userId: number;
  readonly email: string;
  /** The email is proven the account holder's (Google verified it); only then does it claim bookings. */
  readonly emailVerified: boolean;
}

/** What ties a booking group to an account: the account that made it, and the email typed in it. */
export interface BookingOwnership {
  /** The account signed in when it was booked; null when booked signed out (or the account was deleted). */
  readonly userId: number | null;
  readonly clientEmail: string | null;
}

/** An email as compared: trimmed, case-insensitively (users_email, booking_groups_client_email). */
export const comparedEmail = (email: string): string => email.trim().toLowerCase();

/**
 * Whether a booking is the account's: booked signed in to it, or booked with its email — the
 * latter only once the email is verified, since an unverified address proves nothing and anyone
 * could sign up with someone else's to read their bookings. (The SQL adapter's
 * `accountOwnsGroup` predicate is this rule, checked against it by the shared contract suite.)
 */
export function ownsBooking(account: BookingAccount, booking: BookingOwnership): boolean {
  if (booking.userId === account.userId) return true;
  return (
    account.emailVerified &&
    booking.clientEmail !== null &&
    comparedEmail(booking.clientEmail) !== '' &&
    comparedEmail(booking.clientEmail) === comparedEmail(account.email)
  );
}

/** A booking is upcoming until it starts; from then on it is past (whatever its state). */
export const isUpcoming = (start: Instant, now: Instant): boolean => now < start;

/** A page a booking in My bookings offers: what it does, and the storefront path that does it. */
export interface MyBookingAction {
  readonly kind: Exclude<BookingActionKind, 'bookAgain'>;
  readonly path: string;
}

/** The facts of one booking that its offers read. */
export interface MyBookingFacts {
  readonly lifecycle: BookingLifecycle;
  readonly isClass: boolean;
  readonly policy: ChangePolicy;
  /** Every booking of its confirmation (itself included). */
  readonly group: readonly Pick<BookingLifecycle, 'status' | 'clientConfirmedAt'>[];
  /** Its confirmation code, opened for its owner; null when it cannot be opened (then no code page is offered). */
  readonly code: string | null;
  readonly countryCode: string;
}

/**
 * The code pages a booking offers its owner at `now`: exactly bookingActions' offers, each as its
 * code page's path; none without a code. Booking again is not among them: every booking offers it
 * (bookAgainPath), cancelled or not.
 */
export function myBookingActions(facts: MyBookingFacts, now: Instant): readonly MyBookingAction[] {
  const { code } = facts;
  if (code === null) return [];
  const standing = facts.group.filter((member) => member.status !== 'cancelled');
  const offers = bookingActions(
    {
      ...bookingActionFacts(facts.lifecycle, facts.policy, {
        standing: standing.length,
        unconfirmed: standing.some((member) => member.clientConfirmedAt === null),
      }),
      isClass: facts.isClass,
    },
    now,
  );
  return offers
    .filter((kind): kind is MyBookingAction['kind'] => kind !== 'bookAgain')
    .map((kind) => ({ kind, path: codePagePath(facts.countryCode, kind, code) }));
}

/** The location's page, where the client books again (storefront §2 `/{country}/sucursal/{locationId}`). */
export function bookAgainPath(countryCode: string, locationId: number): string {
  return `/${countrySegment(countryCode)}/sucursal/${String(locationId)}`;
}

/** The account's bookings split as My bookings shows them: upcoming soonest first, past latest first. */
export function upcomingAndPast<T extends { readonly start: Instant }>(
  bookings: readonly T[],
  now: Instant,
): { readonly upcoming: readonly T[]; readonly past: readonly T[] } {
  const upcoming = bookings.filter((booking) => isUpcoming(booking.start, now)).sort((a, b) => a.start - b.start);
  const past = bookings.filter((booking) => !isUpcoming(booking.start, now)).sort((a, b) => b.start - a.start);
  return { upcoming, past };
}
