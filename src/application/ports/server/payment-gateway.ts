import type { Result } from 'neverthrow';
import type { Instant } from '#domain/calendar/instant';
import type { NotifiedOutcome, RejectionReason } from '#domain/payment/payment-lifecycle';
import type { PaymentProvider } from '#domain/payment/payment-provider';

// The server's side of a card payment provider (booking-wizard §4 Submission, §7; storefront §1):
// it starts a payment the client completes on the provider's side, and it reads the provider's
// notification of how the payment ended. One adapter per provider (dLocal, ePayco, Pago Fácil) and
// the sandbox built into the server, which stands in for any of them where no credentials are set.

/** Why a provider refused a card (booking-wizard §8 payment-rejected texts). */
export type PaymentRejectionReason = RejectionReason;

/** A payment the server asks a provider to collect: one per booking transaction (`trx_id`). */
export interface PaymentToCollect {
  /** The booking transaction, the provider's order reference (`b` on the payment page). */
  readonly trxId: string;
  /** In the currency's major unit (pesos, not cents), as the company's prices are. */
  readonly amount: number;
  /** ISO 4217, from the location's country (booking-wizard §9: currency per country code). */
  readonly currency: string;
  /** ISO 3166-1 alpha-2, lower case, the storefront's `{country}`. */
  readonly country: string;
  /** What the client reads on the provider's page: the company and the services. */
  readonly description: string;
  readonly payer: {
    readonly name: string;
    readonly email: string | null;
    readonly phone: string | null;
    readonly identificationNumber: string | null;
  };
  /** Where the provider sends the client back when the payment ends (absolute URL). */
  readonly returnUrl: string;
  /** Where the provider posts its notifications (absolute URL of POST /payments/notifications/{provider}). */
  readonly notificationUrl: string;
}

/** Where the client goes to pay. */
export type Checkout =
  /** To the provider's hosted page. */
  | { readonly _tag: 'RedirectToProvider'; readonly url: string }
  /**
   * To the storefront's own card page (`{country}/dlocal/{tokenData}/{bookingId}/{accessToken}`),
   * whose fields the provider's script secures; `tokenData` names the payment there.
   */
  | { readonly _tag: 'CardForm'; readonly tokenData: string };

/** The provider could not be reached, or refused to start the payment. */
export interface GatewayUnavailable {
  readonly _tag: 'GatewayUnavailable';
  readonly message: string;
}

/** How a payment ended, or that it has not yet, as a provider's notification says. */
export type PaymentOutcome = NotifiedOutcome;

/** A provider's notification, its signature checked. */
export interface PaymentNotification {
  /** The provider's id of this event: a second delivery of it changes nothing. */
  readonly eventId: string;
  readonly trxId: string;
  readonly outcome: PaymentOutcome;
  readonly amount: number;
  readonly currency: string;
  /** When the provider says the event happened. */
  readonly occurredAt: Instant;
}

/** Why a notification is not believed: it changes nothing and gets a non-2xx answer. */
export type NotificationRefusal =
  | { readonly _tag: 'SignatureInvalid' }
  /** Signed too long before (or after) it arrived: outside the tolerance, so possibly replayed. */
  | { readonly _tag: 'NotificationStale' }
  | { readonly _tag: 'NotificationMalformed'; readonly message: string };

/** A notification as it arrived: the raw body (the signature covers its exact bytes) and its headers. */
export interface ReceivedNotification {
  readonly rawBody: string;
  /** Header names in lower case. */
  readonly headers: Readonly<Record<string, string>>;
  readonly receivedAt: Instant;
}

export interface PaymentGateway {
  /** The provider this adapter speaks for, or 'sandbox'. */
  readonly provider: PaymentProvider | 'sandbox';
  /** Starts collecting `payment`; where the client goes to pay. */
  startCheckout(payment: PaymentToCollect): Promise<Result<Checkout, GatewayUnavailable>>;
  /** Checks a notification's signature and freshness, and reads it. Pure: it changes nothing. */
  readNotification(received: ReceivedNotification): Result<PaymentNotification, NotificationRefusal>;
}
