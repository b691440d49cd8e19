import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  companyWordsFit,
  countryLanguage,
  dictionaryLanguage,
  formatLocale,
  identityDocument,
  identityDocumentLabel,
  ownCountryPath,
  REGIONAL_SPANISH_COUNTRIES,
  SPANISH_SPEAKING_COUNTRIES,
  visitorLanguage,
  type StorefrontLanguage,
} from './country-locale';

// storefront §9: the language follows the country segment, the visitor's own choice wins, and the
// regional Spanish words and the identity document follow the country (docs/adr/0074).

const letter = fc.constantFrom(...Array.from('abcdefghijklmnopqrstuvwxyz'));
const anySegment = fc.tuple(letter, letter).map(([a, b]) => a + b);
const anyLanguage = fc.constantFrom<StorefrontLanguage>('en', 'es');

describe('the language of a storefront (storefront §9)', () => {
  it('is Spanish in the Spanish-speaking countries and English everywhere else, `en` included', () => {
    fc.assert(
      fc.property(anySegment, (segment) => {
        expect(countryLanguage(segment)).toBe(SPANISH_SPEAKING_COUNTRIES.has(segment) ? 'es' : 'en');
        expect(countryLanguage(segment.toUpperCase())).toBe(countryLanguage(segment));
      }),
    );
    expect(['cl', 'ar', 'uy', 'mx', 'co', 'pe'].map(countryLanguage)).toEqual(['es', 'es', 'es', 'es', 'es', 'es']);
    expect(['en', 'us', 'br'].map(countryLanguage)).toEqual(['en', 'en', 'en']);
  });

  it("is the visitor's own choice whenever they made one, in any country", () => {
    fc.assert(
      fc.property(anyLanguage, anySegment, (chosen, segment) => {
        expect(visitorLanguage(chosen, segment)).toBe(chosen);
        expect(visitorLanguage(null, segment)).toBe(countryLanguage(segment));
      }),
    );
  });

  it('reads Spanish in the regional variant where the words differ, the common Spanish elsewhere; English is one', () => {
    fc.assert(
      fc.property(anySegment, (segment) => {
        expect(dictionaryLanguage('en', segment)).toBe('en');
        const regional = (REGIONAL_SPANISH_COUNTRIES as readonly string[]).includes(segment);
        expect(dictionaryLanguage('es', segment)).toBe(regional ? `es-${segment.toUpperCase()}` : 'es');
      }),
    );
    expect(['cl', 'ar', 'uy', 'mx', 'co', 'pe', 've'].map((c) => dictionaryLanguage('es', c))).toEqual([
      'es-CL',
      'es-AR',
      'es-UY',
      'es-MX',
      'es-CO',
      'es-PE',
      'es',
    ]);
  });

  it('formats in the language as written in the country, and plain English under the `en` segment', () => {
    fc.assert(
      fc.property(anyLanguage, anySegment, (language, segment) => {
        const locale = formatLocale(language, segment);
        expect(locale).toBe(segment === 'en' ? language : `${language}-${segment.toUpperCase()}`);
      }),
    );
    for (const country of SPANISH_SPEAKING_COUNTRIES) {
      expect(Intl.getCanonicalLocales(formatLocale('es', country))).toEqual([`es-${country.toUpperCase()}`]);
    }
  });
});

describe('the identity document a client gives (storefront §9 per-country id labels)', () => {
  it('is named as the country names it', () => {
    const label = (country: string) => {
      const document = identityDocument(country);
      return document === null ? null : identityDocumentLabel(document);
    };
    expect(label('uy')).toBe('Cédula de identidad (CI)');
    expect(label('AR')).toBe('DNI');
    expect(label('cl')).toBe('RUT');
    expect(label('pe')).toBe('DNI');
    expect(label('co')).toBe('Cédula de ciudadanía (CC)');
    expect(label('mx')).toBe('CURP');
    expect(label('us')).toBeNull();
  });

  it('is known for every Spanish-speaking country the storefront serves but Cuba, Equatorial Guinea and Puerto Rico', () => {
    const unknown = [...SPANISH_SPEAKING_COUNTRIES].filter((country) => identityDocument(country) === null);
    expect(unknown.sort()).toEqual(['cu', 'gq', 'pr']);
  });

  it('has a label that always holds its name, and its short form when it has one', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SPANISH_SPEAKING_COUNTRIES), (country) => {
        const document = identityDocument(country);
        if (document === null) return;
        const label = identityDocumentLabel(document);
        expect(label.startsWith(document.name)).toBe(true);
        if (document.abbreviation !== null) expect(label).toContain(`(${document.abbreviation})`);
      }),
    );
  });
});

describe("a company's own words for the built-in fields (issue 20)", () => {
  it("label the field only for a visitor reading the company's country's language", () => {
    expect(companyWordsFit('es', 'cl')).toBe(true);
    expect(companyWordsFit('en', 'cl')).toBe(false);
    fc.assert(
      fc.property(anyLanguage, anySegment, (language, country) => {
        expect(companyWordsFit(language, country)).toBe(language === countryLanguage(country));
      }),
    );
  });
});

describe("a location's page under another country's segment (issue 20)", () => {
  it('moves to its own country, keeping the rest of the address', () => {
    expect(ownCountryPath('/cl/sucursal/5', 'AR')).toBe('/ar/sucursal/5');
    expect(ownCountryPath('/cl/iframe/sucursal/5/profesional/3', 'ar')).toBe('/ar/iframe/sucursal/5/profesional/3');
    expect(ownCountryPath('/ar/sucursal/5', 'ar')).toBeNull();
    expect(ownCountryPath('/', 'ar')).toBeNull();
  });

  it("lands where it stays: under the location's country, with the same rest", () => {
    const anyRest = fc.array(fc.constantFrom('sucursal', '5', 'iframe', 'profesional', '12'), { maxLength: 4 });
    fc.assert(
      fc.property(anySegment, anySegment, anyRest, (segment, country, rest) => {
        const pathname = ['', segment, ...rest].join('/');
        const moved = ownCountryPath(pathname, country);
        if (segment === country) {
          expect(moved).toBeNull();
          return;
        }
        expect(moved).toBe(['', country, ...rest].join('/'));
        expect(ownCountryPath(moved ?? '', country)).toBeNull();
      }),
    );
  });
});
