import type { TFunction } from './translator';
import { formatDuration } from '#domain/catalog/duration';
import { dateParts, isoWeekday, parseLocalDate, type LocalDate } from '#domain/calendar/local-date.plain';
import { formatLocale } from '#domain/storefront/country-locale';
import type { FieldError } from '#domain/validation/field-error';
import type { Language } from './i18n';
import { writtenDatesOf, type DayParts } from './written-dates';
import { readsAsZoneDoes, timeZone } from '#domain/availability/time-zone';
import { MS_PER_DAY } from '#domain/calendar/instant.plain';

// Dates, durations and field errors as the storefront writes them: in the visitor's language, with
// the location's country conventions (booking-wizard §8 "prices and dates formatted for the
// location's locale"). Days are the location's calendar days; they are written as such, never
// moved through the visitor's time zone.

/** The locale dates are written in: the visitor's language as spoken in the location's country. */
export function storefrontLocale(language: Language, countryCode: string): string {
  return formatLocale(language, countryCode);
}

/**
 * A date's words as they begin a sentence or stand alone — a heading, a month label: the first
 * letter capital, the rest as the language writes them ("Miércoles, 25 de noviembre de 2026",
 * "Noviembre de 2026"), never every word capitalised.
 */
export function sentenceCase(text: string, locale: string): string {
  const first = text.codePointAt(0);
  if (first === undefined) return text;
  const letter = String.fromCodePoint(first);
  return letter.toLocaleUpperCase(locale) + text.slice(letter.length);
}

function asUtcDate(date: LocalDate): Date {
  const { year, month, day } = dateParts(date);
  return new Date(Date.UTC(year, month - 1, day));
}

/** A day's parts with its ISO weekday (1 Monday … 7 Sunday). */
function dayParts(date: LocalDate): DayParts {
  return { ...dateParts(date), weekday: isoWeekday(date) };
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let known = formatters.get(key);
  if (known === undefined) {
    known = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    formatters.set(key, known);
  }
  return known;
}

/** "Wednesday, November 25, 2026": a day in full, for accessible names and summaries. */
export function longDate(date: LocalDate, locale: string): string {
  const words = writtenDatesOf(locale);
  if (words !== null) return words.longDate(dayParts(date));
  return formatter(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(asUtcDate(date));
}

/**
 * A country's name in the page's language, from its ISO 3166 code ("us": "Estados Unidos" in
 * Spanish, "United States" in English); the code in capitals where the browser has no names.
 */
export function countryName(countryCode: string, language: string): string {
  const code = countryCode.toUpperCase();
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

const listFormats = new Map<string, Intl.ListFormat>();

/**
 * "Corte de pelo, Manicure y Pedicura" / "Haircut, Manicure, and Pedicure": names joined in the
 * locale's words. One name is itself, with no Intl reader: a browser's first list reader costs
 * tens of milliseconds of a phone's main thread, and most bookings name one service. The readers
 * are kept, one per locale.
 */
export function listOfNames(names: readonly string[], locale: string): string {
  if (names.length <= 1) return names[0] ?? '';
  let known = listFormats.get(locale);
  if (known === undefined) {
    known = new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' });
    listFormats.set(locale, known);
  }
  return known.format(names);
}

/** "Monday": an ISO weekday (1 Monday … 7 Sunday) in full. */
export function weekdayName(isoWeekday: number, locale: string): string {
  const words = writtenDatesOf(locale);
  if (words !== null) return words.weekday(isoWeekday);
  // 2024-01-01 was a Monday.
  return formatter(locale, { weekday: 'long' }).format(new Date(Date.UTC(2024, 0, isoWeekday)));
}

/**
 * The day and hour of an instant the API wrote with the location's offset (`2026-11-25T10:30:00-03:00`),
 * as they read on the wall clock there: "Wednesday, November 25, 2026" and "10:30".
 */
export function wallClockText(instant: string, locale: string): { readonly date: string; readonly hour: string } {
  const date = instant.slice(0, 10);
  const day = parseLocalDate(date);
  return { date: day.isOk() ? longDate(day.value, locale) : date, hour: instant.slice(11, 16) };
}

/** "Wed": the strip's weekday. */
export function shortWeekday(date: LocalDate, locale: string): string {
  const words = writtenDatesOf(locale);
  if (words !== null) return words.shortWeekday(dayParts(date).weekday);
  return formatter(locale, { weekday: 'short' }).format(asUtcDate(date));
}

/** "25": the strip's day of the month. */
export function dayOfMonth(date: LocalDate): string {
  return String(dateParts(date).day);
}

/** "November 2026": a month label of the strip. */
export function monthAndYear(year: number, month: number, locale: string): string {
  const words = writtenDatesOf(locale);
  if (words !== null) return words.monthAndYear(year, month);
  return formatter(locale, { month: 'long', year: 'numeric' }).format(new Date(Date.UTC(year, month - 1, 1)));
}

/** "1 hr 30 min" in the visitor's language (booking-wizard §9; the singular for one hour, docs/adr/0073). */
export function durationText(t: TFunction, minutes: number): string {
  return formatDuration(minutes, {
    hour: t('DURATION.HOUR'),
    hours: t('DURATION.HOURS'),
    minutes: t('DURATION.MINUTES'),
  });
}

/** A dictionary's text as a string, for places that need one (labels, announcements). */
export function translated(t: TFunction, key: string, options?: Record<string, unknown>): string {
  const text: string = t(key, options ?? {});
  return text;
}

/**
 * A field's error in the visitor's language (field-error.ts keys are dictionary keys), its numbers
 * written by `writeNumber` — the company's format where the page knows it (issue 20: "42.000 km").
 */
export function fieldErrorText(
  t: TFunction,
  error: FieldError,
  writeNumber: (value: number) => string = String,
): string {
  const params = Object.fromEntries(
    Object.entries(error.params).map(([name, value]) => [
      name,
      Array.isArray(value) ? value.join(', ') : typeof value === 'number' ? writeNumber(value) : value,
    ]),
  );
  return translated(t, error.key, params);
}

/** The days a visitor's clock is compared with a location's over. */
const DAYS_A_YEAR = 366;

/**
 * Whether the visitor's clock reads as the location's, in the zone `zoneName`, through the year
 * from `now`: the location's hours then read the same on both, and need no word of whose clock they
 * are on. The browser's offsets come from Date, which makes no Intl date reader (docs/adr/0152), the
 * zone's from the offsets the page carries. A zone the browser does not know reads otherwise.
 */
export function visitorClockReadsAs(zoneName: string, now: number): boolean {
  const zone = timeZone(zoneName);
  return (
    zone.isOk() &&
    readsAsZoneDoes(zone.value, (at) => -new Date(at).getTimezoneOffset(), now, now + DAYS_A_YEAR * MS_PER_DAY)
  );
}

/**
 * The locales of the storefront's countries (both languages) whose numbers Intl writes with a
 * decimal comma, and those with a point: checked against Intl by formats.test.ts, so that a page's
 * first render writes its numbers without a browser's first Intl number reader, tens of
 * milliseconds of a phone's main thread (docs/adr/0149). Any other locale asks Intl.
 */
const DECIMAL_COMMA: ReadonlySet<string> = new Set(
  'es es-AR es-BO es-CL es-CO es-CR es-EC en-ES es-ES es-GQ es-PY es-UY es-VE'.split(' '),
);
const DECIMAL_POINT: ReadonlySet<string> = new Set(
  'en en-US es-US en-AR en-BO en-CL en-CO en-CR en-CU es-CU en-DO es-DO en-EC en-GQ en-GT es-GT en-HN es-HN en-MX es-MX en-NI es-NI en-PA es-PA en-PE es-PE en-PR es-PR en-PY en-SV es-SV en-UY en-VE'.split(
    ' ',
  ),
);

/** `value` with one decimal in `locale` ("4,8" in es-CL, "4.8" in en), exactly as Intl.NumberFormat writes it. */
export function oneDecimalText(value: number, locale: string): string {
  const separator = DECIMAL_COMMA.has(locale) ? ',' : DECIMAL_POINT.has(locale) ? '.' : null;
  // Under a thousand (no grouping), written without an exponent: Intl rounds the shortest decimal
  // that reads back as `value`, half away from zero, which is what String(value) writes.
  const digits = /^(\d{1,3})(?:\.(\d)(\d?)\d*)?$/.exec(String(value));
  if (separator !== null && digits !== null && value < 1000 && !Object.is(value, -0)) {
    const tenths = Number(digits[1]) * 10 + Number(digits[2] ?? 0) + (Number(digits[3] || 0) >= 5 ? 1 : 0);
    if (tenths < 10_000) return `${String(Math.floor(tenths / 10))}${separator}${String(tenths % 10)}`;
  }
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}
