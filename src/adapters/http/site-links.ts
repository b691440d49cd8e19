import { jsonForHtml } from './preloaded-answers';

// The footer's links travel from the server's configuration (RESERVA_CLIENT_HELP_URL,
// RESERVA_FOR_BUSINESSES_URL, RESERVA_TERMS_URL) to the storefront in a JSON element of its page,
// so one built storefront serves every deployment (docs/adr/0076). A link not configured is null,
// and the footer leaves it out: no link to a page nobody serves.

export const SITE_LINKS_ID = 'reserva-site-links';

/** The footer's links: help for clients, Reserva for businesses (its sign-up), terms and privacy; null where none is configured. */
export interface SiteLinks {
  readonly clientHelp: string | null;
  readonly forBusinesses: string | null;
  readonly termsAndPrivacy: string | null;
}

export const NO_SITE_LINKS: SiteLinks = { clientHelp: null, forBusinesses: null, termsAndPrivacy: null };

/** `indexHtml` carrying `links` in a JSON element at the end of its head; unchanged when none is configured. */
export function withSiteLinks(indexHtml: string, links: SiteLinks): string {
  if (Object.values(links).every((link) => link === null)) return indexHtml;
  return indexHtml.replace(
    '</head>',
    `    <script type="application/json" id="${SITE_LINKS_ID}">${jsonForHtml(links)}</script>\n  </head>`,
  );
}

/** The links a page carries; none when it carries none or they cannot be read. Only http(s) addresses are taken. */
export function readSiteLinks(text: string | null): SiteLinks {
  let value: unknown = null;
  try {
    value = JSON.parse(text ?? 'null');
  } catch {
    // None carried.
  }
  const link = (name: keyof SiteLinks): string | null => {
    const address = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : null;
    return typeof address === 'string' && /^https?:\/\//i.test(address) ? address : null;
  };
  return {
    clientHelp: link('clientHelp'),
    forBusinesses: link('forBusinesses'),
    termsAndPrivacy: link('termsAndPrivacy'),
  };
}
