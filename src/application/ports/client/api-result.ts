import type { ResultAsync } from 'neverthrow';

// What every call of the Booking API answers, as the storefront and the support CLI reach it
// (booking-wizard §7, storefront §7): a Result — the answer, the API's refusal with the fields at
// fault, or a failure to reach it, never a thrown error. The API's calls are ports by resource, each
// in its own file here (location-directory.ts, availability-queries.ts, booking-requests.ts…;
// docs/adr/0055), and a use case names only those it calls. Their values are the application's,
// camelCase; the HTTP client adapter (src/adapters/http/booking-api-client.ts) converts them to and
// from the contract's snake_case wire.

/** One field the API refused, as the wire names it (`bookings[0].start`, `client.email`), with its messages. */
export interface RefusedAttribute {
  readonly field: string;
  readonly messages: readonly string[];
}

/** The API answered, refusing: its status, its stable code and the message to show (storefront §8). */
export interface ApiRefusal {
  readonly _tag: 'ApiRefusal';
  readonly status: number;
  readonly code: string;
  readonly message: string;
  readonly attributes: readonly RefusedAttribute[];
  /** Seconds to wait before retrying, when the API said (429, 409 in flight). */
  readonly retryAfterSeconds: number | null;
}

/** The API could not be reached, or did not answer within the timeout (60 s, booking-wizard §7). */
export interface ApiUnreachable {
  readonly _tag: 'ApiUnreachable';
  readonly reason: 'network' | 'timeout';
  readonly message: string;
}

/** The API answered something the contract does not allow: a bug on one side, never shown as a refusal. */
export interface ApiMisbehaved {
  readonly _tag: 'ApiMisbehaved';
  readonly status: number;
  readonly message: string;
}

export type ApiFailure = ApiRefusal | ApiUnreachable | ApiMisbehaved;

export type ApiResult<T> = ResultAsync<T, ApiFailure>;
