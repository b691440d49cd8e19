import { useEffect } from 'react';
import type { ResultAsync } from 'neverthrow';
import { useTranslation } from '../../i18n/use-translation';
import type { ClientSideFailure } from '#application/client-side/shared/client-side-errors';
import { paymentOutcome } from '#application/client-side/payment/payment-outcome';
import { findLocationZone } from '#application/client-side/catalogue/find-location-zone';
import type { BookingSummaryView } from '#application/ports/client/booking-summaries';
import type { LocationDirectory } from '#application/ports/client/location-directory';
import { localDateAt, type TimeZone } from '#domain/availability/time-zone';
import { formatPrice } from '#domain/money/format-price';
import { PAYMENT_TIMEOUT_MINUTES } from '#domain/payment/payment-lifecycle';
import { Button } from '../../components/button';
import { storefrontPath } from '../../shared/storefront-route';
import { useStorefrontServices } from '../../shared/storefront-services';
import { useInactiveSiteNotice } from '../../shared/inactive-site-page';
import * as cardWords from '../../i18n/dictionaries/card-payment';
import * as paymentWords from '../../i18n/dictionaries/payment';
import { useDictionary } from '../../i18n/i18n';
import { wallClockText } from '../../i18n/formats';
import { pageNotReady } from '../../shared/page-not-ready';
import { PaymentFailedNotice } from '../../shared/payment-notices';
import { useBookingSummaryWith } from '../../shared/use-booking-summary';
import { CompanyBrandHeader, useCompanyBrand } from '../../shared/company-brand';
import { useStorefrontLocale } from '../../shared/use-locale';
import type { BookingId } from '#domain/booking/booking-id';
import { CardPaymentForm, type CardPaymentTarget, type CardRefused } from './card-payment-form';

// The card payment page (storefront §2 "{country}/dlocal/{tokenData}/{bookingId}/{accessToken}",
// §5 "Card name, number, expiry and CVV required"; docs/adr/0045): where the checkout page sends a
// booking paid through dLocal. It shows what is paid, and a card form the sandbox answers, standing
// in for the provider's own card fields. Paid, or already settled, the booking's page follows; a
// refused card says why and keeps the form for another card, with the time left until the hold
// ends (ADR 0075) — once it has ended, the page says so and offers to book again; fields the
// sandbox refuses are marked; nothing typed is lost on a failure. A
// card expires at the end of its month as the location's calendar has it: "today" is the
// location's date, read in its time zone. The form is card-payment-form.tsx's, which a gift card
// purchase's card page fills too (gift-card-payment-page.tsx; docs/adr/0114).

export interface CardPaymentRoute {
  readonly country: string;
  readonly tokenData: string;
  readonly bookingId: BookingId;
  readonly accessToken: string;
  readonly embedded: boolean;
}

/**
 * What is paid and, while the payment holds the hours, for how long they are held and until when —
 * said before the first card, not only after a refusal. The length is the server's own rule
 * (PAYMENT_TIMEOUT_MINUTES); the end is the payment's, on the location's clock (the offset the API
 * writes it with).
 */
function PaymentSummary({
  summary,
  country,
  holding,
}: {
  readonly summary: BookingSummaryView;
  readonly country: string;
  readonly holding: boolean;
}) {
  const { t } = useTranslation();
  const locale = useStorefrontLocale(country);
  const payment = summary.payment;
  const bookings = summary.bookingGroups.flatMap((group) => group.bookings);
  return (
    <section className="card" aria-labelledby="card-payment-summary">
      <h2 id="card-payment-summary">{t('CARD.SUMMARY', { company: summary.location.locationName })}</h2>
      <ul>
        {bookings.map((booking) => {
          const { date, hour } = wallClockText(booking.start, locale);
          return (
            <li key={booking.id}>
              {booking.serviceName} — {t('CARD.WHEN', { date, hour })}
            </li>
          );
        })}
      </ul>
      {payment === null ? null : (
        <p className="card-payment__amount">
          <strong>
            {t(payment.downPayment ? 'PAYMENT.DOWN_PAYMENT_AMOUNT' : 'PAYMENT.AMOUNT', {
              amount: formatPrice(payment.amount, summary.currency),
            })}
          </strong>{' '}
          ({payment.currency})
        </p>
      )}
      {payment === null || !holding ? null : (
        <p className="note">
          {t('CARD.HOLD', { minutes: PAYMENT_TIMEOUT_MINUTES, time: wallClockText(payment.expiresAt, locale).hour })}
        </p>
      )}
    </section>
  );
}

function CardForm({
  route,
  summary,
  zone,
  refusedBefore,
}: {
  readonly route: CardPaymentRoute;
  readonly summary: BookingSummaryView;
  readonly zone: TimeZone;
  /** The card refused before the page opened, when the summary says so. */
  readonly refusedBefore: CardRefused | null;
}) {
  const { t } = useTranslation();
  const { router } = useStorefrontServices();
  const target: CardPaymentTarget = {
    tokenData: route.tokenData,
    accessToken: route.accessToken,
    expiresAt: summary.payment === null ? null : summary.payment.expiresAt,
    amount: summary.payment === null ? '' : formatPrice(summary.payment.amount, summary.currency),
    paidPath: storefrontPath(
      {
        page: 'bookingSummary',
        country: route.country,
        bookingId: route.bookingId,
        accessToken: route.accessToken,
        edited: false,
      },
      route.embedded,
    ),
    todayAt: (now) => localDateAt(zone, now),
    // The hold ended on this page: the hour is being released; nothing more can be paid here.
    afterHold: (
      <Button
        variant="primary"
        onPress={() => {
          router.navigate(
            storefrontPath(
              { page: 'location', country: route.country, locationId: summary.location.id, professionalId: null },
              route.embedded,
            ),
          );
        }}
      >
        {t('PAYMENT.BOOK_AGAIN')}
      </Button>
    ),
  };
  return <CardPaymentForm target={target} refusedBefore={refusedBefore} />;
}

/** The booking's summary with its location's zone, which the location's dates are read in. */
function withLocationZone(
  summary: BookingSummaryView,
  locations: LocationDirectory,
): ResultAsync<{ readonly summary: BookingSummaryView; readonly zone: TimeZone }, ClientSideFailure> {
  return findLocationZone(locations)(summary.location.id).map((zone) => ({ summary, zone }));
}

export function CardPaymentPage({ route }: { readonly route: CardPaymentRoute }) {
  useDictionary(paymentWords);
  useDictionary(cardWords);
  const { t } = useTranslation();
  const { router } = useStorefrontServices();
  const { summary: page, retry } = useBookingSummaryWith(route.bookingId, route.accessToken, withLocationZone);
  const outcome = page.status === 'ready' ? paymentOutcome(page.value.summary)._tag : null;
  useCompanyBrand(page.status === 'ready' ? page.value.summary.company : undefined);
  useEffect(() => {
    // Already paid: nothing to pay here; the booking's page says so.
    if (outcome === 'Paid') {
      router.navigate(
        storefrontPath(
          {
            page: 'bookingSummary',
            country: route.country,
            bookingId: route.bookingId,
            accessToken: route.accessToken,
            edited: false,
          },
          route.embedded,
        ),
        { replace: true },
      );
    }
  }, [outcome, router, route]);
  const inactive = useInactiveSiteNotice(
    page.status === 'ready' ? page.value.summary.location.id : null,
    page.status === 'ready' ? page.value.summary.location.phone : null,
  );
  if (inactive !== null) return inactive;
  if (page.status !== 'ready') {
    return pageNotReady(t, {
      loadable: page.status === 'idle' ? { status: 'loading' } : page,
      title: t('CARD.TITLE'),
      notFound: { text: t('CARD.LOAD_FAILED'), homeButton: true },
      failed: t('CARD.LOAD_FAILED'),
      onRetry: retry,
    });
  }
  const settled = paymentOutcome(page.value.summary);
  return (
    <main id="content" className="page card-payment">
      <CompanyBrandHeader company={page.value.summary.company} />
      <h1 key="title">{t('CARD.TITLE')}</h1>
      <PaymentSummary
        summary={page.value.summary}
        country={route.country}
        holding={settled._tag === 'AwaitingPayment' || settled._tag === 'CardRefused'}
      />
      {settled._tag === 'PaymentRejected' || settled._tag === 'PaymentExpired' ? (
        <PaymentFailedNotice outcome={settled} headingLevel="h2" />
      ) : settled._tag === 'AwaitingPayment' || settled._tag === 'CardRefused' ? (
        <CardForm
          route={route}
          summary={page.value.summary}
          zone={page.value.zone}
          refusedBefore={settled._tag === 'CardRefused' ? settled : null}
        />
      ) : null}
    </main>
  );
}
