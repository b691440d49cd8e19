import { initialParts, merged, type Dictionary } from './dictionaries/dictionaries';

// The location page's words in one language (docs/adr/0080): the server carries the page's language's
// in the page (FIRST_PAGE_WORDS_ID); the storefront loads this module only when the page carries
// none in the language it starts in, or the visitor switches language.

/** The first page's words in `language` (`common` and `location-page`). */
export function firstPageWords(language: 'en' | 'es'): Dictionary {
  return merged(initialParts, language);
}
