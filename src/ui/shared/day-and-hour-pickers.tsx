import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from '../i18n/use-translation';
import type { DateStepHours } from '#application/client-side/availability/list-date-step-hours';
import type { ClockTime } from '#domain/calendar/clock-time';
import type { LocalDate } from '#domain/calendar/local-date';
import type { DayStrip } from '#domain/reservation/day-strip';
import type { TFunction } from '../i18n/translator';
import { hourEnd } from '#domain/reservation/scheduling';
import { Button } from '../components/button';
import { dayOfMonth, longDate, monthAndYear, sentenceCase, shortWeekday, translated } from '../i18n/formats';
import { rovingKey, useRovingFocus } from './roving-focus';

// The date step's view pieces, shared by the booking wizard and the modify page (storefront §2
// bookings/edit): the strip of days with its arrows, the hours by part of the day, and their
// skeleton. Their words are the booking-wizard dictionary's DATE_SELECTOR; every day and hour
// button is named in full ("Wednesday, November 25, 2026, 10:30 to 11:15"), never by its digits
// alone. The days and the hours are one Tab stop each, arrow keys between them (issue 20).

const PARTS = ['morning', 'afternoon', 'night'] as const;
const PART_KEYS = {
  morning: 'DATE_SELECTOR.MORNING',
  afternoon: 'DATE_SELECTOR.AFTERNOON',
  night: 'DATE_SELECTOR.NIGHT',
} as const;

/** The hours on their way: said once to screen readers, drawn as a skeleton. */
export function HoursLoading() {
  const { t } = useTranslation();
  return (
    <>
      <p className="visually-hidden" role="status">
        {t('DATE_SELECTOR.LOADING_HOURS')}
      </p>
      <HoursSkeleton />
    </>
  );
}

/** The days or the hours could not be had: said, with a retry. */
export function HoursFailed({ onRetry }: { readonly onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="empty-state" role="alert">
      <p>{t('ERRORS.GENERIC')}</p>
      <Button onPress={onRetry}>{t('ERRORS.RETRY')}</Button>
    </div>
  );
}

export function HoursSkeleton() {
  return (
    <div className="hours hours--loading" aria-hidden="true" data-testid="hours-skeleton">
      {PARTS.map((part) => (
        <div key={part} className="hours__group">
          <div className="skeleton skeleton--title" />
          <div className="hours__buttons">
            {[0, 1, 2, 3].map((index) => (
              <div key={index} className="skeleton skeleton--hour" />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

export interface HourButtonsProps {
  readonly day: LocalDate;
  readonly hours: DateStepHours;
  readonly chosen: ClockTime | null;
  readonly locale: string;
  /** How long an hour lasts, so its name says where it ends; null names it by its start alone. */
  readonly minutes: number | null;
  readonly onChoose: (hour: ClockTime) => void;
}

/**
 * An hour's name: the day in full and the hour's start and end ("Tuesday, December 1, 2026, 10:30
 * to 11:15"), the end on its own day when it runs past midnight.
 */
export function hourName(
  t: TFunction,
  day: LocalDate,
  hour: ClockTime,
  minutes: number | null,
  locale: string,
): string {
  const dayName = longDate(day, locale);
  if (minutes === null) return `${dayName}, ${hour}`;
  const end = hourEnd(day, hour, minutes);
  return translated(t, end.day === day ? 'DATE_SELECTOR.HOUR_NAME' : 'DATE_SELECTOR.HOUR_NAME_OVERNIGHT', {
    day: dayName,
    start: hour,
    end: end.hour,
    endDay: longDate(end.day, locale),
  });
}

/**
 * The day's hours by part of the day, the chosen one pressed: one Tab stop, arrow keys between the
 * hours as they are laid out (roving-focus.ts).
 */
export function HourButtons({ day, hours, chosen, locale, minutes, onChoose }: HourButtonsProps) {
  useSignals();
  const { t } = useTranslation();
  const dayName = longDate(day, locale);
  const all = PARTS.flatMap((part) => hours[part]);
  const roving = useRovingFocus({ keys: all, pressable: () => true, chosen, grid: true });
  return (
    <div
      className="hours"
      role="toolbar"
      aria-label={t('DATE_SELECTOR.HOURS_OF', { day: dayName })}
      {...roving.containerProps}
    >
      {PARTS.filter((part) => hours[part].length > 0).map((part) => (
        <div key={part} className="hours__group" role="group" aria-labelledby={`hours-${part}`}>
          <h3 id={`hours-${part}`} className="hours__title">
            {t(PART_KEYS[part])}
          </h3>
          <div className="hours__buttons">
            {hours[part].map((hour: ClockTime) => {
              const seats = hours.seatsLeft?.get(hour);
              const seatsText = seats === undefined ? null : t('DATE_SELECTOR.SEATS_LEFT', { count: seats });
              // A class's seats left are part of its hour's name, read with it, after the hour the
              // button shows (so a voice command saying the hour still reaches it); shown under the
              // button, that line is hidden from assistive technology, which has it in the name.
              const name =
                seatsText === null
                  ? hourName(t, day, hour, minutes, locale)
                  : `${hourName(t, day, hour, minutes, locale)}, ${seatsText}`;
              const button = (
                <Button
                  key={hour}
                  variant={hour === chosen ? 'primary' : 'secondary'}
                  className="hour-button"
                  aria-pressed={hour === chosen}
                  aria-label={name}
                  tabIndex={roving.tabIndexOf(hour)}
                  {...rovingKey(hour)}
                  onPress={() => {
                    onChoose(hour);
                  }}
                >
                  {hour}
                </Button>
              );
              return seatsText === null ? (
                button
              ) : (
                <div key={hour} className="hour-cell">
                  {button}
                  <span className="hour-cell__seats" aria-hidden="true">
                    {seatsText}
                  </span>
                </div>
              );
            })}
          </div>
        </div>
      ))}
    </div>
  );
}

export interface DayStripPickerProps {
  readonly strip: DayStrip;
  /** Whether each day has a free hour, for the days the answer covers. */
  readonly availability: ReadonlyMap<LocalDate, boolean>;
  readonly chosen: LocalDate | null;
  readonly locale: string;
  readonly onChoose: (day: LocalDate) => void;
  readonly onPageBack: () => void;
  readonly onPageForward: () => void;
}

/** The strip of days with its month labels and arrows; a day without hours is named so and disabled. */
export function DayStripPicker({
  strip,
  availability,
  chosen,
  locale,
  onChoose,
  onPageBack,
  onPageForward,
}: DayStripPickerProps) {
  const { t } = useTranslation();
  const roving = useRovingFocus({
    keys: strip.days,
    pressable: (entry) => availability.get(entry) !== false,
    chosen,
  });
  return (
    <div className="day-strip">
      <div className="day-strip__header">
        <p className="day-strip__months" aria-hidden="true">
          {strip.months.map((month) => sentenceCase(monthAndYear(month.year, month.month, locale), locale)).join(' – ')}
        </p>
        <div className="day-strip__arrows">
          <Button
            variant="quiet"
            className="day-strip__arrow"
            aria-label={t('DATE_SELECTOR.PREVIOUS_DATES')}
            isDisabled={!strip.canPageBack}
            onPress={onPageBack}
          >
            <span aria-hidden="true">‹</span>
          </Button>
          <Button
            variant="quiet"
            className="day-strip__arrow"
            aria-label={t('DATE_SELECTOR.NEXT_DATES')}
            isDisabled={!strip.canPageForward}
            onPress={onPageForward}
          >
            <span aria-hidden="true">›</span>
          </Button>
        </div>
      </div>
      {/* One Tab stop for the days, Left and Right between them (roving-focus.ts). */}
      <div className="day-strip__days" role="toolbar" aria-label={t('DATE_SELECTOR.DAYS')} {...roving.containerProps}>
        {strip.days.map((entry) => {
          const available = availability.get(entry);
          // The name holds what the button shows ("Wed 25"), so voice users can say it (WCAG 2.5.3), after the day in full.
          const shownAs = `${shortWeekday(entry, locale)} ${dayOfMonth(entry)}`;
          const name = `${longDate(entry, locale)} (${shownAs})`;
          return (
            <Button
              key={entry}
              variant={entry === chosen ? 'primary' : 'secondary'}
              className="day-button"
              aria-pressed={entry === chosen}
              aria-label={available === false ? t('DATE_SELECTOR.DAY_UNAVAILABLE', { day: name }) : name}
              isDisabled={available === false}
              tabIndex={roving.tabIndexOf(entry)}
              {...rovingKey(entry)}
              onPress={() => {
                onChoose(entry);
              }}
            >
              {/* The space keeps the two words apart in the button's text ("Wed 25"), which its name holds; the column lays them out. */}
              <span className="day-button__weekday">{shortWeekday(entry, locale)}</span>{' '}
              <span className="day-button__number">{dayOfMonth(entry)}</span>
            </Button>
          );
        })}
      </div>
    </div>
  );
}
