import type { ApiResult } from './api-result';

/** The promotion a landing link's token names (storefront §3 Promotion info); `expired` once its end date has passed. */
export interface PromotionInfoView {
  readonly fullName: string;
  readonly promotionType: 'low_demand' | 'last_hour' | 'lost_client' | 'reminder' | 'expired';
  /** YYYY-MM-DD, the last day it can be used. */
  readonly endDate: string;
}

/** The promotion a landing link's token names (storefront §3 Promotion info). */
export interface LandingPromotions {
  /** GET /charly_discount?token: whom a landing link's promotion greets, why, and until when; 404 `PROMOTION.NOT_FOUND` for an unknown token. */
  getPromotionInfo(token: string): ApiResult<PromotionInfoView>;
}
