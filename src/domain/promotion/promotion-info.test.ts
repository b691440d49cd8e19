import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parsePromotionInfo } from './promotion-info';
import { anyPromotionInfo } from './promotion.arbitraries';

describe('promotion info by token (storefront §3)', () => {
  it('is built from a full name, a promotion type and an end date (storefront §3)', () => {
    const info = { fullName: 'Ana Pérez', promotionType: 'last_hour', endDate: '2026-12-10' };
    expect(parsePromotionInfo(info)._unsafeUnwrap()).toEqual(info);
  });

  it('refuses a promotion type outside low_demand, last_hour, lost_client, reminder and expired (storefront §9)', () => {
    const refused = parsePromotionInfo({ fullName: 'Ana', promotionType: 'black_friday', endDate: '2026-12-10' });
    expect(refused._unsafeUnwrapErr().issues.map((issue) => issue.path.join('.'))).toEqual(['promotionType']);
  });

  it('refuses an end date that is not a day written YYYY-MM-DD', () => {
    const refused = parsePromotionInfo({ fullName: 'Ana', promotionType: 'reminder', endDate: '10/12/2026' });
    expect(refused._unsafeUnwrapErr().issues.map((issue) => issue.path.join('.'))).toEqual(['endDate']);
  });

  it('accepts every promotion info the arbitraries generate, unchanged', () => {
    fc.assert(
      fc.property(anyPromotionInfo, (info) => {
        expect(parsePromotionInfo(info)._unsafeUnwrap()).toEqual(info);
      }),
    );
  });
});
