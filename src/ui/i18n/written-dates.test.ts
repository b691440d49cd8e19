import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromDayNumber } from '#domain/calendar/local-date.plain';
import { writtenDatesOf, LOCALES_WRITTEN_WITHOUT_INTL } from './written-dates';
import { longDate, monthAndYear, shortWeekday, weekdayName } from './formats';

// Each locale whose dates are written without Intl writes them as Intl does (docs/adr/0152).
const intl = (locale: string, options: Intl.DateTimeFormatOptions, at: Date) =>
  new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(at);

describe('dates written without Intl', () => {
  it('covers the storefront’s two languages in each of its countries, but for those Intl writes otherwise', () => {
    for (const locale of ['es', 'en', 'es-CL', 'es-AR', 'es-MX', 'es-ES', 'en-US', 'en-CL']) {
      expect(writtenDatesOf(locale)).not.toBeNull();
    }
    for (const locale of ['en-ES', 'es-PE', 'es-UY', 'es-HN', 'pt-BR', 'de', 'es-419']) {
      expect(writtenDatesOf(locale)).toBeNull();
    }
  });

  it('writes every month and weekday as Intl does, in every locale it knows', () => {
    // One day a month through 2026 and 2027: every month, and every weekday in each language.
    const days = Array.from(
      { length: 24 },
      (_, index) => new Date(Date.UTC(2026 + Math.floor(index / 12), index % 12, 1 + index)),
    );
    for (const locale of LOCALES_WRITTEN_WITHOUT_INTL) {
      for (const at of days) {
        const date = fromDayNumber(Math.floor(at.getTime() / 86_400_000));
        expect(longDate(date, locale)).toBe(
          intl(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }, at),
        );
        expect(shortWeekday(date, locale)).toBe(intl(locale, { weekday: 'short' }, at));
        expect(monthAndYear(at.getUTCFullYear(), at.getUTCMonth() + 1, locale)).toBe(
          intl(locale, { month: 'long', year: 'numeric' }, at),
        );
      }
      for (let weekday = 1; weekday <= 7; weekday++) {
        expect(weekdayName(weekday, locale)).toBe(
          intl(locale, { weekday: 'long' }, new Date(Date.UTC(2024, 0, weekday))),
        );
      }
    }
  });

  it('writes any day from 1900 to 2200 as Intl does', () => {
    const first = Math.floor(Date.UTC(1900, 0, 1) / 86_400_000);
    const last = Math.floor(Date.UTC(2200, 11, 31) / 86_400_000);
    fc.assert(
      fc.property(
        fc.integer({ min: first, max: last }),
        fc.constantFrom(...LOCALES_WRITTEN_WITHOUT_INTL),
        (day, locale) => {
          const at = new Date(day * 86_400_000);
          expect(longDate(fromDayNumber(day), locale)).toBe(
            intl(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }, at),
          );
        },
      ),
    );
  });
});
