import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import type { StorefrontLanguage } from '#domain/storefront/country-locale';
import { validateLoginForm } from '#domain/client/login-form';
import { invalidFields, type InvalidFields } from '../shared/invalid-fields';
import type { Clock } from '../ports/shared/clock';
import type { PasswordHasher } from '../ports/server/password-hasher';
import type { TokenGenerator } from '../ports/server/token-generator';
import { issueAccountLink, type AccountTransactions } from './account-writes';

export interface SignUpRequest {
  readonly email: string;
  readonly password: string;
  /** The language the mail is written in. */
  readonly language: StorefrontLanguage;
  /** The storefront country the mailed link opens (the page's); null for the language's own. */
  readonly country: string | null;
}

/**
 * Signing up with an email and a password (issue 34). The password follows sign-in's rules and is
 * hashed as sign-in's are. A new address gets an unverified client account and a single-use link
 * to verify it; an address that already has an account gets a mail telling its owner someone
 * tried, and nothing else. Both answer the same, so sign-up cannot tell who has an account; nobody
 * is signed in until the address is verified (verifyEmail).
 */
export function signUp(ports: {
  readonly transactions: AccountTransactions;
  readonly passwordHasher: PasswordHasher;
  readonly tokenGenerator: TokenGenerator;
  readonly clock: Clock;
}) {
  return (request: SignUpRequest): ResultAsync<void, InvalidFields> => {
    const credentials = validateLoginForm(request);
    if (credentials.isErr()) return errAsync(invalidFields(credentials.error.fields));
    const { email, password } = credentials.value;
    const { language, country } = request;
    const now = ports.clock.now();
    // Hashed for taken addresses too, so that both cost the same.
    return ResultAsync.fromSafePromise(ports.passwordHasher.hash(password))
      .andThen((passwordHash) =>
        ResultAsync.fromSafePromise(
          ports.transactions.inTransaction(async (writes) => {
            const created = await writes.userAccounts.createSignedUpClient({ email, passwordHash });
            if (created === undefined) {
              const owner = await writes.users.userByEmail(email);
              if (owner === undefined) return;
              const to = owner.user.email;
              await writes.accountMails.owe({ kind: 'sign_up_attempted', userId: owner.user.id, to, language });
              return;
            }
            const link = { purpose: 'verify_email' as const, userId: created.id, newEmail: null };
            const secret = await issueAccountLink(writes, ports.tokenGenerator, link, now);
            await writes.accountMails.owe({
              kind: 'verify_email',
              userId: created.id,
              to: created.email,
              language,
              country,
              secret,
            });
          }),
        ),
      )
      .andThen(() => okAsync(undefined));
  };
}

export type SignUp = ReturnType<typeof signUp>;
