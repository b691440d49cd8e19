import type { OAuthVerifier } from '../../application/ports/oauth-verifier';

// Identity providers (ADR 0019). Until Google's credentials are configured (a later issue brings
// the verifier that asks Google's token endpoint), the server says plainly that it cannot check a
// Google token, rather than pretending the token was wrong.

/** The verifier of a server that was given no identity provider's credentials: it can check nothing. */
export const unconfiguredOAuthVerifier: OAuthVerifier = {
  verify: () => Promise.resolve({ outcome: 'notConfigured' }),
};
