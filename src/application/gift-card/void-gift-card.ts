import { ResultAsync, err, ok, type Result } from 'neverthrow';
import { decideVoid, type GiftCardId, type GiftCardRefusal } from '#domain/gift-card/gift-card-ledger';
import type { GiftCardMoney } from '#domain/gift-card/gift-card-money';
import type { CompanyId } from '#domain/storefront/company';
import type { GiftCardPorts } from '../ports/server/gift-cards';
import type { Transactions } from '../ports/server/transactions';
import { giftCardNotFound, type GiftCardNotFound } from './gift-card-errors';

export interface VoidGiftCardRequest {
  /** The company staff act for: a card of another company is not found. */
  readonly companyId: CompanyId;
  readonly cardId: GiftCardId;
}

export interface VoidedGiftCard {
  readonly cardId: GiftCardId;
  readonly lastFour: string;
  /** The balance the void took. */
  readonly voided: GiftCardMoney;
}

/**
 * Staff void a company's card (issue 31 "Staff"): in one transaction the card is held and a last
 * movement takes whatever is left (decideVoid); nothing is spent or returned after it. A card
 * voided already is refused with GIFT_CARD.VOIDED.
 */
export function voidGiftCard(ports: { readonly giftCardLedgers: Transactions<GiftCardPorts> }) {
  return (request: VoidGiftCardRequest): ResultAsync<VoidedGiftCard, GiftCardNotFound | GiftCardRefusal> =>
    ResultAsync.fromSafePromise(
      ports.giftCardLedgers.inTransaction(
        async ({ giftCards }): Promise<Result<VoidedGiftCard, GiftCardNotFound | GiftCardRefusal>> => {
          const card = await giftCards.hold(request.cardId);
          if (card === undefined || card.companyId !== request.companyId) return err(giftCardNotFound);
          const decided = decideVoid(card);
          if (decided.isErr()) return err(decided.error);
          await giftCards.append(card.id, decided.value);
          return ok({
            cardId: card.id,
            lastFour: card.lastFour,
            voided: { minor: decided.value.amount, currency: card.terms.face.currency },
          });
        },
      ),
    ).andThen((outcome) => outcome);
}

export type VoidGiftCard = ReturnType<typeof voidGiftCard>;
