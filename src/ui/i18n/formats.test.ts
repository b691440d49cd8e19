import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SPANISH_SPEAKING_COUNTRIES } from '#domain/storefront/country-locale';
import { offsetMinutesAt, timeZone } from '#domain/availability/time-zone';
import { listOfNames, oneDecimalText, visitorClockReadsAs } from './formats';

describe('names joined in the page’s language', () => {
  it('joins them with "y" in Spanish and "and" in English', () => {
    const names = ['Corte de pelo', 'Manicure', 'Pedicura'];
    expect(listOfNames(names, 'es-CL')).toBe('Corte de pelo, Manicure y Pedicura');
    expect(listOfNames(names, 'en-US')).toBe('Corte de pelo, Manicure, and Pedicura');
  });

  it('leaves one name as it is', () => {
    expect(listOfNames(['Manicure'], 'es-CL')).toBe('Manicure');
  });

  it('writes any names as Intl joins them, in either language, the kept reader too', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ minLength: 1, maxLength: 12 }), { maxLength: 5 }),
        fc.constantFrom('es-CL', 'es-AR', 'en-US', 'en'),
        (names, locale) => {
          const intl = new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(names);
          expect(listOfNames(names, locale)).toBe(intl);
          expect(listOfNames(names, locale)).toBe(intl);
        },
      ),
    );
  });
});

describe('a number with one decimal (docs/adr/0149: written without Intl where its separator is known)', () => {
  const locales = [
    'en',
    'es',
    ...[...SPANISH_SPEAKING_COUNTRIES, 'us', 'de', 'fr'].flatMap((country) => [
      `en-${country.toUpperCase()}`,
      `es-${country.toUpperCase()}`,
    ]),
  ];
  const intl = (value: number, locale: string) =>
    new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);

  it('writes every number as Intl does, in every locale of the storefront’s countries and others', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...locales),
        fc.oneof(
          fc.double({ min: 0, max: 1200, noNaN: true }),
          fc.integer({ min: 0, max: 50 }).map((n) => n / 20),
          fc.double({ noNaN: true }),
        ),
        (locale, value) => {
          expect(oneDecimalText(value, locale)).toBe(intl(value, locale));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('rounds a half away from zero and carries into the units, as Intl does', () => {
    for (const value of [4.25, 4.35, 4.95, 0.05, 999.95, 999.94, 5e-7, 4.249999])
      for (const locale of ['es-CL', 'en', 'es-MX']) expect(oneDecimalText(value, locale)).toBe(intl(value, locale));
    expect(oneDecimalText(4.75, 'es-CL')).toBe('4,8');
    expect(oneDecimalText(4.75, 'es-MX')).toBe('4.8');
  });
});

describe('whether the visitor’s clock reads as the location’s (docs/adr/0152)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });
  const now = Date.parse('2026-12-01T12:00:00Z');
  /** A browser whose clock is set to `zone`'s rules. */
  const browserIn = (zone: string) => {
    const rules = timeZone(zone)._unsafeUnwrap();
    vi.spyOn(Date.prototype, 'getTimezoneOffset').mockImplementation(function (this: Date) {
      return -offsetMinutesAt(rules, this.getTime());
    });
  };

  it('reads alike in a browser set to the location’s zone, or to one with its rules', () => {
    browserIn('America/Santiago');
    expect(visitorClockReadsAs('America/Santiago', now)).toBe(true);
    browserIn('America/Bahia');
    expect(visitorClockReadsAs('America/Sao_Paulo', now)).toBe(true);
  });

  it('reads otherwise where the browser’s offset differs at some time of the coming year', () => {
    // Santiago's clocks go back an hour in April; Buenos Aires's and Punta Arenas's do not.
    browserIn('America/Argentina/Buenos_Aires');
    expect(visitorClockReadsAs('America/Punta_Arenas', now)).toBe(true);
    expect(visitorClockReadsAs('America/Santiago', now)).toBe(false);
    expect(visitorClockReadsAs('Pacific/Easter', now)).toBe(false);
  });

  it('reads otherwise for a zone the browser does not know', () => {
    expect(visitorClockReadsAs('Mars/Olympus_Mons', now)).toBe(false);
  });
});
