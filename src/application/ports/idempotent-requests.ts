import type { CreatedBookings } from './bookings';

/** What claiming an idempotency key found. */
export type IdempotencyClaim =
  /** The key is new (or its record expired): this request runs, and must complete or release it. */
  | { readonly _tag: 'Claimed' }
  /** A request with the same key and the same body already booked: its outcome, to answer again. */
  | { readonly _tag: 'Replay'; readonly created: CreatedBookings }
  /** A request with the same key and the same body is still running. */
  | { readonly _tag: 'InFlight' }
  /** The key was used with another body. */
  | { readonly _tag: 'KeyReused' };

/**
 * The `Idempotency-Key`s of POST /bookings (ADR 0014, ADR 0017), kept 24 hours. A claim is
 * completed by the bookings port in the transaction that books, so a key never outlives its
 * bookings half-recorded; a request that books nothing releases its claim.
 */
export interface IdempotentRequests {
  /** Claims `key` for a request whose canonical text is `fingerprint`. */
  claim(key: string, fingerprint: string): Promise<IdempotencyClaim>;
  /** Forgets a claim whose request booked nothing, so a retry runs afresh. */
  release(key: string): Promise<void>;
}
