import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import type { CompanyBrand } from '#domain/booking/booking-group';
import type { Instant } from '#domain/calendar/instant';
import type { CurrencyFormat } from '#domain/money/currency-format';
import type { LocationId } from '#domain/storefront/company';
import type { SendDay } from '#domain/gift-card/gift-card-purchase';
import type { PaymentStatus, RejectionReason } from '#domain/payment/payment-lifecycle';
import { paymentProviderCode, type PaymentProviderCode } from '#domain/payment/payment-provider';
import type { GiftCardPurchasePorts } from '../ports/server/gift-card-purchases';
import type { Transactions } from '../ports/server/transactions';

/** No purchase opens with that token: unknown and wrong look alike (404). */
export interface GiftCardPurchaseNotFound {
  readonly _tag: 'GiftCardPurchaseNotFound';
  readonly code: 'GIFT_CARD.PURCHASE_NOT_FOUND';
}

export const giftCardPurchaseNotFound: GiftCardPurchaseNotFound = {
  _tag: 'GiftCardPurchaseNotFound',
  code: 'GIFT_CARD.PURCHASE_NOT_FOUND',
};

/** A purchase as its buyer's confirmation page shows it. Never the card's code: only its last four. */
export interface GiftCardPurchaseView {
  /** The location whose page sold it. */
  readonly location: { readonly id: LocationId; readonly name: string };
  /** The company as the purchase's page wears it (docs/adr/0111). */
  readonly company: CompanyBrand;
  readonly companyCurrency: CurrencyFormat;
  readonly status: PaymentStatus;
  readonly rejectionReason: RejectionReason | null;
  readonly productName: string;
  readonly amount: number;
  readonly currency: string;
  readonly consumerName: string;
  readonly consumerEmail: string;
  readonly message: string | null;
  readonly sendDay: SendDay;
  /** Until when the payment holds; the storefront says how long is left. */
  readonly expiresAt: Instant;
  readonly timeZone: string;
  readonly countryCode: string;
  /** What opens the checkout again while the payment holds: `b` and `p`. */
  readonly payment: { readonly trxId: string; readonly providerCode: PaymentProviderCode };
  /** The card's last four symbols, once paid and issued. */
  readonly cardLastFour: string | null;
}

/**
 * The purchase its access token opens, for its confirmation page (issue 31; docs/adr/0109): its
 * status (its payment's), what was bought and for whom, and once paid the card's last four symbols
 * — never its code, which only the person it is for receives.
 */
export function getGiftCardPurchase(ports: { readonly giftCardPurchases: Transactions<GiftCardPurchasePorts> }) {
  return (accessToken: string): ResultAsync<GiftCardPurchaseView, GiftCardPurchaseNotFound> =>
    ResultAsync.fromSafePromise(
      ports.giftCardPurchases.inTransaction(({ purchases }) => purchases.byAccessToken(accessToken)),
    ).andThen((purchase) =>
      purchase === undefined
        ? errAsync(giftCardPurchaseNotFound)
        : okAsync({
            location: { id: purchase.locationId, name: purchase.locationName },
            company: purchase.company,
            companyCurrency: purchase.companyCurrency,
            status: purchase.payment.status,
            rejectionReason: purchase.payment.rejectionReason,
            productName: purchase.productName,
            amount: purchase.terms.amount,
            currency: purchase.terms.currency,
            consumerName: purchase.consumerName,
            consumerEmail: purchase.consumerEmail,
            message: purchase.message,
            sendDay: purchase.sendDay,
            expiresAt: purchase.payment.expiresAt,
            timeZone: purchase.locationTimeZone,
            countryCode: purchase.countryCode,
            payment: { trxId: purchase.payment.trxId, providerCode: paymentProviderCode(purchase.payment.provider) },
            cardLastFour: purchase.card?.lastFour ?? null,
          }),
    );
}

export type GetGiftCardPurchase = ReturnType<typeof getGiftCardPurchase>;
