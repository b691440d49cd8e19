import type { LifecycleRefusal } from '#domain/booking/booking-lifecycle';
import type { MalformedBookingReference } from '#domain/booking/booking-reference';
import type { Forbidden, OtherCompanysKey } from '../account/account-errors';
import type { BookingId } from '#domain/booking/booking-id';
import type { RefusedSelection, SchedulingConflict } from '#domain/reservation/cart';

// What the booking use cases answer when they refuse (ADR 0014, ADR 0017, ADR 0018). Codes are the
// API's; the server's error-responses.ts gives each a status and words.

/** A request field the booking rules refuse, named by its path in the request (`client.identificationNumber`, `bookings[0].end`). */
export interface RefusedField {
  readonly field: string;
  readonly problem: RefusalReason;
}

/**
 * missing: the company requires it; invalid: a rule refuses its value (a RUT's check digit);
 * unknown: the id names nothing here; notOffered: the time is not bookable (outside working hours,
 * sooner than the notice, beyond afterBooking); wrongEnd: the end is not the start plus the
 * service's duration; notPayable: the membership does not pay for this booking; usedUp: the
 * membership would pay, but has no use left (another booking spent the last); notAboveLast: the
 * vehicle's mileage does not exceed the last one its register recorded.
 */
export type RefusalReason =
  'missing' | 'invalid' | 'unknown' | 'notOffered' | 'wrongEnd' | 'notPayable' | 'usedUp' | 'notAboveLast';

/** The request decodes, but the booking rules refuse some of its fields (422). */
export interface BookingRequestInvalid {
  readonly _tag: 'BookingRequestInvalid';
  readonly code: 'REQUEST.INVALID';
  readonly fields: readonly RefusedField[];
}

/**
 * The booking's services make a selection the storefront's cart refuses (422 with the cart's code;
 * issue 29, docs/adr/0088): the rule is the cart's own (cart.ts `bookedSelection`), so a client of
 * the API books nothing the location page would not let a client pick.
 */
export interface BookingSelectionRefused {
  readonly _tag: 'BookingSelectionRefused';
  readonly code: SchedulingConflict['code'];
  /** The request's field naming the service refused: `bookings[1].serviceId`, or `id` for a move. */
  readonly field: string;
  /** The service refused and those it can't go with, by name, as the location page's dialog says. */
  readonly conflict: SchedulingConflict;
}

/** Another booking got the time first (409); `field` names the item's start when known. */
export interface SlotTaken {
  readonly _tag: 'SlotTaken';
  readonly code: 'BOOKING.SLOT_TAKEN';
  readonly fields: readonly string[];
}

/** The first request with this Idempotency-Key is still running (409, with Retry-After). */
export interface IdempotencyInFlight {
  readonly _tag: 'IdempotencyInFlight';
  readonly code: 'IDEMPOTENCY.IN_FLIGHT';
  readonly retryAfterSeconds: number;
}

/** A price or the discount the client was shown is not one the server grants (422); `fields` names each (docs/adr/0022). */
export interface PriceChanged {
  readonly _tag: 'PriceChanged';
  readonly code: 'BOOKING.PRICE_CHANGED';
  readonly fields: readonly string[];
}

/** An item was shown at a special-discount price whose promotion ended before its day, and the client has not agreed to the regular price (422). */
export interface PromotionExpired {
  readonly _tag: 'PromotionExpired';
  readonly code: 'PROMOTION.EXPIRED';
  readonly fields: readonly string[];
}

/** The company does not let this client book online: a client-exclusive company does not know them, or stopped them (422). */
export interface ClientMayNotBook {
  readonly _tag: 'ClientMayNotBook';
  readonly code: 'CLIENT.NOT_ALLOWED_TO_BOOK';
}

/** The Idempotency-Key was used with another body (422). */
export interface IdempotencyKeyReused {
  readonly _tag: 'IdempotencyKeyReused';
  readonly code: 'IDEMPOTENCY.KEY_REUSED';
}

/** Without a valid api-key, the human check's token was missing or refused (422). */
export interface HumanCheckFailed {
  readonly _tag: 'HumanCheckFailed';
  readonly code: 'HUMAN_CHECK.FAILED';
}

/** The server's human check issues no challenges (reCAPTCHA v3, or the development check; 404). */
export interface HumanCheckNoChallenge {
  readonly _tag: 'HumanCheckNoChallenge';
  readonly code: 'HUMAN_CHECK.NO_CHALLENGE';
}

/** An api-key was sent and is not valid: never silently treated as anonymous (401). */
export interface InvalidApiKey {
  readonly _tag: 'InvalidApiKey';
  readonly code: 'AUTH.INVALID_API_KEY';
}

/** The call needs an api-key and none was sent (401). */
export interface ApiKeyRequired {
  readonly _tag: 'ApiKeyRequired';
  readonly code: 'AUTH.UNAUTHENTICATED';
}

/** The booking lifecycle's refusal (booking-lifecycle.ts), naming the booking refused; with the `_all` calls none of the group changed. */
export type BookingChangeRefused = LifecycleRefusal & { readonly bookingId: BookingId };

export const slotTaken = (fields: readonly string[]): SlotTaken => ({
  _tag: 'SlotTaken',
  code: 'BOOKING.SLOT_TAKEN',
  fields,
});
export const priceChanged = (fields: readonly string[]): PriceChanged => ({
  _tag: 'PriceChanged',
  code: 'BOOKING.PRICE_CHANGED',
  fields,
});
export const promotionExpired = (fields: readonly string[]): PromotionExpired => ({
  _tag: 'PromotionExpired',
  code: 'PROMOTION.EXPIRED',
  fields,
});
export const clientMayNotBook: ClientMayNotBook = { _tag: 'ClientMayNotBook', code: 'CLIENT.NOT_ALLOWED_TO_BOOK' };
export const idempotencyKeyReused: IdempotencyKeyReused = {
  _tag: 'IdempotencyKeyReused',
  code: 'IDEMPOTENCY.KEY_REUSED',
};
export const humanCheckFailed: HumanCheckFailed = { _tag: 'HumanCheckFailed', code: 'HUMAN_CHECK.FAILED' };
export const humanCheckNoChallenge: HumanCheckNoChallenge = {
  _tag: 'HumanCheckNoChallenge',
  code: 'HUMAN_CHECK.NO_CHALLENGE',
};
export const invalidApiKey: InvalidApiKey = { _tag: 'InvalidApiKey', code: 'AUTH.INVALID_API_KEY' };
export const apiKeyRequired: ApiKeyRequired = { _tag: 'ApiKeyRequired', code: 'AUTH.UNAUTHENTICATED' };

export function bookingSelectionRefused(refused: RefusedSelection, field: string): BookingSelectionRefused {
  return { _tag: 'BookingSelectionRefused', code: refused.conflict.code, field, conflict: refused.conflict };
}

export function bookingRequestInvalid(fields: readonly RefusedField[]): BookingRequestInvalid {
  return { _tag: 'BookingRequestInvalid', code: 'REQUEST.INVALID', fields };
}

/** Every refusal of the booking use cases. */
export type BookingError =
  | BookingRequestInvalid
  | BookingSelectionRefused
  | SlotTaken
  | PriceChanged
  | PromotionExpired
  | ClientMayNotBook
  | IdempotencyInFlight
  | IdempotencyKeyReused
  | HumanCheckFailed
  | HumanCheckNoChallenge
  | InvalidApiKey
  | ApiKeyRequired
  | Forbidden
  | OtherCompanysKey
  | BookingChangeRefused
  | MalformedBookingReference;
