import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { signInRequired, type SignInRequired } from './account-errors';
import { found } from '../shared/not-found';
import type { Clock } from '../ports/shared/clock';
import type { Sessions } from '../ports/server/sessions';
import type { User, Users } from '../ports/server/users';

/** What reading a session needs. */
export interface SessionPorts {
  readonly sessions: Sessions;
  readonly users: Users;
  readonly clock: Clock;
}

/**
 * The user a session token (the authorization cookie's value) belongs to, while the session lasts
 * (storefront §7 get_user; ADR 0019). Any route that needs to know who is signed in, or whether
 * they can edit a company (`canEditCompany`), calls this with the cookie's value: no cookie, a
 * token that names no session, an ended or expired session all answer `SignInRequired`.
 */
export function signedInUser(ports: SessionPorts) {
  return (sessionToken: string | null): ResultAsync<User, SignInRequired> => {
    if (sessionToken === null || sessionToken === '') return errAsync(signInRequired);
    return ResultAsync.fromSafePromise(ports.sessions.userIdOf(sessionToken, ports.clock.now()))
      .andThen((userId) => found(userId, signInRequired))
      .andThen((userId) => ResultAsync.fromSafePromise(ports.users.userById(userId)))
      .andThen((user) => found(user, signInRequired));
  };
}

export type SignedInUser = ReturnType<typeof signedInUser>;

/**
 * The user viewing a public page, or null for a visitor: for calls where signing in only adds
 * something (a review list's reply codes). A session that ended reads as a visitor, never as a
 * refusal, since the call does not need one.
 */
export function viewingUser(ports: SessionPorts) {
  const signedIn = signedInUser(ports);
  return (sessionToken: string | null): ResultAsync<User | null, never> =>
    signedIn(sessionToken).orElse(() => okAsync(null));
}

export type ViewingUser = ReturnType<typeof viewingUser>;
