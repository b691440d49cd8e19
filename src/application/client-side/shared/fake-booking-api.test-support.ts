import { errAsync, okAsync } from 'neverthrow';
import { IDENTIFIER_TYPE } from '#domain/client/identification';
import { clientCompanyCheck, comparableIdentifier, identifierMatches } from '#domain/client/identifier-match';
import { bookingId, companyId, locationId } from '#domain/shared/ids.test-support';
import type { RecordHistory } from '#domain/workshop/record-history';
import type { Vehicle } from '#domain/workshop/vehicle';
import { blankClientDetails } from '../../booking/booking-client.test-support';
import { apiPorts, type BookingApiPorts } from './booking-api-ports';
import type { ApiFailure } from '../../ports/client/api-result';
import type { EditableBookingView } from '../../ports/client/booking-changes';
import type { BookingRequest } from '../../ports/client/booking-requests';
import type { CompanyBookingInfoView, CompanyOverviewView } from '../../ports/client/company-profiles';
import type { LocationView, ScheduleDayView } from '../../ports/client/location-directory';
import type { PaymentTermsView, ServiceView } from '../../ports/client/offered-services';
import type { ProviderView } from '../../ports/client/professional-directory';
import type { MaintenanceDueView, VehicleMaintenanceView } from '../../ports/client/vehicle-maintenance-queries';

// Test support: the Booking API's ports answered from memory by one object, for the client-side use
// cases' tests. One location in Buenos Aires (UTC-3 all year) with one professional, a 30-minute
// cut, a 30-minute shave, a bundle of both and a service at home, and two known clients; it records
// what it was asked to create, replays a create whose Idempotency-Key it has seen, and fails any call
// the test names. `apiPorts` hands it to a use case under each port's name.

/** Every port of the Booking API (docs/adr/0055), as the fake answers them. */
export type BookingApiCalls = BookingApiPorts;
export { apiPorts };

/** The one gift card code the fake knows: it can pay 10.000 (CLP) until 2027-11-30. */
export const GIFT_CARD_CODE = '7K3M-Q9XA-2P8D-WXYZ';

export const PALERMO: LocationView = {
  id: locationId(5),
  companyId: companyId(4),
  companyWebAddress: 'barberia-portena',
  name: 'Barbería Porteña',
  locationName: 'Palermo',
  phone: null,
  email: null,
  whatsapp: null,
  banner: null,
  image: null,
  address: null,
  countryCode: 'ar',
  timeZone: 'America/Argentina/Buenos_Aires',
  schedule: [],
};

/** Paid at the location only: no online price, no down payment. */
const PAID_AT_THE_LOCATION: PaymentTermsView = {
  onlinePayable: false,
  mustBePaidOnline: false,
  onlineDownPayment: false,
  onlineDownPaymentAmount: 0,
};

const service = (id: number, name: string, duration: number, extra: Partial<ServiceView> = {}): ServiceView => ({
  id,
  name,
  description: '',
  images: [],
  serviceCategoryId: 1,
  duration,
  showDuration: true,
  price: 10000,
  payingPrice: null,
  payingPriceCharly: null,
  discount: 0,
  charlyDiscount: 0,
  charlyPromotionStartDate: null,
  charlyPromotionEndDate: null,
  showPrice: true,
  ...PAID_AT_THE_LOCATION,
  classService: false,
  bundled: false,
  bundle: [],
  hasSession: false,
  sessionsAmount: null,
  isVideo: false,
  outcall: false,
  times: [],
  serviceProviders: [{ id: 11, publicName: 'Lucas' }],
  ...extra,
});

export const CUT = service(51, 'Corte clásico', 30);
export const SHAVE = service(52, 'Afeitado con navaja', 30);
export const CUT_AND_SHAVE_PACK = service(54, 'Pack corte y afeitado', 60, {
  bundled: true,
  bundle: [
    { id: 51, name: 'Corte clásico', duration: 30, serviceProviders: [], ...PAID_AT_THE_LOCATION },
    { id: 52, name: 'Afeitado con navaja', duration: 30, serviceProviders: [], ...PAID_AT_THE_LOCATION },
  ],
});
export const AT_HOME = service(55, 'Corte a domicilio', 45, { outcall: true });
/** A session package the location does not list unless a test adds it: four 30-minute sessions of beard care. */
export const BEARD_CARE_SESSIONS = service(56, 'Tratamiento de barba (4 sesiones)', 30, {
  price: 32000,
  hasSession: true,
  sessionsAmount: 4,
});

/** The landing link's token the fake knows: its promotion prices the cut at 7.000 (30 % off) through December 2026. */
export const PROMOTION_TOKEN = 'vuelve-sofia';
const CUT_UNDER_PROMOTION: ServiceView = {
  ...CUT,
  payingPriceCharly: 7000,
  charlyDiscount: 30,
  charlyPromotionStartDate: '2026-12-01',
  charlyPromotionEndDate: '2026-12-31',
};

/** The vehicle the fake register holds (booking-wizard §3 Vehicle entity). */
export const YARIS: Vehicle = {
  brand: 'Toyota',
  model: 'Yaris',
  plate: 'BCDF12',
  year: 2019,
  clientName: 'Ana Pérez',
  lastMileage: 42000,
};

/** The Yaris's plan and the step it is due for at its last mileage (42.000 km): its 40.000 km service, by the cut. */
export const YARIS_PLAN = { key: 'pauta-toyota', name: 'Pauta Toyota' };
export const YARIS_DUE: MaintenanceDueView = {
  serviceId: CUT.id,
  serviceName: CUT.name,
  dueMileage: 40000,
  dueDate: null,
  estimatedMileageDate: null,
  reason: 'mileage',
  status: 'due',
};
/** What the Yaris is due for once a mileage above its last is typed: its 50.000 km service, upcoming. */
export const YARIS_NEXT: MaintenanceDueView = { ...YARIS_DUE, dueMileage: 50000, status: 'upcoming' };
const refusedMileage: ApiFailure = {
  _tag: 'ApiRefusal',
  status: 422,
  code: 'REQUEST.INVALID',
  message: 'The request is not valid.',
  attributes: [{ field: 'mileage', messages: ['must be above the last mileage on record'] }],
  retryAfterSeconds: null,
};

/** The Yaris's record for a visit at 45.000 km, above the 42.000 on record, with no repairs or claims to declare. */
export const YARIS_RECORD: RecordHistory = {
  currentMileage: 45000,
  presentsRepairs: 'no',
  presentsClaims: 'no',
  claimNumber: null,
  simpleSwornStatement: false,
  vehicleDocuments: false,
  validLicense: true,
  complaintForm: false,
  validIdentityCard: false,
  salfaCompanyName: '',
  previousMileage: 42000,
};

const day = (dayId: number, longDay: string, open: boolean): ScheduleDayView => ({
  dayId,
  longDay,
  isOpen: open,
  hours: open ? [{ open: '10:00', close: '20:00' }] : [],
});

/** Palermo's one professional: Tuesday to Saturday, 10:00 to 20:00. */
export const LUCAS: ProviderView = {
  id: 11,
  publicName: 'Lucas',
  image: null,
  biography: null,
  providerTimes: [
    day(1, 'Monday', false),
    day(2, 'Tuesday', true),
    day(3, 'Wednesday', true),
    day(4, 'Thursday', true),
    day(5, 'Friday', true),
    day(6, 'Saturday', true),
    day(7, 'Sunday', false),
  ],
};

/** The barbershop behind Palermo, paid at the location. */
export const COMPANY_OVERVIEW: CompanyOverviewView = {
  id: PALERMO.companyId,
  name: PALERMO.name,
  description: 'Barbería clásica: cortes a tijera y máquina, afeitado con navaja y toalla caliente.',
  unit: '$',
  delimiter: '.',
  separator: ',',
  companyIsActive: true,
  minisiteIsActive: true,
  minisiteV2Active: true,
  customMinisite: false,
  colorMinisite: null,
  logo: null,
  email: null,
  phone: null,
  isSolo: false,
  isPlanSolo: false,
  allowsOnlinePayment: false,
  onlinePaymentCapable: false,
  providerOnlinePayment: null,
  facebookCustomTracker: null,
  googleCustomTracker: null,
  googleCustomTrackerDomain: null,
  reviewsV2: true,
  apps: { appStore: null, googlePlay: null },
  location: null,
};

export const BOOKING_INFO: CompanyBookingInfoView = {
  clientExclusive: false,
  clientExclusiveBy: null,
  policyTermActive: false,
  policyTerm: null,
  presetNotes: { important: 'Llegá 5 minutos antes.' },
  afterBooking: 3,
  activeMemberships: false,
  attributes: [
    {
      name: 'Alergias',
      slug: 'alergias',
      type: 'text',
      categories: [],
      showOnWorkflow: true,
      mandatoryOnWorkflow: false,
    },
  ],
  showNotes: true,
  bookingClientAttributes: [
    { clientData: 'email', used: true, required: true, label: '' },
    { clientData: 'phone', used: true, required: false, label: '' },
  ],
  showProviders: 0,
  workshopVariant: false,
  plansForSignedInOwner: false,
};

/**
 * The clients Palermo's company knows (storefront §3 Existing client check response), matched as
 * the server matches them (identifier-match.ts): Sofía Ríos may book online, Pedro Soto was stopped.
 */
export const KNOWN_CLIENTS: readonly {
  readonly identificationNumber: string;
  readonly email: string;
  readonly phone: string;
  readonly canBook: boolean;
}[] = [
  { identificationNumber: '30.123.456', email: 'sofia@correo.example', phone: '+5491155550000', canBook: true },
  { identificationNumber: '28.765.432', email: 'pedro@correo.example', phone: '+5491155551111', canBook: false },
];

const unexpected = (call: string) =>
  errAsync<never, ApiFailure>({ _tag: 'ApiMisbehaved', status: 500, message: `unexpected call ${call}` });

const notFound = (code: string, message: string) =>
  errAsync<never, ApiFailure>({
    _tag: 'ApiRefusal',
    status: 404,
    code,
    message,
    attributes: [],
    retryAfterSeconds: null,
  });

/** Booking 301, Corte clásico with Lucas at Palermo, as the modify page reads it by its confirmation code. */
export const EDITABLE_CUT: EditableBookingView = {
  id: bookingId(301),
  confirmationCode: 'demo-codigo-corte',
  status: 'confirmed',
  clientConfirmed: false,
  locationId: locationId(5),
  service: { id: 51, name: 'Corte clásico', duration: 30 },
  provider: { id: 11, publicName: 'Lucas' },
  start: '2026-12-03T11:00:00-03:00',
  end: '2026-12-03T11:30:00-03:00',
  modificationsLeft: 2,
  modifiableUntil: null,
};

export interface FakeBookingApi extends BookingApiCalls {
  readonly created: { readonly request: BookingRequest; readonly key: string | null }[];
  readonly checked: BookingRequest[];
  /** Calls that answer this failure instead. */
  readonly failing: Map<keyof BookingApiCalls, ApiFailure>;
}

export function fakeBookingApi(overrides: Partial<BookingApiCalls> = {}): FakeBookingApi {
  const created: FakeBookingApi['created'] = [];
  const checked: BookingRequest[] = [];
  const failing = new Map<keyof BookingApiCalls, ApiFailure>();
  const byKey = new Map<string, number>();
  const fails = (call: keyof BookingApiCalls) => failing.get(call);
  const api: BookingApiCalls = {
    listLocations: () => okAsync([PALERMO]),
    getLocation: (id) =>
      id === PALERMO.id ? okAsync(PALERMO) : notFound('LOCATION.NOT_FOUND', 'The location was not found.'),
    getCompanyOverview: (website, locationId) => {
      if (website !== PALERMO.companyWebAddress) return notFound('COMPANY.NOT_FOUND', 'The company was not found.');
      if (locationId === null) return okAsync(COMPANY_OVERVIEW);
      if (locationId !== PALERMO.id) return notFound('LOCATION.NOT_FOUND', 'The location was not found.');
      return okAsync({
        ...COMPANY_OVERVIEW,
        location: { id: PALERMO.id, locationName: PALERMO.locationName, phone: PALERMO.phone },
      });
    },
    checkWebAddressCountries: (webAddress) =>
      webAddress === PALERMO.companyWebAddress
        ? okAsync({ webAddress, countries: ['ar', 'uy'] })
        : notFound('COMPANY.NOT_FOUND', 'The company was not found.'),
    getCompanyBookingInfo: () => okAsync(BOOKING_INFO),
    createGiftCardPurchase: () =>
      notFound('GIFT_CARD.PRODUCT_NOT_FOUND', 'This location does not sell that gift card.'),
    getGiftCardPurchase: () => notFound('GIFT_CARD.PURCHASE_NOT_FOUND', 'The gift card purchase was not found.'),
    listGiftCardProducts: (locationId) =>
      locationId === PALERMO.id ? okAsync([]) : notFound('LOCATION.NOT_FOUND', 'The location was not found.'),
    listServices: (_locationId, token = null) => {
      if (token === null)
        return okAsync([{ id: 1, category: 'Barbería', services: [CUT, SHAVE, CUT_AND_SHAVE_PACK, AT_HOME] }]);
      if (token === PROMOTION_TOKEN)
        return okAsync([
          { id: 1, category: 'Barbería', services: [CUT_UNDER_PROMOTION, SHAVE, CUT_AND_SHAVE_PACK, AT_HOME] },
        ]);
      return notFound('PROMOTION.NOT_FOUND', 'The promotion was not found.');
    },
    checkClientCompany: (identifier, identifierType, locationId) => {
      if (locationId !== PALERMO.id) return notFound('LOCATION.NOT_FOUND', 'The location was not found.');
      const typed = comparableIdentifier(identifierType, identifier);
      const recorded = (client: (typeof KNOWN_CLIENTS)[number]) =>
        identifierType === IDENTIFIER_TYPE.id
          ? client.identificationNumber
          : identifierType === IDENTIFIER_TYPE.email
            ? client.email
            : client.phone;
      return okAsync(
        clientCompanyCheck(
          KNOWN_CLIENTS.filter((client) =>
            identifierMatches(identifierType, comparableIdentifier(identifierType, recorded(client)), typed),
          ),
        ),
      );
    },
    checkGiftCard: (code) =>
      code.replace(/[\s-]/g, '').toUpperCase() === GIFT_CARD_CODE.replace(/-/g, '')
        ? okAsync({ lastFour: GIFT_CARD_CODE.slice(-4), usable: 10000, currency: 'CLP', expiresOn: '2027-11-30' })
        : notFound('GIFT_CARD.NOT_FOUND', 'No gift card has this code here. Please check it.'),
    findVehicle: (_locationId, plate) =>
      plate === YARIS.plate ? okAsync(YARIS) : notFound('VEHICLE.NOT_FOUND', 'The plate was not found.'),
    findVehicleMaintenance: (_locationId, plate, mileage) => {
      const failure = fails('findVehicleMaintenance');
      if (failure !== undefined) return errAsync(failure);
      if (plate !== YARIS.plate) return notFound('VEHICLE.NOT_FOUND', 'The plate was not found.');
      if (mileage !== undefined && mileage <= YARIS.lastMileage)
        return errAsync<VehicleMaintenanceView, ApiFailure>(refusedMileage);
      return okAsync({ vehicle: YARIS, plan: YARIS_PLAN, due: mileage === undefined ? YARIS_DUE : YARIS_NEXT });
    },
    listServiceProviders: () => okAsync([LUCAS]),
    getServiceProvider: (id) =>
      id === LUCAS.id ? okAsync(LUCAS) : notFound('PROVIDER.NOT_FOUND', 'The professional was not found.'),
    listProvidersFreeAt: () => unexpected('listProvidersFreeAt'),
    listAvailableDays: () => unexpected('listAvailableDays'),
    listAvailableHours: () => unexpected('listAvailableHours'),
    findSoonerAvailableHour: () => unexpected('findSoonerAvailableHour'),
    checkBookings: (request) => {
      checked.push(request);
      return okAsync({
        bookingsData: {
          available: request.bookings.map((item) => ({
            serviceId: item.serviceId,
            start: item.start,
            end: item.end,
            providerId: 11,
          })),
          unavailable: [],
        },
        bookingsMembership: { available: [], unavailable: [] },
      });
    },
    createBooking: (request, key) => {
      const failure = fails('createBooking');
      if (failure !== undefined) return errAsync(failure);
      const earlier = key === null ? undefined : byKey.get(key);
      const first = earlier ?? 400 + created.length * 10;
      if (earlier === undefined) {
        created.push({ request, key });
        if (key !== null) byKey.set(key, first);
      }
      // Paying online, the bookings wait for the payment of what the client was shown (issue 8's contract).
      const paysOnline = request.paysOnline === true;
      const amount = request.bookings.reduce((sum, item) => sum + (item.price ?? 0), 0);
      return okAsync({
        booking: {
          trxId: `TRX-${String(first)}`,
          id: bookingId(first),
          accessToken: `token-${String(first)}`,
          status: paysOnline ? 'pending_payment' : 'confirmed',
        },
        redirectTo: `/ar/bookings/${String(first)}/token-${String(first)}/false`,
        payment: paysOnline
          ? { amount, currency: 'ARS', downPayment: false, expiresAt: '2026-11-25T09:30:00-03:00' }
          : null,
        bookings: request.bookings.map((_item, index) => ({
          id: bookingId(first + index),
          confirmationCode: `code-${String(first + index)}`,
        })),
        replayed: earlier !== undefined,
      });
    },
    getBookingSummary: () => unexpected('getBookingSummary'),
    payWithCard: () => unexpected('payWithCard'),
    getBookingForEdit: () => unexpected('getBookingForEdit'),
    editBooking: () => unexpected('editBooking'),
    cancelBooking: () => unexpected('cancelBooking'),
    cancelAllBookings: () => unexpected('cancelAllBookings'),
    confirmBooking: () => unexpected('confirmBooking'),
    confirmAllBookings: () => unexpected('confirmAllBookings'),
    signIn: () => unexpected('signIn'),
    signInWithOAuth: () => unexpected('signInWithOAuth'),
    signOut: () => unexpected('signOut'),
    getCurrentUser: () => unexpected('getCurrentUser'),
    listMyBookings: () => unexpected('listMyBookings'),
    getMyDetails: () => unexpected('getMyDetails'),
    updateMyDetails: () => unexpected('updateMyDetails'),
    deleteMyAccount: () => unexpected('deleteMyAccount'),
    requestEmailChange: () => unexpected('requestEmailChange'),
    signUp: () => unexpected('signUp'),
    verifyEmail: () => unexpected('verifyEmail'),
    requestPasswordReset: () => unexpected('requestPasswordReset'),
    resetPassword: () => unexpected('resetPassword'),
    confirmEmailChange: () => unexpected('confirmEmailChange'),
    listLocationBookings: () => unexpected('listLocationBookings'),
    getLocationAgenda: () => unexpected('getLocationAgenda'),
    findBookingByReference: () => unexpected('findBookingByReference'),
    issueStaffApiKey: () => unexpected('issueStaffApiKey'),
    listStaffApiKeys: () => unexpected('listStaffApiKeys'),
    revokeStaffApiKey: () => unexpected('revokeStaffApiKey'),
    listGiftCards: () => unexpected('listGiftCards'),
    showGiftCard: () => unexpected('showGiftCard'),
    lookUpGiftCard: () => unexpected('lookUpGiftCard'),
    voidGiftCard: () => unexpected('voidGiftCard'),
    resendGiftCard: () => unexpected('resendGiftCard'),
    listLocationConsents: () => unexpected('listLocationConsents'),
    showStaffConsent: () => unexpected('showStaffConsent'),
    showCompanyVehicle: () => unexpected('showCompanyVehicle'),
    staffConsentPdf: () => unexpected('staffConsentPdf'),
    planCatalogue: () => unexpected('planCatalogue'),
    applyCatalogue: () => unexpected('applyCatalogue'),
    exportCatalogue: () => unexpected('exportCatalogue'),
    getReviewSummary: () => unexpected('getReviewSummary'),
    listReviewsPage: () => unexpected('listReviewsPage'),
    getReviewSummaryV1: () => unexpected('getReviewSummaryV1'),
    getPromotionInfo: () => unexpected('getPromotionInfo'),
    listSocialNetworks: () => okAsync([]),
    listReviewsV1: () => unexpected('listReviewsV1'),
    checkReview: () => unexpected('checkReview'),
    getConsent: () => unexpected('getConsent'),
    signConsent: () => unexpected('signConsent'),
    fillReview: () => unexpected('fillReview'),
    replyToReview: () => unexpected('replyToReview'),
    ...overrides,
  };
  return { ...api, created, checked, failing };
}

/** Keys as the CLI derives them, readable in tests: the content itself. */
export const contentKeys = { keyFor: (content: string) => `key:${content}` };

/** A booking order's record as a CSV row gives it. */
export function orderRecord(overrides: Readonly<Record<string, unknown>> = {}): Readonly<Record<string, unknown>> {
  return {
    location: '5',
    services: '51,52',
    provider: '',
    start: '2026-12-09 10:00',
    first_name: 'Sofía',
    last_name: 'Ríos',
    email: 'sofia@correo.example',
    phone: '+5491155550000',
    notes: 'Primera vez',
    ...overrides,
  };
}

/**
 * A booking request as the client-side use cases hand it to the port: Corte clásico (service 51,
 * 30 minutes) at Palermo (location 5) with the first professional available, for Sofía Ríos, paid
 * at the location — the demo's barbershop, from 11:00 on 2026-12-09 unless told otherwise.
 */
export function palermoCutRequest(
  times: { readonly start?: string; readonly end?: string } = {},
  client: Partial<BookingRequest['client']> = {},
): BookingRequest {
  return {
    expiredConfirm: false,
    mp: false,
    locationId: locationId(5),
    maxDiscount: 0,
    hasSessions: false,
    bookings: [
      {
        serviceId: 51,
        bundled: false,
        bundleId: null,
        emailTrackNumber: null,
        start: times.start ?? '2026-12-09T11:00:00-03:00',
        end: times.end ?? '2026-12-09T11:30:00-03:00',
        price: null,
        providerId: 0,
        serviceProviderId: null,
        timeResourceId: null,
        providerLock: false,
        paymentMembershipId: null,
        recordHistory: null,
        entity: null,
      },
    ],
    client: {
      firstName: 'Sofía',
      lastName: 'Ríos',
      email: 'sofia@correo.example',
      phone: '+5491155550000',
      ...blankClientDetails,
      ...client,
    },
  };
}
