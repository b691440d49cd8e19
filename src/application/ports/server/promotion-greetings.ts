import type { PromotionGreeting } from '#domain/promotion/promotion-greeting';
import type { CompanyId } from '#domain/storefront/company';

/** A promotion's greeting as recorded, with where its company is, to know which day it is there. */
export interface RecordedPromotionGreeting extends PromotionGreeting {
  readonly companyId: CompanyId;
  /** The IANA zones of the company's active locations, as recorded; empty when it has none. */
  readonly timeZones: readonly string[];
}

/**
 * The greetings of special-discount promotions, by their landing link's token (storefront §2 Promo
 * banner, §3 Promotion info). Reads only; an unknown token is undefined, and a failing store throws.
 */
export interface PromotionGreetings {
  greetingByToken(token: string): Promise<RecordedPromotionGreeting | undefined>;
}
