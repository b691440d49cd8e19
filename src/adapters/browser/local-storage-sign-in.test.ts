import { describe, expect, it } from 'vitest';
import {
  cookiesHintSession,
  EXPIRED_SESSION_HINT,
  localStorageSignIns,
  type PageCookies,
} from './local-storage-sign-in';

const noCookies: PageCookies = { read: () => '', write: () => undefined };
/** Cookies fixed to `text`, whatever is written. */
const cookiesOf = (text: string): PageCookies => ({ read: () => text, write: () => undefined });

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> & {
  readonly items: Map<string, string>;
} {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

describe('remember me in the browser’s storage (docs/adr/0031)', () => {
  it('keeps the email alone, reads it back, and forgets it', () => {
    const storage = memoryStorage();
    const signIns = localStorageSignIns(storage, noCookies);
    signIns.keep({ email: 'ana.perez@correo.example' });
    expect([...storage.items.values()]).toEqual(['{"email":"ana.perez@correo.example"}']);
    expect(signIns.read()).toEqual({ email: 'ana.perez@correo.example' });
    signIns.keep(null);
    expect(signIns.read()).toBeNull();
  });

  it('reads anything else kept under its key, or a storage that refuses, as nothing kept', () => {
    const storage = memoryStorage();
    storage.items.set('reserva.rememberedSignIn', '{not json');
    expect(localStorageSignIns(storage, noCookies).read()).toBeNull();
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(localStorageSignIns(refusing, noCookies).read()).toBeNull();
    expect(() => {
      localStorageSignIns(refusing, noCookies).keep({ email: 'a@b.cl' });
    }).not.toThrow();
  });

  it('keeps whether a session was opened in this browser, a hint apart from the email (docs/adr/0130)', () => {
    const storage = memoryStorage();
    const signIns = localStorageSignIns(storage, noCookies);
    expect(signIns.sessionHinted()).toBe(false);
    signIns.hintSession(true);
    expect(signIns.sessionHinted()).toBe(true);
    expect(signIns.read()).toBeNull();
    signIns.hintSession(false);
    expect(signIns.sessionHinted()).toBe(false);
    expect(storage.items.size).toBe(0);
  });

  it('takes the server’s readable companion cookie as a hint too, whatever local storage holds (docs/adr/0130, Amendment)', () => {
    const storage = memoryStorage();
    let cookies = 'theme=dark; reserva_session=1';
    const signIns = localStorageSignIns(storage, { read: () => cookies, write: () => undefined });
    expect(signIns.sessionHinted()).toBe(true);
    expect(storage.items.size).toBe(0);
    // Gone (the server cleared it) or emptied: no hint, until the local one says otherwise.
    cookies = 'theme=dark';
    expect(signIns.sessionHinted()).toBe(false);
    cookies = 'reserva_session=; theme=dark';
    expect(signIns.sessionHinted()).toBe(false);
    signIns.hintSession(true);
    expect(signIns.sessionHinted()).toBe(true);
    // A storage and cookies that both refuse read as no hint, never as a failure.
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    const refusingCookies: PageCookies = {
      read: () => {
        throw new Error('SecurityError');
      },
      write: () => {
        throw new Error('SecurityError');
      },
    };
    expect(localStorageSignIns(refusing, refusingCookies).sessionHinted()).toBe(false);
    expect(localStorageSignIns(refusing, cookiesOf('reserva_session=1')).sessionHinted()).toBe(true);
    expect(() => {
      localStorageSignIns(refusing, refusingCookies).hintSession(false);
    }).not.toThrow();
  });

  it('expires the companion in the page when the session ends here, since the API clears only the session cookie', () => {
    const written: string[] = [];
    const signIns = localStorageSignIns(memoryStorage(), { read: () => '', write: (cookie) => written.push(cookie) });
    signIns.hintSession(true);
    expect(written).toEqual([]);
    signIns.hintSession(false);
    expect(written).toEqual([EXPIRED_SESSION_HINT]);
    expect(EXPIRED_SESSION_HINT).toBe('reserva_session=; Path=/; Secure; SameSite=Lax; Max-Age=0');
  });

  it('reads the companion by its exact name only', () => {
    expect(cookiesHintSession('reserva_session=1')).toBe(true);
    expect(cookiesHintSession(' a=b ;reserva_session=1 ')).toBe(true);
    expect(cookiesHintSession('')).toBe(false);
    expect(cookiesHintSession('not_reserva_session=1; reserva_sessions=1')).toBe(false);
  });
});
