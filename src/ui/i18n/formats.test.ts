import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SPANISH_SPEAKING_COUNTRIES } from '#domain/storefront/country-locale';
import { listOfNames, oneDecimalText } from './formats';

describe('names joined in the page’s language', () => {
  it('joins them with "y" in Spanish and "and" in English', () => {
    const names = ['Corte de pelo', 'Manicure', 'Pedicura'];
    expect(listOfNames(names, 'es-CL')).toBe('Corte de pelo, Manicure y Pedicura');
    expect(listOfNames(names, 'en-US')).toBe('Corte de pelo, Manicure, and Pedicura');
  });

  it('leaves one name as it is', () => {
    expect(listOfNames(['Manicure'], 'es-CL')).toBe('Manicure');
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
