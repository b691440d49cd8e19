// The Booking API as the storefront and the support CLI reach it (booking-wizard §7, storefront §7):
// the port their use cases drive, whatever carries it. Values are the application's, camelCase;
// the HTTP client adapter (src/adapters/http/booking-api-client.ts) converts them to and from the
// contract's snake_case wire. Every call answers a Result: the API's refusal, with the fields at
// fault, or a failure to reach it, never a thrown error.
import type { ResultAsync } from 'neverthrow';

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

/** One day of a weekly schedule (storefront §3 Schedule day), in the language asked for. */
export interface ScheduleDayView {
  /** ISO weekday, 1 Monday to 7 Sunday. */
  readonly dayId: number;
  readonly longDay: string;
  readonly isOpen: boolean;
  readonly hours: readonly { readonly open: string; readonly close: string }[];
}

/** A location (branch) as the API shows it (storefront §3 Location). */
export interface LocationView {
  readonly id: number;
  readonly companyId: number;
  readonly companyWebAddress: string;
  /** The company's name. */
  readonly name: string;
  readonly locationName: string;
  readonly phone: string | null;
  readonly email: string | null;
  readonly banner: string | null;
  readonly image: string | null;
  readonly address: string | null;
  readonly countryCode: string;
  readonly timeZone: string;
  readonly schedule: readonly ScheduleDayView[];
}

/**
 * The calls of both call catalogues the storefront and the CLI make. It grows call by call as
 * their use cases need them; each is one operation of openapi/booking-api.yaml.
 */
export interface BookingApi {
  /** GET /locations?company_id (storefront §7). */
  listLocations(companyId: number): ApiResult<readonly LocationView[]>;
  /** GET /locations/{id}. */
  getLocation(locationId: number): ApiResult<LocationView>;
}
