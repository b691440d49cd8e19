import type { LocationId } from '#domain/storefront/company';
import type { ApiResult } from './api-result';
import type { ProviderRefView } from './professional-directory';

/** How a service may be paid (booking-wizard §3): online, online only, with a down payment online. */
export interface PaymentTermsView {
  readonly onlinePayable: boolean;
  readonly mustBePaidOnline: boolean;
  readonly onlineDownPayment: boolean;
  readonly onlineDownPaymentAmount: number;
}

/** One service of a bundle, performed in the bundle's order. */
export interface BundleMemberView extends PaymentTermsView {
  readonly id: number;
  readonly name: string;
  readonly duration: number;
  readonly serviceProviders: readonly ProviderRefView[];
}

/** A class service's start hours on one weekday (storefront §3 Service `times`). */
export interface ServiceTimeView {
  /** ISO weekday, 1 Monday to 7 Sunday. */
  readonly dayId: number;
  readonly open: boolean;
  /** HH:mm at the location. */
  readonly hours: readonly string[];
}

/** A service a location offers (storefront §3 Service, booking-wizard §3 Service to reserve). */
export interface ServiceView extends PaymentTermsView {
  readonly id: number;
  readonly name: string;
  readonly description: string;
  readonly images: readonly string[];
  readonly serviceCategoryId: number | null;
  /** Minutes. */
  readonly duration: number;
  readonly showDuration: boolean;
  readonly price: number | null;
  /** The price paid online; null when there is no online price. */
  readonly payingPrice: number | null;
  /** The special-discount promotion's price (a landing link's, under its token); null when there is none. */
  readonly payingPriceCharly: number | null;
  /** Percentage off paying online. */
  readonly discount: number;
  /** Percentage off under the special-discount promotion. */
  readonly charlyDiscount: number;
  /** The promotion's first and last days (YYYY-MM-DD, both included); null when there is none. */
  readonly charlyPromotionStartDate: string | null;
  readonly charlyPromotionEndDate: string | null;
  readonly showPrice: boolean;
  readonly classService: boolean;
  /** The service is a bundle of the services in `bundle`. */
  readonly bundled: boolean;
  /** The members of a bundle, in the order they are performed; empty for any other service. */
  readonly bundle: readonly BundleMemberView[];
  /** The service is a session package of `sessionsAmount` sessions. */
  readonly hasSession: boolean;
  readonly sessionsAmount: number | null;
  readonly isVideo: boolean;
  /** Performed at the client's address. */
  readonly outcall: boolean;
  /** A class service's weekly start hours; empty otherwise. */
  readonly times: readonly ServiceTimeView[];
  readonly serviceProviders: readonly ProviderRefView[];
}

/** A category with its services (storefront §3 Category group). */
export interface CategoryGroupView {
  readonly id: number;
  readonly category: string;
  readonly services: readonly ServiceView[];
}

/** The services a location offers, by category, as the Booking API lists them (storefront §3 Service, Category group). */
export interface OfferedServices {
  /** GET /services?location_id[&token]: the location's services by category; with a landing link's token, priced by its promotion. */
  listServices(locationId: LocationId, promotionToken?: string | null): ApiResult<readonly CategoryGroupView[]>;
}
