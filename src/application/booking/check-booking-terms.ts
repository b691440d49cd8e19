import { err, ok, ResultAsync, type Result } from 'neverthrow';
import { wallClockAt } from '#domain/availability/time-zone';
import type { LocalDate } from '#domain/calendar/local-date';
import type { BundleMember, Service } from '#domain/catalog/service';
import { typedIdentifier } from '#domain/client/client-recognition';
import { IDENTIFIER_TYPE, type IdentifierType } from '#domain/client/identification';
import { clientCompanyCheck, comparableIdentifier } from '#domain/client/identifier-match';
import { isPaidOnline } from '#domain/payment/paid-online';
import { judgeShownPrice, largestGrantedDiscount, type PaymentWay } from '#domain/promotion/granted-prices';
import { validateCurrentMileage } from '#domain/workshop/record-history';
import { isRegistrablePlate, registeredPlate, type Vehicle } from '#domain/workshop/vehicle';
import {
  bookingRequestInvalid,
  clientMayNotBook,
  priceChanged,
  promotionExpired,
  type BookingRequestInvalid,
  type ClientMayNotBook,
  type PriceChanged,
  type PromotionExpired,
  type RefusedField,
} from './booking-errors';
import type { BookingSubmission, ReadSubmission, SubmittedClient, SubmittedItem } from './place-bookings';
import type { Catalogue, SpecialDiscountPromotion } from '../ports/server/catalogue';
import type { Clients } from '../ports/server/clients';
import { promotionTermsFor } from './promotion-terms';
import type { VehicleRegister } from '../ports/server/vehicle-register';

// What check_bookings and POST /bookings check of a submission beyond its hours (docs/adr/0022):
// whether the company lets this client book, whether each price and the discount the client was
// shown are the server's, and, at a workshop, whether each vehicle's mileage exceeds the last one
// its register holds.

/** What booking one item takes, beyond its hour. */
export interface ItemTerms {
  /** The server's own price for the booking (null for a service with no price, and for a bundle's services). */
  readonly price: number | null;
  /** At a workshop, the vehicle as the register holds it once booked (its new mileage); null elsewhere. */
  readonly vehicle: Vehicle | null;
}

export type BookingTermsError = ClientMayNotBook | PromotionExpired | PriceChanged | BookingRequestInvalid;

export interface BookingTermsPorts {
  readonly clients: Clients;
  readonly vehicleRegister: VehicleRegister;
  readonly catalogue: Catalogue;
}

const itemField = (index: number, field: string) => `bookings[${String(index)}].${field}`;

/**
 * Whether the company lets the client book (storefront §1, §6, §8). The company's clients are found
 * as check_client_company finds them. A client-exclusive company books only a client it knows by
 * the identifier it asks for (`clientExclusiveBy`, the id number when unset) and lets book; any
 * company refuses a booker whose identifiers — the id number, else the email, else the phone — name
 * a client it stopped from booking. That only refuses: the booking is filed under a record by the
 * company's identification rule alone (recognise-client.ts; docs/adr/0048).
 */
function allowedClient(
  clients: Clients,
  client: SubmittedClient,
  reading: ReadSubmission,
): ResultAsync<void, ClientMayNotBook> {
  const asked = (type: IdentifierType) => {
    const value = typedIdentifier(client, type);
    return { type, comparable: value === null ? '' : comparableIdentifier(type, value) };
  };
  const exclusiveBy = reading.settings.clientExclusive
    ? (reading.settings.clientExclusiveBy ?? IDENTIFIER_TYPE.id)
    : null;
  const inOrder = [IDENTIFIER_TYPE.id, IDENTIFIER_TYPE.email, IDENTIFIER_TYPE.phone].map(asked);
  // Every identifier in one read (issue 19), judged in the order the rule gives.
  return ResultAsync.fromSafePromise(
    clients
      .standingsIdentifiedBy(reading.company.id, exclusiveBy === null ? inOrder : [asked(exclusiveBy), ...inOrder])
      .then((answers) => {
        const exclusive = exclusiveBy === null ? null : (answers[0] ?? []);
        const named = exclusiveBy === null ? answers : answers.slice(1);
        if (exclusive !== null && !clientCompanyCheck(exclusive).canBook) return false;
        const first = named.find((standings) => standings.length > 0);
        return first === undefined || clientCompanyCheck(first).canBook;
      }),
  ).andThen((allowed) => (allowed ? ok(undefined) : err(clientMayNotBook)));
}

/** An item's catalogue facts: the service whose price it is charged (the bundle, for a bundle's service) and the service booked. */
interface ItemPricing {
  readonly priced: Service;
  readonly booked: Service | BundleMember;
  readonly day: LocalDate;
}

/** The item's pricing; readSubmission already refused an item whose service is not offered. */
function pricingOf(reading: ReadSubmission, item: SubmittedItem): ItemPricing | null {
  const offered = (id: number | null) => reading.catalogue.find((candidate) => candidate.service.id === id)?.service;
  const day = wallClockAt(reading.zone, item.start).date;
  if (item.bundled) {
    const bundle = offered(item.bundleId);
    const member = bundle?.bundle.find((candidate) => candidate.id === item.serviceId);
    return bundle === undefined || member === undefined ? null : { priced: bundle, booked: member, day };
  }
  const service = offered(item.serviceId);
  return service === undefined ? null : { priced: service, booked: service, day };
}

/** The way the item is paid, which the prices granted depend on (paid-online.ts; ADR 0017). */
function paymentWay(submission: BookingSubmission, item: SubmittedItem, booked: Service | BundleMember): PaymentWay {
  const paidOnline = isPaidOnline({
    clientPaysOnline: submission.paysOnline,
    mustBePaidOnline: booked.mustBePaidOnline,
    paidByMembership: item.paymentMembershipId !== null,
  });
  return paidOnline ? 'online' : 'atLocation';
}

/**
 * Each item's price, judged against the prices the server grants on its day paid its way
 * (granted-prices.ts), and `max_discount` against the largest discount granted on the cart. An
 * ended promotion's price is PROMOTION.EXPIRED unless the client agreed; anything else the server
 * does not grant is BOOKING.PRICE_CHANGED, naming every field at fault.
 */
function checkedPrices(
  submission: BookingSubmission,
  reading: ReadSubmission,
  promotion: SpecialDiscountPromotion | null,
): Result<readonly (number | null)[], PromotionExpired | PriceChanged> {
  const expired: string[] = [];
  const changed: string[] = [];
  let largestDiscount = 0;
  const prices = submission.items.map((item, index) => {
    const pricing = pricingOf(reading, item);
    if (pricing === null) return null;
    const context = {
      day: pricing.day,
      way: paymentWay(submission, item, pricing.booked),
      promotions: [promotionTermsFor(promotion, pricing.priced.id)].filter((terms) => terms !== null),
    };
    largestDiscount = Math.max(
      largestDiscount,
      largestGrantedDiscount(pricing.priced, context, submission.expiredConfirm),
    );
    const verdict = judgeShownPrice(pricing.priced, context, item.price, submission.expiredConfirm);
    switch (verdict._tag) {
      case 'Granted':
        // A bundle is charged once, on the bundle; its services carry no price of their own (ADR 0017).
        return item.bundled ? null : verdict.charged;
      case 'PromotionExpired':
        expired.push(itemField(index, 'price'));
        return null;
      case 'PriceChanged':
        changed.push(itemField(index, 'price'));
        return null;
      default:
        return verdict satisfies never;
    }
  });
  if (submission.maxDiscount > largestDiscount) changed.push('maxDiscount');
  if (expired.length > 0) return err(promotionExpired(expired));
  if (changed.length > 0) return err(priceChanged(changed));
  return ok(prices);
}

/**
 * At a workshop, each item's vehicle and record (booking-wizard §5; storefront §9 "Mileage must
 * exceed the last recorded"; ADR 0021): the current mileage must exceed the last one the register
 * holds for the plate; the vehicle then holds the new mileage, or is filed from `entity` when the
 * register did not hold it.
 */
function checkedVehicles(
  register: VehicleRegister,
  submission: BookingSubmission,
  reading: ReadSubmission,
): ResultAsync<readonly (Vehicle | null)[], BookingRequestInvalid> {
  if (!reading.settings.workshopVariant)
    return ResultAsync.fromSafePromise(Promise.resolve(submission.items.map(() => null)));
  return ResultAsync.fromSafePromise(
    Promise.all(
      submission.items.map(async (item, index): Promise<Result<Vehicle, readonly RefusedField[]>> => {
        const missing: RefusedField[] = [
          ...(item.currentMileage === null
            ? [{ field: itemField(index, 'recordHistory'), problem: 'missing' as const }]
            : []),
          ...(item.vehicle === null ? [{ field: itemField(index, 'entity'), problem: 'missing' as const }] : []),
        ];
        const { currentMileage, vehicle } = item;
        if (currentMileage === null || vehicle === null) return err(missing);
        const plate = registeredPlate(vehicle.plate);
        if (!isRegistrablePlate(plate)) return err([{ field: itemField(index, 'entity.patente'), problem: 'invalid' }]);
        const onRecord = await register.vehicleByPlate(reading.company.id, plate);
        return validateCurrentMileage(String(currentMileage), onRecord?.lastMileage ?? null)
          .map((mileage): Vehicle => ({ ...(onRecord ?? { ...vehicle, plate }), lastMileage: mileage }))
          .mapErr((error) => [
            {
              field: itemField(index, 'recordHistory.currentMileage'),
              problem: error.key === 'ERRORS.VALIDATION_MILEAGE' ? 'notAboveLast' : 'invalid',
            },
          ]);
      }),
    ),
  ).andThen((checked) => {
    const faults = checked.flatMap((each) => (each.isErr() ? each.error : []));
    return faults.length > 0
      ? err(bookingRequestInvalid(faults))
      : ok(checked.map((each) => (each.isOk() ? each.value : null)));
  });
}

/** The promotion the submission's landing-link token names; a token that names none of the company's is a refused field. */
function namedPromotion(
  catalogue: Catalogue,
  submission: BookingSubmission,
  reading: ReadSubmission,
): ResultAsync<SpecialDiscountPromotion | null, BookingRequestInvalid> {
  const token = submission.promotionToken;
  if (token === null) return ResultAsync.fromSafePromise(Promise.resolve(null));
  return ResultAsync.fromSafePromise(catalogue.promotionByToken(token)).andThen((promotion) =>
    promotion?.companyId === reading.company.id
      ? ok(promotion)
      : err(bookingRequestInvalid([{ field: 'charlyToken', problem: 'unknown' }])),
  );
}

/**
 * Checks a read submission's terms, in the order a client can act on them: the client's right to
 * book first, then prices (with the landing link's promotion, when one is named), then the
 * vehicles' mileage. Answers each item's price and vehicle to book.
 */
export function checkBookingTerms(ports: BookingTermsPorts) {
  return (
    submission: BookingSubmission,
    reading: ReadSubmission,
  ): ResultAsync<readonly ItemTerms[], BookingTermsError> =>
    allowedClient(ports.clients, submission.client, reading)
      .andThen(() => namedPromotion(ports.catalogue, submission, reading))
      .andThen((promotion) => checkedPrices(submission, reading, promotion))
      .andThen((prices) =>
        checkedVehicles(ports.vehicleRegister, submission, reading).map((vehicles) =>
          prices.map((price, index): ItemTerms => ({ price, vehicle: vehicles[index] ?? null })),
        ),
      );
}
