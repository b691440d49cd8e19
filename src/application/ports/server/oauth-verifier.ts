/** The identity providers a user can sign in with (storefront §4 Google login: device 'google'). */
export type OAuthDevice = 'google';

/** Who an identity provider says the access token's holder is. */
export interface OAuthIdentity {
  /** The provider's stable id of the account (Google's `sub`). */
  readonly subject: string;
  readonly email: string;
  /** The provider checked that the account holder owns the email. */
  readonly emailVerified: boolean;
  readonly firstName: string;
  readonly lastName: string;
}

export type OAuthVerification =
  | { readonly outcome: 'verified'; readonly identity: OAuthIdentity }
  /** The provider does not vouch for the token: expired, revoked, forged or issued to another app. */
  | { readonly outcome: 'rejected' }
  /** This server was not given the provider's credentials, so it cannot ask. */
  | { readonly outcome: 'notConfigured' }
  /** The provider could not be asked now (its keys out of reach): whether the token is good is not known. */
  | { readonly outcome: 'unavailable' };

/** Asks an identity provider who holds an access token. */
export interface OAuthVerifier {
  verify(device: OAuthDevice, accessToken: string): Promise<OAuthVerification>;
}
