import { gzipSync } from 'node:zlib';

// JSON bodies that cannot change, written once (docs/adr/0071, 0146). A route that hands out the
// same body again and again (the hours of an unchanged agenda) freezes it deeply; its UTF-8 bytes
// are then kept beside it, by its identity, for as long as the body itself is kept. The JSON text
// they are encoded from is not kept: nothing reads it again, and a kept answer would hold its body
// twice (docs/adr/0157). Bodies that are not frozen, nearly every one, are written afresh each time.

/** A frozen body's JSON as sent (docs/adr/0146): its UTF-8 bytes, and their gzip once a client has taken it. */
export interface KeptJson {
  readonly bytes: Uint8Array<ArrayBuffer>;
  /** The bytes gzipped, written the first time a client that takes gzip asks. */
  gzipped(): Uint8Array<ArrayBuffer>;
}

const encoded = new WeakMap<object, KeptJson>();

/**
 * `body`'s JSON as bytes, kept beside a frozen body (see `deepFrozen` in #domain/shared/deep-frozen),
 * so that an answer handed out again is neither written, encoded nor compressed again; null for a
 * body that is not frozen.
 */
export function keptJson(body: unknown): KeptJson | null {
  if (typeof body !== 'object' || body === null || !Object.isFrozen(body)) return null;
  const found = encoded.get(body);
  if (found !== undefined) return found;
  const bytes = new TextEncoder().encode(JSON.stringify(body));
  let gzipped: Uint8Array<ArrayBuffer> | undefined;
  const kept: KeptJson = {
    bytes,
    gzipped: () => (gzipped ??= new Uint8Array(gzipSync(bytes))),
  };
  encoded.set(body, kept);
  return kept;
}
