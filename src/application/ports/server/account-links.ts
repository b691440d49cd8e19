import type { AccountLink, AccountLinkPurpose } from '#domain/account/account-link';
import type { Instant } from '#domain/calendar/instant';

/** A link about to be mailed: its secret (from TokenGenerator.secret) and what it does. */
export interface NewAccountLink {
  readonly secret: string;
  readonly purpose: AccountLinkPurpose;
  readonly userId: number;
  /** The address a change of email verifies; null for the other purposes. */
  readonly newEmail: string | null;
  readonly issuedAt: Instant;
  readonly expiresAt: Instant;
}

/**
 * The single-use links mailed to accounts' owners (issue 34; docs/adr/0121). The store keeps only
 * each secret's digest and finds a link by the digest of the secret it is handed; whether a link
 * may be used is the domain's rule (usableAccountLink). A failing store throws.
 */
export interface AccountLinks {
  issue(link: NewAccountLink): Promise<void>;
  /** The link whose secret this is, used or not, expired or not. */
  linkOf(secret: string): Promise<AccountLink | undefined>;
  /**
   * Marks the link used at `at`; true only for the one call that did, so that two requests racing
   * with the same link cannot both use it.
   */
  use(secret: string, at: Instant): Promise<boolean>;
}
