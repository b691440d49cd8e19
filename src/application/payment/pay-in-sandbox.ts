import { err, errAsync, ok, ResultAsync, type Result } from 'neverthrow';
import { acceptsAttempt, type RejectionReason } from '#domain/payment/payment-lifecycle';
import { sandboxCardOutcome, type SandboxCard } from '#domain/payment/sandbox-card';
import { bookingRequestInvalid, type BookingRequestInvalid } from '../booking/booking-errors';
import type { PaymentOutcome } from '../ports/server/payment-gateway';
import type { SandboxNotifications } from '../ports/server/payment-gateways';
import type { PaymentRecord } from '../ports/server/payments';
import type { TokenGenerator } from '../ports/server/token-generator';
import { summaryPath } from './open-payment-checkout';
import { payablePayments } from './payable-payments';
import { paymentNotFound, paymentSettled, type PaymentNotFound, type PaymentSettled } from './payment-errors';
import {
  receivePaymentNotification,
  type ReceivePaymentNotificationError,
  type ReceivePaymentNotificationPorts,
} from './receive-payment-notification';
import type { BookingId } from '#domain/booking/booking-id';

// What a tester does with the sandbox provider (ADR 0042): decide a payment on its page, or pay
// with a test card on the storefront's card page. Either way the sandbox signs a notification of
// the outcome with its secret and the notification goes through receivePaymentNotification, as a
// provider's would: the sandbox exercises the real path, not a shortcut around it. Both are given
// the booking's access token by the page (ADR 0051): the transaction id or the card page's token
// alone decides nothing.

export interface PayInSandboxPorts extends ReceivePaymentNotificationPorts {
  readonly sandboxNotifications: SandboxNotifications;
  readonly tokens: TokenGenerator;
}

export interface SandboxDecision {
  readonly trxId: string;
  /** The booking group's access token, which the sandbox's page was opened with. */
  readonly accessToken: string;
  readonly decision: 'approve' | 'reject';
  /** Why the tester rejects; 'other' when none is given. */
  readonly reason: RejectionReason | null;
}

export interface SandboxCardPayment extends SandboxCard {
  readonly tokenData: string;
  /** The booking group's access token, from the card page's address. */
  readonly accessToken: string;
  readonly holderName: string;
}

export interface SandboxCardAnswer {
  readonly status: 'approved' | 'rejected';
  readonly rejectionReason: RejectionReason | null;
  /** The booking whose summary follows; null when the card paid a gift card purchase (docs/adr/0111). */
  readonly bookingId: BookingId | null;
  readonly accessToken: string;
}

export type SandboxDecisionError = PaymentNotFound | ReceivePaymentNotificationError;
export type SandboxCardError =
  PaymentNotFound | PaymentSettled | BookingRequestInvalid | ReceivePaymentNotificationError;

export function payInSandbox(ports: PayInSandboxPorts) {
  const receive = receivePaymentNotification(ports);
  const payable = payablePayments(ports);

  /** The sandbox's signed notification of `outcome` for `payment`, received as any notification is. */
  const notify = (payment: PaymentRecord, outcome: PaymentOutcome) => {
    const signed = ports.sandboxNotifications.sign({
      eventId: `sandbox-${ports.tokens.secret()}`,
      trxId: payment.trxId,
      outcome,
      amount: payment.amount,
      currency: payment.currency,
      occurredAt: ports.clock.now(),
    });
    return receive({ gateway: 'sandbox', rawBody: signed.rawBody, headers: signed.headers });
  };

  const sandboxPayment = (payment: PaymentRecord | undefined): Result<PaymentRecord, PaymentNotFound> =>
    payment === undefined || payment.gateway !== 'sandbox' ? err(paymentNotFound) : ok(payment);

  return {
    /** The tester's decision on the sandbox page; answers where the browser goes next (the summary). */
    decide: (request: SandboxDecision): ResultAsync<string, SandboxDecisionError> =>
      ResultAsync.fromSafePromise(payable.byTrxId(request.trxId, request.accessToken))
        .andThen(sandboxPayment)
        .andThen((payment) =>
          notify(
            payment,
            request.decision === 'approve'
              ? { _tag: 'Approved' }
              : { _tag: 'Rejected', reason: request.reason ?? 'other' },
          ).map(() => summaryPath(payment, request.accessToken)),
        ),

    /**
     * A test card on the card page, for a payment the sandbox collects standing in for dLocal: while
     * the payment holds its bookings and has not expired — pending, or its last card refused, when
     * the client tries another (ADR 0075) — else the payment has ended (PaymentSettled).
     */
    payWithCard: (request: SandboxCardPayment): ResultAsync<SandboxCardAnswer, SandboxCardError> =>
      ResultAsync.fromSafePromise(payable.byTokenData(request.tokenData, request.accessToken))
        .andThen((found) => sandboxPayment(found?.provider === 'dlocal' ? found : undefined))
        .andThen((payment): ResultAsync<SandboxCardAnswer, SandboxCardError> => {
          const now = ports.clock.now();
          if (!acceptsAttempt(payment, now)) return errAsync(paymentSettled);
          const today = new Date(now);
          const outcome = sandboxCardOutcome(request, { year: today.getUTCFullYear(), month: today.getUTCMonth() + 1 });
          if (outcome.isErr())
            return errAsync(
              bookingRequestInvalid(outcome.error.map((field) => ({ field, problem: 'invalid' as const }))),
            );
          return notify(payment, outcome.value).andThen(() =>
            ResultAsync.fromSafePromise(payable.byTokenData(request.tokenData, request.accessToken)).map(
              (settled): SandboxCardAnswer => ({
                status: settled?.status === 'approved' ? 'approved' : 'rejected',
                rejectionReason: settled?.status === 'approved' ? null : (settled?.rejectionReason ?? 'other'),
                bookingId: payment.paysFor._tag === 'Bookings' ? payment.paysFor.bookingId : null,
                accessToken: request.accessToken,
              }),
            ),
          );
        }),
  };
}

export type PayInSandbox = ReturnType<typeof payInSandbox>;
