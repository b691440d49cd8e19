import { err, errAsync, ok, ResultAsync } from 'neverthrow';
import { sessionExpiresAt } from '#domain/account/session';
import type { Instant } from '#domain/calendar/instant';
import { validateLoginForm } from '#domain/client/login-form';
import { badCredentials, type BadCredentials } from './account-errors';
import { invalidFields, type InvalidFields } from '../shared/invalid-fields';
import type { Clock } from '../ports/shared/clock';
import type { PasswordHasher } from '../ports/server/password-hasher';
import type { Sessions } from '../ports/server/sessions';
import type { User, Users } from '../ports/server/users';

/** A session just opened: the user, and the token for the authorization cookie. */
export interface OpenedSession {
  readonly user: User;
  readonly sessionToken: string;
  readonly expiresAt: Instant;
}

export interface SignInRequest {
  readonly email: string;
  readonly password: string;
}

/** Opens a session for `user` lasting as long as the cookie (storefront §9). */
export function openSession(
  ports: { readonly sessions: Sessions; readonly clock: Clock },
  user: User,
): ResultAsync<OpenedSession, never> {
  const now = ports.clock.now();
  const expiresAt = sessionExpiresAt(now);
  return ResultAsync.fromSafePromise(ports.sessions.open(user.id, now, expiresAt)).map((sessionToken) => ({
    user,
    sessionToken,
    expiresAt,
  }));
}

/**
 * Signing in with email and password (storefront §4 Login, §7 POST /users/sign_in). The form's
 * rules (§5: email, password of at least 8) refuse first, naming the fields; then an unknown email
 * and a wrong password get the same answer, after the same work, so neither can be probed.
 */
export function signIn(ports: {
  readonly users: Users;
  readonly sessions: Sessions;
  readonly passwordHasher: PasswordHasher;
  readonly clock: Clock;
}) {
  return (request: SignInRequest): ResultAsync<OpenedSession, BadCredentials | InvalidFields> => {
    const credentials = validateLoginForm(request);
    if (credentials.isErr()) return errAsync(invalidFields(credentials.error.fields));
    const { email, password } = credentials.value;
    return ResultAsync.fromSafePromise(ports.users.userByEmail(email))
      .andThen((account) =>
        ResultAsync.fromSafePromise(ports.passwordHasher.verify(password, account?.passwordHash ?? null)).andThen(
          (matches) => (matches && account !== undefined ? ok(account.user) : err(badCredentials)),
        ),
      )
      .andThen((user) => openSession(ports, user));
  };
}

export type SignIn = ReturnType<typeof signIn>;
