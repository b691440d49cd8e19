import type { LocationId } from '#domain/storefront/company';
import type { ApiResult } from './api-result';

/** What a gift card can pay at a location today, as POST /gift-cards/check answers it. */
export interface GiftCardCheckView {
  /** The code's last four symbols. */
  readonly lastFour: string;
  /** All the card can pay of a booking there now (its balance), in the major unit. */
  readonly usable: number;
  /** ISO 4217. */
  readonly currency: string;
  /** Its last day, `YYYY-MM-DD` in the location's calendar. */
  readonly expiresOn: string;
}

/** Checking a gift card code before booking with it (issue 31; docs/adr/0107). */
export interface GiftCardChecks {
  /**
   * POST /gift-cards/check: what the card `code` opens can pay at `locationId` (422
   * `GIFT_CARD.MALFORMED_CODE`, 404 `GIFT_CARD.NOT_FOUND`, 422 `GIFT_CARD.…` for a card that
   * cannot pay there; 429 `RATE.LIMITED` past the code lookups' limit).
   */
  checkGiftCard(code: string, locationId: LocationId): ApiResult<GiftCardCheckView>;
}
