import { okAsync, type ResultAsync } from 'neverthrow';
import type { ExpirePendingPayments } from '#application/payment/expire-pending-payments';
import type { OpenPaymentCheckout } from '#application/payment/open-payment-checkout';
import type { PayInSandbox } from '#application/payment/pay-in-sandbox';
import type { ReceivePaymentNotification } from '#application/payment/receive-payment-notification';
import type { SettableClock } from '../../settable-clock';
import { contractRoute, type ContractRoute } from '../contract-route';
import { paymentNotFoundPage, sandboxPaymentPage } from '../sandbox-payment-page';

// The payments' calls (booking-wizard §4, §7; ADR 0042): the payment page the storefront sends the
// client to, the sandbox's decision and card, and the providers' notifications, read from their
// raw bodies. The test clock's call is mounted only on a server started with RESERVA_TEST_CLOCK=1.

export interface PaymentUseCases {
  readonly openPaymentCheckout: OpenPaymentCheckout;
  readonly payInSandbox: PayInSandbox;
  readonly receivePaymentNotification: ReceivePaymentNotification;
  readonly expirePendingPayments: ExpirePendingPayments;
}

export function paymentRoutes(useCases: PaymentUseCases): ContractRoute[] {
  return [
    contractRoute('paymentCheckout', ({ query, language, raw }) =>
      useCases
        .openPaymentCheckout({
          providerCode: query.p,
          trxId: query.b,
          accessToken: query.t ?? null,
          origin: raw.origin,
        })
        .map((checkout) =>
          checkout._tag === 'SandboxPage'
            ? { status: 200 as const, body: sandboxPaymentPage(checkout.payment, checkout.accessToken, language) }
            : { status: 303 as const, body: null, headers: { Location: checkout.location } },
        )
        // An unknown transaction (or one the link's token does not open) is a page too: the client
        // reached it by navigating, not by a script.
        .orElse(() => okAsync({ status: 404 as const, body: paymentNotFoundPage(language) })),
    ),
    contractRoute('decideSandboxPayment', ({ body }) =>
      useCases.payInSandbox
        .decide({ trxId: body.b, accessToken: body.t, decision: body.decision, reason: body.reason ?? null })
        .map((summary) => ({ status: 303 as const, body: null, headers: { Location: summary } })),
    ),
    contractRoute('paySandboxCard', ({ body }) =>
      useCases.payInSandbox
        .payWithCard({
          tokenData: body.token_data,
          accessToken: body.access_token,
          holderName: body.holder_name,
          cardNumber: body.card_number,
          expiry: body.expiry,
          cvv: body.cvv,
        })
        .map((paid) => ({
          status: 200 as const,
          body: {
            status: paid.status,
            rejection_reason: paid.rejectionReason,
            booking_id: paid.bookingId,
            access_token: paid.accessToken,
          },
        })),
    ),
    contractRoute('receivePaymentNotification', ({ path, raw }) =>
      useCases
        .receivePaymentNotification({ gateway: path.provider, rawBody: raw.body, headers: raw.headers })
        .map((outcome) => ({ status: 200 as const, body: { outcome } })),
    ),
  ];
}

/** POST /testing/clock, over the server's settable clock. */
export function testClockRoute(clock: SettableClock): ContractRoute {
  return contractRoute(
    'advanceTestClock',
    ({ body }): ResultAsync<{ readonly status: 200; readonly body: { readonly now: string } }, never> =>
      okAsync({ status: 200, body: { now: new Date(clock.advance(body.advance_minutes)).toISOString() } }),
  );
}
