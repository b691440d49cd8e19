import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import type { DateStepHours } from '#application/client-side/availability/list-date-step-hours';
import type { ClockTime } from '#domain/calendar/clock-time';
import type { LocalDate } from '#domain/calendar/local-date';
import type { DayStrip } from '#domain/reservation/day-strip';
import { Button } from '../components/button';
import { dayOfMonth, longDate, monthAndYear, shortWeekday } from '../i18n/formats';

// The date step's view pieces, shared by the booking wizard and the modify page (storefront §2
// bookings/edit): the strip of days with its arrows, the hours by part of the day, and their
// skeleton. Their words are the booking-wizard dictionary's DATE_SELECTOR; every day and hour
// button is named in full ("Wednesday, November 25, 2026, 10:30"), never by its digits alone.

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
  readonly onChoose: (hour: ClockTime) => void;
}

/** The day's hours by part of the day, the chosen one pressed. */
export function HourButtons({ day, hours, chosen, locale, onChoose }: HourButtonsProps) {
  useSignals();
  const { t } = useTranslation();
  const dayName = longDate(day, locale);
  return (
    <div className="hours" role="group" aria-label={t('DATE_SELECTOR.HOURS_OF', { day: dayName })}>
      {PARTS.filter((part) => hours[part].length > 0).map((part) => (
        <div key={part} className="hours__group" role="group" aria-labelledby={`hours-${part}`}>
          <h3 id={`hours-${part}`} className="hours__title">
            {t(PART_KEYS[part])}
          </h3>
          <div className="hours__buttons">
            {hours[part].map((hour: ClockTime) => (
              <Button
                key={hour}
                variant={hour === chosen ? 'primary' : 'secondary'}
                className="hour-button"
                aria-pressed={hour === chosen}
                aria-label={`${dayName}, ${hour}`}
                onPress={() => {
                  onChoose(hour);
                }}
              >
                {hour}
              </Button>
            ))}
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
  return (
    <div className="day-strip">
      <div className="day-strip__header">
        <p className="day-strip__months" aria-hidden="true">
          {strip.months.map((month) => monthAndYear(month.year, month.month, locale)).join(' – ')}
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
      <ul className="day-strip__days" aria-label={t('DATE_SELECTOR.DAYS')}>
        {strip.days.map((entry) => {
          const available = availability.get(entry);
          // The name holds what the button shows ("Wed 25"), so voice users can say it (WCAG 2.5.3), after the day in full.
          const shownAs = `${shortWeekday(entry, locale)} ${dayOfMonth(entry)}`;
          const name = `${longDate(entry, locale)} (${shownAs})`;
          return (
            <li key={entry}>
              <Button
                variant={entry === chosen ? 'primary' : 'secondary'}
                className="day-button"
                aria-pressed={entry === chosen}
                aria-label={available === false ? t('DATE_SELECTOR.DAY_UNAVAILABLE', { day: name }) : name}
                isDisabled={available === false}
                onPress={() => {
                  onChoose(entry);
                }}
              >
                {/* The space keeps the two words apart in the button's text ("Wed 25"), which its name holds; the column lays them out. */}
                <span className="day-button__weekday">{shortWeekday(entry, locale)}</span>{' '}
                <span className="day-button__number">{dayOfMonth(entry)}</span>
              </Button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
