import type { BookingId } from '#domain/booking/booking-id';
import type { CodeSealer } from '../ports/server/code-sealer';

// Test support: a code sealer that only pretends — it writes the key's name, the booking and the
// code side by side — but keeps the port's promises: a sealed code opens only under the same key,
// for the same booking. The real one (adapters/security/aes-gcm-code-sealer.ts) is tested on its own.

export function labelledCodeSealer(key: string): CodeSealer {
  const label = (bookingId: number) => `${key}|${String(bookingId)}|`;
  return {
    seal: (code, bookingId) => new TextEncoder().encode(`${label(bookingId)}${code}`),
    open(sealed, bookingId) {
      const text = new TextDecoder().decode(sealed);
      return text.startsWith(label(bookingId)) ? text.slice(label(bookingId).length) : null;
    },
  };
}

/** A code sealed by `sealer` as a notice carries it: base64url. */
export function sealedForNotice(sealer: CodeSealer, code: string, bookingId: number): string {
  return Buffer.from(sealer.seal(code, bookingId as BookingId)).toString('base64url');
}
