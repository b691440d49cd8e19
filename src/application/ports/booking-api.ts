// The Booking API as the storefront and the support CLI reach it (booking-wizard §7, storefront §7):
// the port their use cases drive, whatever carries it. Values are the application's, camelCase;
// the HTTP client adapter (src/adapters/http/booking-api-client.ts) converts them to and from the
// contract's snake_case wire. Every call answers a Result: the API's refusal, with the fields at
// fault, or a failure to reach it, never a thrown error.
import type { ResultAsync } from 'neverthrow';
import type { ClientPayload } from '../../domain/client/client-payload';
import type { CustomAttribute } from '../../domain/client/custom-attribute';
import type { IdentifierType } from '../../domain/client/identification';
import type { BookedServiceFacts } from '../../domain/booking/summary-card';
import type { CurrencyFormat } from '../../domain/money/currency-format';
import type { CardDetails } from '../../domain/payment/card-form';
import type { PaymentStatus, RejectionReason } from '../../domain/payment/payment-lifecycle';
import type { PaymentProvider } from '../../domain/payment/payment-provider';
import type { RecordHistory } from '../../domain/workshop/record-history';
import type { Vehicle } from '../../domain/workshop/vehicle';

/** One field the API refused, as the wire names it (`bookings[0].start`, `client.email`), with its messages. */
export interface RefusedAttribute {
  readonly field: string;
  readonly messages: readonly string[];
}

/** The API answered, refusing: its status, its stable code and the message to show (storefront §8). */
export interface ApiRefusal {
  readonly _tag: 'ApiRefusal';
  readonly status: number;
  readonly code: string;
  readonly message: string;
  readonly attributes: readonly RefusedAttribute[];
  /** Seconds to wait before retrying, when the API said (429, 409 in flight). */
  readonly retryAfterSeconds: number | null;
}

/** The API could not be reached, or did not answer within the timeout (60 s, booking-wizard §7). */
export interface ApiUnreachable {
  readonly _tag: 'ApiUnreachable';
  readonly reason: 'network' | 'timeout';
  readonly message: string;
}

/** The API answered something the contract does not allow: a bug on one side, never shown as a refusal. */
export interface ApiMisbehaved {
  readonly _tag: 'ApiMisbehaved';
  readonly status: number;
  readonly message: string;
}

export type ApiFailure = ApiRefusal | ApiUnreachable | ApiMisbehaved;

export type ApiResult<T> = ResultAsync<T, ApiFailure>;

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
  readonly id: number;
  readonly companyId: number;
  readonly companyWebAddress: string;
  /** The company's name. */
  readonly name: string;
  readonly locationName: string;
  readonly phone: string | null;
  readonly email: string | null;
  readonly banner: string | null;
  readonly image: string | null;
  readonly address: string | null;
  readonly countryCode: string;
  readonly timeZone: string;
  readonly schedule: readonly ScheduleDayView[];
}

/** A professional as a list names them. */
export interface ProviderRefView {
  readonly id: number;
  readonly publicName: string;
}

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

/** A professional (booking-wizard §3 Provider). */
export interface ProviderView {
  readonly id: number;
  readonly publicName: string;
  readonly image: string | null;
  readonly biography: string | null;
  /** The professional's week, Monday first (booking-wizard §3 providerTimes). */
  readonly providerTimes: readonly ScheduleDayView[];
}

/** The company behind a storefront (storefront §3 Company overview, booking-wizard §3). */
export interface CompanyOverviewView {
  readonly id: number;
  readonly name: string;
  /** What the company says about itself, under its name (storefront §1); null when it has written none. */
  readonly description: string | null;
  /** The currency symbol, thousands delimiter and decimal separator prices are written with. */
  readonly unit: string;
  readonly delimiter: string;
  readonly separator: string;
  readonly companyIsActive: boolean;
  readonly minisiteIsActive: boolean;
  readonly minisiteV2Active: boolean;
  readonly customMinisite: boolean;
  readonly colorMinisite: string | null;
  readonly logo: string | null;
  readonly email: string | null;
  readonly phone: string | null;
  readonly isSolo: boolean;
  readonly isPlanSolo: boolean;
  readonly allowsOnlinePayment: boolean;
  readonly onlinePaymentCapable: boolean;
  readonly providerOnlinePayment: string | null;
  readonly facebookCustomTracker: string | null;
  readonly googleCustomTracker: string | null;
  readonly googleCustomTrackerDomain: string | null;
  readonly reviewsV2: boolean;
  /** The location asked about: its name and phone; null when none was. */
  readonly location: { readonly id: number; readonly locationName: string; readonly phone: string | null } | null;
}

/** The countries a company's storefront serves (GET check_web_address_countries): never empty, its home country first. */
export interface WebAddressCountriesView {
  readonly webAddress: string;
  readonly countries: readonly string[];
}

/** A client form field as the company configures it; `clientData` is the wire's snake_case field name. */
export interface BookingClientAttributeView {
  readonly clientData: 'email' | 'phone' | 'second_phone' | 'identification_number' | 'address' | 'birth_date' | 'age' | 'record_number' | 'gender' | 'city' | 'district';
  readonly used: boolean;
  readonly required: boolean;
  readonly label: string;
}

/** The company's booking settings (booking-wizard §3 companyBookingInfo). */
export interface CompanyBookingInfoView {
  readonly clientExclusive: boolean;
  readonly clientExclusiveBy: 0 | 1 | 2 | null;
  readonly policyTermActive: boolean;
  readonly policyTerm: string | null;
  readonly presetNotes: { readonly important: string | null };
  /** Months ahead clients may book. */
  readonly afterBooking: number;
  readonly activeMemberships: boolean;
  readonly attributes: readonly CustomAttribute[];
  readonly showNotes: boolean;
  readonly bookingClientAttributes: readonly BookingClientAttributeView[];
  /** 0 clients can choose the professional, 1 must, 2 cannot. */
  readonly showProviders: 0 | 1 | 2;
  /** The vehicle-workshop ("Salfa") variant: one service at a time, no professional to choose, the vehicle's record collected. */
  readonly workshopVariant: boolean;
}

/** What the availability calls ask about: services in the order performed, and who performs them (booking-wizard §7). */
export interface AvailabilityQuery {
  readonly locationId: number;
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
  readonly locationId: number;
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
  readonly locationId: number;
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
}

/** What a check answers (booking-wizard §3 Membership check response). */
export interface CheckedBookingsView {
  readonly bookingsData: {
    readonly available: readonly { readonly serviceId: number; readonly start: string; readonly end: string; readonly providerId: number }[];
    readonly unavailable: readonly { readonly serviceId: number }[];
  };
  readonly bookingsMembership: {
    readonly available: readonly { readonly serviceId: number; readonly paymentMembershipId: number }[];
    readonly unavailable: readonly { readonly serviceId: number }[];
  };
}

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

/** The sandbox's answer to a card (POST /payments/sandbox/card), standing in for the card provider's. */
export interface CardPaymentView {
  readonly status: 'approved' | 'rejected';
  readonly rejectionReason: PaymentRejectionReason | null;
  readonly bookingId: number;
  readonly accessToken: string;
}

/** The bookings a create made, each with its confirmation code (booking-wizard §3 Booking response). */
export interface CreatedBookingsView {
  readonly booking: { readonly trxId: string; readonly id: number; readonly accessToken: string; readonly status: BookingStatusView };
  readonly redirectTo: string;
  /** What to pay online before the bookings stand; null when nothing is paid online. */
  readonly payment: PaymentDueView | null;
  readonly bookings: readonly { readonly id: number; readonly confirmationCode: string }[];
  /** The answer is the replay of an earlier request with the same Idempotency-Key (`Idempotent-Replayed: true`). */
  readonly replayed: boolean;
}

/** One booked service as the summary shows it: what its card tells (summary-card.ts) and the booking's own facts. */
export interface BookedServiceView extends BookedServiceFacts {
  readonly id: number;
  readonly status: BookingStatusView;
  readonly serviceId: number;
  readonly serviceName: string;
  readonly start: string;
  readonly end: string;
  readonly duration: number;
  readonly price: number | null;
  readonly providerId: number;
  readonly serviceProvider: ProviderRefView;
}

/** The confirmation view's data (booking-wizard §2 Confirmation view). */
export interface BookingSummaryView {
  readonly clientFullName: string;
  readonly clientEmail: string | null;
  readonly clientPhone: string | null;
  readonly bundled: boolean;
  readonly location: { readonly id: number; readonly locationName: string; readonly address: string | null; readonly phone: string | null; readonly email: string | null };
  readonly currency: CurrencyFormat;
  readonly bookingGroups: readonly { readonly id: number; readonly trxId: string; readonly bookings: readonly BookedServiceView[] }[];
  /** The online payment of the bookings; null when nothing was paid online. */
  readonly payment: BookingPaymentView | null;
}

/** A booking as the modify page shows it, with what may still change. */
export interface EditableBookingView {
  readonly id: number;
  readonly confirmationCode: string;
  readonly status: BookingStatusView;
  readonly clientConfirmed: boolean;
  readonly locationId: number;
  readonly service: { readonly id: number; readonly name: string; readonly duration: number };
  readonly provider: ProviderRefView;
  readonly start: string;
  readonly end: string;
  readonly modificationsLeft: number | null;
  readonly modifiableUntil: string | null;
}

/** A move of one booking (edit_booking). */
export interface BookingMove {
  readonly id: number;
  readonly confirmationCode: string;
  readonly start: string;
  readonly end: string;
  /** 0 for the first professional available. */
  readonly providerId: number;
}

export interface BookingStateView {
  readonly id: number;
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
}

/** One booking of a location's day, for support staff. */
export interface StaffBookingView {
  readonly id: number;
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
}

/** One of a company's social links as the API sends it (storefront §1); blank addresses are never sent. */
export interface SocialNetworkView {
  readonly socialNetworkId: number;
  /** instagram, facebook, web alternativa… */
  readonly name: string;
  /** As the company wrote it, with or without a scheme. */
  readonly webAddress: string;
}

/** The promotion a landing link's token names (storefront §3 Promotion info); `expired` once its end date has passed. */
export interface PromotionInfoView {
  readonly fullName: string;
  readonly promotionType: 'low_demand' | 'last_hour' | 'lost_client' | 'reminder' | 'expired';
  /** YYYY-MM-DD, the last day it can be used. */
  readonly endDate: string;
}

export interface ReviewSummaryView {
  readonly average: number;
  readonly totalReviews: number;
  readonly reviewsOption: 'details' | 'disable' | 'other';
}

export interface ReviewView {
  readonly id: number;
  readonly stars: number;
  readonly comment: string | null;
  readonly reviewerName: string | null;
  readonly reviewDate: string;
  readonly serviceName: string | null;
  readonly anonymous: boolean;
  readonly reviewComments: readonly { readonly id: number; readonly comment: string; readonly createdAt: string }[];
  /** The code a reply names; sent only to a signed-in user who can edit the location (reviews v2). */
  readonly confirmationCode?: string;
}

/** Which reviews calls answer for a company: the first version's, or the reviews service's (v2). */
export type ReviewsVersion = 'v1' | 'v2';

/** What a review invitation's code shows (storefront §7 check_review). */
export interface ReviewInvitationView {
  readonly confirmationCode: string;
  readonly serviceName: string;
  readonly locationName: string;
  /** The code can still fill the review: not used and not expired. */
  readonly reviewable: boolean;
  readonly review: ReviewView | null;
}

/** The review form as sent (storefront §5 Review, §7 fill_review); text left blank is null. */
export interface ReviewFormRequest {
  readonly stars: number;
  readonly anonymous: boolean;
  readonly reviewerName: string | null;
  readonly serviceName: string | null;
  readonly comment: string | null;
}

/** One page of a location's reviews, newest first (storefront §4). */
export interface ReviewsPageView {
  readonly reviews: readonly ReviewView[];
  readonly pagination: { readonly page: number; readonly size: number; readonly nextPage: number | null };
}

/**
 * What a client-exclusive company knows of a visitor (storefront §3 Existing client check
 * response): whether the identifier names a client of the company, and whether it lets them book online.
 */
export interface ClientCompanyCheckView {
  readonly validId: boolean;
  readonly canBook: boolean;
}

/** A signed-in user, whose details prefill the client form (storefront §3 Auth user data, §6). */
export interface UserView {
  readonly id: number;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string | null;
  readonly secondPhone: string | null;
  readonly identificationNumber: string | null;
  readonly address: string | null;
  /** YYYY-MM-DD; null when unknown. */
  readonly birthDate: string | null;
  readonly city: string | null;
  readonly district: string | null;
  /** 0 unknown, 1 female, 2 male; null when never asked. */
  readonly gender: 0 | 1 | 2 | null;
  /** 1 client, 2 company administrator (storefront §6). */
  readonly roleId: number;
  /** The company the user works for; null for a client. */
  readonly companyId: number | null;
}

/**
 * The calls of both call catalogues the storefront and the CLI make. It grows call by call as
 * their use cases need them; each is one operation of openapi/booking-api.yaml.
 */
export interface BookingApi {
  /** GET /locations?company_id (storefront §7). */
  listLocations(companyId: number): ApiResult<readonly LocationView[]>;
  /** GET /locations/{id}. */
  getLocation(locationId: number): ApiResult<LocationView>;
  /** GET /companies/overview?website[&location_id]: the company, and the location's name and phone when asked. */
  getCompanyOverview(website: string, locationId: number | null): ApiResult<CompanyOverviewView>;
  /** GET /api/views/workflow/v2/check_web_address_countries?web_address: the countries the company's storefront serves; 404 `COMPANY.NOT_FOUND` when no company has the address. */
  checkWebAddressCountries(webAddress: string): ApiResult<WebAddressCountriesView>;
  /** GET /companies/booking_info?website. */
  getCompanyBookingInfo(website: string): ApiResult<CompanyBookingInfoView>;
  /** GET /services?location_id[&token]: the location's services by category; with a landing link's token, priced by its promotion. */
  listServices(locationId: number, promotionToken?: string | null): ApiResult<readonly CategoryGroupView[]>;
  /** GET /social_networks?company_id: the company's social links, in its order. */
  listSocialNetworks(companyId: number): ApiResult<readonly SocialNetworkView[]>;
  /** GET /charly_discount?token: whom a landing link's promotion greets, why, and until when; 404 `PROMOTION.NOT_FOUND` for an unknown token. */
  getPromotionInfo(token: string): ApiResult<PromotionInfoView>;
  /** GET /service_providers?location_id[&id]: the location's professionals, or those of one service. */
  listServiceProviders(locationId: number, serviceId: number | null): ApiResult<readonly ProviderView[]>;
  /** GET /service_providers/{id}: one professional. */
  getServiceProvider(providerId: number): ApiResult<ProviderView>;
  /** GET /api/v2/sites/service_providers/date_time: the professionals free for a service over a slot. */
  listProvidersFreeAt(query: ProvidersFreeQuery): ApiResult<readonly ProviderView[]>;
  /** GET /service_providers/available_days_sql_improved: which days from `startDate` to `endDate` have a free hour. */
  listAvailableDays(query: AvailabilityQuery & { readonly startDate: string; readonly endDate: string }): ApiResult<readonly DayView[]>;
  /** GET /service_providers/available_hours_sql_improved: the free hours of `date`. */
  listAvailableHours(query: AvailabilityQuery & { readonly date: string }): ApiResult<DayHoursView>;
  /** GET /service_providers/sooner_available_hours_sql_improved: the first free day from `startDate`, or still searching (202). */
  findSoonerAvailableHour(query: AvailabilityQuery & { readonly startDate: string }): ApiResult<SoonerAvailableView | StillSearching>;
  /** POST /bookings/check_bookings: what can be booked, booking nothing. */
  checkBookings(request: BookingRequest): ApiResult<CheckedBookingsView>;
  /** POST /bookings, with the Idempotency-Key when given: a retry with the same key and body is replayed. */
  createBooking(request: BookingRequest, idempotencyKey: string | null): ApiResult<CreatedBookingsView>;
  /** GET /bookings/{bookingId}/{accessToken}. */
  getBookingSummary(bookingId: number, accessToken: string): ApiResult<BookingSummaryView>;
  /**
   * POST /payments/sandbox/card: pays the booking the card page's `tokenData` names with a card
   * (the sandbox standing in for the card provider's fields, docs/adr/0045), presenting the booking's
   * `accessToken` from the same page's address (ADR 0051); 422 naming the card's fields the sandbox refuses.
   */
  payWithCard(tokenData: string, accessToken: string, card: CardDetails): ApiResult<CardPaymentView>;
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
  /** GET /bookings?location_id&date: the location's day, for staff holding an api-key. */
  listLocationBookings(locationId: number, date: string): ApiResult<readonly StaffBookingView[]>;
  /**
   * GET /check_client_company?identificador&identificador_type&location_id: whether the company of
   * the location knows a client by the id number (0), email (1) or phone (2) typed, and lets them
   * book. Not knowing them is an answer (`validId` false), not a refusal; an identifier the
   * identification rules refuse is 422 naming `identificador`.
   */
  checkClientCompany(identifier: string, identifierType: IdentifierType, locationId: number): ApiResult<ClientCompanyCheckView>;
  /** GET /vehicles?location_id&plate: the vehicle the location's workshop has on record under the plate (404 `VEHICLE.NOT_FOUND` when none). */
  findVehicle(locationId: number, plate: string): ApiResult<Vehicle>;
  /** GET /reviews/api/v1/location_reviews: the review summary of a company on reviews v2 (the reviews service). */
  getReviewSummary(locationId: number): ApiResult<ReviewSummaryView>;
  /** GET /reviews/api/v1/reviews: one page of reviews, newest first, saying whether another follows (reviews v2). */
  listReviewsPage(locationId: number, page: number, size: number): ApiResult<ReviewsPageView>;
  /** GET /reviews: the review summary of a company on the first reviews version. */
  getReviewSummaryV1(locationId: number): ApiResult<ReviewSummaryView>;
  /** GET /reviews/detail: one page of reviews, newest first; empty past the last (the first reviews version says no more). */
  listReviewsV1(locationId: number, page: number, perPage: number): ApiResult<readonly ReviewView[]>;
  /** GET /reviews/check_review/{code} (v1) or /reviews/api/v1/reviews/{code}/check_review (v2): the invitation; 404 `REVIEW.NOT_FOUND` for an unknown code. */
  checkReview(code: string, version: ReviewsVersion): ApiResult<ReviewInvitationView>;
  /** PATCH /reviews/fill_review/{code} (v1) or /reviews/api/v1/reviews/{code}/fill_review (v2): 422 `REVIEW.UNAVAILABLE` once used or expired, 422 naming fields for a bad form. */
  fillReview(code: string, version: ReviewsVersion, form: ReviewFormRequest): ApiResult<ReviewView>;
  /** POST /reviews/api/v1/review_comments: the location's reply (replying again edits it); 401 without a session, 403 for one who cannot edit. */
  replyToReview(confirmationCode: string, comment: string): ApiResult<ReviewView>;
  /**
   * POST /users/sign_in: the user, the session opened in the `authorization` cookie, which the
   * browser keeps (HttpOnly); 401 `AUTH.BAD_CREDENTIALS` for a wrong email or password.
   */
  signIn(email: string, password: string): ApiResult<UserView>;
  /**
   * POST /users/oauth with device 'google' (storefront §4 Google login): the user the identity
   * provider's token names, the session opened as signIn opens it; 401 `AUTH.BAD_CREDENTIALS` when
   * the provider does not vouch for the token, 503 `AUTH.OAUTH_NOT_CONFIGURED` when the server
   * cannot ask it (docs/adr/0037).
   */
  signInWithOAuth(device: 'google', token: string): ApiResult<UserView>;
  /** DELETE /users/sign_out: ends the session, if any, and clears the cookie. */
  signOut(): ApiResult<void>;
  /** GET /api/views/admin/v1/users/get_user: the signed-in user; 401 `AUTH.UNAUTHENTICATED` without a session. */
  getCurrentUser(): ApiResult<UserView>;
}
