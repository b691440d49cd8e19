import type { CheckoutBooking } from '#domain/payment/checkout-address';
import type { PaymentProvider } from '#domain/payment/payment-provider';
import type { LocationId } from '#domain/storefront/company';
import type { ApiResult } from './api-result';

// Buying a gift card on the storefront (issue 31): the purchase dialog's three steps end in one
// request, answered as a booking paid online is answered (booking-requests.ts, docs/adr/0045) — a
// pending online payment and what the API's checkout page needs to open it. The server's side is
// being built beside the storefront's: this port is what the storefront expects of it, and its HTTP
// adapter comes with the contract's operation (POST /gift_card_purchases).

/** The person the card is for, and when it is mailed to them. */
export interface GiftCardConsumerRequest {
  readonly name: string;
  readonly email: string;
  /** null when the buyer wrote none. */
  readonly message: string | null;
  /** The day the card is mailed (YYYY-MM-DD, the location's days); null to mail it once paid. */
  readonly sendOn: string | null;
}

/** Who pays for the card: the receipt goes to them. */
export interface GiftCardBuyerRequest {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  /** null when the company does not ask for it and none was typed. */
  readonly phone: string | null;
  /** By the company's rules (clientFormLayout's identificationNumber); null when not asked for or left blank. */
  readonly identificationNumber: string | null;
}

/** A gift card to buy: of which product, worth what, for whom and from whom. */
export interface GiftCardPurchaseRequest {
  /** The location whose page sold it; it honours the card. */
  readonly locationId: LocationId;
  readonly productId: number;
  /** How the amount was chosen, as giftCardAmount took it; a card worth a service names no amount. */
  readonly choice:
    | { readonly _tag: 'FixedAmount'; readonly amount: number }
    | { readonly _tag: 'FreeAmount'; readonly amount: number }
    | { readonly _tag: 'ServiceWorth' };
  readonly consumer: GiftCardConsumerRequest;
  readonly buyer: GiftCardBuyerRequest;
  /** The buyer accepted the product's terms; the server refuses a purchase without. */
  readonly acceptedTerms: true;
}

/**
 * The purchase made, waiting for its online payment: what the checkout page opens it by, as a
 * booking paid online is opened (checkoutAddress: the provider, the transaction and the access token).
 */
export interface StartedGiftCardPurchaseView {
  /** The purchase's own token: its page (GET /gift_card_purchases/{token}) once paid. */
  readonly token: string;
  readonly checkout: CheckoutBooking & { readonly provider: PaymentProvider };
}

/** Gift card purchases as the Booking API takes them (issue 31). */
export interface GiftCardPurchases {
  /**
   * POST /gift_card_purchases: the purchase with its online payment pending, to be paid on the API's
   * checkout page; 422 naming the fields the server refuses (by the same domain rules the dialog checks).
   */
  startGiftCardPurchase(request: GiftCardPurchaseRequest): ApiResult<StartedGiftCardPurchaseView>;
}
