import type { CardDetails } from '#domain/payment/card-form';
import type { BookingId } from '#domain/booking/booking-id';
import type { ApiResult } from './api-result';
import type { PaymentRejectionReason } from './booking-summaries';

/** The sandbox's answer to a card (POST /payments/sandbox/card), standing in for the card provider's. */
export interface CardPaymentView {
  readonly status: 'approved' | 'rejected';
  readonly rejectionReason: PaymentRejectionReason | null;
  /** The booking whose summary follows; null when the card paid a gift card purchase (docs/adr/0111). */
  readonly bookingId: BookingId | null;
  readonly accessToken: string;
}

/** Paying a booking online with a card, on the API's checkout page (booking-wizard §4; docs/adr/0045). */
export interface CardPayments {
  /**
   * POST /payments/sandbox/card: pays the booking the card page's `tokenData` names with a card
   * (the sandbox standing in for the card provider's fields, docs/adr/0045), presenting the booking's
   * `accessToken` from the same page's address (ADR 0051); 422 naming the card's fields the sandbox refuses.
   */
  payWithCard(tokenData: string, accessToken: string, card: CardDetails): ApiResult<CardPaymentView>;
}
