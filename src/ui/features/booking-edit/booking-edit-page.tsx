import { useEffect, useRef, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from '../../i18n/use-translation';
import { pageNotReady } from '../../shared/page-not-ready';
import { BookingViewLink } from '../../shared/booking-actions';
import { hasNoHours } from '#application/client-side/availability/list-date-step-hours';
import { Button } from '../../components/button';
import { useInactiveSiteNotice } from '../../shared/inactive-site-page';
import { useStorefrontServices } from '../../shared/storefront-services';
import { storefrontPath } from '../../shared/storefront-route';
import * as actionWords from '../../i18n/dictionaries/booking-actions';
import * as editWords from '../../i18n/dictionaries/booking-edit';
import * as wizardWords from '../../i18n/dictionaries/booking-wizard';
import { useDictionary } from '../../i18n/i18n';
import { BookingReference } from '../../shared/booking-reference';
import { longDate, sentenceCase, wallClockText } from '../../i18n/formats';
import { failureMessage } from '../../shared/failure-message';
import { useStorefrontLocale } from '../../shared/use-locale';
import { DayStripPicker, HourButtons, HoursFailed, HoursLoading } from '../../shared/day-and-hour-pickers';
import { CompanyBrandHeader, useCompanyBrand } from '../../shared/company-brand';
import { createBookingEditModel, type BookingEditModel, type BookingToEdit } from './booking-edit-model';

// The modify page a booking's mail links to (storefront §2 `/{country}/bookings/edit/{confirmationCode}`):
// the booking as it is, a new day and hour to choose with the booking wizard's strip and hours, and
// "Move my booking", which alone sends the change. A booking that cannot change is told why and
// offered nothing.

export interface BookingEditRoute {
  readonly country: string;
  readonly confirmationCode: string;
  readonly embedded: boolean;
}

function BookingFacts({
  model,
  loaded,
  locale,
}: {
  readonly model: BookingEditModel;
  readonly loaded: BookingToEdit;
  readonly locale: string;
}) {
  useSignals();
  const { t } = useTranslation();
  const { booking, location } = loaded;
  const { date, hour } = wallClockText(booking.start, locale);
  const offered = model.offer.value?._tag === 'Offered' && model.state.value._tag !== 'Moved';
  const until = booking.modifiableUntil === null ? null : wallClockText(booking.modifiableUntil, locale);
  return (
    <section className="card" aria-labelledby="edit-booking-now">
      <h2 id="edit-booking-now">{t('EDIT_BOOKING.BOOKING')}</h2>
      <p className="by-code__service">{booking.service.name}</p>
      <p>{t('EDIT_BOOKING.WHEN', { date, hour })}</p>
      <p>{t('EDIT_BOOKING.WITH', { provider: booking.provider.publicName })}</p>
      <p>
        {t('EDIT_BOOKING.AT', {
          location: location.address === null ? location.locationName : `${location.locationName}, ${location.address}`,
        })}
      </p>
      <BookingReference reference={booking.reference} />
      {offered && booking.modificationsLeft !== null ? (
        <p>{t('EDIT_BOOKING.MODIFICATIONS_LEFT', { count: booking.modificationsLeft })}</p>
      ) : null}
      {offered && until !== null ? <p>{t('EDIT_BOOKING.MODIFIABLE_UNTIL', until)}</p> : null}
    </section>
  );
}

function NewTime({
  model,
  provider,
  minutes,
  locale,
}: {
  readonly model: BookingEditModel;
  readonly provider: string;
  /** The booking's length, which a new hour keeps: the hours are named by start and end. */
  readonly minutes: number;
  readonly locale: string;
}) {
  useSignals();
  const { t } = useTranslation();
  const strip = model.strip.value;
  const days = model.days.value;
  const hours = model.hours.value;
  const day = model.selectedDay.value;
  const hour = model.selectedHour.value;
  const state = model.state.value;
  if (!model.choosing.value || strip === null) return null;
  const availability = new Map(
    days.status === 'ready' ? days.value.map((entry) => [entry.date, entry.available] as const) : [],
  );
  const shown = hours.status === 'ready' && hours.value.day === day ? hours.value : null;
  const noneShown = days.status === 'ready' && days.value.every((entry) => !entry.available);
  const moving = state._tag === 'Moving';
  const problem =
    state._tag === 'HourTaken'
      ? t('EDIT_BOOKING.HOUR_TAKEN')
      : state._tag === 'Failed'
        ? failureMessage(t, state.text)
        : '';
  return (
    <section className="step date-step" aria-labelledby="edit-booking-choose">
      <h2 id="edit-booking-choose">{t('EDIT_BOOKING.CHOOSE')}</h2>
      <p>{t('EDIT_BOOKING.SAME_PROFESSIONAL', { provider })}</p>
      <DayStripPicker
        strip={strip}
        availability={availability}
        chosen={day}
        locale={locale}
        onChoose={model.chooseDay}
        onPageBack={model.pageBack}
        onPageForward={model.pageForward}
      />
      {noneShown ? <p role="status">{t('EDIT_BOOKING.NO_DAYS_SHOWN')}</p> : null}
      {day === null ? null : <h3 className="day-heading__title">{sentenceCase(longDate(day, locale), locale)}</h3>}
      {days.status === 'loading' || (day !== null && hours.status === 'loading') ? <HoursLoading /> : null}
      {days.status === 'failed' || hours.status === 'failed' ? <HoursFailed onRetry={model.retry} /> : null}
      {shown === null ? null : hasNoHours(shown.hours) ? (
        <p className="empty-state">{t('EDIT_BOOKING.NO_HOURS')}</p>
      ) : (
        <HourButtons
          day={shown.day}
          hours={shown.hours}
          chosen={hour}
          locale={locale}
          minutes={minutes}
          onChoose={model.chooseHour}
        />
      )}
      <p role="alert" className="by-code__failure">
        {problem}
      </p>
      <p aria-live="polite">
        {day !== null && hour !== null
          ? t('EDIT_BOOKING.CHOSEN', { date: longDate(day, locale), hour })
          : t('EDIT_BOOKING.CHOOSE_FIRST')}
      </p>
      <Button
        variant="primary"
        isDisabled={moving || day === null || hour === null}
        aria-busy={moving}
        onPress={model.perform}
      >
        {moving ? t('EDIT_BOOKING.MOVING') : t('EDIT_BOOKING.MOVE')}
      </Button>
    </section>
  );
}

/** Why nothing is offered: the booking as it stands, or the server's refusal of the move. */
function NothingToDo({ model }: { readonly model: BookingEditModel }) {
  useSignals();
  const { t } = useTranslation();
  const offer = model.offer.value;
  const state = model.state.value;
  if (state._tag === 'Refused') return <p role="alert">{t(`EDIT_BOOKING.REFUSED.${state.reason}`)}</p>;
  if (offer?._tag === 'NotModifiable') return <p role="status">{t(`EDIT_BOOKING.NOT_MODIFIABLE.${offer.reason}`)}</p>;
  return null;
}

/** The booking where it moved; the focus comes to its heading. */
function Moved({
  model,
  locale,
  route,
}: {
  readonly model: BookingEditModel;
  readonly locale: string;
  readonly route: BookingEditRoute;
}) {
  useSignals();
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const state = model.state.value;
  const moved = state._tag === 'Moved';
  useEffect(() => {
    if (moved) heading.current?.focus();
  }, [moved]);
  if (state._tag !== 'Moved') return null;
  const { booking } = state;
  const { date, hour } = wallClockText(booking.start, locale);
  return (
    <section className="card by-code__outcome" aria-labelledby="edit-booking-moved">
      <h2 id="edit-booking-moved" ref={heading} tabIndex={-1}>
        {t('EDIT_BOOKING.MOVED')}
      </h2>
      <p>
        {t('EDIT_BOOKING.MOVED_TO', {
          service: booking.service.name,
          date,
          hour,
          provider: booking.provider.publicName,
        })}
      </p>
      {/* Where the client sees the booking as it now stands, and what else it allows (issue 18). */}
      <BookingViewLink route={route} />
    </section>
  );
}

export function BookingEditPage({ route }: { readonly route: BookingEditRoute }) {
  useDictionary(wizardWords);
  useDictionary(editWords);
  useDictionary(actionWords);
  useSignals();
  const { t } = useTranslation();
  const services = useStorefrontServices();
  const { router } = services;
  const locale = useStorefrontLocale(route.country);
  const [model] = useState(() => createBookingEditModel(services, route.confirmationCode));
  useEffect(() => {
    model.load();
    return model.dispose;
  }, [model]);
  const loaded = model.loaded.value;
  const title = t('EDIT_BOOKING.TITLE');
  useCompanyBrand(loaded.status === 'ready' ? loaded.value.booking.company : undefined);
  const inactive = useInactiveSiteNotice(loaded.status === 'ready' ? loaded.value.booking.locationId : null, null);
  if (inactive !== null) return inactive;
  if (loaded.status !== 'ready') {
    return pageNotReady(t, {
      loadable: loaded,
      title,
      notFound: { text: t('EDIT_BOOKING.NOT_FOUND') },
      failed: t('EDIT_BOOKING.LOAD_FAILED'),
      onRetry: model.load,
    });
  }
  return (
    <main id="content" className="page by-code booking-edit">
      <CompanyBrandHeader company={loaded.value.booking.company} />
      <h1 key="title">{title}</h1>
      <BookingFacts model={model} loaded={loaded.value} locale={locale} />
      <NothingToDo model={model} />
      <NewTime
        model={model}
        provider={loaded.value.booking.provider.publicName}
        minutes={loaded.value.booking.service.duration}
        locale={locale}
      />
      <Moved model={model} locale={locale} route={route} />
      <Button
        variant="link"
        onPress={() => {
          router.navigate(
            storefrontPath(
              {
                page: 'location',
                country: route.country,
                locationId: loaded.value.booking.locationId,
                professionalId: null,
              },
              route.embedded,
            ),
          );
        }}
      >
        {t('EDIT_BOOKING.BACK_TO_LOCATION')}
      </Button>
    </main>
  );
}
