import type { Brand } from 'effect';
import type { Result } from 'neverthrow';
import { checkedString, decodeChecked, refinedBy, type Checked } from '../shared/checked';
import type { SchemaViolation } from '../shared/decode';

// A calendar day at a location, as the spec writes it (YYYY-MM-DD), with no time zone attached:
// the location's zone is applied where instants are needed (the availability engine).
// Arithmetic is done on day numbers (days since 1970-01-01 in the proleptic Gregorian calendar),
// so the domain never reads a clock or depends on the host's time zone.

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The rule of a local date: a real calendar day written YYYY-MM-DD. */
export function isLocalDate(text: string): boolean {
  const match = datePattern.exec(text);
  if (match === null) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

export const localDateExpected = 'a calendar day written YYYY-MM-DD';
const expected = localDateExpected;

export type LocalDate = string & Brand.Brand<'LocalDate'>;

/** The same rule, checked by hand for the decoders the storefront's first page runs (ADR 0072). */
export const checkedLocalDate: Checked<LocalDate> = refinedBy<string, LocalDate>(checkedString, {
  test: isLocalDate,
  expected,
});

export const parseLocalDate: (input: unknown) => Result<LocalDate, SchemaViolation> = decodeChecked(checkedLocalDate);

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

export interface DateParts {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** The number two ASCII digits of `text` at `at` write (NaN when either is not a digit). */
function twoDigits(text: string, at: number): number {
  const tens = text.charCodeAt(at) - 48;
  const units = text.charCodeAt(at + 1) - 48;
  return tens >= 0 && tens <= 9 && units >= 0 && units <= 9 ? tens * 10 + units : Number.NaN;
}

/**
 * Year, month (1–12) and day of a local date. Read off the digits' fixed places: every hours and
 * days request works out a dozen day numbers, and splitting the text made a request's most costly
 * function of our own (issue 37, docs/performance.md). A text of another shape is split as before.
 */
export function dateParts(date: LocalDate): DateParts {
  if (date.length === 10 && date.charCodeAt(4) === 45 && date.charCodeAt(7) === 45) {
    const year = twoDigits(date, 0) * 100 + twoDigits(date, 2);
    const month = twoDigits(date, 5);
    const day = twoDigits(date, 8);
    if (!Number.isNaN(year + month + day)) return { year, month, day };
  }
  const [year = 0, month = 0, day = 0] = date.split('-').map(Number);
  return { year, month, day };
}

/** Days since 1970-01-01 (Howard Hinnant's days_from_civil). */
export function dayNumber(date: LocalDate): number {
  const { year, month, day } = dateParts(date);
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

/** The local date of a day number (Howard Hinnant's civil_from_days). */
export function fromDayNumber(days: number): LocalDate {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthIndex = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * monthIndex + 2) / 5) + 1;
  const month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return formatLocalDate({ year, month, day });
}

/** Builds the YYYY-MM-DD text of parts already known to name a real day. */
export function formatLocalDate(parts: DateParts): LocalDate {
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(parts.year, 4)}-${pad(parts.month, 2)}-${pad(parts.day, 2)}` as LocalDate;
}

export function addDays(date: LocalDate, days: number): LocalDate {
  return fromDayNumber(dayNumber(date) + days);
}

/** Adds calendar months, clamping the day to the target month's length (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(date: LocalDate, months: number): LocalDate {
  const { year, month, day } = dateParts(date);
  const monthIndex = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(monthIndex / 12);
  const targetMonth = (monthIndex % 12) + 1;
  return formatLocalDate({
    year: targetYear,
    month: targetMonth,
    day: Math.min(day, daysInMonth(targetYear, targetMonth)),
  });
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: LocalDate, to: LocalDate): number {
  return dayNumber(to) - dayNumber(from);
}

/** ISO weekday: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: LocalDate): number {
  // 1970-01-01 was a Thursday (ISO 4).
  return ((((dayNumber(date) + 3) % 7) + 7) % 7) + 1;
}

/** True when `date` lies between `start` and `end`, both ends included. */
export function isWithin(date: LocalDate, start: LocalDate, end: LocalDate): boolean {
  return start <= date && date <= end;
}

/** The spec's DD/MM/YYYY display (booking-wizard §2, promotion reminder). */
export function formatDayMonthYear(date: LocalDate): string {
  const [year, month, day] = date.split('-');
  return `${day ?? ''}/${month ?? ''}/${year ?? ''}`;
}
