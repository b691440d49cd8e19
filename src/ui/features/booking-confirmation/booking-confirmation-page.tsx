import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClientSideFailure } from '../../../application/client-side/client-side-errors';
import type { BookingSummaryView } from '../../../application/ports/booking-api';
import { Button } from '../../components/button';
import { ModalDialog } from '../../components/modal-dialog';
import { useStorefrontServices } from '../../app/storefront-services';
import { HomeButton } from '../../app/home-button';
import { storefrontPath } from '../../app/storefront-route';
import * as confirmationWords from '../../i18n/dictionaries/booking-confirmation';
import { useDictionary } from '../../i18n/i18n';
import { durationText, wallClockText } from '../../i18n/formats';
import type { Loadable } from '../../shared/loadable';
import { useStorefrontLocale } from '../../shared/use-locale';

// The confirmation view (booking-wizard §2, §8): where a booking made without online payment lands,
// `/{country}/bookings/{bookingId}/{accessToken}/false`. Success names the client and confirms the
// reservations; a booking no longer standing shows the failure view; a booking that can't be read
// opens the error dialog and nothing else is rendered.

export interface BookingConfirmationRoute {
  readonly country: string;
  readonly bookingId: number;
  readonly accessToken: string;
  readonly embedded: boolean;
}

function Confirmation({ summary, route }: { readonly summary: BookingSummaryView; readonly route: BookingConfirmationRoute }) {
  const { t } = useTranslation();
  const { router } = useStorefrontServices();
  const locale = useStorefrontLocale(route.country);
  const bookings = summary.bookingGroups.flatMap((group) => group.bookings);
  const standing = bookings.filter((booking) => booking.status !== 'cancelled');
  const pending = standing.some((booking) => booking.status === 'pending_payment');
  return (
    <main id="content" className="page confirmation">
      {standing.length === 0 ? (
        <header className="confirmation__header confirmation__header--failure">
          <h1>{t('CONFIRMATION.SORRY')}</h1>
          <p>{t('CONFIRMATION.NOT_CONFIRMED')}</p>
        </header>
      ) : (
        <header className="confirmation__header">
          <h1>{t('CONFIRMATION.READY', { name: summary.clientFullName })}</h1>
          <p>{pending ? t('CONFIRMATION.PENDING_PAYMENT') : t('CONFIRMATION.CONFIRMED', { count: standing.length })}</p>
        </header>
      )}
      <section className="card" aria-labelledby="confirmation-data">
        <h2 id="confirmation-data">{t('CONFIRMATION.DATA')}</h2>
        <dl className="facts">
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
      </section>
      <section aria-labelledby="confirmation-services">
        <h2 id="confirmation-services">{t('CONFIRMATION.SERVICES')}</h2>
        <ul className="confirmation__services">
          {bookings.map((booking) => {
            const { date, hour } = wallClockText(booking.start, locale);
            return (
              <li key={booking.id} className="card confirmation__service">
                <h3>{booking.serviceName}</h3>
                <p>{t('CONFIRMATION.WHEN', { date, hour })}</p>
                <p>{durationText(t, booking.duration)}</p>
                <p>{t('CONFIRMATION.WITH', { provider: booking.serviceProvider.publicName })}</p>
                <p>{t('CONFIRMATION.AT', { location: booking.location })}</p>
                <p className={`status status--${booking.status}`}>{t(`CONFIRMATION.STATUS.${booking.status}`)}</p>
              </li>
            );
          })}
        </ul>
      </section>
      {/* The promotion for online booking (§2 Confirmation view): the company's site is the location's own page. */}
      <section className="card confirmation__promotion" aria-labelledby="confirmation-online-booking">
        <h2 id="confirmation-online-booking">{t('CONFIRMATION.ONLINE_BOOKING_TITLE')}</h2>
        <p>{t('CONFIRMATION.ONLINE_BOOKING_TEXT', { location: summary.location.locationName })}</p>
        <Button
          variant="primary"
          onPress={() => {
            router.navigate(storefrontPath({ page: 'location', country: route.country, locationId: summary.location.id, professionalId: null }, route.embedded));
          }}
        >
          {t('CONFIRMATION.BACK_TO_LOCATION')}
        </Button>
      </section>
    </main>
  );
}

export function BookingConfirmationPage({ route }: { readonly route: BookingConfirmationRoute }) {
  useDictionary(confirmationWords);
  const { t } = useTranslation();
  const { api, router } = useStorefrontServices();
  const [summary, setSummary] = useState<Loadable<BookingSummaryView>>({ status: 'loading' });
  useEffect(() => {
    setSummary({ status: 'loading' });
    void api.getBookingSummary(route.bookingId, route.accessToken).match(
      (value) => {
        setSummary({ status: 'ready', value });
      },
      (failure: ClientSideFailure) => {
        setSummary({ status: 'failed', failure });
      },
    );
  }, [api, route.bookingId, route.accessToken]);
  if (summary.status === 'ready') return <Confirmation summary={summary.value} route={route} />;
  if (summary.status === 'failed') {
    return (
      <ModalDialog
        isOpen
        role="alertdialog"
        title={t('ERRORS.ERROR')}
        onClose={() => {
          router.navigate('/');
        }}
      >
        <p>{t('CONFIRMATION.LOAD_FAILED')}</p>
        <div className="dialog__actions">
          <HomeButton />
        </div>
      </ModalDialog>
    );
  }
  return (
    <main id="content" className="page" aria-busy="true">
      <p role="status">{t('LOADING')}</p>
    </main>
  );
}
