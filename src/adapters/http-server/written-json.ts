import { gzipSync } from 'node:zlib';
import type { Presented } from '#application/availability/kept-answers';

// JSON bodies written once (docs/adr/0071, 0146, 0165). A route that hands out the same body again
// and again (the hours of an unchanged agenda, a location) answers it as a `WrittenJson`: the body's
// UTF-8 bytes, written when it is made, and their gzip once a client that takes gzip asks. Only the
// bytes are kept: not the body's objects, nor the JSON text they were encoded from. A kept answer
// then weighs its bytes, held outside the JavaScript heap, instead of some thousand small objects
// that the collector would copy, promote and mark for as long as the answer is kept (ADR 0165).
// Bodies that are not written so, nearly every one, are written afresh each time.

/** Names what a `WrittenJson` is the JSON of, for the compiler only. */
declare const writtenFrom: unique symbol;

/** A body's JSON as sent, written once: a route answers it where it would answer the body of type `T`. */
export class WrittenJson<T> {
  readonly bytes: Uint8Array<ArrayBuffer>;
  #gzipped: Uint8Array<ArrayBuffer> | undefined;
  /** What the bytes are the JSON of: never there, the compiler's alone (the contract types a route's body). */
  declare readonly [writtenFrom]: T;

  constructor(body: T) {
    this.bytes = new TextEncoder().encode(JSON.stringify(body));
  }

  /** The bytes gzipped, written the first time a client that takes gzip asks. */
  gzipped(): Uint8Array<ArrayBuffer> {
    return (this.#gzipped ??= new Uint8Array(gzipSync(this.bytes)));
  }

  /** The bytes held: the JSON's, and its gzip's, taken as a tenth of them whether written yet or not (ADR 0165). */
  get weight(): number {
    return WRITTEN_JSON_BASE_BYTES + this.bytes.byteLength + Math.ceil(this.bytes.byteLength / 10);
  }
}

/**
 * The object, its bytes' view and buffer, and the gzip's. Measured with
 * tools/bench-http/weigh-hours-answers: 7,500 bytes held for 6,356 of JSON and 602 of gzip, 20,662
 * for 18,535 and 1,575; weighed at 7,504 and 20,901.
 */
const WRITTEN_JSON_BASE_BYTES = 512;

/** `body` written once as JSON: the same bytes each time this is handed out (see `WrittenJson`). */
export function writtenJson<T>(body: T): WrittenJson<T> {
  return new WrittenJson(body);
}

/** Answers presented as `wire` makes their body, written once, and weighed as what they hold (ADR 0165). */
export function writtenAs<A, T>(wire: (answer: A) => T): Presented<A, WrittenJson<T>> {
  return { present: (answer) => writtenJson(wire(answer)), weigh: (written) => written.weight };
}
