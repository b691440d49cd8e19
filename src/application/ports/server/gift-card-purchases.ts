import type { CompanyBrand } from '#domain/booking/booking-group';
import type { Instant } from '#domain/calendar/instant';
import type { CurrencyFormat } from '#domain/money/currency-format';
import type { GiftCardId } from '#domain/gift-card/gift-card-ledger';
import type { GiftCardProductId } from '#domain/gift-card/gift-card-product';
import type {
  CheckedGiftCardPurchase,
  GiftCardPurchaseId,
  PurchasedCardTerms,
  SendDay,
} from '#domain/gift-card/gift-card-purchase';
import type { PaymentStatus, RejectionReason } from '#domain/payment/payment-lifecycle';
import type { PaymentProvider } from '#domain/payment/payment-provider';
import type { CompanyId, LocationId } from '#domain/storefront/company';
import type { GiftCardNotices } from './gift-card-notices';
import type { GiftCards } from './gift-cards';
import type { GatewayName } from './payments';

/** A purchase to store, with what the buyer accepted. */
export interface NewGiftCardPurchase {
  readonly locationId: LocationId;
  readonly productId: GiftCardProductId;
  /** The token the purchase's page is read by; the store keeps only its digest (ADR 0051). */
  readonly accessToken: string;
  readonly purchase: CheckedGiftCardPurchase;
  readonly terms: PurchasedCardTerms;
  readonly madeAt: Instant;
  /**
   * How many payments the buyer may have pending at the company at once, this purchase's included:
   * the bookings' cap (ADR 0042), the buyer counted by the email and phone they typed (docs/adr/0113).
   */
  readonly pendingCap: number;
}

/** The purchase stored, or none: its buyer holds as many pending payments as the cap allows. */
export type GiftCardPurchaseInsert =
  | { readonly _tag: 'Inserted'; readonly id: GiftCardPurchaseId }
  | {
      readonly _tag: 'TooManyPending';
      /** Seconds until the earliest of the buyer's pending payments expires. */
      readonly retryAfterSeconds: number;
    };

/** The purchase's payment: a row of the payments bookings are paid by (docs/adr/0109). */
export interface NewGiftCardPurchasePayment {
  readonly trxId: string;
  readonly provider: PaymentProvider;
  readonly gateway: GatewayName;
  /** In the major unit; the purchase's amount. */
  readonly amount: number;
  /** ISO 4217. */
  readonly currency: string;
  readonly expiresAt: Instant;
  /** Names the payment on the storefront's card page; unguessable. */
  readonly tokenData: string;
  readonly now: Instant;
}

/** A purchase as its page and its payment's settlement read it. Its status is its payment's. */
export interface GiftCardPurchaseRecord {
  readonly id: GiftCardPurchaseId;
  readonly locationId: LocationId;
  readonly locationName: string;
  readonly companyId: CompanyId;
  readonly productId: GiftCardProductId;
  readonly productName: string;
  readonly terms: PurchasedCardTerms;
  readonly consumerName: string;
  readonly consumerEmail: string;
  readonly message: string | null;
  readonly sendDay: SendDay;
  readonly buyer: CheckedGiftCardPurchase['buyer'];
  readonly countryCode: string;
  /** The company as the purchase's pages show it: their header and accent colour (docs/adr/0111). */
  readonly company: CompanyBrand;
  /** How the company writes its prices. */
  readonly companyCurrency: CurrencyFormat;
  /** The location's IANA zone: the card's days are its. */
  readonly locationTimeZone: string;
  readonly payment: {
    readonly id: number;
    readonly trxId: string;
    readonly provider: PaymentProvider;
    readonly gateway: GatewayName;
    readonly amount: number;
    readonly currency: string;
    readonly status: PaymentStatus;
    readonly rejectionReason: RejectionReason | null;
    readonly expiresAt: Instant;
    readonly tokenData: string;
    /** When it was approved or expired; null while it holds. */
    readonly settledAt: Instant | null;
  };
  /** The card it became, once paid. */
  readonly card: { readonly id: GiftCardId; readonly lastFour: string } | null;
}

/**
 * The gift card purchases and their payments (issue 31; docs/adr/0109). A purchase's payment is a
 * row of `payments`, as a booking group's is; the use cases decide with the payment lifecycle and
 * the purchase's rules, inside a transaction of Transactions<GiftCardPurchasePorts>. A failing
 * store throws.
 */
export interface GiftCardPurchases {
  /**
   * Stores a new purchase and answers its id — unless its buyer already holds `pendingCap` pending
   * payments at the location's company, a purchase's whose buyer or a booking's whose booker typed
   * the same email or phone (the bookings' "same client" rule, sameClient), still pending at
   * `madeAt`; then it stores nothing (docs/adr/0113). Counted under the lock a booking's create
   * counts its client's under, held until the transaction ends: insert the purchase's payment in
   * the same transaction, and two purchases of one buyer at once take turns.
   */
  insert(purchase: NewGiftCardPurchase): Promise<GiftCardPurchaseInsert>;
  /** Stores the pending payment of purchase `id`. */
  insertPayment(id: GiftCardPurchaseId, payment: NewGiftCardPurchasePayment): Promise<void>;
  /** The purchase `accessToken` opens; undefined, alike, for none and for a wrong token. */
  byAccessToken(accessToken: string): Promise<GiftCardPurchaseRecord | undefined>;
  /**
   * The purchase paid by transaction `trxId` through `gateway`, its payment held until the
   * transaction ends (another transaction's hold of it waits); undefined when no purchase's payment is.
   */
  holdByPayment(gateway: GatewayName, trxId: string): Promise<GiftCardPurchaseRecord | undefined>;
  /**
   * Records a notification's event id for payment `paymentId`: false when that gateway's event id
   * was recorded before (a replay), and then nothing is recorded.
   */
  recordNotification(notification: {
    readonly gateway: GatewayName;
    readonly eventId: string;
    readonly paymentId: number;
    readonly outcome: 'applied' | 'ignored';
    readonly receivedAt: Instant;
  }): Promise<boolean>;
  /** Payment `paymentId`'s card was refused for `reason`; it keeps holding until it expires. */
  storeRejected(paymentId: number, reason: RejectionReason): Promise<void>;
  /** Payment `paymentId` was approved at `at`: false when it no longer held (already approved or expired). */
  storeApproved(paymentId: number, at: Instant): Promise<boolean>;
  /** Purchase `id` became card `cardId`. */
  storeCard(id: GiftCardPurchaseId, cardId: GiftCardId): Promise<void>;
}

/** What a purchase's unit of work hands its use cases: the purchases, the cards a paid one becomes, and the mails it owes. */
export interface GiftCardPurchasePorts {
  readonly purchases: GiftCardPurchases;
  readonly giftCards: GiftCards;
  readonly giftCardNotices: GiftCardNotices;
}
