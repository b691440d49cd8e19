import type { RememberedSignIns } from '#application/ports/client/remembered-sign-in';
import { SESSION_HINT_COOKIE } from '../http/session-hint-cookie';

// Remember me in the browser's local storage: the email only (docs/adr/0031). Storage that is
// unavailable (a private window that refuses it) or holds something else reads as nothing kept.
// Beside it, whether a session was opened in this browser (docs/adr/0130): a hint, never a
// credential — the session itself is the HttpOnly cookie, which scripts cannot read. The server
// gives a hint too: the readable companion cookie its storefront pages keep beside the session
// cookie, which also covers sessions opened before the local hint existed or by another application
// on the origin (docs/adr/0130, Amendment).

const KEY = 'reserva.rememberedSignIn';
const SESSION_HINT_KEY = 'reserva.sessionHint';

/** Whether a `document.cookie` string holds the companion cookie with a value. */
export function cookiesHintSession(cookies: string): boolean {
  return cookies.split(';').some((pair) => {
    const [name = '', value = ''] = pair.split('=', 2).map((part) => part.trim());
    return name === SESSION_HINT_COOKIE && value !== '';
  });
}

/** The page's readable cookies: `document.cookie`, read and written. */
export interface PageCookies {
  read(): string;
  write(cookie: string): void;
}

/** The Set-Cookie-like line that expires the companion in the page, as the server's clearing does. */
export const EXPIRED_SESSION_HINT = `${SESSION_HINT_COOKIE}=; Path=/; Secure; SameSite=Lax; Max-Age=0`;

/**
 * The remember-me store over `storage`; `cookies` reads the page's readable cookies and writes
 * them (`document.cookie` in a browser).
 */
export function localStorageSignIns(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
  cookies: PageCookies,
): RememberedSignIns {
  return {
    read() {
      try {
        const value: unknown = JSON.parse(storage.getItem(KEY) ?? 'null');
        return typeof value === 'object' && value !== null && typeof (value as { email?: unknown }).email === 'string'
          ? { email: (value as { email: string }).email }
          : null;
      } catch {
        return null;
      }
    },
    keep(remembered) {
      try {
        if (remembered === null) storage.removeItem(KEY);
        else storage.setItem(KEY, JSON.stringify({ email: remembered.email }));
      } catch {
        // Nothing kept: the next visit's form starts blank.
      }
    },
    sessionHinted() {
      let cookieHint = false;
      try {
        cookieHint = cookiesHintSession(cookies.read());
      } catch {
        // Cookies refused (a sandboxed frame): only the local hint counts.
      }
      if (cookieHint) return true;
      try {
        return storage.getItem(SESSION_HINT_KEY) === 'open';
      } catch {
        return false;
      }
    },
    hintSession(open) {
      try {
        if (open) storage.setItem(SESSION_HINT_KEY, 'open');
        else storage.removeItem(SESSION_HINT_KEY);
      } catch {
        // No hint kept: the next page asks nobody, as for a visitor, until a sign-in here.
      }
      // A session that ended (signed out, or refused with 401) takes the server's hint with it: the
      // API's sign-out clears only the session cookie (its contract), so the page clears the companion.
      if (!open)
        try {
          cookies.write(EXPIRED_SESSION_HINT);
        } catch {
          // Cookies refused (a sandboxed frame): the next page's answer clears it.
        }
    },
  };
}
