import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import type { Clock } from '#application/ports/shared/clock';
import type { OAuthIdentity, OAuthVerification, OAuthVerifier } from '#application/ports/server/oauth-verifier';

// Google's Sign in with Google (storefront §4 Google login, ADR 0037): the button hands the browser
// an ID token, a JWT Google signs with the keys it publishes. The server believes it only when
// Google's signature holds, Google issued it, it was issued to one of this deployment's client ids
// and it has not expired — then its `sub` is the account and its email is the account's own when
// `email_verified` says so. jose does the JOSE (docs/adr/0039).

/** Where Google publishes the keys its ID tokens are signed with (its OpenID discovery document's `jwks_uri`). */
export const GOOGLE_KEYS_URL = 'https://www.googleapis.com/oauth2/v3/certs';

/** The `iss` Google writes into its ID tokens: either form (Google's "Verify the Google ID token"). */
const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

/** Clocks drift; a token a minute from its bounds is still Google's. */
const CLOCK_TOLERANCE_SECONDS = 60;

export interface GoogleIdTokenOptions {
  /** The OAuth client ids of this deployment's storefronts: a token issued to any other app is refused. */
  readonly clientIds: readonly string[];
  readonly clock: Clock;
  /** Google's signing keys; by default fetched from GOOGLE_KEYS_URL and cached as Google's headers allow. Tests give a local key set. */
  readonly keys?: JWTVerifyGetKey;
}

/** The parts of Google's ID token claims a sign-in reads. */
interface GoogleClaims extends JWTPayload {
  readonly email?: unknown;
  readonly email_verified?: unknown;
  readonly given_name?: unknown;
  readonly family_name?: unknown;
  readonly name?: unknown;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** Who the claims name, or null when they name no account with an email. */
function identityOf(claims: GoogleClaims): OAuthIdentity | null {
  const subject = text(claims.sub);
  const email = text(claims.email);
  if (subject === '' || email === '') return null;
  // Accounts without given and family names still have a display name; its first word is the first name.
  const [firstOfName = '', ...restOfName] = text(claims.name).split(/\s+/);
  return {
    subject,
    email,
    // Google writes a boolean; very old tokens wrote the string "true".
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
    firstName: text(claims.given_name) || firstOfName,
    lastName: text(claims.family_name) || restOfName.join(' '),
  };
}

/**
 * Failures that say the token is not Google's good word — forged, expired, issued to another app,
 * signed by a key Google does not publish — as opposed to Google's key set being out of reach or
 * unreadable (a timeout, a non-200 answer, broken JSON: jose's generic and key-set errors).
 */
const UNREACHABLE_KEYS = new Set([errors.JOSEError.code, errors.JWKSTimeout.code, errors.JWKSInvalid.code]);

function isRefusal(error: unknown): boolean {
  return error instanceof errors.JOSEError && !UNREACHABLE_KEYS.has(error.code);
}

export function googleIdTokenVerifier(options: GoogleIdTokenOptions): OAuthVerifier {
  const keys = options.keys ?? createRemoteJWKSet(new URL(GOOGLE_KEYS_URL));
  const audience = [...options.clientIds];
  return {
    // Google is the only provider the contract names (OAuthDevice); the device needs no check.
    async verify(_device, token): Promise<OAuthVerification> {
      if (audience.length === 0) return { outcome: 'notConfigured' };
      try {
        const { payload } = await jwtVerify<GoogleClaims>(token, keys, {
          issuer: GOOGLE_ISSUERS,
          audience,
          algorithms: ['RS256'],
          currentDate: new Date(options.clock.now()),
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
          requiredClaims: ['sub', 'exp', 'iat'],
        });
        const identity = identityOf(payload);
        return identity === null ? { outcome: 'rejected' } : { outcome: 'verified', identity };
      } catch (error) {
        if (isRefusal(error)) return { outcome: 'rejected' };
        // Google's keys could not be fetched: whether the token is good cannot be told now.
        return { outcome: 'unavailable' };
      }
    },
  };
}
