import type { RememberedSignIns } from '#application/ports/client/remembered-sign-in';

// Remember me in the browser's local storage: the email only (docs/adr/0031). Storage that is
// unavailable (a private window that refuses it) or holds something else reads as nothing kept.
// Beside it, whether a session was opened in this browser (docs/adr/0130): a hint, never a
// credential — the session itself is the HttpOnly cookie, which scripts cannot read.

const KEY = 'reserva.rememberedSignIn';
const SESSION_HINT_KEY = 'reserva.sessionHint';

export function localStorageSignIns(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>): RememberedSignIns {
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
    },
  };
}
