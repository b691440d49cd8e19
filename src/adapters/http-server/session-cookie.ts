import { SESSION_LIFETIME_SECONDS } from '#domain/account/session';

// The session cookie (ADR 0014, the contract's `session` scheme): the spec's authorization cookie,
// which scripts cannot read (HttpOnly), travels only over secure contexts (Secure; 127.0.0.1 and
// localhost are ones) and on same-site requests and top-level navigations (SameSite=Lax), and
// lasts 5000 days (storefront §9) unless signing out ends it first.

export const SESSION_COOKIE = 'authorization';

const attributes = 'Path=/; HttpOnly; Secure; SameSite=Lax';

/** The Set-Cookie value that opens a session carried by `token` (an opaque base64url secret). */
export function sessionCookie(token: string): string {
  return `${SESSION_COOKIE}=${token}; ${attributes}; Max-Age=${String(SESSION_LIFETIME_SECONDS)}`;
}

/** The Set-Cookie value that clears the session cookie. */
export const CLEARED_SESSION_COOKIE = `${SESSION_COOKIE}=; ${attributes}; Max-Age=0`;
