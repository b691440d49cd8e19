import { SPANISH_SPEAKING_COUNTRIES } from '#domain/storefront/country-locale';

// The storefront's dates in the locales of its countries, written without Intl: a page's first Intl
// date reader loads the browser's date data, 50-65 ms of the main thread in Chromium on this
// project's two-core machine (four times that on Lighthouse's phone), in one task nothing can
// split; the booking wizard's date step, where most bookings open, made it (docs/adr/0152). Each
// locale listed here writes every date exactly as Intl does — in Node and in Chromium alike —
// which written-dates.test.ts checks for every month and weekday, and e2e/server-rendering.test.ts
// in the browser. Any other locale asks Intl. (Reading day words, "hoy" or "monday", is the
// domain's: src/domain/calendar/date-words.ts.)

/** A calendar day's parts: `weekday` 1 (Monday) … 7 (Sunday), `month` 1 … 12. */
export interface DayParts {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly weekday: number;
}

/** How a language writes the storefront's dates. */
export interface DateWords {
  /** "miércoles, 2 de diciembre de 2026" / "Wednesday, December 2, 2026". */
  readonly longDate: (parts: DayParts) => string;
  /** "mié" / "Wed". */
  readonly shortWeekday: (weekday: number) => string;
  /** "miércoles" / "Wednesday". */
  readonly weekday: (weekday: number) => string;
  /** "diciembre de 2026" / "December 2026". */
  readonly monthAndYear: (year: number, month: number) => string;
}

/** The word at a 1-based place in `words`. */
const nth = (words: readonly string[], place: number): string => {
  const word = words[place - 1];
  if (word === undefined) throw new RangeError(`No word at ${String(place)}`);
  return word;
};

/** A language's date words from its names, in order from Monday and from January, and its two patterns. */
function dateWords(
  weekdays: readonly string[],
  months: readonly string[],
  patterns: {
    readonly longDate: (weekday: string, day: string, month: string, year: string) => string;
    readonly monthAndYear: (month: string, year: string) => string;
  },
): DateWords {
  return {
    longDate: ({ year, month, day, weekday }) =>
      patterns.longDate(nth(weekdays, weekday), String(day), nth(months, month), String(year)),
    shortWeekday: (weekday) => nth(weekdays, weekday).slice(0, 3),
    weekday: (weekday) => nth(weekdays, weekday),
    monthAndYear: (year, month) => patterns.monthAndYear(nth(months, month), String(year)),
  };
}

const SPANISH_WEEKDAYS = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'];
const SPANISH_MONTHS = 'enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre'.split(
  ' ',
);

const ENGLISH_WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const ENGLISH_MONTHS = 'January February March April May June July August September October November December'.split(
  ' ',
);

const SPANISH = dateWords(SPANISH_WEEKDAYS, SPANISH_MONTHS, {
  longDate: (weekday, day, month, year) => `${weekday}, ${day} de ${month} de ${year}`,
  monthAndYear: (month, year) => `${month} de ${year}`,
});
const ENGLISH = dateWords(ENGLISH_WEEKDAYS, ENGLISH_MONTHS, {
  longDate: (weekday, day, month, year) => `${weekday}, ${month} ${day}, ${year}`,
  monthAndYear: (month, year) => `${month} ${year}`,
});

/**
 * Where Intl writes otherwise: Spain's English puts the day first; Honduras's Spanish has no comma
 * after the weekday; Peru and Uruguay write "setiembre".
 */
const WRITTEN_OTHERWISE: ReadonlySet<string> = new Set(['en-ES', 'es-HN', 'es-PE', 'es-UY']);

/** The locales whose dates are written here: both languages, alone and in each storefront country. */
const DATE_WORDS: ReadonlyMap<string, DateWords> = new Map(
  [
    ...(['en', 'es'] as const),
    ...[...SPANISH_SPEAKING_COUNTRIES, 'us'].flatMap((country) => [
      `en-${country.toUpperCase()}`,
      `es-${country.toUpperCase()}`,
    ]),
  ]
    .filter((locale) => !WRITTEN_OTHERWISE.has(locale))
    .map((locale) => [locale, locale.startsWith('es') ? SPANISH : ENGLISH]),
);

/** How `locale` writes dates, when it is one written here; null when only Intl knows. */
export function writtenDatesOf(locale: string): DateWords | null {
  return DATE_WORDS.get(locale) ?? null;
}

/** Every locale written here, for the tests that check them against Intl. */
export const LOCALES_WRITTEN_WITHOUT_INTL: readonly string[] = [...DATE_WORDS.keys()];
