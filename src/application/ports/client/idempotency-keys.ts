/**
 * Derives the Idempotency-Key of a booking attempt from what the attempt asks for (ADR 0014,
 * docs/adr/0023): the same content always gives the same key, other content another one, so
 * sending the same attempt again is replayed by the API instead of booking twice. Behind a port
 * because the derivation is a digest, which the core does not compute ambiently.
 */
export interface IdempotencyKeys {
  /** The key for an attempt whose canonical content is `canonicalContent`: 8–255 visible ASCII characters. */
  keyFor(canonicalContent: string): string;
}
