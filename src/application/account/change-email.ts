import { err, errAsync, ok, ResultAsync } from 'neverthrow';
import { accountLinkUnusable, usableAccountLink, type AccountLinkUnusable } from '#domain/account/account-link';
import type { StorefrontLanguage } from '#domain/storefront/country-locale';
import { email as emailRule } from '#domain/validation/field-rules';
import { invalidFields, type InvalidFields } from '../shared/invalid-fields';
import type { Clock } from '../ports/shared/clock';
import type { TokenGenerator } from '../ports/server/token-generator';
import type { User } from '../ports/server/users';
import { emailTaken, type EmailTaken } from './account-errors';
import { issueAccountLink, type AccountTransactions } from './account-writes';
import { resultAsync } from '../shared/one-step';

export interface EmailChangeRequest {
  readonly email: string;
  readonly language: StorefrontLanguage;
  /** The storefront country the mailed link opens (the page's); null for the language's own. */
  readonly country: string | null;
}

/**
 * A signed-in user asks to change their email (issue 34 "changing the email verifies the new
 * one"): the new address is mailed a single-use link, and the account keeps its old address until
 * the link is followed (confirmEmailChange). The answer is the same whether or not another account
 * holds the new address, so the call finds out nobody's address.
 */
export function requestEmailChange(ports: {
  readonly transactions: AccountTransactions;
  readonly tokenGenerator: TokenGenerator;
  readonly clock: Clock;
}) {
  return (user: User, request: EmailChangeRequest): ResultAsync<void, InvalidFields> => {
    const checked = emailRule(request.email);
    if (checked.isErr()) return errAsync(invalidFields({ email: checked.error }));
    const now = ports.clock.now();
    return ResultAsync.fromSafePromise(
      ports.transactions.inTransaction(async (writes) => {
        const link = { purpose: 'change_email' as const, userId: user.id, newEmail: checked.value };
        const secret = await issueAccountLink(writes, ports.tokenGenerator, link, now);
        await writes.accountMails.owe({
          kind: 'change_email',
          userId: user.id,
          to: checked.value,
          language: request.language,
          country: request.country,
          secret,
        });
      }),
    );
  };
}

/**
 * Following the link mailed to the new address: used once, it makes that address the account's,
 * verified. When another account took the address meanwhile, nothing changes and the link stays
 * used (EmailTaken): the mailbox's owner learns what they could learn by signing in.
 */
export function confirmEmailChange(ports: { readonly transactions: AccountTransactions; readonly clock: Clock }) {
  return (secret: string): ResultAsync<User, AccountLinkUnusable | EmailTaken> => {
    const now = ports.clock.now();
    return resultAsync(
      ports.transactions.inTransaction(async (writes) => {
        const link = usableAccountLink(await writes.accountLinks.linkOf(secret), 'change_email', now);
        if (link.isErr() || link.value.newEmail === null || !(await writes.accountLinks.use(secret, now)))
          return err(accountLinkUnusable);
        const { userId, newEmail } = link.value;
        if (!(await writes.userAccounts.changeEmail(userId, newEmail, now))) return err(emailTaken);
        const user = await writes.users.userById(userId);
        return user === undefined ? err(accountLinkUnusable) : ok(user);
      }),
    );
  };
}

export type RequestEmailChange = ReturnType<typeof requestEmailChange>;
export type ConfirmEmailChange = ReturnType<typeof confirmEmailChange>;
