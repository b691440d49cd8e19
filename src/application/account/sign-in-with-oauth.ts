import { err, errAsync, ok, okAsync, ResultAsync } from 'neverthrow';
import { EMAIL_MAX_LENGTH } from '#domain/validation/field-rules';
import {
  badCredentials,
  oauthNotConfigured,
  oauthUnavailable,
  type BadCredentials,
  type OAuthNotConfigured,
  type OAuthUnavailable,
} from './account-errors';
import type { Clock } from '../ports/shared/clock';
import type { OAuthDevice, OAuthIdentity, OAuthVerifier } from '../ports/server/oauth-verifier';
import type { Sessions } from '../ports/server/sessions';
import type { User, Users } from '../ports/server/users';
import { openSession, type OpenedSession } from './sign-in';

interface OAuthPorts {
  readonly users: Users;
  readonly sessions: Sessions;
  readonly oauthVerifier: OAuthVerifier;
  readonly clock: Clock;
}

/**
 * The account a verified identity signs in to (ADR 0019): the user already linked to it; else the
 * user with its email, when the provider verified the email and the user is not linked to another
 * account of the provider (then linked from now on); else a new client account from its profile.
 * An unverified email never reaches anyone's account, nor creates one.
 */
function accountFor(users: Users, identity: OAuthIdentity): ResultAsync<User, BadCredentials> {
  return ResultAsync.fromSafePromise(users.userByGoogleSubject(identity.subject)).andThen((linked) => {
    if (linked !== undefined) return okAsync<User, BadCredentials>(linked);
    if (!identity.emailVerified || identity.email.length > EMAIL_MAX_LENGTH)
      return errAsync<User, BadCredentials>(badCredentials);
    const linkExisting = (): ResultAsync<User | undefined, BadCredentials> =>
      ResultAsync.fromSafePromise(users.userByEmail(identity.email)).andThen((existing) => {
        if (existing === undefined) return okAsync(undefined);
        return ResultAsync.fromSafePromise(users.linkGoogleAccount(existing.user.id, identity.subject)).andThen(
          (linkedNow) => (linkedNow ? ok(existing.user) : err(badCredentials)),
        );
      });
    return linkExisting().andThen((existing) => {
      if (existing !== undefined) return okAsync<User, BadCredentials>(existing);
      const profile = {
        email: identity.email,
        firstName: identity.firstName,
        lastName: identity.lastName,
        googleSubject: identity.subject,
      };
      return ResultAsync.fromSafePromise(users.createClient(profile)).andThen((created) =>
        // Another first sign-in with the same email created it meanwhile: link to that one instead.
        created !== undefined
          ? okAsync<User, BadCredentials>(created)
          : linkExisting().andThen((raced) => (raced === undefined ? err(badCredentials) : ok(raced))),
      );
    });
  });
}

/**
 * Signing in with an identity provider's access token (storefront §4 Google login, §7 POST
 * /users/oauth): the provider says who holds the token, and a session opens for their account.
 */
export function signInWithOAuth(ports: OAuthPorts) {
  return (request: {
    readonly device: OAuthDevice;
    readonly accessToken: string;
  }): ResultAsync<OpenedSession, BadCredentials | OAuthNotConfigured | OAuthUnavailable> =>
    ResultAsync.fromSafePromise(ports.oauthVerifier.verify(request.device, request.accessToken))
      .andThen((verification): ResultAsync<User, BadCredentials | OAuthNotConfigured | OAuthUnavailable> => {
        switch (verification.outcome) {
          case 'notConfigured':
            return errAsync(oauthNotConfigured);
          case 'unavailable':
            return errAsync(oauthUnavailable);
          case 'rejected':
            return errAsync(badCredentials);
          case 'verified':
            return accountFor(ports.users, verification.identity);
        }
      })
      .andThen((user) => openSession(ports, user));
}

export type SignInWithOAuth = ReturnType<typeof signInWithOAuth>;
