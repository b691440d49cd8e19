import { useEffect, useRef, useState, type ReactNode } from 'react';
import { purchasePaymentOutcome, type PaymentOutcome } from '#application/client-side/payment/payment-outcome';
import type { GiftCardOrders, GiftCardOrderView } from '#application/ports/client/gift-card-orders';
import type { Instant } from '#domain/calendar/instant';
import { wallClockAtOffset, writtenOffsetMinutes } from '#domain/calendar/offset-date-time';
import type { LocalDate } from '#domain/calendar/local-date';
import { minutesLeftToPay } from '#domain/payment/payment-lifecycle';
import { Button } from '../../components/button';
import * as purchaseWords from '../../i18n/dictionaries/gift-card-purchase';
import * as paymentWords from '../../i18n/dictionaries/payment';
import { useDictionary } from '../../i18n/i18n';
import { longDate } from '../../i18n/formats';
import { useTranslation } from '../../i18n/use-translation';
import { CompanyBrandHeader, useCompanyBrand } from '../../shared/company-brand';
import { pageNotReady } from '../../shared/page-not-ready';
import { paymentRejectedText, useHoldClock } from '../../shared/payment-notices';
import { RouteLink } from '../../shared/route-link';
import { useStorefrontServices } from '../../shared/storefront-services';
import {
  buyAgainPath,
  purchaseAmountText,
  purchaseCheckoutAddress,
  useGiftCardPurchase,
} from '../../shared/use-gift-card-purchase';
import { useStorefrontLocale } from '../../shared/use-locale';

// A gift card purchase's page (issue 31 "Buying": "… and a confirmation page"; docs/adr/0114):
// `{country}/gift_cards/{accessToken}`, where every payment of the purchase returns the buyer, as a
// booking's returns to its summary. It reads the purchase by its token and says how it stands:
// pending, with the time left and a way back to the checkout while it holds; paid, with what was
// bought, for whom, when the card is sent and its last four symbols; a card refused while the
// purchase still holds, with why and a way to pay with another; ended unpaid, with nothing charged
// or sent and a way to buy again. While the payment may still change the page asks again every few
// seconds (use-gift-card-purchase.ts), telling each change in its status region. The company's
// brand is worn when the API names the company (the contract names none yet).

export interface GiftCardPurchaseRoute {
  readonly country: string;
  readonly accessToken: string;
  readonly embedded: boolean;
}

/** The page's heading for where the payment stands. */
const TITLES: Readonly<Record<PaymentOutcome['_tag'], string>> = {
  AwaitingPayment: 'PURCHASE.PENDING_TITLE',
  Paid: 'PURCHASE.PAID_TITLE',
  CardRefused: 'PURCHASE.CARD_REFUSED_TITLE',
  PaymentRejected: 'PURCHASE.REJECTED_TITLE',
  PaymentExpired: 'PURCHASE.EXPIRED_TITLE',
};

/** What was bought and for whom: the same list on every status. */
function PurchaseDetails({
  purchase,
  country,
  headingId,
  heading,
}: {
  readonly purchase: GiftCardOrderView;
  readonly country: string;
  readonly headingId: string;
  readonly heading: string;
}) {
  const { t } = useTranslation();
  const locale = useStorefrontLocale(country);
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <dl className="facts">
        <dt>{t('PURCHASE.PRODUCT')}</dt>
        <dd>{purchase.productName}</dd>
        <dt>{t('PURCHASE.AMOUNT')}</dt>
        <dd>{purchaseAmountText(purchase)}</dd>
        <dt>{t('PURCHASE.FOR')}</dt>
        <dd>
          {purchase.consumerName} &lt;{purchase.consumerEmail}&gt;
        </dd>
        {purchase.message === null ? null : (
          <>
            <dt>{t('PURCHASE.MESSAGE')}</dt>
            <dd>{purchase.message}</dd>
          </>
        )}
        <dt>{t('PURCHASE.SENT')}</dt>
        <dd>{purchase.sendOn === null ? t('PURCHASE.SENT_NOW') : longDate(purchase.sendOn as LocalDate, locale)}</dd>
        {purchase.cardLastFour === null ? null : (
          <>
            <dt>{t('PURCHASE.CARD')}</dt>
            <dd>{t('PURCHASE.CARD_ENDING', { lastFour: purchase.cardLastFour })}</dd>
          </>
        )}
      </dl>
    </section>
  );
}

/** The hold's end on the location's clock (the offset the API writes the expiry in), and the minutes left. */
function useHold(expiresAt: string): { readonly time: string; readonly minutesLeft: number } {
  const now = useHoldClock();
  const instant = Date.parse(expiresAt) as Instant;
  return {
    time: wallClockAtOffset(instant, writtenOffsetMinutes(expiresAt) ?? 0).time,
    minutesLeft: minutesLeftToPay(instant, now),
  };
}

/** Back to the checkout page of the purchase's payment: the whole page goes, or a new tab inside another site's frame. */
function BackToPayment({
  purchase,
  route,
  label,
}: {
  readonly purchase: GiftCardOrderView;
  readonly route: GiftCardPurchaseRoute;
  readonly label: string;
}) {
  const { t } = useTranslation();
  const { apiOrigin, pageNavigation } = useStorefrontServices();
  const [elsewhere, setElsewhere] = useState<{ readonly address: string; readonly opened: boolean } | null>(null);
  const address = purchaseCheckoutAddress(apiOrigin, purchase, route.accessToken);
  return (
    <>
      <Button
        variant="primary"
        onPress={() => {
          if (route.embedded) setElsewhere({ address, opened: pageNavigation.openInNewTab(address) });
          else pageNavigation.assign(address);
        }}
      >
        {label}
      </Button>
      {elsewhere === null ? null : (
        <p role="status">
          {elsewhere.opened ? (
            t('PURCHASE.PAY_IN_NEW_TAB')
          ) : (
            <a href={elsewhere.address} target="_blank" rel="noopener">
              {t('PURCHASE.OPEN_PAYMENT')}
            </a>
          )}
        </p>
      )}
    </>
  );
}

function PaymentStanding({
  purchase,
  outcome,
  route,
}: {
  readonly purchase: GiftCardOrderView;
  readonly outcome: PaymentOutcome;
  readonly route: GiftCardPurchaseRoute;
}) {
  const { t } = useTranslation();
  const locale = useStorefrontLocale(route.country);
  const hold = useHold(purchase.expiresAt);
  const amount = purchaseAmountText(purchase);
  switch (outcome._tag) {
    case 'AwaitingPayment':
      return (
        <div className="notice">
          {hold.minutesLeft === 0 ? (
            <p role="status">{t('PURCHASE.HOLD_ENDED')}</p>
          ) : (
            <p>{t('PURCHASE.HELD', { time: hold.time, count: hold.minutesLeft })}</p>
          )}
          {hold.minutesLeft === 0 ? null : (
            <BackToPayment purchase={purchase} route={route} label={t('PURCHASE.GO_PAY')} />
          )}
        </div>
      );
    case 'Paid':
      return (
        <div className="notice notice--success">
          <p>{t('PURCHASE.PAID', { amount })}</p>
          <p>
            {purchase.sendOn === null
              ? t('PURCHASE.SENT_TO', { email: purchase.consumerEmail })
              : t('PURCHASE.WILL_SEND', {
                  email: purchase.consumerEmail,
                  day: longDate(purchase.sendOn as LocalDate, locale),
                })}
          </p>
        </div>
      );
    case 'CardRefused':
      return (
        <div className="notice notice--failure">
          <p role="alert">{paymentRejectedText(t, outcome.reason)}</p>
          {hold.minutesLeft === 0 ? (
            <p role="status">{t('PURCHASE.HOLD_ENDED')}</p>
          ) : (
            <>
              <p>{t('PURCHASE.CARD_REFUSED_HOLD', { time: hold.time, count: hold.minutesLeft })}</p>
              <BackToPayment purchase={purchase} route={route} label={t('PURCHASE.TRY_AGAIN')} />
            </>
          )}
        </div>
      );
    case 'PaymentRejected':
    case 'PaymentExpired':
      return (
        <div className="notice notice--failure">
          {outcome._tag === 'PaymentRejected' ? <p>{paymentRejectedText(t, outcome.reason)}</p> : null}
          <p>{t('PURCHASE.NOTHING_CHARGED')}</p>
          <RouteLink path={buyAgainPath(purchase, route.country, route.embedded)} className="button button--primary">
            {t('PURCHASE.BUY_AGAIN')}
          </RouteLink>
        </div>
      );
  }
}

/** The heading, which takes the focus when the payment's standing changes while the page shows, so the news is read. */
function StandingHeading({
  outcome,
  children,
}: {
  readonly outcome: PaymentOutcome['_tag'];
  readonly children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(outcome);
  useEffect(() => {
    if (outcome !== first.current) heading.current?.focus();
  }, [outcome]);
  return (
    <h1 key="title" ref={heading} tabIndex={-1}>
      {children}
    </h1>
  );
}

function PurchaseLoaded({ orders, route }: { readonly orders: GiftCardOrders; readonly route: GiftCardPurchaseRoute }) {
  const { t } = useTranslation();
  const { purchase, retry } = useGiftCardPurchase(orders, route.accessToken, { poll: true });
  useCompanyBrand(purchase.status === 'ready' ? purchase.value.company : undefined);
  if (purchase.status !== 'ready') {
    return pageNotReady(t, {
      loadable: purchase.status === 'idle' ? { status: 'loading' } : purchase,
      title: t('PURCHASE.TITLE'),
      notFound: { text: t('PURCHASE.LOAD_FAILED'), homeButton: true },
      failed: t('PURCHASE.LOAD_FAILED'),
      onRetry: retry,
    });
  }
  const outcome = purchasePaymentOutcome(purchase.value);
  return (
    <main id="content" className="page gift-card-purchase-page">
      <CompanyBrandHeader company={purchase.value.company} />
      <StandingHeading outcome={outcome._tag}>{t(TITLES[outcome._tag])}</StandingHeading>
      <PaymentStanding purchase={purchase.value} outcome={outcome} route={route} />
      <PurchaseDetails
        purchase={purchase.value}
        country={route.country}
        headingId="gift-card-purchase-details"
        heading={t('PURCHASE.BOUGHT')}
      />
    </main>
  );
}

export function GiftCardPurchasePage({ route }: { readonly route: GiftCardPurchaseRoute }) {
  useDictionary(purchaseWords);
  useDictionary(paymentWords);
  const { t } = useTranslation();
  const { giftCardOrders } = useStorefrontServices();
  if (giftCardOrders === null) {
    // A deployment that sells no gift cards has no purchase to show.
    return (
      <main id="content" className="page">
        <h1>{t('PURCHASE.TITLE')}</h1>
        <p role="alert">{t('PURCHASE.LOAD_FAILED')}</p>
      </main>
    );
  }
  return <PurchaseLoaded orders={giftCardOrders} route={route} />;
}
