import { gzipSync } from 'node:zlib';
// JSON bodies that cannot change, written once (docs/adr/0071). A route that hands out the same
// body again and again (the hours of an unchanged agenda) freezes it deeply; its text is then kept
// beside it, by its identity, for as long as the body itself is kept. Bodies that are not frozen,
// nearly every one, are written afresh each time, as before.

const texts = new WeakMap<object, string>();

/** `body` as JSON text: kept for a frozen body (see `deepFrozen` in #domain/shared/deep-frozen), written afresh for any other. */
export function jsonText(body: unknown): string {
  if (typeof body !== 'object' || body === null || !Object.isFrozen(body)) return JSON.stringify(body);
  const kept = texts.get(body);
  if (kept !== undefined) return kept;
  const text = JSON.stringify(body);
  texts.set(body, text);
  return text;
}

/** A frozen body's JSON as sent (docs/adr/0146): its UTF-8 bytes, and their gzip once a client has taken it. */
export interface KeptJson {
  readonly bytes: Uint8Array<ArrayBuffer>;
  /** The bytes gzipped, written the first time a client that takes gzip asks. */
  gzipped(): Uint8Array<ArrayBuffer>;
}

const encoded = new WeakMap<object, KeptJson>();

/**
 * `body`'s JSON as bytes, kept beside a frozen body as its text is, so that an answer handed out
 * again is neither encoded nor compressed again; null for a body that is not frozen.
 */
export function keptJson(body: unknown): KeptJson | null {
  if (typeof body !== 'object' || body === null || !Object.isFrozen(body)) return null;
  const found = encoded.get(body);
  if (found !== undefined) return found;
  const bytes = new TextEncoder().encode(jsonText(body));
  let gzipped: Uint8Array<ArrayBuffer> | undefined;
  const kept: KeptJson = {
    bytes,
    gzipped: () => (gzipped ??= new Uint8Array(gzipSync(bytes))),
  };
  encoded.set(body, kept);
  return kept;
}
