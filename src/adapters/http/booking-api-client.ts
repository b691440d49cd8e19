import type { StrandedBookingView } from '#application/ports/client/catalogue-files';
import type { BookingApiPorts } from '#application/client-side/shared/booking-api-ports';
import type {
  AvailabilityQuery,
  ChosenTimeView,
  SoonerAvailableView,
  StillSearching,
} from '#application/ports/client/availability-queries';
import type { UserView } from '#application/ports/client/account-sessions';
import type { BookingsChangedView, EditableBookingView } from '#application/ports/client/booking-changes';
import type { BookingRequest, BookingRequestItem } from '#application/ports/client/booking-requests';
import { bookingPaymentFields } from '#domain/payment/payment-provider';
import type { Vehicle } from '#domain/workshop/vehicle';
import type { LocalDate } from '#domain/calendar/local-date';
import type { ServiceId } from '#domain/catalog/service';
import type { CompanyVehicleRecord } from '#application/ports/client/company-vehicles';
import type { CompanyId } from '#domain/storefront/company';
import type { StaffConsentView } from '#application/ports/client/location-consents';
import type { AgendaPieceView, LocationAgendaView } from '#application/ports/client/location-agendas';
import type { components } from './booking-api.generated';
import { call, type ApiClientOptions, type ResponseBody } from './api-transport';
import { contractClient } from './contract-client';
import { bookingIdAnswered, companyIdAnswered, locationIdAnswered, withAnsweredIds } from './answered-ids';
import { camelized, snaked, type Camelized } from './wire-case';
import { locationAnswered, locationPageReads } from './location-page-reads';

// The HTTP client adapter (booking-wizard §7, storefront §7): every port of the Booking API over
// the contract with openapi-fetch, in one object (docs/adr/0055). Each method is one operation;
// requests are snake_cased and answers camelCased here (wire-case.ts), so the compiler checks every
// converted body against its port.

type Schemas = components['schemas'];

/** Every port of the Booking API, as the one client speaking the contract implements them; composition roots hand each use case the ports it names. */
export type BookingApiClient = BookingApiPorts;

/**
 * The reservation's chosen times as `dates_and_providers`: JSON, which the client's serializer then
 * percent-encodes (ADR 0014: structured query values travel as JSON). Absent when none was chosen.
 */
function datesAndProviders(chosenTimes: readonly ChosenTimeView[] | undefined): { dates_and_providers?: string } {
  if (chosenTimes === undefined || chosenTimes.length === 0) return {};
  const wire: readonly Schemas['ChosenTime'][] = snaked(chosenTimes);
  return { dates_and_providers: JSON.stringify(wire) };
}

/** The availability calls' shared query: lists comma-separated by the client's serializer (ADR 0014). */
function availabilityQuery(query: AvailabilityQuery) {
  return {
    local: query.locationId,
    services: [...query.serviceIds],
    ...(query.providerChoices.length === 0 ? {} : { providers_array: [...query.providerChoices] }),
    ...(query.bundleId === null ? {} : { bundled: true, bundle_id: query.bundleId }),
    ...datesAndProviders(query.chosenTimes),
  };
}

/** The client payload on the wire: the fixed fields by name, each custom attribute under its own `custom_{slug}` key. */
function wireClient(client: BookingRequest['client']): Schemas['ClientPayload'] {
  const customAttributes = Object.fromEntries(Object.entries(client).filter(([key]) => key.startsWith('custom_')));
  return {
    ...customAttributes,
    first_name: client.firstName,
    last_name: client.lastName,
    email: client.email,
    phone: client.phone,
    second_phone: client.secondPhone,
    identification_number: client.identificationNumber,
    address: client.address,
    birth_day: client.birthDay,
    birth_month: client.birthMonth,
    birth_year: client.birthYear,
    age: client.age,
    record_number: client.recordNumber,
    gender: client.gender,
    city: client.city,
    district: client.district,
    notes: client.notes,
  };
}

/** The vehicle the API answers under the workshop records' Spanish names (booking-wizard §3 Vehicle entity). */
function readVehicle(vehicle: Schemas['VehicleEntity']): Vehicle {
  return {
    brand: vehicle.marca,
    model: vehicle.modelo,
    plate: vehicle.patente,
    year: vehicle.anio,
    clientName: vehicle.nombre,
    lastMileage: vehicle.km,
  };
}

/** The vehicle under the workshop records' Spanish names (booking-wizard §3 Vehicle entity). */
function wireVehicle(vehicle: Vehicle): Schemas['VehicleEntity'] {
  return {
    marca: vehicle.brand,
    modelo: vehicle.model,
    patente: vehicle.plate,
    anio: vehicle.year,
    nombre: vehicle.clientName,
    km: vehicle.lastMileage,
  };
}

function wireRecordHistory(record: NonNullable<BookingRequestItem['recordHistory']>): Schemas['RecordHistory'] {
  return {
    current_mileage: record.currentMileage,
    presents_repairs: record.presentsRepairs,
    presents_claims: record.presentsClaims,
    claim_number: record.claimNumber,
    simple_sworn_statement: record.simpleSwornStatement,
    vehicle_documents: record.vehicleDocuments,
    valid_license: record.validLicense,
    complaint_form: record.complaintForm,
    valid_identity_card: record.validIdentityCard,
    salfa_company_name: record.salfaCompanyName,
    previous_mileage: record.previousMileage,
  };
}

/** An optional text of the submission under its wire name, left out when there is none (absent and null read alike). */
function whenPresent<Name extends string>(name: Name, value: string | null | undefined): Partial<Record<Name, string>> {
  return value === undefined || value === null ? {} : ({ [name]: value } as Record<Name, string>);
}

/**
 * A submission on the wire, as check_bookings and create share it: without the human-check token,
 * which only the create carries (booking-wizard §7). Payment details never travel here: paying
 * online only names the provider; the landing link's token, the traffic source and the
 * search engine's reserve token are sent only when there is one.
 */
function wireSubmission(request: BookingRequest): Omit<Schemas['CreateBookingRequest'], 'recaptcha_token'> {
  return {
    expired_confirm: request.expiredConfirm,
    mp: request.mp,
    location_id: request.locationId,
    payment: null,
    max_discount: request.maxDiscount,
    ...whenPresent('charly_token', request.promotionToken),
    has_sessions: request.hasSessions,
    trx_id: '',
    // Paying online names the company's provider; the support CLI names none, which is dLocal.
    ...wirePaymentFields(request.paysOnline === true ? (request.paymentProvider ?? 'dlocal') : null),
    bookings: request.bookings.map((item) => ({
      service_id: item.serviceId,
      bundled: item.bundled,
      bundle_id: item.bundleId,
      email_track_number: item.emailTrackNumber,
      start: item.start,
      end: item.end,
      price: item.price,
      provider_id: item.providerId,
      service_provider_id: item.serviceProviderId,
      time_resource_id: item.timeResourceId,
      provider_lock: item.providerLock,
      payment_membership_id: item.paymentMembershipId,
      record_history: item.recordHistory === null ? null : wireRecordHistory(item.recordHistory),
      entity: item.entity === null ? null : wireVehicle(item.entity),
    })),
    client: wireClient(request.client),
    ...whenPresent('creative_source', request.creativeSource),
    ...whenPresent('rwg_token', request.rwgToken),
  };
}

/** The create call's payment fields on the wire (booking-wizard §7 paymentPagoFacil, paymentDlocal). */
function wirePaymentFields(
  provider: Parameters<typeof bookingPaymentFields>[0],
): Pick<Schemas['CreateBookingRequest'], 'payment_pago_facil' | 'payment_dlocal'> {
  const fields = bookingPaymentFields(provider);
  return { payment_pago_facil: fields.paymentPagoFacil, payment_dlocal: fields.paymentDlocal };
}

/** The create's body: the submission, with the human check's token when there is one (an api-key vouches instead). */
function wireCreate(request: BookingRequest): Schemas['CreateBookingRequest'] {
  return {
    ...wireSubmission(request),
    ...whenPresent('recaptcha_token', request.humanCheckToken),
    ...whenPresent('gift_card_code', request.giftCardCode),
  };
}

/**
 * A body typed by the contract, as openapi-fetch's request type takes it: its `Writable` mapping
 * turns a property whose only type is null (the contract's `payment`) into one that must be absent,
 * which the contract forbids. The body was checked against `components['schemas']` where it was built.
 */
function writable(body: Schemas['CreateBookingRequest'] | Schemas['CheckBookingsRequest']): never {
  return body as never;
}

// The answers that carry ids of companies, locations or bookings, with those ids branded
// (answered-ids.ts, ADR 0054). A booking group's id has no brand and stays a number.

/** A gift card answer, its company's id branded as the API answered it. */
function giftCardCompanyAnswered<T extends { readonly company: { readonly id: number } }>(
  answer: T,
): T & { readonly company: T['company'] & { readonly id: CompanyId } } {
  return { ...answer, company: { ...answer.company, id: companyIdAnswered(answer.company.id) } };
}

/** A consent as staff read it, its booking's and location's ids branded. */
function staffConsentAnswered(consent: Camelized<Schemas['StaffConsent']>): StaffConsentView {
  return {
    ...consent,
    bookingId: bookingIdAnswered(consent.bookingId),
    locationId: locationIdAnswered(consent.locationId),
  };
}

/** A piece of a professional's day as its kind says (the contract's AgendaPiece); a booking without its id is no booking. */
function agendaPieceAnswered(piece: Camelized<Schemas['AgendaPiece']>): AgendaPieceView {
  const { start, end } = piece;
  switch (piece.kind) {
    case 'booking':
      return {
        kind: 'booking',
        start,
        end,
        bookingId: bookingIdAnswered(piece.bookingId ?? 0),
        status: piece.status ?? 'confirmed',
        clientFirstName: piece.clientFirstName ?? '',
        serviceName: piece.serviceName ?? '',
      };
    case 'class':
      return {
        kind: 'class',
        start,
        end,
        serviceName: piece.serviceName ?? '',
        seatsTaken: piece.seatsTaken ?? 0,
        seats: piece.seats ?? null,
      };
    case 'free':
      return { kind: 'free', start, end };
  }
}

function locationAgendaAnswered(agenda: Camelized<Schemas['LocationAgenda']>): LocationAgendaView {
  return {
    ...agenda,
    locationId: locationIdAnswered(agenda.locationId),
    professionals: agenda.professionals.map((professional) => ({
      ...professional,
      pieces: professional.pieces.map(agendaPieceAnswered),
    })),
  };
}

function userAnswered(user: Camelized<Schemas['User']>): UserView {
  return { ...user, companyId: user.companyId === null ? null : companyIdAnswered(user.companyId) };
}

/** A booking's consents as the API answered them, each booking's id branded; absent from an older API. */
function consentsAnswered(consents: readonly Camelized<Schemas['BookingConsent']>[] | undefined) {
  return consents === undefined
    ? {}
    : { consents: consents.map((consent) => ({ ...consent, bookingId: bookingIdAnswered(consent.bookingId) })) };
}

function editableBookingAnswered(booking: Camelized<Schemas['EditableBooking']>): EditableBookingView {
  const { group, consents, ...rest } = booking;
  return {
    ...rest,
    id: bookingIdAnswered(booking.id),
    locationId: locationIdAnswered(booking.locationId),
    ...(group === undefined ? {} : { group: group.map((member) => ({ ...member, id: bookingIdAnswered(member.id) })) }),
    ...consentsAnswered(consents),
  };
}

function bookingsChangedAnswered(changed: Camelized<Schemas['BookingsChanged']>): BookingsChangedView {
  return {
    ...changed,
    bookings: changed.bookings.map((booking) => ({ ...booking, id: bookingIdAnswered(booking.id) })),
    unchanged: changed.unchanged.map(bookingIdAnswered),
  };
}

/** A stranded booking as the application names its fields (the document's own values stay as written). */
function strandedAnswered(booking: Schemas['StrandedBooking']): StrandedBookingView {
  return {
    bookingId: booking.booking_id,
    location: booking.location,
    service: booking.service,
    professional: booking.professional,
    date: booking.date,
    startsAt: booking.starts_at,
    endsAt: booking.ends_at,
    isClass: booking.is_class,
    reason: booking.reason,
  };
}

export function bookingApiClient(options: ApiClientOptions): BookingApiClient {
  const client = contractClient(options);
  const confirmationCode = (code: string): Schemas['ConfirmationCodeRequest'] => ({ confirmation_code: code });
  return {
    ...locationPageReads(client, options),
    listLocations: (companyId) =>
      call<ResponseBody<'listLocations', 200>>(options, (signal) =>
        client.GET('/locations', { params: { query: { company_id: companyId } }, signal }),
      ).andThen(withAnsweredIds((data) => camelized(data).map(locationAnswered))),
    checkWebAddressCountries: (webAddress) =>
      call<ResponseBody<'checkWebAddressCountries', 200>>(options, (signal) =>
        client.GET('/api/views/workflow/v2/check_web_address_countries', {
          params: { query: { web_address: webAddress } },
          signal,
        }),
      ).map(({ data }) => camelized(data)),
    createGiftCardPurchase: (order) =>
      call<ResponseBody<'createGiftCardPurchase', 201>>(options, (signal) =>
        client.POST('/gift_card_purchases', {
          body: {
            location_id: order.locationId,
            gift_card_product_id: order.giftCardProductId,
            amount: order.amount,
            consumer_name: order.consumerName,
            consumer_email: order.consumerEmail,
            message: order.message,
            send_on: order.sendOn,
            buyer: snaked(order.buyer),
            accepted_terms: order.acceptedTerms,
            recaptcha_token: order.recaptchaToken,
          },
          signal,
        }),
      ).map(({ data }) => camelized(data)),
    getGiftCardPurchase: (accessToken) =>
      call<ResponseBody<'getGiftCardPurchase', 200>>(options, (signal) =>
        client.GET('/gift_card_purchases/{accessToken}', { params: { path: { accessToken } }, signal }),
      ).andThen(
        withAnsweredIds((data) => {
          const purchase = camelized(data);
          return { ...purchase, location: { ...purchase.location, id: locationIdAnswered(purchase.location.id) } };
        }),
      ),
    listServiceProviders: (locationId, serviceId) =>
      call<ResponseBody<'listServiceProviders', 200>>(options, (signal) =>
        client.GET('/service_providers', {
          params: { query: { location_id: locationId, ...(serviceId === null ? {} : { id: serviceId }) } },
          signal,
        }),
      ).map(({ data }) => camelized(data)),
    getServiceProvider: (providerId) =>
      call<ResponseBody<'getServiceProvider', 200>>(options, (signal) =>
        client.GET('/service_providers/{id}', { params: { path: { id: providerId } }, signal }),
      ).map(({ data }) => camelized(data)),
    listProvidersFreeAt: (query) =>
      call<ResponseBody<'listProvidersFreeAtDateTime', 200>>(options, (signal) =>
        client.GET('/api/v2/sites/service_providers/date_time', {
          params: {
            query: {
              service_id: query.serviceId,
              location_id: query.locationId,
              start_at: query.startAt,
              end_at: query.endAt,
              ...datesAndProviders(query.chosenTimes),
            },
          },
          signal,
        }),
      ).map(({ data }) => camelized(data)),
    listAvailableDays: (query) =>
      call<ResponseBody<'listAvailableDays', 200>>(options, (signal) =>
        client.GET('/service_providers/available_days_sql_improved', {
          params: { query: { ...availabilityQuery(query), start_date: query.startDate, end_date: query.endDate } },
          signal,
        }),
      ).map(({ data }) => camelized(data)),
    listAvailableHours: (query) =>
      call<ResponseBody<'listAvailableHours', 200>>(options, (signal) =>
        client.GET('/service_providers/available_hours_sql_improved', {
          params: { query: { ...availabilityQuery(query), start_date: query.date } },
          signal,
        }),
      ).map(({ data }) => camelized(data)),
    findSoonerAvailableHour: (query) =>
      call<ResponseBody<'findSoonerAvailableHour', 200> | ResponseBody<'findSoonerAvailableHour', 202>>(
        options,
        (signal) =>
          client.GET('/service_providers/sooner_available_hours_sql_improved', {
            params: { query: { ...availabilityQuery(query), start_date: query.startDate } },
            signal,
          }),
      ).map(({ data, response }): SoonerAvailableView | StillSearching => {
        if (response.status === 202 || 'status' in data) {
          const retryAfter = Number(response.headers.get('retry-after') ?? '1');
          return {
            _tag: 'StillSearching',
            retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : 1,
          };
        }
        return { _tag: 'SoonerAvailable', date: data.date, hour: data.hour };
      }),
    checkBookings: (request) =>
      call<ResponseBody<'checkBookings', 200>>(options, (signal) =>
        client.POST('/bookings/check_bookings', {
          body: writable({ ...wireSubmission(request), booking_group: null }),
          signal,
        }),
      ).map(({ data }) => camelized(data)),
    createBooking: (request, idempotencyKey) =>
      call<ResponseBody<'createBooking', 201>>(options, (signal) =>
        client.POST('/bookings', {
          params: { header: idempotencyKey === null ? {} : { 'Idempotency-Key': idempotencyKey } },
          body: writable(wireCreate(request)),
          signal,
        }),
      ).andThen(
        withAnsweredIds((data, response) => {
          const created = camelized(data);
          return {
            ...created,
            booking: { ...created.booking, id: bookingIdAnswered(created.booking.id) },
            bookings: created.bookings.map((booking) => ({ ...booking, id: bookingIdAnswered(booking.id) })),
            replayed: response.headers.get('idempotent-replayed') === 'true',
          };
        }),
      ),
    getBookingSummary: (bookingId, accessToken) =>
      call<ResponseBody<'getBookingSummary', 200>>(options, (signal) =>
        client.GET('/bookings/{bookingId}/{accessToken}', { params: { path: { bookingId, accessToken } }, signal }),
      ).andThen(
        withAnsweredIds((data) => {
          const { consents, ...summary } = camelized(data);
          return {
            ...summary,
            ...consentsAnswered(consents),
            location: { ...summary.location, id: locationIdAnswered(summary.location.id) },
            bookingGroups: summary.bookingGroups.map((group) => ({
              ...group,
              bookings: group.bookings.map((booking) => ({ ...booking, id: bookingIdAnswered(booking.id) })),
            })),
          };
        }),
      ),
    payWithCard: (tokenData, accessToken, card) =>
      call<ResponseBody<'paySandboxCard', 200>>(options, (signal) =>
        client.POST('/payments/sandbox/card', {
          body: {
            token_data: tokenData,
            access_token: accessToken,
            holder_name: card.holderName,
            card_number: card.cardNumber,
            expiry: card.expiry,
            cvv: card.cvv,
          },
          signal,
        }),
      ).andThen(
        withAnsweredIds((data) => {
          const paid = camelized(data);
          return { ...paid, bookingId: paid.bookingId === null ? null : bookingIdAnswered(paid.bookingId) };
        }),
      ),
    getBookingForEdit: (code) =>
      call<ResponseBody<'getBookingForEdit', 200>>(options, (signal) =>
        client.GET('/bookings/edit', { params: { query: { confirmation_code: code } }, signal }),
      ).andThen(withAnsweredIds((data) => editableBookingAnswered(camelized(data)))),
    editBooking: (move) =>
      call<ResponseBody<'editBooking', 200>>(options, (signal) =>
        client.POST('/bookings/edit_booking', {
          body: {
            id: move.id,
            confirmation_code: move.confirmationCode,
            booking: { start: move.start, end: move.end, provider_id: move.providerId },
          },
          signal,
        }),
      ).andThen(withAnsweredIds((data) => editableBookingAnswered(camelized(data)))),
    cancelBooking: (code) =>
      call<ResponseBody<'cancelBooking', 200>>(options, (signal) =>
        client.POST('/bookings/cancel_booking', { body: confirmationCode(code), signal }),
      ).andThen(withAnsweredIds((data) => bookingsChangedAnswered(camelized(data)))),
    cancelAllBookings: (code) =>
      call<ResponseBody<'cancelAllBookings', 200>>(options, (signal) =>
        client.POST('/bookings/cancel_all_bookings', { body: confirmationCode(code), signal }),
      ).andThen(withAnsweredIds((data) => bookingsChangedAnswered(camelized(data)))),
    confirmBooking: (code) =>
      call<ResponseBody<'confirmBooking', 200>>(options, (signal) =>
        client.POST('/bookings/confirm_booking', { body: confirmationCode(code), signal }),
      ).andThen(withAnsweredIds((data) => bookingsChangedAnswered(camelized(data)))),
    confirmAllBookings: (code) =>
      call<ResponseBody<'confirmAllBookings', 200>>(options, (signal) =>
        client.POST('/bookings/confirm_all_bookings', { body: confirmationCode(code), signal }),
      ).andThen(withAnsweredIds((data) => bookingsChangedAnswered(camelized(data)))),
    planCatalogue: (company, document) =>
      call<ResponseBody<'planCatalogue', 200>>(options, (signal) =>
        client.POST('/staff/companies/{slug}/catalogue/plan', {
          params: { path: { slug: company } },
          body: document as Schemas['CatalogueDocument'],
          signal,
        }),
      ).map(({ data }) => ({
        creates: data.creates,
        changes: data.changes,
        stranded: data.stranded.map(strandedAnswered),
      })),
    applyCatalogue: (company, document, forceCancel) =>
      call<ResponseBody<'applyCatalogue', 200>>(options, (signal) =>
        client.PUT('/staff/companies/{slug}/catalogue', {
          params: { path: { slug: company }, query: { force_cancel: forceCancel } },
          body: document as Schemas['CatalogueDocument'],
          signal,
        }),
      ).map(({ data }) => ({ changes: data.changes, cancelled: data.cancelled.map(strandedAnswered) })),
    exportCatalogue: (company) =>
      call<ResponseBody<'exportCatalogue', 200>>(options, (signal) =>
        client.GET('/staff/companies/{slug}/catalogue', { params: { path: { slug: company } }, signal }),
      ).map(({ data }): unknown => data),
    listLocationBookings: (locationId, date) =>
      call<ResponseBody<'listLocationBookings', 200>>(options, (signal) =>
        client.GET('/bookings', { params: { query: { location_id: locationId, date } }, signal }),
      ).andThen(
        withAnsweredIds((data) =>
          camelized(data).map((booking) => ({ ...booking, id: bookingIdAnswered(booking.id) })),
        ),
      ),
    findBookingByReference: (companySlug, reference) =>
      call<ResponseBody<'findBookingByReference', 200>>(options, (signal) =>
        client.GET('/staff/companies/{slug}/bookings/by_reference/{reference}', {
          params: { path: { slug: companySlug, reference } },
          signal,
        }),
      ).andThen(
        withAnsweredIds((data) => {
          const found = camelized(data);
          return {
            ...found,
            location: { ...found.location, id: locationIdAnswered(found.location.id) },
            bookings: found.bookings.map((booking) => ({ ...booking, id: bookingIdAnswered(booking.id) })),
          };
        }),
      ),
    issueStaffApiKey: (companySlug, label) =>
      call<ResponseBody<'issueStaffApiKey', 201>>(options, (signal) =>
        client.POST('/staff/companies/{slug}/api_keys', {
          params: { path: { slug: companySlug } },
          body: { label },
          signal,
        }),
      ).andThen(
        withAnsweredIds((data) => {
          const issued = camelized(data);
          return { ...issued, company: { ...issued.company, id: companyIdAnswered(issued.company.id) } };
        }),
      ),
    listStaffApiKeys: (companySlug) =>
      call<ResponseBody<'listStaffApiKeys', 200>>(options, (signal) =>
        client.GET('/staff/companies/{slug}/api_keys', { params: { path: { slug: companySlug } }, signal }),
      ).andThen(
        withAnsweredIds((data) => {
          const list = camelized(data);
          return { ...list, company: { ...list.company, id: companyIdAnswered(list.company.id) } };
        }),
      ),
    revokeStaffApiKey: (companySlug, keyId) =>
      call<ResponseBody<'revokeStaffApiKey', 204>>(options, (signal) =>
        client.DELETE('/staff/companies/{slug}/api_keys/{id}', {
          params: { path: { slug: companySlug, id: keyId } },
          signal,
        }),
      ).map(() => undefined),
    listGiftCards: (companySlug, status) =>
      call<ResponseBody<'listGiftCards', 200>>(options, (signal) =>
        client.GET('/staff/companies/{slug}/gift_cards', {
          params: { path: { slug: companySlug }, query: status === null ? {} : { status } },
          signal,
        }),
      ).andThen(withAnsweredIds((data) => giftCardCompanyAnswered(camelized(data)))),
    showGiftCard: (companySlug, giftCardId) =>
      call<ResponseBody<'getGiftCard', 200>>(options, (signal) =>
        client.GET('/staff/companies/{slug}/gift_cards/{giftCardId}', {
          params: { path: { slug: companySlug, giftCardId } },
          signal,
        }),
      ).andThen(withAnsweredIds((data) => giftCardCompanyAnswered(camelized(data)))),
    lookUpGiftCard: (companySlug, code) =>
      call<ResponseBody<'lookUpGiftCard', 200>>(options, (signal) =>
        client.POST('/staff/companies/{slug}/gift_cards/lookup', {
          params: { path: { slug: companySlug } },
          body: { code },
          signal,
        }),
      ).andThen(withAnsweredIds((data) => giftCardCompanyAnswered(camelized(data)))),
    voidGiftCard: (companySlug, giftCardId, reason) =>
      call<ResponseBody<'voidGiftCard', 200>>(options, (signal) =>
        client.POST('/staff/companies/{slug}/gift_cards/{giftCardId}/void', {
          params: { path: { slug: companySlug, giftCardId } },
          body: { reason },
          signal,
        }),
      ).andThen(withAnsweredIds((data) => giftCardCompanyAnswered(camelized(data)))),
    resendGiftCard: (companySlug, giftCardId) =>
      call<ResponseBody<'resendGiftCard', 200>>(options, (signal) =>
        client.POST('/staff/companies/{slug}/gift_cards/{giftCardId}/resend', {
          params: { path: { slug: companySlug, giftCardId } },
          signal,
        }),
      ).andThen(withAnsweredIds((data) => giftCardCompanyAnswered(camelized(data)))),
    getLocationAgenda: (locationId, date) =>
      call<ResponseBody<'getLocationAgenda', 200>>(options, (signal) =>
        client.GET('/staff/locations/{locationId}/agenda', {
          params: { path: { locationId }, query: { date } },
          signal,
        }),
      ).andThen(withAnsweredIds((data) => locationAgendaAnswered(camelized(data)))),
    listLocationConsents: (locationId, date) =>
      call<ResponseBody<'listLocationConsents', 200>>(options, (signal) =>
        client.GET('/staff/locations/{locationId}/consents', {
          params: { path: { locationId }, query: { date } },
          signal,
        }),
      ).andThen(withAnsweredIds((data) => camelized(data).map(staffConsentAnswered))),
    showStaffConsent: (consentId) =>
      call<ResponseBody<'showStaffConsent', 200>>(options, (signal) =>
        client.GET('/staff/consents/{consentId}', { params: { path: { consentId } }, signal }),
      ).andThen(withAnsweredIds((data) => staffConsentAnswered(camelized(data)))),
    // The PDF's bytes as sent (the contract's application/pdf); a refusal still reads as the JSON Error.
    staffConsentPdf: (consentId) =>
      call<ArrayBuffer>(options, (signal) =>
        client.GET('/staff/consents/{consentId}/pdf', {
          params: { path: { consentId } },
          parseAs: 'arrayBuffer',
          signal,
        }),
      ).map(({ data }) => new Uint8Array(data)),
    getConsent: (code) =>
      call<ResponseBody<'getConsent', 200>>(options, (signal) =>
        client.GET('/consents/{code}', { params: { path: { code } }, signal }),
      ).map(({ data }) => camelized(data)),
    signConsent: (code, signature) =>
      call<ResponseBody<'signConsent', 201>>(options, (signal) =>
        client.POST('/consents/{code}/signature', {
          params: { path: { code } },
          body: {
            full_name: signature.fullName,
            id_number: signature.idNumber,
            ...(signature.strokes === undefined
              ? {}
              : { strokes: signature.strokes.map((stroke) => stroke.map(([x, y]) => [x, y])) }),
            ...(signature.typedSignature === undefined ? {} : { typed_signature: signature.typedSignature }),
            agreed: signature.agreed,
          },
          signal,
        }),
      ).map(({ data }) => camelized(data)),
    checkClientCompany: (identifier, identifierType, locationId) =>
      call<ResponseBody<'checkClientCompany', 200>>(options, (signal) =>
        client.GET('/check_client_company', {
          params: { query: { identificador: identifier, identificador_type: identifierType, location_id: locationId } },
          signal,
        }),
      ).map(({ data }) => camelized(data)),
    checkGiftCard: (code, locationId) =>
      call<ResponseBody<'checkGiftCard', 200>>(options, (signal) =>
        client.POST('/gift-cards/check', { body: { code, location_id: locationId }, signal }),
      ).map(({ data }) => camelized(data)),
    findVehicle: (locationId, plate) =>
      call<ResponseBody<'findVehicle', 200>>(options, (signal) =>
        client.GET('/vehicles', { params: { query: { location_id: locationId, plate } }, signal }),
      ).map(({ data }) => readVehicle(data)),
    findVehicleMaintenance: (locationId, plate, mileage) =>
      call<ResponseBody<'findVehicleMaintenance', 200>>(options, (signal) =>
        client.GET('/vehicles/maintenance', {
          params: { query: { location_id: locationId, plate, ...(mileage === undefined ? {} : { mileage }) } },
          signal,
        }),
      ).map(({ data }) => ({
        vehicle: readVehicle(data.vehicle),
        plan: data.plan,
        due: data.due === null ? null : camelized(data.due),
      })),
    showCompanyVehicle: (companySlug, plate) =>
      call<ResponseBody<'getCompanyVehicle', 200>>(options, (signal) =>
        client.GET('/staff/companies/{slug}/vehicles/{plate}', {
          params: { path: { slug: companySlug, plate } },
          signal,
        }),
      ).map(({ data }): CompanyVehicleRecord => ({
        vehicle: readVehicle(data.vehicle),
        plan: data.plan,
        schedule: data.schedule.map((step) => ({
          ...camelized(step),
          serviceId: step.service_id as ServiceId,
          dueDate: step.due_date as LocalDate | null,
          estimatedMileageDate: step.estimated_mileage_date as LocalDate | null,
        })),
        visits: data.visits.map((visit) => ({
          date: visit.date as LocalDate,
          mileage: visit.mileage,
          serviceId: visit.service_id as ServiceId | null,
          serviceName: visit.service_name,
        })),
      })),
    listReviewsPage: (locationId, page, size) =>
      call<ResponseBody<'listReviewsV2', 200>>(options, (signal) =>
        client.GET('/reviews/api/v1/reviews', { params: { query: { location_id: locationId, page, size } }, signal }),
      ).map(({ data }) => camelized(data)),
    getPromotionInfo: (token) =>
      call<ResponseBody<'getPromotionInfo', 200>>(options, (signal) =>
        client.GET('/charly_discount', { params: { query: { token } }, signal }),
      ).map(({ data }) => camelized(data)),
    listReviewsV1: (locationId, page, perPage) =>
      call<ResponseBody<'listReviews', 200>>(options, (signal) =>
        client.GET('/reviews/detail', {
          params: { query: { location_id: locationId, page, per_page: perPage } },
          signal,
        }),
      ).map(({ data }) => camelized(data).reviews),
    checkReview: (code, version) =>
      version === 'v2'
        ? call<ResponseBody<'checkReviewV2', 200>>(options, (signal) =>
            client.GET('/reviews/api/v1/reviews/{code}/check_review', { params: { path: { code } }, signal }),
          ).map(({ data }) => camelized(data))
        : call<ResponseBody<'checkReview', 200>>(options, (signal) =>
            client.GET('/reviews/check_review/{code}', { params: { path: { code } }, signal }),
          ).map(({ data }) => camelized(data)),
    fillReview: (code, version, form) => {
      const body = snaked(form);
      return version === 'v2'
        ? call<ResponseBody<'fillReviewV2', 200>>(options, (signal) =>
            client.PATCH('/reviews/api/v1/reviews/{code}/fill_review', { params: { path: { code } }, body, signal }),
          ).map(({ data }) => camelized(data))
        : call<ResponseBody<'fillReview', 200>>(options, (signal) =>
            client.PATCH('/reviews/fill_review/{code}', { params: { path: { code } }, body, signal }),
          ).map(({ data }) => camelized(data));
    },
    replyToReview: (code, comment) =>
      call<ResponseBody<'replyToReview', 201>>(options, (signal) =>
        client.POST('/reviews/api/v1/review_comments', { body: { confirmation_code: code, comment }, signal }),
      ).map(({ data }) => camelized(data)),
    // The session cookie travels with every call (credentials: 'include'); the browser keeps it, never this adapter.
    signIn: (email, password) =>
      call<ResponseBody<'signIn', 200>>(options, (signal) =>
        client.POST('/users/sign_in', { body: { user: { email, password } }, signal }),
      ).andThen(withAnsweredIds((data) => userAnswered(camelized(data)))),
    signInWithOAuth: (device, token) =>
      call<ResponseBody<'signInWithOAuth', 200>>(options, (signal) =>
        client.POST('/users/oauth', { body: { device, access_token: token }, signal }),
      ).andThen(withAnsweredIds((data) => userAnswered(camelized(data)))),
    signOut: () =>
      call<ResponseBody<'signOut', 204>>(options, (signal) => client.DELETE('/users/sign_out', { signal })).map(
        () => undefined,
      ),
    getCurrentUser: () =>
      call<ResponseBody<'getCurrentUser', 200>>(options, (signal) =>
        client.GET('/api/views/admin/v1/users/get_user', { signal }),
      ).andThen(withAnsweredIds((data) => userAnswered(camelized(data)))),
    signUp: (email, password, country) =>
      call<ResponseBody<'signUp', 204>>(options, (signal) =>
        client.POST('/users', { body: { user: { email, password }, ...whenPresent('country', country) }, signal }),
      ).map(() => undefined),
    verifyEmail: (token) =>
      call<ResponseBody<'verifyEmail', 200>>(options, (signal) =>
        client.POST('/users/email_verification/{token}', { params: { path: { token } }, signal }),
      ).andThen(withAnsweredIds((data) => userAnswered(camelized(data)))),
    requestPasswordReset: (email, country) =>
      call<ResponseBody<'requestPasswordReset', 204>>(options, (signal) =>
        client.POST('/users/password_reset', { body: { user: { email }, ...whenPresent('country', country) }, signal }),
      ).map(() => undefined),
    resetPassword: (token, password) =>
      call<ResponseBody<'resetPassword', 200>>(options, (signal) =>
        client.POST('/users/password_reset/{token}', {
          params: { path: { token } },
          body: { user: { password } },
          signal,
        }),
      ).andThen(withAnsweredIds((data) => userAnswered(camelized(data)))),
    confirmEmailChange: (token) =>
      call<ResponseBody<'confirmEmailChange', 200>>(options, (signal) =>
        client.POST('/users/email_change/{token}', { params: { path: { token } }, signal }),
      ).andThen(withAnsweredIds((data) => userAnswered(camelized(data)))),
    listMyBookings: () =>
      call<ResponseBody<'listMyBookings', 200>>(options, (signal) => client.GET('/users/me/bookings', { signal })).map(
        ({ data }) => camelized(data),
      ),
    getMyDetails: () =>
      call<ResponseBody<'getMyDetails', 200>>(options, (signal) => client.GET('/users/me', { signal })).map(
        ({ data }) => camelized(data),
      ),
    updateMyDetails: (details) =>
      call<ResponseBody<'updateMyDetails', 200>>(options, (signal) =>
        client.PATCH('/users/me', {
          body: {
            first_name: details.firstName,
            last_name: details.lastName,
            phone: details.phone,
            identification_number: details.identificationNumber,
            language: details.language,
          },
          signal,
        }),
      ).map(({ data }) => camelized(data)),
    deleteMyAccount: () =>
      call<ResponseBody<'deleteAccount', 204>>(options, (signal) => client.DELETE('/users/me', { signal })).map(
        () => undefined,
      ),
    requestEmailChange: (email, country) =>
      call<ResponseBody<'requestEmailChange', 204>>(options, (signal) =>
        client.POST('/users/me/email', { body: { user: { email }, ...whenPresent('country', country) }, signal }),
      ).map(() => undefined),
  };
}
