import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyNearLocalDate } from '../calendar/calendar.arbitraries';
import { dayNumber, type LocalDate } from '../calendar/local-date';
import { anyPlainService } from '../catalog/service.arbitraries';
import { exampleService } from '../catalog/service.arbitraries';
import { payingPriceOn, promotionReminder, specialDiscountAppliesOn } from './special-discount';
import { anyPromotedServiceAndDay } from './promotion.arbitraries';

const day = (text: string) => text as LocalDate;

const promoted = exampleService({
  charlyDiscount: 40,
  payingPriceCharly: 9000,
  charlyPromotionStartDate: '2026-12-01',
  charlyPromotionEndDate: '2026-12-10',
});

/** Whether `date` falls in the promotion, by day numbers rather than by comparing the texts. */
function inPromotion(service: typeof promoted, date: LocalDate): boolean {
  const { charlyPromotionStartDate: start, charlyPromotionEndDate: end } = service;
  return start !== null && end !== null && dayNumber(start) <= dayNumber(date) && dayNumber(date) <= dayNumber(end);
}

describe('a special-discount promotion (booking-wizard §9)', () => {
  it('applies on its first and last days (booking-wizard §9: both inclusive)', () => {
    expect(specialDiscountAppliesOn(promoted, day('2026-12-01'))).toBe(true);
    expect(specialDiscountAppliesOn(promoted, day('2026-12-10'))).toBe(true);
  });

  it('does not apply the day before it starts or the day after it ends (booking-wizard §9)', () => {
    expect(specialDiscountAppliesOn(promoted, day('2026-11-30'))).toBe(false);
    expect(specialDiscountAppliesOn(promoted, day('2026-12-11'))).toBe(false);
  });

  it('applies on a day exactly when the day lies between its start and end (booking-wizard §9)', () => {
    fc.assert(
      fc.property(anyPromotedServiceAndDay, ({ service, day: date }) => {
        expect(specialDiscountAppliesOn(service, date)).toBe(inPromotion(service, date));
      }),
    );
  });

  it('never applies to a service without a special discount', () => {
    fc.assert(
      fc.property(anyPlainService, anyNearLocalDate, (service, date) => {
        expect(specialDiscountAppliesOn(service, date)).toBe(false);
      }),
    );
  });
});

describe('the paying price on a day (booking-wizard §2 services list, §9)', () => {
  it('is the promotion price on a day of the promotion, with the promotion end date', () => {
    expect(payingPriceOn(promoted, day('2026-12-05'))).toEqual({
      _tag: 'SpecialDiscountPrice',
      amount: 9000,
      promotionEndDate: '2026-12-10',
    });
  });

  it('is the usual online paying price outside the promotion or before a day is chosen', () => {
    expect(payingPriceOn(promoted, day('2026-12-11'))).toEqual({ _tag: 'OnlinePrice', amount: 13500 });
    expect(payingPriceOn(promoted, null)).toEqual({ _tag: 'OnlinePrice', amount: 13500 });
  });

  it('is the regular price for a service without a paying price', () => {
    expect(payingPriceOn(exampleService({ payingPrice: null }), day('2026-12-05'))).toEqual({
      _tag: 'OnlinePrice',
      amount: 15000,
    });
  });

  it('is the promotion price exactly on the promotion’s days, and the paying price on every other', () => {
    fc.assert(
      fc.property(anyPromotedServiceAndDay, ({ service, day: date }) => {
        const expected = inPromotion(service, date) ? service.payingPriceCharly : service.payingPrice;
        expect(payingPriceOn(service, date).amount).toBe(expected);
      }),
    );
  });
});

describe('the date step’s promotion reminder (booking-wizard §2)', () => {
  it('shows the promotion end date as DD/MM/YYYY when the discount applies on the selected day (booking-wizard §2)', () => {
    expect(promotionReminder(promoted, day('2026-12-03'))).toEqual({
      _tag: 'PromotionEndsOn',
      endDate: '2026-12-10',
      endDateText: '10/12/2026',
    });
  });

  it('shows nothing before a day is chosen', () => {
    expect(promotionReminder(promoted, null)).toEqual({ _tag: 'NoPromotionReminder' });
  });

  it('shows a reminder exactly on the days the promotion applies', () => {
    fc.assert(
      fc.property(anyPromotedServiceAndDay, ({ service, day: date }) => {
        expect(promotionReminder(service, date)._tag).toBe(
          inPromotion(service, date) ? 'PromotionEndsOn' : 'NoPromotionReminder',
        );
      }),
    );
  });
});
