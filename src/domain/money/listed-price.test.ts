import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyNearLocalDate } from '../calendar/calendar.arbitraries';
import type { LocalDate } from '../calendar/local-date';
import { anyCatalogService, exampleService } from '../catalog/service.arbitraries';
import { judgeShownPrice } from '../promotion/granted-prices';
import { payingPriceOn } from '../promotion/special-discount';
import { anyPromotedServiceAndDay } from '../promotion/promotion.arbitraries';
import { listedPrice } from './listed-price';

const day = (text: string) => text as LocalDate;

// The demo's Hidratación facial under the landing link "aurora-vuelve-ana": 30.000, 18.000 online.
const promoted = exampleService({
  price: 30000,
  payingPrice: 30000,
  discount: 0,
  onlinePayable: true,
  charlyDiscount: 40,
  payingPriceCharly: 18000,
  charlyPromotionStartDate: '2026-11-24',
  charlyPromotionEndDate: '2026-12-09',
});

describe('the price a service lists (booking-wizard §2 services list, §9)', () => {
  it("lists a promotion's price beside the struck regular one on a day of the promotion", () => {
    expect(listedPrice(promoted, day('2026-11-25'))).toEqual({
      _tag: 'DiscountedOnline',
      regular: 30000,
      online: 18000,
      promotionEndDate: '2026-12-09',
    });
  });

  it('lists the regular price alone once the promotion has ended', () => {
    expect(listedPrice(promoted, day('2026-12-10'))).toEqual({ _tag: 'RegularPrice', amount: 30000 });
  });

  it('lists nothing for a service that hides its price', () => {
    fc.assert(
      fc.property(anyCatalogService, anyNearLocalDate, (service, date) => {
        expect(listedPrice({ ...service, showPrice: false }, date)).toEqual({ _tag: 'HiddenPrice' });
      }),
    );
  });

  it('never lists an online price for a service that cannot be paid online', () => {
    fc.assert(
      fc.property(anyPromotedServiceAndDay, ({ service, day: date }) => {
        const listed = listedPrice({ ...service, onlinePayable: false, mustBePaidOnline: false }, date);
        expect(listed._tag).not.toBe('DiscountedOnline');
      }),
    );
  });

  it('lists as the online price what paying online costs that day, always below the regular price', () => {
    fc.assert(
      fc.property(anyPromotedServiceAndDay, ({ service, day: date }) => {
        const listed = listedPrice(service, date);
        if (listed._tag !== 'DiscountedOnline') return;
        expect(listed.online).toBe(payingPriceOn(service, date).amount);
        expect(listed.online).toBeLessThan(listed.regular);
      }),
    );
  });

  it('lists an online price the server books and charges as it is, paying online that day', () => {
    fc.assert(
      fc.property(anyPromotedServiceAndDay, ({ service, day: date }) => {
        const listed = listedPrice(service, date);
        const shown =
          listed._tag === 'DiscountedOnline' ? listed.online : listed._tag === 'RegularPrice' ? listed.amount : null;
        const verdict = judgeShownPrice(service, { day: date, way: 'online', promotions: [] }, shown, false);
        expect(verdict._tag).toBe('Granted');
        if (listed._tag === 'DiscountedOnline') expect(verdict).toEqual({ _tag: 'Granted', charged: listed.online });
      }),
    );
  });
});
