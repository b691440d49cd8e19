// The ways a location page reaches a company beyond its storefront (issue 36; docs/adr/0131): a
// location's WhatsApp number, which is not its phone (a landline has no WhatsApp, and wa.me opens a
// chat with whatever number it is given), and the company's own apps in the App Store and Google
// Play, which the page's app-download banner links to.

/**
 * A WhatsApp number as a business writes it: the country code first, optionally after `+`, then
 * the number, with spaces, hyphens, dots or parentheses between digits as people write them
 * (`+56 9 8765 4321`). E.164 allows at most 15 digits; fewer than 8 is no mobile number anywhere.
 */
export const WHATSAPP_NUMBER_PATTERN = /^\+?[0-9](?:[ .()-]*[0-9]){7,14}$/u;

/** True when `value` is a WhatsApp number as WHATSAPP_NUMBER_PATTERN reads it. */
export function isWhatsAppNumber(value: string): boolean {
  return WHATSAPP_NUMBER_PATTERN.test(value);
}

/** The number as wa.me takes it: its digits, the country code first, no `+`, spaces or punctuation. */
export function whatsAppDigits(number: string): string {
  return number.replace(/\D/gu, '');
}

/** The chat link of a WhatsApp number; null for none, or for a number that is not one. */
export function whatsAppLink(number: string | null): string | null {
  if (number === null || !isWhatsAppNumber(number)) return null;
  return `https://wa.me/${whatsAppDigits(number)}`;
}

/** The stores a company's app is offered in. */
export const APP_STORES = ['app_store', 'google_play'] as const;
export type AppStore = (typeof APP_STORES)[number];

/** Where each store's app pages are: an https address on that host and nowhere else. */
const STORE_ADDRESS: Readonly<Record<AppStore, RegExp>> = {
  app_store: /^https:\/\/apps\.apple\.com\/[^\s?#]\S*$/u,
  google_play: /^https:\/\/play\.google\.com\/[^\s?#]\S*$/u,
};

/** The pattern of an app's page in `store`, for the schemas that check one. */
export function appStoreAddressPattern(store: AppStore): RegExp {
  return STORE_ADDRESS[store];
}

/** True when `address` is an app's page in `store`: https, on the store's own host, with a path. */
export function isAppStoreAddress(store: AppStore, address: string): boolean {
  return address.length <= 500 && STORE_ADDRESS[store].test(address);
}

/** A company's apps: each store's page, null where it offers none. */
export interface CompanyApps {
  readonly appStore: string | null;
  readonly googlePlay: string | null;
}

export interface AppLink {
  readonly store: AppStore;
  readonly href: string;
}

/**
 * The links the app-download banner shows, the visitor's own store first (an Android phone gets
 * Google Play first, anything else the App Store); none when the company offers no app, so no banner.
 */
export function appLinks(apps: CompanyApps, userAgent: string): readonly AppLink[] {
  const links: AppLink[] = [];
  if (apps.appStore !== null && isAppStoreAddress('app_store', apps.appStore))
    links.push({ store: 'app_store', href: apps.appStore });
  if (apps.googlePlay !== null && isAppStoreAddress('google_play', apps.googlePlay))
    links.push({ store: 'google_play', href: apps.googlePlay });
  return /android/iu.test(userAgent) ? links.reverse() : links;
}
