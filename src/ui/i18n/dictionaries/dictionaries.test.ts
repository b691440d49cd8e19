import { describe, expect, it } from 'vitest';
import { bothFirstPageWords } from '../../testing/first-page-words.test-support';
import type { SchedulingConflictCode } from '#domain/reservation/cart';
import { VALIDATION_KEYS } from '#domain/validation/field-error';
import { createI18n, initialLanguage, LANGUAGES } from '../i18n';
import * as common from './common';
import { initialParts, merged, type Dictionary, type DictionaryPart } from './dictionaries';
import * as locationPage from './location-page';

// booking-wizard §8, storefront §9: the storefront speaks English and Spanish. Every part of the
// dictionaries says in Spanish what it says in English, the parts never overwrite each other when
// one is added to another, and every code the domain hands the UI to word has its words.

/** Every part in this folder, by file name: a part added later is checked without touching this test. */
const PARTS: Readonly<Record<string, DictionaryPart>> = Object.fromEntries(
  Object.entries(
    import.meta.glob<DictionaryPart>(['./*.ts', '!./dictionaries.ts', '!./*.test.ts'], { eager: true }),
  ).map(([path, part]) => [path.slice(2, -3), part]),
);

/** Every key of a dictionary, nested keys joined with dots, in order. */
function keysOf(dictionary: Dictionary, prefix = ''): readonly string[] {
  return Object.entries(dictionary).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keysOf(value as Dictionary, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

/** The text at a dotted key, or undefined when there is none. */
function textAt(dictionary: Dictionary, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) => (typeof node === 'object' && node !== null ? (node as Dictionary)[part] : undefined),
      dictionary,
    );
}

// A table, so the compiler refuses one that misses or invents a conflict code (cart.ts).
const conflictCodes: { readonly [Code in SchedulingConflictCode]: null } = {
  'CART.MIXED_KINDS': null,
  'CART.ONE_BUNDLE': null,
  'CART.ONE_SESSION_PACKAGE': null,
  'CART.DISCOUNTED_SERVICE_ALONE': null,
  'CART.SPECIAL_DISCOUNT_MUST_BE_FIRST': null,
  'CART.ONE_SPECIAL_DISCOUNT': null,
  'CART.SINGLE_SELECTION': null,
};
const CONFLICT_CODES = Object.keys(conflictCodes) as readonly SchedulingConflictCode[];

const everyPart = Object.values(PARTS);

describe('the dictionaries (booking-wizard §8)', () => {
  it('finds every part of the storefront', () => {
    expect(Object.keys(PARTS)).toEqual(
      expect.arrayContaining(['common', 'location-page', 'booking-wizard', 'booking-confirmation']),
    );
  });

  it.each(Object.entries(PARTS))('has in Spanish exactly the keys the %s part has in English', (_name, part) => {
    expect(keysOf(part.es)).toEqual(keysOf(part.en));
  });

  it.each(Object.entries(PARTS))(
    'has words, never an empty text, for every key of the %s part in both languages',
    (_name, part) => {
      for (const language of LANGUAGES) {
        for (const key of keysOf(part[language])) {
          const text = textAt(part[language], key);
          expect({ key, language, text }).toEqual({ key, language, text: expect.stringMatching(/\S/) as unknown });
        }
      }
    },
  );

  it('lets no two parts share a top-level key, so adding one part never overwrites another', () => {
    const owners = new Map<string, string[]>();
    for (const [name, part] of Object.entries(PARTS)) {
      for (const key of Object.keys(part.en)) owners.set(key, [...(owners.get(key) ?? []), name]);
    }
    expect([...owners].filter(([, names]) => names.length > 1)).toEqual([]);
  });

  it.each(LANGUAGES)(
    'words every validation key of the domain in %s (booking-wizard §8 ERRORS.VALIDATION_*)',
    (language) => {
      const words = merged(everyPart, language);
      const missing = VALIDATION_KEYS.filter((key) => typeof textAt(words, key) !== 'string');
      expect(missing).toEqual([]);
    },
  );

  it.each(LANGUAGES)(
    'words every cart conflict code of the domain in %s (booking-wizard §4 scheduling-conflict dialog)',
    (language) => {
      const words = merged(everyPart, language);
      const missing = CONFLICT_CODES.filter((code) => typeof textAt(words, `LOCATION.CONFLICTS.${code}`) !== 'string');
      expect(missing).toEqual([]);
    },
  );

  it("bundles the words the first page needs with it: the shared words and the location page's", () => {
    expect(initialParts).toEqual([common, locationPage]);
  });

  it('translates with the Spanish words when the storefront is in Spanish, and the English ones otherwise', () => {
    expect(createI18n('es', null, bothFirstPageWords()).t('SCHEDULING_LOADER')).toBe('Agendando tu reserva…');
    expect(createI18n('en', null, bothFirstPageWords()).t('SCHEDULING_LOADER')).toBe('Scheduling your booking…');
  });
});

describe('the language the storefront starts in (storefront §9)', () => {
  it('is the one the visitor chose before', () => {
    expect(initialLanguage('es', ['en-US'])).toBe('es');
    expect(initialLanguage('en', ['es-AR'])).toBe('en');
  });

  it("is otherwise the first of the browser's languages the storefront writes", () => {
    expect(initialLanguage(null, ['fr-FR', 'es-CL', 'en-US'])).toBe('es');
    expect(initialLanguage(null, ['EN-gb'])).toBe('en');
  });

  it('ignores a remembered choice it does not write', () => {
    expect(initialLanguage('fr', ['es-AR'])).toBe('es');
  });

  it('is English when nothing says otherwise', () => {
    expect(initialLanguage(null, [])).toBe('en');
    expect(initialLanguage(null, ['de-DE', 'pt-BR'])).toBe('en');
  });
});
