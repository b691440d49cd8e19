import { describe, expect, it } from 'vitest';
import { bothFirstPageWords } from '../testing/first-page-words.test-support';
import { REGIONAL_SPANISH } from './dictionaries/regional/regional-spanish';
import * as common from './dictionaries/common';
import * as wizard from './dictionaries/booking-wizard';
import * as identification from './dictionaries/client-identification';
import { firstPageWords } from './first-page-words';
import { readPageWords } from './page-words';
import {
  addDictionary,
  baseLanguage,
  changeLanguageWithWords,
  countrySegmentOf,
  createI18n,
  i18nLanguage,
  initialLanguage,
} from './i18n';

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
    const argentina = createI18n('es', 'ar', bothFirstPageWords());
    addDictionary(argentina, wizard);
    expect(argentina.language).toBe('es-AR');
    expect(argentina.t('ACCOUNT.ENTRIES.mySchedule')).toBe('Mis turnos');
    expect(argentina.t('CLIENT_FORM.DISTRICT')).toBe('Localidad');
    expect(argentina.t('CLIENT_FORM.FIRST_NAME')).toBe('Nombre');
    expect(createI18n('es', 'cl', bothFirstPageWords()).t('ACCOUNT.ENTRIES.mySchedule')).toBe('Mis horas');
    expect(createI18n('es', 've', bothFirstPageWords()).language).toBe('es');
    expect(createI18n('en', 'ar', bothFirstPageWords()).t('ACCOUNT.ENTRIES.mySchedule')).toBe('My appointments');
  });

  it('keep the language a visitor chose, in the variant of the country they are in', () => {
    expect(i18nLanguage('es', 'uy')).toBe('es-UY');
    expect(i18nLanguage('en', 'uy')).toBe('en');
    expect(i18nLanguage('es', null)).toBe('es');
    expect(baseLanguage('es-UY')).toBe('es');
    expect(baseLanguage('en')).toBe('en');
  });
});

describe("the first page's words, in the page's language only (docs/adr/0080)", () => {
  it('are read in the language given, without the other', () => {
    const spanish = createI18n('es', 'cl', { es: firstPageWords('es') });
    expect(spanish.t('SCHEDULING_LOADER')).toBe('Agendando tu reserva…');
    spanish.changeLanguage('en');
    expect(spanish.t('SCHEDULING_LOADER')).toBe('SCHEDULING_LOADER');
  });

  it("switch to another language only once that language's words are loaded, loaded once", async () => {
    const spanish = createI18n('es', 'cl', { es: firstPageWords('es') });
    const asked: string[] = [];
    const load = (language: 'en' | 'es') => {
      asked.push(language);
      return Promise.resolve(firstPageWords(language));
    };
    const switching = changeLanguageWithWords(spanish, 'en', load);
    expect(spanish.language).toBe('es-CL');
    await switching;
    expect(spanish.language).toBe('en');
    expect(spanish.t('SCHEDULING_LOADER')).toBe('Scheduling your booking…');
    await changeLanguageWithWords(spanish, 'es-CL', load);
    await changeLanguageWithWords(spanish, 'en', load);
    expect(asked).toEqual(['en']);
  });

  it('stay in the language read when the words cannot be loaded', async () => {
    const spanish = createI18n('es', null, { es: firstPageWords('es') });
    await expect(changeLanguageWithWords(spanish, 'en', () => Promise.reject(new Error('offline')))).rejects.toThrow();
    expect(spanish.language).toBe('es');
  });

  it('are read from the JSON the page carries, and only a language the storefront writes', () => {
    const words = { language: 'es', words: firstPageWords('es') };
    expect(readPageWords(JSON.stringify(words))).toEqual(words);
    expect(readPageWords(JSON.stringify({ language: 'fr', words: {} }))).toBeNull();
    expect(readPageWords('{')).toBeNull();
    expect(readPageWords(null)).toBeNull();
  });
});
