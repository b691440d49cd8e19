import { useEffect, useRef, useState } from 'react';
import type { AccountSessions, UserView } from '#application/ports/client/account-sessions';
import type { ApiResult } from '#application/ports/client/api-result';
import { useStorefrontServices } from './storefront-services';

/** A signed-in client's own page's data (issue 34): asked for once the session is known. */
export type SignedInRead<T> =
  | { readonly _tag: 'Loading' }
  | { readonly _tag: 'SignedOut' }
  | { readonly _tag: 'Failed' }
  | { readonly _tag: 'Loaded'; readonly value: T };

/**
 * Reads what `read` asks of the signed-in client's account once the session is known: signed out
 * when there is none or the server answers 401, failed on any other failure; a read answered after
 * the page left or the user changed is dropped. Also answers the signed-in user.
 */
export function useSignedInRead<T>(read: (sessions: AccountSessions) => ApiResult<T>): {
  readonly state: SignedInRead<T>;
  readonly user: UserView | null | undefined;
} {
  const { accountSessions, account } = useStorefrontServices();
  const user = account.user.value;
  const [state, setState] = useState<SignedInRead<T>>({ _tag: 'Loading' });
  const reading = useRef(read);
  reading.current = read;
  useEffect(() => {
    account.load();
  }, [account]);
  useEffect(() => {
    if (user === null) {
      setState({ _tag: 'SignedOut' });
      return;
    }
    if (user === undefined) return;
    let current = true;
    void reading.current(accountSessions).match(
      (value) => {
        if (current) setState({ _tag: 'Loaded', value });
      },
      (failure) => {
        if (current)
          setState({ _tag: failure._tag === 'ApiRefusal' && failure.status === 401 ? 'SignedOut' : 'Failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [accountSessions, user]);
  return { state, user };
}
