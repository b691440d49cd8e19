import { err, ok, type Result } from 'neverthrow';

// What a use case answers when the id, web address or token it was given names nothing. The codes
// are the API's (ADR 0014); the server answers each with 404.

export interface CompanyNotFound {
  readonly _tag: 'CompanyNotFound';
  readonly code: 'COMPANY.NOT_FOUND';
}

export interface LocationNotFound {
  readonly _tag: 'LocationNotFound';
  readonly code: 'LOCATION.NOT_FOUND';
}

export interface ProviderNotFound {
  readonly _tag: 'ProviderNotFound';
  readonly code: 'PROVIDER.NOT_FOUND';
}

export interface PromotionNotFound {
  readonly _tag: 'PromotionNotFound';
  readonly code: 'PROMOTION.NOT_FOUND';
}

/** No service with that id is offered at the location asked about. */
export interface ServiceNotFound {
  readonly _tag: 'ServiceNotFound';
  readonly code: 'SERVICE.NOT_FOUND';
}

export interface VehicleNotFound {
  readonly _tag: 'VehicleNotFound';
  readonly code: 'VEHICLE.NOT_FOUND';
}

/** No user answers to the user code given (a wrong code gets this same answer). */
export interface UserNotFound {
  readonly _tag: 'UserNotFound';
  readonly code: 'USER.NOT_FOUND';
}

/** No review or review invitation answers to the code given (a wrong code gets this same answer). */
export interface ReviewNotFound {
  readonly _tag: 'ReviewNotFound';
  readonly code: 'REVIEW.NOT_FOUND';
}

/** No booking answers to the id, access token or confirmation code given: a wrong capability gets this same answer. */
export interface BookingNotFound {
  readonly _tag: 'BookingNotFound';
  readonly code: 'BOOKING.NOT_FOUND';
}

/** The company has no staff api-key with that id (issue 21; docs/adr/0081). */
export interface StaffKeyNotFound {
  readonly _tag: 'StaffKeyNotFound';
  readonly code: 'STAFF_KEY.NOT_FOUND';
}

export const staffKeyNotFound: StaffKeyNotFound = { _tag: 'StaffKeyNotFound', code: 'STAFF_KEY.NOT_FOUND' };
export const bookingNotFound: BookingNotFound = { _tag: 'BookingNotFound', code: 'BOOKING.NOT_FOUND' };
export const companyNotFound: CompanyNotFound = { _tag: 'CompanyNotFound', code: 'COMPANY.NOT_FOUND' };
export const locationNotFound: LocationNotFound = { _tag: 'LocationNotFound', code: 'LOCATION.NOT_FOUND' };
export const providerNotFound: ProviderNotFound = { _tag: 'ProviderNotFound', code: 'PROVIDER.NOT_FOUND' };
export const promotionNotFound: PromotionNotFound = { _tag: 'PromotionNotFound', code: 'PROMOTION.NOT_FOUND' };
export const serviceNotFound: ServiceNotFound = { _tag: 'ServiceNotFound', code: 'SERVICE.NOT_FOUND' };
export const vehicleNotFound: VehicleNotFound = { _tag: 'VehicleNotFound', code: 'VEHICLE.NOT_FOUND' };
export const userNotFound: UserNotFound = { _tag: 'UserNotFound', code: 'USER.NOT_FOUND' };
export const reviewNotFound: ReviewNotFound = { _tag: 'ReviewNotFound', code: 'REVIEW.NOT_FOUND' };

/** What a port found, or `notFound` when it found nothing. */
export function found<T, E>(value: T | undefined, notFound: E): Result<T, E> {
  return value === undefined ? err(notFound) : ok(value);
}
