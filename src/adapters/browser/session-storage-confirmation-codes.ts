import type { KeptConfirmationCodes } from '#application/ports/kept-confirmation-codes';

// The confirmation codes of the bookings made in this tab, in its session storage (docs/adr/0068):
// they outlive a reload of the confirmation view and go with the tab, never to another tab or the
// next visit, and never to the server. Only the latest few are kept. Storage that is unavailable or
// holds something else reads as nothing kept: the view then offers the booking's own pages only
// through the mail's links.

const KEY = 'reserva.confirmationCodes';
/** Enough for one visit's bookings (a cart holds a handful) without growing for ever. */
const KEEP_AT_MOST = 20;

type Kept = readonly (readonly [number, string])[];

function readKept(storage: Pick<Storage, 'getItem'>): Kept {
  try {
    const value: unknown = JSON.parse(storage.getItem(KEY) ?? '[]');
    if (!Array.isArray(value)) return [];
    return value.filter(
      (entry): entry is [number, string] =>
        Array.isArray(entry) && typeof entry[0] === 'number' && typeof entry[1] === 'string',
    );
  } catch {
    return [];
  }
}

export function sessionStorageConfirmationCodes(storage: Pick<Storage, 'getItem' | 'setItem'>): KeptConfirmationCodes {
  return {
    keep(codes) {
      const ids = new Set(codes.map((code) => code.id));
      const kept = [
        ...readKept(storage).filter(([id]) => !ids.has(id)),
        ...codes.map((code) => [code.id, code.confirmationCode] as const),
      ].slice(-KEEP_AT_MOST);
      try {
        storage.setItem(KEY, JSON.stringify(kept));
      } catch {
        // Nothing kept: the confirmation view offers no links of its own.
      }
    },
    codeOf(bookingId) {
      return readKept(storage).find(([id]) => id === bookingId)?.[1] ?? null;
    },
  };
}
