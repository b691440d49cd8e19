import { SESSION_LIFETIME_SECONDS } from '#domain/account/session';
import { SESSION_HINT_COOKIE } from '../http/session-hint-cookie';

// The session cookie (ADR 0014, the contract's `session` scheme): the spec's authorization cookie,
// which scripts cannot read (HttpOnly), travels only over secure contexts (Secure; 127.0.0.1 and
// localhost are ones) and on same-site requests and top-level navigations (SameSite=Lax), and
// lasts 5000 days (storefront §9) unless signing out ends it first.
//
// Beside it, a companion the storefront's scripts can read (docs/adr/0130, Amendment): it says only
// that this browser holds a session cookie, so the storefront asks who is signed in only then. It
// holds no secret (its value is always 1) and is never a credential: the server decides by the
// session cookie alone.

export const SESSION_COOKIE = 'authorization';

export { SESSION_HINT_COOKIE };

const attributes = 'Path=/; HttpOnly; Secure; SameSite=Lax';
const hintAttributes = 'Path=/; Secure; SameSite=Lax';
const lifetime = `Max-Age=${String(SESSION_LIFETIME_SECONDS)}`;

/** The Set-Cookie value that opens a session carried by `token` (an opaque base64url secret). */
export function sessionCookie(token: string): string {
  return `${SESSION_COOKIE}=${token}; ${attributes}; ${lifetime}`;
}

/** The Set-Cookie value that clears the session cookie. */
export const CLEARED_SESSION_COOKIE = `${SESSION_COOKIE}=; ${attributes}; Max-Age=0`;

/** The Set-Cookie value of the companion, lasting as long as a session. */
export const SESSION_HINT_SET_COOKIE = `${SESSION_HINT_COOKIE}=1; ${hintAttributes}; ${lifetime}`;

/** The Set-Cookie value that clears the companion. */
export const CLEARED_SESSION_HINT_COOKIE = `${SESSION_HINT_COOKIE}=; ${hintAttributes}; Max-Age=0`;

/** The Set-Cookie values that end a session in the browser: both cookies cleared. */
export const CLEARED_SESSION_COOKIES: readonly string[] = [CLEARED_SESSION_COOKIE, CLEARED_SESSION_HINT_COOKIE];

/** The cookies a request carried, by their values (undefined when absent). */
export interface CarriedSessionCookies {
  readonly session: string | undefined;
  readonly hint: string | undefined;
}

const carries = (value: string | undefined) => value !== undefined && value !== '';

/**
 * What a storefront page sets so that the companion says whether the browser holds a session: the
 * companion when the session cookie came without it (a session opened before the companion
 * existed, or elsewhere on the origin), its clearing when it came alone; nothing otherwise.
 */
export function pageSessionHintCookies(carried: CarriedSessionCookies): readonly string[] {
  if (carries(carried.session)) return carries(carried.hint) ? [] : [SESSION_HINT_SET_COOKIE];
  return carried.hint === undefined ? [] : [CLEARED_SESSION_HINT_COOKIE];
}

/**
 * What a 401 for a missing or ended session clears: both cookies when the request carried a session
 * cookie the server no longer knows, so a stale one costs a single 401; the companion alone when it
 * came without the session cookie.
 */
export function staleSessionCookies(carried: CarriedSessionCookies): readonly string[] {
  if (carries(carried.session)) return CLEARED_SESSION_COOKIES;
  return carried.hint === undefined ? [] : [CLEARED_SESSION_HINT_COOKIE];
}
