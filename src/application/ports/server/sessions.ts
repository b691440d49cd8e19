import type { Instant } from '#domain/calendar/instant';

/**
 * Signed-in sessions, kept on the server so that signing out ends them (ADR 0014, ADR 0019). The
 * token is an opaque secret the store makes up (at least 256 random bits) and hands to the
 * browser in the authorization cookie; the store keeps only its digest.
 */
export interface Sessions {
  /** Opens a session for the user, lasting until `expiresAt`; answers its token. */
  open(userId: number, openedAt: Instant, expiresAt: Instant): Promise<string>;
  /** The user whose session `token` is, while it lasts at `now`. */
  userIdOf(token: string, now: Instant): Promise<number | undefined>;
  /** Ends the session `token` is, if it is one. */
  end(token: string): Promise<void>;
}
