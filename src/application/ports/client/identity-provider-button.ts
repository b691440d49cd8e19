/**
 * The identity provider's own sign-in button in the login dialog (storefront §2 Login dialog "Google
 * button", §4 Google login; docs/adr/0037): the provider draws it and runs its popup, and hands over
 * the token that names the account, for the storefront to exchange at POST /users/oauth.
 */
export interface IdentityProviderButton {
  /** This deployment was given the provider's client id; without one there is no button. */
  readonly configured: boolean;
  /**
   * Draws the button inside `slot`, worded in `language`. Each sign-in with it hands its token to
   * `onToken`; the button failing to load, or a sign-in giving no token, goes to `onFailure`.
   * Returns what takes the button away again.
   */
  show(slot: HTMLElement, language: string, handlers: IdentityProviderHandlers): () => void;
}

export interface IdentityProviderHandlers {
  onToken(token: string): void;
  onFailure(reason: string): void;
}
