import { errAsync, ResultAsync } from 'neverthrow';
import { checkAccountDetails, type AccountDetails, type AccountDetailsForm } from '#domain/account/account-details';
import type { AccountDetailsStore } from '../ports/server/account-details-store';
import { invalidFields, type InvalidFields } from '../shared/invalid-fields';
import { signInRequired, type SignInRequired } from './account-errors';
import { signedInUser, type SessionPorts } from './signed-in-user';
import { found } from '../shared/not-found';

export interface MyDetailsPorts extends SessionPorts {
  readonly accountDetails: AccountDetailsStore;
}

/** The signed-in client's details (issue 34 "My details"; docs/adr/0122). */
export function getMyDetails(ports: MyDetailsPorts) {
  const signedIn = signedInUser(ports);
  return (request: { readonly sessionToken: string | null }): ResultAsync<AccountDetails, SignInRequired> =>
    signedIn(request.sessionToken).andThen((user) =>
      ResultAsync.fromSafePromise(ports.accountDetails.read(user.id)).andThen((details) =>
        found(details, signInRequired),
      ),
    );
}

/**
 * The signed-in client changes their details: checked by the domain's rules (checkAccountDetails),
 * each refused field named and nothing kept; kept whole otherwise, and answered as kept.
 */
export function updateMyDetails(ports: MyDetailsPorts) {
  const signedIn = signedInUser(ports);
  const read = getMyDetails(ports);
  return (request: {
    readonly sessionToken: string | null;
    readonly form: AccountDetailsForm;
  }): ResultAsync<AccountDetails, SignInRequired | InvalidFields> =>
    signedIn(request.sessionToken).andThen((user) => {
      const checked = checkAccountDetails(request.form);
      if (checked.isErr()) return errAsync(invalidFields(checked.error));
      return ResultAsync.fromSafePromise(ports.accountDetails.update(user.id, checked.value)).andThen(() =>
        read({ sessionToken: request.sessionToken }),
      );
    });
}

export type GetMyDetails = ReturnType<typeof getMyDetails>;
export type UpdateMyDetails = ReturnType<typeof updateMyDetails>;
