import { Schema } from 'effect';
import type { Result } from 'neverthrow';
import { LocalDate } from '../calendar/local-date';
import { decodeWith, type SchemaViolation } from '../shared/decode';

// The promotion a landing banner greets a client with, looked up by the token in its link
// (storefront §2 Promo banner, §3 Promotion info, §9 Promotion types).

export const PROMOTION_TYPES = ['low_demand', 'last_hour', 'lost_client', 'reminder', 'expired'] as const;

/** Why the client was offered the promotion; the banner's message is chosen by it. */
export const PromotionType = Schema.Literals(PROMOTION_TYPES);
export type PromotionType = typeof PromotionType.Type;

export const PromotionInfo = Schema.Struct({
  fullName: Schema.String,
  promotionType: PromotionType,
  /** The last day the promotion can be used. */
  endDate: LocalDate,
});
export type PromotionInfo = typeof PromotionInfo.Type;

/** Smart constructor: promotion info from untrusted input, or every field at fault. */
export const parsePromotionInfo: (input: unknown) => Result<PromotionInfo, SchemaViolation> = decodeWith(PromotionInfo);
