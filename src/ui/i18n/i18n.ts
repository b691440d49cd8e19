import { dictionaryLanguage, visitorLanguage } from '#domain/storefront/country-locale';
import type { Dictionary, DictionaryPart } from './dictionaries/dictionaries';
import { REGIONAL_SPANISH } from './dictionaries/regional/regional-spanish';
import { createTranslator, type Translator } from './translator';
import { useTranslation } from './use-translation';

// The storefront's languages (booking-wizard §8, storefront §9): English by default and Spanish —
// in the country's regional Spanish where its words differ (docs/adr/0074) — read by the storefront's
// own translator (docs/adr/0080). The
// dictionaries are TypeScript modules, one per part of the site, bundled with it; the first page's
// words come in the page's language only: carried in the page by the server, else loaded before the
// first render, and another language's loaded before the storefront switches to it.

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

const STORAGE_KEY = 'reserva.language';

/** The language a remembered choice names, or null when it names none the storefront writes. */
export function chosenLanguage(stored: string | null): Language | null {
  return stored === 'en' || stored === 'es' ? stored : null;
}

/**
 * The language to start in (storefront §9, docs/adr/0074): the visitor's earlier choice; else, on a
 * page under a country segment, the country's (countryLanguage); else the first of their browser's
 * languages we write; else English.
 */
export function initialLanguage(
  stored: string | null,
  preferred: readonly string[],
  countrySegment: string | null = null,
): Language {
  const chosen = chosenLanguage(stored);
  if (countrySegment !== null) return visitorLanguage(chosen, countrySegment);
  if (chosen !== null) return chosen;
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (base === 'en' || base === 'es') return base;
  }
  return 'en';
}

/** The two-letter country segment an address starts with ("/cl/sucursal/1": "cl"), or null. */
export function countrySegmentOf(pathname: string): string | null {
  return /^\/([a-z]{2})(?:\/|$)/.exec(pathname)?.[1] ?? null;
}

/** The dictionary language `language` is read in under `countrySegment`: its regional variant there ("es-AR"), if any. */
export function i18nLanguage(language: Language, countrySegment: string | null): string {
  return countrySegment === null ? language : dictionaryLanguage(language, countrySegment);
}

/** The storefront language a dictionary language is ("es-AR": "es"). */
export function baseLanguage(i18nLanguageTag: string): Language {
  return i18nLanguageTag.toLowerCase().startsWith('es') ? 'es' : 'en';
}

/** The visitor's choice, remembered for their next visit. */
export function rememberLanguage(storage: Pick<Storage, 'setItem'>, language: Language): void {
  storage.setItem(STORAGE_KEY, language);
}

export function storedLanguage(storage: Pick<Storage, 'getItem'>): string | null {
  return storage.getItem(STORAGE_KEY);
}

/** The first page's words, by language: one language's, or both in the component tests. */
export type FirstPageWords = Readonly<Partial<Record<Language, Dictionary>>>;

/**
 * A ready translator in `language` — in its regional variant under `countrySegment` — with the
 * first page's words given (at least `language`'s). The regional words are only those that differ;
 * the rest are read from the common Spanish ("es-AR", then "es", then English).
 */
export function createI18n(language: Language, countrySegment: string | null, words: FirstPageWords): Translator {
  const translator = createTranslator(i18nLanguage(language, countrySegment), { ...words, ...REGIONAL_SPANISH });
  wordsLoaded.set(translator, new Set(LANGUAGES.filter((known) => words[known] !== undefined)));
  return translator;
}

const wordsLoaded = new WeakMap<Translator, Set<Language>>();

/** The first page's words in `language` (first-page-words.ts, a chunk of its own). */
export function loadFirstPageWords(language: Language): Promise<Dictionary> {
  return import('./first-page-words').then(({ firstPageWords }) => firstPageWords(language));
}

/**
 * Switches `translator` to `i18nLanguageTag` once it has the first page's words in that language,
 * loading them first if need be (`load`); until then it stays in the language it reads.
 */
export async function changeLanguageWithWords(
  translator: Translator,
  i18nLanguageTag: string,
  load: (language: Language) => Promise<Dictionary> = loadFirstPageWords,
): Promise<void> {
  const language = baseLanguage(i18nLanguageTag);
  const known = wordsLoaded.get(translator) ?? new Set<Language>();
  if (!known.has(language)) {
    translator.addWords(language, await load(language));
    wordsLoaded.set(translator, known.add(language));
  }
  translator.changeLanguage(i18nLanguageTag);
}

/**
 * Adds a part's words in both languages, once: the code that uses them calls this before it first
 * translates, so its dictionary travels with it rather than with the first page.
 */
export function addDictionary(translator: Translator, part: DictionaryPart): void {
  const known = added.get(translator) ?? new Set<DictionaryPart>();
  if (known.has(part)) return;
  for (const language of LANGUAGES) translator.addWords(language, part[language]);
  added.set(translator, known.add(part));
}

const added = new WeakMap<Translator, Set<DictionaryPart>>();

/** The component's words are in the dictionaries before it translates (see addDictionary). */
export function useDictionary(part: DictionaryPart): void {
  const { i18n: instance } = useTranslation();
  addDictionary(instance, part);
}
