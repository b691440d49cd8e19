import { errAsync, ResultAsync } from 'neverthrow';
import { canDeleteOwnAccount } from '#domain/account/account-deletion';
import type { AccountErasure } from '../ports/server/account-erasure';
import { forbidden, type Forbidden, type SignInRequired } from './account-errors';
import { signedInUser, type SessionPorts } from './signed-in-user';

export interface DeleteAccountPorts extends SessionPorts {
  readonly accountErasure: AccountErasure;
}

/**
 * The signed-in client deletes their account (issue 34 "My details"; docs/adr/0122): its sessions,
 * personal links and sign-in are erased, its bookings kept for the business untied from it. An
 * account working for a company is refused (Forbidden): it is the company's.
 */
export function deleteAccount(ports: DeleteAccountPorts) {
  const signedIn = signedInUser(ports);
  return (request: { readonly sessionToken: string | null }): ResultAsync<void, SignInRequired | Forbidden> =>
    signedIn(request.sessionToken).andThen((user) =>
      canDeleteOwnAccount(user)
        ? ResultAsync.fromSafePromise(ports.accountErasure.erase(user.id))
        : errAsync(forbidden),
    );
}

export type DeleteAccount = ReturnType<typeof deleteAccount>;
