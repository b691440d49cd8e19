import i18next, { type i18n } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { initialParts, merged, type DictionaryPart } from './dictionaries/dictionaries';

// The storefront's languages (booking-wizard §8, storefront §9): English by default and Spanish,
// with i18next. The dictionaries are TypeScript modules, one per part of the site, bundled with it:
// there is nothing to fetch before the first render.

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

const STORAGE_KEY = 'reserva.language';

/** The language to start in: the visitor's earlier choice, else the first of their browser's languages we write, else English. */
export function initialLanguage(stored: string | null, preferred: readonly string[]): Language {
  if (stored === 'en' || stored === 'es') return stored;
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (base === 'en' || base === 'es') return base;
  }
  return 'en';
}

/** The visitor's choice, remembered for their next visit. */
export function rememberLanguage(storage: Pick<Storage, 'setItem'>, language: Language): void {
  storage.setItem(STORAGE_KEY, language);
}

export function storedLanguage(storage: Pick<Storage, 'getItem'>): string | null {
  return storage.getItem(STORAGE_KEY);
}

/** A ready i18next instance in `language`, with every dictionary loaded. */
export function createI18n(language: Language): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    resources: { en: { translation: merged(initialParts, 'en') }, es: { translation: merged(initialParts, 'es') } },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

/**
 * Adds a part's words in both languages, once: the code that uses them calls this before it first
 * translates, so its dictionary travels with it rather than with the first page.
 */
export function addDictionary(instance: i18n, part: DictionaryPart): void {
  const known = added.get(instance) ?? new Set<DictionaryPart>();
  if (known.has(part)) return;
  for (const language of LANGUAGES) {
    instance.addResourceBundle(language, 'translation', part[language], true, false);
  }
  added.set(instance, known.add(part));
}

const added = new WeakMap<i18n, Set<DictionaryPart>>();

/** The component's words are in the dictionaries before it translates (see addDictionary). */
export function useDictionary(part: DictionaryPart): void {
  const { i18n: instance } = useTranslation();
  addDictionary(instance, part);
}
