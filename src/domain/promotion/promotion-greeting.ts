import type { LocalDate } from '../calendar/local-date';
import type { PromotionInfo, PromotionType } from './promotion-info';

// The promotion a landing link greets a client with, as recorded: why it was offered and until
// when. Whether it has expired is not recorded but read from its end date on the day it is asked
// about (storefront §3 Promotion info, §9 Promotion types; docs/adr/0016).

/** Why a promotion was offered, as recorded; `expired` is never recorded. */
export type OfferedPromotionType = Exclude<PromotionType, 'expired'>;

export interface PromotionGreeting {
  readonly fullName: string;
  readonly promotionType: OfferedPromotionType;
  /** The last day the promotion can be used, included. */
  readonly endDate: LocalDate;
}

/** The promotion info the banner shows on `today`: its recorded type until its end date, `expired` after it. */
export function promotionInfoOn(greeting: PromotionGreeting, today: LocalDate): PromotionInfo {
  return {
    fullName: greeting.fullName,
    promotionType: greeting.endDate < today ? 'expired' : greeting.promotionType,
    endDate: greeting.endDate,
  };
}
