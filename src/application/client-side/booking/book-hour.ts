import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { parseLocalDate, type LocalDate } from '#domain/calendar/local-date';
import { validateClientForm } from '#domain/client/client-form';
import { clientPayload } from '#domain/client/client-payload';
import { payingPriceOn, type SpecialDiscountPricing } from '#domain/promotion/special-discount';
import { dayAndHourAt, momentOf } from '#domain/reservation/scheduling';
import { fieldError } from '#domain/validation/field-error';
import type { ApiResult } from '../../ports/client/api-result';
import type {
  BookingRequest,
  BookingRequestItem,
  BookingRequests,
  CheckedBookingsView,
} from '../../ports/client/booking-requests';
import type { CompanyProfiles } from '../../ports/client/company-profiles';
import type { OfferedServices, ServiceView } from '../../ports/client/offered-services';
import type { VehicleRecords } from '../../ports/client/vehicle-records';
import type { IdempotencyKeys } from '../../ports/client/idempotency-keys';
import { resolveCart, type BookingCart, type CartPorts } from './booking-cart';
import { bookingTimes } from './booking-times';
import { vehicleOnRecord, workshopPart } from './workshop-vehicle';
import { clientFormConfiguration } from './client-form-configuration';
import type { BookingOrder } from './booking-order';
import { canonicalText } from '#domain/shared/canonical-text';
import { inputInvalid, type ClientSideFailure, type InvalidInput } from '../shared/client-side-errors';
import type { BookingId } from '#domain/booking/booking-id';
import type { LocationId } from '#domain/storefront/company';

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

/** One service of the cart at its time: its day at the location, and the item without the order's extras yet. */
interface ScheduledItem {
  readonly day: LocalDate;
  readonly item: BookingRequestItem;
}

/**
 * Each service's start and end: the first at the order's day and hour, each following one when the
 * previous one ends, on the location's wall clock (scheduling.ts), written as instants with the
 * location's offset. A start the clocks skip (a daylight-saving jump) is refused.
 */
function scheduledItems(cart: BookingCart, order: BookingOrder): readonly ScheduledItem[] | null {
  let moment = momentOf(order.date, order.hour);
  const items: ScheduledItem[] = [];
  for (const item of cart.items) {
    const times = bookingTimes(cart.zone, { start: moment, end: moment + item.duration });
    if (times === null) return null;
    const day = dayAndHourAt(moment).day;
    moment += item.duration;
    items.push({
      day,
      item: {
        serviceId: item.serviceId,
        bundled: item.bundleId !== null,
        bundleId: item.bundleId,
        emailTrackNumber: null,
        ...times,
        // Staff quote no price unless a landing link's promotion grants one: the server books its own (docs/adr/0022).
        price: null,
        providerId: item.providerChoice,
        serviceProviderId: null,
        timeResourceId: null,
        providerLock: item.providerChoice !== 0,
        paymentMembershipId: null,
        recordHistory: null,
        entity: null,
      },
    });
  }
  return items;
}

/** The services as the landing link's promotion prices them (GET /services?token), by id; null without a token. */
function promotedServices(
  offeredServices: OfferedServices,
  locationId: LocationId,
  token: string | undefined,
): ApiResult<ReadonlyMap<number, ServiceView> | null> {
  if (token === undefined) return okAsync(null);
  return offeredServices
    .listServices(locationId, token)
    .map(
      (groups) => new Map(groups.flatMap((group) => group.services.map((service) => [service.id, service] as const))),
    );
}

/** A service's prices as the domain's promotion rules read them; null when its promotion's days are not days. */
function specialDiscountPricing(service: ServiceView): SpecialDiscountPricing | null {
  const day = (text: string | null) => (text === null ? null : parseLocalDate(text).unwrapOr(undefined));
  const start = day(service.charlyPromotionStartDate);
  const end = day(service.charlyPromotionEndDate);
  if (start === undefined || end === undefined) return null;
  return {
    price: service.price,
    payingPrice: service.payingPrice,
    payingPriceCharly: service.payingPriceCharly,
    charlyDiscount: service.charlyDiscount,
    charlyPromotionStartDate: start,
    charlyPromotionEndDate: end,
  };
}

/** The special-discount price and percentage the promotion grants a service on a day (special-discount.ts), or null when it grants none. */
function promotionPrice(
  service: ServiceView | undefined,
  day: LocalDate,
): { readonly price: number; readonly discount: number } | null {
  const pricing = service === undefined ? null : specialDiscountPricing(service);
  if (service === undefined || pricing === null) return null;
  const paying = payingPriceOn(pricing, day);
  return paying._tag === 'SpecialDiscountPrice' ? { price: paying.amount, discount: service.charlyDiscount } : null;
}

export interface BookedHour {
  readonly _tag: 'Booked';
  /** The API replayed the bookings an earlier attempt with the same order made; nothing new was booked. */
  readonly replayed: boolean;
  readonly trxId: string;
  /** The bookings' reference (`K7M4QX`; docs/adr/0126) for the caller; null when the API answers none. */
  readonly reference: string | null;
  readonly status: 'pending_payment' | 'confirmed' | 'cancelled';
  /** The summary's capability: booking id and access token. */
  readonly bookingId: BookingId;
  readonly accessToken: string;
  readonly bookings: readonly {
    readonly id: BookingId;
    readonly confirmationCode: string;
    readonly serviceId: number;
    /** The service's name as the location offers it. */
    readonly serviceName: string;
    readonly start: string;
    readonly end: string;
    /** The price sent as shown (a landing link's promotion price); null when none was: the server's own. */
    readonly price: number | null;
    /** The price the location lists for the service; null for a bundle's member or a service without one. */
    readonly listedPrice: number | null;
    /** The membership that pays it; null when none does. */
    readonly paymentMembershipId: number | null;
  }[];
}

export interface CheckedHour {
  readonly _tag: 'Checked';
  readonly checked: CheckedBookingsView;
  readonly request: BookingRequest;
}

export interface BookHourPorts extends CartPorts {
  readonly companies: CompanyProfiles;
  readonly vehicles: VehicleRecords;
  readonly bookingRequests: BookingRequests;
  readonly idempotencyKeys: IdempotencyKeys;
}

/**
 * Books the order, or with `dryRun` only checks it (POST /bookings/check_bookings): the cart as the
 * location offers it, the client by the company's form (every field at fault named before anything
 * is sent), each service scheduled after the previous one. At a workshop the vehicle is looked up
 * by its plate and its record checked against the register's mileage; a membership named pays the
 * services it is named for; a landing link's token prices the services its promotion does, paid
 * online, as the services list shows them under the token (docs/adr/0023). The create is not
 * preceded by a check: the API checks everything again in the booking's own transaction, and a
 * check would tell a re-sent order that its hour is taken — by its own first attempt — instead of
 * letting the API replay that attempt.
 */
export function bookHour(ports: BookHourPorts) {
  const cartFor = resolveCart(ports);
  return (
    order: BookingOrder,
    options: { readonly dryRun: boolean } = { dryRun: false },
  ): ResultAsync<BookedHour | CheckedHour, ClientSideFailure> =>
    cartFor(order.locationId, order.serviceIds, order.providerChoices).andThen((cart) =>
      ResultAsync.combine([
        ports.companies.getCompanyBookingInfo(cart.location.companyWebAddress),
        vehicleOnRecord(ports.vehicles, cart.location.id, order.vehicle),
        promotedServices(ports.offeredServices, cart.location.id, order.promotionToken),
      ] as const).andThen(([info, onRecord, promoted]) => {
        const faults: InvalidInput[] = [];
        const valid = validateClientForm(
          order.client,
          clientFormConfiguration(
            { countryCode: cart.location.countryCode, hasOutcallService: cart.hasOutcallService },
            info,
          ),
        ).match(
          (form) => form,
          (invalid) => {
            for (const [field, error] of Object.entries(invalid.fields)) {
              if (error !== undefined) faults.push({ field: ORDER_FIELD[field] ?? field, error });
            }
            return null;
          },
        );
        const scheduled = scheduledItems(cart, order);
        if (scheduled === null)
          faults.push({ field: 'start', error: fieldError('ERRORS.VALIDATION_DATETIME_INVALID') });
        const workshop =
          order.vehicle === undefined
            ? null
            : workshopPart(
                order.vehicle,
                onRecord,
                `${order.client.firstName.trim()} ${order.client.lastName.trim()}`.trim(),
              );
        if (workshop !== null && 'faults' in workshop) faults.push(...workshop.faults);
        // A bundle is named once: its members share the membership named for it, as they share its professional.
        const choices = order.membershipChoices ?? [];
        const membershipFor = (index: number) =>
          (choices.length === 1 || cart.query.bundleId !== null ? choices[0] : choices[index]) ?? 0;
        const bookings = (scheduled ?? []).map(({ day, item }, index): BookingRequestItem => {
          const membership = membershipFor(index);
          // A membership pays at the location; a promotion's price is an online price, and a bundle is priced as a whole (docs/adr/0022).
          const promotion =
            promoted === null || membership !== 0 || item.bundled
              ? null
              : promotionPrice(promoted.get(item.serviceId), day);
          return {
            ...item,
            price: promotion?.price ?? null,
            paymentMembershipId: membership === 0 ? null : membership,
            recordHistory: workshop !== null && 'entity' in workshop ? workshop.recordHistory : null,
            entity: workshop !== null && 'entity' in workshop ? workshop.entity : null,
          };
        });
        const discounts = (scheduled ?? []).map(({ day, item }, index) =>
          promoted === null || membershipFor(index) !== 0
            ? null
            : (promotionPrice(promoted.get(item.serviceId), day)?.discount ?? null),
        );
        const promotionPriced = bookings.some((item) => item.price !== null);
        if (promoted !== null && !promotionPriced && scheduled !== null) {
          // Staff asked for the landing link's price, and it grants none of these services on that day.
          const offered = [...promoted.values()].filter(
            (service) => service.charlyDiscount > 0 && service.payingPriceCharly !== null,
          );
          const options = offered.map(
            (service) =>
              `service ${String(service.id)} (${service.charlyPromotionStartDate ?? '?'} to ${service.charlyPromotionEndDate ?? '?'})`,
          );
          faults.push({
            field: 'promotion',
            error: fieldError('ERRORS.VALIDATION_OPTION_INVALID', {
              options: options.length === 0 ? ['none on that day'] : options,
            }),
          });
        }
        if (valid === null || scheduled === null || faults.length > 0) return errAsync(inputInvalid(faults));
        const request: BookingRequest = {
          expiredConfirm: false,
          mp: bookings.some((item) => item.paymentMembershipId !== null),
          locationId: cart.location.id,
          maxDiscount: Math.max(0, ...discounts.filter((discount): discount is number => discount !== null)),
          hasSessions: false,
          bookings,
          client: clientPayload(valid, info.presetNotes.important ?? ''),
          ...(order.promotionToken === undefined
            ? {}
            : { promotionToken: order.promotionToken, paysOnline: promotionPriced }),
        };
        if (options.dryRun)
          return ports.bookingRequests
            .checkBookings(request)
            .map((checked): CheckedHour => ({ _tag: 'Checked', checked, request }));
        const key = ports.idempotencyKeys.keyFor(canonicalText({ order, request }));
        return ports.bookingRequests.createBooking(request, key).andThen((created) =>
          okAsync<BookedHour>({
            _tag: 'Booked',
            replayed: created.replayed,
            trxId: created.booking.trxId,
            reference: created.reference ?? null,
            status: created.booking.status,
            bookingId: created.booking.id,
            accessToken: created.booking.accessToken,
            bookings: created.bookings.map((booking, index) => ({
              ...booking,
              serviceId: bookings[index]?.serviceId ?? 0,
              serviceName: cart.items[index]?.name ?? '',
              start: bookings[index]?.start ?? '',
              end: bookings[index]?.end ?? '',
              price: bookings[index]?.price ?? null,
              listedPrice: cart.items[index]?.listedPrice ?? null,
              paymentMembershipId: bookings[index]?.paymentMembershipId ?? null,
            })),
          }),
        );
      }),
    );
}
