import type { BookedServiceFacts } from '#domain/booking/summary-card';
import type { CurrencyFormat } from '#domain/money/currency-format';
import type { PaymentStatus, RejectionReason } from '#domain/payment/payment-lifecycle';
import type { BookingId } from '#domain/booking/booking-id';
import type { BookingPlanPayment, PlanPayment } from '#domain/membership/plan-payment';
import type { LocationId } from '#domain/storefront/company';
import type { ApiResult } from './api-result';
import type { ProviderRefView } from './professional-directory';

export type BookingStatusView = 'pending_payment' | 'confirmed' | 'cancelled';

/** Why a payment provider refused a payment (booking-wizard §8 "payment rejected (insufficient balance, wrong card data, card not enabled)"). */
export type PaymentRejectionReason = RejectionReason;

/** What a booking made paying online is to be paid, and until when (POST /bookings' `payment`). */
export interface PaymentDueView {
  readonly amount: number;
  /** ISO 4217. */
  readonly currency: string;
  /** Only the services' down payments are paid online; the rest at the location. */
  readonly downPayment: boolean;
  /** Unpaid by then, the bookings are cancelled and their hours freed. */
  readonly expiresAt: string;
}

export type PaymentStatusView = PaymentStatus;

/** A booking's online payment as its summary shows it. */
export interface BookingPaymentView extends PaymentDueView {
  readonly status: PaymentStatusView;
  /** Why it was rejected; null unless rejected. */
  readonly rejectionReason: PaymentRejectionReason | null;
}

/** One booked service as the summary shows it: what its card tells (summary-card.ts) and the booking's own facts. */
export interface BookedServiceView extends BookedServiceFacts {
  readonly id: BookingId;
  readonly status: BookingStatusView;
  readonly serviceId: number;
  readonly serviceName: string;
  readonly start: string;
  readonly end: string;
  readonly duration: number;
  readonly price: number | null;
  readonly providerId: number;
  readonly serviceProvider: ProviderRefView;
  /**
   * The booking's confirmation code when the summary carries it (issue 18): the confirmation view
   * links the booking's own pages by it. Absent, the view uses the code the visit kept from its
   * create answer, if any (docs/adr/0068).
   */
  readonly confirmationCode?: string | null;
  /** The plan that pays this booking and what it covers of it (docs/adr/0090); null or absent (an older API) when none. */
  readonly planPayment?: BookingPlanPayment | null;
}

/**
 * The company as its bookings' pages show it (issue 20; docs/adr/0073): the header's logo and name,
 * and the accent colour they are painted in. Absent from an API older than issue 20: the pages are
 * then neutral.
 */
export interface CompanyBrandView {
  readonly name: string;
  readonly colorMinisite: string | null;
  readonly logo: string | null;
}

/**
 * A consent form a booking asks its client to sign (issue 32; docs/adr/0118): its signing page's
 * path while it can be signed, and when it was signed once it is.
 */
export interface BookingConsentView {
  readonly bookingId: BookingId;
  readonly formTitle: string;
  readonly version: number;
  readonly state: 'unsigned' | 'signed';
  /** `/{country}/sign_consents/{code}` while it can be signed; null otherwise. */
  readonly signPath: string | null;
  /** ISO 8601, in the location's offset; null while unsigned. */
  readonly signedAt: string | null;
}

/** The confirmation view's data (booking-wizard §2 Confirmation view). */
export interface BookingSummaryView {
  /**
   * What the client reads out when they call (`K7M4QX`, shown `K7M-4QX`; docs/adr/0126): a staff
   * lookup, never a capability. Absent from an API older than references.
   */
  readonly reference?: string;
  readonly clientFullName: string;
  readonly clientEmail: string | null;
  readonly clientPhone: string | null;
  readonly bundled: boolean;
  readonly location: {
    readonly id: LocationId;
    readonly locationName: string;
    readonly address: string | null;
    readonly phone: string | null;
    readonly email: string | null;
  };
  readonly currency: CurrencyFormat;
  readonly bookingGroups: readonly {
    readonly id: number;
    readonly trxId: string;
    readonly bookings: readonly BookedServiceView[];
  }[];
  /** The online payment of the bookings; null when nothing was paid online. */
  readonly payment: BookingPaymentView | null;
  /** The company whose brand its pages wear; absent from an older API. */
  readonly company?: CompanyBrandView;
  /** What the client's plans pay of the bookings and what is left to pay (docs/adr/0090); null or absent (an older API) when no plan pays. */
  readonly planPayment?: Omit<PlanPayment, 'bookings'> | null;
  /**
   * What gift cards paid of the bookings (the last four of each card's code) and what is left to pay
   * (docs/adr/0107); null when no card paid, absent from an API older than gift cards.
   */
  readonly giftCardPayment?: {
    readonly lastFour: readonly string[];
    readonly paid: number;
    readonly leftToPay: number;
  } | null;
  /** The consent forms the bookings ask to sign (docs/adr/0118); absent from an older API. */
  readonly consents?: readonly BookingConsentView[];
}

/**
 * A booking group as its confirmation view shows it, read with its access token (booking-wizard §2
 * Confirmation view; storefront §7 GET /bookings/{bookingId}/{accessToken}).
 */
export interface BookingSummaries {
  /** GET /bookings/{bookingId}/{accessToken}. */
  getBookingSummary(bookingId: BookingId, accessToken: string): ApiResult<BookingSummaryView>;
}
