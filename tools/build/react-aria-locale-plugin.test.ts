import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REACT_ARIA_LOCALE_REWRITES, rewrittenLocaleModule } from './react-aria-locale-plugin';

// The build's rewrite of react-aria's locale reading (docs/adr/0149), over the react-aria installed.

const reactAria = path.dirname(createRequire(import.meta.url).resolve('react-aria/package.json'));
const moduleFile = (name: string) => path.join(reactAria, 'dist', 'private', 'i18n', name);

/** The module's exported functions, evaluated from its (rewritten) text with its imports stubbed. */
function isRtlOf(code: string): (locale: string) => boolean {
  const body = code
    .replace(/^import .*$/gm, '')
    .replace(/^export \{[^}]*\};?$/gm, '')
    .replace(/^\/\/# sourceMappingURL.*$/gm, '');
  const name = /function (\$\w+\$export\$\w+)\(localeString\)/.exec(body)?.[1];
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the installed module's own text, under test
  const make = new Function(`${body}; return ${String(name)};`) as () => (locale: string) => boolean;
  return make();
}

describe('react-aria’s locale, read without Intl’s locale data (ADR 0149)', () => {
  it('finds each text it rewrites once in the react-aria installed, and rewrites it', () => {
    for (const [name, rewrite] of [
      ['useDefaultLocale.mjs', REACT_ARIA_LOCALE_REWRITES[0]],
      ['utils.mjs', REACT_ARIA_LOCALE_REWRITES[1]],
    ] as const) {
      const file = moduleFile(name);
      const rewritten = rewrittenLocaleModule(readFileSync(file, 'utf8'), file);
      expect(rewritten).toContain(rewrite?.replace);
      expect(rewritten?.includes('supportedLocalesOf')).toBe(false);
    }
  });

  it('finds the sign check of @internationalized/number once, and answers it as Intl does (docs/adr/0152)', () => {
    // The copy react-aria imports, as the build resolves it.
    const entry = createRequire(`${reactAria}/`).resolve('@internationalized/number');
    const file = path.join(path.dirname(entry), 'private', 'NumberFormatter.mjs');
    const rewrite = REACT_ARIA_LOCALE_REWRITES[2];
    const rewritten = rewrittenLocaleModule(readFileSync(file, 'utf8'), file);
    expect(rewritten).not.toContain('de-DE');
    expect(rewritten).toMatch(new RegExp(`supportsSignDisplay = ${String(rewrite?.replace)};`));
    expect(new Intl.NumberFormat('de-DE', { signDisplay: 'exceptZero' }).resolvedOptions().signDisplay).toBe(
      'exceptZero',
    );
  });

  it('leaves other modules alone and fails loudly when the text moved', () => {
    expect(rewrittenLocaleModule('Intl.DateTimeFormat.supportedLocalesOf([x])', '/src/ui/main.tsx')).toBeNull();
    expect(() => rewrittenLocaleModule('export {}', moduleFile('utils.mjs'))).toThrow(/package changed/);
  });

  it('tells the direction of every locale as react-aria did', () => {
    const file = moduleFile('utils.mjs');
    const original = isRtlOf(readFileSync(file, 'utf8'));
    const rewritten = isRtlOf(rewrittenLocaleModule(readFileSync(file, 'utf8'), file) ?? '');
    for (const locale of [
      'en',
      'es',
      'es-CL',
      'en-US',
      'es-419',
      'ar',
      'ar-EG',
      'he-IL',
      'fa',
      'en-Arab',
      'es-Arab',
      'ur-PK',
      'fr-FR',
      'pa-Arab',
    ])
      expect([locale, rewritten(locale)]).toEqual([locale, original(locale)]);
  });

  it('checks a locale tag as supportedLocalesOf did: a malformed one throws, a well-formed one does not', () => {
    for (const tag of ['en-US', 'es-CL', 'xx-YY', 'en-u-ca-buddhist'])
      for (const check of [() => Intl.getCanonicalLocales([tag]), () => Intl.DateTimeFormat.supportedLocalesOf([tag])])
        expect(check).not.toThrow();
    for (const tag of ['en_US', '', 'e', '--', 'en-US-'])
      for (const check of [() => Intl.getCanonicalLocales([tag]), () => Intl.DateTimeFormat.supportedLocalesOf([tag])])
        expect(check).toThrow(RangeError);
  });
});
