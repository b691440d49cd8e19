import { accountLinkExpiresAt, type AccountLinkPurpose } from '#domain/account/account-link';
import type { Instant } from '#domain/calendar/instant';
import type { AccountLinks } from '../ports/server/account-links';
import type { AccountMails } from '../ports/server/account-mails';
import type { Sessions } from '../ports/server/sessions';
import type { TokenGenerator } from '../ports/server/token-generator';
import type { Transactions } from '../ports/server/transactions';
import type { UserAccounts } from '../ports/server/user-accounts';
import type { Users } from '../ports/server/users';

// What signing up, verifying, resetting a password and changing an email write, in one
// transaction each (issue 34; docs/adr/0121): the user, the link, the mail it owes, the sessions.

export interface AccountWrites {
  readonly users: Users;
  readonly userAccounts: UserAccounts;
  readonly accountLinks: AccountLinks;
  readonly accountMails: AccountMails;
  readonly sessions: Sessions;
}

export type AccountTransactions = Transactions<AccountWrites>;

/** Stores a new link for `userId` and answers its secret, to be mailed in the same transaction. */
export async function issueAccountLink(
  writes: Pick<AccountWrites, 'accountLinks'>,
  tokens: TokenGenerator,
  link: { readonly purpose: AccountLinkPurpose; readonly userId: number; readonly newEmail: string | null },
  now: Instant,
): Promise<string> {
  const secret = tokens.secret();
  await writes.accountLinks.issue({
    ...link,
    secret,
    issuedAt: now,
    expiresAt: accountLinkExpiresAt(link.purpose, now),
  });
  return secret;
}
