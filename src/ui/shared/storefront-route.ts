import type { BookingCodeAction } from '#domain/booking/code-actions';
import { isBookingId, type BookingId } from '#domain/booking/booking-id.plain';
import { isLocationId, type LocationId } from '#domain/storefront/company.plain';
import { codePageOf, codePagePath, type CodePageKind } from '#domain/booking/code-pages';

// The storefront's routes (booking-wizard §2 Routes, storefront §2): a two-letter country segment
// first, then an `iframe` segment when the storefront is embedded in another site's frame, then
// the page. Parsed here once, and built back with the same embedding, so a link never drops out of
// the frame.

export type StorefrontPage =
  | { readonly page: 'home' }
  | { readonly page: 'locations'; readonly country: string }
  | {
      readonly page: 'location';
      readonly country: string;
      readonly locationId: LocationId;
      readonly professionalId: number | null;
    }
  | {
      readonly page: 'bookingSummary';
      readonly country: string;
      readonly bookingId: BookingId;
      readonly accessToken: string;
      readonly edited: boolean;
    }
  | {
      readonly page: 'bookingByCode';
      readonly country: string;
      readonly action: BookingCodeAction;
      readonly confirmationCode: string;
    }
  | { readonly page: 'bookingEdit'; readonly country: string; readonly confirmationCode: string }
  /** The booking's page by its confirmation code, `{country}/bookings/view/{code}` (issue 18, docs/adr/0068). */
  | { readonly page: 'bookingView'; readonly country: string; readonly confirmationCode: string }
  /** The card payment page (storefront §2 "{country}/dlocal/{tokenData}/{bookingId}/{accessToken}", docs/adr/0045). */
  | {
      readonly page: 'payment';
      readonly country: string;
      readonly tokenData: string;
      readonly bookingId: BookingId;
      readonly accessToken: string;
    }
  /** A review invitation's page (ADR 0032: the spec names no route). */
  | { readonly page: 'review'; readonly country: string; readonly code: string }
  | { readonly page: 'notFound' };

export type StorefrontRoute = StorefrontPage & {
  /** The storefront runs inside another site's frame (the `iframe` segment). */
  readonly embedded: boolean;
};

const country = /^[a-z]{2}$/;
const positiveId = /^[1-9]\d{0,9}$/;
const token = /^[A-Za-z0-9_-]{1,200}$/;
/** A payment's token as the provider's page hands it over: URL-safe, possibly longer. */
const paymentToken = /^[A-Za-z0-9_.~-]{1,500}$/;

function id(segment: string | undefined): number | null {
  return segment !== undefined && positiveId.test(segment) ? Number(segment) : null;
}

/** A segment naming a location or a booking, decoded into the domain's id here, once (ADR 0054). */
function brandedId<Id>(segment: string | undefined, is: (value: unknown) => value is Id): Id | null {
  const parsed = id(segment);
  return parsed !== null && is(parsed) ? parsed : null;
}

/** The route a path names; anything unknown is the not-found page. */
export function parseStorefrontPath(pathname: string): StorefrontRoute {
  const segments = pathname
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => decodeURIComponent(segment));
  if (segments.length === 0) return { page: 'home', embedded: false };
  const [first = '', ...rest] = segments;
  if (!country.test(first)) return { page: 'notFound', embedded: false };
  const embedded = rest[0] === 'iframe';
  const [section, ...tail] = embedded ? rest.slice(1) : rest;
  const notFound: StorefrontRoute = { page: 'notFound', embedded };
  if (section === undefined) return { page: 'locations', country: first, embedded };
  if (section === 'sucursal') {
    const locationId = brandedId(tail[0], isLocationId);
    if (locationId === null) return notFound;
    if (tail.length === 1) return { page: 'location', country: first, locationId, professionalId: null, embedded };
    const professionalId = tail[1] === 'profesional' && tail.length === 3 ? id(tail[2]) : null;
    return professionalId === null
      ? notFound
      : { page: 'location', country: first, locationId, professionalId, embedded };
  }
  if (section === 'bookings' && tail.length === 2) {
    const kind = codePageOf(tail[0]);
    const confirmationCode = tail[1] ?? '';
    if (kind === null || !token.test(confirmationCode)) return notFound;
    if (kind === 'change') return { page: 'bookingEdit', country: first, confirmationCode, embedded };
    if (kind === 'view') return { page: 'bookingView', country: first, confirmationCode, embedded };
    return { page: 'bookingByCode', country: first, action: kind, confirmationCode, embedded };
  }
  if (section === 'reviews' && tail.length === 1) {
    const code = tail[0] ?? '';
    return token.test(code) ? { page: 'review', country: first, code, embedded } : notFound;
  }
  if (section === 'dlocal' && tail.length === 3) {
    const tokenData = tail[0] ?? '';
    const bookingId = brandedId(tail[1], isBookingId);
    const accessToken = tail[2] ?? '';
    if (!paymentToken.test(tokenData) || bookingId === null || !token.test(accessToken)) return notFound;
    return { page: 'payment', country: first, tokenData, bookingId, accessToken, embedded };
  }
  if (section === 'bookings' && tail.length === 3) {
    const bookingId = brandedId(tail[0], isBookingId);
    const accessToken = tail[1] ?? '';
    const edited = tail[2];
    if (bookingId === null || !token.test(accessToken) || (edited !== 'true' && edited !== 'false')) return notFound;
    return { page: 'bookingSummary', country: first, bookingId, accessToken, edited: edited === 'true', embedded };
  }
  return notFound;
}

/**
 * A page reached by a booking's confirmation code, at the address its mail links to (mail-links.ts
 * builds both, so the two never drift), inside the frame when `embedded`.
 */
function codePage(country: string, kind: CodePageKind, code: string, embedded: boolean): string {
  const path = codePagePath(country, kind, code);
  return embedded ? path.replace(/^\/[^/]+/, (countrySegment) => `${countrySegment}/iframe`) : path;
}

/** The path of a page, inside the frame when `embedded` (the segment goes right after the country). */
export function storefrontPath(page: StorefrontPage, embedded: boolean): string {
  const frame = embedded ? '/iframe' : '';
  switch (page.page) {
    case 'home':
    case 'notFound':
      return '/';
    case 'locations':
      return `/${page.country}${frame}`;
    case 'location':
      return `/${page.country}${frame}/sucursal/${String(page.locationId)}${page.professionalId === null ? '' : `/profesional/${String(page.professionalId)}`}`;
    case 'bookingSummary':
      return `/${page.country}${frame}/bookings/${String(page.bookingId)}/${encodeURIComponent(page.accessToken)}/${String(page.edited)}`;
    case 'bookingByCode':
      return codePage(page.country, page.action, page.confirmationCode, embedded);
    case 'bookingEdit':
    case 'bookingView':
      return codePage(page.country, page.page === 'bookingEdit' ? 'change' : 'view', page.confirmationCode, embedded);
    case 'review':
      return `/${page.country}${frame}/reviews/${encodeURIComponent(page.code)}`;
    case 'payment':
      return `/${page.country}${frame}/dlocal/${encodeURIComponent(page.tokenData)}/${String(page.bookingId)}/${encodeURIComponent(page.accessToken)}`;
  }
}

/**
 * A link into a branch's services page keeps the query string of the page it is on (booking-wizard
 * §2 Routes "Branch services page …, query string kept"): from the locations list or a branch's
 * page, the visit's UTM parameters, creative_source and the rest travel on to the branch. A link
 * with a query of its own keeps that one; the booking's own pages (summary, payment, code pages)
 * pass on nothing, their query being theirs.
 */
export function withKeptQuery(path: string, current: { readonly pathname: string; readonly search: string }): string {
  if (path.includes('?') || current.search === '' || current.search === '?') return path;
  if (parseStorefrontPath(path).page !== 'location') return path;
  const from = parseStorefrontPath(current.pathname).page;
  if (from !== 'location' && from !== 'locations') return path;
  return `${path}${current.search.startsWith('?') ? '' : '?'}${current.search}`;
}
