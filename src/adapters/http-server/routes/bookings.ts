import type { CheckBookings } from '#application/booking/check-bookings';
import type { FindBookingByReference } from '#application/booking/find-booking-by-reference';
import type { StaffListedBooking } from '#application/ports/server/bookings';
import type { BookingShares } from '#domain/membership/plan-payment';
import type { ChangeBookings, BookingsChanged } from '#application/booking/change-bookings';
import type { ViewingUser } from '#application/account/signed-in-user';
import type { CreateBooking } from '#application/booking/create-booking';
import type { EditBooking } from '#application/booking/edit-booking';
import type { EditableBooking, GetBookingForEdit } from '#application/booking/get-booking-for-edit';
import type { ShownConsent } from '#domain/consent/consent-links';
import type { GetBookingSummary } from '#application/booking/get-booking-summary';
import type { GetBookingCalendar } from '#application/booking/get-booking-calendar';
import type { ListLocationBookings } from '#application/booking/list-location-bookings';
import type { IssueHumanCheckChallenge } from '#application/abuse/issue-human-check-challenge';
import type { BookingSubmission, SubmittedClient, SubmittedItem } from '#application/booking/place-bookings';
import type { BookedService, CompanyBrand } from '#domain/booking/booking-group';
import { formatOffsetDateTime, timeZone, type TimeZone } from '#domain/availability/time-zone';
import type { Instant } from '#domain/calendar/instant';
import type { LocalDate } from '#domain/calendar/local-date';
import type { BookingPlanPayment } from '#domain/membership/plan-payment';
import { canonicalText } from '#domain/shared/canonical-text';
import type { components } from '../../http/booking-api.generated';
import { contractRoute, type ContractRoute } from '../contract-route';
import { namedLanguage } from '../language';
import { bookingIdFromWire, locationIdFromWire } from '../wire-ids';
import type { User } from '#application/ports/server/users';
import type { BookingAccount } from '#domain/account/my-bookings';

// The bookings' calls (booking-wizard §4, §7; storefront §2, §7; ADR 0014, ADR 0017): check and
// create, the summary behind its access token, the confirmation-code links, and the staff's day.

type Schemas = components['schemas'];

export interface BookingUseCases {
  readonly checkBookings: CheckBookings;
  readonly createBooking: CreateBooking;
  /** Who is signed in, if anyone: a booking made signed in is tied to the account (docs/adr/0122). */
  readonly viewingUser: ViewingUser;
  readonly getBookingSummary: GetBookingSummary;
  readonly getBookingCalendar: GetBookingCalendar;
  readonly cancelBookings: ChangeBookings;
  readonly confirmAttendances: ChangeBookings;
  readonly getBookingForEdit: GetBookingForEdit;
  readonly editBooking: EditBooking;
  readonly listLocationBookings: ListLocationBookings;
  readonly findBookingByReference: FindBookingByReference;
  readonly issueHumanCheckChallenge: IssueHumanCheckChallenge;
}

/** A stored location's zone; one the runtime does not know is broken data (500), not an answer. */
function zoneOf(name: string): TimeZone {
  const zone = timeZone(name);
  if (zone.isErr()) throw new Error(`A location records an unknown time zone: ${name}`);
  return zone.value;
}

/** An RFC 3339 instant the contract validated (`format: date-time`). */
const instant = (text: string) => Date.parse(text) as Instant;

function submittedItem(item: Schemas['BookingRequestItem']): SubmittedItem {
  return {
    serviceId: item.service_id,
    bundled: item.bundled,
    bundleId: item.bundle_id,
    start: instant(item.start),
    end: instant(item.end),
    providerId: item.provider_id,
    paymentMembershipId: item.payment_membership_id,
    price: item.price,
    recordHistory: item.record_history,
    currentMileage: item.record_history?.current_mileage ?? null,
    vehicle:
      item.entity === null
        ? null
        : {
            brand: item.entity.marca,
            model: item.entity.modelo,
            plate: item.entity.patente,
            year: item.entity.anio,
            clientName: item.entity.nombre,
            lastMileage: item.entity.km,
          },
  };
}

function submittedClient(client: Schemas['ClientPayload']): SubmittedClient {
  const customAttributes: Record<string, string | number | boolean | null> = {};
  for (const [key, value] of Object.entries(client)) {
    if (key.startsWith('custom_')) customAttributes[key.slice('custom_'.length)] = value;
  }
  return {
    firstName: client.first_name,
    lastName: client.last_name,
    email: client.email,
    phone: client.phone,
    secondPhone: client.second_phone,
    identificationNumber: client.identification_number,
    address: client.address,
    birthDay: client.birth_day,
    birthMonth: client.birth_month,
    birthYear: client.birth_year,
    age: client.age,
    recordNumber: client.record_number,
    gender: client.gender,
    city: client.city,
    district: client.district,
    notes: client.notes,
    customAttributes,
  };
}

function submission(body: Schemas['CheckBookingsRequest'] | Schemas['CreateBookingRequest']): BookingSubmission {
  return {
    locationId: locationIdFromWire(body.location_id),
    items: body.bookings.map(submittedItem),
    client: submittedClient(body.client),
    hasSessions: body.has_sessions,
    paysOnline: body.payment_pago_facil !== '' || body.payment_dlocal !== '',
    expiredConfirm: body.expired_confirm,
    maxDiscount: body.max_discount,
    promotionToken: body.charly_token ?? null,
  };
}

function bookedService(
  booking: BookedService,
  zone: TimeZone,
  location: { readonly name: string; readonly address: string | null },
  confirmationCode?: string,
  planPayment?: BookingPlanPayment | null,
): Schemas['BookedService'] {
  return {
    ...(planPayment === undefined
      ? {}
      : {
          plan_payment:
            planPayment === null
              ? null
              : { plan_name: planPayment.planName, covered: planPayment.covered, left_to_pay: planPayment.leftToPay },
        }),
    id: booking.id,
    ...(confirmationCode === undefined ? {} : { confirmation_code: confirmationCode }),
    status: booking.status,
    service_id: booking.serviceId,
    service_name: booking.serviceName,
    start: formatOffsetDateTime(zone, booking.start),
    end: formatOffsetDateTime(zone, booking.end),
    duration: booking.durationMinutes,
    show_duration: booking.showDuration,
    price: booking.price,
    show_price: booking.showPrice,
    should_pay_online: booking.shouldPayOnline,
    is_video: booking.isVideo,
    // Video conferences arrive with their integration; until then a video service has no address yet.
    videocall: null,
    outcall: booking.outcall,
    is_session: booking.isSession,
    bundled: booking.bundled,
    provider_id: booking.provider.id,
    service_provider: { id: booking.provider.id, public_name: booking.provider.publicName },
    location: location.name,
    location_address: location.address,
  };
}

function bookingState(booking: BookedService, zone: TimeZone): Schemas['BookingState'] {
  return {
    id: booking.id,
    service_name: booking.serviceName,
    start: formatOffsetDateTime(zone, booking.start),
    end: formatOffsetDateTime(zone, booking.end),
    status: booking.status,
    client_confirmed: booking.clientConfirmedAt !== null,
  };
}

function bookingsChanged(changed: BookingsChanged): Schemas['BookingsChanged'] {
  const zone = zoneOf(changed.group.location.timeZone);
  return {
    confirmation_code: changed.confirmationCode,
    bookings: changed.bookings.map((booking) => bookingState(booking, zone)),
    unchanged: changed.unchanged,
  };
}

function editable(editableBooking: EditableBooking): Schemas['EditableBooking'] {
  const { booking, group } = editableBooking;
  const zone = zoneOf(group.location.timeZone);
  return {
    id: booking.id,
    confirmation_code: editableBooking.confirmationCode,
    reference: group.reference,
    status: booking.status,
    client_confirmed: booking.clientConfirmedAt !== null,
    location_id: group.location.id,
    service: { id: booking.serviceId, name: booking.serviceName, duration: booking.durationMinutes },
    provider: { id: booking.provider.id, public_name: booking.provider.publicName },
    start: formatOffsetDateTime(zone, booking.start),
    end: formatOffsetDateTime(zone, booking.end),
    modifications_left: editableBooking.modificationsLeft,
    modifiable_until: formatOffsetDateTime(zone, editableBooking.modifiableUntil),
    cancellable_until: formatOffsetDateTime(zone, editableBooking.cancellableUntil),
    group: group.bookings.map((each) => bookingState(each, zone)),
    is_class: booking.isClass,
    company: companyBrand(group.location.company),
    ...(editableBooking.consents === undefined ? {} : { consents: wireConsents(editableBooking.consents, zone) }),
  };
}

/** A booking's consent forms as its pages read them (docs/adr/0118), instants in the location's offset. */
function wireConsents(consents: readonly ShownConsent[], zone: ReturnType<typeof zoneOf>): Schemas['BookingConsent'][] {
  return consents.map((consent) => ({
    booking_id: consent.bookingId,
    form_title: consent.title,
    version: consent.version,
    state: consent.state,
    sign_path: consent.signPath,
    signed_at: consent.signedAt === null ? null : formatOffsetDateTime(zone, consent.signedAt),
  }));
}

/** The company as its bookings' pages show it (issue 20). */
export function companyBrand(company: CompanyBrand): Schemas['CompanyBrand'] {
  return { name: company.name, color_minisite: company.colorMinisite, logo: company.logo };
}

/** The signed-in viewer as a booking knows them (docs/adr/0122, docs/adr/0124); null for a visitor. */
function bookingAccount(viewer: User | null): BookingAccount | null {
  return viewer === null ? null : { userId: viewer.id, email: viewer.email, emailVerified: viewer.emailVerified };
}

/** The bookings' routes over their use cases. */
export function bookingRoutes(useCases: BookingUseCases): readonly ContractRoute[] {
  return [
    contractRoute('checkBookings', ({ body, credentials }) =>
      useCases
        .viewingUser(credentials.sessionToken)
        .andThen((viewer) => useCases.checkBookings({ ...submission(body), booker: bookingAccount(viewer) }))
        .map((check) => {
          const zone = zoneOf(check.timeZone);
          return {
            status: 200,
            body: {
              bookings_data: {
                available: check.available.map((item) => ({
                  service_id: item.serviceId,
                  start: formatOffsetDateTime(zone, item.start),
                  end: formatOffsetDateTime(zone, item.end),
                  provider_id: item.providerId,
                })),
                unavailable: check.unavailable.map((serviceId) => ({ service_id: serviceId })),
              },
              bookings_membership: {
                available: check.covered.map((item) => ({
                  service_id: item.serviceId,
                  payment_membership_id: item.paymentMembershipId,
                })),
                unavailable: check.uncovered.map((serviceId) => ({ service_id: serviceId })),
              },
            },
          };
        }),
    ),
    contractRoute('createBooking', ({ body, header, credentials, raw }) =>
      useCases
        .viewingUser(credentials.sessionToken)
        .andThen((booker) =>
          useCases.createBooking({
            ...submission(body),
            booker: bookingAccount(booker),
            apiKey: credentials.apiKey,
            humanCheckToken: body.recaptcha_token ?? null,
            clientAddress: credentials.clientAddress,
            idempotencyKey: header['Idempotency-Key'] ?? null,
            fingerprint: canonicalText(body),
            notes: body.client.notes,
            creativeSource: body.creative_source ?? null,
            rwgToken: body.rwg_token ?? null,
            // The storefront asks in its reader's language: the mails about the booking are written in it (issue 18).
            language: namedLanguage(raw.headers['accept-language']),
            giftCardCode: body.gift_card_code ?? null,
          }),
        )
        .map((created) => {
          const summary = `/bookings/${String(created.bookingId)}/${created.accessToken}`;
          return {
            status: 201,
            headers: { Location: summary, ...(created.replayed ? { 'Idempotent-Replayed': 'true' } : {}) },
            body: {
              ...(created.reference === undefined ? {} : { reference: created.reference }),
              booking: {
                trx_id: created.trxId,
                id: created.bookingId,
                access_token: created.accessToken,
                status: created.status,
              },
              redirect_to: `/${created.countryCode}${summary}/false`,
              bookings: created.bookings.map((booking) => ({
                id: booking.id,
                confirmation_code: booking.confirmationCode,
              })),
              payment:
                created.payment === null
                  ? null
                  : {
                      amount: created.payment.amount,
                      currency: created.payment.currency,
                      down_payment: created.payment.downPayment,
                      expires_at: formatOffsetDateTime(zoneOf(created.payment.timeZone), created.payment.expiresAt),
                    },
            },
          };
        }),
    ),
    contractRoute('getHumanCheckChallenge', () =>
      useCases.issueHumanCheckChallenge().map((issued) => ({
        status: 200,
        headers: { 'Cache-Control': 'no-store' },
        body: { challenge: issued.challenge, expires_at: new Date(issued.expiresAt).toISOString() },
      })),
    ),
    contractRoute('getBookingSummary', ({ path }) =>
      useCases
        .getBookingSummary({ bookingId: bookingIdFromWire(path.bookingId), accessToken: path.accessToken })
        .map((group) => {
          const zone = zoneOf(group.location.timeZone);
          return {
            status: 200,
            body: {
              reference: group.reference,
              client_full_name: group.client.fullName,
              client_email: group.client.email,
              client_phone: group.client.phone,
              bundled: group.bookings.some((booking) => booking.bundled),
              location: {
                id: group.location.id,
                location_name: group.location.name,
                address: group.location.address,
                phone: group.location.phone,
                email: group.location.email,
              },
              currency: group.location.currency,
              company: companyBrand(group.location.company),
              consents: wireConsents(group.consents, zone),
              plan_payment:
                group.planPayment === null
                  ? null
                  : {
                      plan_names: group.planPayment.planNames,
                      covered: group.planPayment.covered,
                      left_to_pay: group.planPayment.leftToPay,
                    },
              gift_card_payment:
                group.giftCardPayment === null
                  ? null
                  : {
                      last_four: [...group.giftCardPayment.lastFours],
                      paid: group.giftCardPayment.paid,
                      left_to_pay: group.giftCardPayment.leftToPay,
                    },
              payment:
                group.payment === null
                  ? null
                  : {
                      status: group.payment.status,
                      amount: group.payment.amount,
                      currency: group.payment.currency,
                      down_payment: group.payment.downPayment,
                      rejection_reason: group.payment.rejectionReason,
                      expires_at: formatOffsetDateTime(zone, group.payment.expiresAt),
                    },
              booking_groups: [
                {
                  id: group.id,
                  trx_id: group.trxId,
                  bookings: group.bookings.map((booking, index) =>
                    bookedService(
                      booking,
                      zone,
                      group.location,
                      group.confirmationCodes.get(booking.id),
                      group.planPayment?.bookings[index] ?? null,
                    ),
                  ),
                },
              ],
            },
          };
        }),
    ),
    contractRoute('getBookingCalendar', ({ path }) =>
      useCases
        .getBookingCalendar({ bookingId: bookingIdFromWire(path.bookingId), accessToken: path.accessToken })
        .map((calendar) => ({
          status: 200,
          body: calendar,
          // A download, not a page: the browser saves it and the calendar program opens it.
          headers: { 'Content-Disposition': 'attachment; filename="booking.ics"', 'Cache-Control': 'no-store' },
        })),
    ),
    contractRoute('cancelBooking', ({ body }) =>
      useCases
        .cancelBookings({ confirmationCode: body.confirmation_code, all: false })
        .map((changed) => ({ status: 200, body: bookingsChanged(changed) })),
    ),
    contractRoute('cancelAllBookings', ({ body }) =>
      useCases
        .cancelBookings({ confirmationCode: body.confirmation_code, all: true })
        .map((changed) => ({ status: 200, body: bookingsChanged(changed) })),
    ),
    contractRoute('confirmBooking', ({ body }) =>
      useCases
        .confirmAttendances({ confirmationCode: body.confirmation_code, all: false })
        .map((changed) => ({ status: 200, body: bookingsChanged(changed) })),
    ),
    contractRoute('confirmAllBookings', ({ body }) =>
      useCases
        .confirmAttendances({ confirmationCode: body.confirmation_code, all: true })
        .map((changed) => ({ status: 200, body: bookingsChanged(changed) })),
    ),
    contractRoute('getBookingForEdit', ({ query }) =>
      useCases
        .getBookingForEdit({ confirmationCode: query.confirmation_code })
        .map((found) => ({ status: 200, body: editable(found) })),
    ),
    contractRoute('editBooking', ({ body }) =>
      useCases
        .editBooking({
          bookingId: bookingIdFromWire(body.id),
          confirmationCode: body.confirmation_code,
          start: instant(body.booking.start),
          end: instant(body.booking.end),
          providerId: body.booking.provider_id,
        })
        .map((edited) => ({ status: 200, body: editable(edited) })),
    ),
    contractRoute('listLocationBookings', ({ query, credentials }) =>
      useCases
        .listLocationBookings({
          apiKey: credentials.apiKey,
          locationId: locationIdFromWire(query.location_id),
          date: query.date as LocalDate,
        })
        .map((day) => {
          const zone = zoneOf(day.location.timeZone);
          return {
            status: 200,
            body: day.bookings.map((booking) => staffBookingItem(zone, booking)),
          };
        }),
    ),
    contractRoute('findBookingByReference', ({ path, credentials }) =>
      useCases
        .findBookingByReference({ apiKey: credentials.apiKey, companySlug: path.slug, reference: path.reference })
        .map((found) => {
          const zone = zoneOf(found.group.location.timeZone);
          return {
            status: 200,
            body: {
              reference: found.group.reference,
              trx_id: found.group.trxId,
              location: { id: found.group.location.id, location_name: found.group.location.name },
              bookings: found.bookings.map((booking) => staffBookingItem(zone, booking)),
            },
          };
        }),
    ),
  ];
}

/** One booking as support staff see it, its times in its location's zone. */
function staffBookingItem(
  zone: TimeZone,
  booking: StaffListedBooking & { readonly shares: BookingShares },
): Schemas['StaffBookingListItem'] {
  return {
    id: booking.id,
    trx_id: booking.trxId,
    reference: booking.reference,
    status: booking.status,
    client_confirmed: booking.clientConfirmedAt !== null,
    start: formatOffsetDateTime(zone, booking.start),
    end: formatOffsetDateTime(zone, booking.end),
    service_id: booking.serviceId,
    service_name: booking.serviceName,
    provider: { id: booking.provider.id, public_name: booking.provider.publicName },
    client_full_name: booking.clientFullName,
    client_email: booking.clientEmail,
    client_phone: booking.clientPhone,
    created_at: formatOffsetDateTime(zone, booking.createdAt),
    payment_membership:
      booking.paymentMembership === null
        ? null
        : {
            id: booking.paymentMembership.id,
            name: booking.paymentMembership.name,
            uses_left: booking.paymentMembership.usesLeft,
          },
    price: booking.price,
    covered_by_plan: booking.price === null ? null : booking.shares.covered,
    left_to_pay: booking.price === null ? null : booking.shares.leftToPay,
  };
}
