import i18next from 'i18next';
import { LANGUAGES, type Language } from './languages';

// One translation system for every word a person reads (ADR 0058): each namespace's words are a
// TypeScript object in English and in Spanish, with the same keys, read through an i18next
// instance of its own. Nothing here is global or changes after it is built: a namespace's
// instance is made once, and each language gets its fixed `t` (getFixedT), so a server answering
// two languages at once never switches one shared instance back and forth.

/** A namespace's texts in one language: flat keys (dots are part of the key), `{{name}}` placeholders. */
export type Texts = Readonly<Record<string, string>>;

/** A namespace: the English texts, and the Spanish texts with exactly the same keys. */
export interface Namespace<En extends Texts> {
  readonly en: En;
  readonly es: { readonly [Key in keyof En]: string };
}

type Placeholders<Text> = Text extends `${string}{{${infer Name}}}${infer Rest}` ? Name | Placeholders<Rest> : never;

/** The values a text's placeholders need: none, or one object naming each of them. */
type Values<Text> = [Placeholders<Text>] extends [never]
  ? []
  : [values: { readonly [Name in Placeholders<Text>]: string | number }];

/** A namespace's words in one language: a key it does not have, or a missing placeholder value, fails the typecheck. */
export type Translate<En extends Texts> = <Key extends keyof En & string>(
  key: Key,
  ...values: Values<En[Key]>
) => string;

/**
 * The words of `namespace`, in each language. Values are inserted as they are: nothing is
 * escaped here (`escapeValue: false`), since what the text goes into — HTML, a terminal, JSON —
 * escapes it where it is built; and a value is never read again as a placeholder or a nesting.
 */
export function translations<En extends Texts>(
  name: string,
  namespace: Namespace<En>,
): (language: Language) => Translate<En> {
  const instance = i18next.createInstance();
  void instance.init({
    resources: { en: { [name]: namespace.en }, es: { [name]: namespace.es } },
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    ns: [name],
    defaultNS: name,
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false, skipOnVariables: true },
    initAsync: false,
    returnNull: false,
  });
  const fixed = new Map(LANGUAGES.map((language) => [language, instance.getFixedT(language, name)] as const));
  // A text without values is the same every time its language and key are asked (the instance never
  // changes), so it is looked up once: i18next's lookup was a sixth of GET /locations/{id}'s CPU,
  // seven day names each (issue 37, docs/adr/0137).
  const constant = new Map(LANGUAGES.map((language) => [language, new Map<string, string>()] as const));
  return (language) => {
    const t = fixed.get(language) ?? instance.getFixedT(language, name);
    const known = constant.get(language);
    return (key, ...values) => {
      if (values.length === 0 && known !== undefined) {
        let text = known.get(key);
        if (text === undefined) {
          text = t(key, { replace: {} });
          known.set(key, text);
        }
        return text;
      }
      const replace = Object.fromEntries(
        Object.entries(values[0] ?? {}).map(([placeholder, value]) => [placeholder, String(value)]),
      );
      // `replace` keeps a placeholder named like an i18next option (count, context, lng) a plain value.
      const text: string = t(key, { replace });
      return text;
    };
  };
}
