import type { StorefrontLanguage } from '../storefront/country-locale';

// The mails an account's owner is owed (issue 34; docs/adr/0121). Which one a request owes is
// decided by the use cases from these values: a new account gets its verification link, an address
// that already has an account gets a notice that someone tried to sign up with it (never a second
// account, never an answer that tells the requester), a forgotten password gets its reset link and
// a new address its verification link.

interface LinkMail<Kind extends string> {
  readonly kind: Kind;
  /** The account the mail is about. */
  readonly userId: number;
  /** The address the mail goes to. */
  readonly to: string;
  readonly language: StorefrontLanguage;
  /** The storefront country whose pages the link opens; null for one speaking the mail's language. */
  readonly country: string | null;
  /** The link's secret, as the mail's link carries it. */
  readonly secret: string;
}

export type AccountMail =
  | LinkMail<'verify_email'>
  | LinkMail<'reset_password'>
  | LinkMail<'change_email'>
  | {
      readonly kind: 'sign_up_attempted';
      readonly userId: number;
      readonly to: string;
      readonly language: StorefrontLanguage;
    };
