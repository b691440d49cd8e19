import { addMinutes, type Instant } from '../calendar/instant';

// How long a session lasts: as long as the authorization cookie that carries it, 5000 days
// (storefront §9 "Auth cookie 5000-day expiry"; ADR 0014). The server keeps the session, so
// signing out ends it before then.

export const SESSION_LIFETIME_DAYS = 5000;
export const SESSION_LIFETIME_SECONDS = SESSION_LIFETIME_DAYS * 24 * 60 * 60;

/** When a session opened at `openedAt` ends by itself. */
export function sessionExpiresAt(openedAt: Instant): Instant {
  return addMinutes(openedAt, SESSION_LIFETIME_DAYS * 24 * 60);
}
