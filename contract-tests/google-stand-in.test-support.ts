import type {
  OAuthDevice,
  OAuthIdentity,
  OAuthVerification,
  OAuthVerifier,
} from '#application/ports/server/oauth-verifier';

// Test support: Google, as the reference server meets it during provider verification (ADR 0024,
// docs/adr/0037). The verification cannot reach Google, so the server is given this stand-in
// verifier: it vouches for exactly the ID tokens a provider state told it to, as the accounts the
// state named, and rejects every other token — as Google rejects a forged or expired one.

export interface GoogleStandIn extends OAuthVerifier {
  /** From now on, Google vouches for `token` as `identity`. */
  vouch(token: string, identity: OAuthIdentity): void;
}

export function googleStandIn(): GoogleStandIn {
  const vouched = new Map<string, OAuthIdentity>();
  return {
    vouch(token, identity) {
      vouched.set(token, identity);
    },
    // Google is the only device there is.
    verify(_device: OAuthDevice, token: string): Promise<OAuthVerification> {
      const identity = vouched.get(token);
      return Promise.resolve(identity === undefined ? { outcome: 'rejected' } : { outcome: 'verified', identity });
    },
  };
}
