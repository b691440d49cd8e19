import { describe, expect, it } from 'vitest';
import type { GiftCardProduct, GiftCardProductId } from '#domain/gift-card/gift-card-product';
import type { ServiceId } from '#domain/catalog/service';
import { locationId } from '#domain/shared/ids.test-support';
import { aLocation, inMemoryCompanyDirectory } from './in-memory-directories.test-support';
import { inMemoryGiftCardProducts } from './in-memory-gift-card-products.test-support';
import { listGiftCardProducts } from './list-gift-card-products';

const amounts: GiftCardProduct = {
  id: 1 as GiftCardProductId,
  key: 'tarjeta-de-regalo',
  name: 'Tarjeta de regalo',
  worth: { _tag: 'ChosenAmount', fixed: [20000, 40000, 60000], free: { minimum: 10000, maximum: 200000 } },
  validityMonths: 12,
  honouredAt: [locationId(1), locationId(2)],
  terms: 'No se canjea por dinero.',
};
const aCut: GiftCardProduct = {
  ...amounts,
  id: 2 as GiftCardProductId,
  key: 'regala-un-corte',
  name: 'Regala un corte',
  worth: { _tag: 'ServiceWorth', serviceId: 1 as ServiceId, serviceName: 'Corte de pelo mujer', price: 18000 },
  honouredAt: [locationId(1)],
};

const list = listGiftCardProducts({
  companyDirectory: inMemoryCompanyDirectory({
    locations: [
      aLocation({ id: locationId(1) }),
      aLocation({ id: locationId(2), name: 'Las Condes' }),
      aLocation({ id: locationId(3), name: 'Quilicura' }),
      aLocation({ id: locationId(4), name: 'Vitacura', active: false }),
    ],
  }),
  giftCardProducts: inMemoryGiftCardProducts([
    amounts,
    aCut,
    { ...amounts, id: 3 as GiftCardProductId, honouredAt: [locationId(4)] },
  ]),
});

describe("listing a location's gift cards (issue 31: the location page's gift cards tab)", () => {
  it('answers the products the location honours, in the company order', async () => {
    expect((await list({ locationId: locationId(1) }))._unsafeUnwrap()).toEqual([amounts, aCut]);
    expect((await list({ locationId: locationId(2) }))._unsafeUnwrap()).toEqual([amounts]);
  });

  it('answers none for a location that honours no card', async () => {
    expect((await list({ locationId: locationId(3) }))._unsafeUnwrap()).toEqual([]);
  });

  it('does not find a location that is not active, nor one that does not exist', async () => {
    expect((await list({ locationId: locationId(4) }))._unsafeUnwrapErr()._tag).toBe('LocationNotFound');
    expect((await list({ locationId: locationId(99) }))._unsafeUnwrapErr()._tag).toBe('LocationNotFound');
  });
});
