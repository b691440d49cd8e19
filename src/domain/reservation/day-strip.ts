import { addDays, addMonths, dateParts, dayNumber, type LocalDate } from '../calendar/local-date.plain';
import type { ScreenSize } from './reservation';

// The date step's strip of days (booking-wizard §2 Date selection, §5, §9): 7 days on mobile and 14
// on wide screens, from today at the earliest to the company's months-ahead limit (afterBooking) at
// the latest. The strip pages by its own length; the day arrows move the chosen day by one and the
// strip follows it (docs/adr/0027).

/** Days the strip shows at once (booking-wizard §9). */
export const DAY_STRIP_LENGTH: Readonly<Record<ScreenSize, number>> = { mobile: 7, desktop: 14 };

/** The bounds the date step keeps to: today at the location, and the last day the company lets clients book. */
export interface BookableDays {
  readonly today: LocalDate;
  readonly lastDay: LocalDate;
}

/** The last bookable day: `afterBookingMonths` months after today (booking-wizard §3 afterBooking). */
export function bookableDays(today: LocalDate, afterBookingMonths: number): BookableDays {
  return { today, lastDay: addMonths(today, Math.max(0, afterBookingMonths)) };
}

export interface DayStrip {
  /** The days shown, in order, never before today nor after the last bookable day. */
  readonly days: readonly LocalDate[];
  /** The months the days fall in, as year and month (1–12), for the strip's month labels. */
  readonly months: readonly { readonly year: number; readonly month: number }[];
  /** The previous-dates arrow is enabled: the strip does not start today. */
  readonly canPageBack: boolean;
  /** The next-dates arrow is enabled: the strip ends before the last bookable day. */
  readonly canPageForward: boolean;
}

const clamp = (day: LocalDate, bounds: BookableDays): LocalDate => {
  if (dayNumber(day) < dayNumber(bounds.today)) return bounds.today;
  if (dayNumber(day) > dayNumber(bounds.lastDay)) return bounds.lastDay;
  return day;
};

/** The strip that starts at `start` (kept within the bounds). */
export function dayStrip(start: LocalDate, screen: ScreenSize, bounds: BookableDays): DayStrip {
  const first = clamp(start, bounds);
  const length = Math.min(DAY_STRIP_LENGTH[screen], dayNumber(bounds.lastDay) - dayNumber(first) + 1);
  const days = Array.from({ length }, (_, index) => addDays(first, index));
  const months: { year: number; month: number }[] = [];
  for (const day of days) {
    const { year, month } = dateParts(day);
    const last = months.at(-1);
    if (last?.year !== year || last.month !== month) months.push({ year, month });
  }
  const lastShown = days.at(-1) ?? first;
  return {
    days,
    months,
    canPageBack: dayNumber(first) > dayNumber(bounds.today),
    canPageForward: dayNumber(lastShown) < dayNumber(bounds.lastDay),
  };
}

/** Where the strip starts after the previous-dates arrow: one strip's length back, never before today. */
export function pageBack(start: LocalDate, screen: ScreenSize, bounds: BookableDays): LocalDate {
  return clamp(addDays(start, -DAY_STRIP_LENGTH[screen]), bounds);
}

/** Where the strip starts after the next-dates arrow: the day after the last one shown. */
export function pageForward(start: LocalDate, screen: ScreenSize, bounds: BookableDays): LocalDate {
  const strip = dayStrip(start, screen, bounds);
  if (!strip.canPageForward) return clamp(start, bounds);
  return addDays(strip.days.at(-1) ?? start, 1);
}

/**
 * The strip's start that shows `day`: the current start when it already does, otherwise the strip
 * that begins on `day` (what choosing a day outside the strip, or a day arrow, pages to).
 */
export function startShowing(
  day: LocalDate,
  currentStart: LocalDate,
  screen: ScreenSize,
  bounds: BookableDays,
): LocalDate {
  const shown = dayStrip(currentStart, screen, bounds).days;
  return shown.includes(day) ? clamp(currentStart, bounds) : clamp(day, bounds);
}

/** The day before or after `day`, when it is bookable; null at the bounds (the day arrows' limits). */
export function adjacentDay(day: LocalDate, direction: -1 | 1, bounds: BookableDays): LocalDate | null {
  const next = addDays(day, direction);
  return dayNumber(next) < dayNumber(bounds.today) || dayNumber(next) > dayNumber(bounds.lastDay) ? null : next;
}
