import type { Plugin } from 'vite';

// react-aria reads the browser's locale when its i18n module is evaluated: it checks the locale with
// `Intl.DateTimeFormat.supportedLocalesOf` and tells its direction with `new Intl.Locale(…).maximize()`.
// Either is a page's first use of Intl's locale data, which costs a browser 35–85 ms of its main
// thread (Chromium, measured on this project's machines), four times that on Lighthouse's phone:
// the longest task of a location page that otherwise formats nothing with Intl (docs/adr/0149).
// The build rewrites the two, keeping what they answer:
//  - a locale tag is checked by `Intl.getCanonicalLocales`, which throws for exactly the tags
//    `supportedLocalesOf` throws for (a malformed one) and reads no locale data;
//  - a locale of the storefront's two languages with no script named (en, es, es-CL, es-419) is
//    left to right, as maximizing it to Latin script says; any other asks Intl as before.
// Each rewrite must find its text once in the module: a react-aria whose code moved fails the
// build rather than ship without it.

interface Rewrite {
  readonly module: RegExp;
  readonly find: string;
  readonly replace: string;
}

export const REACT_ARIA_LOCALE_REWRITES: readonly Rewrite[] = [
  {
    module: /[\\/]react-aria[\\/]dist[\\/]private[\\/]i18n[\\/]useDefaultLocale\.mjs$/,
    find: 'Intl.DateTimeFormat.supportedLocalesOf([',
    replace: 'Intl.getCanonicalLocales([',
  },
  {
    module: /[\\/]react-aria[\\/]dist[\\/]private[\\/]i18n[\\/]utils\.mjs$/,
    find: 'if (Intl.Locale) {',
    replace: String.raw`if (/^(?:en|es)(?:-(?:[A-Za-z]{2}|\d{3}))?$/.test(localeString)) return false;
    if (Intl.Locale) {`,
  },
  {
    // @internationalized/number checks at evaluation whether Intl writes a sign only for non-zero
    // numbers, with a number reader of its own: the first of the page's, in the chunk of the booking
    // wizard's steps. Every browser the storefront builds for (es2022) does (docs/adr/0152).
    module: /[\\/]@internationalized[\\/]number[\\/]dist[\\/]private[\\/]NumberFormatter\.mjs$/,
    find: `new Intl.NumberFormat('de-DE', {
        signDisplay: 'exceptZero'
    }).resolvedOptions().signDisplay === 'exceptZero'`,
    replace: 'true',
  },
];

/** `code` of module `id` with its rewrite made; null when no rewrite is for it. Throws when the text to rewrite is not there once. */
export function rewrittenLocaleModule(code: string, id: string): string | null {
  const rewrite = REACT_ARIA_LOCALE_REWRITES.find(({ module }) => module.test(id));
  if (rewrite === undefined) return null;
  const at = code.indexOf(rewrite.find);
  if (at === -1 || code.indexOf(rewrite.find, at + 1) !== -1)
    throw new Error(
      `${id}: expected "${rewrite.find}" once to rewrite (docs/adr/0149); its package changed, review the rewrite`,
    );
  return code.slice(0, at) + rewrite.replace + code.slice(at + rewrite.find.length);
}

/** The rewrites as a Vite plugin, for the storefront's build and its server renderer alike. */
export function reactAriaLocaleWithoutIntlData(): Plugin {
  return {
    name: 'reserva:react-aria-locale-without-intl-data',
    transform(code, id) {
      const rewritten = rewrittenLocaleModule(code, id);
      return rewritten === null ? null : { code: rewritten, map: null };
    },
  };
}
