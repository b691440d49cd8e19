import type { ResultAsync } from 'neverthrow';
import type { ClientSideFailure } from '#application/client-side/shared/client-side-errors';
import { reviewPages } from '#application/client-side/review/review-pages';
import { parseStorefrontPath } from '#domain/storefront/storefront-route';
import { seedTimeZone } from '#domain/availability/time-zone';
import { firstPageData, type FirstPageData } from './first-page';
import type { Loadable } from './loadable';
import type { Place } from './router';
import type { StorefrontServices } from './storefront-services';

// Reading the first page's data (first-page.ts; docs/adr/0129): the server's renderer imports it,
// the browser loads it only for a page the server rendered, so it is not in the first page's chunk.

function settled<T>(read: ResultAsync<T, ClientSideFailure>): Promise<Loadable<T>> {
  return read.match(
    (value): Loadable<T> => ({ status: 'ready', value }),
    (failure): Loadable<T> => ({ status: 'failed', failure }),
  );
}

/**
 * Takes the time zones' offsets a page carries (docs/adr/0149), before its first data is read; a
 * seed that is not one is left, and its zone read from Intl when asked for.
 */
export function seedCarriedZones(seeds: readonly unknown[]): void {
  for (const seed of seeds) seedTimeZone(seed);
}

/**
 * Reads what the page at `place` shows first through the storefront's own use cases: a location
 * page's storefront, a branch list's company and branches. Other pages show their loading state
 * first, and read nothing here.
 */
export async function loadFirstPage(
  services: Pick<
    StorefrontServices,
    'useCases' | 'companies' | 'locations' | 'giftCardOffers' | 'giftCardOrders' | 'reviews'
  >,
  place: Place,
  host: string,
): Promise<FirstPageData> {
  const route = parseStorefrontPath(place.pathname);
  const entries = new Map<string, Loadable<unknown>>();
  if (route.page === 'location') {
    const token = new URLSearchParams(place.search).get('token');
    const storefront = await settled(services.useCases.loadStorefront(route.locationId, token));
    entries.set(`storefront ${String(route.locationId)} ${token ?? ''}`, storefront);
    // The review summary, and the gift cards that decide whether the page shows its tabs: read
    // first too, so that they do not move the page when they come.
    if (storefront.status === 'ready')
      entries.set(
        `review summary ${String(route.locationId)}`,
        await settled(reviewPages(services, route.locationId, storefront.value.company.reviewsV2).summary()),
      );
    if (storefront.status === 'ready' && services.giftCardOrders !== null)
      entries.set(
        `gift cards ${String(route.locationId)}`,
        await settled(services.giftCardOffers.listGiftCardProducts(route.locationId)),
      );
  } else if (route.page === 'locations') {
    // The branch list's rules load with its page's code, not with the first page's (its budget).
    const [{ webAddressOfHost }, { loadBranchList }] = await Promise.all([
      import('#domain/storefront/company-host'),
      import('#application/client-side/catalogue/load-branch-list'),
    ]);
    const webAddress = webAddressOfHost(host);
    if (webAddress !== null)
      entries.set(
        `branches ${webAddress} ${route.country}`,
        await settled(loadBranchList(services)(webAddress, route.country)),
      );
  }
  return firstPageData(entries);
}
