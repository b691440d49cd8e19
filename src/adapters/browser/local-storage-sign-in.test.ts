import { describe, expect, it } from 'vitest';
import { localStorageSignIns } from './local-storage-sign-in';

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
    const signIns = localStorageSignIns(storage);
    signIns.keep({ email: 'ana.perez@correo.example' });
    expect([...storage.items.values()]).toEqual(['{"email":"ana.perez@correo.example"}']);
    expect(signIns.read()).toEqual({ email: 'ana.perez@correo.example' });
    signIns.keep(null);
    expect(signIns.read()).toBeNull();
  });

  it('reads anything else kept under its key, or a storage that refuses, as nothing kept', () => {
    const storage = memoryStorage();
    storage.items.set('reserva.rememberedSignIn', '{not json');
    expect(localStorageSignIns(storage).read()).toBeNull();
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(localStorageSignIns(refusing).read()).toBeNull();
    expect(() => {
      localStorageSignIns(refusing).keep({ email: 'a@b.cl' });
    }).not.toThrow();
  });

  it('keeps whether a session was opened in this browser, a hint apart from the email (docs/adr/0130)', () => {
    const storage = memoryStorage();
    const signIns = localStorageSignIns(storage);
    expect(signIns.sessionHinted()).toBe(false);
    signIns.hintSession(true);
    expect(signIns.sessionHinted()).toBe(true);
    expect(signIns.read()).toBeNull();
    signIns.hintSession(false);
    expect(signIns.sessionHinted()).toBe(false);
    expect(storage.items.size).toBe(0);
  });
});
