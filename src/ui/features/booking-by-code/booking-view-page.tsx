import { useTranslation } from '../../i18n/use-translation';
import type { BookingStateView, EditableBookingView } from '#application/ports/client/booking-changes';
import { BookingActionLinks, offeredActions, useBookingByCode } from '../../shared/booking-actions';
import { pageNotReady } from '../../shared/page-not-ready';
import { BookingReference } from '../../shared/booking-reference';
import { RouteLink } from '../../shared/route-link';
import { useStorefrontServices } from '../../shared/storefront-services';
import { storefrontPath } from '../../shared/storefront-route';
import * as actionWords from '../../i18n/dictionaries/booking-actions';
import * as consentWords from '../../i18n/dictionaries/booking-consents';
import { BookingConsents } from '../../shared/booking-consents';
import { useDictionary } from '../../i18n/i18n';
import { wallClockText } from '../../i18n/formats';
import { useStorefrontLocale } from '../../shared/use-locale';
import { CompanyBrandHeader, useCompanyBrand } from '../../shared/company-brand';

// The booking's page by its confirmation code, `/{country}/bookings/view/{confirmationCode}` (issue
// 18, docs/adr/0068): where a mail's "see the booking" leads. The booking as it stands now — read
// anew each time the page opens, so after cancelling or moving it the page tells the new state —,
// the bookings made together with it, and links to the pages the booking's state and its company's
// limits allow (the domain's booking-actions.ts, as the mails' links). Opening it changes nothing.

export interface BookingViewRoute {
  readonly country: string;
  readonly confirmationCode: string;
  readonly embedded: boolean;
}

function StateText({ booking }: { readonly booking: Pick<BookingStateView, 'status' | 'clientConfirmed'> }) {
  const { t } = useTranslation();
  return (
    <p className={`status status--${booking.status}`}>
      {t(`BOOKING_ACTIONS.VIEW.STATUS.${booking.status}`)}
      {booking.clientConfirmed && booking.status !== 'cancelled'
        ? ` · ${t('BOOKING_ACTIONS.VIEW.ATTENDANCE_CONFIRMED')}`
        : ''}
    </p>
  );
}

function Limits({ booking, locale }: { readonly booking: EditableBookingView; readonly locale: string }) {
  const { t } = useTranslation();
  const { clock } = useStorefrontServices();
  const offers = offeredActions(booking, clock.now());
  return (
    <>
      {offers.includes('change') && booking.modificationsLeft !== null ? (
        <p>{t('BOOKING_ACTIONS.VIEW.MODIFICATIONS_LEFT', { count: booking.modificationsLeft })}</p>
      ) : null}
      {offers.includes('cancel') && typeof booking.cancellableUntil === 'string' ? (
        <p>{t('BOOKING_ACTIONS.VIEW.CANCELLABLE_UNTIL', wallClockText(booking.cancellableUntil, locale))}</p>
      ) : null}
    </>
  );
}

function Together({ booking, locale }: { readonly booking: EditableBookingView; readonly locale: string }) {
  const { t } = useTranslation();
  const others = (booking.group ?? []).filter((each) => each.id !== booking.id);
  if (others.length === 0) return null;
  return (
    <section className="card" aria-labelledby="view-together">
      <h2 id="view-together">{t('BOOKING_ACTIONS.VIEW.TOGETHER')}</h2>
      <ul className="by-code__bookings">
        {others.map((other) => (
          <li key={other.id}>
            <span className="by-code__service">{other.serviceName}</span> ·{' '}
            {t('BOOKING_ACTIONS.VIEW.WHEN', wallClockText(other.start, locale))}
            <StateText booking={other} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function BookingViewPage({ route }: { readonly route: BookingViewRoute }) {
  useDictionary(actionWords);
  useDictionary(consentWords);
  const { t } = useTranslation();
  const { clock } = useStorefrontServices();
  const locale = useStorefrontLocale(route.country);
  const { booking, reload } = useBookingByCode(route.confirmationCode);
  const title = t('BOOKING_ACTIONS.VIEW.TITLE');
  useCompanyBrand(booking.status === 'ready' ? booking.value.company : undefined);
  if (booking.status !== 'ready') {
    return pageNotReady(t, {
      loadable: booking.status === 'idle' ? { status: 'loading' } : booking,
      title,
      notFound: { text: t('BOOKING_ACTIONS.VIEW.NOT_FOUND') },
      failed: t('BOOKING_ACTIONS.VIEW.LOAD_FAILED'),
      onRetry: reload,
    });
  }
  const shown = booking.value;
  const offers = offeredActions(shown, clock.now()).filter((kind) => kind !== 'view');
  return (
    <main id="content" className="page by-code">
      <CompanyBrandHeader company={shown.company} />
      <h1 key="title">{title}</h1>
      <section className="card" aria-labelledby="view-booking">
        <h2 id="view-booking">{t('BOOKING_ACTIONS.VIEW.BOOKING')}</h2>
        <p className="by-code__service">{shown.service.name}</p>
        <p>{t('BOOKING_ACTIONS.VIEW.WHEN', wallClockText(shown.start, locale))}</p>
        <p>{t('BOOKING_ACTIONS.VIEW.WITH', { provider: shown.provider.publicName })}</p>
        <StateText booking={shown} />
        <BookingReference reference={shown.reference} />
        <Limits booking={shown} locale={locale} />
        {offers.length === 0 ? <p>{t('BOOKING_ACTIONS.NONE')}</p> : null}
        <BookingActionLinks
          kinds={offers}
          booking={shown}
          country={route.country}
          embedded={route.embedded}
          label={t('BOOKING_ACTIONS.LIST', { service: shown.service.name })}
        />
      </section>
      <BookingConsents consents={shown.consents} locale={locale} headingId="view-consents" />
      <Together booking={shown} locale={locale} />
      {offers.includes('bookAgain') ? null : (
        <p>
          <RouteLink
            path={storefrontPath(
              { page: 'location', country: route.country, locationId: shown.locationId, professionalId: null },
              route.embedded,
            )}
          >
            {t('BOOKING_ACTIONS.VIEW.BACK_TO_LOCATION')}
          </RouteLink>
        </p>
      )}
    </main>
  );
}
