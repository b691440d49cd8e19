import type { ResultAsync } from 'neverthrow';
import type { SignInRequired } from './account-errors';
import type { User } from '../ports/server/users';
import { signedInUser, type SessionPorts } from './signed-in-user';

/** The signed-in user (storefront §7 GET api/views/admin/v1/users/get_user); SignInRequired without a live session. */
export function getCurrentUser(ports: SessionPorts) {
  const signedIn = signedInUser(ports);
  return (request: { readonly sessionToken: string | null }): ResultAsync<User, SignInRequired> =>
    signedIn(request.sessionToken);
}

export type GetCurrentUser = ReturnType<typeof getCurrentUser>;
