import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { acceptsAttempt } from '#domain/payment/payment-lifecycle';
import { paymentProviderCode, type PaymentProviderCode } from '#domain/payment/payment-provider';
import type { Clock } from '../ports/shared/clock';
import type { PaymentGateways } from '../ports/server/payment-gateways';
import { GIFT_CARD_PAYMENT_SEGMENT } from '#domain/storefront/storefront-route';
import type { PaymentRecord } from '../ports/server/payments';
import { payablePayments, type PayablePaymentsPorts } from './payable-payments';
import { paymentNotFound, type PaymentNotFound } from './payment-errors';

export interface OpenPaymentCheckoutRequest {
  /** `p`: the provider's code as the create call sent it. */
  readonly providerCode: PaymentProviderCode;
  /** `b`: the booking transaction. */
  readonly trxId: string;
  /**
   * `t`: the booking group's access token, which the create answered to the client (ADR 0051); null
   * when the link carries none. Without the right one the transaction is not found.
   */
  readonly accessToken: string | null;
  /** The server's public origin, for the provider's return and notification addresses. */
  readonly origin: string;
}

export type PaymentCheckout =
  /** The sandbox's own page, where a tester approves or rejects the payment; its form sends the access token back. */
  | { readonly _tag: 'SandboxPage'; readonly payment: PaymentRecord; readonly accessToken: string }
  /** Somewhere else: the card page, the provider's page, or the summary of a settled payment. */
  | { readonly _tag: 'Redirect'; readonly location: string };

export interface OpenPaymentCheckoutPorts extends PayablePaymentsPorts {
  readonly paymentGateways: PaymentGateways;
  readonly clock: Clock;
}

/**
 * Where the client returns from paying, in the storefront: the booking's summary
 * `/{country}/bookings/{bookingId}/{accessToken}/false`, or the gift card purchase's page
 * `/{country}/gift_cards/{accessToken}` (docs/adr/0111).
 */
export function summaryPath(payment: PaymentRecord, accessToken: string): string {
  const token = encodeURIComponent(accessToken);
  switch (payment.paysFor._tag) {
    case 'Bookings':
      return `/${payment.countryCode}/bookings/${String(payment.paysFor.bookingId)}/${token}/false`;
    case 'GiftCardPurchase':
      return `/${payment.countryCode}/gift_cards/${token}`;
    default:
      return payment.paysFor satisfies never;
  }
}

/**
 * The storefront's card page for `payment` named by `tokenData` (booking-wizard §1 Payment page):
 * a booking's names its first booking, a purchase's the word GIFT_CARD_PAYMENT_SEGMENT.
 */
export function cardPagePath(payment: PaymentRecord, tokenData: string, accessToken: string): string {
  const paid = payment.paysFor._tag === 'Bookings' ? String(payment.paysFor.bookingId) : GIFT_CARD_PAYMENT_SEGMENT;
  return `/${payment.countryCode}/dlocal/${encodeURIComponent(tokenData)}/${paid}/${encodeURIComponent(accessToken)}`;
}

/**
 * Where the client pays (booking-wizard §4 Submission: the backend payment page with `p` and `b`;
 * ADR 0042): a payment that ended (or is overdue) goes back to its summary — one whose card was
 * refused is open again for another (ADR 0075) —; the sandbox shows its page,
 * or for dLocal the storefront's card page; a real provider is asked to start the payment and the
 * client goes where it says. An unknown transaction, one paid through another provider, or one
 * whose booking's access token the request does not carry, is not found: the transaction id, shown
 * in summaries and staff lists, opens nothing by itself (ADR 0051). A gift card purchase's payment
 * is opened the same way, with the purchase's token, and returns to the purchase's page (docs/adr/0111).
 */
export function openPaymentCheckout(ports: OpenPaymentCheckoutPorts) {
  return (request: OpenPaymentCheckoutRequest): ResultAsync<PaymentCheckout, PaymentNotFound> => {
    const { accessToken } = request;
    if (accessToken === null) return errAsync(paymentNotFound);
    return ResultAsync.fromSafePromise(payablePayments(ports).byTrxId(request.trxId, accessToken)).andThen(
      (payment): ResultAsync<PaymentCheckout, PaymentNotFound> => {
        if (payment === undefined || paymentProviderCode(payment.provider) !== request.providerCode)
          return errAsync(paymentNotFound);
        const summary = summaryPath(payment, accessToken);
        if (!acceptsAttempt(payment, ports.clock.now())) return okAsync({ _tag: 'Redirect', location: summary });
        if (payment.gateway === 'sandbox') {
          return okAsync(
            payment.provider === 'dlocal'
              ? { _tag: 'Redirect', location: cardPagePath(payment, payment.tokenData, accessToken) }
              : { _tag: 'SandboxPage', payment, accessToken },
          );
        }
        const gateway = ports.paymentGateways.forProvider(payment.provider);
        return ResultAsync.fromSafePromise(
          gateway.startCheckout({
            trxId: payment.trxId,
            amount: payment.amount,
            currency: payment.currency,
            country: payment.countryCode,
            description: `${payment.companyName}: ${payment.serviceNames.join(', ')}`,
            payer: payment.payer,
            returnUrl: `${request.origin}${summary}`,
            notificationUrl: `${request.origin}/payments/notifications/${payment.gateway}`,
          }),
        ).map((started): PaymentCheckout => {
          // A provider that cannot start the payment now is the server's failure to report (500): the client retries the page.
          if (started.isErr())
            throw new Error(`${payment.gateway} could not start payment ${payment.trxId}: ${started.error.message}`);
          return started.value._tag === 'RedirectToProvider'
            ? { _tag: 'Redirect', location: started.value.url }
            : { _tag: 'Redirect', location: cardPagePath(payment, started.value.tokenData, accessToken) };
        });
      },
    );
  };
}

export type OpenPaymentCheckout = ReturnType<typeof openPaymentCheckout>;
