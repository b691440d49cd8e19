import { err, ok, type Result, type ResultAsync } from 'neverthrow';
import { decideVoid, type GiftCardId } from '#domain/gift-card/gift-card-ledger';
import type { GiftCardMoney } from '#domain/gift-card/gift-card-money';
import type { CompanyId } from '#domain/storefront/company';
import type { GiftCardPorts } from '../ports/server/gift-cards';
import type { Transactions } from '../ports/server/transactions';
import { giftCardNotFound, type GiftCardNotFound } from './gift-card-errors';
import { resultAsync } from '../shared/one-step';

export interface VoidGiftCardRequest {
  /** The company staff act for: a card of another company is not found. */
  readonly companyId: CompanyId;
  readonly cardId: GiftCardId;
  /** Why staff void it, kept on the voided movement (docs/adr/0108). */
  readonly reason: string;
}

export interface VoidedGiftCard {
  readonly cardId: GiftCardId;
  readonly lastFour: string;
  /** The balance this void took: nothing when the card was voided already. */
  readonly voided: GiftCardMoney;
  /** The card was voided by an earlier request, which this one left as it was. */
  readonly alreadyVoided: boolean;
}

/**
 * Staff void a company's card (issue 31 "Staff"): in one transaction the card is held and a last
 * movement takes whatever is left (decideVoid), with staff's reason; nothing is spent or returned
 * after it, and its mail to the person it is for, if still owed, is given up. Voiding is idempotent (docs/adr/0108): a card voided already is answered as such, its
 * first void and reason kept.
 */
export function voidGiftCard(ports: { readonly giftCardLedgers: Transactions<GiftCardPorts> }) {
  return (request: VoidGiftCardRequest): ResultAsync<VoidedGiftCard, GiftCardNotFound> =>
    resultAsync(
      ports.giftCardLedgers.inTransaction(async ({ giftCards }): Promise<Result<VoidedGiftCard, GiftCardNotFound>> => {
        const card = await giftCards.hold(request.cardId);
        if (card === undefined || card.companyId !== request.companyId) return err(giftCardNotFound);
        const decided = decideVoid(card);
        const currency = card.terms.face.currency;
        const answer = { cardId: card.id, lastFour: card.lastFour };
        if (decided.isErr()) return ok({ ...answer, voided: { minor: 0, currency }, alreadyVoided: true });
        await giftCards.append(card.id, decided.value, request.reason);
        // A voided card is mailed to nobody, even on a send day still to come.
        await giftCards.withdrawOwedGiving(card.id);
        return ok({ ...answer, voided: { minor: decided.value.amount, currency }, alreadyVoided: false });
      }),
    );
}

export type VoidGiftCard = ReturnType<typeof voidGiftCard>;
