import { expect, it } from 'vitest';
import type { GiftCardProducts } from '#application/ports/server/gift-card-products';
import type { ServiceId } from '#domain/catalog/service';
import type { Catalogue } from '#domain/catalogue-file/catalogue';
import type { LocationId } from '#domain/storefront/company';
import { exampleSalon } from './catalogue-store-contract.test-support';

// Test support: what every GiftCardProducts adapter must do (issue 31; ADR 0097, ADR 0105) — the
// SQL adapter on PGlite and on PostgreSQL, and the in-memory fake the use case is tested over — as
// one set of tests each runs, over the example salon's catalogue file under a slug of each test's own.

/** The ids a written catalogue's locations and services have, by their slugs. */
export interface WrittenCatalogue {
  location(slug: string): LocationId;
  service(slug: string): ServiceId;
}

export interface GiftCardProductsWorld {
  readonly products: GiftCardProducts;
  /** Writes `catalogue` as its company's whole catalogue (over what it had); answers its ids. */
  sell(catalogue: Catalogue): Promise<WrittenCatalogue>;
}

let companies = 0;
const aSalon = () => exampleSalon(`gift-cards-${String((companies += 1))}-${Math.random().toString(36).slice(2, 8)}`);

export function giftCardProductsContract(world: () => Promise<GiftCardProductsWorld>): void {
  it("answers the products a location honours in its company's order, with where each is honoured and the service it is worth", async () => {
    const w = await world();
    const salon = aSalon();
    const ids = await w.sell(salon);
    const both = [ids.location('providencia'), ids.location('las-condes')];
    expect(await w.products.honouredAt(ids.location('providencia'))).toEqual([
      {
        id: expect.any(Number) as unknown,
        key: 'gift-card',
        name: 'Gift card',
        worth: { _tag: 'ChosenAmount', fixed: [20000, 40000, 60000], free: { minimum: 10000, maximum: 200000 } },
        validityMonths: 12,
        honouredAt: both,
        terms: 'Valid for 12 months from the day it is bought.\nNot exchangeable for cash.',
      },
      {
        id: expect.any(Number) as unknown,
        key: 'a-womens-cut',
        name: "A women's cut",
        worth: {
          _tag: 'ServiceWorth',
          serviceId: ids.service('womens-cut'),
          serviceName: 'Corte de pelo mujer',
          price: 18000,
        },
        validityMonths: 6,
        honouredAt: both,
        terms: '',
      },
    ]);
  });

  it('forgets a product its next catalogue drops, and a location a product is no longer honoured at', async () => {
    const w = await world();
    const salon = aSalon();
    await w.sell(salon);
    const ids = await w.sell({
      ...salon,
      gift_card_products: salon.gift_card_products
        .filter((product) => product.slug !== 'a-womens-cut')
        .map((product) => ({ ...product, honoured_at: ['las-condes'] })),
    });
    expect(await w.products.honouredAt(ids.location('providencia'))).toEqual([]);
    const lasCondes = await w.products.honouredAt(ids.location('las-condes'));
    expect(lasCondes.map((product) => [product.key, product.honouredAt])).toEqual([
      ['gift-card', [ids.location('las-condes')]],
    ]);
  });

  it("answers the service's price as the catalogue now says it", async () => {
    const w = await world();
    const salon = aSalon();
    await w.sell(salon);
    const ids = await w.sell({
      ...salon,
      services: salon.services.map((service) =>
        service.slug === 'womens-cut' ? { ...service, price: 21000 } : service,
      ),
    });
    const [, cut] = await w.products.honouredAt(ids.location('las-condes'));
    expect(cut?.worth).toMatchObject({ _tag: 'ServiceWorth', price: 21000 });
  });
}
