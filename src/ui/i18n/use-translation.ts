import { createContext, createElement, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { TFunction, Translator } from './translator';

// The storefront's translator in React (docs/adr/0080): given once at the root, read by every
// component that writes words, each of which renders again when the language changes.

const TranslatorContext = createContext<Translator | null>(null);

export function TranslationProvider({
  translator,
  children,
}: {
  readonly translator: Translator;
  readonly children?: ReactNode;
}) {
  return createElement(TranslatorContext.Provider, { value: translator }, children);
}

/** The current language's words (`t`) and the translator (`i18n`), to read or change its language. */
export function useTranslation(): { readonly t: TFunction; readonly i18n: Translator } {
  const translator = useContext(TranslatorContext);
  if (translator === null) throw new Error('useTranslation needs a TranslationProvider above it');
  // The page rendered on the server is in the language the browser hydrates it in (docs/adr/0129).
  const language = () => translator.language;
  useSyncExternalStore(translator.onLanguageChanged, language, language);
  return { t: translator.t, i18n: translator };
}
