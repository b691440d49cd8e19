import type { Instant } from '#domain/calendar/instant';

/**
 * The human check's tokens already used (ADR 0041): a token proves one request, so each is spent
 * once, by the first request that presents it, and remembered until it would have expired anyway.
 * Shared by every server process, so two processes given the same token at once spend it once.
 * What the altcha check needs from the database, not a use case's port (docs/adr/0098).
 */
export interface SpentHumanCheckTokens {
  /**
   * Spends `token` (kept only as a digest) until `expiresAt`: true when this call spent it, false
   * when it was spent already. `now` is the clock's time; tokens expired by then are forgotten.
   */
  spend(token: string, expiresAt: Instant, now: Instant): Promise<boolean>;
}
