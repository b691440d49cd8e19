import type { Instant } from '#domain/calendar/instant';
import type { GiftCardId } from '#domain/gift-card/gift-card-ledger';
import type { GiftCardPurchaseId } from '#domain/gift-card/gift-card-purchase';

/** The mails a paid purchase owes, as the approval's transaction hands them to the outbox. */
export interface OwedGiving {
  readonly purchaseId: GiftCardPurchaseId;
  /** The card's code sealed (GiftCardCodeSealer), which the mail to the person it is for carries. */
  readonly sealedCode: Uint8Array;
  /** When the mail to the person it is for goes (giftCardMailSendsAt); null: at once. */
  readonly givenAt: Instant | null;
}

/**
 * The giving mails of gift cards (issue 31 "Giving"; docs/adr/0112), owed through the
 * notifications' outbox (docs/adr/0044) in the transaction of the change they tell of, as a
 * booking's are: each notice is written from what the purchase, its card, its location and its
 * company hold then, and the dispatchers send it once it is due. A failing store throws.
 */
export interface GiftCardNotices {
  /**
   * Owes a paid purchase's mails, its card named on it already: the card to the person it is for
   * (at `givenAt`), the receipt to the buyer at once, and the business told at once unless the
   * company turned its notices off or the location has no mailbox (giftCardBusinessIsTold).
   */
  oweGiving(owed: OwedGiving): Promise<void>;
  /**
   * Owes card `cardId`'s mail to the person it is for once more, at once, carrying `sealedCode`:
   * a staff resend. False, owing nothing, when no purchase made the card.
   */
  oweGivenAgain(cardId: GiftCardId, sealedCode: Uint8Array): Promise<boolean>;
}
