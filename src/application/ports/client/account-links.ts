import type { UserView } from './account-sessions';
import type { ApiResult } from './api-result';

/**
 * Signing up, and the single-use links the account's mails carry (issue 34; docs/adr/0121). The
 * request calls answer alike whether or not the address has an account; a link's call answers 404
 * `ACCOUNT.LINK_UNUSABLE` for an unknown, expired or used link, the same for each.
 */
export interface AccountLinkCalls {
  /**
   * POST /users: 204 for a new and a taken address alike; 422 naming `user.email` or `user.password`.
   * `country` is the storefront country whose pages the mailed link opens (the page's), null for the language's own.
   */
  signUp(email: string, password: string, country: string | null): ApiResult<void>;
  /** POST /users/email_verification/{token}: verifies the email and signs this browser in. */
  verifyEmail(token: string): ApiResult<UserView>;
  /** POST /users/password_reset: 204 whether or not the address has an account. */
  requestPasswordReset(email: string, country: string | null): ApiResult<void>;
  /** POST /users/password_reset/{token}: sets the password, ends every session and signs this browser in. */
  resetPassword(token: string, password: string): ApiResult<UserView>;
  /** POST /users/email_change/{token}: the new address becomes the account's; 409 `ACCOUNT.EMAIL_TAKEN` if taken meanwhile. */
  confirmEmailChange(token: string): ApiResult<UserView>;
}
