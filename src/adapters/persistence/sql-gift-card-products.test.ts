import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GiftCardProducts } from '#application/ports/server/gift-card-products';
import { planCatalogue } from '#domain/catalogue-file/catalogue-changes';
import { DEMO_GIFT_CARD_PRODUCT, DEMO_LOCATION, DEMO_SERVICE } from './demo/demo-ids';
import { seededDatabase } from './demo/demo-databases.test-support';
import { sqlCatalogueStore } from './sql-catalogue-store';
import { sqlGiftCardProducts } from './sql-gift-card-products';
import { testEngines, type TestDatabase } from './test-databases.test-support';

// The gift card products a location sells (issue 31; migration 0028), over the demo's catalogue
// files, on PGlite and on PostgreSQL.

const engines = await testEngines();

describe.each(engines)('the gift card products’ SQL adapter on $name', (engine) => {
  describe.skipIf(engine.unavailable !== undefined)(`on ${engine.name}`, () => {
    let handle: TestDatabase;
    let products: GiftCardProducts;

    beforeAll(async () => {
      handle = await seededDatabase(engine);
      products = sqlGiftCardProducts(handle.database);
    });

    afterAll(async () => {
      await handle.dispose();
    });

    it("answers the salon's cards at Providencia in its order: of an amount, and worth a women's cut", async () => {
      expect(await products.honouredAt(DEMO_LOCATION.providencia)).toEqual([
        {
          id: DEMO_GIFT_CARD_PRODUCT.auroraGiftCard,
          key: 'tarjeta-de-regalo',
          name: 'Tarjeta de regalo',
          worth: { _tag: 'ChosenAmount', fixed: [20000, 40000, 60000], free: { minimum: 10000, maximum: 200000 } },
          validityMonths: 12,
          honouredAt: [DEMO_LOCATION.providencia, DEMO_LOCATION.lasCondes],
          terms: expect.stringContaining('\nSe puede usar en uno o varios servicios') as unknown,
        },
        {
          id: DEMO_GIFT_CARD_PRODUCT.auroraWomensCut,
          key: 'regala-un-corte',
          name: 'Regala un corte',
          worth: {
            _tag: 'ServiceWorth',
            serviceId: DEMO_SERVICE.womensCut,
            serviceName: 'Corte de pelo mujer',
            price: 18000,
          },
          validityMonths: 12,
          honouredAt: [DEMO_LOCATION.providencia, DEMO_LOCATION.lasCondes],
          terms: expect.any(String) as unknown,
        },
      ]);
    });

    it('answers the barbershop’s card, in pesos, at Palermo only', async () => {
      const palermo = await products.honouredAt(DEMO_LOCATION.palermo);
      expect(palermo.map((product) => [product.id, product.worth, product.honouredAt])).toEqual([
        [
          DEMO_GIFT_CARD_PRODUCT.portenaGiftCard,
          { _tag: 'ChosenAmount', fixed: [15000, 30000, 50000], free: null },
          [DEMO_LOCATION.palermo],
        ],
      ]);
      expect(await products.honouredAt(DEMO_LOCATION.pocitos)).toEqual([]);
      expect(await products.honouredAt(DEMO_LOCATION.quilicura)).toEqual([]);
    });

    it('no longer answers a card its catalogue retired, nor at a location it is no longer honoured at', async () => {
      const store = sqlCatalogueStore(handle.database);
      await store.transaction(async (unit) => {
        const current = await unit.current('salon-aurora');
        if (current === null) throw new Error('The demo has Salón Aurora');
        const next = {
          ...current,
          gift_card_products: current.gift_card_products
            .filter((product) => product.slug !== 'regala-un-corte')
            .map((product) => ({ ...product, honoured_at: ['providencia'] })),
        };
        await unit.write(next, planCatalogue(current, next));
      });
      const providencia = await products.honouredAt(DEMO_LOCATION.providencia);
      expect(providencia.map((product) => [product.key, product.honouredAt])).toEqual([
        ['tarjeta-de-regalo', [DEMO_LOCATION.providencia]],
      ]);
      expect(await products.honouredAt(DEMO_LOCATION.lasCondes)).toEqual([]);
    });
  });
});
