import { useEffect, useRef, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from '../../i18n/use-translation';
import { pageNotReady } from '../../shared/page-not-ready';
import { BookingViewLink } from '../../shared/booking-actions';
import { BookingReference } from '../../shared/booking-reference';
import type { EditableBookingView } from '#application/ports/client/booking-changes';
import type { BookingCodeAction } from '#domain/booking/code-actions';
import { Button } from '../../components/button';
import { useStorefrontServices } from '../../shared/storefront-services';
import { storefrontPath } from '../../shared/storefront-route';
import * as actionWords from '../../i18n/dictionaries/booking-actions';
import * as byCodeWords from '../../i18n/dictionaries/booking-by-code';
import { useDictionary } from '../../i18n/i18n';
import { wallClockText } from '../../i18n/formats';
import { failureMessage } from '../../shared/failure-message';
import { useStorefrontLocale } from '../../shared/use-locale';
import { CompanyBrandHeader, useCompanyBrand } from '../../shared/company-brand';
import { createBookingByCodeModel, type BookingByCodeModel } from './booking-by-code-model';

// The pages a booking's mail links to by confirmation code (storefront §2 Routes):
// `/{country}/bookings/{cancel|cancel_all|confirm|confirm_all}/{confirmationCode}`. Opening one
// changes nothing; its button does. They stay reachable while a site is inactive (storefront §2).

export interface BookingByCodeRoute {
  readonly country: string;
  readonly action: BookingCodeAction;
  readonly confirmationCode: string;
  readonly embedded: boolean;
}

function BookingFacts({ booking, country }: { readonly booking: EditableBookingView; readonly country: string }) {
  const { t } = useTranslation();
  const locale = useStorefrontLocale(country);
  const { date, hour } = wallClockText(booking.start, locale);
  return (
    <section className="card" aria-labelledby="by-code-booking">
      <h2 id="by-code-booking">{t('BY_CODE.BOOKING')}</h2>
      <p className="by-code__service">{booking.service.name}</p>
      <p>{t('BY_CODE.WHEN', { date, hour })}</p>
      <p>{t('BY_CODE.WITH', { provider: booking.provider.publicName })}</p>
      <p className={`status status--${booking.status}`}>
        {t(`BY_CODE.STATUS.${booking.status}`)}
        {booking.clientConfirmed && booking.status !== 'cancelled' ? ` · ${t('BY_CODE.ATTENDANCE_CONFIRMED')}` : ''}
      </p>
      <BookingReference reference={booking.reference} />
    </section>
  );
}

/** What the action left, each booking it acted on as it is now; the focus comes to its heading. */
function Outcome({ model, route }: { readonly model: BookingByCodeModel; readonly route: BookingByCodeRoute }) {
  const country = route.country;
  useSignals();
  const { t } = useTranslation();
  const locale = useStorefrontLocale(country);
  const heading = useRef<HTMLHeadingElement>(null);
  const state = model.state.value;
  const done = state._tag === 'Done';
  useEffect(() => {
    if (done) heading.current?.focus();
  }, [done]);
  if (state._tag !== 'Done') return null;
  return (
    <section className="card by-code__outcome" aria-labelledby="by-code-outcome">
      <h2 id="by-code-outcome" ref={heading} tabIndex={-1}>
        {t(`BY_CODE.DONE.${model.action}`)}
      </h2>
      <ul className="by-code__bookings">
        {state.changed.bookings.map((changed) => {
          const { date, hour } = wallClockText(changed.start, locale);
          return (
            <li key={changed.id}>
              <span className="by-code__service">{changed.serviceName}</span> · {t('BY_CODE.WHEN', { date, hour })} ·{' '}
              <span className={`status status--${changed.status}`}>{t(`BY_CODE.STATUS.${changed.status}`)}</span>
              {changed.clientConfirmed && changed.status !== 'cancelled'
                ? ` · ${t('BY_CODE.ATTENDANCE_CONFIRMED')}`
                : ''}
            </li>
          );
        })}
      </ul>
      {/* Where the client sees the booking as it now stands, and what else it allows (issue 18). */}
      <BookingViewLink route={route} />
    </section>
  );
}

function Action({ model }: { readonly model: BookingByCodeModel }) {
  useSignals();
  const { t } = useTranslation();
  const offer = model.offer.value;
  const state = model.state.value;
  if (offer === null || state._tag === 'Done') return null;
  if (offer._tag === 'AlreadyDone')
    return (
      <p role="status">{t(offer.reason === 'cancelled' ? 'BY_CODE.ALREADY_CANCELLED' : 'BY_CODE.ALREADY_CONFIRMED')}</p>
    );
  if (offer._tag === 'NotPossible') return <p role="status">{t('BY_CODE.CANCELLED_CANNOT_CONFIRM')}</p>;
  const acting = state._tag === 'Acting';
  return (
    <>
      <p>{t(`BY_CODE.ASK.${model.action}`)}</p>
      <p role="alert" className="by-code__failure">
        {state._tag === 'Failed' ? failureMessage(t, state.text) : ''}
      </p>
      {state._tag === 'Failed' && state.final ? null : (
        <Button
          variant={model.action.startsWith('cancel') ? 'danger' : 'primary'}
          isDisabled={acting}
          aria-busy={acting}
          onPress={model.perform}
        >
          {acting ? t(`BY_CODE.WORKING.${model.action}`) : t(`BY_CODE.ACTION.${model.action}`)}
        </Button>
      )}
    </>
  );
}

export function BookingByCodePage({ route }: { readonly route: BookingByCodeRoute }) {
  useDictionary(byCodeWords);
  useDictionary(actionWords);
  useSignals();
  const { t } = useTranslation();
  const { bookingChanges, router } = useStorefrontServices();
  const [model] = useState(() => createBookingByCodeModel(bookingChanges, route.action, route.confirmationCode));
  useEffect(() => {
    model.load();
  }, [model]);
  const booking = model.booking.value;
  const title = t(`BY_CODE.TITLE.${route.action}`);
  useCompanyBrand(booking.status === 'ready' ? booking.value.company : undefined);
  if (booking.status !== 'ready') {
    return pageNotReady(t, {
      loadable: booking,
      title,
      notFound: { text: t('BY_CODE.NOT_FOUND') },
      failed: t('BY_CODE.LOAD_FAILED'),
      onRetry: model.load,
    });
  }
  return (
    <main id="content" className="page by-code">
      <CompanyBrandHeader company={booking.value.company} />
      <h1 key="title">{title}</h1>
      <BookingFacts booking={booking.value} country={route.country} />
      <Action model={model} />
      <Outcome model={model} route={route} />
      <Button
        variant="link"
        onPress={() => {
          router.navigate(
            storefrontPath(
              { page: 'location', country: route.country, locationId: booking.value.locationId, professionalId: null },
              route.embedded,
            ),
          );
        }}
      >
        {t('BY_CODE.BACK_TO_LOCATION')}
      </Button>
    </main>
  );
}
