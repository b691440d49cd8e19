import { errAsync, ResultAsync } from 'neverthrow';
import { notificationTransition } from '#domain/payment/payment-lifecycle';
import { textFlaw } from '#domain/shared/plain-text';
import type { Clock } from '../ports/shared/clock';
import type { PaymentGateways } from '../ports/server/payment-gateways';
import type { GatewayName, NotificationApplied, Payments } from '../ports/server/payments';
import {
  settleGiftCardPurchasePayment,
  type SettleGiftCardPurchasePaymentPorts,
} from '../gift-card/settle-gift-card-purchase-payment';
import {
  paymentNotFound,
  type PaymentNotFound,
  type PaymentNotificationMalformed,
  type PaymentNotificationMismatch,
  type PaymentNotificationReplayed,
  type PaymentNotificationStale,
  type PaymentSignatureInvalid,
} from './payment-errors';

export interface ReceivedPaymentNotification {
  /** The gateway the notification's route names. */
  readonly gateway: GatewayName;
  /** The body's exact text: the signature covers these bytes. */
  readonly rawBody: string;
  /** Header names in lower case. */
  readonly headers: Readonly<Record<string, string>>;
}

export type ReceivePaymentNotificationError =
  | PaymentNotFound
  | PaymentSignatureInvalid
  | PaymentNotificationStale
  | PaymentNotificationMalformed
  | PaymentNotificationReplayed
  | PaymentNotificationMismatch;

export interface ReceivePaymentNotificationPorts extends SettleGiftCardPurchasePaymentPorts {
  readonly paymentGateways: PaymentGateways;
  readonly payments: Payments;
  readonly clock: Clock;
}

/**
 * A provider's notification of how a payment ended (booking-wizard §4; ADR 0042): its gateway
 * checks the signature and freshness and reads it; then, in one transaction, its event id is
 * recorded and the payment moves as its lifecycle says — approved confirms the bookings, rejected
 * cancels them. A forged, stale, replayed, unknown or mismatched notification changes nothing; one
 * that arrives after the payment settled is recorded and ignored. Every notification comes through
 * here, the sandbox's own included; a payment no booking group has may be a gift card purchase's,
 * which an approval turns into its card (settleGiftCardPurchasePayment; docs/adr/0109).
 */
export function receivePaymentNotification(ports: ReceivePaymentNotificationPorts) {
  return (received: ReceivedPaymentNotification): ResultAsync<NotificationApplied, ReceivePaymentNotificationError> => {
    const gateway = ports.paymentGateways.named(received.gateway);
    if (gateway === undefined) return errAsync(paymentNotFound);
    const receivedAt = ports.clock.now();
    const read = gateway.readNotification({ rawBody: received.rawBody, headers: received.headers, receivedAt });
    if (read.isErr()) {
      switch (read.error._tag) {
        case 'SignatureInvalid':
          return errAsync({ _tag: 'PaymentSignatureInvalid', code: 'PAYMENT.SIGNATURE_INVALID' });
        case 'NotificationStale':
          return errAsync({ _tag: 'PaymentNotificationStale', code: 'PAYMENT.NOTIFICATION_STALE' });
        case 'NotificationMalformed':
          return errAsync({ _tag: 'PaymentNotificationMalformed', code: 'PAYMENT.NOTIFICATION_MALFORMED' });
        default:
          return read.error satisfies never;
      }
    }
    const notification = read.value;
    // Even a signed notification's text must be plain text before it is looked up or kept (ADR 0050).
    if (
      [notification.eventId, notification.trxId, notification.currency].some(
        (text) => textFlaw(text, 'singleLine') !== null,
      )
    ) {
      return errAsync({ _tag: 'PaymentNotificationMalformed', code: 'PAYMENT.NOTIFICATION_MALFORMED' });
    }
    const settlePurchase = settleGiftCardPurchasePayment(ports);
    return ResultAsync.fromSafePromise(
      ports.payments
        .applyNotification(received.gateway, notification, receivedAt, (payment) =>
          notificationTransition(payment, notification),
        )
        .then((applied) =>
          applied.isErr() && applied.error._tag === 'PaymentNotFound'
            ? settlePurchase(received.gateway, notification, receivedAt)
            : applied,
        ),
    ).andThen((applied) =>
      applied.mapErr((refusal): ReceivePaymentNotificationError => {
        switch (refusal._tag) {
          case 'PaymentNotFound':
            return paymentNotFound;
          case 'NotificationReplayed':
            return { _tag: 'PaymentNotificationReplayed', code: 'PAYMENT.NOTIFICATION_REPLAYED' };
          case 'NotificationMismatch':
            return { _tag: 'PaymentNotificationMismatch', code: 'PAYMENT.NOTIFICATION_MISMATCH' };
          default:
            return refusal satisfies never;
        }
      }),
    );
  };
}

export type ReceivePaymentNotification = ReturnType<typeof receivePaymentNotification>;
