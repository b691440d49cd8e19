import type { GetCompanyOverview } from '#application/catalogue/get-company-overview';
import type { LocationPageAnswers } from '#application/catalogue/load-location-page';
import { webAddressOfHost } from '#domain/storefront/company-host';
import { paymentCurrency } from '#domain/payment/payment-currency';
import { reviewsDisplay } from '#domain/review/review-summary';
import { htmlText } from '#domain/shared/html-text';
import type { StorefrontLanguage } from '#domain/storefront/country-locale';
import {
  companyPageMetadata,
  locationPageMetadata,
  openGraphLocale,
  pageKind,
  plainPageMetadata,
  type LocationFacts,
  type PageMetadata,
} from '#domain/storefront/page-metadata';
import type { StorefrontRoute } from '#domain/storefront/storefront-route';
import { jsonForHtml } from '../http/preloaded-answers';

// A storefront page's head as the server sends it (issue 36, docs/adr/0128): the domain decides what
// a page says about itself (page-metadata.ts); this writes it as HTML, every text escaped, in place
// of the index's own title and description, and names the page's locale in `<html lang>`.

/** The head elements `metadata` makes, one a line. */
export function headElements(metadata: PageMetadata): string[] {
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${htmlText(content)}" />`;
  const elements = [`<title>${htmlText(metadata.title)}</title>`];
  if (metadata.description !== null) elements.push(meta('name', 'description', metadata.description));
  if (!metadata.indexable) elements.push(meta('name', 'robots', 'noindex'));
  if (metadata.canonical !== null) elements.push(`<link rel="canonical" href="${htmlText(metadata.canonical)}" />`);
  if (metadata.share !== null && metadata.canonical !== null) {
    elements.push(
      meta('property', 'og:type', 'website'),
      meta('property', 'og:title', metadata.title),
      ...(metadata.description === null ? [] : [meta('property', 'og:description', metadata.description)]),
      meta('property', 'og:url', metadata.canonical),
      meta('property', 'og:locale', openGraphLocale(metadata.locale)),
      ...(metadata.share.image === null ? [] : [meta('property', 'og:image', metadata.share.image)]),
      meta('name', 'twitter:card', metadata.share.card),
      meta('name', 'twitter:title', metadata.title),
      ...(metadata.description === null ? [] : [meta('name', 'twitter:description', metadata.description)]),
      ...(metadata.share.image === null ? [] : [meta('name', 'twitter:image', metadata.share.image)]),
    );
  }
  if (metadata.structuredData !== null)
    elements.push(`<script type="application/ld+json">${jsonForHtml(metadata.structuredData)}</script>`);
  return elements;
}

const TITLE = /<title>[\s\S]*?<\/title>\s*/i;
const DESCRIPTION = /<meta\s+name="description"[^>]*>\s*/i;
const HTML_LANG = /<html\b[^>]*>/i;

/**
 * `indexHtml` with `metadata`'s head: its `<title>` and description replaced (never a second one),
 * the rest added before `</head>`, and `<html lang>` the page's locale.
 */
export function withPageHead(indexHtml: string, metadata: PageMetadata): string {
  const elements = headElements(metadata)
    .map((element) => `    ${element}\n`)
    .join('');
  return indexHtml
    .replace(HTML_LANG, (tag) =>
      /\blang="[^"]*"/i.test(tag)
        ? tag.replace(/\blang="[^"]*"/i, `lang="${htmlText(metadata.locale)}"`)
        : tag.replace(/>$/, ` lang="${htmlText(metadata.locale)}">`),
    )
    .replace(TITLE, '')
    .replace(DESCRIPTION, '')
    .replace(/\n?[ \t]*<\/head>/, `\n${elements}  </head>`);
}

/** What the server read for a location's page, as the domain describes a location from it; null when the location was not found. */
export function locationFactsOf(page: LocationPageAnswers): LocationFacts | null {
  const { company } = page;
  if (page.location.isErr() || company === null) return null;
  const location = page.location.value;
  const overview = company.overview.isOk() ? company.overview.value.company : null;
  const groups = company.services.isOk() ? company.services.value : [];
  const summary = company.reviewSummary.isOk() ? company.reviewSummary.value : null;
  const shown =
    summary === null
      ? 'hidden'
      : reviewsDisplay({
          totalReviews: summary.totalReviews,
          reviewsOption:
            summary.reviewsOption === 'details' || summary.reviewsOption === 'disable'
              ? summary.reviewsOption
              : 'other',
        });
  return {
    companyName: location.companyName,
    companyDescription: overview?.description ?? null,
    locationName: location.name,
    address: location.address,
    phone: location.phone ?? overview?.phone ?? null,
    countryCode: location.countryCode,
    currency: paymentCurrency(location.countryCode),
    banner: location.banner,
    logo: overview?.logo ?? null,
    openingHours: location.openingHours,
    workshop: company.bookingInfo.isOk() && company.bookingInfo.value.workshopVariant,
    categoryNames: groups.map((group) => group.category.name),
    services: groups.flatMap((group) =>
      group.services.map(({ service }) => ({
        name: service.name,
        price: service.showPrice ? service.price : null,
      })),
    ),
    reviews:
      summary === null || shown === 'hidden' || shown === 'noneYet'
        ? null
        : { average: summary.average, count: summary.totalReviews },
  };
}

/**
 * A storefront page's head: a found location's own, else by its route — the not-found page and a
 * missing location's, and the pages a token opens, not indexed.
 */
export function storefrontPageMetadata(
  route: StorefrontRoute,
  loaded: LocationPageAnswers | null,
  address: { readonly origin: string; readonly pathname: string },
  language: StorefrontLanguage,
  /** The company whose branch list the page is, when its host names one that exists. */
  companyName: string | null = null,
): PageMetadata {
  const country = route.page === 'home' || route.page === 'notFound' ? null : route.country;
  if (route.page === 'locations' && companyName !== null)
    return companyPageMetadata(companyName, route.country, address);
  const facts = loaded === null ? null : locationFactsOf(loaded);
  if (route.page === 'location' && facts !== null) {
    // Under its own country's segment (a page asked for under another is sent there first).
    const own =
      route.country === facts.countryCode.toLowerCase()
        ? address.pathname
        : address.pathname.replace(/^\/[a-z]{2}/, `/${facts.countryCode.toLowerCase()}`);
    return locationPageMetadata(facts, address.origin, own);
  }
  // A location read and not found is the not-found page; one that could not be read (the page then
  // asks for it itself) is not said to be missing.
  const kind = pageKind(route);
  if (kind !== 'location') return plainPageMetadata(kind, country, language, address);
  return plainPageMetadata(loaded === null ? 'public' : 'notFound', country, language, address);
}

/**
 * The name of the company a branch list's host names (`salon-aurora.reserva.example`), read through
 * the company overview's use case; null when the host names none, it does not exist, or the read fails.
 */
export async function companyNameOfHost(
  getCompanyOverview: GetCompanyOverview | undefined,
  host: string | undefined,
): Promise<string | null> {
  const webAddress = host === undefined ? null : webAddressOfHost(host);
  if (getCompanyOverview === undefined || webAddress === null) return null;
  try {
    const overview = await getCompanyOverview({ webAddress, locationId: null });
    return overview.isOk() ? overview.value.company.name : null;
  } catch {
    return null;
  }
}
