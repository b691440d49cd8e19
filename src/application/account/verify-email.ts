import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { accountLinkUnusable, usableAccountLink, type AccountLinkUnusable } from '#domain/account/account-link';
import { sessionExpiresAt } from '#domain/account/session';
import type { Clock } from '../ports/shared/clock';
import type { AccountTransactions } from './account-writes';
import type { OpenedSession } from './sign-in';

/**
 * Verifying a new account's address with the link mailed to it (issue 34): the link is used once,
 * the account counts as verified from now on (its bookings tie to it), and the browser that
 * followed the link is signed in, since the link proves it holds the account's mailbox.
 */
export function verifyEmail(ports: { readonly transactions: AccountTransactions; readonly clock: Clock }) {
  return (secret: string): ResultAsync<OpenedSession, AccountLinkUnusable> => {
    const now = ports.clock.now();
    return ResultAsync.fromSafePromise(
      ports.transactions.inTransaction(async (writes) => {
        const link = usableAccountLink(await writes.accountLinks.linkOf(secret), 'verify_email', now);
        if (link.isErr() || !(await writes.accountLinks.use(secret, now))) return undefined;
        const { userId } = link.value;
        await writes.userAccounts.markEmailVerified(userId, now);
        // Read once verified, so that the answer says so.
        const user = await writes.users.userById(userId);
        if (user === undefined) return undefined;
        const expiresAt = sessionExpiresAt(now);
        const sessionToken = await writes.sessions.open(user.id, now, expiresAt);
        return { user, sessionToken, expiresAt };
      }),
    ).andThen((opened) => (opened === undefined ? errAsync(accountLinkUnusable) : okAsync(opened)));
  };
}

export type VerifyEmail = ReturnType<typeof verifyEmail>;
