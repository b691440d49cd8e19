import { ResultAsync } from 'neverthrow';
import { recognisableContact } from '#domain/client/contact-mask';
import { bookingNotFound, found, type BookingNotFound } from '../shared/not-found';
import type { Bookings } from '../ports/server/bookings';
import type { BookingGroupRecord } from '#domain/booking/booking-group';
import type { PaymentRecord, Payments } from '../ports/server/payments';
import type { CodeSealer } from '../ports/server/code-sealer';
import type { SealedCodes } from '../ports/server/sealed-codes';
import type { BookingId } from '#domain/booking/booking-id';
import { planPayment, type PlanPayment } from '#domain/membership/plan-payment';
import { giftCardPaymentSummary, type GiftCardPaymentSummary } from '#domain/gift-card/gift-card-booking-payment';
import type { GiftCards } from '../ports/server/gift-cards';
import type { Consents } from '../ports/server/consents';
import { shownConsents, type ShownConsent } from '#domain/consent/consent-links';

export interface GetBookingSummaryRequest {
  readonly bookingId: BookingId;
  readonly accessToken: string;
}

/**
 * The confirmation view's data through its capability link (booking-wizard §2 Confirmation view,
 * §3 Booking data; storefront §2 booking summary): the group of bookings made with the one named,
 * when the access token is that group's, with its online payment if it has one (ADR 0042). A
 * wrong token answers exactly as a missing booking does. Of the booker it shows the minimum they
 * need to recognise the booking as theirs: the name they typed, and their email and phone masked
 * (contact-mask.ts; docs/adr/0048). With each booking goes its confirmation code, opened from its
 * sealed form (docs/adr/0065), so that the view can offer to cancel or change it (issue 18): whoever
 * holds the group's access token holds its bookings. A code that does not open is left out. What
 * the client's plans pay and what is left to pay is the domain's planPayment (docs/adr/0090); what
 * gift cards paid, and what is left to pay then, the domain's giftCardPaymentSummary (docs/adr/0107).
 * With them go the consent forms they ask to sign, each with its signing page while it can be
 * signed (shownConsents; docs/adr/0118).
 */
export function getBookingSummary(ports: {
  readonly bookings: Bookings;
  readonly payments: Payments;
  readonly sealedCodes: SealedCodes;
  readonly codeSealer: CodeSealer;
  readonly giftCards: GiftCards;
  readonly consents: Pick<Consents, 'linksOf'>;
}) {
  return (request: GetBookingSummaryRequest): ResultAsync<BookingSummary, BookingNotFound> =>
    ResultAsync.fromSafePromise(ports.bookings.groupByAccessToken(request.bookingId, request.accessToken))
      .andThen((group) => found(group, bookingNotFound))
      .andThen((group) =>
        ResultAsync.fromSafePromise(
          Promise.all([
            ports.payments.ofBooking(request.bookingId),
            ports.sealedCodes.ofGroup(group.id),
            ports.giftCards.spendsOn(group.bookings.map((booking) => booking.id)),
            ports.consents.linksOf(group.bookings.map((booking) => booking.id)),
          ]),
        ).map(([payment, sealed, cardSpends, consentLinks]): BookingSummary => {
          const confirmationCodes = new Map<BookingId, string>();
          for (const [bookingId, code] of sealed) {
            const opened = ports.codeSealer.open(code, bookingId);
            if (opened !== null) confirmationCodes.set(bookingId, opened);
          }
          return {
            ...group,
            client: recognisableContact(group.client),
            payment: payment ?? null,
            confirmationCodes,
            planPayment: planPayment(
              group.bookings.map((booking) => ({ ...booking, cancelled: booking.status === 'cancelled' })),
            ),
            giftCardPayment: giftCardPaymentSummary(
              group.bookings.map((booking) => ({
                id: booking.id,
                price: booking.price,
                cancelled: booking.status === 'cancelled',
                paidByPlan: booking.planName !== null,
              })),
              cardSpends,
            ),
            consents: shownConsents(consentLinks, {
              countryCode: group.location.countryCode,
              statusOf: (id) => group.bookings.find((booking) => booking.id === id)?.status,
            }),
          };
        }),
      );
}

/** A booking group and its online payment; null when nothing is paid online. */
export interface BookingSummary extends BookingGroupRecord {
  readonly payment: PaymentRecord | null;
  /** Each booking's confirmation code whose sealed form opened, by booking (issue 18). */
  readonly confirmationCodes: ReadonlyMap<BookingId, string>;
  /**
   * What the client's plans pay of the bookings and what is left to pay (planPayment, docs/adr/0090),
   * its `bookings` in the group's order; null when no plan pays any of them.
   */
  readonly planPayment: PlanPayment | null;
  /** What gift cards paid of the bookings and what is left to pay; null when no card paid (docs/adr/0107). */
  readonly giftCardPayment: GiftCardPaymentSummary | null;
  /** The consent forms the bookings ask to sign, with their links while they can be signed (docs/adr/0118). */
  readonly consents: readonly ShownConsent[];
}

export type GetBookingSummary = ReturnType<typeof getBookingSummary>;
