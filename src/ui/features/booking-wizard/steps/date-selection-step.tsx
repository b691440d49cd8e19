import { useDeferredValue, useEffect, useMemo } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from '../../../i18n/use-translation';
import { hasNoHours, type DateStepHours } from '#application/client-side/availability/list-date-step-hours';
import type { LocalDate } from '#domain/calendar/local-date';
import { dateStepMinutes, namesOnTheDateStep } from '#domain/reservation/reservation';
import { Button } from '../../../components/button';
import { listOfNames, longDate, sentenceCase, visitorClockReadsAs } from '../../../i18n/formats';
import { useStorefrontServices } from '../../../shared/storefront-services';
import { useStorefrontLocale } from '../../../shared/use-locale';
import { StepHeading } from '../../../shared/step-heading';
import { DayStripPicker, HourButtons, HoursFailed, HoursLoading } from '../../../shared/day-and-hour-pickers';
import type { WizardModel } from '../wizard-model';

// Date selection (booking-wizard §2): month labels, the strip of days with its arrows, the hours by
// part of the day, a skeleton of 3 groups of 4 while they load, the no-hours and no-days states and
// the promotion reminder. The strip and the hours are shared/day-and-hour-pickers.tsx, which the modify page shares.

function Hours({
  model,
  day,
  hours,
  locale,
}: {
  readonly model: WizardModel;
  readonly day: LocalDate;
  readonly hours: DateStepHours;
  readonly locale: string;
}) {
  useSignals();
  return (
    <HourButtons
      day={day}
      hours={hours}
      chosen={model.dateStep.selectedHour.value}
      locale={locale}
      minutes={dateStepMinutes(model.reservation.value)}
      onChoose={model.dateStep.chooseHour}
    />
  );
}

export function DateSelectionStep({
  model,
  onDeleteService,
}: {
  readonly model: WizardModel;
  readonly onDeleteService: () => void;
}) {
  useSignals();
  const { t } = useTranslation();
  const { announcer, clock } = useStorefrontServices();
  const date = model.dateStep;
  const { storefront } = model;
  const locale = useStorefrontLocale(storefront.location.countryCode);
  const strip = date.strip.value;
  const days = date.days.value;
  // The hours are drawn in the background, in slices React can interrupt: forty buttons are work on a
  // slow phone. They carry their own day, so a late drawing never names them after another day.
  const live = date.hours.value;
  const hours = useDeferredValue(live);
  const day = date.selectedDay.value;
  // Every service of a chain, since its hours are for all of them: "Corte de pelo, Manicure y Pedicura".
  const serviceName = listOfNames(namesOnTheDateStep(model.reservation.value), locale);
  const availability = new Map(
    days.status === 'ready' ? days.value.map((entry) => [entry.date, entry.available] as const) : [],
  );
  // Compared once a wizard, day by day over the year ahead: some 370 readings of either clock.
  const zoneName = storefront.location.timeZone;
  const anotherClock = useMemo(() => !visitorClockReadsAs(zoneName, clock.now()), [zoneName, clock]);
  const reminder = date.reminder.value;

  // Announced once per load of a day's hours, not at each quiet refresh every 30 s.
  // Only the chosen day's hours, once drawn, and never while newer ones are on their way.
  const shown = live.status === 'ready' && hours.status === 'ready' && hours.value.day === day ? hours.value : null;
  const waitingForHours =
    (day !== null && (live.status === 'loading' || (live.status === 'ready' && shown === null))) ||
    (days.status === 'loading' && day === null);
  const loadedCount =
    shown === null ? null : shown.hours.morning.length + shown.hours.afternoon.length + shown.hours.night.length;
  useEffect(() => {
    if (loadedCount === null || shown === null) return;
    announcer.announce(
      loadedCount > 0
        ? t('DATE_SELECTOR.HOURS_LOADED', { count: loadedCount, day: longDate(shown.day, locale) })
        : t('DATE_SELECTOR.NO_HOURS'),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the count is read when the load ends, not followed
  }, [hours.status, shown?.day]);

  return (
    <section className="step date-step" aria-labelledby="date-step-title">
      <StepHeading id="date-step-title" visit={model.stepVisits.value}>
        {t('DATE_SELECTOR.TITLE')}{' '}
        <span className="step__subtitle">{t('DATE_SELECTOR.FOR_SERVICE', { service: serviceName })}</span>
      </StepHeading>
      {anotherClock ? <p className="note">{t('TIME_ZONE_NOTE', { zone: storefront.location.timeZone })}</p> : null}
      {date.noDaysAtAll.value ? (
        <div className="empty-state" role="status">
          <p>{t('DATE_SELECTOR.NO_HOURS_NO_DAYS')}</p>
          <Button variant="danger" onPress={onDeleteService}>
            {t('DATE_SELECTOR.DELETE_SERVICE')}
          </Button>
        </div>
      ) : (
        <>
          <DayStripPicker
            strip={strip}
            availability={availability}
            chosen={day}
            locale={locale}
            onChoose={date.chooseDay}
            onPageBack={date.pageBack}
            onPageForward={date.pageForward}
          />
          {day === null ? null : (
            <div className="day-heading">
              <Button
                variant="quiet"
                aria-label={t('DATE_SELECTOR.PREVIOUS_DAY')}
                isDisabled={date.previousDay.value === null}
                onPress={() => {
                  const previous = date.previousDay.value;
                  if (previous !== null) date.chooseDay(previous);
                }}
              >
                <span aria-hidden="true">‹</span>
              </Button>
              <h3 className="day-heading__title">{sentenceCase(longDate(day, locale), locale)}</h3>
              <Button
                variant="quiet"
                aria-label={t('DATE_SELECTOR.NEXT_DAY')}
                isDisabled={date.nextDay.value === null}
                onPress={() => {
                  const following = date.nextDay.value;
                  if (following !== null) date.chooseDay(following);
                }}
              >
                <span aria-hidden="true">›</span>
              </Button>
            </div>
          )}
          {reminder?._tag === 'PromotionEndsOn' ? (
            <p className="note note--promotion">
              {t('DATE_SELECTOR.PROMOTION_REMINDER', { date: reminder.endDateText })}
            </p>
          ) : null}
          {date.searchingNextDay.value ? <p role="status">{t('DATE_SELECTOR.SEARCHING_NEXT_AVAILABLE')}</p> : null}
          {waitingForHours ? <HoursLoading /> : null}
          {live.status === 'failed' || days.status === 'failed' ? <HoursFailed onRetry={date.retry} /> : null}
          {shown !== null ? (
            hasNoHours(shown.hours) ? (
              <div className="empty-state">
                <p>{t('DATE_SELECTOR.NO_HOURS')}</p>
                <div className="empty-state__actions">
                  <Button variant="primary" onPress={date.goToNextAvailableDay}>
                    {t('DATE_SELECTOR.GO_TO_NEXT_AVAILABLE')}
                  </Button>
                  {model.reservation.value.providerPreSelected === null ? null : (
                    <Button onPress={date.removePreSelectedProvider}>{t('DATE_SELECTOR.REMOVE_PROVIDER')}</Button>
                  )}
                  <Button variant="danger" onPress={onDeleteService}>
                    {t('DATE_SELECTOR.DELETE_SERVICE')}
                  </Button>
                </div>
              </div>
            ) : (
              <Hours model={model} day={shown.day} hours={shown.hours} locale={locale} />
            )
          ) : null}
        </>
      )}
    </section>
  );
}
