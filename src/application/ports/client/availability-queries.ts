import type { LocationId } from '#domain/storefront/company';
import type { ApiResult } from './api-result';
import type { ProviderView } from './professional-directory';

/** What the availability calls ask about: services in the order performed, and who performs them (booking-wizard §7). */
export interface AvailabilityQuery {
  readonly locationId: LocationId;
  readonly serviceIds: readonly number[];
  /** The professional for each service, aligned with `serviceIds` (0 = first available); empty for first available throughout. */
  readonly providerChoices: readonly number[];
  /** The bundle whose members `serviceIds` are; null for plain services. */
  readonly bundleId: number | null;
  /** Times already chosen in this reservation, not offered again to the same professional (`dates_and_providers`); absent for none. */
  readonly chosenTimes?: readonly ChosenTimeView[];
}

/** A time already chosen in the reservation, and for which professional (0: first available). */
export interface ChosenTimeView {
  readonly start: string;
  readonly end: string;
  readonly providerId: number;
}

/** Which professionals are free for one service over a slot (GET /api/v2/sites/service_providers/date_time). */
export interface ProvidersFreeQuery {
  readonly locationId: LocationId;
  readonly serviceId: number;
  /** Instants with the location's offset. */
  readonly startAt: string;
  readonly endAt: string;
  readonly chosenTimes?: readonly ChosenTimeView[];
}

export interface DayView {
  readonly date: string;
  readonly available: boolean;
}

/** Who performs one service of an hour block, and when. */
export interface HourBlockBookingView {
  readonly service: number;
  readonly start: string;
  readonly end: string;
  readonly provider: number;
}

/** One hour the services can start at (booking-wizard §3 Hour block). */
export interface HourBlockView {
  readonly startBlock: string;
  readonly endBlock: string;
  /** HH:mm at the location. */
  readonly hour: string;
  readonly bookings: readonly HourBlockBookingView[];
  /** A class service's seats still free at this hour; absent for any other service. */
  readonly seatsLeft?: number;
}

/** A day's free hours by part of the day (booking-wizard §3 Day hours response). */
export interface DayHoursView {
  readonly morningHours: readonly HourBlockView[];
  readonly afternoonHours: readonly HourBlockView[];
  readonly nightHours: readonly HourBlockView[];
}

/** The first day and hour with room, or null for both when there is none within the limit. */
export interface SoonerAvailableView {
  readonly _tag: 'SoonerAvailable';
  readonly date: string | null;
  readonly hour: string | null;
}

/** The API is still searching: ask again after `retryAfterSeconds` (202). */
export interface StillSearching {
  readonly _tag: 'StillSearching';
  readonly retryAfterSeconds: number;
}

/**
 * When services can be booked, as the Booking API answers (booking-wizard §7): the days with a free hour,
 * a day's free hours, the first free hour, and the professionals free over a slot. Asking books nothing.
 */
export interface AvailabilityQueries {
  /** GET /service_providers/available_days_sql_improved: which days from `startDate` to `endDate` have a free hour. */
  listAvailableDays(
    query: AvailabilityQuery & { readonly startDate: string; readonly endDate: string },
  ): ApiResult<readonly DayView[]>;
  /** GET /service_providers/available_hours_sql_improved: the free hours of `date`. */
  listAvailableHours(query: AvailabilityQuery & { readonly date: string }): ApiResult<DayHoursView>;
  /** GET /service_providers/sooner_available_hours_sql_improved: the first free day from `startDate`, or still searching (202). */
  findSoonerAvailableHour(
    query: AvailabilityQuery & { readonly startDate: string },
  ): ApiResult<SoonerAvailableView | StillSearching>;
  /** GET /api/v2/sites/service_providers/date_time: the professionals free for a service over a slot. */
  listProvidersFreeAt(query: ProvidersFreeQuery): ApiResult<readonly ProviderView[]>;
}
