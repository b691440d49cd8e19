import { useEffect } from 'react';
import { purchasePaymentOutcome } from '#application/client-side/payment/payment-outcome';
import type { GiftCardOrders, GiftCardOrderView } from '#application/ports/client/gift-card-orders';
import { wallClockAtOffset, writtenOffsetMinutes } from '#domain/calendar/offset-date-time';
import { useTranslation } from '../../i18n/use-translation';
import * as cardWords from '../../i18n/dictionaries/card-payment';
import * as paymentWords from '../../i18n/dictionaries/payment';
import * as purchaseWords from '../../i18n/dictionaries/gift-card-purchase';
import { useDictionary } from '../../i18n/i18n';
import { CompanyBrandHeader, useCompanyBrand } from '../../shared/company-brand';
import { pageNotReady } from '../../shared/page-not-ready';
import { PaymentFailedNotice } from '../../shared/payment-notices';
import { RouteLink } from '../../shared/route-link';
import { storefrontPath } from '../../shared/storefront-route';
import { useStorefrontServices } from '../../shared/storefront-services';
import { buyAgainPath, purchaseAmountText, useGiftCardPurchase } from '../../shared/use-gift-card-purchase';
import { CardPaymentForm, type CardPaymentTarget } from './card-payment-form';

// A gift card purchase's card payment page (issue 31 "Buying"; docs/adr/0111, 0114):
// `{country}/dlocal/{tokenData}/gift_card/{accessToken}`, where the checkout sends a purchase paid
// through dLocal. The booking's card page, paying a purchase: what is paid (the product, for whom,
// the amount) and the same card form (card-payment-form.tsx) with the same rules. An approved card,
// or a payment settled meanwhile (409), goes to the purchase's page; a refused card says why and
// how long the purchase stays held for another; once the hold ends the page offers to buy again.
// "Today", when a card's month ends, is the location's day: read at the offset the API writes the
// purchase's expiry in, the location's (the purchase names no location whose zone could be read).

export interface GiftCardPaymentRoute {
  readonly country: string;
  readonly tokenData: string;
  readonly accessToken: string;
  readonly embedded: boolean;
}

function PurchasePaid({ purchase }: { readonly purchase: GiftCardOrderView }) {
  const { t } = useTranslation();
  return (
    <section className="card" aria-labelledby="card-payment-summary">
      <h2 id="card-payment-summary">{t('PURCHASE.PAY_SUMMARY', { product: purchase.productName })}</h2>
      <p>{t('PURCHASE.PAY_FOR', { name: purchase.consumerName, email: purchase.consumerEmail })}</p>
      <p className="card-payment__amount">
        <strong>{t('PAYMENT.AMOUNT', { amount: purchaseAmountText(purchase) })}</strong> ({purchase.currency})
      </p>
    </section>
  );
}

function PurchaseCardForm({
  purchase,
  route,
}: {
  readonly purchase: GiftCardOrderView;
  readonly route: GiftCardPaymentRoute;
}) {
  const { t } = useTranslation();
  const outcome = purchasePaymentOutcome(purchase);
  const buyAgain = (
    <RouteLink path={buyAgainPath(purchase, route.country, route.embedded)} className="button button--primary">
      {t('PURCHASE.BUY_AGAIN')}
    </RouteLink>
  );
  const offset = writtenOffsetMinutes(purchase.expiresAt) ?? 0;
  const target: CardPaymentTarget = {
    tokenData: route.tokenData,
    accessToken: route.accessToken,
    expiresAt: purchase.expiresAt,
    amount: purchaseAmountText(purchase),
    paidPath: storefrontPath(
      { page: 'giftCardPurchase', country: route.country, accessToken: route.accessToken },
      route.embedded,
    ),
    todayAt: (now) => wallClockAtOffset(now, offset).date,
    holdKey: 'PURCHASE.CARD_REFUSED_HOLD',
    consequence: t('PURCHASE.NOTHING_CHARGED'),
    afterHold: buyAgain,
  };
  if (outcome._tag === 'PaymentRejected' || outcome._tag === 'PaymentExpired') {
    return (
      <PaymentFailedNotice outcome={outcome} headingLevel="h2" consequence={t('PURCHASE.NOTHING_CHARGED')}>
        {buyAgain}
      </PaymentFailedNotice>
    );
  }
  return <CardPaymentForm target={target} refusedBefore={outcome._tag === 'CardRefused' ? outcome : null} />;
}

function PurchasePayment({ orders, route }: { readonly orders: GiftCardOrders; readonly route: GiftCardPaymentRoute }) {
  const { t } = useTranslation();
  const { router } = useStorefrontServices();
  const { purchase, retry } = useGiftCardPurchase(orders, route.accessToken, { poll: false });
  const paid = purchase.status === 'ready' && purchasePaymentOutcome(purchase.value)._tag === 'Paid';
  useCompanyBrand(purchase.status === 'ready' ? purchase.value.company : undefined);
  useEffect(() => {
    // Already paid: nothing to pay here; the purchase's page says so.
    if (paid)
      router.navigate(
        storefrontPath(
          { page: 'giftCardPurchase', country: route.country, accessToken: route.accessToken },
          route.embedded,
        ),
        { replace: true },
      );
  }, [paid, router, route]);
  if (purchase.status !== 'ready') {
    return pageNotReady(t, {
      loadable: purchase.status === 'idle' ? { status: 'loading' } : purchase,
      title: t('PURCHASE.PAY_TITLE'),
      notFound: { text: t('CARD.LOAD_FAILED'), homeButton: true },
      failed: t('CARD.LOAD_FAILED'),
      onRetry: retry,
    });
  }
  return (
    <main id="content" className="page card-payment">
      <CompanyBrandHeader company={purchase.value.company} />
      <h1 key="title">{t('PURCHASE.PAY_TITLE')}</h1>
      <PurchasePaid purchase={purchase.value} />
      {paid ? null : <PurchaseCardForm purchase={purchase.value} route={route} />}
    </main>
  );
}

export function GiftCardPaymentPage({ route }: { readonly route: GiftCardPaymentRoute }) {
  useDictionary(paymentWords);
  useDictionary(cardWords);
  useDictionary(purchaseWords);
  const { t } = useTranslation();
  const { giftCardOrders } = useStorefrontServices();
  if (giftCardOrders === null) {
    // A deployment that sells no gift cards has no purchase to pay.
    return (
      <main id="content" className="page">
        <h1>{t('PURCHASE.PAY_TITLE')}</h1>
        <p role="alert">{t('CARD.LOAD_FAILED')}</p>
      </main>
    );
  }
  return <PurchasePayment orders={giftCardOrders} route={route} />;
}
