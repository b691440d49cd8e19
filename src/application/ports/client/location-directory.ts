import type { CompanyId, LocationId } from '#domain/storefront/company';
import type { ApiResult } from './api-result';

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
  readonly id: LocationId;
  readonly companyId: CompanyId;
  readonly companyWebAddress: string;
  /** The company's name. */
  readonly name: string;
  readonly locationName: string;
  readonly phone: string | null;
  readonly email: string | null;
  /** The number clients write to on WhatsApp, country code first; null when the location has none. */
  readonly whatsapp: string | null;
  readonly banner: string | null;
  readonly image: string | null;
  readonly address: string | null;
  readonly countryCode: string;
  readonly timeZone: string;
  readonly schedule: readonly ScheduleDayView[];
}

/** A company's locations (branches), as the Booking API lists them (storefront §3 Location, §7 GET /locations). */
export interface LocationDirectory {
  /** GET /locations?company_id (storefront §7). */
  listLocations(companyId: CompanyId): ApiResult<readonly LocationView[]>;
  /** GET /locations/{id}. */
  getLocation(locationId: LocationId): ApiResult<LocationView>;
}
