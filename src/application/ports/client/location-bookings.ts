import type { BookingId } from '#domain/booking/booking-id';
import type { LocationId } from '#domain/storefront/company';
import type { ApiResult } from './api-result';
import type { BookingStatusView } from './booking-summaries';
import type { ProviderRefView } from './professional-directory';

/** One booking of a location's day, for support staff. */
export interface StaffBookingView {
  readonly id: BookingId;
  readonly trxId: string;
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

/** A location's bookings of one day, for support staff holding an api-key. */
export interface LocationBookings {
  /** GET /bookings?location_id&date: the location's day, for staff holding an api-key. */
  listLocationBookings(locationId: LocationId, date: string): ApiResult<readonly StaffBookingView[]>;
}
