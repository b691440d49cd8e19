import { Schema } from 'effect';
import type { Result } from 'neverthrow';
import type { AccountMail } from '../account/account-mail';
import { brandColour, readableTextOn } from '../storefront/brand-colour';
import type { ComposedMail } from './booking-mail';
import type { MailContent } from './mail-content';
import { decodeWith, type SchemaViolation } from '../shared/decode';

// An account's mail as the outbox keeps it, and what it says (issue 34; docs/adr/0121). The link's
// secret travels sealed; the dispatcher opens it and hands it here to be written into the link.

export const AccountMailNotice = Schema.Struct({
  kind: Schema.Literal('account_mail'),
  mail: Schema.Literals(['verify_email', 'reset_password', 'change_email', 'sign_up_attempted']),
  userId: Schema.Int,
  to: Schema.String,
  language: Schema.Literals(['en', 'es']),
  /** The storefront country the link opens; absent in mails owed before it was kept (issue 34). */
  country: Schema.optionalKey(Schema.NullOr(Schema.String)),
  sealedSecret: Schema.NullOr(Schema.String),
});
export type AccountMailNotice = typeof AccountMailNotice.Type;

/** A stored payload read back as an account's mail. */
export const parseAccountMailNotice: (input: unknown) => Result<AccountMailNotice, SchemaViolation> =
  decodeWith(AccountMailNotice);

/** The words of the accounts' mails in one language (src/i18n/account-mail.ts). */
export interface AccountMailWords {
  readonly brand: string;
  readonly subject: Readonly<Record<AccountMail['kind'], string>>;
  readonly lead: Readonly<Record<AccountMail['kind'], string>>;
  readonly button: Readonly<Record<Exclude<AccountMail['kind'], 'sign_up_attempted'>, string>>;
  /** How long the link lasts, and what to do when the mail was not asked for. */
  readonly closing: Readonly<Record<AccountMail['kind'], string>>;
}

export type AccountMailWordsIn = (language: AccountMailNotice['language']) => AccountMailWords;

// The storefront's pages that act on each link (by POST, once the person presses the button there).
const PAGE: Readonly<Record<Exclude<AccountMail['kind'], 'sign_up_attempted'>, string>> = {
  verify_email: 'users/verify',
  reset_password: 'users/password',
  change_email: 'users/email',
};
// A country whose storefront speaks the mail's language: Chile's in Spanish, an English-speaking one else.
const COUNTRY = { es: 'cl', en: 'us' } as const;
const STOREFRONT_COUNTRY = /^[a-z]{2}$/;

/**
 * Where a mail's link leads: the storefront page for its purpose, in the country of the page the
 * request was made on, else one speaking the mail's language.
 */
export function accountLinkAddress(
  origin: string,
  mail: Exclude<AccountMail['kind'], 'sign_up_attempted'>,
  notice: Pick<AccountMailNotice, 'language' | 'country'>,
  secret: string,
): string {
  const country =
    notice.country != null && STOREFRONT_COUNTRY.test(notice.country) ? notice.country : COUNTRY[notice.language];
  return `${origin.replace(/\/+$/, '')}/${country}/${PAGE[mail]}/${encodeURIComponent(secret)}`;
}

/** What an account's mail says; `secret` is the opened link secret (null for a notice without a link). */
export function accountMailContent(
  notice: AccountMailNotice,
  secret: string | null,
  origin: string,
  wordsIn: AccountMailWordsIn,
): MailContent {
  const words = wordsIn(notice.language);
  const colour = brandColour(null);
  const links =
    notice.mail === 'sign_up_attempted' || secret === null
      ? []
      : [
          {
            kind: 'storefront' as const,
            label: words.button[notice.mail],
            href: accountLinkAddress(origin, notice.mail, notice, secret),
          },
        ];
  return {
    language: notice.language,
    subject: words.subject[notice.mail],
    preheader: words.lead[notice.mail],
    greeting: '',
    lead: [words.lead[notice.mail]],
    cards: [],
    links,
    details: [],
    closing: [words.closing[notice.mail]],
    contact: '',
    brand: { name: words.brand, colour, textColour: readableTextOn(colour), logo: null },
  };
}

/** The account's mail, its parts still to be written (renderedMail). */
export function accountMail(
  notice: AccountMailNotice,
  secret: string | null,
  origin: string,
  wordsIn: AccountMailWordsIn,
): ComposedMail {
  const content = accountMailContent(notice, secret, origin, wordsIn);
  return { to: { name: '', email: notice.to }, content, language: notice.language, calendar: null, attachments: [] };
}
