import type { CurrencyFormat } from '../money/currency-format';
import type { ProviderRef, ServiceId } from '../catalog/service';
import type { CompanyId, LocationId } from '../storefront/company';
import type { BookingId } from './booking-id';
import type { BookingLifecycle, ChangePolicy } from './booking-lifecycle';
import type { BookingReference } from './booking-reference';

// A booking group and its bookings as they are kept (issue 30 item 3; docs/adr/0098): what the
// Bookings port stores and answers, and what the use cases decide over — the domain's, so that a
// rule reading a booking needs no port to name what it reads.

/** One booking as it is kept: its lifecycle plus what the summary and the staff show of it. */
export interface BookedService extends BookingLifecycle {
  readonly id: BookingId;
  readonly serviceId: ServiceId;
  readonly serviceName: string;
  readonly durationMinutes: number;
  readonly showDuration: boolean;
  readonly price: number | null;
  readonly showPrice: boolean;
  /** The service is paid online (it must be, or the booking waits for a payment). */
  readonly shouldPayOnline: boolean;
  readonly isVideo: boolean;
  readonly outcall: boolean;
  /** A session of a session package. */
  readonly isSession: boolean;
  /** A member of a bundle. */
  readonly bundled: boolean;
  /** A seat in a class, which counts seats instead of holding the professional's time. */
  readonly isClass: boolean;
  readonly provider: ProviderRef;
  /** The name of the client's membership or plan that pays it (planPayment, docs/adr/0090); null when none does. */
  readonly planName: string | null;
}

/** Where the bookings are, as the summary shows it. */
export interface BookingPlace {
  readonly id: LocationId;
  readonly companyId: CompanyId;
  readonly name: string;
  readonly address: string | null;
  readonly phone: string | null;
  readonly email: string | null;
  /** The IANA zone the location's clocks read. */
  readonly timeZone: string;
  /** The storefront's country segment for the location. */
  readonly countryCode: string;
  /** How the company writes its prices. */
  readonly currency: CurrencyFormat;
  /** The company as the booking's pages show it: their header and accent colour (issue 20; docs/adr/0073). */
  readonly company: CompanyBrand;
}

/** A company's name, logo and accent colour (companies.color_minisite); null where it has none. */
export interface CompanyBrand {
  readonly name: string;
  readonly colorMinisite: string | null;
  readonly logo: string | null;
}

/** What one create call booked (a booking group, booking-wizard §3 Booking data). */
export interface BookingGroupRecord {
  readonly id: number;
  readonly trxId: string;
  /** What the client reads out to the staff (issue 35; docs/adr/0126): unique in the company, a lookup, never a capability. */
  readonly reference: BookingReference;
  readonly location: BookingPlace;
  /** The details its booker typed (docs/adr/0048), never those of the client record it is filed under. */
  readonly client: { readonly fullName: string; readonly email: string | null; readonly phone: string | null };
  /** The company's limits on cancelling and moving these bookings. */
  readonly policy: ChangePolicy;
  /** In start order. */
  readonly bookings: readonly BookedService[];
}
