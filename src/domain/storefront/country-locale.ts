// The language and local formats a storefront speaks, from the country segment of its address
// (storefront §9 "Promo pages default language from the country segment, fallback Spanish
// variants; English for en", docs/adr/0074): Spanish in the Spanish-speaking countries — in the
// country's own variant where the storefront's words differ there — and English elsewhere, `en`
// included. A visitor's own choice of language wins over the country's; the country still decides
// the variant and the formats (dates, numbers, the identity document's name).

/** The languages the storefront is written in (src/i18n/languages.ts). */
export type StorefrontLanguage = 'en' | 'es';

/** The countries whose storefronts speak Spanish (ISO 3166-1 alpha-2, lower case). */
export const SPANISH_SPEAKING_COUNTRIES: ReadonlySet<string> = new Set([
  'ar',
  'bo',
  'cl',
  'co',
  'cr',
  'cu',
  'do',
  'ec',
  'es',
  'gq',
  'gt',
  'hn',
  'mx',
  'ni',
  'pa',
  'pe',
  'pr',
  'py',
  'sv',
  'uy',
  've',
]);

/** The countries whose Spanish has words of its own in the storefront's dictionaries (appointment, mobile phone…). */
export const REGIONAL_SPANISH_COUNTRIES = ['cl', 'ar', 'uy', 'mx', 'co', 'pe'] as const;
export type RegionalSpanish = `es-${Uppercase<(typeof REGIONAL_SPANISH_COUNTRIES)[number]>}`;

/** The dictionary variants: the two languages and the regional Spanish ones. */
export type DictionaryLanguage = StorefrontLanguage | RegionalSpanish;

/** The language a storefront under `countrySegment` speaks when the visitor chose none. */
export function countryLanguage(countrySegment: string): StorefrontLanguage {
  return SPANISH_SPEAKING_COUNTRIES.has(countrySegment.toLowerCase()) ? 'es' : 'en';
}

/** The language a visitor reads: their own choice when they made one, else the country's. */
export function visitorLanguage(chosen: StorefrontLanguage | null, countrySegment: string): StorefrontLanguage {
  return chosen ?? countryLanguage(countrySegment);
}

/**
 * The dictionary `language` is read from under `countrySegment`: Spanish in a country with regional
 * words is that country's variant ("es-AR"), any other Spanish the common one; English is one.
 */
export function dictionaryLanguage(language: StorefrontLanguage, countrySegment: string): DictionaryLanguage {
  const country = countrySegment.toLowerCase();
  if (language === 'en') return 'en';
  return (REGIONAL_SPANISH_COUNTRIES as readonly string[]).includes(country)
    ? (`es-${country.toUpperCase()}` as RegionalSpanish)
    : 'es';
}

/**
 * The BCP 47 locale dates and numbers are formatted in: the language as written in the country
 * ("es-CL": "miércoles, 25 de noviembre de 2026", "42.000"). The `en` segment names no country:
 * plain English.
 */
export function formatLocale(language: StorefrontLanguage, countrySegment: string): string {
  const country = countrySegment.toLowerCase();
  return country === 'en' || !/^[a-z]{2}$/.test(country) ? language : `${language}-${country.toUpperCase()}`;
}

/**
 * Whether a company's own words for the storefront's built-in fields ("Fecha de nacimiento" for the
 * birth date) fit the page: only when the visitor reads the language of the company's country. In
 * another, the storefront's translation labels the field, so no Spanish label stands in an English
 * form. What the company alone names — its custom attributes — keeps its words in any language.
 */
export function companyWordsFit(language: StorefrontLanguage, companyCountry: string): boolean {
  return countryLanguage(companyCountry) === language;
}

/** A country's identity document as people there name it: "Cédula de identidad", short "CI". */
export interface IdentityDocument {
  readonly name: string;
  /** The short form written on forms, when it is not the name itself. */
  readonly abbreviation: string | null;
}

const DOCUMENTS: Readonly<Record<string, IdentityDocument>> = {
  ar: { name: 'DNI', abbreviation: null },
  bo: { name: 'Cédula de identidad', abbreviation: 'CI' },
  cl: { name: 'RUT', abbreviation: null },
  co: { name: 'Cédula de ciudadanía', abbreviation: 'CC' },
  cr: { name: 'Cédula de identidad', abbreviation: null },
  do: { name: 'Cédula de identidad', abbreviation: null },
  ec: { name: 'Cédula de identidad', abbreviation: 'CI' },
  es: { name: 'DNI', abbreviation: null },
  gt: { name: 'DPI', abbreviation: null },
  hn: { name: 'DNI', abbreviation: null },
  mx: { name: 'CURP', abbreviation: null },
  ni: { name: 'Cédula de identidad', abbreviation: null },
  pa: { name: 'Cédula de identidad', abbreviation: null },
  pe: { name: 'DNI', abbreviation: null },
  py: { name: 'Cédula de identidad', abbreviation: 'CI' },
  sv: { name: 'DUI', abbreviation: null },
  uy: { name: 'Cédula de identidad', abbreviation: 'CI' },
  ve: { name: 'Cédula de identidad', abbreviation: 'CI' },
};

/**
 * The identity document clients of a location in `countryCode` identify themselves with, or null
 * where the storefront knows none (the form then says "Identification number" in the visitor's words).
 */
export function identityDocument(countryCode: string): IdentityDocument | null {
  return DOCUMENTS[countryCode.toLowerCase()] ?? null;
}

/** The document's label for a field: "Cédula de identidad (CI)", "RUT". */
export function identityDocumentLabel(document: IdentityDocument): string {
  return document.abbreviation === null ? document.name : `${document.name} (${document.abbreviation})`;
}

/**
 * The address a location's page has under its own country (issue 20: a location of Argentina asked
 * for under `/cl/...` is sent to `/ar/...`): `pathname` with its country segment replaced, the rest
 * kept; null when it is there already, or when either names no country.
 */
export function ownCountryPath(pathname: string, locationCountry: string): string | null {
  const address = /^\/([a-z]{2})(\/.*)?$/.exec(pathname);
  const own = locationCountry.toLowerCase();
  if (address === null || !/^[a-z]{2}$/.test(own) || address[1] === own) return null;
  return `/${own}${address[2] ?? ''}`;
}
