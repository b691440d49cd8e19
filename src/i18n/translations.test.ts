import { describe, expect, it } from 'vitest';
import { catalogueTexts } from './catalogue';
import { cliTexts } from './cli';
import { cliTableTexts } from './cli-tables';
import { errorTexts } from './errors';
import { fieldTexts } from './fields';
import { consentMailTexts } from './consent-mail';
import { accountMailTexts } from './account-mail';
import { giftCardMailTexts } from './gift-card-mail';
import { LANGUAGES } from './languages';
import { maintenanceMailTexts } from './maintenance-mail';
import { mailTexts, scheduledMailTexts } from './mail';
import { sandboxTexts } from './sandbox';
import { scheduleTexts } from './schedule';
import { translations, type Namespace, type Texts } from './translator';

// Every namespace of src/i18n (ADR 0058). Add a new one here: the parity test below then holds it too.
const NAMESPACES: Readonly<Record<string, Namespace<Texts>>> = {
  errors: errorTexts,
  fields: fieldTexts,
  cli: cliTexts,
  cliTables: cliTableTexts,
  sandbox: sandboxTexts,
  mail: mailTexts,
  scheduledMail: scheduledMailTexts,
  giftCardMail: giftCardMailTexts,
  consentMail: consentMailTexts,
  maintenanceMail: maintenanceMailTexts,
  accountMail: accountMailTexts,
  schedule: scheduleTexts,
  catalogue: catalogueTexts,
};

const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{\{\s*([^}]+?)\s*\}\}/g)].map((match) => match[1] ?? '').sort();

describe('the translations', () => {
  describe.each(Object.entries(NAMESPACES))('namespace %s', (_name, namespace) => {
    it('has every key in both languages, each non-empty and with the same placeholders', () => {
      const keys = Object.keys(namespace.en).sort();
      for (const language of LANGUAGES) {
        const texts: Texts = namespace[language];
        expect(Object.keys(texts).sort()).toEqual(keys);
        for (const key of keys) {
          expect(texts[key], `${language} ${key}`).toMatch(/\S/);
          expect(placeholders(texts[key] ?? ''), `${language} ${key}`).toEqual(placeholders(namespace.en[key] ?? ''));
        }
      }
    });
  });

  const sample = translations('sample', {
    en: { greeting: 'Hello {{name}},', count: '{{count}} of {{context}}' },
    es: { greeting: 'Hola {{name}}:', count: '{{count}} de {{context}}' },
  } as const);

  it('reads each language from its own fixed instance', () => {
    expect(sample('en')('greeting', { name: 'Ana' })).toBe('Hello Ana,');
    expect(sample('es')('greeting', { name: 'Ana' })).toBe('Hola Ana:');
  });

  it('inserts values as they are: never escaped, never read again as a placeholder or a nesting', () => {
    const name = `<b>"O'Hara" & {{name}} $t(greeting) {{- name}}</b>`;
    expect(sample('en')('greeting', { name })).toBe(`Hello ${name},`);
  });

  it('fails the typecheck for a key the namespace lacks and for a placeholder without its value', () => {
    const t = sample('en');
    // @ts-expect-error: no such key
    expect(t('farewell')).toBe('farewell');
    // @ts-expect-error: {{name}} needs its value
    expect(t('greeting')).toBe('Hello {{name}},');
    // @ts-expect-error: the placeholder is {{name}}, not {{who}}
    expect(t('greeting', { who: 'Ana' })).toBe('Hello {{name}},');
  });

  it('gives a text without values the same in each language however often it is asked', () => {
    const days = translations('days', { en: { monday: 'Monday' }, es: { monday: 'Lunes' } } as const);
    for (let asked = 0; asked < 3; asked += 1) {
      expect(days('es')('monday')).toBe('Lunes');
      expect(days('en')('monday')).toBe('Monday');
    }
  });

  it('takes placeholders named like i18next options (count, context) as plain values', () => {
    expect(sample('es')('count', { count: 1, context: 'x' })).toBe('1 de x');
  });
});
