import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import {
  AT_HOME,
  BEARD_CARE_SESSIONS,
  BOOKING_INFO,
  COMPANY_OVERVIEW,
  CUT,
  CUT_AND_SHAVE_PACK,
  fakeBookingApi,
  LUCAS,
  PALERMO,
  PROMOTION_TOKEN,
  SHAVE,
  type BookingApiCalls,
  type FakeBookingApi,
} from '#application/client-side/shared/fake-booking-api.test-support';
import type { UserView } from '#application/ports/client/account-sessions';
import type { ApiFailure, ApiRefusal } from '#application/ports/client/api-result';
import type {
  AvailabilityQuery,
  DayHoursView,
  HourBlockView,
  ProvidersFreeQuery,
} from '#application/ports/client/availability-queries';
import type { BookingRequest, CheckedBookingsView } from '#application/ports/client/booking-requests';
import type {
  BookedServiceView,
  BookingPaymentView,
  BookingSummaryView,
  PaymentRejectionReason,
} from '#application/ports/client/booking-summaries';
import type { CompanyBookingInfoView, CompanyOverviewView } from '#application/ports/client/company-profiles';
import type { GiftCardOrder, GiftCardOrderView } from '#application/ports/client/gift-card-orders';
import type { LocationView } from '#application/ports/client/location-directory';
import type { CategoryGroupView, ServiceView } from '#application/ports/client/offered-services';
import type { ProviderView } from '#application/ports/client/professional-directory';
import type { ReviewsVersion, ReviewSummaryView, ReviewView } from '#application/ports/client/published-reviews';
import type { ReviewFormRequest, ReviewInvitationView } from '#application/ports/client/review-invitations';
import type { BookingId } from '#domain/booking/booking-id';
import { addDays, addMonths, dayNumber, type LocalDate } from '#domain/calendar/local-date';
import type { CardDetails } from '#domain/payment/card-form';
import { bookingId } from '#domain/shared/ids.test-support';
import { PURCHASE_TOKEN, STARTED_PURCHASE, giftCardPurchaseView } from './gift-cards.test-support';

// Test support: the Booking API the storefront's component tests talk to. It is the client-side
// use cases' fake (fake-booking-api.test-support.ts), its calls overridden where the storefront
// needs more: Palermo with a phone and a second professional, a catalogue with every kind of
// service the wizard treats differently (one professional or two, a bundle, a session package, a
// special discount, an online price, a hidden price), days and hours the test can change between
// two questions, calls it can hold unanswered, and a booking summary for the confirmation view.

export const MARTINA: ProviderView = { ...LUCAS, id: 12, publicName: 'Martina' };
const lucas = { id: LUCAS.id, publicName: LUCAS.publicName };
const martina = { id: MARTINA.id, publicName: MARTINA.publicName };

/** The phone the error dialog gives (booking-wizard §8 "error dialog with the location phone"). */
export const PALERMO_PHONE = '+54 11 4777 0000';

/** Palermo, reachable by phone. */
export const PALERMO_LOCATION: LocationView = {
  ...PALERMO,
  phone: PALERMO_PHONE,
  whatsapp: '+54 11 4777 0000',
  address: 'Honduras 4800',
};

/** The storefront's catalogue: what each test picks its services from. */
export const SERVICES = {
  /** Corte clásico: 30 minutes, $10.000, Lucas only. */
  cut: CUT,
  /** Afeitado con navaja: 30 minutes, $10.000, Lucas or Martina. */
  shave: { ...SHAVE, serviceProviders: [lucas, martina] },
  /** Pack corte y afeitado: a bundle of the cut and the shave, each by Lucas or Martina. */
  pack: {
    ...CUT_AND_SHAVE_PACK,
    serviceProviders: [lucas, martina],
    bundle: CUT_AND_SHAVE_PACK.bundle.map((member) => ({ ...member, serviceProviders: [lucas, martina] })),
  },
  /** Corte a domicilio: performed at the client's address. */
  atHome: AT_HOME,
  /** Tratamiento de barba: a package of two sessions, Lucas only. */
  sessions: { ...BEARD_CARE_SESSIONS, name: 'Tratamiento de barba', sessionsAmount: 2 },
  /** Corte promocional: a special-discount service, $7.000 online from November 20 to 30, 2026. */
  promotion: {
    ...CUT,
    id: 57,
    name: 'Corte promocional',
    onlinePayable: true,
    payingPriceCharly: 7000,
    charlyDiscount: 30,
    charlyPromotionStartDate: '2026-11-20',
    charlyPromotionEndDate: '2026-11-30',
  },
  /** Perfilado de barba: $12.000, $9.000 paying online. */
  beardTrim: {
    ...CUT,
    id: 58,
    name: 'Perfilado de barba',
    price: 12000,
    payingPrice: 9000,
    discount: 25,
    onlinePayable: true,
  },
  /** Consulta de imagen: its price is not shown. */
  consultation: { ...CUT, id: 59, name: 'Consulta de imagen', showPrice: false },
  /** Coloración: must be paid online. */
  colouring: { ...CUT, id: 60, name: 'Coloración', price: 20000, onlinePayable: true, mustBePaidOnline: true },
} satisfies Record<string, ServiceView>;

export const CATEGORIES: readonly CategoryGroupView[] = [
  {
    id: 1,
    category: 'Barbería',
    services: [SERVICES.cut, SERVICES.shave, SERVICES.pack, SERVICES.sessions, SERVICES.atHome],
  },
  { id: 2, category: 'Promociones', services: [SERVICES.promotion, SERVICES.beardTrim] },
  { id: 3, category: 'Otros', services: [SERVICES.consultation, SERVICES.colouring] },
];

/** Palermo's company, taking payments online through dLocal. */
export const PAYING_ONLINE: Partial<CompanyOverviewView> = {
  allowsOnlinePayment: true,
  onlinePaymentCapable: true,
  providerOnlinePayment: 'dlocal',
};

const block = (hour: string): HourBlockView => ({ startBlock: hour, endBlock: hour, hour, bookings: [] });

/** A day's hours by part of the day, as HH:mm. */
export interface DayHours {
  readonly morning: readonly string[];
  readonly afternoon: readonly string[];
  readonly night: readonly string[];
  /** A class service's seats left, by hour. */
  readonly seatsLeft?: Readonly<Record<string, number>>;
}

export const DEFAULT_HOURS: DayHours = { morning: ['10:00', '10:30'], afternoon: ['15:00'], night: ['20:00'] };
export const NO_HOURS: DayHours = { morning: [], afternoon: [], night: [] };

/** Palermo's reviews: seven, newest first; the newest signed with a reply, one anonymous, one without a comment. */
export const REVIEWS: readonly ReviewView[] = [
  {
    id: 7,
    stars: 5,
    comment: 'Excelente corte, muy puntual.',
    reviewerName: 'Sofía',
    reviewDate: '2026-11-25T08:00:00-03:00',
    serviceName: 'Corte clásico',
    anonymous: false,
    reviewComments: [{ id: 1, comment: '¡Gracias, Sofía!', createdAt: '2026-11-25T08:30:00-03:00' }],
  },
  {
    id: 6,
    stars: 4,
    comment: 'Muy buena atención.',
    reviewerName: null,
    reviewDate: '2026-11-22T18:00:00-03:00',
    serviceName: 'Afeitado con navaja',
    anonymous: true,
    reviewComments: [],
  },
  {
    id: 5,
    stars: 5,
    comment: null,
    reviewerName: 'Martín',
    reviewDate: '2026-10-10T12:00:00-03:00',
    serviceName: 'Corte clásico',
    anonymous: false,
    reviewComments: [],
  },
  {
    id: 4,
    stars: 3,
    comment: 'Tuve que esperar un poco.',
    reviewerName: 'Lucía',
    reviewDate: '2026-06-02T12:00:00-03:00',
    serviceName: null,
    anonymous: false,
    reviewComments: [],
  },
  {
    id: 3,
    stars: 5,
    comment: 'Impecable.',
    reviewerName: 'Pablo',
    reviewDate: '2026-03-15T12:00:00-03:00',
    serviceName: 'Corte clásico',
    anonymous: false,
    reviewComments: [],
  },
  {
    id: 2,
    stars: 4,
    comment: 'Volveré.',
    reviewerName: 'Inés',
    reviewDate: '2025-09-01T12:00:00-03:00',
    serviceName: 'Corte clásico',
    anonymous: false,
    reviewComments: [],
  },
  {
    id: 1,
    stars: 5,
    comment: 'El mejor de Palermo.',
    reviewerName: 'Tomás',
    reviewDate: '2023-04-20T12:00:00-03:00',
    serviceName: 'Corte clásico',
    anonymous: false,
    reviewComments: [],
  },
];

/** Ana Pérez, a client with her details filled in, as get_user answers once she has signed in. */
export const SIGNED_IN_CLIENT: UserView = {
  id: 3,
  email: 'ana.perez@correo.example',
  firstName: 'Ana',
  lastName: 'Pérez',
  phone: '+56911112222',
  secondPhone: null,
  identificationNumber: null,
  address: null,
  birthDate: null,
  city: null,
  district: null,
  gender: null,
  roleId: 1,
  companyId: null,
};

export const REVIEW_SUMMARY: ReviewSummaryView = { average: 4.4, totalReviews: 7, reviewsOption: 'details' };

/** What the storefront is, changed by the test before or while it runs. */
export interface StorefrontScenario {
  location: LocationView;
  company: CompanyOverviewView;
  bookingInfo: CompanyBookingInfoView;
  categories: readonly CategoryGroupView[];
  /** Days no hour is free on (YYYY-MM-DD); every other day has some. */
  readonly unavailableDays: Set<string>;
  /** Hours of particular days; DEFAULT_HOURS otherwise. */
  readonly hoursOn: Map<string, DayHours>;
  /** The check's answer to a request; every booking available and no plan otherwise. */
  checkAnswer: ((request: BookingRequest) => CheckedBookingsView) | null;
  /** The confirmation view's booking; the call fails with 404 when null. */
  bookingSummary: BookingSummaryView | null;
  /**
   * The card page's tokens (`tokenData`) and the booking each pays — or, with no booking, the gift
   * card purchase whose access token it is (docs/adr/0111); any other token is 404.
   */
  readonly cardTokens: Map<string, { readonly bookingId: BookingId | null; readonly accessToken: string }>;
  /** The cards sent to the card call, in order. */
  readonly cardsPaid: { readonly tokenData: string; readonly accessToken: string; readonly card: CardDetails }[];
  /** The location's review summary, and its reviews newest first, served in pages by either reviews version. */
  reviewSummary: ReviewSummaryView;
  reviews: readonly ReviewView[];
  /** Review invitations by code, each known to one reviews version; filling one marks it used. */
  readonly reviewInvitations: Map<string, { invitation: ReviewInvitationView; readonly version: ReviewsVersion }>;
  /** Gift card purchases by their access token (GET /gift_card_purchases/{token}); a card the sandbox approves or refuses for one settles it. */
  readonly giftCardPurchases: Map<string, GiftCardOrderView>;
  /** The purchases started (POST /gift_card_purchases), in order; each answered with STARTED_PURCHASE. */
  readonly giftCardOrders: GiftCardOrder[];
  /** The reviews filled by code, in order. */
  readonly filledReviews: {
    readonly code: string;
    readonly version: ReviewsVersion;
    readonly form: ReviewFormRequest;
  }[];
}

/** An open invitation to review a cut at Palermo, known to the reviews service (v2). */
export const REVIEW_CODE = 'review-code-palermo-corte';
export const REVIEW_INVITATION: ReviewInvitationView = {
  confirmationCode: REVIEW_CODE,
  serviceName: 'Corte clásico',
  locationName: 'Palermo',
  reviewable: true,
  review: null,
};

export interface StorefrontApi extends FakeBookingApi {
  readonly scenario: StorefrontScenario;
  /** The questions each availability call was asked, in order. */
  readonly asked: {
    readonly days: (AvailabilityQuery & { readonly startDate: string; readonly endDate: string })[];
    readonly hours: (AvailabilityQuery & { readonly date: string })[];
    readonly sooner: (AvailabilityQuery & { readonly startDate: string })[];
    readonly providersFree: ProvidersFreeQuery[];
  };
  /** Holds `call` unanswered until the returned function is called. */
  hold(call: keyof BookingApiCalls): () => void;
}

/** A refusal as the API words it. */
export function refusal(status: number, code: string, message: string, extra: Partial<ApiRefusal> = {}): ApiRefusal {
  return { _tag: 'ApiRefusal', status, code, message, attributes: [], retryAfterSeconds: null, ...extra };
}

function hoursView(hours: DayHours): DayHoursView {
  const withSeats = (hour: string): HourBlockView => {
    const seats = hours.seatsLeft?.[hour];
    return seats === undefined ? block(hour) : { ...block(hour), seatsLeft: seats };
  };
  return {
    morningHours: hours.morning.map(withSeats),
    afternoonHours: hours.afternoon.map(withSeats),
    nightHours: hours.night.map(withSeats),
  };
}

function daysBetween(start: string, end: string): readonly LocalDate[] {
  const first = start as LocalDate;
  const count = dayNumber(end as LocalDate) - dayNumber(first) + 1;
  return Array.from({ length: Math.max(0, count) }, (_, index) => addDays(first, index));
}

/** The storefront's Booking API over `changes` to Palermo's defaults. */
export function storefrontApi(
  changes: Partial<
    Omit<StorefrontScenario, 'unavailableDays' | 'hoursOn' | 'filledReviews' | 'cardsPaid' | 'giftCardOrders'>
  > & {
    readonly unavailableDays?: readonly string[];
    readonly hoursOn?: Readonly<Record<string, DayHours>>;
  } = {},
): StorefrontApi {
  const scenario: StorefrontScenario = {
    location: changes.location ?? PALERMO_LOCATION,
    company: changes.company ?? COMPANY_OVERVIEW,
    bookingInfo: changes.bookingInfo ?? BOOKING_INFO,
    categories: changes.categories ?? CATEGORIES,
    unavailableDays: new Set(changes.unavailableDays ?? []),
    hoursOn: new Map(Object.entries(changes.hoursOn ?? {})),
    checkAnswer: changes.checkAnswer ?? null,
    bookingSummary: changes.bookingSummary ?? null,
    cardTokens:
      changes.cardTokens ??
      new Map([
        [CARD_TOKEN, { bookingId: bookingId(400), accessToken: 'token-400' }],
        [PURCHASE_CARD_TOKEN, { bookingId: null, accessToken: PURCHASE_TOKEN }],
      ]),
    cardsPaid: [],
    reviewSummary: changes.reviewSummary ?? REVIEW_SUMMARY,
    reviews: changes.reviews ?? REVIEWS,
    reviewInvitations:
      changes.reviewInvitations ?? new Map([[REVIEW_CODE, { invitation: REVIEW_INVITATION, version: 'v2' as const }]]),
    filledReviews: [],
    giftCardPurchases: changes.giftCardPurchases ?? new Map<string, GiftCardOrderView>(),
    giftCardOrders: [],
  };
  const asked: StorefrontApi['asked'] = { days: [], hours: [], sooner: [], providersFree: [] };
  const gates = new Map<keyof BookingApiCalls, Promise<void>>();
  /** The answer once the call is no longer held; the test's failure for it, when it named one. */
  const answer = <T>(call: keyof BookingApiCalls, value: () => T): ResultAsync<T, ApiFailure> => {
    const gate = gates.get(call) ?? Promise.resolve();
    return ResultAsync.fromSafePromise(gate).andThen(() => {
      const failure = fake.failing.get(call);
      return failure === undefined ? okAsync<T, ApiFailure>(value()) : errAsync<T, ApiFailure>(failure);
    });
  };
  const notFound = (code: string) => errAsync<never, ApiFailure>(refusal(404, code, 'Not found.'));
  const professionals = () => [LUCAS, MARTINA];

  const fake: FakeBookingApi = fakeBookingApi({
    getLocation: (id) =>
      id === scenario.location.id ? answer('getLocation', () => scenario.location) : notFound('LOCATION.NOT_FOUND'),
    getCompanyOverview: (_website, locationId) =>
      answer('getCompanyOverview', () => ({
        ...scenario.company,
        location:
          locationId === null
            ? null
            : {
                id: scenario.location.id,
                locationName: scenario.location.locationName,
                phone: scenario.location.phone,
              },
      })),
    getCompanyBookingInfo: () => answer('getCompanyBookingInfo', () => scenario.bookingInfo),
    listServices: () => answer('listServices', () => scenario.categories),
    listServiceProviders: () => answer('listServiceProviders', professionals),
    getServiceProvider: (id) => {
      const found = professionals().find((provider) => provider.id === id);
      return found === undefined ? notFound('PROVIDER.NOT_FOUND') : answer('getServiceProvider', () => found);
    },
    listProvidersFreeAt: (query) => {
      asked.providersFree.push(query);
      return answer('listProvidersFreeAt', professionals);
    },
    listAvailableDays: (query) => {
      asked.days.push(query);
      return answer('listAvailableDays', () =>
        daysBetween(query.startDate, query.endDate).map((date) => ({
          date,
          available: !scenario.unavailableDays.has(date),
        })),
      );
    },
    listAvailableHours: (query) => {
      asked.hours.push(query);
      return answer('listAvailableHours', () =>
        hoursView(
          scenario.unavailableDays.has(query.date) ? NO_HOURS : (scenario.hoursOn.get(query.date) ?? DEFAULT_HOURS),
        ),
      );
    },
    findSoonerAvailableHour: (query) => {
      asked.sooner.push(query);
      const limit = addMonths(query.startDate as LocalDate, scenario.bookingInfo.afterBooking);
      const found = daysBetween(query.startDate, limit).find((date) => {
        const hours = scenario.unavailableDays.has(date) ? NO_HOURS : (scenario.hoursOn.get(date) ?? DEFAULT_HOURS);
        return hours.morning.length + hours.afternoon.length + hours.night.length > 0;
      });
      const hours = found === undefined ? null : (scenario.hoursOn.get(found) ?? DEFAULT_HOURS);
      return answer('findSoonerAvailableHour', () => ({
        _tag: 'SoonerAvailable' as const,
        date: found ?? null,
        hour: hours === null ? null : ([...hours.morning, ...hours.afternoon, ...hours.night][0] ?? null),
      }));
    },
    getBookingSummary: () => {
      const summary = scenario.bookingSummary;
      return summary === null ? notFound('BOOKING.NOT_FOUND') : answer('getBookingSummary', () => summary);
    },
    payWithCard: (tokenData, accessToken, card) => {
      const paid = scenario.cardTokens.get(tokenData);
      // As the server: a card page's token opens its payment only with its booking's access token (ADR 0051).
      if (paid === undefined || paid.accessToken !== accessToken) return notFound('PAYMENT.NOT_FOUND');
      return answer('payWithCard', () => {
        scenario.cardsPaid.push({ tokenData, accessToken, card });
        const decided = sandboxCardAnswer(card);
        const purchase = paid.bookingId === null ? scenario.giftCardPurchases.get(accessToken) : undefined;
        if (purchase !== undefined)
          scenario.giftCardPurchases.set(accessToken, {
            ...purchase,
            ...decided,
            cardLastFour: decided.status === 'approved' ? 'K7QX' : null,
          });
        return { ...decided, ...paid };
      });
    },
    createGiftCardPurchase: (order) =>
      answer('createGiftCardPurchase', () => {
        scenario.giftCardOrders.push(order);
        scenario.giftCardPurchases.set(
          PURCHASE_TOKEN,
          giftCardPurchaseView({
            amount: order.amount ?? 8000,
            consumerName: order.consumerName,
            consumerEmail: order.consumerEmail,
            message: order.message,
            sendOn: order.sendOn,
          }),
        );
        return STARTED_PURCHASE;
      }),
    getGiftCardPurchase: (token) => {
      const purchase = scenario.giftCardPurchases.get(token);
      return purchase === undefined
        ? notFound('GIFT_CARD.PURCHASE_NOT_FOUND')
        : answer('getGiftCardPurchase', () => purchase);
    },
    getCurrentUser: () => errAsync(refusal(401, 'AUTH.UNAUTHENTICATED', 'Sign in first.')),
    listMyBookings: () => errAsync(refusal(401, 'AUTH.UNAUTHENTICATED', 'Sign in first.')),
    getMyDetails: () => errAsync(refusal(401, 'AUTH.UNAUTHENTICATED', 'Sign in first.')),
    updateMyDetails: () => errAsync(refusal(401, 'AUTH.UNAUTHENTICATED', 'Sign in first.')),
    deleteMyAccount: () => errAsync(refusal(401, 'AUTH.UNAUTHENTICATED', 'Sign in first.')),
    requestEmailChange: () => errAsync(refusal(401, 'AUTH.UNAUTHENTICATED', 'Sign in first.')),
    listSocialNetworks: () =>
      answer('listSocialNetworks', () => [
        { socialNetworkId: 1, name: 'instagram', webAddress: 'instagram.com/barberiaportena' },
        { socialNetworkId: 2, name: 'web alternativa', webAddress: 'https://barberia-portena.example' },
      ]),
    getPromotionInfo: (token) =>
      token === PROMOTION_TOKEN
        ? answer('getPromotionInfo', () => ({
            fullName: 'Sofía Ríos',
            promotionType: 'lost_client' as const,
            endDate: '2026-11-30',
          }))
        : notFound('PROMOTION.NOT_FOUND'),
    getReviewSummary: () => answer('getReviewSummary', () => scenario.reviewSummary),
    getReviewSummaryV1: () => answer('getReviewSummaryV1', () => scenario.reviewSummary),
    listReviewsPage: (_locationId, page, size) =>
      answer('listReviewsPage', () => ({
        reviews: scenario.reviews.slice((page - 1) * size, page * size),
        pagination: { page, size, nextPage: page * size < scenario.reviews.length ? page + 1 : null },
      })),
    listReviewsV1: (_locationId, page, perPage) =>
      answer('listReviewsV1', () => scenario.reviews.slice((page - 1) * perPage, page * perPage)),
    checkReview: (code, version) => {
      const known = scenario.reviewInvitations.get(code);
      return known?.version === version ? answer('checkReview', () => known.invitation) : notFound('REVIEW.NOT_FOUND');
    },
    fillReview: (code, version, form) => {
      const known = scenario.reviewInvitations.get(code);
      if (known?.version !== version) return notFound('REVIEW.NOT_FOUND');
      if (!known.invitation.reviewable)
        return errAsync(refusal(422, 'REVIEW.UNAVAILABLE', 'This review is no longer available.'));
      return answer('fillReview', () => {
        const review: ReviewView = {
          id: 100 + scenario.filledReviews.length,
          ...form,
          reviewDate: '2026-11-30T12:00:00-03:00',
          reviewComments: [],
        };
        known.invitation = { ...known.invitation, reviewable: false, review };
        scenario.filledReviews.push({ code, version, form });
        return review;
      });
    },
    replyToReview: (code, comment) => {
      const found = scenario.reviews.find((review) => review.confirmationCode === code);
      if (found === undefined) return notFound('REVIEW.NOT_FOUND');
      return answer('replyToReview', () => {
        const replied: ReviewView = {
          ...found,
          reviewComments: [
            ...found.reviewComments,
            { id: 1000 + found.reviewComments.length, comment: comment.trim(), createdAt: '2026-11-30T12:00:00-03:00' },
          ],
        };
        scenario.reviews = scenario.reviews.map((review) => (review.id === found.id ? replied : review));
        return replied;
      });
    },
  });

  return {
    ...fake,
    scenario,
    asked,
    checkBookings: (request) => {
      const decide = scenario.checkAnswer;
      if (decide === null) return answer('checkBookings', () => null).andThen(() => fake.checkBookings(request));
      fake.checked.push(request);
      return answer('checkBookings', () => decide(request));
    },
    createBooking: (request, key) =>
      answer('createBooking', () => null).andThen(() => fake.createBooking(request, key)),
    hold: (call) => {
      let release: (() => void) | undefined;
      gates.set(
        call,
        new Promise<void>((resolve) => {
          release = resolve;
        }),
      );
      return () => {
        gates.delete(call);
        release?.();
      };
    },
  };
}

/** The card page's token of booking 400's payment. */
export const CARD_TOKEN = 'card-token-400';

/** The card page's token of the gift card purchase PURCHASE_TOKEN's payment. */
export const PURCHASE_CARD_TOKEN = 'card-token-gc-1';

/** The sandbox's test cards (issue 8's contract): one approves, two are refused for a reason, CVV 000 is wrong card data. */
export const SANDBOX_CARDS = {
  approves: '4111111111111111',
  insufficientBalance: '4000000000000002',
  notEnabled: '4000000000000069',
} as const;

function sandboxCardAnswer(card: CardDetails): {
  readonly status: 'approved' | 'rejected';
  readonly rejectionReason: PaymentRejectionReason | null;
} {
  if (card.cvv === '000') return { status: 'rejected', rejectionReason: 'wrong_card_data' };
  if (card.cardNumber === SANDBOX_CARDS.insufficientBalance)
    return { status: 'rejected', rejectionReason: 'insufficient_balance' };
  if (card.cardNumber === SANDBOX_CARDS.notEnabled) return { status: 'rejected', rejectionReason: 'card_not_enabled' };
  return { status: 'approved', rejectionReason: null };
}

/** Booking 400's online payment: $10.000 pending until 09:30 unless told otherwise. */
export function palermoPayment(changes: Partial<BookingPaymentView> = {}): BookingPaymentView {
  return {
    status: 'pending',
    amount: 10000,
    currency: 'ARS',
    downPayment: false,
    rejectionReason: null,
    expiresAt: '2026-11-25T09:30:00-03:00',
    ...changes,
  };
}

/** A booking summary of Sofía Ríos's cut with Lucas at Palermo, confirmed unless told otherwise. */
export function palermoBookingSummary(
  changes: {
    readonly statuses?: readonly BookedServiceView['status'][];
    readonly service?: Partial<BookedServiceView>;
    readonly payment?: BookingPaymentView | null;
  } = {},
): BookingSummaryView {
  const statuses = changes.statuses ?? ['confirmed'];
  return {
    clientFullName: 'Sofía Ríos',
    // Masked, as the summary behind a booking's link answers them (docs/adr/0048).
    clientEmail: 'so***@correo.example',
    clientPhone: '+54911****0000',
    bundled: false,
    location: {
      id: PALERMO.id,
      locationName: PALERMO.locationName,
      address: 'Honduras 4800',
      phone: PALERMO_PHONE,
      email: null,
    },
    currency: { unit: '$', delimiter: '.', separator: ',' },
    bookingGroups: [
      {
        id: 1,
        trxId: 'TRX-400',
        bookings: statuses.map((status, index) => ({
          id: bookingId(400 + index),
          status,
          serviceId: CUT.id,
          serviceName: CUT.name,
          start: `2026-11-26T1${String(index)}:00:00-03:00`,
          end: `2026-11-26T1${String(index)}:30:00-03:00`,
          duration: 30,
          showDuration: true,
          price: 10000,
          showPrice: true,
          isVideo: false,
          videocall: null,
          outcall: false,
          isSession: false,
          bundled: false,
          providerId: LUCAS.id,
          serviceProvider: lucas,
          location: PALERMO.locationName,
          locationAddress: 'Honduras 4800',
          ...changes.service,
        })),
      },
    ],
    payment: changes.payment ?? null,
  };
}
