import { errAsync, ResultAsync } from 'neverthrow';
import type { StorefrontLanguage } from '#domain/storefront/country-locale';
import { email as emailRule } from '#domain/validation/field-rules';
import { invalidFields, type InvalidFields } from '../shared/invalid-fields';
import type { Clock } from '../ports/shared/clock';
import type { TokenGenerator } from '../ports/server/token-generator';
import { issueAccountLink, type AccountTransactions } from './account-writes';

export interface PasswordResetRequest {
  readonly email: string;
  readonly language: StorefrontLanguage;
  /** The storefront country the mailed link opens (the page's); null for the language's own. */
  readonly country: string | null;
}

/**
 * Asking for a forgotten password's reset link (issue 34). An address with an account is mailed a
 * single-use link lasting at most an hour; an address without one is mailed nothing; both answer
 * the same, so the call tells nobody who has an account. Only a malformed address is refused.
 */
export function requestPasswordReset(ports: {
  readonly transactions: AccountTransactions;
  readonly tokenGenerator: TokenGenerator;
  readonly clock: Clock;
}) {
  return (request: PasswordResetRequest): ResultAsync<void, InvalidFields> => {
    const checked = emailRule(request.email);
    if (checked.isErr()) return errAsync(invalidFields({ email: checked.error }));
    const now = ports.clock.now();
    return ResultAsync.fromSafePromise(
      ports.transactions.inTransaction(async (writes) => {
        const account = await writes.users.userByEmail(checked.value);
        if (account === undefined) return;
        const link = { purpose: 'reset_password' as const, userId: account.user.id, newEmail: null };
        const secret = await issueAccountLink(writes, ports.tokenGenerator, link, now);
        await writes.accountMails.owe({
          kind: 'reset_password',
          userId: account.user.id,
          to: account.user.email,
          language: request.language,
          country: request.country,
          secret,
        });
      }),
    );
  };
}

export type RequestPasswordReset = ReturnType<typeof requestPasswordReset>;
