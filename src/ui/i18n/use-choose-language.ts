import { useCallback } from 'react';
import { useStorefrontServices } from '../shared/storefront-services';
import { changeLanguageWithWords, countrySegmentOf, i18nLanguage, rememberLanguage, type Language } from './i18n';
import { useTranslation } from './use-translation';

/**
 * Choosing the storefront's language for this visitor (storefront §9, docs/adr/0074): remembered
 * for their next visit, and the page switches — in the country's regional variant — once it has
 * that language's words. The header's switch chooses it; so does a signed-in client's account
 * when its details name one (issue 34 My details; docs/adr/0122).
 */
export function useChooseLanguage(): (language: Language) => void {
  const { i18n } = useTranslation();
  const { router } = useStorefrontServices();
  return useCallback(
    (language: Language) => {
      rememberLanguage(window.localStorage, language);
      const countrySegment = countrySegmentOf(router.place.value.pathname);
      changeLanguageWithWords(i18n, i18nLanguage(language, countrySegment)).catch(() => undefined);
    },
    [i18n, router],
  );
}
