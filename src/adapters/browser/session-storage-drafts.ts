import type { ReservationDrafts } from '#application/ports/client/reservation-drafts';

// The wizard's draft in the tab's session storage (docs/adr/0075): it survives a reload of the
// tab, and goes with the tab. Storage that refuses (a private window, a full quota) keeps nothing.

const key = (locationId: number) => `reserva.reservationDraft.${String(locationId)}`;

export function sessionStorageDrafts(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>): ReservationDrafts {
  return {
    keep(locationId, draft) {
      try {
        storage.setItem(key(locationId), JSON.stringify(draft));
      } catch {
        // Nothing kept: a reload starts over.
      }
    },
    read(locationId) {
      try {
        const kept = storage.getItem(key(locationId));
        return kept === null ? null : (JSON.parse(kept) as unknown);
      } catch {
        return null;
      }
    },
    discard(locationId) {
      try {
        storage.removeItem(key(locationId));
      } catch {
        // Nothing to forget.
      }
    },
  };
}
