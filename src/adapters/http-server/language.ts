// The languages the server answers in: error messages, field messages and day names.

import type { Language } from '#i18n/languages';

/** The languages error messages and day names are written in; English unless the request prefers Spanish. */
export type { Language } from '#i18n/languages';

/** The language an `Accept-Language` header prefers among those we write (ADR 0014: English by default). */
export function preferredLanguage(acceptLanguage: string | undefined): Language {
  return namedLanguage(acceptLanguage) ?? 'en';
}

/**
 * The language an `Accept-Language` header prefers among those we write; null when it names none of
 * them (or is absent), for a caller with a better default than English — a booking's mails are
 * then written in its location country's language (issue 18).
 */
export function namedLanguage(acceptLanguage: string | undefined): Language | null {
  const ranked = (acceptLanguage ?? '')
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
