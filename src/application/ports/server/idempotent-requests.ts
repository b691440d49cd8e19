import type { Instant } from '#domain/calendar/instant';
import type { CreatedBookings, HeldIdempotencyKey } from './bookings';

/** What claiming an idempotency key found. */
export type IdempotencyClaim =
  /**
   * The key is new (or its record expired), or the attempt holding it let its lease run out: this
   * request runs, and must complete or release it.
   */
  | { readonly _tag: 'Claimed'; readonly held: HeldIdempotencyKey }
  /** A request with the same key and the same body already booked: its outcome, to answer again. */
  | { readonly _tag: 'Replay'; readonly created: CreatedBookings }
  /** A request with the same key and the same body is still running, within its lease. */
  | { readonly _tag: 'InFlight' }
  /** The key was used with another body. */
  | { readonly _tag: 'KeyReused' };

/** When a claim is made, and until when its attempt holds the key unless it completes first. */
export interface IdempotencyLease {
  readonly now: Instant;
  readonly until: Instant;
}

/**
 * The `Idempotency-Key`s of POST /bookings (ADR 0014, ADR 0017, ADR 0050), kept 24 hours. A claim
 * holds its key for a lease: past it, a retry takes the claim over and runs afresh (its process
 * may have died). A claim is completed by the bookings port in the transaction that books, and
 * only while its attempt still holds the key, so a key never outlives its bookings half-recorded
 * and never books twice; a request that books nothing releases its claim.
 */
export interface IdempotentRequests {
  /** Claims `key` for a request whose canonical text is `fingerprint`, for `lease`. */
  claim(key: string, fingerprint: string, lease: IdempotencyLease): Promise<IdempotencyClaim>;
  /** Forgets a claim whose request booked nothing, so a retry runs afresh; nothing when another attempt holds the key. */
  release(held: HeldIdempotencyKey): Promise<void>;
}
