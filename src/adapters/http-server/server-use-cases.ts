import type { CodeSealer } from '#application/ports/server/code-sealer';
import type { SealedCodes } from '#application/ports/server/sealed-codes';
import { checkWebAddressCountries } from '#application/catalogue/check-web-address-countries';
import { getCompanyBookingInfo } from '#application/catalogue/get-company-booking-info';
import { getCompanyOverview } from '#application/catalogue/get-company-overview';
import { getLocation } from '#application/catalogue/get-location';
import { loadLocationPage } from '#application/catalogue/load-location-page';
import { listSitemapPages } from '#application/catalogue/list-sitemap-pages';
import type { ListedLocations } from '#application/ports/server/listed-locations';
import { locationPagesOver, type LocationPages } from '#application/ports/server/location-pages';
import { getServiceProvider } from '#application/catalogue/get-service-provider';
import { listLocations } from '#application/catalogue/list-locations';
import { listServices } from '#application/catalogue/list-services';
import { listGiftCardProducts } from '#application/catalogue/list-gift-card-products';
import { startGiftCardPurchase } from '#application/gift-card/start-gift-card-purchase';
import { getGiftCardPurchase } from '#application/gift-card/get-gift-card-purchase';
import type { GiftCardProducts } from '#application/ports/server/gift-card-products';
import type { GiftCardPages } from '#application/ports/server/gift-card-pages';
import type { GiftCardCodeSealer } from '#application/ports/server/gift-card-code-sealer';
import type { GiftCardPurchasePorts } from '#application/ports/server/gift-card-purchases';
import type { GiftCardCodes } from '#application/ports/server/gift-card-codes';
import { listSocialNetworks } from '#application/catalogue/list-social-networks';
import type { Catalogue } from '#application/ports/server/catalogue';
import type { CompanyDirectory } from '#application/ports/server/company-directory';
import type { VehicleRegister } from '#application/ports/server/vehicle-register';
import type { Agendas } from '#application/ports/server/agenda';
import type { Clock } from '#application/ports/shared/clock';
import type { PaymentExpiryPorts } from '#application/ports/server/payment-settlements';
import type { Transactions } from '#application/ports/server/transactions';
import type { PromotionGreetings } from '#application/ports/server/promotion-greetings';
import { findSoonerAvailableHour } from '#application/availability/find-sooner-available-hour';
import { getPromotionInfo } from '#application/catalogue/get-promotion-info';
import {
  DAYS_SHARE_OF_HOURS_BUDGET,
  daysAnswers,
  listAvailableDays,
  type DaysAnswers,
} from '#application/availability/list-available-days';
import {
  DEFAULT_HOURS_BUDGET_BYTES,
  hoursAnswers,
  listAvailableHours,
  type HoursAnswers,
} from '#application/availability/list-available-hours';
import { listProvidersFreeAt, listServiceProviders } from '#application/catalogue/list-service-providers';
import { findVehicle } from '#application/booking/find-vehicle';
import { findVehicleMaintenance } from '#application/booking/find-vehicle-maintenance';
import { showCompanyVehicle } from '#application/booking/show-company-vehicle';
import type { MaintenancePlans } from '#application/ports/server/maintenance-plans';
import type { VehicleVisits } from '#application/ports/server/vehicle-visits';
import type { Bookings } from '#application/ports/server/bookings';
import type { HumanCheck } from '#application/ports/server/human-check';
import type { IdempotentRequests } from '#application/ports/server/idempotent-requests';
import type { Memberships } from '#application/ports/server/memberships';
import type { StaffKeyVerifier } from '#application/ports/server/staff-key-verifier';
import type { TokenGenerator } from '#application/ports/server/token-generator';
import { cancelBookings, confirmAttendances } from '#application/booking/change-bookings';
import { checkBookings } from '#application/booking/check-bookings';
import { createBooking } from '#application/booking/create-booking';
import { issueHumanCheckChallenge } from '#application/abuse/issue-human-check-challenge';
import { editBooking } from '#application/booking/edit-booking';
import { getBookingForEdit } from '#application/booking/get-booking-for-edit';
import { getBookingSummary } from '#application/booking/get-booking-summary';
import { checkGiftCard } from '#application/gift-card/check-gift-card';
import { getBookingCalendar } from '#application/booking/get-booking-calendar';
import type { CalendarOwner } from '#domain/notification/booking-calendar';
import { listLocationBookings } from '#application/booking/list-location-bookings';
import { getLocationAgenda } from '#application/booking/get-location-agenda';
import { findBookingByReference } from '#application/booking/find-booking-by-reference';
import {
  applyCatalogueFile,
  exportCatalogueFile,
  planCatalogueFile,
} from '#application/catalogue-file/catalogue-file-use-cases';
import type { CatalogueStore } from '#application/ports/server/catalogue-store';
import { checkPresentedStaffKey } from '#application/account/authorize-staff';
import { issueStaffKey } from '#application/account/issue-staff-key';
import { listStaffKeys } from '#application/account/list-staff-keys';
import { revokeStaffKey } from '#application/account/revoke-staff-key';
import type { CompanyStaffKeys } from '#application/ports/server/company-staff-keys';
import type { CompanySlugs } from '#application/ports/server/company-slugs';
import type { Clients } from '#application/ports/server/clients';
import type { OAuthVerifier } from '#application/ports/server/oauth-verifier';
import type { PasswordHasher } from '#application/ports/server/password-hasher';
import type { Reviews } from '#application/ports/server/reviews';
import type { Sessions } from '#application/ports/server/sessions';
import type { Users } from '#application/ports/server/users';
import { checkClientCompany } from '#application/booking/check-client-company';
import { checkReview } from '#application/review/check-review';
import { fillReview } from '#application/review/fill-review';
import { getCurrentUser } from '#application/account/get-current-user';
import { viewingUser } from '#application/account/signed-in-user';
import { listMyBookings } from '#application/account/list-my-bookings';
import { deleteAccount } from '#application/account/delete-account';
import { getMyDetails, updateMyDetails } from '#application/account/my-details';
import type { AccountDetailsStore } from '#application/ports/server/account-details-store';
import type { AccountErasure } from '#application/ports/server/account-erasure';
import type { AccountBookings } from '#application/ports/server/account-bookings';
import { getReviewSummary } from '#application/review/get-review-summary';
import { getUserWithUserCode } from '#application/account/get-user-with-user-code';
import { listReviews } from '#application/review/list-reviews';
import { listReviewsPage } from '#application/review/list-reviews-page';
import { replyToReview } from '#application/review/reply-to-review';
import { signIn } from '#application/account/sign-in';
import type { AccountTransactions } from '#application/account/account-writes';
import { confirmEmailChange, requestEmailChange } from '#application/account/change-email';
import { requestPasswordReset } from '#application/account/request-password-reset';
import { resetPassword } from '#application/account/reset-password';
import { signUp } from '#application/account/sign-up';
import { verifyEmail } from '#application/account/verify-email';
import { signInWithOAuth } from '#application/account/sign-in-with-oauth';
import { signOut } from '#application/account/sign-out';
import type { ServerUseCases } from './hono-app';
import { admitRequest, type RateLimits } from '#application/abuse/admit-request';
import type { RateLimiter } from '#application/ports/server/rate-limiter';
import { DEFAULT_MAIL_FROM, DEFAULT_RATE_LIMITS, senderAddress } from './server-defaults';
import type { Payments } from '#application/ports/server/payments';
import type { PaymentGateways, SandboxNotifications } from '#application/ports/server/payment-gateways';
import { DEFAULT_PENDING_PAYMENTS_PER_CLIENT } from '#application/booking/create-booking';
import { expirePendingPayments } from '#application/payment/expire-pending-payments';
import { openPaymentCheckout } from '#application/payment/open-payment-checkout';
import { payInSandbox } from '#application/payment/pay-in-sandbox';
import { receivePaymentNotification } from '#application/payment/receive-payment-notification';
import type { GiftCardPorts, GiftCards } from '#application/ports/server/gift-cards';
import {
  findGiftCardByCode,
  listCompanyGiftCards,
  showGiftCard,
  voidCompanyGiftCard,
} from '#application/gift-card/staff-gift-cards';
import { voidGiftCard } from '#application/gift-card/void-gift-card';
import { resendGiftCard } from '#application/gift-card/resend-gift-card';
import { printGiftCard } from '#application/gift-card/print-gift-card';
import type { Consents } from '#application/ports/server/consents';
import type { ConsentDocuments } from '#application/ports/server/consent-documents';
import { signConsent, signedConsentPdf, viewConsent } from '#application/consent/consents';
import { listLocationConsents, showStaffConsent, staffConsentPdf } from '#application/consent/staff-consents';
import { writtenDays, writtenHours, type WrittenDays, type WrittenHours } from './routes/availability';

/** The ports the server's use cases run over. */
export interface ServerPorts {
  /** The bookings each account owns, for My bookings (issue 34; docs/adr/0122). */
  readonly accountBookings: AccountBookings;
  /** Erasing a client's account (docs/adr/0122). */
  readonly accountErasure: AccountErasure;
  /** The details a client's account keeps, for My details (docs/adr/0122). */
  readonly accountDetails: AccountDetailsStore;
  /** Companies' catalogues as documents, for the catalogue file's staff calls (docs/adr/0077). */
  readonly catalogueStore: CatalogueStore;
  readonly companyDirectory: CompanyDirectory;
  readonly catalogue: Catalogue;
  /** The gift cards companies sell (issue 31; docs/adr/0105). */
  readonly giftCardProducts: GiftCardProducts;
  /** Gift card purchases, paid as bookings are and issued as cards once paid (docs/adr/0109). */
  readonly giftCardPurchases: Transactions<GiftCardPurchasePorts>;
  readonly giftCardCodes: GiftCardCodes;
  readonly vehicleRegister: VehicleRegister;
  /** Workshops' vehicle maintenance plans (issue 33; docs/adr/0116). */
  readonly maintenancePlans: MaintenancePlans;
  readonly vehicleVisits: VehicleVisits;
  /** Locations' agendas, for the availability calls and for checking a booking's hours. */
  readonly agendas: Agendas;
  readonly clock: Clock;
  /** Bookings and what creating them uses (ADR 0017, ADR 0018). */
  readonly bookings: Bookings;
  readonly memberships: Memberships;
  readonly staffKeys: StaffKeyVerifier;
  /** Issuing company keys, and the companies their slugs name (issue 21; docs/adr/0078). */
  readonly companySlugs: CompanySlugs;
  /** A company's keys, listed and revoked (docs/adr/0081). */
  readonly companyStaffKeys: CompanyStaffKeys;
  readonly humanCheck: HumanCheck;
  readonly idempotentRequests: IdempotentRequests;
  readonly tokens: TokenGenerator;
  readonly promotionGreetings: PromotionGreetings;
  /** Users, their sessions and how they prove who they are (ADR 0019). */
  readonly users: Users;
  readonly sessions: Sessions;
  /** Signing up, verifying, resetting and changing an email, each in one transaction (issue 34; docs/adr/0121). */
  readonly accountWrites: AccountTransactions;
  readonly passwordHasher: PasswordHasher;
  readonly oauthVerifier: OAuthVerifier;
  /** Reviews and the clients a company knows (ADR 0020). */
  readonly reviews: Reviews;
  readonly clients: Clients;
  /** The abuse limits' counters, shared by every server process (ADR 0038). */
  readonly rateLimiter: RateLimiter;
  /** Online payments, the gateways that collect them and the sandbox's signed notifications (ADR 0042). */
  readonly payments: Payments;
  /** The payment expiry's unit of work (docs/adr/0094). */
  readonly paymentExpiry: Transactions<PaymentExpiryPorts>;
  readonly paymentGateways: PaymentGateways;
  readonly sandboxNotifications: SandboxNotifications;
  /** The bookings' sealed confirmation codes and what opens them (docs/adr/0065). */
  readonly sealedCodes: SealedCodes;
  readonly codeSealer: CodeSealer;
  /** Seals and opens gift cards' codes under the link key, for their mails, resends and printable pages (docs/adr/0112). */
  readonly giftCardCodeSealer: GiftCardCodeSealer;
  /** The printable pages of cards bought online (docs/adr/0112). */
  readonly giftCardPages: GiftCardPages;
  /** Gift cards and their ledgers (issue 31; docs/adr/0106), read to check a code and plan a booking's card payment (docs/adr/0107), read and voided by staff (docs/adr/0108). */
  readonly giftCards: GiftCards;
  readonly giftCardLedgers: Transactions<GiftCardPorts>;
  /** Consent requests and signatures (issue 32; docs/adr/0115), and the signed PDFs' maker. */
  readonly consents: Consents;
  readonly consentDocuments: ConsentDocuments;
  /** A location page's first data in one read (issue 19); read part by part from the directory and reviews when absent. */
  readonly locationPages?: LocationPages;
  /** Every active location, for the sitemap (issue 36); the sitemap names none when absent. */
  readonly listedLocations?: ListedLocations;
}

const NO_LISTED_LOCATIONS: ListedLocations = { listedLocations: () => Promise.resolve([]) };

/** What the use cases are set up with beyond their ports. */
export interface UseCaseSettings {
  readonly rateLimits?: RateLimits;
  /** RESERVA_PENDING_PAYMENTS_PER_CLIENT (ADR 0042). */
  readonly pendingPaymentsPerClient?: number;
  /** Whom calendar files come from: MAIL_FROM's address (ADR 0044). */
  readonly calendarOwner?: CalendarOwner;
  /** The hours answers kept as sent, within RESERVA_HOURS_CACHE_MB (docs/adr/0135, 0165); 16 MiB of them by default. */
  readonly hoursAnswers?: HoursAnswers<WrittenHours>;
  /** The days answers kept as sent, within a quarter of RESERVA_HOURS_CACHE_MB besides it (docs/adr/0147); 4 MiB by default. */
  readonly daysAnswers?: DaysAnswers<WrittenDays>;
}

/**
 * The availability answers kept as sent (docs/adr/0165): the hours within `hoursBytes`
 * (RESERVA_HOURS_CACHE_MB, docs/adr/0135), the days within a quarter of that besides it (docs/adr/0147).
 */
export function keptAvailabilityAnswers(hoursBytes: number = DEFAULT_HOURS_BUDGET_BYTES) {
  return {
    hoursAnswers: hoursAnswers(hoursBytes, writtenHours),
    daysAnswers: daysAnswers(hoursBytes * DAYS_SHARE_OF_HOURS_BUDGET, writtenDays),
  };
}

/** Signing up, a forgotten password and a change of email, through mailed links (issue 34; docs/adr/0121). */
function accountLinkUseCases(ports: ServerPorts) {
  const writing = { transactions: ports.accountWrites, tokenGenerator: ports.tokens, clock: ports.clock };
  return {
    signUp: signUp({ ...writing, passwordHasher: ports.passwordHasher }),
    verifyEmail: verifyEmail(writing),
    requestPasswordReset: requestPasswordReset(writing),
    resetPassword: resetPassword({ ...writing, passwordHasher: ports.passwordHasher }),
    requestEmailChange: requestEmailChange(writing),
    confirmEmailChange: confirmEmailChange(writing),
  };
}

/** What the storefront's pages are sent with: a location page's first answers (issue 19) and the sitemap (docs/adr/0128). */
function storefrontPageUseCases(ports: ServerPorts) {
  return {
    loadLocationPage: loadLocationPage({ ...ports, locationPages: ports.locationPages ?? locationPagesOver(ports) }),
    listSitemapPages: listSitemapPages({ listedLocations: ports.listedLocations ?? NO_LISTED_LOCATIONS }),
  };
}

/** Consents (issue 32; docs/adr/0115): the client's page and signature, and the staff's reading. */
function consentUseCases(ports: ServerPorts) {
  return {
    viewConsent: (code: string) => viewConsent(ports, code),
    signConsent: (code: string, submission: Parameters<typeof signConsent>[2]) =>
      signConsent(
        { consents: ports.consents, documents: ports.consentDocuments, clock: ports.clock },
        code,
        submission,
      ),
    signedConsentPdf: (code: string) => signedConsentPdf(ports, code),
    listLocationConsents: (request: Parameters<typeof listLocationConsents>[1]) => listLocationConsents(ports, request),
    showStaffConsent: (request: Parameters<typeof showStaffConsent>[1]) => showStaffConsent(ports, request),
    staffConsentPdf: (request: Parameters<typeof staffConsentPdf>[1]) => staffConsentPdf(ports, request),
  };
}

/** A signed-in client's own calls (issue 34; docs/adr/0122), and who is signed in when signing in is optional. */
function clientAccountUseCases(ports: ServerPorts) {
  return {
    viewingUser: viewingUser(ports),
    listMyBookings: listMyBookings(ports),
    deleteAccount: deleteAccount(ports),
    getMyDetails: getMyDetails(ports),
    updateMyDetails: updateMyDetails(ports),
  };
}

/**
 * Every use case the server serves, over the given ports: the one assembly the composition root
 * and the tests share, so a new use case is wired in one place.
 */
export function serverUseCases(ports: ServerPorts, settings: UseCaseSettings = {}): ServerUseCases {
  const admit = admitRequest(ports, settings.rateLimits ?? DEFAULT_RATE_LIMITS);
  return {
    admitRequest: admit,
    getCompanyOverview: getCompanyOverview(ports),
    getCompanyBookingInfo: getCompanyBookingInfo(ports),
    listSocialNetworks: listSocialNetworks(ports),
    checkWebAddressCountries: checkWebAddressCountries(ports),
    listLocations: listLocations(ports),
    getLocation: getLocation(ports),
    ...storefrontPageUseCases(ports),
    listServices: listServices(ports),
    getServiceProvider: getServiceProvider(ports),
    listGiftCardProducts: listGiftCardProducts(ports),
    startGiftCardPurchase: startGiftCardPurchase(ports, {
      admitRequest: admit,
      pendingPaymentsPerClient: settings.pendingPaymentsPerClient ?? DEFAULT_PENDING_PAYMENTS_PER_CLIENT,
    }),
    getGiftCardPurchase: getGiftCardPurchase(ports),
    ...consentUseCases(ports),
    checkBookings: checkBookings(ports),
    createBooking: createBooking(ports, {
      admitRequest: admit,
      pendingPaymentsPerClient: settings.pendingPaymentsPerClient ?? DEFAULT_PENDING_PAYMENTS_PER_CLIENT,
    }),
    issueHumanCheckChallenge: issueHumanCheckChallenge(ports),
    getBookingSummary: getBookingSummary(ports),
    getBookingCalendar: getBookingCalendar(ports, {
      calendarOwner: settings.calendarOwner ?? { email: senderAddress(DEFAULT_MAIL_FROM) ?? '' },
    }),
    cancelBookings: cancelBookings(ports),
    confirmAttendances: confirmAttendances(ports),
    getBookingForEdit: getBookingForEdit(ports),
    editBooking: editBooking(ports),
    listLocationBookings: listLocationBookings(ports),
    getLocationAgenda: getLocationAgenda(ports),
    findBookingByReference: findBookingByReference(ports),
    planCatalogueFile: planCatalogueFile(ports),
    applyCatalogueFile: applyCatalogueFile(ports),
    exportCatalogueFile: exportCatalogueFile(ports),
    checkPresentedStaffKey: checkPresentedStaffKey(ports),
    issueStaffKey: issueStaffKey(ports),
    listStaffKeys: listStaffKeys(ports),
    revokeStaffKey: revokeStaffKey(ports),
    listCompanyGiftCards: listCompanyGiftCards(ports),
    showGiftCard: showGiftCard(ports),
    findGiftCardByCode: findGiftCardByCode(ports),
    voidCompanyGiftCard: voidCompanyGiftCard({ ...ports, voidGiftCard: voidGiftCard(ports) }),
    resendGiftCard: resendGiftCard(ports),
    printGiftCard: printGiftCard(ports),
    findVehicle: findVehicle(ports),
    findVehicleMaintenance: findVehicleMaintenance(ports),
    showCompanyVehicle: showCompanyVehicle(ports),
    listServiceProviders: listServiceProviders(ports),
    listAvailableDays: listAvailableDays(ports, settings.daysAnswers ?? keptAvailabilityAnswers().daysAnswers),
    listAvailableHours: listAvailableHours(ports, settings.hoursAnswers ?? keptAvailabilityAnswers().hoursAnswers),
    findSoonerAvailableHour: findSoonerAvailableHour(ports),
    listProvidersFreeAt: listProvidersFreeAt(ports),
    getPromotionInfo: getPromotionInfo(ports),
    signIn: signIn(ports),
    signOut: signOut(ports),
    ...accountLinkUseCases(ports),
    signInWithOAuth: signInWithOAuth(ports),
    getCurrentUser: getCurrentUser(ports),
    ...clientAccountUseCases(ports),
    getUserWithUserCode: getUserWithUserCode(ports),
    getReviewSummary: getReviewSummary(ports),
    listReviews: listReviews(ports),
    listReviewsPage: listReviewsPage(ports),
    checkReview: checkReview(ports),
    fillReview: fillReview(ports),
    replyToReview: replyToReview(ports),
    checkClientCompany: checkClientCompany(ports),
    openPaymentCheckout: openPaymentCheckout(ports),
    payInSandbox: payInSandbox(ports),
    receivePaymentNotification: receivePaymentNotification(ports),
    expirePendingPayments: expirePendingPayments(ports),
    checkGiftCard: checkGiftCard(ports),
  };
}
