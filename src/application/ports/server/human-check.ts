import type { Instant } from '#domain/calendar/instant';

/** Why a token does not prove a person sent the request. */
export type HumanCheckRefusal =
  /** No token, or a blank one. */
  | 'missing'
  /** Not one the check issued or signed, or a wrong answer to its puzzle. */
  | 'forged'
  /** Issued too long ago (reCAPTCHA: too old, or already verified once). */
  | 'expired'
  /** Already spent by an earlier request: each token proves one request. */
  | 'reused'
  /** Genuine, but the provider scores it as too likely a robot, or for another action or site. */
  | 'unconvincing';

/**
 * What the check makes of a token: a person's, the site's fallback token (which the storefront sends
 * when the check cannot run twice in a row, booking-wizard §5, and which the server accepts only
 * where configured, under a tighter limit), or refused.
 */
export type HumanCheckVerdict =
  | { readonly _tag: 'Person' }
  | { readonly _tag: 'FallbackToken' }
  | { readonly _tag: 'Refused'; readonly reason: HumanCheckRefusal };

/** A puzzle the storefront solves to earn a token: opaque to it, signed by the server, valid until `expiresAt`. */
export interface HumanCheckChallenge {
  readonly challenge: string;
  readonly expiresAt: Instant;
}

/**
 * Whether a request comes from a person (booking-wizard §5: the invisible human check, action
 * `submit`). Adapters (ADR 0041): a self-hosted proof of work (the default), reCAPTCHA v3, and the
 * development check (ADR 0018); any of them behind the fallback token's decorator.
 */
export interface HumanCheck {
  /** What `token` proves; null (no token) never proves a person. A token proves one request only. */
  verify(token: string | null): Promise<HumanCheckVerdict>;
  /** A new challenge, for a check whose tokens answer one the server issued; null for the others. */
  challenge(): Promise<HumanCheckChallenge | null>;
}

export const PERSON: HumanCheckVerdict = { _tag: 'Person' };
export const refusedBecause = (reason: HumanCheckRefusal): HumanCheckVerdict => ({ _tag: 'Refused', reason });
