import type { Hono } from 'hono';
import { htmlText } from '#domain/shared/html-text';
import type { ListSitemapPages } from '#application/catalogue/list-sitemap-pages';

// The storefront's sitemap (issue 36, docs/adr/0128): every active location's page, as absolute
// addresses under the same origin as the pages' canonical addresses.

/** What the sitemap is read from. */
export interface SitemapUseCases {
  /** The pages the sitemap names (docs/adr/0128). */
  readonly listSitemapPages: ListSitemapPages;
}

/** Where the sitemap is served. */
export const SITEMAP_PATH = '/sitemap.xml';

/** How long a sitemap may be kept: a location opened or closed shows within minutes. */
const SITEMAP_CACHE = 'public, max-age=300';

/** The sitemap protocol's XML naming `paths` under `origin`, each address escaped. */
export function sitemapXml(origin: string, paths: readonly string[]): string {
  const entries = paths.map((path) => `  <url><loc>${htmlText(`${origin}${path}`)}</loc></url>\n`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}</urlset>\n`;
}

/** Serves the sitemap at `/sitemap.xml`, under RESERVA_PUBLIC_URL's origin when set, else the request's. */
export function mountSitemap(
  app: Hono,
  listSitemapPages: ListSitemapPages,
  publicOrigin: string | null | undefined,
): void {
  app.get(SITEMAP_PATH, async (c) => {
    const origin = publicOrigin ?? new URL(c.req.url).origin;
    const xml = sitemapXml(origin, await listSitemapPages());
    c.header('Cache-Control', SITEMAP_CACHE);
    return c.body(xml, 200, { 'Content-Type': 'application/xml; charset=utf-8' });
  });
}
