// What the account calls and the calls that need a signed-in user answer when they refuse
// (ADR 0014 statuses: 401, 403; ADR 0019).

/** Wrong email or password, or a token the identity provider rejects: the same answer for each, so none can be probed. */
export interface BadCredentials {
  readonly _tag: 'BadCredentials';
  readonly code: 'AUTH.BAD_CREDENTIALS';
}

/** The call needs a signed-in user and the request has no session, or one that ended. */
export interface SignInRequired {
  readonly _tag: 'SignInRequired';
  readonly code: 'AUTH.UNAUTHENTICATED';
}

/** The caller is known — a signed-in user, or a staff api-key — but may not do this. */
export interface Forbidden {
  readonly _tag: 'Forbidden';
  readonly code: 'AUTH.FORBIDDEN';
}

/** A staff api-key issued to one company names something of another (issue 21; docs/adr/0078). */
export interface OtherCompanysKey {
  readonly _tag: 'OtherCompanysKey';
  readonly code: 'AUTH.OTHER_COMPANY';
}

/** Only the operator's api-key, which acts for every company, may do this (issuing keys; docs/adr/0078). */
export interface OperatorKeyRequired {
  readonly _tag: 'OperatorKeyRequired';
  readonly code: 'AUTH.OPERATOR_KEY_REQUIRED';
}

/** Signing in with an identity provider this server was not given the credentials of. */
export interface OAuthNotConfigured {
  readonly _tag: 'OAuthNotConfigured';
  readonly code: 'AUTH.OAUTH_NOT_CONFIGURED';
}

/** The identity provider could not be asked whether the token is good; asking again later may work. */
export interface OAuthUnavailable {
  readonly _tag: 'OAuthUnavailable';
  readonly code: 'AUTH.OAUTH_UNAVAILABLE';
}

export const badCredentials: BadCredentials = { _tag: 'BadCredentials', code: 'AUTH.BAD_CREDENTIALS' };
export const signInRequired: SignInRequired = { _tag: 'SignInRequired', code: 'AUTH.UNAUTHENTICATED' };
export const forbidden: Forbidden = { _tag: 'Forbidden', code: 'AUTH.FORBIDDEN' };
export const otherCompanysKey: OtherCompanysKey = { _tag: 'OtherCompanysKey', code: 'AUTH.OTHER_COMPANY' };
export const operatorKeyRequired: OperatorKeyRequired = {
  _tag: 'OperatorKeyRequired',
  code: 'AUTH.OPERATOR_KEY_REQUIRED',
};
export const oauthNotConfigured: OAuthNotConfigured = { _tag: 'OAuthNotConfigured', code: 'AUTH.OAUTH_NOT_CONFIGURED' };
export const oauthUnavailable: OAuthUnavailable = { _tag: 'OAuthUnavailable', code: 'AUTH.OAUTH_UNAVAILABLE' };

/** A mailed account link that is unknown, for something else, expired or used (docs/adr/0121). */
export type { AccountLinkUnusable } from '#domain/account/account-link';

/** The new address of an email change belongs to another account by the time the change is confirmed. */
export interface EmailTaken {
  readonly _tag: 'EmailTaken';
  readonly code: 'ACCOUNT.EMAIL_TAKEN';
}

export const emailTaken: EmailTaken = { _tag: 'EmailTaken', code: 'ACCOUNT.EMAIL_TAKEN' };
