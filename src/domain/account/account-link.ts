import { err, ok, type Result } from 'neverthrow';
import { addMinutes, type Instant } from '../calendar/instant';

// The single-use links an account's owner receives by mail (issue 34; docs/adr/0121): one verifies
// the address of a new account, one sets a forgotten password, one verifies a new address before it
// replaces the old. The server stores only a digest of each link's secret; this file decides how
// long each lasts and whether one may still be used.

export type AccountLinkPurpose = 'verify_email' | 'reset_password' | 'change_email';

export const ACCOUNT_LINK_PURPOSES: readonly AccountLinkPurpose[] = ['verify_email', 'reset_password', 'change_email'];

/**
 * How long each link lasts. A password reset hands over the account, so it lasts at most an hour
 * (issue 34); a verification only proves that the mailbox is the owner's, so it lasts a day, time
 * enough to find the mail later.
 */
export const ACCOUNT_LINK_LIFETIME_MINUTES: Readonly<Record<AccountLinkPurpose, number>> = {
  verify_email: 24 * 60,
  reset_password: 60,
  change_email: 24 * 60,
};

/** When a link issued at `issuedAt` for `purpose` stops working. */
export function accountLinkExpiresAt(purpose: AccountLinkPurpose, issuedAt: Instant): Instant {
  return addMinutes(issuedAt, ACCOUNT_LINK_LIFETIME_MINUTES[purpose]);
}

/** A link as stored: what it is for, whose it is, until when, whether it was used. */
export interface AccountLink {
  readonly purpose: AccountLinkPurpose;
  readonly userId: number;
  readonly expiresAt: Instant;
  readonly usedAt: Instant | null;
  /** The address a change-of-email link verifies; null for the other purposes. */
  readonly newEmail: string | null;
}

/**
 * A link that cannot be used: unknown, for another purpose, expired or already used. They answer
 * alike, so that a stranger holding a guessed or old link learns nothing from the answer.
 */
export interface AccountLinkUnusable {
  readonly _tag: 'AccountLinkUnusable';
  readonly code: 'ACCOUNT.LINK_UNUSABLE';
}

export const accountLinkUnusable: AccountLinkUnusable = { _tag: 'AccountLinkUnusable', code: 'ACCOUNT.LINK_UNUSABLE' };

/** Whether `link` (undefined when no link has the secret) may be used now for `purpose`. */
export function usableAccountLink(
  link: AccountLink | undefined,
  purpose: AccountLinkPurpose,
  now: Instant,
): Result<AccountLink, AccountLinkUnusable> {
  if (link === undefined || link.purpose !== purpose) return err(accountLinkUnusable);
  if (link.usedAt !== null || now >= link.expiresAt) return err(accountLinkUnusable);
  return ok(link);
}
