import { codePagePath, type CodePageKind } from '#domain/booking/code-pages';
import {
  GIFT_CARD_PAYMENT_SEGMENT,
  parseStorefrontPath,
  type StorefrontPage,
} from '#domain/storefront/storefront-route';

// The storefront's paths, built back from its pages (booking-wizard §2 Routes, storefront §2) with
// the same embedding the route table (#domain/storefront/storefront-route) reads, so a link never
// drops out of the frame.

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
    case 'myBookings':
      return `/${page.country}${frame}/users/bookings`;
    case 'myDetails':
      return `/${page.country}${frame}/users/profile`;
    case 'payment':
      return `/${page.country}${frame}/dlocal/${encodeURIComponent(page.tokenData)}/${String(page.bookingId)}/${encodeURIComponent(page.accessToken)}`;
    case 'giftCardPayment':
      return `/${page.country}${frame}/dlocal/${encodeURIComponent(page.tokenData)}/${GIFT_CARD_PAYMENT_SEGMENT}/${encodeURIComponent(page.accessToken)}`;
    case 'accountLink':
      return `/${page.country}${frame}/users/${page.link}/${encodeURIComponent(page.secret)}`;
    case 'consentSigning':
      return `/${page.country}${frame}/sign_consents/${encodeURIComponent(page.code)}`;
    case 'giftCardPurchase':
      return `/${page.country}${frame}/gift_cards/${encodeURIComponent(page.accessToken)}`;
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
