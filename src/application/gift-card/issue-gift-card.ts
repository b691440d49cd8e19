import { ResultAsync } from 'neverthrow';
import type { GiftCardCode } from '#domain/gift-card/gift-card-code';
import type { GiftCardId, GiftCardTerms } from '#domain/gift-card/gift-card-ledger';
import type { CompanyId } from '#domain/storefront/company';
import type { GiftCardCodeSealer } from '../ports/server/gift-card-code-sealer';
import type { GiftCardCodes } from '../ports/server/gift-card-codes';
import type { GiftCards } from '../ports/server/gift-cards';

/** How many codes a card is issued with at most: with 80 random bits a second draw is already never needed. */
const DRAWS = 3;

export interface IssueGiftCardRequest {
  readonly companyId: CompanyId;
  readonly productId: number | null;
  readonly terms: GiftCardTerms;
}

/** A card just issued, with the one copy of its code there will ever be: the store keeps a digest. */
export interface NewlyIssuedGiftCard {
  readonly id: GiftCardId;
  readonly code: GiftCardCode;
}

/**
 * Issues a card (issue 31; docs/adr/0106): a new code from the generator, stored as a digest with
 * its last four symbols, and the card's first movement for its face amount. A code the store
 * already holds is drawn again — in the same transaction, which the store's refusal leaves usable
 * (sql-gift-cards.ts inserts ON CONFLICT DO NOTHING). Given a sealer, the card also keeps its code
 * sealed under the link key, bound to the card (docs/adr/0108, docs/adr/0112): a purchase's card
 * is mailed later, resent by staff and printed, all from the seal.
 */
export function issueGiftCard(ports: {
  readonly giftCards: GiftCards;
  readonly giftCardCodes: GiftCardCodes;
  readonly giftCardCodeSealer?: GiftCardCodeSealer;
}) {
  return (request: IssueGiftCardRequest): ResultAsync<NewlyIssuedGiftCard, never> =>
    ResultAsync.fromSafePromise(
      (async () => {
        for (let draw = 1; ; draw += 1) {
          const code = ports.giftCardCodes.newCode();
          const issued = await ports.giftCards.issue({ code, ...request });
          if (issued._tag === 'Issued') {
            if (ports.giftCardCodeSealer !== undefined)
              await ports.giftCards.storeSealedCode(issued.id, ports.giftCardCodeSealer.seal(code, issued.id));
            return { id: issued.id, code };
          }
          if (draw === DRAWS)
            throw new Error(`${String(DRAWS)} gift card codes drawn were all taken: the generator is broken`);
        }
      })(),
    );
}

export type IssueGiftCard = ReturnType<typeof issueGiftCard>;
