import { ResultAsync } from 'neverthrow';
import { found, userNotFound, type UserNotFound } from '../shared/not-found';
import type { Clock } from '../ports/shared/clock';
import type { User, Users } from '../ports/server/users';

/**
 * The user a personal link's code names (storefront §7 user_with_user_code; ADR 0019), to prefill
 * the client form. The code is the capability: an unknown or expired code is not found, the same
 * answer for both. Reading never uses the code up, since a GET changes nothing.
 */
export function getUserWithUserCode(ports: { readonly users: Users; readonly clock: Clock }) {
  return (request: { readonly userCode: string }): ResultAsync<User, UserNotFound> =>
    ResultAsync.fromSafePromise(ports.users.userByCode(request.userCode, ports.clock.now())).andThen((user) =>
      found(user, userNotFound),
    );
}

export type GetUserWithUserCode = ReturnType<typeof getUserWithUserCode>;
