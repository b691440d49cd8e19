import type { BookingCodeAction } from '../booking/code-actions';
import { isBookingId, type BookingId } from '../booking/booking-id.plain';
import { isLocationId, type LocationId } from './company.plain';
import { codePageOf } from '../booking/code-pages';

// The storefront's route table (booking-wizard §2 Routes, storefront §2): a two-letter country
// segment first, then an `iframe` segment when the storefront is embedded in another site's frame,
// then the page. Parsed here once: the storefront routes by it, and the server answers 404 for the
// paths it reads as the not-found page (docs/adr/0076). src/ui/shared/storefront-route.ts builds
// the paths back, with the same embedding, so a link never drops out of the frame.

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
  /**
   * The card payment page of a gift card purchase paid through dLocal,
   * `{country}/dlocal/{tokenData}/gift_card/{accessToken}` (issue 31; docs/adr/0111): the booking's
   * card page, paying a purchase instead of a booking group.
   */
  | {
      readonly page: 'giftCardPayment';
      readonly country: string;
      readonly tokenData: string;
      readonly accessToken: string;
    }
  /**
   * A gift card purchase's confirmation page, `{country}/gift_cards/{accessToken}` (issue 31
   * "Buying"; docs/adr/0111): where its payment returns the buyer, as a booking's returns to its summary.
   */
  | { readonly page: 'giftCardPurchase'; readonly country: string; readonly accessToken: string }
  /**
   * A booking's consent form to sign, or as signed, by the code of its link,
   * `{country}/sign_consents/{code}` (storefront §2; issue 32 "Signing"; docs/adr/0117).
   */
  | { readonly page: 'consentSigning'; readonly country: string; readonly code: string }
  /** A review invitation's page (ADR 0032: the spec names no route). */
  | { readonly page: 'review'; readonly country: string; readonly code: string }
  /** The signed-in client's bookings (issue 34 My bookings; docs/adr/0122). */
  | { readonly page: 'myBookings'; readonly country: string }
  /** The signed-in client's details, change of email and deletion of the account (issue 34 My details). */
  | { readonly page: 'myDetails'; readonly country: string }
  /**
   * A page an account's mail links to, `{country}/users/{verify|password|email}/{secret}` (issue 34;
   * docs/adr/0121): it posts the secret only when the person acts, never on opening.
   */
  | { readonly page: 'accountLink'; readonly country: string; readonly link: AccountLinkPage; readonly secret: string }
  | { readonly page: 'notFound' };

/** What an account's link does: verify a new account's email, set a new password, confirm a new email. */
export type AccountLinkPage = 'verify' | 'password' | 'email';
const ACCOUNT_LINK_PAGES: readonly string[] = ['verify', 'password', 'email'] satisfies AccountLinkPage[];

function isAccountLinkPage(segment: string | undefined): segment is AccountLinkPage {
  return segment !== undefined && ACCOUNT_LINK_PAGES.includes(segment);
}

export type StorefrontRoute = StorefrontPage & {
  /** The storefront runs inside another site's frame (the `iframe` segment). */
  readonly embedded: boolean;
};

const country = /^[a-z]{2}$/;
const positiveId = /^[1-9]\d{0,9}$/;
const token = /^[A-Za-z0-9_-]{1,200}$/;
/** A payment's token as the provider's page hands it over: URL-safe, possibly longer. */
const paymentToken = /^[A-Za-z0-9_.~-]{1,500}$/;

/** Where a booking's card page has the booking's id, a purchase's has this word (never an id). */
export const GIFT_CARD_PAYMENT_SEGMENT = 'gift_card';

function id(segment: string | undefined): number | null {
  return segment !== undefined && positiveId.test(segment) ? Number(segment) : null;
}

/** A segment naming a location or a booking, decoded into the domain's id here, once (ADR 0054). */
function brandedId<Id>(segment: string | undefined, is: (value: unknown) => value is Id): Id | null {
  const parsed = id(segment);
  return parsed !== null && is(parsed) ? parsed : null;
}

/**
 * The path of a location's page, where its clients book (storefront §2 Routes "/{country}/sucursal/{id}"),
 * as the route table reads it back: what support gives a business once it is onboarded (issue 35).
 */
export function locationPagePath(countryCode: string, locationId: LocationId): string {
  return `/${countryCode.toLowerCase()}/sucursal/${String(locationId)}`;
}

/** A path's segment as written, or null when its percent-encoding is broken ("%E0%A4%A"). */
function decodedSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The route a path names; anything unknown — a broken percent-encoding too — is the not-found page. */
export function parseStorefrontPath(pathname: string): StorefrontRoute {
  const decoded = pathname
    .split('/')
    .filter((segment) => segment !== '')
    .map(decodedSegment);
  if (decoded.includes(null)) return { page: 'notFound', embedded: false };
  const segments = decoded.filter((segment) => segment !== null);
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
  if (section === 'users' && tail.length === 1 && tail[0] === 'bookings') {
    return { page: 'myBookings', country: first, embedded };
  }
  if (section === 'users' && tail.length === 1 && tail[0] === 'profile') {
    return { page: 'myDetails', country: first, embedded };
  }
  if (section === 'users' && tail.length === 2 && isAccountLinkPage(tail[0])) {
    const secret = tail[1] ?? '';
    return token.test(secret) ? { page: 'accountLink', country: first, link: tail[0], secret, embedded } : notFound;
  }
  if (section === 'reviews' && tail.length === 1) {
    const code = tail[0] ?? '';
    return token.test(code) ? { page: 'review', country: first, code, embedded } : notFound;
  }
  if (section === 'sign_consents' && tail.length === 1) {
    const code = tail[0] ?? '';
    return token.test(code) ? { page: 'consentSigning', country: first, code, embedded } : notFound;
  }
  if (section === 'gift_cards' && tail.length === 1) {
    const accessToken = tail[0] ?? '';
    return token.test(accessToken) ? { page: 'giftCardPurchase', country: first, accessToken, embedded } : notFound;
  }
  if (section === 'dlocal' && tail.length === 3 && tail[1] === GIFT_CARD_PAYMENT_SEGMENT) {
    const tokenData = tail[0] ?? '';
    const accessToken = tail[2] ?? '';
    if (!paymentToken.test(tokenData) || !token.test(accessToken)) return notFound;
    return { page: 'giftCardPayment', country: first, tokenData, accessToken, embedded };
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

/** The HTTP status a storefront page's address answers with (storefront §2 "404 page"): 404 for the not-found page, 200 for every other. */
export function storefrontPageStatus(route: StorefrontRoute): 200 | 404 {
  return route.page === 'notFound' ? 404 : 200;
}
