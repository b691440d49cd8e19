import { describe, expect, it } from 'vitest';
import type { LocalDate } from '#domain/calendar/local-date';
import type { ServiceId } from '#domain/catalog/service';
import {
  aCompany,
  aLocation,
  aService,
  inMemoryCatalogue,
  inMemoryCompanyDirectory,
  offered,
} from './in-memory-directories.test-support';
import { listServices } from './list-services';
import type { SpecialDiscountPromotion } from '../ports/server/catalogue';
import { companyId, locationId } from '#domain/shared/ids.test-support';

const haircut = aService({ id: 1, name: 'Corte de pelo', categoryId: 10 });
const colour = aService({ id: 2, name: 'Tintura', categoryId: 20 });
const facial = aService({
  id: 3,
  name: 'Limpieza facial',
  categoryId: 20,
  price: 30000,
  charlyDiscount: 30,
  payingPriceCharly: 21000,
  charlyPromotionStartDate: '2026-11-01',
  charlyPromotionEndDate: '2026-12-31',
});
const uncategorised = aService({ id: 4, name: 'Sin categoría', categoryId: null });

const promotion: SpecialDiscountPromotion = {
  token: 'vuelve-ana',
  companyId: companyId(1),
  startDate: '2026-12-01' as LocalDate,
  endDate: '2026-12-15' as LocalDate,
  prices: [{ serviceId: 3 as ServiceId, charlyDiscount: 40, payingPriceCharly: 18000 }],
};
const otherCompanysPromotion: SpecialDiscountPromotion = { ...promotion, token: 'de-otra', companyId: companyId(2) };

const services = listServices({
  companyDirectory: inMemoryCompanyDirectory({
    companies: [aCompany({ id: companyId(1) })],
    locations: [
      aLocation({ id: locationId(11), companyId: companyId(1) }),
      aLocation({ id: locationId(12), companyId: companyId(1), active: false }),
    ],
  }),
  catalogue: inMemoryCatalogue({
    catalogues: {
      11: {
        categories: [
          { id: 20, name: 'Coloración' },
          { id: 10, name: 'Cortes' },
          { id: 30, name: 'Vacía' },
        ],
        services: [haircut, colour, facial, uncategorised].map(offered),
      },
    },
    promotions: [promotion, otherCompanysPromotion],
  }),
});

describe('listing a location services by category (storefront §3 Category group, §7 GET /services)', () => {
  it("groups the services under their categories in the company's order, leaving out empty categories", async () => {
    const groups = (await services({ locationId: locationId(11), promotionToken: null }))._unsafeUnwrap();
    expect(groups.map((group) => [group.category.name, group.services.map((each) => each.service.name)])).toEqual([
      ['Coloración', ['Tintura', 'Limpieza facial']],
      ['Cortes', ['Corte de pelo']],
    ]);
  });

  it("keeps a service's own special-discount price without a promotion token", async () => {
    const groups = (await services({ locationId: locationId(11), promotionToken: null }))._unsafeUnwrap();
    expect(groups[0]?.services[1]?.service).toMatchObject({ charlyDiscount: 30, payingPriceCharly: 21000 });
  });

  it("applies a promotion token's special-discount price and dates to the services it names, and only to them", async () => {
    const groups = (await services({ locationId: locationId(11), promotionToken: 'vuelve-ana' }))._unsafeUnwrap();
    expect(groups[0]?.services[1]?.service).toMatchObject({
      charlyDiscount: 40,
      payingPriceCharly: 18000,
      charlyPromotionStartDate: '2026-12-01',
      charlyPromotionEndDate: '2026-12-15',
    });
    expect(groups[0]?.services[0]?.service).toEqual(colour);
  });

  it('does not find a promotion token that names nothing, or a promotion of another company', async () => {
    expect((await services({ locationId: locationId(11), promotionToken: 'nada' }))._unsafeUnwrapErr()._tag).toBe(
      'PromotionNotFound',
    );
    expect((await services({ locationId: locationId(11), promotionToken: 'de-otra' }))._unsafeUnwrapErr()._tag).toBe(
      'PromotionNotFound',
    );
  });

  it('does not find an unknown or closed location', async () => {
    expect((await services({ locationId: locationId(99), promotionToken: null }))._unsafeUnwrapErr()._tag).toBe(
      'LocationNotFound',
    );
    expect((await services({ locationId: locationId(12), promotionToken: null }))._unsafeUnwrapErr()._tag).toBe(
      'LocationNotFound',
    );
  });
});
