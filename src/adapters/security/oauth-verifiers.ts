import type { OAuthVerifier } from '#application/ports/server/oauth-verifier';

// Identity providers (ADR 0019). Until Google's client ids are configured (RESERVA_GOOGLE_CLIENT_IDS,
// then google-id-token-verifier.ts checks Google's tokens, ADR 0039), the server says plainly that
// it cannot check a Google token, rather than pretending the token was wrong.

/** The verifier of a server that was given no identity provider's credentials: it can check nothing. */
export const unconfiguredOAuthVerifier: OAuthVerifier = {
  verify: () => Promise.resolve({ outcome: 'notConfigured' }),
};
