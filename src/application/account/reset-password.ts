import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { accountLinkUnusable, usableAccountLink, type AccountLinkUnusable } from '#domain/account/account-link';
import { sessionExpiresAt } from '#domain/account/session';
import { password as passwordRule } from '#domain/validation/field-rules';
import { invalidFields, type InvalidFields } from '../shared/invalid-fields';
import type { Clock } from '../ports/shared/clock';
import type { PasswordHasher } from '../ports/server/password-hasher';
import type { AccountTransactions } from './account-writes';
import type { OpenedSession } from './sign-in';

export interface PasswordReset {
  /** The reset link's secret. */
  readonly secret: string;
  readonly password: string;
}

/**
 * Setting a new password with a reset link (issue 34). The password follows sign-in's rules; the
 * link is used once; every session the account had is ended, on every device, since whoever forgot
 * the password may not be the only one who knew it; and this browser is signed in afresh. The link
 * came through the account's mailbox, so the address counts as verified too.
 */
export function resetPassword(ports: {
  readonly transactions: AccountTransactions;
  readonly passwordHasher: PasswordHasher;
  readonly clock: Clock;
}) {
  return (reset: PasswordReset): ResultAsync<OpenedSession, AccountLinkUnusable | InvalidFields> => {
    const checked = passwordRule(reset.password);
    if (checked.isErr()) return errAsync(invalidFields({ password: checked.error }));
    const now = ports.clock.now();
    return ResultAsync.fromSafePromise(ports.passwordHasher.hash(checked.value))
      .andThen((passwordHash) =>
        ResultAsync.fromSafePromise(
          ports.transactions.inTransaction(async (writes) => {
            const link = usableAccountLink(await writes.accountLinks.linkOf(reset.secret), 'reset_password', now);
            if (link.isErr() || !(await writes.accountLinks.use(reset.secret, now))) return undefined;
            const { userId } = link.value;
            await writes.userAccounts.setPasswordHash(userId, passwordHash);
            await writes.userAccounts.markEmailVerified(userId, now);
            await writes.userAccounts.endEverySession(userId);
            // Read once verified, so that the answer says so.
            const user = await writes.users.userById(userId);
            if (user === undefined) return undefined;
            const expiresAt = sessionExpiresAt(now);
            const sessionToken = await writes.sessions.open(user.id, now, expiresAt);
            return { user, sessionToken, expiresAt };
          }),
        ),
      )
      .andThen((opened) => (opened === undefined ? errAsync(accountLinkUnusable) : okAsync(opened)));
  };
}

export type ResetPassword = ReturnType<typeof resetPassword>;
