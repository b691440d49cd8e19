import type { ClientPayload } from '#domain/client/client-payload';
import type { PaymentProvider } from '#domain/payment/payment-provider';
import type { RecordHistory } from '#domain/workshop/record-history';
import type { Vehicle } from '#domain/workshop/vehicle';
import type { BookingId } from '#domain/booking/booking-id';
import type { LocationId } from '#domain/storefront/company';
import type { ApiResult } from './api-result';
import type { BookingStatusView, PaymentDueView } from './booking-summaries';

/** One booking to make (booking-wizard §3 Booking request item). */
export interface BookingRequestItem {
  readonly serviceId: number;
  readonly bundled: boolean;
  readonly bundleId: number | null;
  readonly emailTrackNumber: number | null;
  readonly start: string;
  readonly end: string;
  /** The price the client was shown; null when none was. */
  readonly price: number | null;
  /** 0 for the first professional available. */
  readonly providerId: number;
  readonly serviceProviderId: number | null;
  readonly timeResourceId: number | null;
  readonly providerLock: boolean;
  /** The client's membership or plan that pays this booking; null otherwise. */
  readonly paymentMembershipId: number | null;
  /** At a workshop, the vehicle's record (booking-wizard §3 recordHistory); null elsewhere. */
  readonly recordHistory: RecordHistory | null;
  /** At a workshop, the vehicle (booking-wizard §3 Vehicle entity); null elsewhere. */
  readonly entity: Vehicle | null;
}

/** A booking's submission (booking-wizard §7 Create booking); payment details never travel here. */
export interface BookingRequest {
  readonly expiredConfirm: boolean;
  readonly mp: boolean;
  readonly locationId: LocationId;
  readonly maxDiscount: number;
  readonly hasSessions: boolean;
  readonly bookings: readonly BookingRequestItem[];
  readonly client: ClientPayload;
  /** The landing link's promotion token (`charly_token`, docs/adr/0022); absent or null without one. */
  readonly promotionToken?: string | null;
  /** The client pays online: the booking waits for the payment. Absent or false: paid at the location. */
  readonly paysOnline?: boolean;
  /** The provider the client pays through when paying online (the company's); absent or null means dLocal. */
  readonly paymentProvider?: PaymentProvider | null;
  /** The visit's traffic source (the route's creative_source); absent or null for marketplace traffic. */
  readonly creativeSource?: string | null;
  /** The search engine's reserve token (rwg_token); absent or null without one. */
  readonly rwgToken?: string | null;
  /** The human check's token (recaptcha_token, action 'submit'); absent or null when an api-key vouches instead. */
  readonly humanCheckToken?: string | null;
  /** A gift card code paying part or all of the bookings, as typed (gift_card_code; docs/adr/0107); absent or null without one. */
  readonly giftCardCode?: string | null;
}

/** What a check answers (booking-wizard §3 Membership check response). */
export interface CheckedBookingsView {
  readonly bookingsData: {
    readonly available: readonly {
      readonly serviceId: number;
      readonly start: string;
      readonly end: string;
      readonly providerId: number;
    }[];
    readonly unavailable: readonly { readonly serviceId: number }[];
  };
  readonly bookingsMembership: {
    readonly available: readonly { readonly serviceId: number; readonly paymentMembershipId: number }[];
    readonly unavailable: readonly { readonly serviceId: number }[];
  };
}

/** The bookings a create made, each with its confirmation code (booking-wizard §3 Booking response). */
export interface CreatedBookingsView {
  /**
   * The bookings' reference (`K7M4QX`, shown `K7M-4QX`; docs/adr/0126), the summary's, for whoever
   * booked to read out to the client. Absent from an API older than references, or from the replay of
   * an answer sealed before them.
   */
  readonly reference?: string;
  readonly booking: {
    readonly trxId: string;
    readonly id: BookingId;
    readonly accessToken: string;
    readonly status: BookingStatusView;
  };
  readonly redirectTo: string;
  /** What to pay online before the bookings stand; null when nothing is paid online. */
  readonly payment: PaymentDueView | null;
  readonly bookings: readonly { readonly id: BookingId; readonly confirmationCode: string }[];
  /** The answer is the replay of an earlier request with the same Idempotency-Key (`Idempotent-Replayed: true`). */
  readonly replayed: boolean;
}

/**
 * Booking requests as the Booking API takes them (booking-wizard §7 Availability check, Create booking):
 * checked, booking nothing, or booked.
 */
export interface BookingRequests {
  /** POST /bookings/check_bookings: what can be booked, booking nothing. */
  checkBookings(request: BookingRequest): ApiResult<CheckedBookingsView>;
  /** POST /bookings, with the Idempotency-Key when given: a retry with the same key and body is replayed. */
  createBooking(request: BookingRequest, idempotencyKey: string | null): ApiResult<CreatedBookingsView>;
}
