import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { formatOffsetDateTime, instantOfExistingTime } from '../../domain/availability/time-zone';
import {
  FIELD_BY_CLIENT_DATA_NAME,
  validateClientForm,
  type BookingClientAttribute,
  type ClientFormConfiguration,
} from '../../domain/client/client-form';
import { clientPayload } from '../../domain/client/client-payload';
import { dayAndHourAt, momentOf } from '../../domain/reservation/scheduling';
import { fieldError } from '../../domain/validation/field-error';
import type { BookingApi, BookingRequest, BookingRequestItem, CheckedBookingsView, CompanyBookingInfoView } from '../ports/booking-api';
import type { IdempotencyKeys } from '../ports/idempotency-keys';
import { resolveCart, type BookingCart } from './booking-cart';
import type { BookingOrder } from './booking-order';
import { canonicalText } from './canonical-text';
import { inputInvalid, type ClientSideFailure, type InvalidInput } from './client-side-errors';

// Booking an hour for a caller (issue 6; booking-wizard §4 Submission, §5, §7): the order checked
// by the company's own client form rules, the chain scheduled on the wizard's running minute line,
// and the bookings created under an Idempotency-Key derived from the order, so that sending the
// same order again is answered with the same bookings instead of new ones.

/** The order's names for the form's fields (booking-order.ts). */
const ORDER_FIELD: Readonly<Record<string, string>> = {
  firstName: 'first_name',
  lastName: 'last_name',
  secondPhone: 'second_phone',
  identificationNumber: 'identification_number',
  birthDate: 'birth_date',
  recordNumber: 'record_number',
  acceptedTerms: 'accept_terms',
};

/** The client form the company shows for this cart (booking-wizard §5), as the server checks it too. */
export function clientFormConfiguration(cart: BookingCart, info: CompanyBookingInfoView): ClientFormConfiguration {
  return {
    countryCode: cart.location.countryCode,
    activeMemberships: info.activeMemberships,
    hasOutcallService: cart.hasOutcallService,
    showNotes: info.showNotes,
    policyTermActive: info.policyTermActive,
    bookingClientAttributes: info.bookingClientAttributes.map((attribute): BookingClientAttribute => ({ ...attribute, clientData: FIELD_BY_CLIENT_DATA_NAME[attribute.clientData] })),
    customAttributes: info.attributes,
  };
}

/**
 * Each service's start and end: the first at the order's day and hour, each following one when the
 * previous one ends, on the location's wall clock (scheduling.ts), written as instants with the
 * location's offset. A start the clocks skip (a daylight-saving jump) is refused.
 */
function scheduledItems(cart: BookingCart, order: BookingOrder): readonly BookingRequestItem[] | null {
  let moment = momentOf(order.date, order.hour);
  const items: BookingRequestItem[] = [];
  for (const item of cart.items) {
    const from = dayAndHourAt(moment);
    const to = dayAndHourAt(moment + item.duration);
    const start = instantOfExistingTime(cart.zone, from.day, from.hour);
    const end = instantOfExistingTime(cart.zone, to.day, to.hour);
    if (start === null || end === null) return null;
    moment += item.duration;
    items.push({
      serviceId: item.serviceId,
      bundled: item.bundleId !== null,
      bundleId: item.bundleId,
      emailTrackNumber: null,
      start: formatOffsetDateTime(cart.zone, start),
      end: formatOffsetDateTime(cart.zone, end),
      // Staff quote no price: the server books its own (docs/adr/0022).
      price: null,
      providerId: item.providerChoice,
      serviceProviderId: null,
      timeResourceId: null,
      providerLock: item.providerChoice !== 0,
      paymentMembershipId: null,
      recordHistory: null,
      entity: null,
    });
  }
  return items;
}

export interface BookedHour {
  readonly _tag: 'Booked';
  /** The API replayed the bookings an earlier attempt with the same order made; nothing new was booked. */
  readonly replayed: boolean;
  readonly trxId: string;
  readonly status: 'pending_payment' | 'confirmed' | 'cancelled';
  /** The summary's capability: booking id and access token. */
  readonly bookingId: number;
  readonly accessToken: string;
  readonly bookings: readonly { readonly id: number; readonly confirmationCode: string; readonly serviceId: number; readonly start: string; readonly end: string }[];
}

export interface CheckedHour {
  readonly _tag: 'Checked';
  readonly checked: CheckedBookingsView;
  readonly request: BookingRequest;
}

export interface BookHourPorts {
  readonly api: BookingApi;
  readonly idempotencyKeys: IdempotencyKeys;
}

/**
 * Books the order, or with `dryRun` only checks it (POST /bookings/check_bookings): the cart as the
 * location offers it, the client by the company's form (every field at fault named before anything
 * is sent), each service scheduled after the previous one. The create is not preceded by a check:
 * the API checks everything again in the booking's own transaction, and a check would tell a
 * re-sent order that its hour is taken — by its own first attempt — instead of letting the API
 * replay that attempt (docs/adr/0023).
 */
export function bookHour(ports: BookHourPorts) {
  const cartFor = resolveCart(ports.api);
  return (order: BookingOrder, options: { readonly dryRun: boolean } = { dryRun: false }): ResultAsync<BookedHour | CheckedHour, ClientSideFailure> =>
    cartFor(order.locationId, order.serviceIds, order.providerChoices).andThen((cart) =>
      ports.api.getCompanyBookingInfo(cart.location.companyWebAddress).andThen((info) => {
        const faults: InvalidInput[] = [];
        const valid = validateClientForm(order.client, clientFormConfiguration(cart, info)).match(
          (form) => form,
          (invalid) => {
            for (const [field, error] of Object.entries(invalid.fields)) {
              if (error !== undefined) faults.push({ field: ORDER_FIELD[field] ?? field, error });
            }
            return null;
          },
        );
        const bookings = scheduledItems(cart, order);
        if (bookings === null) faults.push({ field: 'start', error: fieldError('ERRORS.VALIDATION_DATETIME_INVALID') });
        if (valid === null || bookings === null || faults.length > 0) return errAsync(inputInvalid(faults));
        const request: BookingRequest = {
          expiredConfirm: false,
          mp: false,
          locationId: cart.location.id,
          maxDiscount: 0,
          hasSessions: false,
          bookings,
          client: clientPayload(valid, info.presetNotes.important ?? ''),
        };
        if (options.dryRun) return ports.api.checkBookings(request).map((checked): CheckedHour => ({ _tag: 'Checked', checked, request }));
        const key = ports.idempotencyKeys.keyFor(canonicalText({ order, request }));
        return ports.api.createBooking(request, key).andThen((created) =>
          okAsync<BookedHour>({
            _tag: 'Booked',
            replayed: created.replayed,
            trxId: created.booking.trxId,
            status: created.booking.status,
            bookingId: created.booking.id,
            accessToken: created.booking.accessToken,
            bookings: created.bookings.map((booking, index) => ({
              ...booking,
              serviceId: bookings[index]?.serviceId ?? 0,
              start: bookings[index]?.start ?? '',
              end: bookings[index]?.end ?? '',
            })),
          }),
        );
      }),
    );
}
