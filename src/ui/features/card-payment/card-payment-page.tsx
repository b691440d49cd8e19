import { useEffect, useState, type SyntheticEvent } from 'react';
import type { ResultAsync } from 'neverthrow';
import { useTranslation } from '../../i18n/use-translation';
import type { ClientSideFailure } from '#application/client-side/shared/client-side-errors';
import { failureText } from '#application/client-side/booking/failure-text';
import { paymentOutcome, type PaymentOutcome } from '#application/client-side/payment/payment-outcome';
import { findLocationZone } from '#application/client-side/catalogue/find-location-zone';
import type { BookingSummaryView } from '#application/ports/client/booking-summaries';
import type { CardPaymentView } from '#application/ports/client/card-payments';
import type { LocationDirectory } from '#application/ports/client/location-directory';
import { localDateAt, type TimeZone } from '#domain/availability/time-zone';
import type { Instant } from '#domain/calendar/instant';
import { formatPrice } from '#domain/money/format-price';
import { minutesLeftToPay } from '#domain/payment/payment-lifecycle';
import {
  EMPTY_CARD_FORM,
  groupedCardNumber,
  typedExpiry,
  validCard,
  type CardField,
  type CardFormValues,
} from '#domain/payment/card-form';
import { Button } from '../../components/button';
import { TextField } from '../../components/text-field';
import { storefrontPath } from '../../shared/storefront-route';
import { useStorefrontServices } from '../../shared/storefront-services';
import { useInactiveSiteNotice } from '../../shared/inactive-site-page';
import * as cardWords from '../../i18n/dictionaries/card-payment';
import * as paymentWords from '../../i18n/dictionaries/payment';
import { useDictionary } from '../../i18n/i18n';
import { wallClockText } from '../../i18n/formats';
import { failureMessage } from '../../shared/failure-message';
import { pageNotReady } from '../../shared/page-not-ready';
import { CardRefusedNotice, PaymentFailedNotice, useHoldClock } from '../../shared/payment-notices';
import { useBookingSummaryWith } from '../../shared/use-booking-summary';
import { CompanyBrandHeader, useCompanyBrand } from '../../shared/company-brand';
import { useStorefrontLocale } from '../../shared/use-locale';
import type { BookingId } from '#domain/booking/booking-id';

// The card payment page (storefront §2 "{country}/dlocal/{tokenData}/{bookingId}/{accessToken}",
// §5 "Card name, number, expiry and CVV required"; docs/adr/0045): where the checkout page sends a
// booking paid through dLocal. It shows what is paid, and a card form the sandbox answers, standing
// in for the provider's own card fields. Paid, or already settled, the booking's page follows; a
// refused card says why and keeps the form for another card, with the time left until the hold
// ends (ADR 0075) — once it has ended, the page says so and offers to book again; fields the
// sandbox refuses are marked; nothing typed is lost on a failure. A
// card expires at the end of its month as the location's calendar has it: "today" is the
// location's date, read in its time zone.

export interface CardPaymentRoute {
  readonly country: string;
  readonly tokenData: string;
  readonly bookingId: BookingId;
  readonly accessToken: string;
  readonly embedded: boolean;
}

/** The API's names of the card's fields (POST /payments/sandbox/card). */
const WIRE_FIELDS: Readonly<Partial<Record<string, CardField>>> = {
  holder_name: 'holderName',
  card_number: 'cardNumber',
  expiry: 'expiry',
  cvv: 'cvv',
};

type FieldErrors = Partial<Readonly<Record<CardField, string>>>;

type Submission =
  { readonly status: 'idle' } | { readonly status: 'paying' } | { readonly status: 'failed'; readonly message: string };

type CardRefused = Extract<PaymentOutcome, { readonly _tag: 'CardRefused' }>;

/** The card refused for `answer`'s reason: the hold stands until the payment's expiry. */
function refusedCard(answer: CardPaymentView, summary: BookingSummaryView): CardRefused | null {
  const payment = summary.payment;
  return payment === null
    ? null
    : { _tag: 'CardRefused', reason: answer.rejectionReason ?? 'other', expiresAt: payment.expiresAt };
}

function PaymentSummary({ summary, country }: { readonly summary: BookingSummaryView; readonly country: string }) {
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
  const { cardPayments, router, announcer } = useStorefrontServices();
  const now = useHoldClock();
  const [values, setValues] = useState<CardFormValues>(EMPTY_CARD_FORM);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [submission, setSubmission] = useState<Submission>({ status: 'idle' });
  const [refused, setRefused] = useState<CardRefused | null>(refusedBefore);
  const today = localDateAt(zone, now);
  const summaryPath = storefrontPath(
    {
      page: 'bookingSummary',
      country: route.country,
      bookingId: route.bookingId,
      accessToken: route.accessToken,
      edited: false,
    },
    route.embedded,
  );

  const checked = (next: CardFormValues): FieldErrors =>
    validCard(next, today).match(
      () => ({}),
      (codes) => Object.fromEntries(Object.entries(codes).map(([field, code]) => [field, t(`CARD.ERRORS.${code}`)])),
    );
  const change = (field: CardField, typed: string) => {
    const formatted =
      field === 'cardNumber' ? groupedCardNumber(typed) : field === 'expiry' ? typedExpiry(typed) : typed;
    const next = { ...values, [field]: formatted };
    setValues(next);
    // Once the client tried to pay, each field says at once whether it is now right.
    if (attempted) setErrors(checked(next));
  };
  const failedToPay = (failure: ClientSideFailure) => {
    setSubmission({ status: 'idle' });
    const refusedFields: Partial<Record<CardField, string>> = {};
    if (failure._tag === 'ApiRefusal' && failure.status === 422) {
      for (const attribute of failure.attributes) {
        const field = WIRE_FIELDS[attribute.field];
        if (field !== undefined) refusedFields[field] = attribute.messages.join(' ');
      }
    }
    const count = Object.keys(refusedFields).length;
    if (count > 0) {
      setErrors(refusedFields);
      announcer.announce(t('CARD.FIX_FIELDS', { count }), 'assertive');
      return;
    }
    // Paid meanwhile (another tab, the provider's notice): the booking's page says how it stands.
    if (failure._tag === 'ApiRefusal' && failure.status === 409) {
      router.navigate(summaryPath, { replace: true });
      return;
    }
    const message = failure._tag === 'InputInvalid' ? t('ERRORS.GENERIC') : failureMessage(t, failureText(failure));
    setSubmission({ status: 'failed', message });
    announcer.announce(message, 'assertive');
  };
  const pay = (event: SyntheticEvent) => {
    event.preventDefault();
    if (submission.status === 'paying') return;
    setAttempted(true);
    const card = validCard(values, today);
    if (card.isErr()) {
      const found = checked(values);
      setErrors(found);
      announcer.announce(t('CARD.FIX_FIELDS', { count: Object.keys(found).length }), 'assertive');
      return;
    }
    setErrors({});
    setSubmission({ status: 'paying' });
    void cardPayments.payWithCard(route.tokenData, route.accessToken, card.value).match((answer) => {
      if (answer.status === 'approved') {
        router.navigate(summaryPath);
        return;
      }
      // The hold stands: the form stays for another card, its number, expiry and code cleared.
      setSubmission({ status: 'idle' });
      setRefused(refusedCard(answer, summary));
      setValues({ ...EMPTY_CARD_FORM, holderName: values.holderName });
      setAttempted(false);
    }, failedToPay);
  };

  const expiresAt = summary.payment === null ? null : (Date.parse(summary.payment.expiresAt) as Instant);
  if (expiresAt !== null && minutesLeftToPay(expiresAt, now) === 0) {
    // The hold ended on this page: the hour is being released; nothing more can be paid here.
    return (
      <PaymentFailedNotice
        outcome={refused === null ? { _tag: 'PaymentExpired' } : { _tag: 'PaymentRejected', reason: refused.reason }}
        headingLevel="h2"
        focusOnShow
      >
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
      </PaymentFailedNotice>
    );
  }
  const paying = submission.status === 'paying';
  const error = (field: CardField) => errors[field] ?? null;
  return (
    <>
      {refused === null ? null : (
        <CardRefusedNotice outcome={refused} headingLevel="h2" focusOnShow>
          <p>{t('PAYMENT.TRY_ANOTHER_CARD')}</p>
        </CardRefusedNotice>
      )}
      <form className="card card-payment__form" aria-labelledby="card-payment-form" noValidate onSubmit={pay}>
        <h2 id="card-payment-form">{t('CARD.FORM')}</h2>
        <p className="note">{t('CARD.SANDBOX')}</p>
        <TextField
          label={t('CARD.HOLDER_NAME')}
          description={t('CARD.HOLDER_NAME_PROMPT')}
          value={values.holderName}
          onChange={(typed) => {
            change('holderName', typed);
          }}
          error={error('holderName')}
          isRequired
          autoComplete="cc-name"
          name="cc-name"
        />
        <TextField
          label={t('CARD.NUMBER')}
          description={t('CARD.NUMBER_PROMPT')}
          value={values.cardNumber}
          onChange={(typed) => {
            change('cardNumber', typed);
          }}
          error={error('cardNumber')}
          isRequired
          inputMode="numeric"
          autoComplete="cc-number"
          name="cc-number"
          maxLength={23}
        />
        <TextField
          label={t('CARD.EXPIRY')}
          description={t('CARD.EXPIRY_PROMPT')}
          value={values.expiry}
          onChange={(typed) => {
            change('expiry', typed);
          }}
          error={error('expiry')}
          isRequired
          inputMode="numeric"
          autoComplete="cc-exp"
          name="cc-exp"
          maxLength={5}
        />
        <TextField
          label={t('CARD.CVV')}
          description={t('CARD.CVV_PROMPT')}
          value={values.cvv}
          onChange={(typed) => {
            change('cvv', typed);
          }}
          error={error('cvv')}
          isRequired
          inputMode="numeric"
          autoComplete="cc-csc"
          name="cc-csc"
          maxLength={4}
        />
        {submission.status === 'failed' ? <p role="alert">{submission.message}</p> : null}
        {paying ? (
          <p id="card-payment-wait" role="status">
            {t('PAYMENT.WAIT_FOR_ANSWER')}
          </p>
        ) : null}
        <Button
          variant="primary"
          type="submit"
          isDisabled={paying}
          {...(paying ? { 'aria-describedby': 'card-payment-wait' } : {})}
        >
          {paying
            ? t('CARD.PAYING')
            : t('CARD.PAY', {
                amount: summary.payment === null ? '' : formatPrice(summary.payment.amount, summary.currency),
              })}
        </Button>
      </form>
    </>
  );
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
      <PaymentSummary summary={page.value.summary} country={route.country} />
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
