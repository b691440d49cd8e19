import { weekdayIntervals, type WeeklySchedule } from '../../../domain/availability/working-hours';
import type { components } from '../../http/booking-api.generated';
import type { Language } from '../language';

type ScheduleDay = components['schemas']['ScheduleDay'];

const dayNames: Readonly<Record<Language, readonly string[]>> = {
  en: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  es: ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'],
};

/**
 * A weekly schedule as the storefront's schedule list shows it (storefront §3 Schedule day): all
 * seven days, Monday first, named in the request's language, closed days with no hours.
 */
export function scheduleDays(weekly: WeeklySchedule, language: Language): readonly ScheduleDay[] {
  return dayNames[language].map((longDay, index) => {
    const intervals = weekdayIntervals(weekly, index + 1);
    return {
      day_id: index + 1,
      long_day: longDay,
      is_open: intervals.length > 0,
      // The contract's times of day stop at 23:59 and cannot say 24:00, the end of a day worked to
      // midnight; 23:59 is the closest time it can say (reported as a gap in the contract).
      hours: intervals.map(([open, close]) => ({ open, close: close === '24:00' ? '23:59' : close })),
    };
  });
}
