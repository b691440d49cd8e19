import type { LocationId } from '#domain/storefront/company';
import type { CurrencyFormat } from '#domain/money/currency-format';
import type { ApiResult } from './api-result';
import type { CompanyBrandView, PaymentRejectionReason } from './booking-summaries';

// Buying a gift card on the storefront (issue 31 "Buying"; docs/adr/0109, 0114): the purchase
// dialog's three steps end in one request (POST /gift_card_purchases), answered as a booking paid
// online is answered — a pending online payment and what the API's checkout page opens it by (its
// transaction, provider and the purchase's access token) —; the purchase's page reads it back by
// that token. One port for the dialog, the purchase's page and its card page.

/** A gift card purchase as the purchase dialog sends it (issue 31 "Buying"; docs/adr/0109). */
export interface GiftCardOrder {
  readonly locationId: LocationId;
  readonly giftCardProductId: number;
  /** The card's amount; null for a card worth the product's service. */
  readonly amount: number | null;
  readonly consumerName: string;
  readonly consumerEmail: string;
  readonly message: string | null;
  /** YYYY-MM-DD; null to send it as soon as it is paid. */
  readonly sendOn: string | null;
  readonly buyer: {
    readonly firstName: string;
    readonly lastName: string;
    readonly email: string;
    readonly phone: string;
    readonly identificationNumber: string | null;
  };
  readonly acceptedTerms: boolean;
  /** The human check's token (action `submit`), as a booking's create sends it. */
  readonly recaptchaToken: string | null;
}

/** What to pay for a purchase, as a booking's payment: `b` (trxId) and `p` (provider) of the checkout. */
export interface GiftCardOrderPayment {
  readonly trxId: string;
  readonly provider: 'epayco' | 'dlocal' | '2';
  readonly amount: number;
  readonly currency: string;
  /** RFC 3339, in the location's offset. */
  readonly expiresAt: string;
}

/** A purchase just started: its capability, and what to pay. */
export interface GiftCardOrderStarted {
  readonly purchase: { readonly accessToken: string; readonly status: 'pending' | 'approved' | 'rejected' | 'expired' };
  readonly payment: GiftCardOrderPayment;
}

/** A purchase as its confirmation page shows it; never the card's code, only its last four symbols. */
export interface GiftCardOrderView {
  readonly status: 'pending' | 'approved' | 'rejected' | 'expired';
  readonly rejectionReason: PaymentRejectionReason | null;
  readonly productName: string;
  readonly amount: number;
  readonly currency: string;
  readonly consumerName: string;
  readonly consumerEmail: string;
  readonly message: string | null;
  readonly sendOn: string | null;
  readonly expiresAt: string;
  readonly payment: { readonly trxId: string; readonly provider: 'epayco' | 'dlocal' | '2' };
  readonly cardLastFour: string | null;
  /** The location that sold it, where "buy again" leads. */
  readonly location: { readonly id: LocationId; readonly locationName: string };
  /** The company whose brand the page wears, as a booking's summary names it. */
  readonly company: CompanyBrandView;
  /** The company's way of writing amounts, as a booking's summary has it. */
  readonly currencyFormat: CurrencyFormat;
}

/** Buying gift cards through the Booking API (issue 31). */
export interface GiftCardOrders {
  /** POST /gift_card_purchases: starts a purchase waiting for its online payment. */
  createGiftCardPurchase(order: GiftCardOrder): ApiResult<GiftCardOrderStarted>;
  /** GET /gift_card_purchases/{accessToken}: the purchase its token opens. */
  getGiftCardPurchase(accessToken: string): ApiResult<GiftCardOrderView>;
}
