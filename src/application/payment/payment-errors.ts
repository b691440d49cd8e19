// What the payment use cases answer when they refuse (ADR 0042). Codes are the API's; the
// server's error-responses.ts gives each a status and words. A notification refused for any of
// these changed nothing.

/** No payment for the transaction, token or provider named (404). */
export interface PaymentNotFound {
  readonly _tag: 'PaymentNotFound';
  readonly code: 'PAYMENT.NOT_FOUND';
}

/** The payment was approved, rejected or expired already: a card cannot pay it now (409). */
export interface PaymentSettled {
  readonly _tag: 'PaymentSettled';
  readonly code: 'PAYMENT.SETTLED';
}

/** The client holds as many pending payments as allowed; the oldest ends in `retryAfterSeconds` (429). */
export interface TooManyPendingPayments {
  readonly _tag: 'TooManyPendingPayments';
  readonly code: 'PAYMENT.TOO_MANY_PENDING';
  readonly retryAfterSeconds: number;
}

/** A notification whose signature is not the provider's (401). */
export interface PaymentSignatureInvalid {
  readonly _tag: 'PaymentSignatureInvalid';
  readonly code: 'PAYMENT.SIGNATURE_INVALID';
}

/** A notification signed outside the tolerance: possibly replayed (401). */
export interface PaymentNotificationStale {
  readonly _tag: 'PaymentNotificationStale';
  readonly code: 'PAYMENT.NOTIFICATION_STALE';
}

/** A notification that cannot be read (400). */
export interface PaymentNotificationMalformed {
  readonly _tag: 'PaymentNotificationMalformed';
  readonly code: 'PAYMENT.NOTIFICATION_MALFORMED';
}

/** A notification whose event id was received before (409). */
export interface PaymentNotificationReplayed {
  readonly _tag: 'PaymentNotificationReplayed';
  readonly code: 'PAYMENT.NOTIFICATION_REPLAYED';
}

/** A notification of another amount or currency than the payment's (422). */
export interface PaymentNotificationMismatch {
  readonly _tag: 'PaymentNotificationMismatch';
  readonly code: 'PAYMENT.NOTIFICATION_MISMATCH';
}

export type PaymentError =
  | PaymentNotFound
  | PaymentSettled
  | TooManyPendingPayments
  | PaymentSignatureInvalid
  | PaymentNotificationStale
  | PaymentNotificationMalformed
  | PaymentNotificationReplayed
  | PaymentNotificationMismatch;

export const paymentNotFound: PaymentNotFound = { _tag: 'PaymentNotFound', code: 'PAYMENT.NOT_FOUND' };
export const paymentSettled: PaymentSettled = { _tag: 'PaymentSettled', code: 'PAYMENT.SETTLED' };
export const tooManyPendingPayments = (retryAfterSeconds: number): TooManyPendingPayments => ({
  _tag: 'TooManyPendingPayments',
  code: 'PAYMENT.TOO_MANY_PENDING',
  retryAfterSeconds,
});
