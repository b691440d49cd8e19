import { ResultAsync } from 'neverthrow';
import { bookAgainPath, myBookingActions, upcomingAndPast, type MyBookingAction } from '#domain/account/my-bookings';
import type { AccountBooking, AccountBookings } from '../ports/server/account-bookings';
import type { CodeSealer } from '../ports/server/code-sealer';
import type { SignInRequired } from './account-errors';
import { signedInUser, type SessionPorts } from './signed-in-user';

/** How many confirmations My bookings reads at most (docs/adr/0122): a client's bookings, not a company's. */
export const MY_BOOKINGS_LIMIT = 100;

/** A booking as My bookings shows it: what was booked, where, its state, and the pages it offers. */
export interface MyBooking extends Omit<AccountBooking, 'sealedCode' | 'policy'> {
  readonly actions: readonly MyBookingAction[];
  readonly bookAgainPath: string;
}

export interface MyBookings {
  readonly upcoming: readonly MyBooking[];
  readonly past: readonly MyBooking[];
}

export interface ListMyBookingsPorts extends SessionPorts {
  readonly accountBookings: AccountBookings;
  readonly codeSealer: CodeSealer;
}

/**
 * The signed-in client's bookings at every company (issue 34 "My bookings"; docs/adr/0122): those
 * made signed in to the account and those booked with its verified email, upcoming and past, each
 * with exactly the pages its state and its company's limits allow (the mails' offers). The
 * confirmation codes in those pages' paths are opened only here, for the signed-in owner.
 */
export function listMyBookings(ports: ListMyBookingsPorts) {
  const signedIn = signedInUser(ports);
  return (request: { readonly sessionToken: string | null }): ResultAsync<MyBookings, SignInRequired> =>
    signedIn(request.sessionToken).andThen((user) =>
      ResultAsync.fromSafePromise(ports.accountBookings.ofAccount(user.id, MY_BOOKINGS_LIMIT)).map((owned) => {
        const now = ports.clock.now();
        const shown = owned.map(({ sealedCode, policy, ...booking }): MyBooking => {
          const code = sealedCode === null ? null : ports.codeSealer.open(sealedCode, booking.id);
          const group = owned.filter((other) => other.groupId === booking.groupId);
          return {
            ...booking,
            actions: myBookingActions(
              {
                lifecycle: booking,
                isClass: booking.isClass,
                policy,
                group,
                code,
                countryCode: booking.location.countryCode,
              },
              now,
            ),
            bookAgainPath: bookAgainPath(booking.location.countryCode, booking.location.id),
          };
        });
        return upcomingAndPast(shown, now);
      }),
    );
}

export type ListMyBookings = ReturnType<typeof listMyBookings>;
