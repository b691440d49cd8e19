import { addMonths, dateParts, daysBetween, type LocalDate } from '../calendar/local-date';

// How old a review reads (storefront §9 "Review age shown as today, days, months, years since"): by
// the calendar at the location — written today (or, a clock ahead, later), so many days up to a
// month, so many whole months up to a year, then whole years.

export type ReviewAge =
  { readonly unit: 'today' } | { readonly unit: 'days' | 'months' | 'years'; readonly count: number };

/** Whole calendar months from `from` to `to` (0 when `to` comes first): Jan 15 to Feb 14 is 0, to Feb 15 is 1; Jan 31 to Feb 28, the month's last day, is 1. */
function wholeMonths(from: LocalDate, to: LocalDate): number {
  const a = dateParts(from);
  const b = dateParts(to);
  const months = (b.year - a.year) * 12 + (b.month - a.month);
  // addMonths clamps the day to the month's length, so a month counts once its day is reached.
  return months > 0 && addMonths(from, months) > to ? months - 1 : Math.max(0, months);
}

export function reviewAge(written: LocalDate, today: LocalDate): ReviewAge {
  const days = daysBetween(written, today);
  if (days <= 0) return { unit: 'today' };
  const months = wholeMonths(written, today);
  if (months === 0) return { unit: 'days', count: days };
  if (months < 12) return { unit: 'months', count: months };
  return { unit: 'years', count: Math.floor(months / 12) };
}
