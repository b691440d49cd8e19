import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyNearLocalDate } from '../calendar/calendar.arbitraries';
import { dayNumber, type LocalDate } from '../calendar/local-date';
import { anyService, exampleService } from '../catalog/service.arbitraries';
import {
  grantedPrices,
  judgeShownPrice,
  largestGrantedDiscount,
  type PaymentWay,
  type PricingContext,
} from './granted-prices';
import { payingPriceOn, specialDiscountAppliesOn } from './special-discount';
import { anyPromotedServiceAndDay } from './promotion.arbitraries';

// Which prices the server grants (booking-wizard §3 Booking request item `price`, §9 promotion
// days inclusive; docs/adr/0022).

const day = (text: string) => text as LocalDate;

/** Limpieza facial profunda as the demo sells it: 30.000, 30 % off online (21.000) from Dec 1 to Dec 10. */
const facial = exampleService({
  price: 30000,
  payingPrice: 30000,
  onlinePayable: true,
  charlyDiscount: 30,
  payingPriceCharly: 21000,
  charlyPromotionStartDate: '2026-12-01',
  charlyPromotionEndDate: '2026-12-10',
});

const online = (on: string): PricingContext => ({ day: day(on), way: 'online', promotions: [] });
const anyWay = fc.constantFrom<PaymentWay>('online', 'atLocation');

describe('the prices the server grants (booking-wizard §3 price, §9)', () => {
  it('always grants the regular price, whichever way the client pays', () => {
    fc.assert(
      fc.property(anyPromotedServiceAndDay, anyWay, ({ service, day: date }, way) => {
        expect(grantedPrices(service, { day: date, way, promotions: [] })).toContainEqual({
          kind: 'regular',
          amount: service.price ?? 0,
        });
      }),
    );
  });

  it('grants the special-discount price exactly when paying online on a day its promotion applies', () => {
    fc.assert(
      fc.property(anyPromotedServiceAndDay, anyWay, ({ service, day: date }, way) => {
        const special = grantedPrices(service, { day: date, way, promotions: [] }).filter(
          (price) => price.kind === 'specialDiscount',
        );
        const expected =
          way === 'online' && specialDiscountAppliesOn(service, date) && service.payingPriceCharly !== null;
        expect(special).toEqual(expected ? [{ kind: 'specialDiscount', amount: service.payingPriceCharly }] : []);
      }),
    );
  });

  it("grants a landing link's promotion price on the promotion's days, like the service's own", () => {
    const terms = {
      charlyDiscount: 40,
      payingPriceCharly: 18000,
      startDate: day('2026-12-05'),
      endDate: day('2026-12-20'),
    };
    const prices = (on: string) =>
      grantedPrices(facial, { ...online(on), promotions: [terms] }).map((price) => price.amount);
    expect(prices('2026-12-20')).toContain(18000);
    expect(prices('2026-12-21')).not.toContain(18000);
    expect(prices('2026-12-04')).not.toContain(18000);
  });
});

describe('judging the price the client was shown (ADR 0022)', () => {
  it('books a granted price at the server own price (the online paying price of the day online, the regular price at the location), never above the price shown', () => {
    fc.assert(
      fc.property(anyService({ kind: 'service' }), anyWay, anyNearLocalDate, (service, way, date) => {
        const context = { day: date, way, promotions: [] };
        for (const price of grantedPrices(service, context)) {
          const own = way === 'online' ? payingPriceOn(service, date).amount : service.price;
          const charged =
            price.kind === 'specialDiscount' ? price.amount : own === null ? null : Math.min(own, price.amount);
          expect(judgeShownPrice(service, context, price.amount, false)).toEqual({ _tag: 'Granted', charged });
        }
      }),
    );
  });

  it('never grants a price the server does not grant, and never charges more than the price shown', () => {
    fc.assert(
      fc.property(
        anyPromotedServiceAndDay,
        anyWay,
        fc.integer({ min: 0, max: 200_000 }),
        ({ service, day: date }, way, shown) => {
          const context = { day: date, way, promotions: [] };
          const verdict = judgeShownPrice(service, context, shown, false);
          const granted = grantedPrices(service, context).some((price) => price.amount === shown);
          expect(verdict._tag === 'Granted').toBe(granted);
          if (verdict._tag === 'Granted') expect(verdict.charged ?? 0).toBeLessThanOrEqual(shown);
        },
      ),
    );
  });

  it('books at the server own price when no price was shown', () => {
    expect(judgeShownPrice(facial, online('2026-12-05'), null, false)).toEqual({ _tag: 'Granted', charged: 21000 });
    expect(judgeShownPrice(facial, { ...online('2026-12-05'), way: 'atLocation' }, null, false)).toEqual({
      _tag: 'Granted',
      charged: 30000,
    });
  });

  it('refuses the special-discount price after its promotion ended as expired, unless the client agreed, then books the own price', () => {
    expect(judgeShownPrice(facial, online('2026-12-11'), 21000, false)).toEqual({ _tag: 'PromotionExpired' });
    expect(judgeShownPrice(facial, online('2026-12-11'), 21000, true)).toEqual({ _tag: 'Granted', charged: 30000 });
    expect(judgeShownPrice(facial, online('2026-12-10'), 21000, false)).toEqual({ _tag: 'Granted', charged: 21000 });
  });

  it('refuses the special-discount price before its promotion starts, or paying at the location, as a changed price', () => {
    const early = exampleService({ ...facial, charlyPromotionStartDate: '2026-12-05' });
    expect(judgeShownPrice(early, online('2026-12-04'), 21000, true)).toEqual({ _tag: 'PriceChanged' });
    expect(judgeShownPrice(facial, { ...online('2026-12-05'), way: 'atLocation' }, 21000, false)).toEqual({
      _tag: 'PriceChanged',
    });
  });

  it('counts a promotion as expired exactly when its last day is before the booking day', () => {
    fc.assert(
      fc.property(anyPromotedServiceAndDay, ({ service, day: date }) => {
        const shown = service.payingPriceCharly;
        const end = service.charlyPromotionEndDate;
        fc.pre(shown !== null && end !== null && shown !== service.price && shown !== service.payingPrice);
        const verdict = judgeShownPrice(service, { day: date, way: 'online', promotions: [] }, shown, false);
        expect(verdict._tag === 'PromotionExpired').toBe(dayNumber(end) < dayNumber(date));
      }),
    );
  });
});

describe('the largest discount the server grants (max_discount)', () => {
  it('is the online discount, raised by each special discount that applies that day', () => {
    fc.assert(
      fc.property(anyPromotedServiceAndDay, ({ service, day: date }) => {
        const expected = specialDiscountAppliesOn(service, date)
          ? Math.max(service.discount, service.charlyDiscount)
          : service.discount;
        expect(largestGrantedDiscount(service, { day: date, promotions: [] }, false)).toBe(expected);
      }),
    );
  });

  it("counts an ended promotion's discount only once the client agreed to book after it ended", () => {
    const plain = exampleService({ ...facial, discount: 0 });
    expect(largestGrantedDiscount(plain, { day: day('2026-12-11'), promotions: [] }, false)).toBe(0);
    expect(largestGrantedDiscount(plain, { day: day('2026-12-11'), promotions: [] }, true)).toBe(30);
  });
});
