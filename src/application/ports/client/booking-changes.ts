import type { BookingId } from '#domain/booking/booking-id';
import type { LocationId } from '#domain/storefront/company';
import type { ApiResult } from './api-result';
import type { BookingConsentView, BookingStatusView, CompanyBrandView } from './booking-summaries';
import type { ProviderRefView } from './professional-directory';

/** A booking as the modify page shows it, with what may still change. */
export interface EditableBookingView {
  readonly id: BookingId;
  readonly confirmationCode: string;
  /**
   * Its group's reference (`K7M4QX`, shown `K7M-4QX`; docs/adr/0126), which its pages show as the
   * confirmation page does: a staff lookup, never a capability. Absent from an API older than that.
   */
  readonly reference?: string;
  readonly status: BookingStatusView;
  readonly clientConfirmed: boolean;
  readonly locationId: LocationId;
  readonly service: { readonly id: number; readonly name: string; readonly duration: number };
  readonly provider: ProviderRefView;
  readonly start: string;
  readonly end: string;
  readonly modificationsLeft: number | null;
  readonly modifiableUntil: string | null;
  /**
   * The last instant a cancel is accepted; null when the company sets no window. Absent from an API
   * older than issue 18 (docs/adr/0068): the page then offers no cancel of its own.
   */
  readonly cancellableUntil?: string | null;
  /** Every booking made together with it, itself included, as they are now; absent from an older API. */
  readonly group?: readonly BookingStateView[];
  /** A seat in a class, which is never moved; absent from an older API, read as no class seat. */
  readonly isClass?: boolean;
  /** The company whose brand its pages wear; absent from an older API. */
  readonly company?: CompanyBrandView;
  /** The consent forms it asks its client to sign (docs/adr/0118); absent from an older API. */
  readonly consents?: readonly BookingConsentView[];
}

/** A move of one booking (edit_booking). */
export interface BookingMove {
  readonly id: BookingId;
  readonly confirmationCode: string;
  readonly start: string;
  readonly end: string;
  /** 0 for the first professional available. */
  readonly providerId: number;
}

export interface BookingStateView {
  readonly id: BookingId;
  readonly serviceName: string;
  readonly start: string;
  readonly end: string;
  readonly status: BookingStatusView;
  readonly clientConfirmed: boolean;
}

/** The bookings a cancel or confirm acted on, as they are now. */
export interface BookingsChangedView {
  readonly confirmationCode: string;
  readonly bookings: readonly BookingStateView[];
  /** The bookings the call left as they were: already cancelled, or already confirmed (docs/adr/0127). */
  readonly unchanged: readonly BookingId[];
}

/**
 * What a client does with a booking by its confirmation code (storefront §2 `bookings/edit` and the
 * cancel and confirm links, §7): read it, move it, cancel it, or confirm they will attend.
 */
export interface BookingChanges {
  /** GET /bookings/edit?confirmation_code. */
  getBookingForEdit(confirmationCode: string): ApiResult<EditableBookingView>;
  /** POST /bookings/edit_booking. */
  editBooking(move: BookingMove): ApiResult<EditableBookingView>;
  /** POST /bookings/cancel_booking. */
  cancelBooking(confirmationCode: string): ApiResult<BookingsChangedView>;
  /** POST /bookings/cancel_all_bookings: every booking made with it, all or nothing. */
  cancelAllBookings(confirmationCode: string): ApiResult<BookingsChangedView>;
  /** POST /bookings/confirm_booking. */
  confirmBooking(confirmationCode: string): ApiResult<BookingsChangedView>;
  /** POST /bookings/confirm_all_bookings: every booking made with it, all or nothing. */
  confirmAllBookings(confirmationCode: string): ApiResult<BookingsChangedView>;
}
