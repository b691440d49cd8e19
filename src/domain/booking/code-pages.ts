// The storefront's pages reached by a booking's confirmation code (storefront §2
// `bookings/{action}/{code}`, `bookings/edit/{code}`; `bookings/view/{code}`, docs/adr/0068), by
// path. Mails link to them (notification/mail-links.ts) and the storefront routes to them
// (ui/shared/storefront-route.ts) through this one module, which imports nothing so that the
// storefront's first page pays for no rule it does not run.

/** The path segment of each page reached by a booking's confirmation code. */
const CODE_PAGE_SEGMENTS = {
  view: 'view',
  confirm: 'confirm',
  confirmAll: 'confirm_all',
  change: 'edit',
  cancel: 'cancel',
  cancelAll: 'cancel_all',
} as const;

export type CodePageKind = keyof typeof CODE_PAGE_SEGMENTS;

/** A country code as the first segment of a storefront path. */
export function countrySegment(countryCode: string): string {
  return encodeURIComponent(countryCode.toLowerCase());
}

/** The path of a page reached by a booking's confirmation code: `/{country}/bookings/{segment}/{code}`. */
export function codePagePath(countryCode: string, kind: CodePageKind, code: string): string {
  return `/${countrySegment(countryCode)}/bookings/${CODE_PAGE_SEGMENTS[kind]}/${encodeURIComponent(code)}`;
}

/** The page a path segment after `bookings/` names; null for none. */
export function codePageOf(segment: string | undefined): CodePageKind | null {
  return (
    (Object.keys(CODE_PAGE_SEGMENTS) as CodePageKind[]).find((kind) => CODE_PAGE_SEGMENTS[kind] === segment) ?? null
  );
}
