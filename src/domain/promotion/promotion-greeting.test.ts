import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyNearLocalDate } from '../calendar/calendar.arbitraries';
import { addDays, type LocalDate } from '../calendar/local-date';
import { promotionInfoOn, type OfferedPromotionType } from './promotion-greeting';

const offeredTypes: readonly OfferedPromotionType[] = ['low_demand', 'last_hour', 'lost_client', 'reminder'];
const anyGreeting = fc.record({
  fullName: fc.constantFrom('Ana Pérez', 'Bruno Díaz'),
  promotionType: fc.constantFrom(...offeredTypes),
  endDate: anyNearLocalDate,
});

describe('the promotion info a landing link greets with (storefront §3 Promotion info, §9 Promotion types)', () => {
  it('keeps its recorded type up to its end date, included', () => {
    const greeting = {
      fullName: 'Ana Pérez',
      promotionType: 'lost_client',
      endDate: '2026-12-15' as LocalDate,
    } as const;
    expect(promotionInfoOn(greeting, '2026-12-15' as LocalDate)).toEqual(greeting);
  });

  it('reads as expired from the day after its end date, with the same name and end date', () => {
    const greeting = {
      fullName: 'Ana Pérez',
      promotionType: 'lost_client',
      endDate: '2026-12-15' as LocalDate,
    } as const;
    expect(promotionInfoOn(greeting, '2026-12-16' as LocalDate)).toEqual({ ...greeting, promotionType: 'expired' });
  });

  it('is expired exactly when today is after its end date', () => {
    fc.assert(
      fc.property(anyGreeting, fc.integer({ min: -400, max: 400 }), (greeting, offset) => {
        const info = promotionInfoOn(greeting, addDays(greeting.endDate, offset));
        expect(info.promotionType === 'expired').toBe(offset > 0);
        expect(info.endDate).toBe(greeting.endDate);
        expect(info.fullName).toBe(greeting.fullName);
      }),
    );
  });
});
