import { err, ok, type Result } from 'neverthrow';
import { creativeSourceToSend, type TrackingParameters } from '#domain/booking/traffic-source';
import { clientPayload } from '#domain/client/client-payload';
import type { ValidClientForm } from '#domain/client/client-form';
import { chargedServices } from '#domain/money/charged-services';
import { payingPriceOn } from '#domain/promotion/special-discount';
import {
  isServiceComplete,
  isSession,
  type InternalId,
  type ReservationState,
  type ServiceToReserve,
} from '#domain/reservation/reservation';
import { scheduledSpan } from '#domain/reservation/scheduling';
import { fieldError } from '#domain/validation/field-error';
import type { RecordHistory } from '#domain/workshop/record-history';
import type { Vehicle } from '#domain/workshop/vehicle';
import type { BookingRequest, BookingRequestItem } from '../../ports/client/booking-requests';
import { bookingTimes } from './booking-times';
import { inputInvalid, type InputInvalid } from '../shared/client-side-errors';
import type { Storefront } from '../catalogue/load-storefront';

// The wizard's reservation as a booking request (booking-wizard §3 Booking request item, §7 Create
// booking): one item per reserved service at the times the client chose, carrying the price the
// client was shown, which the server books only if it grants it (docs/adr/0022).

/** What the wizard submits: the reservation, the client's valid form, and how it is paid. */
export interface ReservationSubmission {
  readonly storefront: Pick<Storefront, 'location' | 'zone' | 'bookingInfo' | 'promotionToken' | 'onlinePayment'>;
  readonly state: ReservationState;
  readonly client: ValidClientForm;
  /** At a workshop, the vehicle and its record (workshop-vehicle.ts); null elsewhere. */
  readonly workshop: { readonly recordHistory: RecordHistory; readonly entity: Vehicle } | null;
  /** Pay and reserve was pressed: the reservation is paid online. */
  readonly paysOnline: boolean;
  /** The client agreed to book at the regular price after a promotion ended (PROMOTION.EXPIRED). */
  readonly expiredConfirm: boolean;
  readonly tracking: TrackingParameters;
  /** The membership or plan paying each reserved service, as the check offered them; absent ones are paid otherwise. */
  readonly memberships: ReadonlyMap<InternalId, number>;
}

/** The request, and which reserved service each of its items is, in order. */
export interface ReservationRequest {
  readonly request: BookingRequest;
  readonly internalIds: readonly InternalId[];
}

/**
 * The price the client was shown for a reserved service: the regular price at the location, the
 * online paying price of its day online (the special-discount price on the promotion's days); none
 * when the service hides its price or a plan pays it. A bundle is priced as a whole and a session
 * package once, on its first session (charged-services.ts); a bundle's services carry no price.
 */
function shownPrice(
  item: ServiceToReserve,
  isFirstOfCharge: boolean,
  submission: ReservationSubmission,
): number | null {
  if (
    item.bundle !== null ||
    !isFirstOfCharge ||
    submission.memberships.has(item.internalId) ||
    !item.service.showPrice
  )
    return null;
  return submission.paysOnline ? payingPriceOn(item.service, item.daySelected).amount : item.service.price;
}

/** The discount paying online gives: the special-discount percentage on the promotion's days, else the online discount; none at the location. */
function largestDiscount(submission: ReservationSubmission): number {
  if (!submission.paysOnline) return 0;
  const discounts = chargedServices(submission.state.servicesToReserve)
    .filter((charged) => !charged.servicesToReserve.every((item) => submission.memberships.has(item.internalId)))
    .map((charged) =>
      payingPriceOn(charged.service, charged.daySelected)._tag === 'SpecialDiscountPrice'
        ? charged.service.charlyDiscount
        : charged.service.discount,
    );
  return Math.max(0, ...discounts);
}

/**
 * The booking request of a complete reservation. A service still lacking its day, hour or
 * professional, or a time the location's clocks skip, is refused here with the field named, before
 * anything is sent.
 */
export function reservationRequest(submission: ReservationSubmission): Result<ReservationRequest, InputInvalid> {
  const { state, storefront } = submission;
  const firstOfCharge = new Set(
    chargedServices(state.servicesToReserve).map((charged) => charged.servicesToReserve[0]?.internalId),
  );
  const items: BookingRequestItem[] = [];
  for (const [index, item] of state.servicesToReserve.entries()) {
    const span = scheduledSpan(item);
    if (!isServiceComplete(state.context, item) || span === null || item.provider === null) {
      return err(
        inputInvalid([{ field: `bookings[${String(index)}]`, error: fieldError('ERRORS.VALIDATION_REQUIRED') }]),
      );
    }
    const times = bookingTimes(storefront.zone, span);
    if (times === null)
      return err(
        inputInvalid([
          { field: `bookings[${String(index)}].start`, error: fieldError('ERRORS.VALIDATION_DATETIME_INVALID') },
        ]),
      );
    const membership = submission.memberships.get(item.internalId) ?? null;
    items.push({
      serviceId: item.service.id,
      bundled: item.bundle !== null,
      bundleId: item.bundle?.id ?? null,
      emailTrackNumber: null,
      ...times,
      price: shownPrice(item, firstOfCharge.has(item.internalId), submission),
      providerId: item.provider.id,
      serviceProviderId: null,
      timeResourceId: null,
      // A professional the client chose is kept; "first provider available" lets the server pick.
      providerLock: item.provider.id !== 0,
      paymentMembershipId: membership,
      recordHistory: submission.workshop?.recordHistory ?? null,
      entity: submission.workshop?.entity ?? null,
    });
  }
  return ok({
    internalIds: state.servicesToReserve.map((item) => item.internalId),
    request: {
      expiredConfirm: submission.expiredConfirm,
      mp: items.some((item) => item.paymentMembershipId !== null),
      locationId: storefront.location.id,
      maxDiscount: largestDiscount(submission),
      hasSessions: isSession(state),
      bookings: items,
      client: clientPayload(submission.client, storefront.bookingInfo.presetNotes.important ?? ''),
      paysOnline: submission.paysOnline,
      // Paying online goes through the company's provider (booking-wizard §7 paymentPagoFacil, paymentDlocal).
      paymentProvider:
        submission.paysOnline && storefront.onlinePayment._tag === 'OnlinePaymentActive'
          ? storefront.onlinePayment.provider
          : null,
      creativeSource: creativeSourceToSend(submission.tracking),
      rwgToken: submission.tracking.rwgToken,
      ...(storefront.promotionToken === null ? {} : { promotionToken: storefront.promotionToken }),
    },
  });
}

/** The reserved services a refusal names (`bookings[i]…` attributes), in the request's order; none when it names no item. */
export function servicesNamedBy(fields: readonly string[], reservation: ReservationRequest): readonly InternalId[] {
  const named = new Set(fields.flatMap((field) => /^bookings\[(\d+)\]/.exec(field)?.[1] ?? []).map(Number));
  return reservation.internalIds.filter((_internalId, index) => named.has(index));
}
