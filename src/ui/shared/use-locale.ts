import { useTranslation } from '../i18n/use-translation';
import { baseLanguage } from '../i18n/i18n';
import { storefrontLocale } from '../i18n/formats';

/** The locale dates are written in on a location's pages: the visitor's language, the location's country. */
export function useStorefrontLocale(countryCode: string): string {
  const { i18n } = useTranslation();
  return storefrontLocale(baseLanguage(i18n.language), countryCode);
}
