import type { WeeklySchedule } from '../availability/working-hours';
import { countryLanguage, formatLocale, type StorefrontLanguage } from './country-locale';
import type { StorefrontRoute } from './storefront-route';

// What a storefront page says about itself to search engines and link previews (issue 36,
// docs/adr/0128): its title, description, language, canonical address, Open Graph and Twitter card,
// and for a location's page the schema.org description of the business. Decided here once: the
// server writes it into the page's head, the storefront keeps the title in step as it navigates.

/** The product's name, which ends every page's title. */
export const PRODUCT_NAME = 'Reserva';

/** The longest description written: search engines show about 155–160 characters. */
export const DESCRIPTION_LIMIT = 155;

const WORDS = {
  es: { bookOnline: 'Reserva online', notFound: 'Página no encontrada', booking: 'Tu reserva', servicesAt: 'Reserva' },
  en: { bookOnline: 'Book online', notFound: 'Page not found', booking: 'Your booking', servicesAt: 'Book' },
} as const satisfies Record<StorefrontLanguage, unknown>;

/**
 * The locale a storefront page is written in, as `<html lang>` names it: the country's language as
 * written there ("es-CL", "es-AR", "en-US"); plain `en` under the `en` segment, which names no country.
 */
export function pageLocale(countrySegment: string): string {
  return formatLocale(countryLanguage(countrySegment), countrySegment);
}

/** The same locale as Open Graph writes it: "es_CL". */
export function openGraphLocale(locale: string): string {
  return locale.replace('-', '_');
}

/** One line: runs of white space (line breaks included) as one space, none at the ends. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** `text` on one line, cut at a word to at most `limit` characters with an ellipsis when it is longer. */
export function trimmedAtWord(text: string, limit: number = DESCRIPTION_LIMIT): string {
  const line = oneLine(text);
  if (line.length <= limit) return line;
  const room = line.slice(0, limit);
  const lastSpace = room.lastIndexOf(' ');
  const cut = (lastSpace > limit / 2 ? room.slice(0, lastSpace) : room.slice(0, limit - 1)).replace(
    /[\s,.;:–—-]+$/,
    '',
  );
  return `${cut}…`;
}

/** A page's name as its title and Open Graph show it: "Salón Aurora — Providencia · Reserva online". */
export function locationPageTitle(
  names: { readonly companyName: string; readonly locationName: string },
  language: StorefrontLanguage,
): string {
  const company = oneLine(names.companyName);
  const location = oneLine(names.locationName);
  const business = [company, location].filter((part) => part !== '').join(' — ');
  return `${business === '' ? PRODUCT_NAME : business} · ${WORDS[language].bookOnline}`;
}

/** A company's branch list's title: "Salón Aurora · Reserva online". */
export function companyPageTitle(companyName: string, language: StorefrontLanguage): string {
  const company = oneLine(companyName);
  return `${company === '' ? PRODUCT_NAME : company} · ${WORDS[language].bookOnline}`;
}

/** The not-found page's title: "Page not found · Reserva". */
export function notFoundTitle(language: StorefrontLanguage): string {
  return `${WORDS[language].notFound} · ${PRODUCT_NAME}`;
}

/** The title of a page a booking's token or code opens, which names nothing of the booking: "Your booking · Reserva". */
export function privatePageTitle(language: StorefrontLanguage): string {
  return `${WORDS[language].booking} · ${PRODUCT_NAME}`;
}

/** What a page is, as its head tells search engines. */
export type PageKind = 'location' | 'notFound' | 'private' | 'public';

/** Pages a booking's token or code, or a signed-in client's account, opens: kept out of search results. */
const PRIVATE_PAGES: ReadonlySet<StorefrontRoute['page']> = new Set([
  'bookingSummary',
  'bookingByCode',
  'bookingEdit',
  'bookingView',
  'payment',
  'giftCardPayment',
  'giftCardPurchase',
  'consentSigning',
  'review',
  'myBookings',
  'myDetails',
  'accountLink',
] satisfies StorefrontRoute['page'][]);

/** What kind of page `route` is: a location's, the not-found page, a private one (by token or account) or another public one. */
export function pageKind(route: StorefrontRoute): PageKind {
  if (route.page === 'location' || route.page === 'notFound') return route.page;
  return PRIVATE_PAGES.has(route.page) ? 'private' : 'public';
}

/** The title of a page that names no location. */
export function plainPageTitle(kind: Exclude<PageKind, 'location'>, language: StorefrontLanguage): string {
  if (kind === 'notFound') return notFoundTitle(language);
  return kind === 'private' ? privatePageTitle(language) : PRODUCT_NAME;
}

/**
 * The locale a page is shown in once the visitor's language is known: the country's own locale
 * (`pageLocale`) when they read the country's language, else their language alone.
 */
export function documentLocale(language: StorefrontLanguage, countrySegment: string | null): string {
  if (countrySegment === null) return language;
  return countryLanguage(countrySegment) === language ? pageLocale(countrySegment) : language;
}

/** The kinds of business schema.org names that Reserva's businesses are. */
export type BusinessKind = 'AutoRepair' | 'Dentist' | 'MedicalClinic' | 'HairSalon' | 'BeautySalon' | 'LocalBusiness';

/** Words (without accents, lower case) that name a kind, in the order they are tried. */
const KIND_WORDS: readonly (readonly [BusinessKind, RegExp])[] = [
  ['Dentist', /\b(dental|dentist|odontolog|ortodonc)/],
  ['MedicalClinic', /\b(clinica|clinic|medic|salud|health|kinesiolog|consultorio)/],
  ['AutoRepair', /\b(taller|mecanic|automotri|workshop|garage|vehicul|neumatic)/],
  ['HairSalon', /\b(barber|peluquer|hair)/],
  ['BeautySalon', /\b(salon|belleza|beauty|estetica|spa|unas|manicur|nails)/],
];

function plainWords(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/**
 * The schema.org type of a business (docs/adr/0128). The catalogue records no kind: a workshop
 * (bookings carry a vehicle) is AutoRepair; otherwise the first kind whose words appear in the
 * company's name, else in its categories' names; LocalBusiness when none does.
 */
export function businessKind(business: {
  readonly workshop: boolean;
  readonly companyName: string;
  readonly categoryNames: readonly string[];
}): BusinessKind {
  if (business.workshop) return 'AutoRepair';
  for (const text of [business.companyName, business.categoryNames.join(' ')]) {
    const words = plainWords(text);
    const kind = KIND_WORDS.find(([, pattern]) => pattern.test(words));
    if (kind !== undefined) return kind[0];
  }
  return 'LocalBusiness';
}

/** A service a location offers, as its offer is described. */
export interface OfferedServiceFacts {
  readonly name: string;
  /** Null when it has none or does not show it. */
  readonly price: number | null;
}

/** What a location's page is described from: what the server reads for the page anyway. */
export interface LocationFacts {
  readonly companyName: string;
  /** The company's own words about itself; null when it wrote none. */
  readonly companyDescription: string | null;
  readonly locationName: string;
  readonly address: string | null;
  readonly phone: string | null;
  /** Lower-case ISO 3166-1 alpha-2: where the location is. */
  readonly countryCode: string;
  /** ISO 4217; null where Reserva knows no currency for the country. */
  readonly currency: string | null;
  /** Addresses of the location's banner and the company's logo; null for none. */
  readonly banner: string | null;
  readonly logo: string | null;
  readonly openingHours: WeeklySchedule;
  readonly workshop: boolean;
  readonly categoryNames: readonly string[];
  readonly services: readonly OfferedServiceFacts[];
  /** The review summary, when the location shows one; null otherwise. */
  readonly reviews: { readonly average: number; readonly count: number } | null;
}

/**
 * A location page's description: the company's own (trimmed at a word), else a sentence naming
 * its first services: "Reserva Corte, Color y Peinado en Salón Aurora — Providencia."
 */
export function locationDescription(facts: LocationFacts, language: StorefrontLanguage): string {
  const own = facts.companyDescription === null ? '' : oneLine(facts.companyDescription);
  if (own !== '') return trimmedAtWord(own);
  const business = [oneLine(facts.companyName), oneLine(facts.locationName)].filter((part) => part !== '').join(' — ');
  const names = [...new Set(facts.services.map((service) => oneLine(service.name)).filter((name) => name !== ''))];
  const listed = names.slice(0, 3);
  const and = language === 'es' ? ' y ' : ' and ';
  const services =
    listed.length <= 1 ? (listed[0] ?? '') : `${listed.slice(0, -1).join(', ')}${and}${listed.at(-1) ?? ''}`;
  const sentence =
    language === 'es'
      ? `${WORDS.es.servicesAt} ${services === '' ? 'tu hora' : services} en ${business === '' ? PRODUCT_NAME : business}.`
      : `${WORDS.en.servicesAt} ${services === '' ? 'your appointment' : services} at ${business === '' ? PRODUCT_NAME : business}.`;
  return trimmedAtWord(sentence);
}

/**
 * An image a crawler can fetch, as an absolute address: http(s) ones as they are, paths on this
 * site under `origin`; none for `data:` addresses and anything else, which no preview shows.
 */
export function shareableImage(address: string | null, origin: string): string | null {
  if (address === null) return null;
  const trimmed = address.trim();
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  if (/^\/(?!\/)/.test(trimmed)) return `${origin}${trimmed}`;
  return null;
}

/**
 * The address a storefront page is indexed under: `origin` then its path with neither the `iframe`
 * segment (a framed page is the same page) nor a trailing slash, and no query.
 */
export function canonicalAddress(origin: string, pathname: string): string {
  const path = pathname.replace(/^\/([a-z]{2})\/iframe(?=\/|$)/, '/$1').replace(/\/+$/, '');
  return `${origin}${path === '' ? '/' : path}`;
}

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** schema.org's opening hours, a specification per interval of each weekday it opens. */
function openingHoursSpecification(schedule: WeeklySchedule) {
  return DAYS.flatMap((day, index) =>
    (schedule[String(index + 1) as keyof WeeklySchedule] ?? []).map(([opens, closes]) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: `https://schema.org/${day}`,
      opens,
      closes: closes === '24:00' ? '23:59' : closes,
    })),
  );
}

/** The most offers described: a page's head stays small. */
export const OFFER_LIMIT = 50;

/**
 * The location as schema.org's JSON-LD describes a business (docs/adr/0128): its kind, name,
 * address, telephone, image, opening hours, rating (only with reviews) and offers.
 */
export function locationStructuredData(
  facts: LocationFacts,
  page: { readonly url: string; readonly image: string | null },
): Record<string, unknown> {
  const name = [oneLine(facts.companyName), oneLine(facts.locationName)].filter((part) => part !== '').join(' — ');
  const address = facts.address === null ? '' : oneLine(facts.address);
  const phone = facts.phone === null ? '' : oneLine(facts.phone);
  const offers = facts.services
    .filter((service) => oneLine(service.name) !== '')
    .slice(0, OFFER_LIMIT)
    .map((service) => ({
      '@type': 'Offer',
      itemOffered: { '@type': 'Service', name: oneLine(service.name) },
      ...(service.price === null || facts.currency === null
        ? {}
        : { price: service.price, priceCurrency: facts.currency }),
    }));
  const hours = openingHoursSpecification(facts.openingHours);
  return {
    '@context': 'https://schema.org',
    '@type': businessKind(facts),
    name: name === '' ? PRODUCT_NAME : name,
    url: page.url,
    ...(page.image === null ? {} : { image: page.image }),
    ...(phone === '' ? {} : { telephone: phone }),
    address: {
      '@type': 'PostalAddress',
      ...(address === '' ? {} : { streetAddress: address }),
      ...(oneLine(facts.locationName) === '' ? {} : { addressLocality: oneLine(facts.locationName) }),
      addressCountry: facts.countryCode.toUpperCase(),
    },
    ...(hours.length === 0 ? {} : { openingHoursSpecification: hours }),
    ...(facts.reviews === null || facts.reviews.count <= 0
      ? {}
      : {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: facts.reviews.average,
            reviewCount: facts.reviews.count,
            bestRating: 5,
            worstRating: 1,
          },
        }),
    ...(offers.length === 0 ? {} : { makesOffer: offers }),
  };
}

/** Everything a page's head says about it. */
export interface PageMetadata {
  /** `<html lang>`. */
  readonly locale: string;
  readonly title: string;
  /** Null where the page has none of its own (the index's generic one then stays out too). */
  readonly description: string | null;
  /** Pages a token opens, and the not-found page, are kept out of search results. */
  readonly indexable: boolean;
  /** Null for pages not indexed. */
  readonly canonical: string | null;
  /** Open Graph and the Twitter card; null for pages not indexed. */
  readonly share: {
    readonly image: string | null;
    readonly card: 'summary' | 'summary_large_image';
  } | null;
  /** schema.org JSON-LD; null when the page describes no business. */
  readonly structuredData: Record<string, unknown> | null;
}

/** A location page's head, at `origin` + `pathname` (the page's path as asked for). */
export function locationPageMetadata(facts: LocationFacts, origin: string, pathname: string): PageMetadata {
  const language = countryLanguage(facts.countryCode);
  const url = canonicalAddress(origin, pathname);
  const banner = shareableImage(facts.banner, origin);
  const image = banner ?? shareableImage(facts.logo, origin);
  return {
    locale: pageLocale(facts.countryCode),
    title: locationPageTitle(facts, language),
    description: locationDescription(facts, language),
    indexable: true,
    canonical: url,
    share: { image, card: banner === null ? 'summary' : 'summary_large_image' },
    structuredData: locationStructuredData(facts, { url, image }),
  };
}

/** A company's branch list's head (`/{country}` on the company's host): the company's title, indexed. */
export function companyPageMetadata(
  companyName: string,
  countrySegment: string,
  address: { readonly origin: string; readonly pathname: string },
): PageMetadata {
  const url = canonicalAddress(address.origin, address.pathname);
  return {
    locale: pageLocale(countrySegment),
    title: companyPageTitle(companyName, countryLanguage(countrySegment)),
    description: null,
    indexable: true,
    canonical: url,
    share: { image: null, card: 'summary' },
    structuredData: null,
  };
}

/** The head of a storefront page that describes no location, by what kind of page it is. */
export function plainPageMetadata(
  page: 'notFound' | 'private' | 'public',
  countrySegment: string | null,
  language: StorefrontLanguage,
  address: { readonly origin: string; readonly pathname: string },
): PageMetadata {
  const locale = countrySegment === null ? language : pageLocale(countrySegment);
  const pageLanguage = countrySegment === null ? language : countryLanguage(countrySegment);
  if (page !== 'public')
    return {
      locale,
      title: plainPageTitle(page, pageLanguage),
      description: null,
      indexable: false,
      canonical: null,
      share: null,
      structuredData: null,
    };
  return {
    locale,
    title: PRODUCT_NAME,
    description: null,
    indexable: true,
    canonical: canonicalAddress(address.origin, address.pathname),
    share: null,
    structuredData: null,
  };
}
