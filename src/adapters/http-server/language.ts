// The languages the server answers in: error messages, field messages and day names.

import type { Language } from '#i18n/languages';

/** The languages error messages and day names are written in; English unless the request prefers Spanish. */
export type { Language } from '#i18n/languages';

/** The language an `Accept-Language` header prefers among those we write (ADR 0014: English by default). */
export function preferredLanguage(acceptLanguage: string | undefined): Language {
  return namedLanguage(acceptLanguage) ?? 'en';
}

/**
 * Each header's language, read once: every request asks for it, and reading it (split, sort,
 * regular expressions) was nearly 1 % of GET /locations/{id}'s CPU (issue 37).
 */
const namedLanguages = new Map<string, Language | null>();
const NAMED_LANGUAGES_KEPT = 256;
const LONGEST_HEADER_KEPT = 256;

/**
 * The language an `Accept-Language` header prefers among those we write; null when it names none of
 * them (or is absent), for a caller with a better default than English — a booking's mails are
 * then written in its location country's language (issue 18).
 */
export function namedLanguage(acceptLanguage: string | undefined): Language | null {
  const header = acceptLanguage ?? '';
  const known = namedLanguages.get(header);
  if (known !== undefined) return known;
  const language = readNamedLanguage(header);
  // Browsers send few distinct, short headers; made-up ones can only empty the memo, never grow it.
  if (header.length > LONGEST_HEADER_KEPT) return language;
  if (namedLanguages.size >= NAMED_LANGUAGES_KEPT) namedLanguages.clear();
  namedLanguages.set(header, language);
  return language;
}

function readNamedLanguage(acceptLanguage: string): Language | null {
  const ranked = acceptLanguage
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...parameters] = entry.trim().toLowerCase().split(';');
      const quality = parameters
        .map((parameter) => /^\s*q=([0-9.]+)\s*$/.exec(parameter)?.[1])
        .find((value) => value !== undefined);
      return { language: tag.split('-')[0] ?? '', quality: quality === undefined ? 1 : Number(quality), index };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  const preferred = ranked.find((entry) => entry.language === 'en' || entry.language === 'es');
  return preferred === undefined ? null : preferred.language === 'es' ? 'es' : 'en';
}
