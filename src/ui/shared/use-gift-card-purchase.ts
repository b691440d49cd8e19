import { useEffect, useRef, useState } from 'react';
import { purchasePaymentOutcome } from '#application/client-side/payment/payment-outcome';
import type { GiftCardOrders, GiftCardOrderView } from '#application/ports/client/gift-card-orders';
import type { ClientSideFailure } from '#application/client-side/shared/client-side-errors';
import { checkoutAddress } from '#domain/payment/checkout-address';
import { paymentProviderOfCode } from '#domain/payment/payment-provider';
import { NO_TRACKING } from '#domain/booking/traffic-source';
import { formatPrice } from '#domain/money/format-price';
import type { Loadable } from './loadable';
import { useStorefrontServices } from './storefront-services';
import { storefrontPath } from './storefront-route';

// A gift card purchase (GET /gift_card_purchases/{accessToken}; issue 31, docs/adr/0114) as its
// pages load it — its page and its card page —, a retry, and, while its payment may still change
// (pending, or a card refused with the hold standing), asking again every few seconds as the booking
// wizard's payment wait does (payment-wait-model.ts): the payment runs on the provider's page, and
// the page follows it there.

/** How often a purchase still waiting for its payment is asked again, as the wizard's wait asks a booking's. */
export const PURCHASE_POLL_MS = 5000;

/** The purchase's payment may still change: the page keeps asking. */
function stillWaiting(purchase: GiftCardOrderView): boolean {
  const outcome = purchasePaymentOutcome(purchase)._tag;
  return outcome === 'AwaitingPayment' || outcome === 'CardRefused';
}

export function useGiftCardPurchase(
  orders: GiftCardOrders,
  accessToken: string,
  options: { readonly poll: boolean },
): { readonly purchase: Loadable<GiftCardOrderView>; readonly retry: () => void } {
  const { timers } = useStorefrontServices();
  const [purchase, setPurchase] = useState<Loadable<GiftCardOrderView>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const asking = useRef(false);
  useEffect(() => {
    setPurchase({ status: 'loading' });
    void orders.getGiftCardPurchase(accessToken).match(
      (value) => {
        setPurchase({ status: 'ready', value });
      },
      (failure: ClientSideFailure) => {
        setPurchase({ status: 'failed', failure });
      },
    );
  }, [orders, accessToken, attempt]);
  const waiting = purchase.status === 'ready' && stillWaiting(purchase.value);
  useEffect(() => {
    if (!options.poll || !waiting) return undefined;
    return timers.every(PURCHASE_POLL_MS, () => {
      // One question at a time; an unreachable API is asked again at the next tick.
      if (asking.current) return;
      asking.current = true;
      void orders.getGiftCardPurchase(accessToken).match(
        (value) => {
          asking.current = false;
          setPurchase({ status: 'ready', value });
        },
        () => {
          asking.current = false;
        },
      );
    });
  }, [options.poll, waiting, orders, accessToken, timers]);
  return {
    purchase,
    retry: () => {
      setAttempt((previous) => previous + 1);
    },
  };
}

/** The API's checkout page of the purchase's payment, as the dialog first sent the buyer to it (`b` its transaction, `t` its token). */
export function purchaseCheckoutAddress(apiOrigin: string, purchase: GiftCardOrderView, accessToken: string): string {
  return checkoutAddress(
    apiOrigin,
    paymentProviderOfCode(purchase.payment.provider),
    { trxId: purchase.payment.trxId, accessToken },
    NO_TRACKING,
  );
}

/** The purchase's amount in the company's format. */
export function purchaseAmountText(purchase: GiftCardOrderView): string {
  return formatPrice(purchase.amount, purchase.currencyFormat);
}

/** Where "buy again" leads: the location that sold the card. */
export function buyAgainPath(purchase: GiftCardOrderView, country: string, embedded: boolean): string {
  return storefrontPath(
    { page: 'location', country, locationId: purchase.location.id, professionalId: null },
    embedded,
  );
}
