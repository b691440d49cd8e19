import { computed, signal, type ReadonlySignal } from '@preact/signals-react';
import type { Storefront } from '#application/client-side/catalogue/load-storefront';
import type { GiftCardProductView } from '#application/ports/client/gift-card-offers';
import type { LocationId } from '#domain/storefront/company';
import type { StorefrontServices } from '../../shared/storefront-services';
import { IDLE, type Loadable } from '../../shared/loadable';

// The location's gift cards (issue 31; docs/adr/0105): asked for once the page has painted, so
// that the page's first paint never waits for them; the page shows its tabs only when there are
// some. The names of the other locations that honour them are asked for only when one does, once
// the gift cards' tab is shown.

export function createGiftCardOffersModel(
  services: Pick<StorefrontServices, 'giftCardOffers' | 'locations'>,
  /** The products read before the first render (shared/first-page.ts): the tabs show from it on, nothing moves after. */
  initial?: Loadable<readonly GiftCardProductView[]>,
) {
  const products = signal<Loadable<readonly GiftCardProductView[]>>(initial ?? IDLE);
  const locationNames = signal<ReadonlyMap<LocationId, string>>(new Map());

  let namesAsked = false;

  /**
   * The names of the other locations that honour the products, asked for once, when the gift
   * cards are shown: the page's first view asks for nothing it does not show (docs/adr/0110).
   */
  function nameHonouringLocations(storefront: Storefront): void {
    const loaded = products.peek();
    const found = loaded.status === 'ready' ? loaded.value : [];
    const here = storefront.location.id;
    if (namesAsked || !found.some((product) => product.honouredAt.some((id) => id !== here))) return;
    namesAsked = true;
    void services.locations.listLocations(storefront.company.id).map((locations) => {
      locationNames.value = new Map(locations.map((location) => [location.id, location.locationName]));
    });
  }

  function load(storefront: Storefront): void {
    if (products.peek().status === 'ready' && locationNames.peek().size === 0)
      locationNames.value = new Map([[storefront.location.id, storefront.location.locationName]]);
    if (products.peek().status !== 'idle') return;
    products.value = { status: 'loading' };
    void services.giftCardOffers.listGiftCardProducts(storefront.location.id).match(
      (found) => {
        products.value = { status: 'ready', value: found };
        locationNames.value = new Map([[storefront.location.id, storefront.location.locationName]]);
      },
      (failure) => {
        products.value = { status: 'failed', failure };
      },
    );
  }

  return {
    products: products as ReadonlySignal<Loadable<readonly GiftCardProductView[]>>,
    /** The products to show the tabs for: none while loading, when it failed or when the location sells none. */
    shown: computed(() => (products.value.status === 'ready' ? products.value.value : [])),
    locationNames: locationNames as ReadonlySignal<ReadonlyMap<LocationId, string>>,
    load,
    nameHonouringLocations,
    /** The names of the locations that honour `product`, in its order; those not known yet are left out. A view reading them shows them once they come. */
    honouredAtNames: (product: GiftCardProductView): readonly string[] =>
      product.honouredAt.flatMap((id) => {
        const name = locationNames.value.get(id);
        return name === undefined ? [] : [name];
      }),
  };
}

export type GiftCardOffersModel = ReturnType<typeof createGiftCardOffersModel>;
