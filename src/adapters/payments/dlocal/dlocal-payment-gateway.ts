import { Schema } from 'effect';
import { err, ok, type Result } from 'neverthrow';
import type { Clock } from '#application/ports/shared/clock';
import type {
  GatewayUnavailable,
  PaymentGateway,
  PaymentNotification,
  PaymentOutcome,
  PaymentRejectionReason,
  PaymentToCollect,
} from '#application/ports/server/payment-gateway';
import type { Instant } from '#domain/calendar/instant';
import { decodeWith } from '#domain/shared/decode';
import { callProvider, gatewayUnavailable, type Fetch } from '../provider-calls';
import {
  hmacSha256Hex,
  notificationMalformed,
  sameHexDigest,
  signingTime,
  SIGNATURE_INVALID,
  type TimedNotifications,
} from '../provider-notifications';
import { providerConfigReader, type ProviderApi, type ProviderConfigReader } from '../provider-config';

// dLocal's Payins API (docs/adr/0043), shaped on its public documentation:
// - signing: https://docs.dlocal.com/reference/payins-security — every call carries X-Date, X-Login,
//   X-Trans-Key, X-Version 2.1 and `Authorization: V2-HMAC-SHA256, Signature: <hex HMAC-SHA256 of
//   X-Login + X-Date + body, keyed with the secret key>`;
// - card payments: https://docs.dlocal.com/reference/the-card-object — POST /payments with the
//   token dLocal's Smart Fields gave the card page (payment_method_id CARD, flow DIRECT);
// - notifications: https://docs.dlocal.com/docs/receive-notifications — the payment object, posted
//   on each change of status, signed like a request;
// - statuses: https://docs.dlocal.com/reference/payment-status-codes.
// The card itself never reaches the server: the storefront's card page (`{country}/dlocal/…`) holds
// dLocal's Smart Fields, which turn it into a one-use token.

export const DLOCAL_SANDBOX_API_URL = 'https://sandbox.dlocal.com';
export const DLOCAL_PRODUCTION_API_URL = 'https://api.dlocal.com';

export interface DlocalConfig extends ProviderApi, TimedNotifications {
  /** X-Login: names the merchant on every call. */
  readonly login: string;
  /** X-Trans-Key: sent along X-Login. */
  readonly transKey: string;
  /** The secret key the requests and dLocal's notifications are signed with; never sent. */
  readonly secretKey: string;
}

/**
 * dLocal's configuration from RESERVA_DLOCAL_LOGIN, RESERVA_DLOCAL_TRANS_KEY, RESERVA_DLOCAL_SECRET_KEY
 * and RESERVA_DLOCAL_API_URL (dLocal's sandbox, DLOCAL_SANDBOX_API_URL, when not set); null when none
 * of the three keys is set.
 */
export const readDlocalConfig: ProviderConfigReader<DlocalConfig> = providerConfigReader(
  { login: 'RESERVA_DLOCAL_LOGIN', transKey: 'RESERVA_DLOCAL_TRANS_KEY', secretKey: 'RESERVA_DLOCAL_SECRET_KEY' },
  { variable: 'RESERVA_DLOCAL_API_URL', fallback: DLOCAL_SANDBOX_API_URL },
);

/** How a card payment ended when dLocal answered the POST /payments that made it. */
export interface CardPaymentAttempt {
  /** dLocal's id of the payment, which its notifications name. */
  readonly paymentId: string;
  readonly outcome: PaymentOutcome;
}

export interface DlocalPaymentGateway extends PaymentGateway {
  readonly provider: 'dlocal';
  /**
   * Charges `payment` to the card behind `cardToken`, the token dLocal's Smart Fields gave the card
   * page. dLocal answers card payments at once (paid, rejected, or pending when 3-D Secure or a
   * review holds them); its notification says the same and is what the server settles on.
   */
  payWithCardToken(
    payment: PaymentToCollect,
    cardToken: string,
  ): Promise<Result<CardPaymentAttempt, GatewayUnavailable>>;
}

/** The payment object, in both POST /payments' answer and notifications: the parts we read. */
const DlocalPayment = Schema.Struct({
  id: Schema.String,
  amount: Schema.Number,
  currency: Schema.String,
  status: Schema.String,
  status_code: Schema.optionalKey(Schema.Union([Schema.String, Schema.Number])),
  order_id: Schema.optionalKey(Schema.String),
});
type DlocalPayment = typeof DlocalPayment.Type;
const decodePayment = decodeWith(DlocalPayment);

/**
 * What dLocal's rejection status codes (301–3xx) tell the client, in the wizard's words
 * (booking-wizard §8). Codes not listed are `other`: a bank's refusal, a risk check, 3-D Secure.
 */
const REJECTION_REASONS: Readonly<Record<string, PaymentRejectionReason>> = {
  '302': 'insufficient_balance', // Insufficient amount.
  '319': 'insufficient_balance', // Amount exceeded: over the card's limit.
  '309': 'wrong_card_data', // Card expired.
  '314': 'wrong_card_data', // Invalid card number.
  '315': 'wrong_card_data', // Invalid security code.
  '303': 'card_not_enabled', // Card blacklisted.
  '308': 'card_not_enabled', // Credit card disabled.
  '310': 'card_not_enabled', // Card reported lost.
  '311': 'card_not_enabled', // Card requested by the bank.
  '312': 'card_not_enabled', // Card restricted by the bank.
  '313': 'card_not_enabled', // Card reported stolen.
  '316': 'card_not_enabled', // Unsupported operation: the card may not be used this way.
};

/** The outcome a dLocal payment status stands for; null for a status a card payment never takes. */
function outcomeOf(payment: DlocalPayment): PaymentOutcome | null {
  switch (payment.status) {
    case 'PAID':
      return { _tag: 'Approved' };
    // AUTHORIZED is held, not yet captured; we ask for capture, so it moves on to PAID by itself.
    case 'PENDING':
    case 'AUTHORIZED':
      return { _tag: 'Pending' };
    case 'REJECTED':
      return { _tag: 'Rejected', reason: REJECTION_REASONS[String(payment.status_code ?? '')] ?? 'other' };
    // Never paid, and never will be: for the booking this is a rejection like any other.
    case 'CANCELLED':
    case 'EXPIRED':
      return { _tag: 'Rejected', reason: 'other' };
    default:
      return null;
  }
}

const SIGNATURE_HEADER = /^V2-HMAC-SHA256,\s*Signature:\s*([0-9a-fA-F]{64})\s*$/;

export function dlocalPaymentGateway(config: DlocalConfig, fetch: Fetch, clock: Clock): DlocalPaymentGateway {
  const signature = (xDate: string, body: string): string =>
    hmacSha256Hex(config.secretKey, config.login + xDate + body);

  return {
    provider: 'dlocal',

    // Nothing to ask dLocal yet: the payment is made once the card page has a card token. The
    // page names the payment by its transaction, which the server's lookup of it starts from.
    startCheckout: (payment) => Promise.resolve(ok({ _tag: 'CardForm', tokenData: payment.trxId })),

    async payWithCardToken(payment, cardToken) {
      const body = JSON.stringify({
        amount: payment.amount,
        currency: payment.currency,
        country: payment.country.toUpperCase(),
        payment_method_id: 'CARD',
        payment_method_flow: 'DIRECT',
        payer: {
          name: payment.payer.name,
          ...(payment.payer.email === null ? {} : { email: payment.payer.email }),
          ...(payment.payer.phone === null ? {} : { phone: payment.payer.phone }),
          ...(payment.payer.identificationNumber === null ? {} : { document: payment.payer.identificationNumber }),
        },
        card: { token: cardToken },
        order_id: payment.trxId,
        description: payment.description,
        notification_url: payment.notificationUrl,
        callback_url: payment.returnUrl,
      });
      const xDate = new Date(clock.now()).toISOString();
      const answer = await callProvider(fetch, 'dLocal', `${config.apiUrl}/payments`, {
        method: 'POST',
        headers: {
          'X-Date': xDate,
          'X-Login': config.login,
          'X-Trans-Key': config.transKey,
          'X-Version': '2.1',
          'Content-Type': 'application/json',
          'User-Agent': 'Reserva/1.0',
          Authorization: `V2-HMAC-SHA256, Signature: ${signature(xDate, body)}`,
        },
        body,
      });
      if (answer.isErr()) return err(answer.error);
      const decoded = decodePayment(answer.value);
      if (decoded.isErr())
        return err(
          gatewayUnavailable('dLocal answered POST /payments without a payment id, amount, currency and status'),
        );
      const outcome = outcomeOf(decoded.value);
      if (outcome === null)
        return err(gatewayUnavailable(`dLocal answered POST /payments with status ${decoded.value.status}`));
      return ok({ paymentId: decoded.value.id, outcome });
    },

    readNotification(received) {
      const xDate = received.headers['x-date'] ?? '';
      const given = SIGNATURE_HEADER.exec(received.headers['authorization'] ?? '')?.[1];
      if (given === undefined || xDate === '' || !sameHexDigest(signature(xDate, received.rawBody), given))
        return err(SIGNATURE_INVALID);
      const signedAt = signingTime('X-Date', xDate, received.receivedAt, config);
      if (signedAt.isErr()) return err(signedAt.error);
      let body: unknown;
      try {
        body = JSON.parse(received.rawBody);
      } catch {
        return err(notificationMalformed('the body is not JSON'));
      }
      const decoded = decodePayment(body);
      if (decoded.isErr()) return err(notificationMalformed('the body is not a dLocal payment'));
      const payment = decoded.value;
      if (payment.order_id === undefined) return err(notificationMalformed('the payment has no order_id'));
      const outcome = outcomeOf(payment);
      if (outcome === null) return err(notificationMalformed(`unknown payment status ${payment.status}`));
      const notification: PaymentNotification = {
        // One event per status the payment reaches: a retried delivery of it changes nothing.
        eventId: `${payment.id}:${payment.status}`,
        trxId: payment.order_id,
        outcome,
        amount: payment.amount,
        currency: payment.currency,
        occurredAt: signedAt.value satisfies Instant,
      };
      return ok(notification);
    },
  };
}
