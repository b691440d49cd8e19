import { describe, expect, it } from 'vitest';
import { createTranslator, languageChain } from './translator';

const dictionaries = {
  en: {
    GREETING: 'Hello, {{name}}',
    FOOTER: { COPYRIGHT: '© {{since}}–{{year}} Reserva' },
    SERVICES_one: '{{count}} service',
    SERVICES_other: '{{count}} services',
    ONLY_ENGLISH: 'Only in English',
    'FLAT.KEY': 'A flat key with a dot',
  },
  es: {
    GREETING: 'Hola, {{name}}',
    FOOTER: { COPYRIGHT: '© {{since}}–{{year}} Reserva (es)' },
    SERVICES_one: '{{count}} servicio',
    SERVICES_other: '{{count}} servicios',
    DISTRICT: 'Comuna',
  },
  'es-AR': { DISTRICT: 'Localidad' },
};

describe("the storefront's translator", () => {
  it('reads a dotted key into the nested dictionary and fills its placeholders', () => {
    const { t } = createTranslator('en', dictionaries);
    expect(t('FOOTER.COPYRIGHT', { since: 2024, year: 2026 })).toBe('© 2024–2026 Reserva');
    expect(t('GREETING', { name: 'Ana' })).toBe('Hello, Ana');
    expect(t('FLAT.KEY')).toBe('A flat key with a dot');
  });

  it('leaves a placeholder given no value as written', () => {
    expect(createTranslator('en', dictionaries).t('GREETING')).toBe('Hello, {{name}}');
  });

  it("picks the plural form the language's rules name for the count", () => {
    const { t } = createTranslator('es', dictionaries);
    expect(t('SERVICES', { count: 1 })).toBe('1 servicio');
    expect(t('SERVICES', { count: 3 })).toBe('3 servicios');
    // Spanish says "many" of a million; a dictionary without that form answers with "other".
    expect(t('SERVICES', { count: 1_000_000 })).toBe('1000000 servicios');
  });

  it('reads a regional word, then the common Spanish, then English, then the key itself', () => {
    const { t } = createTranslator('es-AR', dictionaries);
    expect(t('DISTRICT')).toBe('Localidad');
    expect(t('GREETING', { name: 'Ana' })).toBe('Hola, Ana');
    expect(t('ONLY_ENGLISH')).toBe('Only in English');
    expect(t('NO.SUCH_KEY')).toBe('NO.SUCH_KEY');
    expect(languageChain('es-AR')).toEqual(['es-AR', 'es', 'en']);
    expect(languageChain('en')).toEqual(['en']);
  });

  it('changes language, telling its listeners, with a new reading function', () => {
    const translator = createTranslator('en', dictionaries);
    const before = translator.t;
    const heard: string[] = [];
    const stop = translator.onLanguageChanged((language) => heard.push(language));
    translator.changeLanguage('es');
    stop();
    translator.changeLanguage('en');
    expect(heard).toEqual(['es']);
    expect(translator.language).toBe('en');
    expect(translator.t).not.toBe(before);
    expect(before('GREETING', { name: 'Ana' })).toBe('Hello, Ana');
  });

  it('adds words without replacing those it has, merging groups', () => {
    const translator = createTranslator('en', dictionaries);
    translator.addWords('en', { GREETING: 'Hi', FOOTER: { NEW_TAB: '(opens in a new tab)' } });
    expect(translator.t('GREETING', { name: 'Ana' })).toBe('Hello, Ana');
    expect(translator.t('FOOTER.NEW_TAB')).toBe('(opens in a new tab)');
    expect(translator.t('FOOTER.COPYRIGHT', { since: 1, year: 2 })).toBe('© 1–2 Reserva');
  });
});
