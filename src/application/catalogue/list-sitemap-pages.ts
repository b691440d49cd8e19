import type { ListedLocations } from '../ports/server/listed-locations';
import { locationPagePath } from '#domain/storefront/storefront-route';

/**
 * The storefront pages its sitemap names (issue 36, docs/adr/0128): each active location's page
 * under its own country, `/{country}/sucursal/{id}` — the pages a search engine should find.
 */
export function listSitemapPages(ports: { readonly listedLocations: ListedLocations }) {
  return async (): Promise<readonly string[]> =>
    (await ports.listedLocations.listedLocations()).map((location) =>
      locationPagePath(location.countryCode, location.id),
    );
}

export type ListSitemapPages = ReturnType<typeof listSitemapPages>;
