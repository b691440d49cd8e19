import type { LocationId } from '#domain/storefront/company';
import type { ApiResult } from './api-result';
import type { ScheduleDayView } from './location-directory';

/** A professional as a list names them. */
export interface ProviderRefView {
  readonly id: number;
  readonly publicName: string;
}

/** A professional (booking-wizard §3 Provider). */
export interface ProviderView {
  readonly id: number;
  readonly publicName: string;
  readonly image: string | null;
  readonly biography: string | null;
  /** The professional's week, Monday first (booking-wizard §3 providerTimes). */
  readonly providerTimes: readonly ScheduleDayView[];
}

/** A location's professionals, as the Booking API lists them (booking-wizard §3 Provider, §7). */
export interface ProfessionalDirectory {
  /** GET /service_providers?location_id[&id]: the location's professionals, or those of one service. */
  listServiceProviders(locationId: LocationId, serviceId: number | null): ApiResult<readonly ProviderView[]>;
  /** GET /service_providers/{id}: one professional. */
  getServiceProvider(providerId: number): ApiResult<ProviderView>;
}
