import type { ClockTime } from '../calendar/clock-time';
import type { LocalDate } from '../calendar/local-date';
import type { ProviderId, ServiceId } from '../catalog/service';

// The expected refusals of the availability engine. Each adapter maps them to a status or exit
// code in one exhaustive switch.

/** The location's time zone is not an IANA zone this runtime knows. */
export interface UnknownTimeZone {
  readonly _tag: 'UnknownTimeZone';
  readonly code: 'AVAILABILITY.UNKNOWN_TIME_ZONE';
  readonly timeZone: string;
}

/** A consecutive chain (or bundle) with no services in it. */
export interface EmptyChain {
  readonly _tag: 'EmptyChain';
  readonly code: 'AVAILABILITY.EMPTY_CHAIN';
}

/** A service that takes no time (or a fraction of a minute) cannot be placed on the agenda. */
export interface InvalidDuration {
  readonly _tag: 'InvalidDuration';
  readonly code: 'AVAILABILITY.INVALID_DURATION';
  readonly serviceId: ServiceId;
  readonly durationMinutes: number;
}

/** The chosen professional does not perform the service (booking-wizard §3 serviceProviders). */
export interface ProviderDoesNotGiveService {
  readonly _tag: 'ProviderDoesNotGiveService';
  readonly code: 'AVAILABILITY.PROVIDER_DOES_NOT_GIVE_SERVICE';
  readonly serviceId: ServiceId;
  readonly providerId: ProviderId;
}

/** No professional can take the service(s) at that day and hour (taken, outside hours, too soon, too far). */
export interface HourNotAvailable {
  readonly _tag: 'HourNotAvailable';
  readonly code: 'AVAILABILITY.HOUR_NOT_AVAILABLE';
  readonly date: LocalDate;
  readonly hour: ClockTime;
}

export type AvailabilityError =
  UnknownTimeZone | EmptyChain | InvalidDuration | ProviderDoesNotGiveService | HourNotAvailable;
