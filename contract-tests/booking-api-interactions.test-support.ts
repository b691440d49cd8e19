import path from 'node:path';
import { MatchersV3 } from '@pact-foundation/pact';
import { expect } from 'vitest';
import type { ApiFailure } from '#application/ports/client/api-result';
import type { BookingRequest } from '#application/ports/client/booking-requests';
import { bookingId, companyId, locationId } from '#domain/shared/ids.test-support';
import type { LocationId } from '#domain/storefront/company';
import { given, type ContractInteraction, type ProviderState } from './consumer-pact.test-support';
import { palermoCutRequest } from '#application/client-side/shared/fake-booking-api.test-support';

// Test support: the interactions the HTTP client adapter's calls have with the Booking API, one
// short block per port method (ADR 0024). The consumers' test files pick the ones they make.
// Matchers stand wherever a value is not the point: an id the request names, an error's `code`
// and the fields at fault are literal; names, messages, phones and schedules match by type or
// pattern. A value that may be null is matched as the provider state promises it (Pact has no
// "string or null"), so the state's sentence says which of them are null.

const { arrayContaining, atLeastLike, boolean, eachLike, fromProviderState, integer, like, number, regex, string } =
  MatchersV3;

// ---------------------------------------------------------------------------------------------
// Provider states, as sentences. contract-tests/README.md lists them with the data each needs.

export const STATES = {
  companyWithLocations:
    'a company with active locations, each with a phone, an address and a banner but no email or image',
  companySocialNetworks: 'a company with social links, one written without a scheme',
  openLocation: 'an open location with a phone, an email, an address and a banner but no image',
  noOpenLocation: 'the location is not open, or does not exist',
  staffKey: 'the api-key is a staff api-key acting for every company',
  companyWithSlug: 'a company answers to the slug',
  companyKey: 'the company answering to the slug has an unrevoked api-key with the label',
  giftCard:
    'the company answering to the slug has an active gift card with the code, issued for the amount at its first location and spent once on a booking',
  noStaffKey: 'the api-key is not one the API holds',
  signedConsentDay:
    'the location has a booking on the day of a service asking for a consent form, its every consent signed by typing',
  unsignedConsent:
    'the location has a booking on the day of a service asking for a consent form, its consent unsigned, whose code is given',
  companySettings: 'a company that is not client-exclusive, with no terms and no important note',
  locationServices: 'a location offering services with fixed prices and no promotion, each performed by a professional',
  locationSellingGiftCardsOnline:
    'a location selling a gift card of fixed amounts, its company taking online payments through dLocal, its booking form requiring no identification',
  noGiftCardPurchase: 'no gift card purchase opens with the token',
  locationGiftCards:
    'a location selling gift cards of fixed amounts only, none of a free amount or worth a service, with terms',
  serviceProfessionals: 'a service performed by professionals without a picture',
  locationReviews: 'a location whose newest review is signed, commented and replied to',
  bookingGroup:
    'a booking group with the access token, for a client with an email and a phone, at a location without an email, of a company with no logo or accent colour',
  noBookingGroup: "the access token is not the booking group's",
  noCardPayment: 'no payment is paid on the card page with the token',
  editableBooking:
    'a confirmed booking with the confirmation code, no class seat, which can still be modified, of a company with no logo or accent colour',
  bookedDay: 'the location has bookings on the day',
  agendaDay: 'a professional at the location has free time, two bookings back to back and free time again on the day',
  freeDay: 'a day ahead on which the location opens and has no bookings yet',
  freeHour: 'the hour is free at the location, on a day ahead with no bookings yet',
  takenHour: 'the hour at the location was just booked by someone else',
  confirmedBooking: 'a confirmed booking with the confirmation code, on a day ahead',
  cancelledBooking: 'a booking with the confirmation code, on a day ahead, already cancelled',
  bookingUnderReference: "a company's booking group under the reference, on a day ahead",
  vehicleOnRecord: "the workshop's register holds a vehicle under the plate, with a client name that may be empty",
  noVehicleOnRecord: "the workshop's register holds no vehicle under the plate",
  vehicleDueByMileage:
    "the workshop's register holds a vehicle under the plate that a maintenance plan fits, due for a step by mileage, its visits on record dating the step and the mileage's day",
  companyVehicleOnRecord:
    "the workshop company's register holds a vehicle under the plate, which one of the company's maintenance plans fits",
  noCompanyVehicleOnRecord: "the workshop company's register holds no vehicle under the plate",
  landingLinkPromotion: "a landing link's promotion of the location's company that prices the service",
  passwordUser:
    "a user who signs in with the password, a company's administrator with a phone but no other personal details",
  googleVouches: "Google vouches for the ID token as the account of that user's verified email",
  googleRefuses: 'Google does not vouch for the ID token',
  companyOverview:
    'a company with an email and a phone, taking online payments through Pago Fácil, with no logo, accent colour or trackers, and an open location of its own with a phone',
  noCompany: 'no company answers to the web address',
  catalogueCompany: 'a company answers to the web address, with locations',
  companyAbroad: 'a company with active locations in more than one country, its home country among them',
  professional: 'a professional without a picture, with a biography and a weekly schedule',
  noProfessional: 'no professional has the id',
  personsToken: "the human check takes the token for a person's",
  clientMayBook: 'a client-exclusive company that knows a client by the identifier and lets them book online',
  clientStopped:
    'a client-exclusive company that knows a client by the identifier and stopped them from booking online',
  clientUnknown: 'a client-exclusive company that knows no client by the identifier',
  openReviewInvitation: 'an open review invitation with the code, for a service booked at a location',
  expiredReviewInvitation: 'a review invitation with the code that expired unfilled',
  noReviewInvitation: 'no review invitation has the code',
  signedInSession: 'a session the user with the email signed in to',
  bookedSignedIn:
    'the user with the email, a client who signed up and has not verified the email, made one confirmed booking signed in, on a day ahead, and no other',
  clientAccount: 'a client account with the email, which works for no company',
  signInsUsedUp: 'the email has used up its sign-in attempts for now',
  giftCardWithBalance:
    "a gift card of the location's company with the code, with a balance, honoured there until the last day of 2099",
  noGiftCard: 'no gift card has the code',
  noAccountLink: 'no account link has the secret',
  unusedAccountLink: 'an unused link of the purpose was mailed for the client account with the email',
} as const;

/** The staff api-key the CLI's interactions present; the provider state says the provider accepts it. */
export const STAFF_API_KEY = 'reserva-demo-staff-key';
export const UNKNOWN_API_KEY = 'not-a-staff-key-at-all';

export const staffKeyState: ProviderState = given(STATES.staffKey, { api_key: STAFF_API_KEY });

/** The human check's token the storefront's bookings carry; the provider state says the provider takes it for a person's. */
export const HUMAN_CHECK_TOKEN = 'contract-test-human-check-token';

// ---------------------------------------------------------------------------------------------
// Bodies.

const instant = (example: string) => regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/, example);
const day = (example: string) => regex(/^\d{4}-\d{2}-\d{2}$/, example);
const providerRef = { id: integer(11), public_name: string('Lucas Benítez') };
const scheduleDay = {
  day_id: integer(2),
  long_day: string('Tuesday'),
  is_open: boolean(true),
  // A closed day has no hours.
  hours: atLeastLike(
    { open: regex(/^([01]\d|2[0-3]):[0-5]\d$/, '10:00'), close: regex(/^([01]\d|2[0-3]):[0-5]\d$/, '20:00') },
    0,
    1,
  ),
};

/** A location's answer, `id` as given: the rest matches by type (nullable ones as the state promises). */
function locationBody(
  id: number | ReturnType<typeof integer>,
  example: {
    readonly companyId: number;
    readonly email: string | null;
    /** The demo gives Providencia a WhatsApp number; the barbershop's locations have landlines only. */
    readonly whatsapp: string | null;
    readonly countryCode: string;
    readonly timeZone: string;
  },
) {
  return {
    id,
    company_id: integer(example.companyId),
    company_web_address: string('barberia-portena'),
    name: string('Barbería Porteña'),
    location_name: string('Palermo'),
    phone: string('+54 11 4555 1234'),
    email: example.email === null ? null : string(example.email),
    whatsapp: example.whatsapp === null ? null : regex(/^\+?[0-9]([ .()-]*[0-9]){7,14}$/, example.whatsapp),
    banner: string('data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E'),
    image: null,
    address: string('Av. Santa Fe 3200, Palermo, Buenos Aires'),
    country_code: regex(/^[a-z]{2}$/, example.countryCode),
    time_zone: regex(/^[A-Za-z_]+(\/[A-Za-z_+-]+)+$/, example.timeZone),
    schedule: eachLike(scheduleDay),
  };
}

/** An Error body: the code is the point, the message is not. */
function errorBody(code: string, example = 'The location was not found.') {
  return { error: string(example), code };
}

/** A 422's Error body naming `field`, with its messages. */
function invalidFieldBody(field: string) {
  return {
    error: string('Some fields are not valid.'),
    code: 'REQUEST.INVALID',
    errors: eachLike(string('id: must be at least 1')),
    attributes: [{ field, messages: eachLike(string('must be at least 1')) }],
  };
}

const json = { 'Content-Type': 'application/json' };

/** The refusal the adapter read from an answer. */
function refusal(failure: ApiFailure): { status: number; code: string; fields: readonly string[] } {
  if (failure._tag !== 'ApiRefusal')
    throw new Error(`Expected the API's refusal, got ${failure._tag}: ${failure.message}`);
  return { status: failure.status, code: failure.code, fields: failure.attributes.map((attribute) => attribute.field) };
}

export interface InteractionOptions {
  /** Provider states every interaction of this consumer needs too (the CLI's staff key). */
  readonly alsoGiven?: readonly ProviderState[];
  /** Headers every request of this consumer carries. */
  readonly headers?: Readonly<Record<string, string>>;
}

// ---------------------------------------------------------------------------------------------
// listLocations: GET /locations?company_id

export function listLocationsInteractions({ alsoGiven = [], headers }: InteractionOptions = {}): ContractInteraction[] {
  return [
    {
      uponReceiving: "a request for a company's active locations",
      given: [...alsoGiven, given(STATES.companyWithLocations, { company_id: 4 })],
      request: {
        method: 'GET',
        path: '/locations',
        query: { company_id: '4' },
        ...(headers === undefined ? {} : { headers }),
      },
      response: {
        status: 200,
        headers: json,
        body: eachLike(
          locationBody(integer(5), {
            companyId: companyId(4),
            email: null,
            whatsapp: null,
            countryCode: 'ar',
            timeZone: 'America/Argentina/Buenos_Aires',
          }),
        ),
      },
      consumerDoes: async (api) => {
        const locations = (await api.listLocations(companyId(4)))._unsafeUnwrap();
        expect(locations[0]).toMatchObject({
          companyId: companyId(4),
          countryCode: 'ar',
          email: null,
          schedule: expect.arrayContaining([expect.objectContaining({ dayId: 2 })]) as unknown,
        });
      },
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// getLocation: GET /locations/{id}

export function getLocationInteractions({ alsoGiven = [], headers }: InteractionOptions = {}): ContractInteraction[] {
  const withHeaders = headers === undefined ? {} : { headers };
  return [
    {
      uponReceiving: 'a request for an open location',
      given: [...alsoGiven, given(STATES.openLocation, { location_id: 1 })],
      request: { method: 'GET', path: '/locations/1', ...withHeaders },
      response: {
        status: 200,
        headers: json,
        body: locationBody(1, {
          companyId: companyId(1),
          email: 'providencia@salon-aurora.example',
          whatsapp: '+56 9 8765 4321',
          countryCode: 'cl',
          timeZone: 'America/Santiago',
        }),
      },
      consumerDoes: async (api) => {
        const location = (await api.getLocation(locationId(1)))._unsafeUnwrap();
        expect(location).toMatchObject({ id: 1, companyId: companyId(1), timeZone: 'America/Santiago' });
        expect(location.banner).toMatch(/^data:image\/svg\+xml,/);
        expect(location.whatsapp).toBe('+56 9 8765 4321');
      },
    },
    {
      uponReceiving: 'a request for a location that is not open',
      given: [...alsoGiven, given(STATES.noOpenLocation, { location_id: 99 })],
      request: { method: 'GET', path: '/locations/99', ...withHeaders },
      response: { status: 404, headers: json, body: errorBody('LOCATION.NOT_FOUND') },
      consumerDoes: async (api) => {
        expect(refusal((await api.getLocation(locationId(99)))._unsafeUnwrapErr())).toEqual({
          status: 404,
          code: 'LOCATION.NOT_FOUND',
          fields: [],
        });
      },
    },
    {
      uponReceiving: 'a request for a location with an id below 1',
      given: [...alsoGiven],
      request: { method: 'GET', path: '/locations/0', ...withHeaders },
      // An id outside the range ids have names nothing: the address answers nothing (ADR 0091).
      response: { status: 404, headers: json, body: errorBody('ROUTE.NOT_FOUND', 'Nothing answers at this address.') },
      consumerDoes: async (api) => {
        // No storefront holds a location 0 (it is no id); cast, to see the API answer it.
        expect(refusal((await api.getLocation(0 as LocationId))._unsafeUnwrapErr())).toEqual({
          status: 404,
          code: 'ROUTE.NOT_FOUND',
          fields: [],
        });
      },
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// Any call with an api-key the provider does not hold: 401, whatever the call (ADR 0014).

export function invalidApiKeyInteractions(): ContractInteraction[] {
  return [
    {
      uponReceiving: 'a request with an api-key the API does not hold',
      apiKey: UNKNOWN_API_KEY,
      given: [given(STATES.noStaffKey, { api_key: UNKNOWN_API_KEY }), given(STATES.openLocation, { location_id: 1 })],
      request: { method: 'GET', path: '/locations/1', headers: { 'api-key': UNKNOWN_API_KEY } },
      response: { status: 401, headers: json, body: errorBody('AUTH.INVALID_API_KEY') },
      consumerDoes: async (api) => {
        expect(refusal((await api.getLocation(locationId(1)))._unsafeUnwrapErr())).toEqual({
          status: 401,
          code: 'AUTH.INVALID_API_KEY',
          fields: [],
        });
      },
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// getCompanyOverview: GET /companies/overview?website[&location_id]

export function getCompanyOverviewInteractions({
  alsoGiven = [],
  headers,
}: InteractionOptions = {}): ContractInteraction[] {
  const withHeaders = headers === undefined ? {} : { headers };
  return [
    {
      uponReceiving: 'a request for the company behind a storefront, with one of its locations',
      given: [...alsoGiven, given(STATES.companyOverview, { website: 'barberia-portena', location_id: 5 })],
      request: {
        method: 'GET',
        path: '/companies/overview',
        query: { website: 'barberia-portena', location_id: '5' },
        ...withHeaders,
      },
      response: {
        status: 200,
        headers: json,
        body: {
          id: integer(4),
          name: string('Barbería Porteña'),
          description: string(
            'Barbería clásica de Palermo y Pocitos: cortes a tijera y máquina, afeitado con navaja y toalla caliente, y buena música los sábados.',
          ),
          unit: string('$'),
          delimiter: string('.'),
          separator: string(','),
          company_is_active: boolean(true),
          minisite_is_active: boolean(true),
          minisite_v2_active: boolean(true),
          custom_minisite: boolean(false),
          color_minisite: null,
          logo: null,
          email: string('turnos@barberia-portena.example'),
          phone: string('+54 11 4555 1234'),
          is_solo: boolean(false),
          is_plan_solo: boolean(false),
          allows_online_payment: boolean(true),
          online_payment_capable: boolean(true),
          provider_online_payment: 'pago_facil',
          facebook_custom_tracker: null,
          google_custom_tracker: null,
          google_custom_tracker_domain: null,
          reviews_v2: boolean(false),
          apps: { app_store: null, google_play: null },
          location: { id: 5, location_name: string('Palermo'), phone: string('+54 11 4555 1234') },
        },
      },
      consumerDoes: async (api) => {
        const overview = (await api.getCompanyOverview('barberia-portena', locationId(5)))._unsafeUnwrap();
        expect(overview).toMatchObject({
          name: 'Barbería Porteña',
          description: expect.stringContaining('Palermo') as unknown,
          logo: null,
          providerOnlinePayment: 'pago_facil',
          location: { id: 5, locationName: 'Palermo' },
        });
      },
    },
    {
      uponReceiving: 'a request for the company behind a web address no company has',
      given: [...alsoGiven, given(STATES.noCompany, { website: 'no-such-company' })],
      request: { method: 'GET', path: '/companies/overview', query: { website: 'no-such-company' }, ...withHeaders },
      response: { status: 404, headers: json, body: errorBody('COMPANY.NOT_FOUND', 'The company was not found.') },
      consumerDoes: async (api) => {
        expect(refusal((await api.getCompanyOverview('no-such-company', null))._unsafeUnwrapErr())).toEqual({
          status: 404,
          code: 'COMPANY.NOT_FOUND',
          fields: [],
        });
      },
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// getCompanyBookingInfo: GET /companies/booking_info?website

export function getCompanyBookingInfoInteractions({
  alsoGiven = [],
  headers,
}: InteractionOptions = {}): ContractInteraction[] {
  return [
    {
      uponReceiving: "a request for a company's booking settings",
      given: [...alsoGiven, given(STATES.companySettings, { website: 'barberia-portena' })],
      request: {
        method: 'GET',
        path: '/companies/booking_info',
        query: { website: 'barberia-portena' },
        ...(headers === undefined ? {} : { headers }),
      },
      response: {
        status: 200,
        headers: json,
        body: {
          client_exclusive: false,
          client_exclusive_by: null,
          policy_term_active: false,
          policy_term: null,
          preset_notes: { important: null },
          after_booking: integer(3),
          active_memberships: boolean(false),
          attributes: like([]),
          show_notes: boolean(true),
          booking_client_attributes: eachLike({
            client_data: regex(/^[a-z_]+$/, 'email'),
            used: boolean(true),
            required: boolean(true),
            label: string(''),
          }),
          show_providers: integer(0),
          workshop_variant: boolean(false),
          plans_for_signed_in_owner: boolean(false),
        },
      },
      consumerDoes: async (api) => {
        const settings = (await api.getCompanyBookingInfo('barberia-portena'))._unsafeUnwrap();
        expect(settings).toMatchObject({
          clientExclusive: false,
          policyTerm: null,
          showProviders: 0,
          workshopVariant: false,
        });
        expect(settings.bookingClientAttributes[0]).toMatchObject({ clientData: 'email' });
      },
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// listServices: GET /services?location_id

const plainService = {
  id: integer(51),
  name: string('Corte clásico'),
  description: string(''),
  images: like([]),
  service_category_id: integer(13),
  duration: integer(30),
  show_duration: boolean(true),
  price: number(12000),
  paying_price: null,
  paying_price_charly: null,
  discount: integer(0),
  charly_discount: integer(0),
  charly_promotion_start_date: null,
  charly_promotion_end_date: null,
  show_price: boolean(true),
  online_payable: boolean(false),
  must_be_paid_online: boolean(false),
  online_down_payment: boolean(false),
  online_down_payment_amount: integer(0),
  class_service: boolean(false),
  bundled: boolean(false),
  bundle: like([]),
  simultaneous_package: boolean(false),
  has_session: boolean(false),
  sessions_amount: null,
  is_video: boolean(false),
  outcall: boolean(false),
  times: like([]),
  service_providers: eachLike(providerRef),
};

export function listServicesInteractions({ alsoGiven = [], headers }: InteractionOptions = {}): ContractInteraction[] {
  return [
    {
      uponReceiving: "a request for a location's services",
      given: [...alsoGiven, given(STATES.locationServices, { location_id: 5 })],
      request: {
        method: 'GET',
        path: '/services',
        query: { location_id: '5' },
        ...(headers === undefined ? {} : { headers }),
      },
      response: {
        status: 200,
        headers: json,
        body: eachLike({ id: integer(13), category: string('Barbería'), services: eachLike(plainService) }),
      },
      consumerDoes: async (api) => {
        const [group] = (await api.listServices(locationId(5)))._unsafeUnwrap();
        expect(group?.services[0]).toMatchObject({
          id: 51,
          duration: 30,
          showPrice: true,
          serviceProviders: [{ id: 11, publicName: 'Lucas Benítez' }],
        });
      },
    },
  ];
}

/**
 * Hidratación profunda (service 10) as a landing link's promotion prices it: its special-discount
 * price and percentage over the promotion's days. Only that service is the point; the location's
 * other services (priced or not) may be anything the contract allows.
 */
const serviceUnderPromotion = {
  ...plainService,
  id: 10,
  name: string('Hidratación profunda'),
  duration: integer(45),
  price: number(20000),
  paying_price: number(20000),
  paying_price_charly: number(15000),
  charly_discount: integer(25),
  charly_promotion_start_date: day('2026-11-30'),
  charly_promotion_end_date: day('2026-12-15'),
  online_payable: boolean(true),
};

export function listServicesWithPromotionInteractions({
  alsoGiven = [],
  headers,
}: InteractionOptions = {}): ContractInteraction[] {
  return [
    {
      uponReceiving: "a request for a location's services as a landing link's promotion prices them",
      given: [
        ...alsoGiven,
        given(STATES.landingLinkPromotion, { location_id: 1, token: 'aurora-vuelve-ana', service_id: 10 }),
      ],
      request: {
        method: 'GET',
        path: '/services',
        query: { location_id: '1', token: 'aurora-vuelve-ana' },
        ...(headers === undefined ? {} : { headers }),
      },
      response: {
        status: 200,
        headers: json,
        body: arrayContaining({
          id: integer(6),
          category: string('Tratamientos capilares'),
          services: arrayContaining(serviceUnderPromotion),
        }),
      },
      consumerDoes: async (api) => {
        const services = (await api.listServices(locationId(1), 'aurora-vuelve-ana'))
          ._unsafeUnwrap()
          .flatMap((group) => group.services);
        expect(services.find((service) => service.id === 10)).toMatchObject({
          charlyDiscount: 25,
          payingPriceCharly: 15000,
          charlyPromotionEndDate: '2026-12-15',
        });
      },
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// checkWebAddressCountries: GET /api/views/workflow/v2/check_web_address_countries?web_address (the branch list's country)

export function checkWebAddressCountriesInteractions({
  alsoGiven = [],
  headers,
}: InteractionOptions = {}): ContractInteraction[] {
  const withHeaders = headers === undefined ? {} : { headers };
  return [
    {
      uponReceiving: "a request for the countries a company's web address serves",
      given: [...alsoGiven, given(STATES.companyAbroad, { web_address: 'barberia-portena' })],
      request: {
        method: 'GET',
        path: '/api/views/workflow/v2/check_web_address_countries',
        query: { web_address: 'barberia-portena' },
        ...withHeaders,
      },
      response: {
        status: 200,
        headers: json,
        body: { web_address: 'barberia-portena', countries: atLeastLike(regex(/^[a-z]{2}$/, 'ar'), 2) },
      },
      consumerDoes: async (api) => {
        const answer = (await api.checkWebAddressCountries('barberia-portena'))._unsafeUnwrap();
        expect(answer.webAddress).toBe('barberia-portena');
        expect(answer.countries.length).toBeGreaterThanOrEqual(2);
      },
    },
    {
      uponReceiving: 'a request for the countries of a web address no company has',
      given: [...alsoGiven, given(STATES.noCompany, { website: 'no-such-company' })],
      request: {
        method: 'GET',
        path: '/api/views/workflow/v2/check_web_address_countries',
        query: { web_address: 'no-such-company' },
        ...withHeaders,
      },
      response: { status: 404, headers: json, body: errorBody('COMPANY.NOT_FOUND', 'The company was not found.') },
      consumerDoes: async (api) => {
        expect(refusal((await api.checkWebAddressCountries('no-such-company'))._unsafeUnwrapErr())).toEqual({
          status: 404,
          code: 'COMPANY.NOT_FOUND',
          fields: [],
        });
      },
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// listGiftCardProducts: GET /gift_card_products?location_id (the location page's gift cards; issue 31)

export function listGiftCardProductsInteractions({
  alsoGiven = [],
  headers,
}: InteractionOptions = {}): ContractInteraction[] {
  const request = (location: string) => ({
    method: 'GET' as const,
    path: '/gift_card_products',
    query: { location_id: location },
    ...(headers === undefined ? {} : { headers }),
  });
  return [
    {
      uponReceiving: "a request for a location's gift cards",
      given: [...alsoGiven, given(STATES.locationGiftCards, { location_id: 5 })],
      request: request('5'),
      response: {
        status: 200,
        headers: json,
        body: eachLike({
          id: integer(3),
          name: string('Tarjeta de regalo'),
          fixed_amounts: eachLike(number(15000)),
          free_amount: null,
          service: null,
          validity_months: integer(12),
          honoured_at: eachLike(integer(5)),
          terms: string('No se canjea por dinero.'),
        }),
      },
      consumerDoes: async (api) => {
        const [product] = (await api.listGiftCardProducts(locationId(5)))._unsafeUnwrap();
        expect(product).toEqual({
          id: 3,
          name: 'Tarjeta de regalo',
          fixedAmounts: [15000],
          freeAmount: null,
          service: null,
          validityMonths: 12,
          honouredAt: [5],
          terms: 'No se canjea por dinero.',
        });
      },
    },
    {
      uponReceiving: 'a request for the gift cards of a location that is not open',
      given: [...alsoGiven, given(STATES.noOpenLocation, { location_id: 99 })],
      request: request('99'),
      response: { status: 404, headers: json, body: errorBody('LOCATION.NOT_FOUND') },
      consumerDoes: async (api) => {
        expect(refusal((await api.listGiftCardProducts(locationId(99)))._unsafeUnwrapErr())).toEqual({
          status: 404,
          code: 'LOCATION.NOT_FOUND',
          fields: [],
        });
      },
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// createGiftCardPurchase, getGiftCardPurchase: POST /gift_card_purchases, GET /gift_card_purchases/{accessToken}
// (buying a gift card; issue 31, docs/adr/0109)

export function giftCardPurchaseInteractions({
  alsoGiven = [],
  headers = {},
}: InteractionOptions = {}): ContractInteraction[] {
  const person = given(STATES.personsToken, { token: HUMAN_CHECK_TOKEN });
  const order = {
    locationId: locationId(1),
    giftCardProductId: 1,
    amount: 40000,
    consumerName: 'Camila Rojas',
    consumerEmail: 'camila@correo.example',
    message: '¡Feliz Navidad!',
    sendOn: null,
    buyer: {
      firstName: 'Ana',
      lastName: 'Pérez',
      email: 'ana.perez@correo.example',
      phone: '+56922223333',
      identificationNumber: null,
    },
    acceptedTerms: true,
    recaptchaToken: HUMAN_CHECK_TOKEN,
  };
  return [
    {
      uponReceiving: "a request to buy a gift card of one of its fixed amounts, with a person's human-check token",
      given: [
        ...alsoGiven,
        given(STATES.locationSellingGiftCardsOnline, { location_id: 1, gift_card_product_id: 1 }),
        person,
      ],
      request: {
        method: 'POST',
        path: '/gift_card_purchases',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: {
          location_id: 1,
          gift_card_product_id: 1,
          amount: 40000,
          consumer_name: 'Camila Rojas',
          consumer_email: 'camila@correo.example',
          message: '¡Feliz Navidad!',
          send_on: null,
          buyer: {
            first_name: 'Ana',
            last_name: 'Pérez',
            email: 'ana.perez@correo.example',
            phone: '+56922223333',
            identification_number: null,
          },
          accepted_terms: true,
          recaptcha_token: HUMAN_CHECK_TOKEN,
        },
      },
      response: {
        status: 201,
        headers: json,
        body: {
          purchase: { access_token: string('q8Zt3VYxL0bN5kWm2sPa7RfC'), status: 'pending' },
          payment: {
            trx_id: string('6F1A0C2B9D8E7F60A1B2'),
            provider: 'dlocal',
            amount: number(40000),
            currency: 'CLP',
            expires_at: regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/, '2026-12-01T08:30:00-03:00'),
          },
        },
      },
      consumerDoes: async (api) => {
        const started = (await api.createGiftCardPurchase(order))._unsafeUnwrap();
        expect(started).toMatchObject({
          purchase: { status: 'pending' },
          payment: { provider: 'dlocal', amount: 40000, currency: 'CLP' },
        });
      },
    },
    {
      uponReceiving: 'a request for a gift card purchase with a token that opens none',
      given: [...alsoGiven, given(STATES.noGiftCardPurchase, { access_token: 'no-such-purchase-token' })],
      request: {
        method: 'GET',
        path: '/gift_card_purchases/no-such-purchase-token',
        ...(Object.keys(headers).length === 0 ? {} : { headers }),
      },
      response: {
        status: 404,
        headers: json,
        body: errorBody('GIFT_CARD.PURCHASE_NOT_FOUND', 'The gift card purchase was not found.'),
      },
      consumerDoes: async (api) => {
        expect(refusal((await api.getGiftCardPurchase('no-such-purchase-token'))._unsafeUnwrapErr())).toEqual({
          status: 404,
          code: 'GIFT_CARD.PURCHASE_NOT_FOUND',
          fields: [],
        });
      },
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// listSocialNetworks: GET /social_networks?company_id (the location page's social links)

export function socialNetworksInteractions({
  alsoGiven = [],
  headers,
}: InteractionOptions = {}): ContractInteraction[] {
  return [
    {
      uponReceiving: "a request for a company's social links",
      given: [...alsoGiven, given(STATES.companySocialNetworks, { company_id: 1 })],
      request: {
        method: 'GET',
        path: '/social_networks',
        query: { company_id: '1' },
        ...(headers === undefined ? {} : { headers }),
      },
      response: {
        status: 200,
        headers: json,
        body: eachLike({
          social_network_id: integer(1),
          name: string('instagram'),
          web_address: string('instagram.com/salonaurora'),
        }),
      },
      consumerDoes: async (api) => {
        expect((await api.listSocialNetworks(companyId(1)))._unsafeUnwrap()[0]).toEqual({
          socialNetworkId: 1,
          name: 'instagram',
          webAddress: 'instagram.com/salonaurora',
        });
      },
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// getPromotionInfo: GET /charly_discount?token (the landing link's banner)

export function promotionInfoInteractions({ alsoGiven = [], headers }: InteractionOptions = {}): ContractInteraction[] {
  return [
    {
      uponReceiving: "a request for the promotion a landing link's token names",
      given: [
        ...alsoGiven,
        given(STATES.landingLinkPromotion, { location_id: 1, token: 'aurora-vuelve-ana', service_id: 10 }),
      ],
      request: {
        method: 'GET',
        path: '/charly_discount',
        query: { token: 'aurora-vuelve-ana' },
        ...(headers === undefined ? {} : { headers }),
      },
      response: {
        status: 200,
        headers: json,
        body: {
          full_name: string('Ana Pérez'),
          promotion_type: regex(/^(low_demand|last_hour|lost_client|reminder|expired)$/, 'lost_client'),
          end_date: day('2026-12-15'),
        },
      },
      consumerDoes: async (api) => {
        expect((await api.getPromotionInfo('aurora-vuelve-ana'))._unsafeUnwrap()).toEqual({
          fullName: 'Ana Pérez',
          promotionType: 'lost_client',
          endDate: '2026-12-15',
        });
      },
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// findVehicle: GET /vehicles?location_id&plate (the workshop variant, ADR 0021)

export function findVehicleInteractions({ alsoGiven = [], headers }: InteractionOptions = {}): ContractInteraction[] {
  const withHeaders = headers === undefined ? {} : { headers };
  return [
    {
      uponReceiving: "a request for the vehicle on a workshop's register under a plate",
      given: [...alsoGiven, given(STATES.vehicleOnRecord, { location_id: 3, plate: 'BCDF12' })],
      request: { method: 'GET', path: '/vehicles', query: { location_id: '3', plate: 'BCDF12' }, ...withHeaders },
      response: {
        status: 200,
        headers: json,
        body: {
          marca: string('Toyota'),
          modelo: string('Yaris'),
          patente: 'BCDF12',
          anio: integer(2019),
          nombre: string('Ana Pérez'),
          km: integer(42000),
        },
      },
      consumerDoes: async (api) => {
        expect((await api.findVehicle(locationId(3), 'BCDF12'))._unsafeUnwrap()).toEqual({
          brand: 'Toyota',
          model: 'Yaris',
          plate: 'BCDF12',
          year: 2019,
          clientName: 'Ana Pérez',
          lastMileage: 42000,
        });
      },
    },
    {
      uponReceiving: "a request for a vehicle a workshop's register does not hold",
      given: [...alsoGiven, given(STATES.noVehicleOnRecord, { location_id: 3, plate: 'XXXX00' })],
      request: { method: 'GET', path: '/vehicles', query: { location_id: '3', plate: 'XXXX00' }, ...withHeaders },
      response: { status: 404, headers: json, body: errorBody('VEHICLE.NOT_FOUND', 'The vehicle was not found.') },
      consumerDoes: async (api) => {
        expect(refusal((await api.findVehicle(locationId(3), 'XXXX00'))._unsafeUnwrapErr())).toEqual({
          status: 404,
          code: 'VEHICLE.NOT_FOUND',
          fields: [],
        });
      },
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// findVehicleMaintenance: GET /vehicles/maintenance?location_id&plate&mileage (issue 33; docs/adr/0116,
// 0120): the Hilux KLPR34 due for its plan's step by mileage; a plate the register does not hold. A
// mileage not above the last on record is refused 422 REQUEST.INVALID by the use case, not by the
// document, which pacts-fit-the-contract.test.ts requires of every REQUEST.INVALID in a pact: the
// storefront's reading of it is tested on the fake API (vehicle-maintenance-panel.test.tsx).

export function findVehicleMaintenanceInteractions(): ContractInteraction[] {
  return [
    {
      uponReceiving: 'a request for the maintenance step a vehicle on the register is due for',
      given: [given(STATES.vehicleDueByMileage, { location_id: 3, plate: 'KLPR34' })],
      request: { method: 'GET', path: '/vehicles/maintenance', query: { location_id: '3', plate: 'KLPR34' } },
      response: {
        status: 200,
        headers: json,
        body: {
          vehicle: {
            marca: string('Toyota'),
            modelo: string('Hilux'),
            patente: 'KLPR34',
            anio: integer(2021),
            nombre: string('Transportes Quilicura SpA'),
            km: integer(118500),
          },
          plan: { key: string('pauta-toyota'), name: string('Pauta de mantención Toyota') },
          due: {
            service_id: integer(32),
            service_name: string('Mantención 20.000 km'),
            due_mileage: integer(120000),
            due_date: day('2027-09-01'),
            estimated_mileage_date: day('2026-12-20'),
            reason: 'mileage',
            status: regex('^(overdue|due|upcoming)$', 'due'),
          },
        },
      },
      consumerDoes: async (api) => {
        expect((await api.findVehicleMaintenance(locationId(3), 'KLPR34'))._unsafeUnwrap()).toEqual({
          vehicle: {
            brand: 'Toyota',
            model: 'Hilux',
            plate: 'KLPR34',
            year: 2021,
            clientName: 'Transportes Quilicura SpA',
            lastMileage: 118500,
          },
          plan: { key: 'pauta-toyota', name: 'Pauta de mantención Toyota' },
          due: {
            serviceId: 32,
            serviceName: 'Mantención 20.000 km',
            dueMileage: 120000,
            dueDate: '2027-09-01',
            estimatedMileageDate: '2026-12-20',
            reason: 'mileage',
            status: 'due',
          },
        });
      },
    },
    {
      uponReceiving: "a request for the maintenance of a vehicle a workshop's register does not hold",
      given: [given(STATES.noVehicleOnRecord, { location_id: 3, plate: 'XXXX00' })],
      request: { method: 'GET', path: '/vehicles/maintenance', query: { location_id: '3', plate: 'XXXX00' } },
      response: { status: 404, headers: json, body: errorBody('VEHICLE.NOT_FOUND', 'The vehicle was not found.') },
      consumerDoes: async (api) => {
        expect(refusal((await api.findVehicleMaintenance(locationId(3), 'XXXX00'))._unsafeUnwrapErr())).toEqual({
          status: 404,
          code: 'VEHICLE.NOT_FOUND',
          fields: [],
        });
      },
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// checkGiftCard: POST /gift-cards/check (issue 31; docs/adr/0107): what a code's card can pay at
// Providencia, typed with spaces and in lower case; and a well-formed code of no card.

export function checkGiftCardInteractions({ alsoGiven = [] }: InteractionOptions = {}): ContractInteraction[] {
  const code = '7K3M-Q9XA-2P8D-WXYZ';
  const unknown = 'ZZZZ-ZZZZ-ZZZZ-ZZZZ';
  return [
    {
      uponReceiving: 'a check of a gift card code typed in lower case, of a card with a balance, where it is honoured',
      given: [...alsoGiven, given(STATES.giftCardWithBalance, { location_id: 1, code })],
      request: {
        method: 'POST',
        path: '/gift-cards/check',
        headers: json,
        body: { code: '7k3m q9xa 2p8d wxyz', location_id: 1 },
      },
      response: {
        status: 200,
        headers: json,
        body: {
          last_four: 'WXYZ',
          usable: number(25000),
          currency: 'CLP',
          expires_on: regex(/^\d{4}-\d{2}-\d{2}$/, '2099-12-31'),
        },
      },
      consumerDoes: async (api) => {
        expect((await api.checkGiftCard('7k3m q9xa 2p8d wxyz', locationId(1)))._unsafeUnwrap()).toEqual({
          lastFour: 'WXYZ',
          usable: 25000,
          currency: 'CLP',
          expiresOn: '2099-12-31',
        });
      },
    },
    {
      uponReceiving: 'a check of a well-formed gift card code no card has',
      given: [...alsoGiven, given(STATES.noGiftCard, { code: unknown })],
      request: { method: 'POST', path: '/gift-cards/check', headers: json, body: { code: unknown, location_id: 1 } },
      response: {
        status: 404,
        headers: json,
        body: errorBody('GIFT_CARD.NOT_FOUND', 'No gift card has this code here. Please check it.'),
      },
      consumerDoes: async (api) => {
        expect(refusal((await api.checkGiftCard(unknown, locationId(1)))._unsafeUnwrapErr())).toEqual({
          status: 404,
          code: 'GIFT_CARD.NOT_FOUND',
          fields: [],
        });
      },
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// checkClientCompany: GET /check_client_company?identificador&identificador_type&location_id
// (storefront §3 Existing client check response, §5, §8): the clinic of location 4 identifies its
// patients by RUT. Whether the client is known and may book is the point; `can_book` of someone
// unknown is not, since the storefront reads it only for a known client.

export function checkClientCompanyInteractions({
  alsoGiven = [],
  headers,
}: InteractionOptions = {}): ContractInteraction[] {
  const withHeaders = headers === undefined ? {} : { headers };
  const byRut = (identifier: string) => ({ location_id: 4, identifier_type: 0, identifier });
  const request = (identifier: string) => ({
    method: 'GET' as const,
    path: '/check_client_company',
    query: { identificador: identifier, identificador_type: '0', location_id: '4' },
    ...withHeaders,
  });
  return [
    {
      uponReceiving: 'a request to identify a client the company knows and lets book, by RUT',
      given: [...alsoGiven, given(STATES.clientMayBook, byRut('12.345.678-5'))],
      request: request('12.345.678-5'),
      response: { status: 200, headers: json, body: { valid_id: true, can_book: true } },
      consumerDoes: async (api) => {
        expect((await api.checkClientCompany('12.345.678-5', 0, locationId(4)))._unsafeUnwrap()).toEqual({
          validId: true,
          canBook: true,
        });
      },
    },
    {
      uponReceiving: 'a request to identify a client the company knows but stopped from booking online, by RUT',
      given: [...alsoGiven, given(STATES.clientStopped, byRut('9.876.543-3'))],
      request: request('9.876.543-3'),
      response: { status: 200, headers: json, body: { valid_id: true, can_book: false } },
      consumerDoes: async (api) => {
        expect((await api.checkClientCompany('9.876.543-3', 0, locationId(4)))._unsafeUnwrap()).toEqual({
          validId: true,
          canBook: false,
        });
      },
    },
    {
      uponReceiving: 'a request to identify someone the company does not know, by RUT',
      given: [...alsoGiven, given(STATES.clientUnknown, byRut('11.111.111-1'))],
      request: request('11.111.111-1'),
      response: { status: 200, headers: json, body: { valid_id: false, can_book: boolean(false) } },
      consumerDoes: async (api) => {
        expect((await api.checkClientCompany('11.111.111-1', 0, locationId(4)))._unsafeUnwrap()).toMatchObject({
          validId: false,
        });
      },
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// listServiceProviders: GET /service_providers?location_id[&id]

export function listServiceProvidersInteractions({
  alsoGiven = [],
  headers,
}: InteractionOptions = {}): ContractInteraction[] {
  return [
    {
      uponReceiving: 'a request for the professionals who perform a service',
      given: [...alsoGiven, given(STATES.serviceProfessionals, { location_id: 5, service_id: 51 })],
      request: {
        method: 'GET',
        path: '/service_providers',
        query: { location_id: '5', id: '51' },
        ...(headers === undefined ? {} : { headers }),
      },
      response: {
        status: 200,
        headers: json,
        body: eachLike({
          ...providerRef,
          image: null,
          biography: string('Barbero en Palermo.'),
          provider_times: eachLike(scheduleDay),
        }),
      },
      consumerDoes: async (api) => {
        const [professional] = (await api.listServiceProviders(locationId(5), 51))._unsafeUnwrap();
        expect(professional).toMatchObject({ id: 11, publicName: 'Lucas Benítez', image: null });
      },
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// getServiceProvider: GET /service_providers/{id}

/** A professional as the state promises: no picture, a biography and a week. */
const professionalWithoutPicture = {
  ...providerRef,
  image: null,
  biography: string('Barbero en Palermo.'),
  provider_times: eachLike(scheduleDay),
};

export function getServiceProviderInteractions({
  alsoGiven = [],
  headers,
}: InteractionOptions = {}): ContractInteraction[] {
  const withHeaders = headers === undefined ? {} : { headers };
  return [
    {
      uponReceiving: 'a request for one professional',
      given: [...alsoGiven, given(STATES.professional, { provider_id: 11 })],
      request: { method: 'GET', path: '/service_providers/11', ...withHeaders },
      response: { status: 200, headers: json, body: { ...professionalWithoutPicture, id: 11 } },
      consumerDoes: async (api) => {
        const professional = (await api.getServiceProvider(11))._unsafeUnwrap();
        expect(professional).toMatchObject({ id: 11, image: null, providerTimes: [{ dayId: 2, isOpen: true }] });
      },
    },
    {
      uponReceiving: 'a request for a professional who does not exist',
      given: [...alsoGiven, given(STATES.noProfessional, { provider_id: 999 })],
      request: { method: 'GET', path: '/service_providers/999', ...withHeaders },
      response: {
        status: 404,
        headers: json,
        body: errorBody('PROVIDER.NOT_FOUND', 'The professional was not found.'),
      },
      consumerDoes: async (api) => {
        expect(refusal((await api.getServiceProvider(999))._unsafeUnwrapErr())).toEqual({
          status: 404,
          code: 'PROVIDER.NOT_FOUND',
          fields: [],
        });
      },
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// listProvidersFreeAt: GET /api/v2/sites/service_providers/date_time. The slot lies ahead when the
// provider is verified, so the provider state names it (`${start}`, `${end}`).

export function listProvidersFreeAtInteractions({
  alsoGiven = [],
  headers,
}: InteractionOptions = {}): ContractInteraction[] {
  return [
    {
      uponReceiving: 'a request for the professionals free to perform a service over a slot',
      given: [
        ...alsoGiven,
        given(STATES.freeHour, { location_id: 5, service_id: 51, provider_id: 11, hour: '11:00', minutes: 30 }),
        given(STATES.serviceProfessionals, { location_id: 5, service_id: 51 }),
      ],
      request: {
        method: 'GET',
        path: '/api/v2/sites/service_providers/date_time',
        query: {
          service_id: '51',
          location_id: '5',
          start_at: fromProviderState('${start}', '2026-12-09T11:00:00-03:00'),
          end_at: fromProviderState('${end}', '2026-12-09T11:30:00-03:00'),
        },
        ...(headers === undefined ? {} : { headers }),
      },
      response: { status: 200, headers: json, body: eachLike(professionalWithoutPicture) },
      consumerDoes: async (api) => {
        const free = (
          await api.listProvidersFreeAt({
            locationId: locationId(5),
            serviceId: 51,
            startAt: '2026-12-09T11:00:00-03:00',
            endAt: '2026-12-09T11:30:00-03:00',
          })
        )._unsafeUnwrap();
        expect(free[0]).toMatchObject({ id: 11, image: null });
      },
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// getReviewSummary, listReviewsPage: GET /reviews/api/v1/location_reviews, /reviews/api/v1/reviews

/** Location 1's review summary, as both reviews versions send it. */
const reviewSummary = { average: number(4.4), total_reviews: integer(7), reviews_option: 'details' };

/** Location 1's newest review, signed, commented and replied to, as both reviews versions send it. */
const newestReview = {
  id: integer(1),
  stars: integer(5),
  comment: string('Excelente atención, el color quedó perfecto.'),
  reviewer_name: string('Ana'),
  review_date: instant('2026-11-29T18:30:00-03:00'),
  service_name: string('Tintura completa'),
  anonymous: boolean(false),
  review_comments: eachLike({
    id: integer(1),
    comment: string('¡Gracias, Ana!'),
    created_at: instant('2026-11-30T09:10:00-03:00'),
  }),
};

export function reviewsInteractions({ alsoGiven = [], headers }: InteractionOptions = {}): ContractInteraction[] {
  const withHeaders = headers === undefined ? {} : { headers };
  return [
    {
      uponReceiving: "a request for a location's review summary",
      given: [...alsoGiven, given(STATES.locationReviews, { location_id: 1 })],
      request: { method: 'GET', path: '/reviews/api/v1/location_reviews', query: { location_id: '1' }, ...withHeaders },
      response: { status: 200, headers: json, body: reviewSummary },
      consumerDoes: async (api) => {
        expect((await api.getReviewSummary(locationId(1)))._unsafeUnwrap()).toMatchObject({
          reviewsOption: 'details',
          totalReviews: 7,
        });
      },
    },
    {
      uponReceiving: "a request for the first page of a location's reviews",
      given: [...alsoGiven, given(STATES.locationReviews, { location_id: 1 })],
      request: {
        method: 'GET',
        path: '/reviews/api/v1/reviews',
        query: { location_id: '1', page: '1', size: '1' },
        ...withHeaders,
      },
      response: {
        status: 200,
        headers: json,
        body: {
          reviews: eachLike(newestReview),
          pagination: { page: 1, size: 1, next_page: integer(2) },
        },
      },
      consumerDoes: async (api) => {
        const page = (await api.listReviewsPage(locationId(1), 1, 1))._unsafeUnwrap();
        expect(page.pagination).toEqual({ page: 1, size: 1, nextPage: 2 });
        expect(page.reviews[0]?.reviewComments[0]).toMatchObject({ comment: '¡Gracias, Ana!' });
      },
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// getReviewSummaryV1, listReviewsV1: GET /reviews, /reviews/detail (the first reviews version)

export function reviewsV1Interactions({ alsoGiven = [], headers }: InteractionOptions = {}): ContractInteraction[] {
  const withHeaders = headers === undefined ? {} : { headers };
  return [
    {
      uponReceiving: "a request for a location's review summary, first reviews version",
      given: [...alsoGiven, given(STATES.locationReviews, { location_id: 1 })],
      request: { method: 'GET', path: '/reviews', query: { location_id: '1' }, ...withHeaders },
      response: { status: 200, headers: json, body: reviewSummary },
      consumerDoes: async (api) => {
        expect((await api.getReviewSummaryV1(locationId(1)))._unsafeUnwrap()).toMatchObject({
          reviewsOption: 'details',
          totalReviews: 7,
        });
      },
    },
    {
      uponReceiving: "a request for the first page of a location's reviews, first reviews version",
      given: [...alsoGiven, given(STATES.locationReviews, { location_id: 1 })],
      request: {
        method: 'GET',
        path: '/reviews/detail',
        query: { location_id: '1', page: '1', per_page: '1' },
        ...withHeaders,
      },
      response: {
        status: 200,
        headers: json,
        body: {
          reviews: eachLike(newestReview),
        },
      },
      consumerDoes: async (api) => {
        const reviews = (await api.listReviewsV1(locationId(1), 1, 1))._unsafeUnwrap();
        expect(reviews[0]?.reviewComments[0]).toMatchObject({ comment: '¡Gracias, Ana!' });
      },
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// getBookingSummary: GET /bookings/{bookingId}/{accessToken}

const bookedService = {
  id: integer(301),
  status: regex(/^(pending_payment|confirmed|cancelled)$/, 'confirmed'),
  service_id: integer(51),
  service_name: string('Corte clásico'),
  start: instant('2026-12-03T11:00:00-03:00'),
  end: instant('2026-12-03T11:30:00-03:00'),
  duration: integer(30),
  show_duration: boolean(true),
  price: number(12000),
  show_price: boolean(true),
  should_pay_online: boolean(false),
  is_video: boolean(false),
  videocall: null,
  outcall: boolean(false),
  is_session: boolean(false),
  bundled: boolean(false),
  provider_id: integer(11),
  service_provider: providerRef,
  location: string('Palermo'),
  location_address: string('Av. Santa Fe 3200, Palermo, Buenos Aires'),
};

/** The company of the bookings' provider states, as their pages' header shows it (issue 20): no logo, no colour of its own. */
const noBrandCompany = { name: string('Barbería Central'), color_minisite: null, logo: null };

export function getBookingSummaryInteractions({
  alsoGiven = [],
  headers,
}: InteractionOptions = {}): ContractInteraction[] {
  const withHeaders = headers === undefined ? {} : { headers };
  return [
    {
      uponReceiving: "a request for a booking group's summary",
      given: [...alsoGiven, given(STATES.bookingGroup, { booking_id: 301, access_token: 'demo-acceso-palermo' })],
      request: { method: 'GET', path: '/bookings/301/demo-acceso-palermo', ...withHeaders },
      response: {
        status: 200,
        headers: json,
        body: {
          reference: regex(/^[23456789ABCDEFGHJKMNPQRSTVWXYZ]{6}$/, 'K7M4QX'),
          client_full_name: string('Juan Gómez'),
          // Masked behind the link (docs/adr/0048).
          client_email: string('ju***@correo.example'),
          client_phone: string('+54 11 **** 6666'),
          bundled: boolean(false),
          location: {
            id: integer(5),
            location_name: string('Palermo'),
            address: string('Av. Santa Fe 3200, Palermo, Buenos Aires'),
            phone: string('+54 11 4555 1234'),
            email: null,
          },
          currency: { unit: string('$'), delimiter: string('.'), separator: string(',') },
          booking_groups: eachLike({
            id: integer(301),
            trx_id: string('TRX-DEMO-PALERMO-1'),
            bookings: eachLike(bookedService),
          }),
          // Paid at the location: no online payment.
          payment: null,
          company: noBrandCompany,
          // No plan pays the demo's Palermo bookings (docs/adr/0090).
          plan_payment: null,
          // A haircut asks for no consent form (docs/adr/0118).
          consents: [],
        },
      },
      consumerDoes: async (api) => {
        const summary = (await api.getBookingSummary(bookingId(301), 'demo-acceso-palermo'))._unsafeUnwrap();
        expect(summary.reference).toMatch(/^[23456789ABCDEFGHJKMNPQRSTVWXYZ]{6}$/);
        expect(summary.planPayment).toBeNull();
        expect(summary.consents).toEqual([]);
        expect(summary).toMatchObject({
          clientFullName: 'Juan Gómez',
          location: { id: 5, email: null },
          currency: { unit: '$', separator: ',' },
          company: { name: 'Barbería Central', colorMinisite: null, logo: null },
        });
        expect(summary.bookingGroups[0]?.bookings[0]).toMatchObject({ serviceId: 51, serviceProvider: { id: 11 } });
      },
    },
    {
      uponReceiving: "a request for a booking summary with an access token that is not the booking group's",
      given: [...alsoGiven, given(STATES.noBookingGroup, { booking_id: 301, access_token: 'not-the-access-token' })],
      request: { method: 'GET', path: '/bookings/301/not-the-access-token', ...withHeaders },
      response: { status: 404, headers: json, body: errorBody('BOOKING.NOT_FOUND', 'The booking was not found.') },
      consumerDoes: async (api) => {
        expect(
          refusal((await api.getBookingSummary(bookingId(301), 'not-the-access-token'))._unsafeUnwrapErr()),
        ).toEqual({
          status: 404,
          code: 'BOOKING.NOT_FOUND',
          fields: [],
        });
      },
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// payWithCard: POST /payments/sandbox/card (the storefront's card page, docs/adr/0045)

export function payWithCardInteractions({ alsoGiven = [] }: InteractionOptions = {}): ContractInteraction[] {
  return [
    {
      uponReceiving: 'a card for a card page token that names no payment',
      given: [
        ...alsoGiven,
        given(STATES.noCardPayment, { token_data: 'no-such-card-token', access_token: 'no-such-access-token' }),
      ],
      request: {
        method: 'POST',
        path: '/payments/sandbox/card',
        headers: json,
        body: {
          token_data: 'no-such-card-token',
          access_token: 'no-such-access-token',
          holder_name: 'Juan Gómez',
          card_number: '4111111111111111',
          expiry: '12/35',
          cvv: '123',
        },
      },
      response: { status: 404, headers: json, body: errorBody('PAYMENT.NOT_FOUND', 'The payment was not found.') },
      consumerDoes: async (api) => {
        const card = { holderName: 'Juan Gómez', cardNumber: '4111111111111111', expiry: '12/35', cvv: '123' };
        expect(
          refusal((await api.payWithCard('no-such-card-token', 'no-such-access-token', card))._unsafeUnwrapErr()),
        ).toEqual({ status: 404, code: 'PAYMENT.NOT_FOUND', fields: [] });
      },
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// getBookingForEdit: GET /bookings/edit?confirmation_code

export function getBookingForEditInteractions({
  alsoGiven = [],
  headers,
}: InteractionOptions = {}): ContractInteraction[] {
  return [
    {
      uponReceiving: 'a request for a booking to modify, by its confirmation code',
      given: [...alsoGiven, given(STATES.editableBooking, { confirmation_code: 'demo-codigo-corte' })],
      request: {
        method: 'GET',
        path: '/bookings/edit',
        query: { confirmation_code: 'demo-codigo-corte' },
        ...(headers === undefined ? {} : { headers }),
      },
      response: {
        status: 200,
        headers: json,
        body: {
          id: integer(301),
          confirmation_code: 'demo-codigo-corte',
          // What its pages show for the client to read out when they call (docs/adr/0126).
          reference: regex(/^[23456789ABCDEFGHJKMNPQRSTVWXYZ]{6}$/, 'K7M4QX'),
          status: 'confirmed',
          client_confirmed: boolean(false),
          location_id: integer(5),
          service: { id: integer(51), name: string('Corte clásico'), duration: integer(30) },
          provider: providerRef,
          start: instant('2026-12-03T11:00:00-03:00'),
          end: instant('2026-12-03T11:30:00-03:00'),
          modifications_left: integer(2),
          modifiable_until: instant('2026-12-03T11:00:00-03:00'),
          is_class: boolean(false),
          company: noBrandCompany,
          // A haircut asks for no consent form (docs/adr/0118).
          consents: [],
        },
      },
      consumerDoes: async (api) => {
        expect((await api.getBookingForEdit('demo-codigo-corte'))._unsafeUnwrap()).toMatchObject({
          consents: [],
          confirmationCode: 'demo-codigo-corte',
          reference: 'K7M4QX',
          status: 'confirmed',
          service: { id: 51 },
          isClass: false,
          company: { name: 'Barbería Central', colorMinisite: null, logo: null },
        });
      },
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// listLocationBookings: GET /bookings?location_id&date (staff only)

export function listLocationBookingsInteractions({
  alsoGiven = [],
  headers,
}: InteractionOptions = {}): ContractInteraction[] {
  return [
    {
      uponReceiving: "a request for a location's bookings of a day",
      given: [...alsoGiven, given(STATES.bookedDay, { location_id: 5, date: '2026-12-03', api_key: STAFF_API_KEY })],
      request: {
        method: 'GET',
        path: '/bookings',
        query: { location_id: '5', date: '2026-12-03' },
        ...(headers === undefined ? {} : { headers }),
      },
      response: {
        status: 200,
        headers: json,
        body: eachLike({
          id: integer(301),
          trx_id: string('TRX-DEMO-PALERMO-1'),
          reference: regex(/^[23456789ABCDEFGHJKMNPQRSTVWXYZ]{6}$/, 'K7M4QX'),
          status: regex(/^(pending_payment|confirmed|cancelled)$/, 'confirmed'),
          client_confirmed: boolean(false),
          start: instant('2026-12-03T11:00:00-03:00'),
          end: instant('2026-12-03T11:30:00-03:00'),
          service_id: integer(51),
          service_name: string('Corte clásico'),
          provider: providerRef,
          client_full_name: string('Juan Gómez'),
          client_email: string('juan.gomez@correo.example'),
          client_phone: string('+54 11 5555 6666'),
          created_at: instant('2026-11-22T05:02:25-03:00'),
          // The demo's bookings at Palermo are paid by no membership: nothing covered, the price left to pay (docs/adr/0090).
          payment_membership: null,
          price: number(12000),
          covered_by_plan: number(0),
          left_to_pay: number(12000),
        }),
      },
      consumerDoes: async (api) => {
        const [first] = (await api.listLocationBookings(locationId(5), '2026-12-03'))._unsafeUnwrap();
        expect(first).toMatchObject({ id: 301, serviceId: 51, provider: { id: 11 }, price: 12000, leftToPay: 12000 });
      },
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// getLocationAgenda: GET /staff/locations/{locationId}/agenda?date (staff only; issue 35, docs/adr/0125)

const agendaBooking = (id: number, start: string, end: string, serviceId: number, service: string) => ({
  kind: 'booking',
  start: instant(`2026-12-03T${start}:00-03:00`),
  end: instant(`2026-12-03T${end}:00-03:00`),
  booking_id: integer(id),
  status: regex(/^(pending_payment|confirmed)$/, 'confirmed'),
  client_first_name: string('Juan'),
  service_id: integer(serviceId),
  service_name: string(service),
});

export function getLocationAgendaInteractions({
  alsoGiven = [],
  headers,
}: InteractionOptions = {}): ContractInteraction[] {
  return [
    {
      uponReceiving: "a request for a location's day at a glance",
      given: [...alsoGiven, given(STATES.agendaDay, { location_id: 5, date: '2026-12-03', api_key: STAFF_API_KEY })],
      request: {
        method: 'GET',
        path: '/staff/locations/5/agenda',
        query: { date: '2026-12-03' },
        ...(headers === undefined ? {} : { headers }),
      },
      response: {
        status: 200,
        headers: json,
        body: {
          location_id: integer(5),
          location_name: string('Palermo'),
          time_zone: string('America/Argentina/Buenos_Aires'),
          date: day('2026-12-03'),
          professionals: eachLike({
            provider: providerRef,
            working: eachLike({
              start: instant('2026-12-03T10:00:00-03:00'),
              end: instant('2026-12-03T20:00:00-03:00'),
            }),
            pieces: [
              { kind: 'free', start: instant('2026-12-03T10:00:00-03:00'), end: instant('2026-12-03T11:00:00-03:00') },
              agendaBooking(301, '11:00', '11:30', 51, 'Corte clásico'),
              agendaBooking(302, '11:30', '12:00', 52, 'Afeitado con navaja'),
              { kind: 'free', start: instant('2026-12-03T12:00:00-03:00'), end: instant('2026-12-03T20:00:00-03:00') },
            ],
          }),
        },
      },
      consumerDoes: async (api) => {
        const agenda = (await api.getLocationAgenda(locationId(5), '2026-12-03'))._unsafeUnwrap();
        expect(agenda).toMatchObject({ locationId: 5, timeZone: 'America/Argentina/Buenos_Aires' });
        expect(agenda.professionals[0]?.pieces.map((piece) => piece.kind)).toEqual([
          'free',
          'booking',
          'booking',
          'free',
        ]);
        expect(agenda.professionals[0]?.pieces[1]).toMatchObject({ bookingId: 301, clientFirstName: 'Juan' });
      },
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// issueStaffApiKey: POST /staff/companies/{slug}/api_keys (issue 21; docs/adr/0078)

export function issueStaffApiKeyInteractions({
  alsoGiven = [],
  headers,
}: InteractionOptions = {}): ContractInteraction[] {
  return [
    {
      uponReceiving: 'a request to issue an api-key for one company',
      given: [...alsoGiven, given(STATES.companyWithSlug, { slug: 'barberia-portena', company_id: 4 })],
      request: {
        method: 'POST',
        path: '/staff/companies/barberia-portena/api_keys',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: { label: 'front desk' },
      },
      response: {
        status: 201,
        headers: json,
        body: {
          api_key: regex(/^\S{32,}$/, 'kq3VbT0x9mWcL2sPa7RfC8nZyQe4HjUd'),
          label: string('front desk'),
          company: { id: integer(4), slug: string('barberia-portena'), name: string('Barbería Porteña') },
        },
      },
      consumerDoes: async (api) => {
        const issued = (await api.issueStaffApiKey('barberia-portena', 'front desk'))._unsafeUnwrap();
        expect(issued).toMatchObject({ label: 'front desk', company: { id: 4, slug: 'barberia-portena' } });
        expect(issued.apiKey.length).toBeGreaterThanOrEqual(32);
      },
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// listStaffApiKeys, revokeStaffApiKey: GET /staff/companies/{slug}/api_keys, DELETE …/{id} (docs/adr/0081)

export function companyStaffKeyInteractions({
  alsoGiven = [],
  headers,
}: InteractionOptions = {}): ContractInteraction[] {
  const withHeaders = headers === undefined ? {} : { headers };
  return [
    {
      uponReceiving: "a request for a company's api-keys",
      given: [
        ...alsoGiven,
        given(STATES.companyWithSlug, { slug: 'barberia-portena', company_id: 4 }),
        given(STATES.companyKey, { slug: 'barberia-portena', label: 'front desk' }),
      ],
      request: { method: 'GET', path: '/staff/companies/barberia-portena/api_keys', ...withHeaders },
      response: {
        status: 200,
        headers: json,
        body: {
          company: { id: integer(4), slug: string('barberia-portena'), name: string('Barbería Porteña') },
          // Every key listed here is unrevoked: revoking is verified at another company.
          api_keys: eachLike({
            id: integer(7),
            label: string('front desk'),
            created_at: regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/, '2026-11-26T15:00:00.000Z'),
            revoked_at: null,
          }),
        },
      },
      consumerDoes: async (api) => {
        const list = (await api.listStaffApiKeys('barberia-portena'))._unsafeUnwrap();
        expect(list.company).toMatchObject({ id: 4, slug: 'barberia-portena' });
        expect(list.apiKeys[0]).toMatchObject({ label: 'front desk', revokedAt: null });
      },
    },
    {
      uponReceiving: "a request to revoke one of a company's api-keys",
      given: [
        ...alsoGiven,
        given(STATES.companyWithSlug, { slug: 'taller-andes', company_id: 2 }),
        given(STATES.companyKey, { slug: 'taller-andes', label: 'website' }),
      ],
      request: {
        method: 'DELETE',
        path: fromProviderState(
          '/staff/companies/taller-andes/api_keys/${key_id}',
          '/staff/companies/taller-andes/api_keys/7',
        ),
        ...withHeaders,
      },
      response: { status: 204 },
      consumerDoes: async (api) => {
        expect((await api.revokeStaffApiKey('taller-andes', 7)).isOk()).toBe(true);
      },
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// listGiftCards, showGiftCard, lookUpGiftCard, voidGiftCard, resendGiftCard: the staff's gift card
// calls, GET /staff/companies/{slug}/gift_cards, GET …/{giftCardId}, POST …/lookup, POST
// …/{giftCardId}/void, POST …/{giftCardId}/resend (issue 31; docs/adr/0108, docs/adr/0112). Each interaction's card is a new one, its code drawn by the state.

const GIFT_CARD_CODES = {
  list: '7K2M-9QXD-4T8V-BC3R',
  show: '7K2M-9QXD-4T8V-BC3S',
  lookUp: '7K2M-9QXD-4T8V-BC3T',
  void: '7K2M-9QXD-4T8V-BC3V',
  resend: '7K2M-9QXD-4T8V-BC3W',
} as const;

const giftCardCompany = {
  id: integer(1),
  slug: string('salon-aurora'),
  name: string('Salón Aurora'),
  currency: { unit: string('$'), delimiter: string('.'), separator: string(',') },
};
const giftCardAmount = (amount: number) => ({ amount: number(amount), currency: regex(/^[A-Z]{3}$/, 'CLP') });
const isoInstant = (example: string) => regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/, example);

/** A card of the state: issued for 20,000, then 4,500 of it spent, so it is active with 15,500 left. */
const listedGiftCard = (lastFour: string) => ({
  id: integer(12),
  last_four: string(lastFour),
  status: regex(/^(active|spent|expired|voided)$/, 'active'),
  face: giftCardAmount(20_000),
  balance: giftCardAmount(15_500),
  expires_on: regex(/^\d{4}-\d{2}-\d{2}$/, '2099-12-31'),
  issued_at: isoInstant('2026-11-29T12:00:00.000Z'),
});

const movement = (kind: string, amount: number, after: number, bookingId: number | null, reason: string | null) => ({
  kind,
  amount: giftCardAmount(amount),
  booking_id: bookingId === null ? null : integer(bookingId),
  balance_after: giftCardAmount(after),
  recorded_at: isoInstant('2026-11-29T12:00:00.000Z'),
  reason: reason === null ? null : string(reason),
});

/** The state's card with its ledger: issued for 20,000, 4,500 spent on a booking, and voided when `voided`. */
const giftCardDetail = (lastFour: string, voided = false) => ({
  ...listedGiftCard(lastFour),
  status: voided ? 'voided' : regex(/^(active|spent|expired|voided)$/, 'active'),
  ...(voided ? { balance: giftCardAmount(0) } : {}),
  honoured_at: eachLike(integer(1)),
  movements: [
    movement('issued', 20_000, 20_000, null, null),
    movement('spent', 4_500, 15_500, 4242, null),
    ...(voided ? [movement('voided', 15_500, 0, null, 'refunded to the buyer')] : []),
  ],
});

function giftCardState(code: string) {
  return given(STATES.giftCard, { slug: 'salon-aurora', code, face: 20_000, spent: 4_500 });
}

export function giftCardInteractions({ alsoGiven = [], headers }: InteractionOptions = {}): ContractInteraction[] {
  const withHeaders = headers === undefined ? {} : { headers };
  const post = { ...headers, 'Content-Type': 'application/json' };
  return [
    {
      uponReceiving: "a request for a company's active gift cards",
      given: [...alsoGiven, giftCardState(GIFT_CARD_CODES.list)],
      request: {
        method: 'GET',
        path: '/staff/companies/salon-aurora/gift_cards',
        query: { status: 'active' },
        ...withHeaders,
      },
      response: {
        status: 200,
        headers: json,
        body: { company: giftCardCompany, gift_cards: eachLike(listedGiftCard('BC3R')) },
      },
      consumerDoes: async (api) => {
        const list = (await api.listGiftCards('salon-aurora', 'active'))._unsafeUnwrap();
        expect(list.company).toMatchObject({ id: 1, slug: 'salon-aurora', currency: { unit: '$' } });
        expect(list.giftCards[0]).toMatchObject({ status: 'active', face: { amount: 20_000 } });
      },
    },
    {
      uponReceiving: 'a request for one of a company’s gift cards with its ledger',
      given: [...alsoGiven, giftCardState(GIFT_CARD_CODES.show)],
      request: {
        method: 'GET',
        path: fromProviderState(
          '/staff/companies/salon-aurora/gift_cards/${gift_card_id}',
          '/staff/companies/salon-aurora/gift_cards/12',
        ),
        ...withHeaders,
      },
      response: {
        status: 200,
        headers: json,
        body: { company: giftCardCompany, gift_card: giftCardDetail('BC3S') },
      },
      consumerDoes: async (api) => {
        const shown = (await api.showGiftCard('salon-aurora', 12))._unsafeUnwrap();
        expect(shown.giftCard.movements.map((line) => [line.kind, line.bookingId, line.balanceAfter.amount])).toEqual([
          ['issued', null, 20_000],
          ['spent', 4242, 15_500],
        ]);
      },
    },
    {
      uponReceiving: 'a request for a company’s gift card by the code a caller reads out',
      given: [...alsoGiven, giftCardState(GIFT_CARD_CODES.lookUp)],
      request: {
        method: 'POST',
        path: '/staff/companies/salon-aurora/gift_cards/lookup',
        headers: post,
        body: { code: GIFT_CARD_CODES.lookUp.toLowerCase() },
      },
      response: {
        status: 200,
        headers: json,
        body: { company: giftCardCompany, gift_card: giftCardDetail('BC3T') },
      },
      consumerDoes: async (api) => {
        const shown = (await api.lookUpGiftCard('salon-aurora', GIFT_CARD_CODES.lookUp.toLowerCase()))._unsafeUnwrap();
        expect(shown.giftCard.lastFour).toBe('BC3T');
      },
    },
    {
      uponReceiving: 'a request for a gift card by a code no card of the company has',
      given: [...alsoGiven, given(STATES.companyWithSlug, { slug: 'salon-aurora', company_id: 1 })],
      request: {
        method: 'POST',
        path: '/staff/companies/salon-aurora/gift_cards/lookup',
        headers: post,
        body: { code: '0000-0000-0000-0000' },
      },
      response: {
        status: 404,
        headers: json,
        body: errorBody('GIFT_CARD.NOT_FOUND', 'The company has no gift card with this id or code.'),
      },
      consumerDoes: async (api) => {
        const missing = (await api.lookUpGiftCard('salon-aurora', '0000-0000-0000-0000'))._unsafeUnwrapErr();
        expect(refusal(missing)).toEqual({ status: 404, code: 'GIFT_CARD.NOT_FOUND', fields: [] });
      },
    },
    {
      uponReceiving: 'a request to void one of a company’s gift cards with a reason',
      given: [...alsoGiven, giftCardState(GIFT_CARD_CODES.void)],
      request: {
        method: 'POST',
        path: fromProviderState(
          '/staff/companies/salon-aurora/gift_cards/${gift_card_id}/void',
          '/staff/companies/salon-aurora/gift_cards/12/void',
        ),
        headers: post,
        body: { reason: 'refunded to the buyer' },
      },
      response: {
        status: 200,
        headers: json,
        body: { company: giftCardCompany, gift_card: giftCardDetail('BC3V', true), already_voided: boolean(false) },
      },
      consumerDoes: async (api) => {
        const voided = (await api.voidGiftCard('salon-aurora', 12, 'refunded to the buyer'))._unsafeUnwrap();
        expect(voided).toMatchObject({ alreadyVoided: false, giftCard: { status: 'voided', balance: { amount: 0 } } });
        expect(voided.giftCard.movements.at(-1)).toMatchObject({ kind: 'voided', reason: 'refunded to the buyer' });
      },
    },
    {
      // The state's card was issued by hand, not bought online: it keeps no sealed code, so there is
      // nothing to send again (docs/adr/0112). A resend that succeeds is the endpoints' tests'.
      uponReceiving: 'a request to resend a company’s gift card that was not bought online',
      given: [...alsoGiven, giftCardState(GIFT_CARD_CODES.resend)],
      request: {
        method: 'POST',
        path: fromProviderState(
          '/staff/companies/salon-aurora/gift_cards/${gift_card_id}/resend',
          '/staff/companies/salon-aurora/gift_cards/12/resend',
        ),
        ...withHeaders,
      },
      response: {
        status: 409,
        headers: json,
        body: errorBody(
          'GIFT_CARD.NOT_RESENDABLE',
          'This gift card cannot be sent again: it was not bought online, or its code can no longer be read.',
        ),
      },
      consumerDoes: async (api) => {
        const refused = (await api.resendGiftCard('salon-aurora', 12))._unsafeUnwrapErr();
        expect(refusal(refused)).toEqual({ status: 409, code: 'GIFT_CARD.NOT_RESENDABLE', fields: [] });
      },
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// Catalogue files (issue 21; docs/adr/0077): plan, apply and export, staff only

/** The smallest catalogue file that creates a company: one location, nothing else yet. */
const smallestCatalogue = (slug: string) => ({
  version: 1,
  company: { slug, name: 'Salón del contrato', country: 'cl' },
  locations: [{ slug: 'centro', name: 'Centro', time_zone: 'America/Santiago' }],
});

export function catalogueFileInteractions({ alsoGiven = [], headers }: InteractionOptions = {}): ContractInteraction[] {
  const withHeaders = headers === undefined ? {} : { headers };
  const change = { kind: regex(/^(create_company|update_company|create|update|retire)$/, 'create_company') };
  return [
    {
      uponReceiving: "a request for a company's catalogue as a document",
      given: [...alsoGiven, given(STATES.catalogueCompany, { website: 'salon-aurora' })],
      request: { method: 'GET', path: '/staff/companies/salon-aurora/catalogue', ...withHeaders },
      response: {
        status: 200,
        headers: json,
        body: like({
          version: 1,
          company: like({ slug: 'salon-aurora', name: string('Salón Aurora') }),
          locations: eachLike({ slug: string('location-1'), name: string('Providencia') }),
        }),
      },
      consumerDoes: async (api) => {
        const document = (await api.exportCatalogue('salon-aurora'))._unsafeUnwrap();
        expect(document).toMatchObject({ version: 1, company: { slug: 'salon-aurora' } });
      },
    },
    {
      uponReceiving: "a request for a new company's catalogue plan",
      given: [...alsoGiven, given(STATES.noCompany, { website: 'salon-del-contrato' })],
      request: {
        method: 'POST',
        path: '/staff/companies/salon-del-contrato/catalogue/plan',
        headers: { 'content-type': 'application/json', ...headers },
        body: smallestCatalogue('salon-del-contrato'),
      },
      response: {
        status: 200,
        headers: json,
        body: { creates: true, changes: eachLike(change), stranded: [] },
      },
      consumerDoes: async (api) => {
        const plan = (
          await api.planCatalogue('salon-del-contrato', smallestCatalogue('salon-del-contrato'))
        )._unsafeUnwrap();
        expect(plan.creates).toBe(true);
        expect(plan.changes[0]?.kind).toBe('create_company');
      },
    },
    {
      uponReceiving: 'a request to apply a new company’s catalogue',
      given: [...alsoGiven, given(STATES.noCompany, { website: 'otro-salon-del-contrato' })],
      request: {
        method: 'PUT',
        path: '/staff/companies/otro-salon-del-contrato/catalogue',
        query: { force_cancel: 'false' },
        headers: { 'content-type': 'application/json', ...headers },
        body: smallestCatalogue('otro-salon-del-contrato'),
      },
      response: { status: 200, headers: json, body: { changes: eachLike(change), cancelled: [] } },
      consumerDoes: async (api) => {
        const applied = (
          await api.applyCatalogue('otro-salon-del-contrato', smallestCatalogue('otro-salon-del-contrato'), false)
        )._unsafeUnwrap();
        expect(applied.cancelled).toEqual([]);
      },
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// Availability: GET /service_providers/available_days_sql_improved, …available_hours…, …sooner_available_hours…
// Days are in the future when the provider is verified, so the provider state names them
// (`${date}`, `${last_date}`) and the examples are only examples.

const hourBlock = {
  start_block: instant('2026-12-09T10:00:00-03:00'),
  end_block: instant('2026-12-09T10:30:00-03:00'),
  hour: regex(/^([01]\d|2[0-3]):[0-5]\d$/, '10:00'),
  bookings: eachLike({
    service: integer(51),
    start: instant('2026-12-09T10:00:00-03:00'),
    end: instant('2026-12-09T10:30:00-03:00'),
    provider: integer(11),
  }),
};

const palermoCut = { locationId: locationId(5), serviceIds: [51], providerChoices: [], bundleId: null } as const;

export function availabilityInteractions({ alsoGiven = [], headers }: InteractionOptions = {}): ContractInteraction[] {
  const withHeaders = headers === undefined ? {} : { headers };
  const freeDay = given(STATES.freeDay, { location_id: 5 });
  const date = fromProviderState('${date}', '2026-12-09');
  return [
    {
      uponReceiving: 'a request for the days a service can be booked on',
      given: [...alsoGiven, freeDay],
      request: {
        method: 'GET',
        path: '/service_providers/available_days_sql_improved',
        query: {
          local: '5',
          services: '51',
          start_date: date,
          end_date: fromProviderState('${last_date}', '2026-12-11'),
        },
        ...withHeaders,
      },
      response: { status: 200, headers: json, body: eachLike({ date: day('2026-12-09'), available: boolean(true) }) },
      consumerDoes: async (api) => {
        const days = (
          await api.listAvailableDays({ ...palermoCut, startDate: '2026-12-09', endDate: '2026-12-11' })
        )._unsafeUnwrap();
        expect(days[0]).toEqual({ date: '2026-12-09', available: true });
      },
    },
    {
      uponReceiving: "a request for a day's free hours for a service",
      given: [...alsoGiven, freeDay],
      request: {
        method: 'GET',
        path: '/service_providers/available_hours_sql_improved',
        query: { local: '5', services: '51', start_date: date },
        ...withHeaders,
      },
      response: {
        status: 200,
        headers: json,
        body: {
          morning_hours: eachLike(hourBlock),
          afternoon_hours: atLeastLike(hourBlock, 0, 1),
          night_hours: atLeastLike(hourBlock, 0, 1),
        },
      },
      consumerDoes: async (api) => {
        const hours = (await api.listAvailableHours({ ...palermoCut, date: '2026-12-09' }))._unsafeUnwrap();
        expect(hours.morningHours[0]).toMatchObject({ hour: '10:00', bookings: [{ service: 51, provider: 11 }] });
      },
    },
    {
      uponReceiving: 'a request for the first day and hour a service can be booked at',
      given: [...alsoGiven, freeDay],
      request: {
        method: 'GET',
        path: '/service_providers/sooner_available_hours_sql_improved',
        query: { local: '5', services: '51', start_date: date },
        ...withHeaders,
      },
      response: {
        status: 200,
        headers: json,
        body: { date: day('2026-12-09'), hour: regex(/^([01]\d|2[0-3]):[0-5]\d$/, '10:00') },
      },
      consumerDoes: async (api) => {
        expect((await api.findSoonerAvailableHour({ ...palermoCut, startDate: '2026-12-09' }))._unsafeUnwrap()).toEqual(
          { _tag: 'SoonerAvailable', date: '2026-12-09', hour: '10:00' },
        );
      },
    },
  ];
}

/**
 * The wizard's next service with the same professional (booking-wizard §7 datesAndProviders): the
 * time already chosen for them, 10:00 to 10:30 on the free day at Palermo (UTC-3 all year), is
 * sent as JSON and not offered again.
 */
export function availabilityWithChosenTimesInteractions({
  alsoGiven = [],
  headers,
}: InteractionOptions = {}): ContractInteraction[] {
  const chosenExample = [{ start: '2026-12-09T10:00:00-03:00', end: '2026-12-09T10:30:00-03:00', provider_id: 11 }];
  const laterHour = {
    ...hourBlock,
    start_block: instant('2026-12-09T10:30:00-03:00'),
    end_block: instant('2026-12-09T11:00:00-03:00'),
    hour: regex(/^([01]\d|2[0-3]):[0-5]\d$/, '10:30'),
    bookings: eachLike({
      service: integer(51),
      start: instant('2026-12-09T10:30:00-03:00'),
      end: instant('2026-12-09T11:00:00-03:00'),
      provider: integer(11),
    }),
  };
  return [
    {
      uponReceiving:
        "a request for a day's free hours for a service with a professional, leaving out the time the reservation already chose for them",
      given: [...alsoGiven, given(STATES.freeDay, { location_id: 5 })],
      request: {
        method: 'GET',
        path: '/service_providers/available_hours_sql_improved',
        query: {
          local: '5',
          services: '51',
          providers_array: '11',
          start_date: fromProviderState('${date}', '2026-12-09'),
          dates_and_providers: fromProviderState(
            '[{"start":"${date}T10:00:00-03:00","end":"${date}T10:30:00-03:00","provider_id":11}]',
            JSON.stringify(chosenExample),
          ),
        },
        ...(headers === undefined ? {} : { headers }),
      },
      response: {
        status: 200,
        headers: json,
        body: {
          morning_hours: eachLike(laterHour),
          afternoon_hours: atLeastLike(laterHour, 0, 1),
          night_hours: atLeastLike(laterHour, 0, 1),
        },
      },
      consumerDoes: async (api) => {
        const chosenTimes = chosenExample.map((time) => ({
          start: time.start,
          end: time.end,
          providerId: time.provider_id,
        }));
        const hours = (
          await api.listAvailableHours({ ...palermoCut, providerChoices: [11], date: '2026-12-09', chosenTimes })
        )._unsafeUnwrap();
        expect(hours.morningHours[0]).toMatchObject({ hour: '10:30', bookings: [{ service: 51, provider: 11 }] });
      },
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// createBooking: POST /bookings (staff: the CLI presents its api-key, which skips the human check)

const start = fromProviderState('${start}', '2026-12-09T11:00:00-03:00');
const end = fromProviderState('${end}', '2026-12-09T11:30:00-03:00');

/** A booking of Corte clásico (30 min) at Palermo with the first professional available, as the CLI sends it. */
function palermoCutBooking(client: Partial<BookingRequest['client']> = {}): BookingRequest {
  // The example times; the pact's body matches the provider state's instead (palermoCutBody).
  return palermoCutRequest({}, client);
}

/** The body the adapter sends for `palermoCutBooking`, its hours named by the provider state. */
function palermoCutBody(email: string) {
  return {
    expired_confirm: false,
    mp: false,
    location_id: 5,
    payment: null,
    max_discount: 0,
    has_sessions: false,
    trx_id: '',
    payment_pago_facil: '',
    payment_dlocal: '',
    bookings: [
      {
        service_id: 51,
        bundled: false,
        bundle_id: null,
        email_track_number: null,
        start,
        end,
        price: null,
        provider_id: 0,
        service_provider_id: null,
        time_resource_id: null,
        provider_lock: false,
        payment_membership_id: null,
        record_history: null,
        entity: null,
      },
    ],
    client: {
      first_name: 'Sofía',
      last_name: 'Ríos',
      email,
      phone: '+5491155550000',
      second_phone: null,
      identification_number: null,
      address: null,
      birth_day: null,
      birth_month: null,
      birth_year: null,
      age: null,
      record_number: null,
      gender: 0,
      city: null,
      district: null,
      notes: '',
    },
  };
}

/**
 * Limpieza facial profunda (19), Providencia's special-discount service, booked twice: a selection
 * the storefront's cart refuses, which a client of the API may still send (issue 29). The hour is
 * the provider state's; the second item is placed or not, and refused either way.
 */
const specialDiscountTwice = { location_id: 1, service_id: 19, provider_id: 1, hour: '11:00', minutes: 60 };

function specialDiscountTwiceBooking(): BookingRequest {
  const request = palermoCutRequest({}, { phone: '+56912345678' });
  const facial = {
    ...palermoCutRequest().bookings[0],
    serviceId: 19,
    start: '2026-12-09T11:00:00-03:00',
    end: '2026-12-09T12:00:00-03:00',
  } as BookingRequest['bookings'][number];
  return { ...request, locationId: locationId(1), bookings: [facial, facial] };
}

function specialDiscountTwiceBody() {
  const body = palermoCutBody('sofia@correo.example');
  const facial = {
    ...body.bookings[0],
    service_id: 19,
    start: fromProviderState('${start}', '2026-12-09T11:00:00-03:00'),
    end: fromProviderState('${end}', '2026-12-09T12:00:00-03:00'),
  };
  return { ...body, location_id: 1, bookings: [facial, facial], client: { ...body.client, phone: '+56912345678' } };
}

/** The cart's refusal of the second special-discount service, naming its item (issue 29). */
const oneSpecialDiscountRefusal = {
  status: 422,
  headers: json,
  body: {
    error: string(
      'Limpieza facial profunda can’t be booked with Limpieza facial profunda. Only one special-discount service can be booked at a time.',
    ),
    code: 'CART.ONE_SPECIAL_DISCOUNT',
    errors: eachLike(string('bookings[1].service_id: can’t be booked with Limpieza facial profunda')),
    attributes: [
      { field: 'bookings[1].service_id', messages: eachLike(string('can’t be booked with Limpieza facial profunda')) },
    ],
  },
};

/** The answer to a booking at Palermo: confirmed, with its confirmation codes; ids and tokens are the provider's. */
const bookedAtPalermo = {
  status: 201,
  headers: json,
  body: {
    reference: regex(/^[23456789ABCDEFGHJKMNPQRSTVWXYZ]{6}$/, 'K7M4QX'),
    booking: {
      trx_id: string('TRX-20261209-7QF3'),
      id: integer(304),
      access_token: string('q8Zt3VYxL0bN5kWm2sPa7RfC'),
      status: 'confirmed',
    },
    redirect_to: regex(/^\/[a-z]{2}\/bookings\/\d+\/[^/]+\/false$/, '/ar/bookings/304/q8Zt3VYxL0bN5kWm2sPa7RfC/false'),
    bookings: eachLike({ id: integer(304), confirmation_code: string('Zq3VYxL0bN5kWm2sPa7RfC8t') }),
    payment: null,
  },
};

export function createBookingInteractions({
  alsoGiven = [],
  headers = {},
}: InteractionOptions = {}): ContractInteraction[] {
  const hour = { location_id: 5, service_id: 51, provider_id: 11, hour: '11:00', minutes: 30 };
  return [
    {
      uponReceiving: 'a request to book a free hour',
      given: [...alsoGiven, given(STATES.freeHour, hour)],
      request: {
        method: 'POST',
        path: '/bookings',
        headers: { ...headers, 'Idempotency-Key': 'contract-test-booking-1', 'Content-Type': 'application/json' },
        body: palermoCutBody('sofia@correo.example'),
      },
      response: bookedAtPalermo,
      consumerDoes: async (api) => {
        const created = (await api.createBooking(palermoCutBooking(), 'contract-test-booking-1'))._unsafeUnwrap();
        expect(created).toMatchObject({
          reference: 'K7M4QX',
          booking: { id: 304, status: 'confirmed' },
          bookings: [{ id: 304 }],
          replayed: false,
        });
      },
    },
    {
      uponReceiving: 'a request to book an hour someone else has just booked',
      given: [...alsoGiven, given(STATES.takenHour, hour)],
      request: {
        method: 'POST',
        path: '/bookings',
        headers: { ...headers, 'Idempotency-Key': 'contract-test-booking-2', 'Content-Type': 'application/json' },
        body: palermoCutBody('sofia@correo.example'),
      },
      response: {
        status: 409,
        headers: json,
        body: errorBody('BOOKING.SLOT_TAKEN', 'The selected hours are no longer available.'),
      },
      consumerDoes: async (api) => {
        expect(
          refusal((await api.createBooking(palermoCutBooking(), 'contract-test-booking-2'))._unsafeUnwrapErr()),
        ).toMatchObject({ status: 409, code: 'BOOKING.SLOT_TAKEN' });
      },
    },
    {
      uponReceiving: "a request to book with a client's email that is not an email",
      given: [...alsoGiven, given(STATES.freeHour, hour)],
      request: {
        method: 'POST',
        path: '/bookings',
        headers: { ...headers, 'Idempotency-Key': 'contract-test-booking-3', 'Content-Type': 'application/json' },
        body: palermoCutBody('sofia-at-correo'),
      },
      response: {
        status: 422,
        headers: json,
        body: {
          error: string('Some fields are not valid.'),
          code: 'REQUEST.INVALID',
          errors: eachLike(string('client.email: must be an email address')),
          attributes: [{ field: 'client.email', messages: eachLike(string('must be an email address')) }],
        },
      },
      consumerDoes: async (api) => {
        expect(
          refusal(
            (
              await api.createBooking(palermoCutBooking({ email: 'sofia-at-correo' }), 'contract-test-booking-3')
            )._unsafeUnwrapErr(),
          ),
        ).toEqual({
          status: 422,
          code: 'REQUEST.INVALID',
          fields: ['client.email'],
        });
      },
    },
    {
      uponReceiving: "a request to book the location's special-discount service twice, which the cart refuses",
      given: [...alsoGiven, given(STATES.freeHour, specialDiscountTwice)],
      request: {
        method: 'POST',
        path: '/bookings',
        headers: { ...headers, 'Idempotency-Key': 'contract-test-booking-4', 'Content-Type': 'application/json' },
        body: specialDiscountTwiceBody(),
      },
      response: oneSpecialDiscountRefusal,
      consumerDoes: async (api) => {
        expect(
          refusal(
            (await api.createBooking(specialDiscountTwiceBooking(), 'contract-test-booking-4'))._unsafeUnwrapErr(),
          ),
        ).toEqual({ status: 422, code: 'CART.ONE_SPECIAL_DISCOUNT', fields: ['bookings[1].service_id'] });
      },
    },
  ];
}

/**
 * The storefront's bookings: anonymous, so each carries the human check's token (booking-wizard §5,
 * §7), with the visit's traffic source and the search engine's reserve token, which only say where
 * the client came from.
 */
/** The card the storefront's booking pays with; another than the one its check reads, since this one is spent. */
const GIFT_CARD_PAYING = '9Q8R-7S6T-5V4W-3X2Y';

export function createStorefrontBookingInteractions({
  alsoGiven = [],
  headers = {},
}: InteractionOptions = {}): ContractInteraction[] {
  const hour = { location_id: 5, service_id: 51, provider_id: 11, hour: '11:00', minutes: 30 };
  const person = given(STATES.personsToken, { token: HUMAN_CHECK_TOKEN });
  const storefrontBooking = (key: string) => ({
    method: 'POST' as const,
    path: '/bookings',
    headers: { ...headers, 'Idempotency-Key': key, 'Content-Type': 'application/json' },
    body: {
      ...palermoCutBody('sofia@correo.example'),
      creative_source: string('instagram'),
      rwg_token: string('AJKvS9WeXq1rwg'),
      recaptcha_token: HUMAN_CHECK_TOKEN,
    },
  });
  const booking = (): BookingRequest => ({
    ...palermoCutBooking(),
    creativeSource: 'instagram',
    rwgToken: 'AJKvS9WeXq1rwg',
    humanCheckToken: HUMAN_CHECK_TOKEN,
  });
  return [
    {
      uponReceiving:
        "a request to book a free hour with a person's human-check token, a traffic source and a reserve token",
      given: [...alsoGiven, given(STATES.freeHour, hour), person],
      request: storefrontBooking('contract-storefront-booking-1'),
      response: bookedAtPalermo,
      consumerDoes: async (api) => {
        const created = (await api.createBooking(booking(), 'contract-storefront-booking-1'))._unsafeUnwrap();
        expect(created).toMatchObject({ booking: { status: 'confirmed' }, bookings: [{ id: 304 }], replayed: false });
      },
    },
    {
      uponReceiving:
        "a request to book a free hour paid with a gift card whose balance covers it, with a person's human-check token",
      given: [
        ...alsoGiven,
        given(STATES.freeHour, hour),
        person,
        given(STATES.giftCardWithBalance, { location_id: 5, code: GIFT_CARD_PAYING }),
      ],
      request: (() => {
        const request = storefrontBooking('contract-storefront-booking-3');
        return { ...request, body: { ...request.body, gift_card_code: GIFT_CARD_PAYING } };
      })(),
      response: bookedAtPalermo,
      consumerDoes: async (api) => {
        const paid = { ...booking(), giftCardCode: GIFT_CARD_PAYING };
        const created = (await api.createBooking(paid, 'contract-storefront-booking-3'))._unsafeUnwrap();
        // The card pays the whole cut: nothing is left to pay online, and the booking is confirmed.
        expect(created).toMatchObject({ booking: { status: 'confirmed' }, payment: null, replayed: false });
      },
    },
    {
      uponReceiving: "a request to book an hour someone else has just booked, with a person's human-check token",
      given: [...alsoGiven, given(STATES.takenHour, hour), person],
      request: storefrontBooking('contract-storefront-booking-2'),
      response: {
        status: 409,
        headers: json,
        body: errorBody('BOOKING.SLOT_TAKEN', 'The selected hours are no longer available.'),
      },
      consumerDoes: async (api) => {
        expect(
          refusal((await api.createBooking(booking(), 'contract-storefront-booking-2'))._unsafeUnwrapErr()),
        ).toMatchObject({ status: 409, code: 'BOOKING.SLOT_TAKEN' });
      },
    },
  ];
}

/** An oil change (service 33, 45 min) at the workshop, Quilicura, for the Chevrolet Sail on its register, as the CLI sends it. */
function workshopBooking(): BookingRequest {
  const cut = palermoCutBooking({
    phone: '+56922223333',
    identificationNumber: '15.555.555-6',
    firstName: 'Ana',
    lastName: 'Pérez',
    email: 'ana.perez@correo.example',
  });
  const [item] = cut.bookings;
  if (item === undefined) throw new Error('no item');
  return {
    ...cut,
    locationId: locationId(3),
    bookings: [
      {
        ...item,
        serviceId: 33,
        start: '2026-12-09T09:00:00-03:00',
        end: '2026-12-09T09:45:00-03:00',
        recordHistory: {
          currentMileage: 1000,
          presentsRepairs: 'no',
          presentsClaims: 'yes',
          claimNumber: 'SIN-2026-118',
          simpleSwornStatement: false,
          vehicleDocuments: true,
          validLicense: true,
          complaintForm: false,
          validIdentityCard: true,
          salfaCompanyName: '',
          previousMileage: 0,
        },
        entity: { brand: 'Chevrolet', model: 'Sail', plate: 'GHJK56', year: 2016, clientName: '', lastMileage: 0 },
      },
    ],
  };
}

export function createWorkshopBookingInteractions({
  alsoGiven = [],
  headers = {},
}: InteractionOptions = {}): ContractInteraction[] {
  const body = palermoCutBody('ana.perez@correo.example');
  const [item] = body.bookings;
  // The mileages come from the state: the register's last one, and one above it, so the interaction verifies again on the same database.
  const previous = fromProviderState('${previous_mileage}', 0);
  return [
    {
      uponReceiving: 'a request to book a free hour at the workshop for a vehicle on its register, with its record',
      given: [
        ...alsoGiven,
        given(STATES.freeHour, { location_id: 3, service_id: 33, provider_id: 7, hour: '09:00', minutes: 45 }),
        given(STATES.vehicleOnRecord, { location_id: 3, plate: 'GHJK56' }),
      ],
      request: {
        method: 'POST',
        path: '/bookings',
        headers: {
          ...headers,
          'Idempotency-Key': 'contract-test-workshop-booking-1',
          'Content-Type': 'application/json',
        },
        body: {
          ...body,
          location_id: 3,
          bookings: [
            {
              ...item,
              service_id: 33,
              record_history: {
                current_mileage: fromProviderState('${current_mileage}', 1000),
                presents_repairs: 'no',
                presents_claims: 'yes',
                claim_number: 'SIN-2026-118',
                simple_sworn_statement: false,
                vehicle_documents: true,
                valid_license: true,
                complaint_form: false,
                valid_identity_card: true,
                salfa_company_name: '',
                previous_mileage: previous,
              },
              entity: { marca: 'Chevrolet', modelo: 'Sail', patente: 'GHJK56', anio: 2016, nombre: '', km: previous },
            },
          ],
          client: {
            ...body.client,
            first_name: 'Ana',
            last_name: 'Pérez',
            phone: '+56922223333',
            identification_number: '15.555.555-6',
          },
        },
      },
      response: {
        status: 201,
        headers: json,
        body: {
          booking: {
            trx_id: string('TRX-20261209-7QF3'),
            id: integer(304),
            access_token: string('q8Zt3VYxL0bN5kWm2sPa7RfC'),
            status: 'confirmed',
          },
          redirect_to: regex(
            /^\/[a-z]{2}\/bookings\/\d+\/[^/]+\/false$/,
            '/cl/bookings/304/q8Zt3VYxL0bN5kWm2sPa7RfC/false',
          ),
          bookings: eachLike({ id: integer(304), confirmation_code: string('Zq3VYxL0bN5kWm2sPa7RfC8t') }),
          payment: null,
        },
      },
      consumerDoes: async (api) => {
        const created = (
          await api.createBooking(workshopBooking(), 'contract-test-workshop-booking-1')
        )._unsafeUnwrap();
        expect(created).toMatchObject({ booking: { status: 'confirmed' }, replayed: false });
      },
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// checkReview, fillReview: GET /reviews/check_review/{code}, PATCH /reviews/fill_review/{code}
// and their reviews-service twins under /reviews/api/v1/reviews/{code}/ (ADR 0032); replyToReview:
// POST /reviews/api/v1/review_comments. Filling a review uses its invitation up, so no interaction
// fills one: they are the refusals the review page handles, which change nothing.

const OPEN_REVIEW_CODE = 'demo-review-providencia-K3v8Nq2Lm5Xc9Rt4';
const EXPIRED_REVIEW_CODE = 'demo-review-expired-P6b1Wz8Yd3Hs7Jf2';
const UNKNOWN_REVIEW_CODE = 'no-such-review-code';
/** The reply code of location 1's newest review, which its company's administrators get in the reviews list. */
const DEMO_REPLY_CODE = 'demo-reply-ana-tintura-Ra4Tq9Xe2Mn7Vb5';
/** The administrator of another company (Clínica Sonrisa), who may not reply to Salón Aurora's reviews. */
const OTHER_ADMIN_EMAIL = 'admin@clinica-sonrisa.example';
const TOO_LONG_REPLY = 'x'.repeat(1001);

const reviewForm = {
  stars: 4,
  anonymous: false,
  reviewer_name: 'Carla',
  service_name: 'Corte de pelo mujer',
  comment: 'Muy buen corte.',
};
const reviewFormRequest = {
  stars: 4,
  anonymous: false,
  reviewerName: 'Carla',
  serviceName: 'Corte de pelo mujer',
  comment: 'Muy buen corte.',
};

export function reviewByCodeInteractions({
  alsoGiven = [],
  headers = {},
}: InteractionOptions = {}): ContractInteraction[] {
  const withHeaders = Object.keys(headers).length === 0 ? {} : { headers };
  const patch = (path: string, body: unknown) => ({
    method: 'PATCH' as const,
    path,
    headers: { ...headers, 'Content-Type': 'application/json' },
    body,
  });
  return [
    {
      uponReceiving: 'a request for an open review invitation, from the reviews service',
      given: [...alsoGiven, given(STATES.openReviewInvitation, { code: OPEN_REVIEW_CODE })],
      request: { method: 'GET', path: `/reviews/api/v1/reviews/${OPEN_REVIEW_CODE}/check_review`, ...withHeaders },
      response: {
        status: 200,
        headers: json,
        body: {
          confirmation_code: OPEN_REVIEW_CODE,
          service_name: string('Corte de pelo mujer'),
          location_name: string('Providencia'),
          reviewable: true,
          review: null,
          // The review page wears the company's brand (issue 20).
          company: {
            name: string('Salón Aurora'),
            color_minisite: string('#b0476b'),
            logo: string('https://cdn.example/aurora.png'),
          },
        },
      },
      consumerDoes: async (api) => {
        expect((await api.checkReview(OPEN_REVIEW_CODE, 'v2'))._unsafeUnwrap()).toMatchObject({
          confirmationCode: OPEN_REVIEW_CODE,
          reviewable: true,
          review: null,
          company: { name: 'Salón Aurora', colorMinisite: '#b0476b', logo: 'https://cdn.example/aurora.png' },
        });
      },
    },
    {
      uponReceiving: 'a request for a review invitation that expired unfilled, first reviews version',
      given: [...alsoGiven, given(STATES.expiredReviewInvitation, { code: EXPIRED_REVIEW_CODE })],
      request: { method: 'GET', path: `/reviews/check_review/${EXPIRED_REVIEW_CODE}`, ...withHeaders },
      response: {
        status: 200,
        headers: json,
        body: {
          confirmation_code: EXPIRED_REVIEW_CODE,
          service_name: string('Masaje capilar'),
          location_name: string('Providencia'),
          reviewable: false,
          review: null,
        },
      },
      consumerDoes: async (api) => {
        expect((await api.checkReview(EXPIRED_REVIEW_CODE, 'v1'))._unsafeUnwrap()).toMatchObject({
          reviewable: false,
          review: null,
        });
      },
    },
    ...(['v2', 'v1'] as const).map((version): ContractInteraction => ({
      uponReceiving: `a request for the review invitation of an unknown code, ${version === 'v2' ? 'from the reviews service' : 'first reviews version'}`,
      given: [...alsoGiven, given(STATES.noReviewInvitation, { code: UNKNOWN_REVIEW_CODE })],
      request: {
        method: 'GET',
        path:
          version === 'v2'
            ? `/reviews/api/v1/reviews/${UNKNOWN_REVIEW_CODE}/check_review`
            : `/reviews/check_review/${UNKNOWN_REVIEW_CODE}`,
        ...withHeaders,
      },
      response: { status: 404, headers: json, body: errorBody('REVIEW.NOT_FOUND', 'The review was not found.') },
      consumerDoes: async (api) => {
        expect(refusal((await api.checkReview(UNKNOWN_REVIEW_CODE, version))._unsafeUnwrapErr())).toEqual({
          status: 404,
          code: 'REVIEW.NOT_FOUND',
          fields: [],
        });
      },
    })),
    {
      uponReceiving: 'a request to fill the review of an unknown code, in the reviews service',
      given: [...alsoGiven, given(STATES.noReviewInvitation, { code: UNKNOWN_REVIEW_CODE })],
      request: patch(`/reviews/api/v1/reviews/${UNKNOWN_REVIEW_CODE}/fill_review`, reviewForm),
      response: { status: 404, headers: json, body: errorBody('REVIEW.NOT_FOUND', 'The review was not found.') },
      consumerDoes: async (api) => {
        expect(
          refusal((await api.fillReview(UNKNOWN_REVIEW_CODE, 'v2', reviewFormRequest))._unsafeUnwrapErr()),
        ).toEqual({ status: 404, code: 'REVIEW.NOT_FOUND', fields: [] });
      },
    },
    {
      uponReceiving: 'a request to fill the review of an expired invitation, first reviews version',
      given: [...alsoGiven, given(STATES.expiredReviewInvitation, { code: EXPIRED_REVIEW_CODE })],
      request: patch(`/reviews/fill_review/${EXPIRED_REVIEW_CODE}`, reviewForm),
      response: {
        status: 422,
        headers: json,
        body: errorBody('REVIEW.UNAVAILABLE', 'This review is no longer available.'),
      },
      consumerDoes: async (api) => {
        expect(
          refusal((await api.fillReview(EXPIRED_REVIEW_CODE, 'v1', reviewFormRequest))._unsafeUnwrapErr()),
        ).toEqual({ status: 422, code: 'REVIEW.UNAVAILABLE', fields: [] });
      },
    },
    {
      uponReceiving: 'a request to fill an open review with a reviewer name over 45 characters, in the reviews service',
      given: [...alsoGiven, given(STATES.openReviewInvitation, { code: OPEN_REVIEW_CODE })],
      request: patch(`/reviews/api/v1/reviews/${OPEN_REVIEW_CODE}/fill_review`, {
        ...reviewForm,
        reviewer_name: 'C'.repeat(46),
      }),
      response: { status: 422, headers: json, body: invalidFieldBody('reviewer_name') },
      consumerDoes: async (api) => {
        const refused = (
          await api.fillReview(OPEN_REVIEW_CODE, 'v2', { ...reviewFormRequest, reviewerName: 'C'.repeat(46) })
        )._unsafeUnwrapErr();
        expect(refusal(refused)).toEqual({ status: 422, code: 'REQUEST.INVALID', fields: ['reviewer_name'] });
      },
    },
  ];
}

/** The cookie of a session the provider state opens for the user; the example is the consumer's. */
const sessionCookie = fromProviderState('authorization=${session_token}', 'authorization=contract-test-session');

/**
 * GET /users/me/bookings (issue 34 My bookings; docs/adr/0122): the storefront's call, with the
 * session the browser keeps. A client who booked once signed in sees that booking upcoming, with
 * the code pages it offers (their paths) and the location's page to book again.
 */
export function myBookingsInteractions({
  alsoGiven = [],
  headers = {},
}: InteractionOptions = {}): ContractInteraction[] {
  // A client of their own, so that no other interaction's booking made with their email is theirs.
  const client = 'recien.registrada@correo.example';
  const request = (cookie: boolean) => ({
    method: 'GET' as const,
    path: '/users/me/bookings',
    ...(cookie || Object.keys(headers).length > 0
      ? { headers: { ...headers, ...(cookie ? { Cookie: sessionCookie } : {}) } }
      : {}),
  });
  const action = (kind: string, segment: string) => ({
    kind,
    path: regex(new RegExp(`^/cl/bookings/${segment}/[A-Za-z0-9_-]+$`), `/cl/bookings/${segment}/contract-my-booking`),
  });
  return [
    {
      uponReceiving: "a request for the client's bookings without a session",
      given: [...alsoGiven],
      request: request(false),
      response: { status: 401, headers: json, body: errorBody('AUTH.UNAUTHENTICATED', 'Please sign in.') },
      consumerDoes: async (api) => {
        expect(refusal((await api.listMyBookings())._unsafeUnwrapErr())).toEqual({
          status: 401,
          code: 'AUTH.UNAUTHENTICATED',
          fields: [],
        });
      },
    },
    {
      uponReceiving: 'a request for the bookings of a client who booked once signed in',
      given: [
        ...alsoGiven,
        given(STATES.bookedSignedIn, {
          email: client,
          location_id: 1,
          service_id: 1,
          provider_id: 1,
          hour: '16:00',
          minutes: 45,
          confirmation_code: 'contract-my-booking',
        }),
        given(STATES.signedInSession, { email: client }),
      ],
      request: request(true),
      cookie: 'authorization=contract-test-session',
      response: {
        status: 200,
        headers: json,
        body: {
          upcoming: [
            {
              id: integer(1),
              status: 'confirmed',
              start: instant('2026-12-02T16:00:00-03:00'),
              end: instant('2026-12-02T16:45:00-03:00'),
              client_confirmed: false,
              service_name: string('Corte de pelo mujer'),
              professional_name: string('Camila Rojas'),
              price: null,
              plan_name: null,
              company_name: string('Salón Aurora'),
              location: {
                id: 1,
                name: string('Providencia'),
                address: string('Av. Providencia 1234'),
                country_code: 'cl',
                time_zone: 'America/Santiago',
              },
              actions: [
                action('view', 'view'),
                action('confirm', 'confirm'),
                action('change', 'edit'),
                action('cancel', 'cancel'),
              ],
              book_again_path: '/cl/sucursal/1',
            },
          ],
          past: [],
        },
      },
      consumerDoes: async (api) => {
        const mine = (await api.listMyBookings())._unsafeUnwrap();
        expect(mine.past).toEqual([]);
        expect(mine.upcoming[0]).toMatchObject({ status: 'confirmed', bookAgainPath: '/cl/sucursal/1' });
        expect(mine.upcoming[0]?.actions.map((each) => each.kind)).toEqual(['view', 'confirm', 'change', 'cancel']);
      },
    },
  ];
}

/**
 * GET/PATCH/DELETE /users/me and POST /users/me/email (issue 34 My details; docs/adr/0122, 0121):
 * the storefront's calls, with the session the browser keeps, on a client account of their own so
 * that no other interaction sees its details change or the account go.
 */
export function myDetailsInteractions({
  alsoGiven = [],
  headers = {},
}: InteractionOptions = {}): ContractInteraction[] {
  const client = 'mis.datos@correo.example';
  const signedIn = [
    ...alsoGiven,
    given(STATES.clientAccount, { email: client }),
    given(STATES.signedInSession, { email: client }),
  ];
  const withCookie = (cookie: boolean, body: boolean) =>
    cookie || body || Object.keys(headers).length > 0
      ? {
          headers: {
            ...headers,
            ...(body ? { 'Content-Type': 'application/json' } : {}),
            ...(cookie ? { Cookie: sessionCookie } : {}),
          },
        }
      : {};
  const details = {
    first_name: 'Marta',
    last_name: 'Soto',
    phone: '+56 9 8765 4321',
    identification_number: '12.345.678-5',
    language: 'es',
  };
  return [
    {
      uponReceiving: "a request for the client's details without a session",
      given: [...alsoGiven],
      request: { method: 'GET', path: '/users/me', ...withCookie(false, false) },
      response: { status: 401, headers: json, body: errorBody('AUTH.UNAUTHENTICATED', 'Please sign in.') },
      consumerDoes: async (api) => {
        expect(refusal((await api.getMyDetails())._unsafeUnwrapErr())).toMatchObject({ status: 401 });
      },
    },
    {
      uponReceiving: "a request for the signed-in client's details",
      given: signedIn,
      request: { method: 'GET', path: '/users/me', ...withCookie(true, false) },
      cookie: 'authorization=contract-test-session',
      response: {
        status: 200,
        headers: json,
        body: {
          first_name: string('Marta'),
          last_name: string('Soto'),
          phone: null,
          identification_number: null,
          language: null,
        },
      },
      consumerDoes: async (api) => {
        expect((await api.getMyDetails())._unsafeUnwrap()).toMatchObject({ phone: null, language: null });
      },
    },
    {
      uponReceiving: "a request to change the signed-in client's details",
      given: signedIn,
      request: { method: 'PATCH', path: '/users/me', ...withCookie(true, true), body: details },
      cookie: 'authorization=contract-test-session',
      response: { status: 200, headers: json, body: details },
      consumerDoes: async (api) => {
        const kept = await api.updateMyDetails({
          firstName: 'Marta',
          lastName: 'Soto',
          phone: '+56 9 8765 4321',
          identificationNumber: '12.345.678-5',
          language: 'es',
        });
        expect(kept._unsafeUnwrap()).toEqual({
          firstName: 'Marta',
          lastName: 'Soto',
          phone: '+56 9 8765 4321',
          identificationNumber: '12.345.678-5',
          language: 'es',
        });
      },
    },
    {
      uponReceiving: "a request to change the signed-in client's details with a first name over 1000 characters",
      given: signedIn,
      request: {
        method: 'PATCH',
        path: '/users/me',
        ...withCookie(true, true),
        body: { ...details, first_name: 'M'.repeat(1001) },
      },
      cookie: 'authorization=contract-test-session',
      response: { status: 422, headers: json, body: invalidFieldBody('first_name') },
      consumerDoes: async (api) => {
        const refused = await api.updateMyDetails({
          firstName: 'M'.repeat(1001),
          lastName: 'Soto',
          phone: '+56 9 8765 4321',
          identificationNumber: '12.345.678-5',
          language: 'es',
        });
        expect(refusal(refused._unsafeUnwrapErr())).toMatchObject({ status: 422, fields: ['first_name'] });
      },
    },
    {
      uponReceiving: "a request to change the signed-in client's email",
      given: signedIn,
      request: {
        method: 'POST',
        path: '/users/me/email',
        ...withCookie(true, true),
        body: { user: { email: 'marta.nueva@correo.example' }, country: 'cl' },
      },
      cookie: 'authorization=contract-test-session',
      response: { status: 204 },
      consumerDoes: async (api) => {
        expect((await api.requestEmailChange('marta.nueva@correo.example', 'cl')).isOk()).toBe(true);
      },
    },
    {
      uponReceiving: "a request to delete the signed-in client's account",
      given: signedIn,
      request: { method: 'DELETE', path: '/users/me', ...withCookie(true, false) },
      cookie: 'authorization=contract-test-session',
      response: {
        status: 204,
        headers: {
          'Set-Cookie': regex(
            /^authorization=;.*Max-Age=0/,
            'authorization=; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=0',
          ),
        },
      },
      consumerDoes: async (api) => {
        expect((await api.deleteMyAccount()).isOk()).toBe(true);
      },
    },
  ];
}

export function replyToReviewInteractions({
  alsoGiven = [],
  headers = {},
}: InteractionOptions = {}): ContractInteraction[] {
  const reply = (comment: string, cookie: boolean) => ({
    method: 'POST' as const,
    path: '/reviews/api/v1/review_comments',
    headers: { ...headers, 'Content-Type': 'application/json', ...(cookie ? { Cookie: sessionCookie } : {}) },
    body: { confirmation_code: DEMO_REPLY_CODE, comment },
  });
  const session = (email: string) => given(STATES.signedInSession, { email });
  const reviews = given(STATES.locationReviews, { location_id: 1 });
  return [
    {
      uponReceiving: 'a request to reply to a review without a session',
      given: [...alsoGiven, reviews],
      request: reply('¡Gracias, Ana!', false),
      response: { status: 401, headers: json, body: errorBody('AUTH.UNAUTHENTICATED', 'Please sign in.') },
      consumerDoes: async (api) => {
        expect(refusal((await api.replyToReview(DEMO_REPLY_CODE, '¡Gracias, Ana!'))._unsafeUnwrapErr())).toEqual({
          status: 401,
          code: 'AUTH.UNAUTHENTICATED',
          fields: [],
        });
      },
    },
    {
      uponReceiving: "a request to reply to a review as its company's administrator",
      given: [...alsoGiven, reviews, session(ADMIN_EMAIL)],
      request: reply('¡Gracias, Ana!', true),
      cookie: 'authorization=contract-test-session',
      response: {
        status: 201,
        headers: json,
        body: {
          ...newestReview,
          confirmation_code: DEMO_REPLY_CODE,
          review_comments: atLeastLike(
            { id: integer(2), comment: string('¡Gracias, Ana!'), created_at: instant('2026-12-01T12:00:00-03:00') },
            1,
          ),
        },
      },
      consumerDoes: async (api) => {
        const replied = (await api.replyToReview(DEMO_REPLY_CODE, '¡Gracias, Ana!'))._unsafeUnwrap();
        expect(replied).toMatchObject({ confirmationCode: DEMO_REPLY_CODE });
        expect(replied.reviewComments.at(-1)?.comment).toBe('¡Gracias, Ana!');
      },
    },
    {
      uponReceiving: "a request to reply to a review as another company's administrator",
      given: [...alsoGiven, reviews, session(OTHER_ADMIN_EMAIL)],
      request: reply('¡Gracias, Ana!', true),
      cookie: 'authorization=contract-test-session',
      response: { status: 403, headers: json, body: errorBody('AUTH.FORBIDDEN', 'You may not do this.') },
      consumerDoes: async (api) => {
        expect(refusal((await api.replyToReview(DEMO_REPLY_CODE, '¡Gracias, Ana!'))._unsafeUnwrapErr())).toEqual({
          status: 403,
          code: 'AUTH.FORBIDDEN',
          fields: [],
        });
      },
    },
    {
      uponReceiving: "a request to reply to a review with a reply over 1000 characters, as its company's administrator",
      given: [...alsoGiven, reviews, session(ADMIN_EMAIL)],
      request: reply(TOO_LONG_REPLY, true),
      cookie: 'authorization=contract-test-session',
      response: { status: 422, headers: json, body: invalidFieldBody('comment') },
      consumerDoes: async (api) => {
        expect(refusal((await api.replyToReview(DEMO_REPLY_CODE, TOO_LONG_REPLY))._unsafeUnwrapErr())).toEqual({
          status: 422,
          code: 'REQUEST.INVALID',
          fields: ['comment'],
        });
      },
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// checkBookings: POST /bookings/check_bookings (books nothing)

export function checkBookingsInteractions({
  alsoGiven = [],
  headers = {},
}: InteractionOptions = {}): ContractInteraction[] {
  return [
    {
      uponReceiving: 'a request to check that a free hour can be booked',
      given: [
        ...alsoGiven,
        given(STATES.freeHour, { location_id: 5, service_id: 51, provider_id: 11, hour: '11:00', minutes: 30 }),
      ],
      request: {
        method: 'POST',
        path: '/bookings/check_bookings',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: { ...palermoCutBody('sofia@correo.example'), booking_group: null },
      },
      response: {
        status: 200,
        headers: json,
        body: {
          bookings_data: {
            available: eachLike({
              service_id: 51,
              start: instant('2026-12-09T11:00:00-03:00'),
              end: instant('2026-12-09T11:30:00-03:00'),
              provider_id: integer(11),
            }),
            unavailable: [],
          },
          bookings_membership: { available: [], unavailable: like([]) },
        },
      },
      consumerDoes: async (api) => {
        const checked = (await api.checkBookings(palermoCutBooking()))._unsafeUnwrap();
        expect(checked.bookingsData).toMatchObject({ available: [{ serviceId: 51, providerId: 11 }], unavailable: [] });
      },
    },
    {
      uponReceiving: "a request to check the location's special-discount service booked twice, which the cart refuses",
      given: [...alsoGiven, given(STATES.freeHour, specialDiscountTwice)],
      request: {
        method: 'POST',
        path: '/bookings/check_bookings',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: { ...specialDiscountTwiceBody(), booking_group: null },
      },
      response: oneSpecialDiscountRefusal,
      consumerDoes: async (api) => {
        expect(refusal((await api.checkBookings(specialDiscountTwiceBooking()))._unsafeUnwrapErr())).toEqual({
          status: 422,
          code: 'CART.ONE_SPECIAL_DISCOUNT',
          fields: ['bookings[1].service_id'],
        });
      },
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// Cancelling, confirming and moving: POST /bookings/cancel_booking, …/cancel_all_bookings,
// …/confirm_booking, …/confirm_all_bookings, …/edit_booking. Each acts on a booking the provider
// state makes, under a confirmation code of its own, so the interactions never depend on each other.

const bookingState = (status: string, clientConfirmed: boolean) => ({
  id: integer(304),
  service_name: string('Corte clásico'),
  start: instant('2026-12-09T11:00:00-03:00'),
  end: instant('2026-12-09T11:30:00-03:00'),
  status,
  client_confirmed: clientConfirmed,
});

export interface ChangeOptions extends InteractionOptions {
  /** Tells this consumer's confirmation codes from another's: the provider is verified against every pact on one database. */
  readonly party: string;
}

export function changeBookingInteractions({
  alsoGiven = [],
  headers = {},
  party,
}: ChangeOptions): ContractInteraction[] {
  const code = (purpose: string) => `contract-${party}-${purpose}`;
  const booking = (purpose: string, hour: string) =>
    given(STATES.confirmedBooking, {
      location_id: 5,
      service_id: 51,
      provider_id: 11,
      hour,
      minutes: 30,
      confirmation_code: code(purpose),
    });
  const post = (path: string, purpose: string) => ({
    method: 'POST' as const,
    path,
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: { confirmation_code: code(purpose) },
  });
  const changed = (purpose: string, status: string, clientConfirmed: boolean) => ({
    status: 200,
    headers: json,
    body: {
      confirmation_code: code(purpose),
      bookings: eachLike(bookingState(status, clientConfirmed)),
      unchanged: [],
    },
  });
  return [
    {
      uponReceiving: 'a request to cancel a booking',
      given: [...alsoGiven, booking('cancel', '10:00')],
      request: post('/bookings/cancel_booking', 'cancel'),
      response: changed('cancel', 'cancelled', false),
      consumerDoes: async (api) => {
        expect((await api.cancelBooking(code('cancel')))._unsafeUnwrap().bookings[0]).toMatchObject({
          status: 'cancelled',
        });
      },
    },
    {
      uponReceiving: 'a request to cancel a booking already cancelled',
      given: [
        ...alsoGiven,
        given(STATES.cancelledBooking, {
          location_id: 5,
          service_id: 51,
          provider_id: 11,
          hour: '15:00',
          minutes: 30,
          confirmation_code: code('cancel-again'),
        }),
      ],
      request: post('/bookings/cancel_booking', 'cancel-again'),
      response: {
        status: 200,
        headers: json,
        body: {
          confirmation_code: code('cancel-again'),
          bookings: eachLike(bookingState('cancelled', false)),
          unchanged: eachLike(fromProviderState('${booking_id}', 304)),
        },
      },
      consumerDoes: async (api) => {
        const again = (await api.cancelBooking(code('cancel-again')))._unsafeUnwrap();
        expect(again.unchanged).toEqual(again.bookings.map((booking) => booking.id));
      },
    },
    {
      uponReceiving: 'a request to cancel every booking made with a booking',
      given: [...alsoGiven, booking('cancel-all', '11:00')],
      request: post('/bookings/cancel_all_bookings', 'cancel-all'),
      response: changed('cancel-all', 'cancelled', false),
      consumerDoes: async (api) => {
        expect((await api.cancelAllBookings(code('cancel-all')))._unsafeUnwrap().bookings[0]).toMatchObject({
          status: 'cancelled',
        });
      },
    },
    {
      uponReceiving: 'a request to confirm attendance to a booking',
      given: [...alsoGiven, booking('confirm', '12:00')],
      request: post('/bookings/confirm_booking', 'confirm'),
      response: changed('confirm', 'confirmed', true),
      consumerDoes: async (api) => {
        expect((await api.confirmBooking(code('confirm')))._unsafeUnwrap().bookings[0]).toMatchObject({
          status: 'confirmed',
          clientConfirmed: true,
        });
      },
    },
    {
      uponReceiving: 'a request to confirm attendance to every booking made with a booking',
      given: [...alsoGiven, booking('confirm-all', '13:00')],
      request: post('/bookings/confirm_all_bookings', 'confirm-all'),
      response: changed('confirm-all', 'confirmed', true),
      consumerDoes: async (api) => {
        expect((await api.confirmAllBookings(code('confirm-all')))._unsafeUnwrap().bookings[0]).toMatchObject({
          status: 'confirmed',
          clientConfirmed: true,
        });
      },
    },
    {
      uponReceiving: 'a request to move a booking to a later hour',
      given: [...alsoGiven, booking('move', '14:00')],
      request: {
        method: 'POST',
        path: '/bookings/edit_booking',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: {
          id: fromProviderState('${booking_id}', 304),
          confirmation_code: code('move'),
          booking: {
            start: fromProviderState('${later_start}', '2026-12-09T15:00:00-03:00'),
            end: fromProviderState('${later_end}', '2026-12-09T15:30:00-03:00'),
            provider_id: 11,
          },
        },
      },
      response: {
        status: 200,
        headers: json,
        body: {
          id: integer(304),
          confirmation_code: code('move'),
          status: 'confirmed',
          client_confirmed: boolean(false),
          location_id: 5,
          service: { id: 51, name: string('Corte clásico'), duration: integer(30) },
          provider: { id: 11, public_name: string('Lucas Benítez') },
          start: instant('2026-12-09T15:00:00-03:00'),
          end: instant('2026-12-09T15:30:00-03:00'),
          modifications_left: integer(1),
          modifiable_until: instant('2026-12-09T15:00:00-03:00'),
        },
      },
      consumerDoes: async (api) => {
        const moved = (
          await api.editBooking({
            id: bookingId(304),
            confirmationCode: code('move'),
            start: '2026-12-09T15:00:00-03:00',
            end: '2026-12-09T15:30:00-03:00',
            providerId: 11,
          })
        )._unsafeUnwrap();
        expect(moved).toMatchObject({ id: 304, start: '2026-12-09T15:00:00-03:00', provider: { id: 11 } });
      },
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// The session (ADR 0019): POST /users/sign_in, DELETE /users/sign_out,
// GET /api/views/admin/v1/users/get_user. The storefront's calls: the browser keeps the
// `authorization` cookie (HttpOnly), so the adapter never reads it; the pact says it is set and cleared.

const ADMIN_EMAIL = 'admin@salon-aurora.example';
const ADMIN_PASSWORD = 'reserva-demo-2026';
/** The ID tokens Google's button would hand over: one Google vouches for, one it does not (provider states say which). */
export const GOOGLE_ID_TOKEN = 'contract-test-google-id-token';
export const FORGED_GOOGLE_ID_TOKEN = 'contract-test-forged-google-id-token';
/** An email the provider state has used up the sign-in attempts of (the abuse limits, ADR 0038). */
const USED_UP_EMAIL = 'agotada@correo.example';

/** The demo administrator as the state promises: a company's administrator with a phone and nothing else about them. */
const signedInAdmin = {
  id: integer(1),
  email: ADMIN_EMAIL,
  first_name: string('Carolina'),
  last_name: string('Aurora'),
  phone: string('+56 9 5555 0001'),
  second_phone: null,
  identification_number: null,
  address: null,
  birth_date: null,
  city: null,
  district: null,
  gender: null,
  role_id: 2,
  company_id: integer(1),
  email_verified: true,
};

export function sessionInteractions({ alsoGiven = [], headers = {} }: InteractionOptions = {}): ContractInteraction[] {
  const admin = given(STATES.passwordUser, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  const signIn = (password: string) => ({
    method: 'POST' as const,
    path: '/users/sign_in',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: { user: { email: ADMIN_EMAIL, password } },
  });
  const signInWithGoogle = (token: string) => ({
    method: 'POST' as const,
    path: '/users/oauth',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: { device: 'google', access_token: token },
  });
  return [
    {
      uponReceiving: 'a request to sign in with the right password',
      given: [...alsoGiven, admin],
      request: signIn(ADMIN_PASSWORD),
      response: {
        status: 200,
        headers: {
          ...json,
          // Pact's verifier matches a Set-Cookie regex against the cookie's name=value only, not its attributes
          // (checked: an example without HttpOnly still verifies), so the attributes are the example's and
          // users-endpoints.test.ts checks them; the optional tail keeps the rule true if a verifier sees it all.
          'Set-Cookie': regex(
            /^authorization=[A-Za-z0-9_-]+(;.*HttpOnly.*)?$/,
            'authorization=Yb2kq0m3d8Wf7Ls1; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=432000000',
          ),
        },
        body: signedInAdmin,
      },
      consumerDoes: async (api) => {
        const user = (await api.signIn(ADMIN_EMAIL, ADMIN_PASSWORD))._unsafeUnwrap();
        expect(user).toMatchObject({ email: ADMIN_EMAIL, roleId: 2, secondPhone: null, birthDate: null, gender: null });
      },
    },
    {
      uponReceiving: 'a request to sign in with a wrong password',
      given: [...alsoGiven, admin],
      request: signIn('no-es-la-clave'),
      response: { status: 401, headers: json, body: errorBody('AUTH.BAD_CREDENTIALS', 'Invalid email or password.') },
      consumerDoes: async (api) => {
        expect(refusal((await api.signIn(ADMIN_EMAIL, 'no-es-la-clave'))._unsafeUnwrapErr())).toEqual({
          status: 401,
          code: 'AUTH.BAD_CREDENTIALS',
          fields: [],
        });
      },
    },
    {
      uponReceiving: 'a request to sign in with a Google ID token Google vouches for',
      given: [...alsoGiven, admin, given(STATES.googleVouches, { token: GOOGLE_ID_TOKEN, email: ADMIN_EMAIL })],
      request: signInWithGoogle(GOOGLE_ID_TOKEN),
      response: {
        status: 200,
        headers: {
          ...json,
          'Set-Cookie': regex(
            /^authorization=[A-Za-z0-9_-]+(;.*HttpOnly.*)?$/,
            'authorization=Yb2kq0m3d8Wf7Ls1; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=432000000',
          ),
        },
        body: signedInAdmin,
      },
      consumerDoes: async (api) => {
        const user = (await api.signInWithOAuth('google', GOOGLE_ID_TOKEN))._unsafeUnwrap();
        expect(user).toMatchObject({ email: ADMIN_EMAIL, roleId: 2 });
      },
    },
    {
      uponReceiving: 'a request to sign in with a Google ID token Google does not vouch for',
      given: [...alsoGiven, given(STATES.googleRefuses, { token: FORGED_GOOGLE_ID_TOKEN })],
      request: signInWithGoogle(FORGED_GOOGLE_ID_TOKEN),
      response: { status: 401, headers: json, body: errorBody('AUTH.BAD_CREDENTIALS', 'Invalid email or password.') },
      consumerDoes: async (api) => {
        expect(refusal((await api.signInWithOAuth('google', FORGED_GOOGLE_ID_TOKEN))._unsafeUnwrapErr())).toEqual({
          status: 401,
          code: 'AUTH.BAD_CREDENTIALS',
          fields: [],
        });
      },
    },
    {
      uponReceiving: 'a request to sign in with an email that has used up its attempts',
      given: [...alsoGiven, given(STATES.signInsUsedUp, { email: USED_UP_EMAIL })],
      request: {
        method: 'POST' as const,
        path: '/users/sign_in',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: { user: { email: USED_UP_EMAIL, password: ADMIN_PASSWORD } },
      },
      response: {
        status: 429,
        headers: { ...json, 'Retry-After': regex(/^[1-9]\d*$/, '900') },
        body: errorBody('RATE.LIMITED', 'Too many attempts. Please wait 15 minutes and try again.'),
      },
      consumerDoes: async (api) => {
        const refused = (await api.signIn(USED_UP_EMAIL, ADMIN_PASSWORD))._unsafeUnwrapErr();
        expect(refusal(refused)).toEqual({ status: 429, code: 'RATE.LIMITED', fields: [] });
        expect(refused).toMatchObject({
          retryAfterSeconds: 900,
          message: 'Too many attempts. Please wait 15 minutes and try again.',
        });
      },
    },
    {
      uponReceiving: 'a request for the signed-in user without a session',
      given: [...alsoGiven],
      request: {
        method: 'GET',
        path: '/api/views/admin/v1/users/get_user',
        ...(Object.keys(headers).length === 0 ? {} : { headers }),
      },
      response: { status: 401, headers: json, body: errorBody('AUTH.UNAUTHENTICATED', 'Please sign in.') },
      consumerDoes: async (api) => {
        expect(refusal((await api.getCurrentUser())._unsafeUnwrapErr())).toEqual({
          status: 401,
          code: 'AUTH.UNAUTHENTICATED',
          fields: [],
        });
      },
    },
    {
      uponReceiving: 'a request to sign out',
      given: [...alsoGiven],
      request: { method: 'DELETE', path: '/users/sign_out', ...(Object.keys(headers).length === 0 ? {} : { headers }) },
      response: {
        status: 204,
        headers: {
          'Set-Cookie': regex(
            /^authorization=;.*Max-Age=0/,
            'authorization=; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=0',
          ),
        },
      },
      consumerDoes: async (api) => {
        expect((await api.signOut()).isOk()).toBe(true);
      },
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// listLocationConsents, showStaffConsent, staffConsentPdf: the staff's consent calls, GET
// /staff/locations/{locationId}/consents?date, GET /staff/consents/{consentId} and GET …/pdf
// (issue 32; docs/adr/0115). The state's day, far ahead at Clínica Dental Sonrisa's Ñuñoa, holds a
// Blanqueamiento whose consent is signed; the PDF's bytes are not matched (Pact matches no binary
// bodies): its status and media type are.

const CONSENT_DAY = '2099-03-03';
/** A PDF's bytes for the consumer's mock; the provider's are matched by their content type only. */
const SIGNED_CONSENT_PDF = path.join(import.meta.dirname, 'fixtures', 'signed-consent.pdf');

function signedConsentDayState() {
  return given(STATES.signedConsentDay, {
    location_id: 4,
    date: CONSENT_DAY,
    hour: '10:00',
    minutes: 90,
    service_id: 43,
    provider_id: 9,
  });
}

const signedStaffConsent = {
  id: integer(41),
  booking_id: integer(4242),
  booking_start: instant('2099-03-03T10:00:00-03:00'),
  client_name: string('Contract State'),
  service_name: string('Blanqueamiento'),
  location_id: 4,
  state: 'signed',
  form: {
    key: string('consentimiento-blanqueamiento'),
    title: string('Consentimiento informado para blanqueamiento'),
    version: integer(1),
    text_sha256: regex(/^[0-9a-f]{64}$/, 'a'.repeat(64)),
  },
  signature: {
    signer_name: string('María José Pérez'),
    signer_id_number: string('12.345.678-5'),
    signed_at: instant('2026-12-01T08:00:00-03:00'),
    kind: 'typed',
  },
};

/** The staff's view of a workshop's vehicle (issue 33; docs/adr/0116, 0119): its plan, schedule and visits. */
export function companyVehicleInteractions({
  alsoGiven = [],
  headers,
}: InteractionOptions = {}): ContractInteraction[] {
  const withHeaders = headers === undefined ? {} : { headers };
  const day = regex(/^\d{4}-\d{2}-\d{2}$/, '2027-01-03');
  return [
    {
      uponReceiving: "a request for a workshop's vehicle with its maintenance plan, schedule and visits",
      given: [...alsoGiven, given(STATES.companyVehicleOnRecord, { slug: 'taller-andes', plate: 'KLPR34' })],
      request: { method: 'GET', path: '/staff/companies/taller-andes/vehicles/KLPR34', ...withHeaders },
      response: {
        status: 200,
        headers: json,
        body: {
          vehicle: {
            marca: string('Toyota'),
            modelo: string('Hilux'),
            patente: 'KLPR34',
            anio: integer(2021),
            nombre: string('Transportes Quilicura SpA'),
            km: integer(118_500),
          },
          plan: { key: string('pauta-toyota'), name: string('Pauta de mantención Toyota') },
          schedule: eachLike({
            service_id: integer(32),
            service_name: string('Mantención 20.000 km'),
            due_mileage: integer(120_000),
            due_date: day,
            estimated_mileage_date: day,
            reason: regex(/^(mileage|time)$/, 'mileage'),
            status: regex(/^(overdue|due|upcoming)$/, 'due'),
          }),
          visits: eachLike({
            date: day,
            mileage: integer(100_500),
            service_id: integer(32),
            service_name: string('Mantención 20.000 km'),
          }),
        },
      },
      consumerDoes: async (api) => {
        const shown = (await api.showCompanyVehicle('taller-andes', 'KLPR34'))._unsafeUnwrap();
        expect(shown.vehicle).toMatchObject({ plate: 'KLPR34', brand: 'Toyota' });
        expect(shown.plan?.key).toBe('pauta-toyota');
        expect(shown.schedule[0]).toMatchObject({ serviceName: 'Mantención 20.000 km', dueMileage: 120_000 });
        expect(shown.visits[0]).toMatchObject({ mileage: 100_500, serviceName: 'Mantención 20.000 km' });
      },
    },
    {
      uponReceiving: "a request for a vehicle a workshop company's register does not hold",
      given: [...alsoGiven, given(STATES.noCompanyVehicleOnRecord, { slug: 'taller-andes', plate: 'XXXX00' })],
      request: { method: 'GET', path: '/staff/companies/taller-andes/vehicles/XXXX00', ...withHeaders },
      response: { status: 404, headers: json, body: errorBody('VEHICLE.NOT_FOUND', 'The vehicle was not found.') },
      consumerDoes: async (api) => {
        expect(refusal((await api.showCompanyVehicle('taller-andes', 'XXXX00'))._unsafeUnwrapErr())).toMatchObject({
          status: 404,
          code: 'VEHICLE.NOT_FOUND',
        });
      },
    },
  ];
}

export function staffConsentInteractions({ alsoGiven = [], headers }: InteractionOptions = {}): ContractInteraction[] {
  const withHeaders = headers === undefined ? {} : { headers };
  return [
    {
      uponReceiving: "a request for the consents of a location's bookings on a day",
      given: [...alsoGiven, signedConsentDayState()],
      request: {
        method: 'GET',
        path: '/staff/locations/4/consents',
        query: { date: CONSENT_DAY },
        ...withHeaders,
      },
      response: { status: 200, headers: json, body: eachLike(signedStaffConsent) },
      consumerDoes: async (api) => {
        const [consent] = (await api.listLocationConsents(locationId(4), CONSENT_DAY))._unsafeUnwrap();
        expect(consent).toMatchObject({ locationId: 4, state: 'signed', signature: { kind: 'typed' } });
      },
    },
    {
      uponReceiving: 'a request for one signed consent',
      given: [...alsoGiven, signedConsentDayState()],
      request: {
        method: 'GET',
        path: fromProviderState('/staff/consents/${consent_id}', '/staff/consents/41'),
        ...withHeaders,
      },
      response: { status: 200, headers: json, body: signedStaffConsent },
      consumerDoes: async (api) => {
        const consent = (await api.showStaffConsent(41))._unsafeUnwrap();
        expect(consent).toMatchObject({
          id: 41,
          serviceName: 'Blanqueamiento',
          form: { version: 1 },
          signature: { signerName: 'María José Pérez' },
        });
      },
    },
    {
      uponReceiving: "a request for a signed consent's PDF",
      given: [...alsoGiven, signedConsentDayState()],
      request: {
        method: 'GET',
        path: fromProviderState('/staff/consents/${consent_id}/pdf', '/staff/consents/41/pdf'),
        ...withHeaders,
      },
      response: {
        status: 200,
        headers: { 'Content-Type': 'application/pdf' },
        binaryBody: { contentType: 'application/pdf', file: SIGNED_CONSENT_PDF },
      },
      consumerDoes: async (api) => {
        const pdf = (await api.staffConsentPdf(41))._unsafeUnwrap();
        expect(new TextDecoder().decode(pdf.subarray(0, 5))).toBe('%PDF-');
      },
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// getConsent, signConsent: a consent read and signed by the code of its link, GET /consents/{code}
// and POST /consents/{code}/signature (issue 32 "Signing"; docs/adr/0117). The state's day, far
// ahead at Clínica Dental Sonrisa's Ñuñoa, holds a Blanqueamiento whose consent is unsigned; the
// provider gives its code (a new booking's when the day's are all signed).

const UNSIGNED_CONSENT_DAY = '2099-03-10';
const EXAMPLE_CONSENT_CODE = 'Q8zT3vYxL0bN5kWm2sPa7RfCx1Yz9AbC';

function unsignedConsentState() {
  return given(STATES.unsignedConsent, {
    location_id: 4,
    date: UNSIGNED_CONSENT_DAY,
    hour: '09:00',
    minutes: 90,
    service_id: 43,
    provider_id: 9,
  });
}

const consentBody = (signature: unknown) => ({
  state: signature === null ? 'unsigned' : 'signed',
  company: {
    name: string('Clínica Dental Sonrisa'),
    // The demo clinic has a logo and no accent colour of its own.
    color_minisite: null,
    logo: like('https://cdn.example/sonrisa.svg'),
  },
  location: { name: string('Ñuñoa'), country_code: 'cl', language: 'es' },
  form: {
    key: string('consentimiento-blanqueamiento'),
    title: string('Consentimiento informado para blanqueamiento'),
    version: integer(1),
    body_markdown: string('Yo, el paciente que firma, declaro que…'),
    text_sha256: regex(/^[0-9a-f]{64}$/, 'a'.repeat(64)),
  },
  signature,
});

export function consentSigningInteractions({
  alsoGiven = [],
  headers = {},
}: InteractionOptions = {}): ContractInteraction[] {
  const withHeaders = Object.keys(headers).length === 0 ? {} : { headers };
  const codePath = (suffix: string) =>
    fromProviderState(`/consents/\${consent_code}${suffix}`, `/consents/${EXAMPLE_CONSENT_CODE}${suffix}`);
  const post = (body: unknown) => ({
    method: 'POST' as const,
    path: codePath('/signature'),
    headers: { ...headers, 'Content-Type': 'application/json' },
    body,
  });
  const typed = { full_name: 'Rosa Díaz', id_number: '12.345.678-5', typed_signature: 'Rosa Díaz', agreed: true };
  return [
    {
      uponReceiving: 'a request for an unsigned consent by its code',
      given: [...alsoGiven, unsignedConsentState()],
      request: { method: 'GET', path: codePath(''), ...withHeaders },
      response: { status: 200, headers: json, body: consentBody(null) },
      consumerDoes: async (api) => {
        expect((await api.getConsent(EXAMPLE_CONSENT_CODE))._unsafeUnwrap()).toMatchObject({
          state: 'unsigned',
          location: { countryCode: 'cl', language: 'es' },
          form: { version: 1 },
          signature: null,
        });
      },
    },
    {
      uponReceiving: 'a request for a consent by a code no consent has',
      given: [...alsoGiven],
      request: { method: 'GET', path: '/consents/no-such-consent-code', ...withHeaders },
      response: { status: 404, headers: json, body: errorBody('CONSENT.NOT_FOUND', 'The consent was not found.') },
      consumerDoes: async (api) => {
        expect(refusal((await api.getConsent('no-such-consent-code'))._unsafeUnwrapErr())).toEqual({
          status: 404,
          code: 'CONSENT.NOT_FOUND',
          fields: [],
        });
      },
    },
    {
      uponReceiving: 'a typed signature of an unsigned consent',
      given: [...alsoGiven, unsignedConsentState()],
      request: post(typed),
      response: {
        status: 201,
        headers: json,
        body: consentBody({
          signer_name: string('Rosa Díaz'),
          signed_at: instant('2026-12-01T08:00:00-03:00'),
          kind: 'typed',
        }),
      },
      consumerDoes: async (api) => {
        const signed = await api.signConsent(EXAMPLE_CONSENT_CODE, {
          fullName: 'Rosa Díaz',
          idNumber: '12.345.678-5',
          typedSignature: 'Rosa Díaz',
          agreed: true,
        });
        expect(signed._unsafeUnwrap()).toMatchObject({ state: 'signed', signature: { kind: 'typed' } });
      },
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// Sign-up and the account's mailed links (issue 34; docs/adr/0121): the requests answer 204 alike
// for known and unknown addresses; a link the server does not know answers 404 for each purpose.

/** A secret no link was issued with (the provider state checks it). */
const UNKNOWN_LINK_SECRET = 'contract-test-unknown-account-link';

export function accountLinkInteractions({
  alsoGiven = [],
  headers = {},
}: InteractionOptions = {}): ContractInteraction[] {
  const post = (path: string | ReturnType<typeof fromProviderState<string>>, body?: unknown) => ({
    method: 'POST' as const,
    path,
    ...(body === undefined
      ? Object.keys(headers).length === 0
        ? {}
        : { headers }
      : { headers: { ...headers, 'Content-Type': 'application/json' }, body }),
  });
  const noLink = given(STATES.noAccountLink, { secret: UNKNOWN_LINK_SECRET });
  const unusable = errorBody('ACCOUNT.LINK_UNUSABLE', 'This link can no longer be used.');
  const expectUnusable = (refused: Parameters<typeof refusal>[0]) => {
    expect(refusal(refused)).toEqual({ status: 404, code: 'ACCOUNT.LINK_UNUSABLE', fields: [] });
  };
  return [
    {
      uponReceiving: 'a request to sign up with an email and a password',
      given: [...alsoGiven],
      request: post('/users', {
        user: { email: 'nueva.cuenta@correo.example', password: 'una-clave-larga' },
        country: 'ar',
      }),
      response: { status: 204 },
      consumerDoes: async (api) => {
        expect((await api.signUp('nueva.cuenta@correo.example', 'una-clave-larga', 'ar')).isOk()).toBe(true);
      },
    },
    {
      uponReceiving: "a request for a forgotten password's reset link",
      given: [...alsoGiven],
      request: post('/users/password_reset', { user: { email: 'olvidadiza@correo.example' } }),
      response: { status: 204 },
      consumerDoes: async (api) => {
        expect((await api.requestPasswordReset('olvidadiza@correo.example', null)).isOk()).toBe(true);
      },
    },
    {
      uponReceiving: 'a request to verify an email with an unknown link',
      given: [...alsoGiven, noLink],
      request: post(`/users/email_verification/${UNKNOWN_LINK_SECRET}`),
      response: { status: 404, headers: json, body: unusable },
      consumerDoes: async (api) => {
        expectUnusable((await api.verifyEmail(UNKNOWN_LINK_SECRET))._unsafeUnwrapErr());
      },
    },
    {
      uponReceiving: 'a request to set a new password with an unknown link',
      given: [...alsoGiven, noLink],
      request: post(`/users/password_reset/${UNKNOWN_LINK_SECRET}`, { user: { password: 'otra-clave-larga' } }),
      response: { status: 404, headers: json, body: unusable },
      consumerDoes: async (api) => {
        expectUnusable((await api.resetPassword(UNKNOWN_LINK_SECRET, 'otra-clave-larga'))._unsafeUnwrapErr());
      },
    },
    ...usedAccountLinkInteractions(alsoGiven, post),
    {
      uponReceiving: 'a request to confirm a change of email with an unknown link',
      given: [...alsoGiven, noLink],
      request: post(`/users/email_change/${UNKNOWN_LINK_SECRET}`),
      response: { status: 404, headers: json, body: unusable },
      consumerDoes: async (api) => {
        expectUnusable((await api.confirmEmailChange(UNKNOWN_LINK_SECRET))._unsafeUnwrapErr());
      },
    },
  ];
}

/** A client account as a link's call answers it: signed up, its names still empty and no phone. */
function signedUpClientBody(email: unknown, emailVerified: boolean) {
  return {
    id: integer(41),
    email,
    first_name: '',
    last_name: '',
    phone: null,
    second_phone: null,
    identification_number: null,
    address: null,
    birth_date: null,
    city: null,
    district: null,
    gender: null,
    role_id: 1,
    company_id: null,
    email_verified: emailVerified,
  };
}

/** The session cookie a verification or a reset answers with; see sessionInteractions on its attributes. */
const SIGNED_IN_COOKIE = regex(
  /^authorization=[A-Za-z0-9_-]+(;.*HttpOnly.*)?$/,
  'authorization=Yb2kq0m3d8Wf7Ls1; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=432000000',
);

/**
 * Each mailed link used once, as its page uses it when the person presses the button: verifying
 * and resetting sign the browser in; a change of email answers the account with its new address.
 * The state mails the link and hands its secret to the request's path.
 */
function usedAccountLinkInteractions(
  alsoGiven: readonly ProviderState[],
  post: (path: ReturnType<typeof fromProviderState<string>>, body?: unknown) => ContractInteraction['request'],
): ContractInteraction[] {
  const link = (purpose: string, email: string) => given(STATES.unusedAccountLink, { email, purpose });
  const path = (prefix: string) => fromProviderState(`${prefix}/\${secret}`, `${prefix}/contract-test-mailed-link`);
  return [
    {
      uponReceiving: "a request to verify a new account's email with its mailed link",
      given: [...alsoGiven, link('verify_email', 'por.verificar@correo.example')],
      request: post(path('/users/email_verification')),
      response: {
        status: 200,
        headers: { ...json, 'Set-Cookie': SIGNED_IN_COOKIE },
        body: signedUpClientBody('por.verificar@correo.example', true),
      },
      consumerDoes: async (api) => {
        const user = (await api.verifyEmail('contract-test-mailed-link'))._unsafeUnwrap();
        expect(user).toMatchObject({ email: 'por.verificar@correo.example', emailVerified: true, roleId: 1 });
      },
    },
    {
      uponReceiving: 'a request to set a new password with its mailed link',
      given: [...alsoGiven, link('reset_password', 'clave.nueva@correo.example')],
      request: post(path('/users/password_reset'), { user: { password: 'otra-clave-larga' } }),
      response: {
        status: 200,
        headers: { ...json, 'Set-Cookie': SIGNED_IN_COOKIE },
        // Following a reset link proves the address as well (docs/adr/0121).
        body: signedUpClientBody('clave.nueva@correo.example', true),
      },
      consumerDoes: async (api) => {
        const user = (await api.resetPassword('contract-test-mailed-link', 'otra-clave-larga'))._unsafeUnwrap();
        expect(user).toMatchObject({ email: 'clave.nueva@correo.example', roleId: 1 });
      },
    },
    {
      uponReceiving: 'a request to confirm a change of email with its mailed link',
      given: [...alsoGiven, link('change_email', 'cambia.correo@correo.example')],
      request: post(path('/users/email_change')),
      response: {
        status: 200,
        headers: json,
        body: signedUpClientBody(
          regex(/^cambio\.[0-9a-f]+@correo\.example$/, 'cambio.0a1b2c3d4e5f@correo.example'),
          true,
        ),
      },
      consumerDoes: async (api) => {
        const user = (await api.confirmEmailChange('contract-test-mailed-link'))._unsafeUnwrap();
        expect(user.email).toBe('cambio.0a1b2c3d4e5f@correo.example');
      },
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// findBookingByReference: GET /staff/companies/{slug}/bookings/by_reference/{reference} (staff only; docs/adr/0126)

export function findBookingByReferenceInteractions({
  alsoGiven = [],
  headers,
}: InteractionOptions = {}): ContractInteraction[] {
  const withHeaders = headers === undefined ? {} : { headers };
  return [
    {
      uponReceiving: "a request for a company's booking by the reference a caller reads out",
      given: [
        ...alsoGiven,
        given(STATES.bookingUnderReference, {
          slug: 'barberia-portena',
          reference: 'K7M4QX',
          location_id: 5,
          service_id: 51,
          provider_id: 11,
          hour: '17:00',
          minutes: 30,
        }),
      ],
      request: {
        method: 'GET',
        path: '/staff/companies/barberia-portena/bookings/by_reference/K7M-4QX',
        ...withHeaders,
      },
      response: {
        status: 200,
        headers: json,
        body: {
          reference: 'K7M4QX',
          trx_id: string('TRX-CONTRACT-contract-reference-K7M4QX'),
          location: { id: integer(5), location_name: string('Palermo') },
          bookings: eachLike({
            id: integer(301),
            trx_id: string('TRX-CONTRACT-contract-reference-K7M4QX'),
            reference: 'K7M4QX',
            status: regex(/^(pending_payment|confirmed|cancelled)$/, 'confirmed'),
            client_confirmed: boolean(false),
            start: instant('2026-12-03T17:00:00-03:00'),
            end: instant('2026-12-03T17:30:00-03:00'),
            service_id: integer(51),
            service_name: string('Corte clásico'),
            provider: providerRef,
            client_full_name: string('Contract State'),
            client_email: string('contract-state@correo.example'),
            client_phone: string('+5491100000000'),
            created_at: instant('2026-11-22T05:02:25-03:00'),
            payment_membership: null,
          }),
        },
      },
      consumerDoes: async (api) => {
        const found = (await api.findBookingByReference('barberia-portena', 'K7M-4QX'))._unsafeUnwrap();
        expect(found).toMatchObject({ reference: 'K7M4QX', location: { id: 5 } });
        expect(found.bookings[0]).toMatchObject({ reference: 'K7M4QX', serviceId: 51 });
      },
    },
  ];
}

// ---------------------------------------------------------------------------------------------

/** The block that covers each port method; every-call-has-interactions.test.ts fails for a method missing here. */
export const INTERACTIONS_BY_METHOD: Readonly<Record<string, string>> = {
  listLocations: listLocationsInteractions.name,
  getLocation: getLocationInteractions.name,
  getCompanyOverview: getCompanyOverviewInteractions.name,
  checkWebAddressCountries: checkWebAddressCountriesInteractions.name,
  getCompanyBookingInfo: getCompanyBookingInfoInteractions.name,
  listServices: listServicesInteractions.name,
  getPromotionInfo: promotionInfoInteractions.name,
  listSocialNetworks: socialNetworksInteractions.name,
  listGiftCardProducts: listGiftCardProductsInteractions.name,
  createGiftCardPurchase: giftCardPurchaseInteractions.name,
  getGiftCardPurchase: giftCardPurchaseInteractions.name,
  findVehicle: findVehicleInteractions.name,
  findVehicleMaintenance: findVehicleMaintenanceInteractions.name,
  checkGiftCard: checkGiftCardInteractions.name,
  checkClientCompany: checkClientCompanyInteractions.name,
  listServiceProviders: listServiceProvidersInteractions.name,
  getServiceProvider: getServiceProviderInteractions.name,
  listProvidersFreeAt: listProvidersFreeAtInteractions.name,
  listAvailableDays: availabilityInteractions.name,
  listAvailableHours: availabilityInteractions.name,
  findSoonerAvailableHour: availabilityInteractions.name,
  checkBookings: checkBookingsInteractions.name,
  createBooking: createBookingInteractions.name,
  getBookingSummary: getBookingSummaryInteractions.name,
  payWithCard: payWithCardInteractions.name,
  getBookingForEdit: getBookingForEditInteractions.name,
  editBooking: changeBookingInteractions.name,
  cancelBooking: changeBookingInteractions.name,
  cancelAllBookings: changeBookingInteractions.name,
  confirmBooking: changeBookingInteractions.name,
  confirmAllBookings: changeBookingInteractions.name,
  listLocationBookings: listLocationBookingsInteractions.name,
  getLocationAgenda: getLocationAgendaInteractions.name,
  findBookingByReference: findBookingByReferenceInteractions.name,
  issueStaffApiKey: issueStaffApiKeyInteractions.name,
  listStaffApiKeys: companyStaffKeyInteractions.name,
  revokeStaffApiKey: companyStaffKeyInteractions.name,
  listGiftCards: giftCardInteractions.name,
  showGiftCard: giftCardInteractions.name,
  lookUpGiftCard: giftCardInteractions.name,
  voidGiftCard: giftCardInteractions.name,
  resendGiftCard: giftCardInteractions.name,
  listLocationConsents: staffConsentInteractions.name,
  showStaffConsent: staffConsentInteractions.name,
  showCompanyVehicle: companyVehicleInteractions.name,
  staffConsentPdf: staffConsentInteractions.name,
  planCatalogue: catalogueFileInteractions.name,
  applyCatalogue: catalogueFileInteractions.name,
  exportCatalogue: catalogueFileInteractions.name,
  getReviewSummary: reviewsInteractions.name,
  listReviewsPage: reviewsInteractions.name,
  getReviewSummaryV1: reviewsV1Interactions.name,
  listReviewsV1: reviewsV1Interactions.name,
  getConsent: consentSigningInteractions.name,
  signConsent: consentSigningInteractions.name,
  checkReview: reviewByCodeInteractions.name,
  fillReview: reviewByCodeInteractions.name,
  replyToReview: replyToReviewInteractions.name,
  signIn: sessionInteractions.name,
  signInWithOAuth: sessionInteractions.name,
  signOut: sessionInteractions.name,
  getCurrentUser: sessionInteractions.name,
  listMyBookings: myBookingsInteractions.name,
  getMyDetails: myDetailsInteractions.name,
  updateMyDetails: myDetailsInteractions.name,
  deleteMyAccount: myDetailsInteractions.name,
  requestEmailChange: myDetailsInteractions.name,
  signUp: accountLinkInteractions.name,
  verifyEmail: accountLinkInteractions.name,
  requestPasswordReset: accountLinkInteractions.name,
  resetPassword: accountLinkInteractions.name,
  confirmEmailChange: accountLinkInteractions.name,
};
