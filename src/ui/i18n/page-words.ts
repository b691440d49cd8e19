import type { Dictionary } from './dictionaries/dictionaries';

// Reading the first page's words the server carried in the page (docs/adr/0080), without the
// dictionaries themselves: this module is on the first page, first-page-words.ts is not.

/** The element the words travel in: JSON, never run (the CSP's script-src does not apply to it). */
export const FIRST_PAGE_WORDS_ID = 'reserva-first-page-words';

export interface PageWords {
  readonly language: 'en' | 'es';
  readonly words: Dictionary;
}

/** The words an element's JSON carries, or null when there is none or it is not a language's words. */
export function readPageWords(text: string | null): PageWords | null {
  if (text === null) return null;
  try {
    const parsed = JSON.parse(text) as { readonly language?: unknown; readonly words?: unknown };
    const { language, words } = parsed;
    if ((language !== 'en' && language !== 'es') || typeof words !== 'object' || words === null) return null;
    return { language, words: words as Dictionary };
  } catch {
    return null;
  }
}
