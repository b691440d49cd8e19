import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LocalDate } from '../calendar/local-date';
import type { Service } from '../catalog/service';
import { sessionOf, type ServiceToReserve } from '../reservation/reservation';
import { exampleBundleMember, exampleService as service } from '../catalog/service.arbitraries';
import { anyReservedSelection, openContext, reserved as reserve } from '../reservation/reservation.arbitraries';
import { anyCart } from '../reservation/cart.arbitraries';
import { cartOf, emptyCart } from '../reservation/cart';
import { anyLocalDate } from '../calendar/calendar.arbitraries';
import { parseLocalDate } from '../calendar/local-date';
import { cartTotal } from './cart-total';
import { listedPrice, type ListedPrice } from './listed-price';
import { summaryTotal, totalAmount } from './summary-total';

const onDay = (items: readonly ServiceToReserve[], day: string) =>
  items.map((item) => ({ ...item, daySelected: day as LocalDate }));

const charged = (selection: readonly Service[], price: (service: Service) => number | null) =>
  selection.reduce((total, chosen) => total + (price(chosen) ?? 0), 0);

describe('the summary total (booking-wizard §9)', () => {
  it('adds the prices of the services reserved (booking-wizard §9)', () => {
    const items = reserve(service({ id: 1, price: 15000 }), service({ id: 2, price: 4990.5 }));
    expect(summaryTotal(items, 'regular')).toEqual({ _tag: 'Total', amount: 19990.5 });
  });

  it('counts a service with no price but showing its price as 0 (booking-wizard §9)', () => {
    const items = reserve(service({ id: 1, price: null, payingPrice: null }), service({ id: 2, price: 8000 }));
    expect(summaryTotal(items, 'regular')).toEqual({ _tag: 'Total', amount: 8000 });
  });

  it('reads "to determine" when any service hides its price (booking-wizard §9)', () => {
    const items = reserve(service({ id: 1 }), service({ id: 2, showPrice: false }));
    expect(summaryTotal(items, 'regular')).toEqual({ _tag: 'ToDetermine' });
  });

  it('counts a bundle’s price once for all its bundled services (booking-wizard §9)', () => {
    const bundle = [exampleBundleMember(21, 'Wash'), exampleBundleMember(22, 'Cut')];
    const items = reserve(service({ id: 30, price: 25000, payingPrice: 22500, bundle }));
    expect(items).toHaveLength(2);
    expect(summaryTotal(items, 'regular')).toEqual({ _tag: 'Total', amount: 25000 });
    expect(summaryTotal(items, 'payingOnline')).toEqual({ _tag: 'Total', amount: 22500 });
  });

  it('counts a session package’s price once for all its sessions (booking-wizard §9)', () => {
    const sessions = service({ id: 40, price: 60000, sessionsAmount: 4 });
    const items = [
      ...reserve(sessions),
      sessionOf(sessions, 2, openContext, null),
      sessionOf(sessions, 3, openContext, null),
    ];
    expect(summaryTotal(items, 'regular')).toEqual({ _tag: 'Total', amount: 60000 });
  });

  it('adds online paying prices, at the regular price for a service without one', () => {
    const items = reserve(
      service({ id: 1, price: 15000, payingPrice: 13500 }),
      service({ id: 2, price: 5000, payingPrice: null }),
    );
    expect(summaryTotal(items, 'payingOnline')).toEqual({ _tag: 'Total', amount: 18500 });
  });

  it('pays the special-discount price online on a day of the promotion (booking-wizard §9)', () => {
    const promoted = service({
      charlyDiscount: 40,
      payingPriceCharly: 9000,
      charlyPromotionStartDate: '2026-12-01',
      charlyPromotionEndDate: '2026-12-10',
    });
    expect(totalAmount(onDay(reserve(promoted), '2026-12-10'), 'payingOnline')).toBe(9000);
    expect(totalAmount(onDay(reserve(promoted), '2026-12-11'), 'payingOnline')).toBe(13500);
    expect(totalAmount(onDay(reserve(promoted), '2026-12-10'), 'regular')).toBe(15000);
  });

  it('counts hidden prices in the amount charged, which is not for display', () => {
    const items = reserve(service({ id: 1, price: 15000 }), service({ id: 2, price: 5000, showPrice: false }));
    expect(totalAmount(items, 'regular')).toBe(20000);
  });

  it('reads "to determine" exactly when some chosen service hides its price (booking-wizard §9)', () => {
    fc.assert(
      fc.property(anyReservedSelection, ({ selection, servicesToReserve }) => {
        const hidden = selection.some((chosen) => !chosen.showPrice);
        expect(summaryTotal(servicesToReserve, 'regular')._tag).toBe(hidden ? 'ToDetermine' : 'Total');
        expect(summaryTotal(servicesToReserve, 'payingOnline')._tag).toBe(hidden ? 'ToDetermine' : 'Total');
      }),
    );
  });

  it('equals the sum of the chosen services’ prices, a bundle or session package once (booking-wizard §9)', () => {
    fc.assert(
      fc.property(anyReservedSelection, ({ selection, servicesToReserve }) => {
        expect(totalAmount(servicesToReserve, 'regular')).toBe(charged(selection, (chosen) => chosen.price));
      }),
    );
  });

  it('at the online price, charges the promotion price on the promotion’s days and the paying price on others', () => {
    fc.assert(
      fc.property(anyReservedSelection, ({ selection, servicesToReserve }) => {
        const day = servicesToReserve[0]?.daySelected ?? null;
        const expected = charged(selection, (chosen) => {
          const { charlyPromotionStartDate: start, charlyPromotionEndDate: end } = chosen;
          const promotionOn = day !== null && start !== null && end !== null && start <= day && day <= end;
          return promotionOn ? chosen.payingPriceCharly : (chosen.payingPrice ?? chosen.price);
        });
        expect(totalAmount(servicesToReserve, 'payingOnline')).toBe(expected);
      }),
    );
  });
});

describe("the location page cart's total (issue 20)", () => {
  const DAY = parseLocalDate('2026-11-25')._unsafeUnwrap();
  const anyDay = anyLocalDate;

  it('adds each selected service’s listed price times its count, and the online prices where paying online costs less', () => {
    fc.assert(
      fc.property(anyCart(), anyDay, (cart, today) => {
        const total = cartTotal(cart, today);
        const listed = cart.lines.map((line) => ({ line, price: listedPrice(line.service, today) }));
        if (listed.some(({ price }) => price._tag === 'HiddenPrice')) {
          expect(total).toEqual({ _tag: 'ToDetermine' });
          return;
        }
        const sum = (pick: (price: ListedPrice) => number) =>
          listed.reduce((acc, { line, price }) => acc + pick(price) * line.count, 0);
        const regularOf = (price: ListedPrice) =>
          price._tag === 'DiscountedOnline' ? price.regular : price._tag === 'RegularPrice' ? (price.amount ?? 0) : 0;
        const amount = sum(regularOf);
        const online = sum((price) => (price._tag === 'DiscountedOnline' ? price.online : regularOf(price)));
        expect(total).toEqual({ _tag: 'Total', amount, online: online < amount ? online : null });
        if (total._tag === 'Total' && total.online !== null) expect(total.online).toBeLessThan(total.amount);
      }),
    );
  });

  it('reads 0 for an empty cart, the price twice for a service selected twice, and the online price beside it', () => {
    expect(cartTotal(emptyCart(), DAY)).toEqual({ _tag: 'Total', amount: 0, online: null });
    const cut = service({ id: 1, price: 18000, payingPrice: null });
    const twice = cartOf([cut, cut])._unsafeUnwrap();
    expect(cartTotal(twice, DAY)).toEqual({ _tag: 'Total', amount: 36000, online: null });
    const hidden = cartOf([cut, service({ id: 2, price: 5000, showPrice: false })])._unsafeUnwrap();
    expect(cartTotal(hidden, DAY)).toEqual({ _tag: 'ToDetermine' });
    const cheaperOnline = service({ id: 3, price: 30000, payingPrice: 25000, onlinePayable: true });
    expect(cartTotal(cartOf([cut, cheaperOnline])._unsafeUnwrap(), DAY)).toEqual({
      _tag: 'Total',
      amount: 48000,
      online: 43000,
    });
  });
});
