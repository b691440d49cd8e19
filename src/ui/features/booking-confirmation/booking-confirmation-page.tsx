import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { paymentOutcome } from '#application/client-side/payment/payment-outcome';
import type { BookingSummaryView } from '#application/ports/client/booking-summaries';
import type { BookingActionKind } from '#domain/booking/booking-actions';
import { tracksBookingConversion } from '#domain/booking/booking-conversion';
import { keptTracking, trafficSource } from '#domain/booking/traffic-source';
import { summaryCard, type ServicePlace } from '#domain/booking/summary-card';
import type { Instant } from '#domain/calendar/instant';
import { wallClockAtOffset, writtenOffsetMinutes } from '#domain/calendar/offset-date-time';
import { bookingEventLocation, googleCalendarLink } from '#domain/notification/booking-calendar';
import { formatPrice } from '#domain/money/format-price';
import { PAYMENT_TIMEOUT_MINUTES } from '#domain/payment/payment-lifecycle';
import { Button } from '../../components/button';
import { ErrorModal } from '../../components/error-modal';
import { useStorefrontServices } from '../../shared/storefront-services';
import { ServerErrorPage } from '../../shared/server-error-page';
import { storefrontPath } from '../../shared/storefront-route';
import * as actionWords from '../../i18n/dictionaries/booking-actions';
import * as confirmationWords from '../../i18n/dictionaries/booking-confirmation';
import * as paymentWords from '../../i18n/dictionaries/payment';
import * as consentWords from '../../i18n/dictionaries/booking-consents';
import { BookingConsents } from '../../shared/booking-consents';
import { useDictionary } from '../../i18n/i18n';
import { durationText, wallClockText } from '../../i18n/formats';
import { CardRefusedNotice, PaymentFailedNotice } from '../../shared/payment-notices';
import { serverFailed } from '../../shared/server-failed';
import { useBookingSummary } from '../../shared/use-booking-summary';
import { useInactiveSiteNotice } from '../../shared/inactive-site-page';
import { BookingActionLinks, offeredActions, useBookingByCode } from '../../shared/booking-actions';
import { useStorefrontLocale } from '../../shared/use-locale';
import { CompanyBrandHeader, useCompanyBrand } from '../../shared/company-brand';
import { GiftCardPaymentCard } from './gift-card-payment-card';
import type { BookingId } from '#domain/booking/booking-id';
import { CopyText } from '../../shared/copy-text';
import { formatBookingReference, parseBookingReference } from '#domain/booking/booking-reference';

// The confirmation view (booking-wizard §2, §8): where a booking made without online payment lands,
// `/{country}/bookings/{bookingId}/{accessToken}/false`. Success names the client and confirms the
// reservations; a booking no longer standing shows the failure view; a booking that can't be read
// opens the error dialog and nothing else is rendered. Bookings still standing can be added to the
// client's calendar: all at once as the API's .ics file, or each in Google Calendar (ADR 0044).
// A booking paid online also shows how its payment stands: pending until when, paid (or its down
// payment, the rest at the location), or rejected for its reason or expired, with a way to book again.

function PaymentState({
  summary,
  onBookAgain,
}: {
  readonly summary: BookingSummaryView;
  readonly onBookAgain: () => void;
}) {
  const { t } = useTranslation();
  const payment = summary.payment;
  if (payment === null) return null;
  const outcome = paymentOutcome(summary);
  const amount = formatPrice(payment.amount, summary.currency);
  switch (outcome._tag) {
    case 'AwaitingPayment': {
      // The hour is shown on the location's clock: the offset its bookings are written with.
      const first = summary.bookingGroups[0]?.bookings[0]?.start ?? payment.expiresAt;
      const heldUntil = wallClockAtOffset(Date.parse(payment.expiresAt) as Instant, writtenOffsetMinutes(first) ?? 0);
      return (
        <section className="notice" aria-labelledby="confirmation-payment">
          <h2 id="confirmation-payment">{t('PAYMENT.PENDING_TITLE')}</h2>
          <p>{t(payment.downPayment ? 'PAYMENT.DOWN_PAYMENT_AMOUNT' : 'PAYMENT.AMOUNT', { amount })}</p>
          <p>{t('PAYMENT.PENDING', { time: heldUntil.time, minutes: PAYMENT_TIMEOUT_MINUTES })}</p>
        </section>
      );
    }
    case 'CardRefused':
      // Still held: the client may pay with another card on the payment's page until the hold ends (ADR 0075).
      return (
        <section aria-labelledby="confirmation-payment">
          <CardRefusedNotice outcome={outcome} headingLevel="h2" headingId="confirmation-payment">
            <p>{t(payment.downPayment ? 'PAYMENT.DOWN_PAYMENT_AMOUNT' : 'PAYMENT.AMOUNT', { amount })}</p>
          </CardRefusedNotice>
        </section>
      );
    case 'Paid':
      return (
        <p className="notice notice--success">
          {t(payment.downPayment ? 'PAYMENT.DOWN_PAYMENT_APPROVED' : 'PAYMENT.APPROVED', { amount })}
        </p>
      );
    case 'PaymentRejected':
    case 'PaymentExpired':
      return (
        <PaymentFailedNotice outcome={outcome} headingLevel="h2">
          <Button variant="primary" onPress={onBookAgain}>
            {t('PAYMENT.BOOK_AGAIN')}
          </Button>
        </PaymentFailedNotice>
      );
  }
}

/** Above this many services the cards scroll sideways between arrows (storefront §2 Booking-summary cards, §9). */
const CAROUSEL_ABOVE = 3;
/** How far each arrow scrolls the cards (storefront §9 "325 px per click"). */
const CAROUSEL_STEP_PX = 325;

/**
 * The booked services' cards: a list, or above 3 services a carousel — the list scrolls sideways
 * (by swipe, by the keyboard once focused, or by the arrows, 325 px at a time), each arrow disabled
 * at its end.
 */
function ServiceCards({ count, children }: { readonly count: number; readonly children: ReactNode }) {
  const { t } = useTranslation();
  const list = useRef<HTMLUListElement>(null);
  const [ends, setEnds] = useState({ atStart: true, atEnd: false });
  const carousel = count > CAROUSEL_ABOVE;
  const measure = () => {
    const element = list.current;
    if (element === null) return;
    setEnds({
      atStart: element.scrollLeft <= 0,
      atEnd: element.scrollLeft + element.clientWidth >= element.scrollWidth - 1,
    });
  };
  useEffect(measure, [count]);
  if (!carousel) return <ul className="confirmation__services">{children}</ul>;
  const scroll = (direction: -1 | 1) => {
    list.current?.scrollBy({ left: direction * CAROUSEL_STEP_PX, behavior: 'smooth' });
  };
  return (
    <div className="carousel">
      <Button
        variant="quiet"
        className="carousel__arrow"
        aria-controls="confirmation-cards"
        aria-label={t('CONFIRMATION.PREVIOUS_SERVICES')}
        isDisabled={ends.atStart}
        onPress={() => {
          scroll(-1);
        }}
      >
        <span aria-hidden="true">‹</span>
      </Button>
      {/* Focusable so the keyboard can scroll it; its name says what it holds. */}
      <ul
        id="confirmation-cards"
        ref={list}
        className="confirmation__services confirmation__services--carousel"
        tabIndex={0}
        aria-label={t('CONFIRMATION.SERVICE_CARDS', { count })}
        onScroll={measure}
      >
        {children}
      </ul>
      <Button
        variant="quiet"
        className="carousel__arrow"
        aria-controls="confirmation-cards"
        aria-label={t('CONFIRMATION.NEXT_SERVICES')}
        isDisabled={ends.atEnd}
        onPress={() => {
          scroll(1);
        }}
      >
        <span aria-hidden="true">›</span>
      </Button>
    </div>
  );
}

export interface BookingConfirmationRoute {
  readonly country: string;
  readonly bookingId: BookingId;
  readonly accessToken: string;
  /** The booking was just changed, not made: the page confirms the change, and shows no prices. */
  readonly edited: boolean;
  readonly embedded: boolean;
}

/** Where a booked service happens (storefront §2 "location or video conference or outcall"). */
function ServicePlaceText({ place }: { readonly place: ServicePlace }) {
  const { t } = useTranslation();
  switch (place._tag) {
    case 'VideoConference':
      return place.address === null ? (
        <p>{t('CONFIRMATION.BY_VIDEO')}</p>
      ) : (
        <p>
          <a href={place.address} target="_blank" rel="noopener noreferrer">
            {t('CONFIRMATION.JOIN_VIDEO')}
            <span className="visually-hidden"> {t('LOCATION.NEW_TAB')}</span>
          </a>
        </p>
      );
    case 'Outcall':
      return <p>{t('CONFIRMATION.OUTCALL')}</p>;
    case 'Location':
      return (
        <p>
          {place.address === null
            ? t('CONFIRMATION.AT', { location: place.name })
            : t('CONFIRMATION.AT_ADDRESS', { location: place.name, address: place.address })}
        </p>
      );
  }
}

/** The API's calendar file of the bookings behind this summary link (same origin as the storefront). */
function calendarFilePath(route: BookingConfirmationRoute): string {
  return `/bookings/${String(route.bookingId)}/${encodeURIComponent(route.accessToken)}/calendar.ics`;
}

/** Google Calendar's page adding one booked service, in a new tab. */
function GoogleCalendarLink({
  booking,
}: {
  readonly booking: BookingSummaryView['bookingGroups'][number]['bookings'][number];
}) {
  const { t } = useTranslation();
  const href = googleCalendarLink({
    title: booking.serviceName,
    start: Date.parse(booking.start) as Instant,
    end: Date.parse(booking.end) as Instant,
    location: bookingEventLocation(booking, { name: booking.location, address: booking.locationAddress }),
    details: null,
  });
  return (
    <p>
      <a href={href} target="_blank" rel="noopener noreferrer">
        {t('CONFIRMATION.ADD_TO_GOOGLE_CALENDAR', { service: booking.serviceName })}
        <span className="visually-hidden"> {t('LOCATION.NEW_TAB')}</span>
      </a>
    </p>
  );
}

type BookedService = BookingSummaryView['bookingGroups'][number]['bookings'][number];

/**
 * A booking's confirmation code, as the summary answers it (opened from its sealed form, docs/adr/0065);
 * null when the server could not open it, and the view then offers no pages by code.
 */
function confirmationCodeOf(booking: BookedService): string | null {
  return booking.confirmationCode ?? null;
}

/** The actions that act on one booking: only those are offered on each card. */
const ONE_BOOKING = new Set<BookingActionKind>(['view', 'confirm', 'change', 'cancel']);
/** The actions on the whole confirmation: offered once, under the cards. */
const ALL_BOOKINGS = new Set<BookingActionKind>(['confirmAll', 'cancelAll']);

/**
 * What the client may do with one booked service (issue 18): read anew by its code, so the offers
 * follow the booking's real state and the company's limits (docs/adr/0068). Without a code — a
 * summary opened from another device — the card offers nothing, and the mail's links stay the way.
 */
function CardActions({
  booking,
  route,
  scope,
}: {
  readonly booking: BookedService;
  readonly route: BookingConfirmationRoute;
  readonly scope: 'one' | 'all';
}) {
  const { t } = useTranslation();
  const { clock } = useStorefrontServices();
  const { booking: read } = useBookingByCode(confirmationCodeOf(booking));
  if (read.status !== 'ready') return null;
  const kinds = offeredActions(read.value, clock.now()).filter((kind) =>
    (scope === 'one' ? ONE_BOOKING : ALL_BOOKINGS).has(kind),
  );
  return (
    <BookingActionLinks
      kinds={kinds}
      booking={read.value}
      country={route.country}
      embedded={route.embedded}
      label={
        scope === 'one' ? t('BOOKING_ACTIONS.LIST', { service: booking.serviceName }) : t('BOOKING_ACTIONS.LIST_ALL')
      }
    />
  );
}

/**
 * What the client's plans pay of the bookings and what is left to pay (storefront §3; docs/adr/0090),
 * as the server's planPayment decided it; nothing when no plan pays. An amount the server could not
 * say without revealing a hidden price is left out.
 */
function PlanPaymentCard({ summary }: { readonly summary: BookingSummaryView }) {
  const { t } = useTranslation();
  const payment = summary.planPayment;
  if (payment === undefined || payment === null) return null;
  return (
    <section className="card confirmation__plan-payment" aria-labelledby="confirmation-plan">
      <h2 id="confirmation-plan">{t('CONFIRMATION.PLAN_TITLE')}</h2>
      <dl className="facts">
        <dt>{t('CONFIRMATION.PLAN_NAME', { count: payment.planNames.length })}</dt>
        <dd>{payment.planNames.join(', ')}</dd>
        {payment.covered === null ? null : (
          <>
            <dt>{t('CONFIRMATION.PLAN_COVERED')}</dt>
            <dd>{formatPrice(payment.covered, summary.currency)}</dd>
          </>
        )}
        {payment.leftToPay === null ? null : (
          <>
            <dt>{t('CONFIRMATION.PLAN_LEFT_TO_PAY')}</dt>
            <dd>{formatPrice(payment.leftToPay, summary.currency)}</dd>
          </>
        )}
      </dl>
    </section>
  );
}

function Confirmation({
  summary,
  route,
}: {
  readonly summary: BookingSummaryView;
  readonly route: BookingConfirmationRoute;
}) {
  const { t } = useTranslation();
  const { router } = useStorefrontServices();
  const locale = useStorefrontLocale(route.country);
  const bookings = summary.bookingGroups.flatMap((group) => group.bookings);
  const standing = bookings.filter((booking) => booking.status !== 'cancelled');
  const pending = standing.some((booking) => booking.status === 'pending_payment');
  const firstStanding = standing[0];
  // The page arrives after the wizard or the payment closed: the focus starts at what it says (issue 20).
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const bookAgain = () => {
    router.navigate(
      storefrontPath(
        { page: 'location', country: route.country, locationId: summary.location.id, professionalId: null },
        route.embedded,
      ),
    );
  };
  // What the client reads out when they call (docs/adr/0126), as it is read: `K7M-4QX`.
  const parsedReference = summary.reference === undefined ? null : parseBookingReference(summary.reference);
  const reference = parsedReference?.isOk() === true ? formatBookingReference(parsedReference.value) : null;
  return (
    <main id="content" className="page confirmation">
      <CompanyBrandHeader company={summary.company} />
      {standing.length === 0 ? (
        <header className="confirmation__header confirmation__header--failure">
          <h1 ref={heading} tabIndex={-1}>
            {t('CONFIRMATION.SORRY')}
          </h1>
          <p>{t('CONFIRMATION.NOT_CONFIRMED')}</p>
        </header>
      ) : (
        <header className="confirmation__header">
          <h1 ref={heading} tabIndex={-1}>
            {t('CONFIRMATION.READY', { name: summary.clientFullName })}
          </h1>
          <p>
            {pending
              ? t('CONFIRMATION.PENDING_PAYMENT')
              : t(route.edited ? 'CONFIRMATION.CHANGED' : 'CONFIRMATION.CONFIRMED', { count: standing.length })}
          </p>
        </header>
      )}
      <PaymentState summary={summary} onBookAgain={bookAgain} />
      <section className="card" aria-labelledby="confirmation-data">
        <h2 id="confirmation-data">{t('CONFIRMATION.DATA')}</h2>
        <dl className="facts">
          {reference === null ? null : (
            <>
              <dt>{t('CONFIRMATION.REFERENCE')}</dt>
              <dd>
                <CopyText text={reference} label={t('CONFIRMATION.COPY_REFERENCE')} />{' '}
                <span>{t('CONFIRMATION.REFERENCE_HINT')}</span>
              </dd>
            </>
          )}
          <dt>{t('CONFIRMATION.NAME')}</dt>
          <dd>{summary.clientFullName}</dd>
          {summary.clientEmail === null ? null : (
            <>
              <dt>{t('CONFIRMATION.EMAIL')}</dt>
              <dd>{summary.clientEmail}</dd>
            </>
          )}
          {summary.clientPhone === null ? null : (
            <>
              <dt>{t('CONFIRMATION.PHONE')}</dt>
              <dd>{summary.clientPhone}</dd>
            </>
          )}
        </dl>
        {/* The link shows the booker's email and phone masked (docs/adr/0048): say so, rather than let them read as mistyped. */}
        {summary.clientEmail === null && summary.clientPhone === null ? null : (
          <p className="note">{t('CONFIRMATION.CONTACT_MASKED')}</p>
        )}
      </section>
      <section aria-labelledby="confirmation-services">
        <h2 id="confirmation-services">{t('CONFIRMATION.SERVICES')}</h2>
        <ServiceCards count={bookings.length}>
          {bookings.map((booking) => {
            const { date, hour } = wallClockText(booking.start, locale);
            const card = summaryCard(booking, route.edited);
            return (
              <li key={booking.id} className="card confirmation__service">
                <h3>{booking.serviceName}</h3>
                <p>{t('CONFIRMATION.WHEN', { date, hour })}</p>
                {card.showsDuration ? <p>{durationText(t, booking.duration)}</p> : null}
                <p>{t('CONFIRMATION.WITH', { provider: booking.serviceProvider.publicName })}</p>
                <ServicePlaceText place={card.place} />
                {card.showsPrice ? (
                  <p>{t('CONFIRMATION.PRICE', { price: formatPrice(booking.price, summary.currency) })}</p>
                ) : null}
                {booking.planPayment === undefined || booking.planPayment === null ? null : (
                  <p className="confirmation__plan">
                    {t('CONFIRMATION.PLAN_COVERS', { plan: booking.planPayment.planName })}
                  </p>
                )}
                <p className={`status status--${booking.status}`}>{t(`CONFIRMATION.STATUS.${booking.status}`)}</p>
                {booking.status === 'cancelled' ? null : <GoogleCalendarLink booking={booking} />}
                {booking.status === 'cancelled' ? null : <CardActions booking={booking} route={route} scope="one" />}
              </li>
            );
          })}
        </ServiceCards>
        {firstStanding === undefined || standing.length < 2 ? null : (
          <CardActions booking={firstStanding} route={route} scope="all" />
        )}
        {standing.length === 0 ? null : (
          <p className="confirmation__calendar-file">
            <a href={calendarFilePath(route)} download="booking.ics" type="text/calendar">
              {t('CONFIRMATION.ADD_TO_CALENDAR')}
            </a>
          </p>
        )}
      </section>
      <BookingConsents consents={summary.consents} locale={locale} headingId="confirmation-consents" />
      {route.edited ? null : <PlanPaymentCard summary={summary} />}
      {route.edited ? null : <GiftCardPaymentCard summary={summary} />}
      {/* The promotion for online booking (§2 Confirmation view): the company's site is the location's own page. */}
      <section className="card confirmation__promotion" aria-labelledby="confirmation-online-booking">
        <h2 id="confirmation-online-booking">{t('CONFIRMATION.ONLINE_BOOKING_TITLE')}</h2>
        <p>{t('CONFIRMATION.ONLINE_BOOKING_TEXT', { location: summary.location.locationName })}</p>
        <Button variant="primary" onPress={bookAgain}>
          {t('CONFIRMATION.BACK_TO_LOCATION')}
        </Button>
      </section>
    </main>
  );
}

/**
 * A booking paid online is the 'Booking' conversion once its payment confirms it (booking-wizard §4;
 * docs/adr/0076): tracked when its page reads it paid. Analytics count each booking once however
 * often the page is read (main.tsx).
 */
function useConversionOnceConfirmed(summary: BookingSummaryView | null, bookingId: BookingId): void {
  const { analytics, conversionSources } = useStorefrontServices();
  useEffect(() => {
    if (summary?.payment === undefined || summary.payment === null) return;
    if (!tracksBookingConversion({ _tag: 'PaymentSettled', paid: paymentOutcome(summary)._tag === 'Paid' })) return;
    const bookings = summary.bookingGroups.flatMap((group) => group.bookings);
    // The visit's tracking the wizard kept in this tab as the client left to pay; none when paid elsewhere.
    const tracking = keptTracking(conversionSources.read(bookingId));
    analytics.track({
      name: 'Booking',
      locationId: summary.location.id,
      bookingId,
      trxId: summary.bookingGroups[0]?.trxId ?? '',
      value: bookings.reduce((total, booking) => total + (booking.price ?? 0), 0),
      source: trafficSource(tracking),
      tracking,
    });
  }, [analytics, conversionSources, summary, bookingId]);
}

export function BookingConfirmationPage({ route }: { readonly route: BookingConfirmationRoute }) {
  useDictionary(confirmationWords);
  useDictionary(consentWords);
  useDictionary(actionWords);
  useDictionary(paymentWords);
  const { t } = useTranslation();
  const { summary, retry } = useBookingSummary(route.bookingId, route.accessToken);
  useConversionOnceConfirmed(summary.status === 'ready' ? summary.value : null, route.bookingId);
  useCompanyBrand(summary.status === 'ready' ? summary.value.company : undefined);
  const inactive = useInactiveSiteNotice(
    summary.status === 'ready' ? summary.value.location.id : null,
    summary.status === 'ready' ? summary.value.location.phone : null,
    { tracks: true },
  );
  if (inactive !== null) return inactive;
  if (summary.status === 'ready') return <Confirmation summary={summary.value} route={route} />;
  if (summary.status === 'failed') {
    if (serverFailed(summary.failure)) {
      return <ServerErrorPage onRetry={retry} />;
    }
    // The link itself is wrong (unknown booking, refused token): nothing here to retry.
    return (
      <ErrorModal
        title={t('ERRORS.ERROR')}
        message={t('CONFIRMATION.LOAD_FAILED')}
        confirmLabel={t('HOME')}
        redirect={{ to: 'home' }}
        onClose={() => undefined}
        isKeyboardDismissable={false}
      />
    );
  }
  return (
    <main id="content" className="page" aria-busy="true">
      <p role="status">{t('LOADING')}</p>
    </main>
  );
}
