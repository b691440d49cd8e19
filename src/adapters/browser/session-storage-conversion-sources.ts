import type { ConversionSources } from '#application/ports/client/conversion-sources';

// The tracking of a booking paid online in the tab's session storage (docs/adr/0076): the client
// leaves for the payment pages and comes back to the booking's page in the same tab. Storage that
// refuses (a private window, a full quota) keeps nothing: the conversion then carries no source.

const key = (bookingId: number) => `reserva.conversionSource.${String(bookingId)}`;

export function sessionStorageConversionSources(storage: Pick<Storage, 'getItem' | 'setItem'>): ConversionSources {
  return {
    keep(bookingId, tracking) {
      try {
        storage.setItem(key(bookingId), JSON.stringify(tracking));
      } catch {
        // Nothing kept.
      }
    },
    read(bookingId) {
      try {
        const kept = storage.getItem(key(bookingId));
        return kept === null ? null : (JSON.parse(kept) as unknown);
      } catch {
        return null;
      }
    },
  };
}
