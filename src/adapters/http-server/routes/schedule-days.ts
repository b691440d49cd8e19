import { weekdayIntervals, type WeeklySchedule } from '#domain/availability/working-hours';
import { scheduleTexts } from '#i18n/schedule';
import { translations } from '#i18n/translator';
import type { components } from '../../http/booking-api.generated';
import type { Language } from '../language';

type ScheduleDay = components['schemas']['ScheduleDay'];

const schedule = translations('schedule', scheduleTexts);
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/**
 * A weekly schedule as the storefront's schedule list shows it (storefront §3 Schedule day): all
 * seven days, Monday first, named in the request's language, closed days with no hours.
 */
export function scheduleDays(weekly: WeeklySchedule, language: Language): readonly ScheduleDay[] {
  const t = schedule(language);
  return WEEKDAYS.map((day) => {
    const intervals = weekdayIntervals(weekly, day);
    return {
      day_id: day,
      long_day: t(`day.${day}`),
      is_open: intervals.length > 0,
      // The contract's times of day stop at 23:59 and cannot say 24:00, the end of a day worked to
      // midnight; 23:59 is the closest time it can say (reported as a gap in the contract).
      hours: intervals.map(([open, close]) => ({ open, close: close === '24:00' ? '23:59' : close })),
    };
  });
}
