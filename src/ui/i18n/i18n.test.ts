import { describe, expect, it } from 'vitest';
import { REGIONAL_SPANISH } from './dictionaries/regional/regional-spanish';
import * as common from './dictionaries/common';
import * as wizard from './dictionaries/booking-wizard';
import * as identification from './dictionaries/client-identification';
import { addDictionary, baseLanguage, countrySegmentOf, createI18n, i18nLanguage, initialLanguage } from './i18n';

// storefront §9 (docs/adr/0074): the language follows the address's country segment, the visitor's
// remembered choice wins, and Spanish reads in its regional variant where its words differ.

describe('the language a storefront page starts in', () => {
  it("is the country's under a country segment: Spanish in Chile, English under `en`", () => {
    expect(initialLanguage(null, ['en-US'], 'cl')).toBe('es');
    expect(initialLanguage(null, ['es-CL'], 'en')).toBe('en');
    expect(initialLanguage(null, ['es-CL'], 'us')).toBe('en');
  });

  it("is the visitor's remembered choice wherever they are", () => {
    expect(initialLanguage('en', ['es-CL'], 'cl')).toBe('en');
    expect(initialLanguage('es', ['en-US'], 'en')).toBe('es');
  });

  it('reads the country segment off the address, and none off the home page', () => {
    expect(countrySegmentOf('/cl/sucursal/1')).toBe('cl');
    expect(countrySegmentOf('/ar')).toBe('ar');
    expect(countrySegmentOf('/')).toBeNull();
    expect(countrySegmentOf('/assets/app.js')).toBeNull();
  });
});

describe('the regional Spanish dictionaries', () => {
  it('replace only keys the common Spanish has', () => {
    const spanish = { ...common.es, ...wizard.es, ...identification.es } as Record<string, unknown>;
    const keysOf = (words: unknown, prefix = ''): string[] =>
      Object.entries(words as Record<string, unknown>).flatMap(([key, value]) =>
        typeof value === 'object' && value !== null ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
      );
    const known = new Set(keysOf(spanish));
    for (const words of Object.values(REGIONAL_SPANISH)) {
      expect(keysOf(words).filter((key) => !known.has(key))).toEqual([]);
    }
  });

  it("read a country's own words, and the common Spanish for the rest", () => {
    const argentina = createI18n('es', 'ar');
    addDictionary(argentina, wizard);
    expect(argentina.language).toBe('es-AR');
    expect(argentina.t('ACCOUNT.ENTRIES.mySchedule')).toBe('Mis turnos');
    expect(argentina.t('CLIENT_FORM.DISTRICT')).toBe('Localidad');
    expect(argentina.t('CLIENT_FORM.FIRST_NAME')).toBe('Nombre');
    expect(createI18n('es', 'cl').t('ACCOUNT.ENTRIES.mySchedule')).toBe('Mis horas');
    expect(createI18n('es', 've').language).toBe('es');
    expect(createI18n('en', 'ar').t('ACCOUNT.ENTRIES.mySchedule')).toBe('My appointments');
  });

  it('keep the language a visitor chose, in the variant of the country they are in', () => {
    expect(i18nLanguage('es', 'uy')).toBe('es-UY');
    expect(i18nLanguage('en', 'uy')).toBe('en');
    expect(i18nLanguage('es', null)).toBe('es');
    expect(baseLanguage('es-UY')).toBe('es');
    expect(baseLanguage('en')).toBe('en');
  });
});
