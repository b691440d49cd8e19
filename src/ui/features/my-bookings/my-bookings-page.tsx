import { useSignals } from '@preact/signals-react/runtime';
import type { MyBookingView } from '#application/ports/client/account-sessions';
import { useTranslation } from '../../i18n/use-translation';
import { useDictionary } from '../../i18n/i18n';
import * as myBookingsWords from '../../i18n/dictionaries/my-bookings';
import * as bookingActionWords from '../../i18n/dictionaries/booking-actions';
import { wallClockText } from '../../i18n/formats';
import { RouteLink } from '../../shared/route-link';
import { useStorefrontLocale } from '../../shared/use-locale';
import { useSignedInRead } from '../../shared/use-signed-in-read';

// A signed-in client's "My bookings" (issue 34; docs/adr/0122): `/{country}/users/bookings`. Their
// upcoming and past bookings at every company, each with its state, place, professional, price or
// plan, the pages the server says it offers (the mails' offers: see, confirm, change, cancel…, each
// the booking's own page by its code, which acts only when the client confirms there) and booking
// again at the location. A visitor is asked to sign in.

export interface MyBookingsRoute {
  readonly country: string;
  readonly embedded: boolean;
}

function BookingCard({ booking, country }: { readonly booking: MyBookingView; readonly country: string }) {
  const { t } = useTranslation();
  const locale = useStorefrontLocale(country);
  const when = wallClockText(booking.start, locale);
  return (
    <li className="my-booking">
      <h3 className="my-booking__service">{booking.serviceName}</h3>
      <p>
        <strong>{t(`BOOKING_ACTIONS.VIEW.STATUS.${booking.status}`)}</strong>
        {' · '}
        {t('MY_BOOKINGS.WHEN', { date: when.date, hour: when.hour })}
      </p>
      <p>
        {booking.companyName} · {booking.location.name}
        {booking.location.address === null ? '' : ` · ${booking.location.address}`}
      </p>
      <p>{t('MY_BOOKINGS.WITH', { professional: booking.professionalName })}</p>
      {booking.planName !== null ? (
        <p>{t('MY_BOOKINGS.PLAN', { plan: booking.planName })}</p>
      ) : booking.price === null ? null : (
        <p>{t('MY_BOOKINGS.PRICE', { price: `$${new Intl.NumberFormat(locale).format(booking.price)}` })}</p>
      )}
      <ul
        className="my-booking__actions"
        aria-label={t('MY_BOOKINGS.ACTIONS', { service: booking.serviceName, date: when.date })}
      >
        {booking.actions.map((action) => (
          <li key={action.kind}>
            <RouteLink path={action.path}>{t(`BOOKING_ACTIONS.ACTION.${action.kind}`)}</RouteLink>
          </li>
        ))}
        <li>
          <RouteLink path={booking.bookAgainPath}>{t('BOOKING_ACTIONS.ACTION.bookAgain')}</RouteLink>
        </li>
      </ul>
    </li>
  );
}

function BookingList({
  title,
  none,
  bookings,
  country,
}: {
  readonly title: string;
  readonly none: string;
  readonly bookings: readonly MyBookingView[];
  readonly country: string;
}) {
  return (
    <section aria-label={title}>
      <h2>{title}</h2>
      {bookings.length === 0 ? (
        <p>{none}</p>
      ) : (
        <ul className="my-bookings__list">
          {bookings.map((booking) => (
            <BookingCard key={booking.id} booking={booking} country={country} />
          ))}
        </ul>
      )}
    </section>
  );
}

export function MyBookingsPage({ route }: { readonly route: MyBookingsRoute }) {
  useDictionary(myBookingsWords);
  useDictionary(bookingActionWords);
  useSignals();
  const { t } = useTranslation();
  const { state: loading } = useSignedInRead((sessions) => sessions.listMyBookings());
  return (
    <main id="content" className="page my-bookings" aria-busy={loading._tag === 'Loading'}>
      <h1>{t('MY_BOOKINGS.TITLE')}</h1>
      {loading._tag === 'Loading' ? <p role="status">{t('LOADING')}</p> : null}
      {loading._tag === 'SignedOut' ? <p>{t('MY_BOOKINGS.SIGN_IN_FIRST')}</p> : null}
      {loading._tag === 'Failed' ? <p role="alert">{t('ERRORS.SERVER')}</p> : null}
      {loading._tag === 'Loaded' ? (
        <>
          <BookingList
            title={t('MY_BOOKINGS.UPCOMING')}
            none={t('MY_BOOKINGS.NONE_UPCOMING')}
            bookings={loading.value.upcoming}
            country={route.country}
          />
          <BookingList
            title={t('MY_BOOKINGS.PAST')}
            none={t('MY_BOOKINGS.NONE_PAST')}
            bookings={loading.value.past}
            country={route.country}
          />
        </>
      ) : null}
    </main>
  );
}
