import type { BookingId } from '#domain/booking/booking-id';
import type { LocationId } from '#domain/storefront/company';
import type { ApiResult } from './api-result';
import type { BookingStatusView } from './booking-summaries';
import type { ProviderRefView } from './professional-directory';

/** One booking of a location's day, for support staff. */
export interface StaffBookingView {
  readonly id: BookingId;
  readonly trxId: string;
  /** Its group's reference (`K7M4QX`; docs/adr/0126); absent from an API older than references. */
  readonly reference?: string;
  readonly status: BookingStatusView;
  readonly clientConfirmed: boolean;
  readonly start: string;
  readonly end: string;
  readonly serviceId: number;
  readonly serviceName: string;
  readonly provider: ProviderRefView;
  readonly clientFullName: string;
  readonly clientEmail: string | null;
  readonly clientPhone: string | null;
  readonly createdAt: string;
  /** The client's membership or plan that pays it, with its uses left now; null when none pays. */
  readonly paymentMembership: { readonly id: number; readonly name: string; readonly usesLeft: number | null } | null;
  /**
   * The price recorded at booking, what the plan covers of it and what is left to pay (docs/adr/0090);
   * null when the booking has no price, absent from an API older than them.
   */
  readonly price?: number | null;
  readonly coveredByPlan?: number | null;
  readonly leftToPay?: number | null;
}

/** A booking group as support staff find it by its reference (docs/adr/0126). */
export interface StaffBookingGroupView {
  readonly reference: string;
  readonly trxId: string;
  readonly location: { readonly id: LocationId; readonly locationName: string };
  /** In start order. */
  readonly bookings: readonly StaffBookingView[];
}

/** A location's bookings of one day, and a company's booking by its reference, for support staff holding an api-key. */
export interface LocationBookings {
  /** GET /bookings?location_id&date: the location's day, for staff holding an api-key. */
  listLocationBookings(locationId: LocationId, date: string): ApiResult<readonly StaffBookingView[]>;
  /** GET /staff/companies/{slug}/bookings/by_reference/{reference}: the group a caller's reference names. */
  findBookingByReference(companySlug: string, reference: string): ApiResult<StaffBookingGroupView>;
}
