import type { Result } from 'neverthrow';
import type { Instant } from '#domain/calendar/instant';
import type { CurrencyFormat } from '#domain/money/currency-format';
import type {
  NotificationMismatch,
  PaymentStatus,
  PaymentTransition,
  RejectionReason,
} from '#domain/payment/payment-lifecycle';
import type { PaymentProvider } from '#domain/payment/payment-provider';
import type { PaymentNotification } from './payment-gateway';
import type { BookingId } from '#domain/booking/booking-id';

/** Which gateway collects a payment: the provider's own adapter, or the sandbox standing in for it. */
export type GatewayName = PaymentProvider | 'sandbox';

/** A payment a create starts, inserted in the bookings' transaction (ADR 0042). */
export interface NewPayment {
  readonly provider: PaymentProvider;
  readonly gateway: GatewayName;
  readonly amount: number;
  /** ISO 4217. */
  readonly currency: string;
  readonly downPayment: boolean;
  readonly expiresAt: Instant;
  /** The location's IANA zone, in whose offset the answers write the expiry. */
  readonly timeZone: string;
  /** Names the payment on the storefront's card page; unguessable. */
  readonly tokenData: string;
  /** How many payments the client may have pending at once, this one included. */
  readonly pendingCap: number;
  /** Now, to count the client's pending payments that have not expired. */
  readonly now: Instant;
}

/**
 * A payment as the payment page, the card page and the summary read it. It holds no capability: the
 * group's access token is kept only as a digest, and whoever reads a payment by it brings it (ADR 0051).
 */
export interface PaymentRecord {
  readonly trxId: string;
  readonly provider: PaymentProvider;
  readonly gateway: GatewayName;
  readonly amount: number;
  readonly currency: string;
  readonly downPayment: boolean;
  readonly status: PaymentStatus;
  readonly rejectionReason: RejectionReason | null;
  readonly expiresAt: Instant;
  readonly tokenData: string;
  /** What it pays, whose page the client returns to. */
  readonly paysFor: PaymentFor;
  /** The storefront's country segment. */
  readonly countryCode: string;
  readonly companyName: string;
  readonly companyCurrency: CurrencyFormat;
  readonly locationTimeZone: string;
  /** The services the payment pays for: its group's, less those a membership pays. */
  readonly serviceNames: readonly string[];
  readonly payer: {
    readonly name: string;
    readonly email: string | null;
    readonly phone: string | null;
    readonly identificationNumber: string | null;
  };
}

/**
 * What a payment pays: a booking group, whose summary is addressed by its first booking, or a gift
 * card purchase, addressed by its access token alone (docs/adr/0109, 0111).
 */
export type PaymentFor =
  { readonly _tag: 'Bookings'; readonly bookingId: BookingId } | { readonly _tag: 'GiftCardPurchase' };

/** Why a notification changed nothing, beyond its signature. */
export type NotificationNotApplied =
  /** No payment of that transaction, or not one this gateway collects. */
  | { readonly _tag: 'PaymentNotFound' }
  /** The event id was received before. */
  | { readonly _tag: 'NotificationReplayed' }
  | NotificationMismatch;

/** What a notification did. */
export type NotificationApplied = 'applied' | 'ignored';

/**
 * The payments (ADR 0042). Creating one happens with its bookings (Bookings.create); an approval
 * confirms its bookings in the notification's transaction. Expiring one is a use case over a unit
 * of work (expire-pending-payments.ts, PaymentSettlements; docs/adr/0094). A failing store throws.
 */
export interface Payments {
  /**
   * The payment of transaction `trxId`, when `accessToken` is its booking group's access token
   * (ADR 0051): a transaction id alone opens nothing. Undefined, alike, for no payment and for a wrong token.
   */
  byTrxId(trxId: string, accessToken: string): Promise<PaymentRecord | undefined>;
  /** The payment the card page's `tokenData` names, when `accessToken` is its booking group's; as byTrxId. */
  byTokenData(tokenData: string, accessToken: string): Promise<PaymentRecord | undefined>;
  /** The latest payment of the group booking `bookingId` belongs to. */
  ofBooking(bookingId: BookingId): Promise<PaymentRecord | undefined>;
  /**
   * Records `notification`'s event id from `gateway` and applies what `decide` says of the payment,
   * all in one transaction: a replayed event id, an unknown payment or a mismatch changes nothing.
   */
  applyNotification(
    gateway: GatewayName,
    notification: PaymentNotification,
    receivedAt: Instant,
    decide: (payment: PaymentRecord) => Result<PaymentTransition, NotificationMismatch>,
  ): Promise<Result<NotificationApplied, NotificationNotApplied>>;
}
