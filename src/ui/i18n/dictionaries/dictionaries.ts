import * as common from './common';
import * as locationPage from './location-page';

// The storefront's dictionaries. The location page's are bundled with the first page; the booking
// wizard's and the confirmation view's come with their own code, which is loaded when first
// needed, and are added to the translator then (`addDictionary`), keeping the first page light
// (docs/adr/0025). Each part keeps its own top-level keys, so adding never overwrites
// (dictionaries.test.ts checks that, and that Spanish has every English key).

export type Dictionary = Readonly<Record<string, unknown>>;

export interface DictionaryPart {
  readonly en: Dictionary;
  readonly es: Dictionary;
}

export const initialParts: readonly DictionaryPart[] = [common, locationPage];

export function merged(parts: readonly DictionaryPart[], language: 'en' | 'es'): Dictionary {
  return Object.assign({}, ...parts.map((part) => part[language])) as Dictionary;
}
