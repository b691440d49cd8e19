import { describe, expect, it } from 'vitest';
import { sessionStorageConfirmationCodes } from './session-storage-confirmation-codes';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> & { readonly items: Map<string, string> } {
  const items = new Map<string, string>();
  return { items, getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

describe('the confirmation codes a visit keeps in its tab (docs/adr/0068)', () => {
  it('reads back the code of each booking made, and nothing for another', () => {
    const codes = sessionStorageConfirmationCodes(memoryStorage());
    codes.keep([
      { id: 400, confirmationCode: 'code-400' },
      { id: 401, confirmationCode: 'code-401' },
    ]);
    expect([codes.codeOf(400), codes.codeOf(401), codes.codeOf(402)]).toEqual(['code-400', 'code-401', null]);
  });

  it('keeps only the latest twenty', () => {
    const codes = sessionStorageConfirmationCodes(memoryStorage());
    for (let id = 1; id <= 25; id += 1) codes.keep([{ id, confirmationCode: `code-${String(id)}` }]);
    expect(codes.codeOf(5)).toBeNull();
    expect(codes.codeOf(6)).toBe('code-6');
    expect(codes.codeOf(25)).toBe('code-25');
  });

  it('reads anything else under its key, or a storage that refuses, as nothing kept', () => {
    const storage = memoryStorage();
    storage.items.set('reserva.confirmationCodes', '{not json');
    expect(sessionStorageConfirmationCodes(storage).codeOf(1)).toBeNull();
    const refusing = sessionStorageConfirmationCodes({
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    });
    refusing.keep([{ id: 1, confirmationCode: 'code-1' }]);
    expect(refusing.codeOf(1)).toBeNull();
  });
});
