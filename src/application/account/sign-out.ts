import { okAsync, ResultAsync } from 'neverthrow';
import type { Sessions } from '../ports/server/sessions';

/**
 * Signing out (storefront §4 "Sign-out clears the authorization cookie", §7 DELETE users/sign_out):
 * the session ends on the server too, so a copy of the cookie no longer signs anyone in. Without a
 * session there is nothing to end, and that is no failure.
 */
export function signOut(ports: { readonly sessions: Sessions }) {
  return (request: { readonly sessionToken: string | null }): ResultAsync<void, never> =>
    request.sessionToken === null || request.sessionToken === ''
      ? okAsync(undefined)
      : ResultAsync.fromSafePromise(ports.sessions.end(request.sessionToken));
}

export type SignOut = ReturnType<typeof signOut>;
