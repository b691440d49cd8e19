// Which company a storefront page belongs to when its route does not say (the branch list,
// `{country}`; docs/adr/0033): the one whose web address is the first label of the page's host name
// — `salon-aurora.reserva.example`, or `salon-aurora.localhost` on a developer's machine. A host
// without such a label (plain `localhost`, an IP address, the site's own bare domain, `www.…`)
// names no company.

/** A web address as one host label spells it: lower-case letters, digits and inner hyphens (openapi `WebAddress`). */
const WEB_ADDRESS_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** Labels that name the site, never a company. */
const NOT_A_COMPANY = new Set(['www']);

const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/** The host name of `host` (`name[:port]`, `[ipv6][:port]`), lower case, without a trailing dot; null for an IPv6 literal. */
function hostNameOf(host: string): string | null {
  const lower = host.trim().toLowerCase();
  if (lower.startsWith('[') || lower.split(':').length > 2) return null;
  const [name = ''] = lower.split(':');
  return name.endsWith('.') ? name.slice(0, -1) : name;
}

/**
 * The web address the page's host names, or null when it names none. `host` is the address bar's
 * host, with or without its port. The company's label comes before at least two others
 * (`salon-aurora.reserva.example`), or before `localhost` alone (`salon-aurora.localhost`).
 */
export function webAddressOfHost(host: string): string | null {
  const name = hostNameOf(host);
  if (name === null || IPV4.test(name)) return null;
  const labels = name.split('.');
  if (labels.some((label) => label === '')) return null;
  const [first = '', ...rest] = labels;
  const underTheSite = rest.length >= 2 || (rest.length === 1 && rest[0] === 'localhost');
  if (!underTheSite || NOT_A_COMPANY.has(first) || !WEB_ADDRESS_LABEL.test(first)) return null;
  return first;
}

/**
 * Where a page on `host` finds the branch list of the company at `webAddress` (storefront §2, the
 * provider header's 'show branch location'): on this host when it names that company; on
 * `{webAddress}.localhost`, same port, when the page is on plain `localhost`; nowhere otherwise,
 * since the storefront cannot know another deployment's domain for the company.
 */
export type BranchListHost =
  { readonly _tag: 'ThisHost' } | { readonly _tag: 'LocalHost'; readonly host: string } | { readonly _tag: 'Unknown' };

export function branchListHost(host: string, webAddress: string): BranchListHost {
  if (webAddressOfHost(host) === webAddress) return { _tag: 'ThisHost' };
  const name = hostNameOf(host);
  if (name === 'localhost' && WEB_ADDRESS_LABEL.test(webAddress) && !NOT_A_COMPANY.has(webAddress)) {
    const port = host.trim().split(':')[1];
    return { _tag: 'LocalHost', host: `${webAddress}.localhost${port === undefined || port === '' ? '' : `:${port}`}` };
  }
  return { _tag: 'Unknown' };
}
