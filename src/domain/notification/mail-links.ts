// The links a client's mail carries (issue 18 "Links"): each opens an existing storefront page by
// the booking's confirmation code (storefront §2 `bookings/{action}/{code}`, `bookings/edit/{code}`),
// the review page by a review code, or the location's page to book again. The storefront's pages
// act only on POST, so following a link never changes a booking by itself.
//
// This module names the links and builds their addresses; which of them a booking's mail offers is
// decided by the booking's state and its company's limits (see mailLinksFor, issue 18 helper work).

/** What a link in a mail does, in the order a mail shows them. */
export const MAIL_LINK_KINDS = [
  'view',
  'confirm',
  'confirmAll',
  'change',
  'cancel',
  'cancelAll',
  'review',
  'bookAgain',
] as const;
export type MailLinkKind = (typeof MAIL_LINK_KINDS)[number];

/** A link as a mail shows it: a button (HTML) or a labelled address (plain text). */
export interface MailLink {
  readonly kind: MailLinkKind;
  readonly href: string;
}

/** The path segment of each page reached by a booking's confirmation code. */
const CODE_PAGE_SEGMENTS = {
  view: 'view',
  confirm: 'confirm',
  confirmAll: 'confirm_all',
  change: 'edit',
  cancel: 'cancel',
  cancelAll: 'cancel_all',
} as const satisfies Partial<Record<MailLinkKind, string>>;

export type CodePageKind = keyof typeof CODE_PAGE_SEGMENTS;

function origin(storefrontOrigin: string): string {
  return storefrontOrigin.replace(/\/+$/, '');
}

function countrySegment(countryCode: string): string {
  return encodeURIComponent(countryCode.toLowerCase());
}

/** The path of a page reached by a booking's confirmation code: `/{country}/bookings/{segment}/{code}`. */
export function codePagePath(countryCode: string, kind: CodePageKind, code: string): string {
  return `/${countrySegment(countryCode)}/bookings/${CODE_PAGE_SEGMENTS[kind]}/${encodeURIComponent(code)}`;
}

/** A code page's full address under the storefront's public origin. */
export function codePageLink(
  storefrontOrigin: string,
  countryCode: string,
  kind: CodePageKind,
  code: string,
): MailLink {
  return { kind, href: `${origin(storefrontOrigin)}${codePagePath(countryCode, kind, code)}` };
}

/** The review invitation's page (ADR 0032): `/{country}/reviews/{code}`. */
export function reviewLink(storefrontOrigin: string, countryCode: string, reviewCode: string): MailLink {
  return {
    kind: 'review',
    href: `${origin(storefrontOrigin)}/${countrySegment(countryCode)}/reviews/${encodeURIComponent(reviewCode)}`,
  };
}
