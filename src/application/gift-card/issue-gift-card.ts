import { ResultAsync } from 'neverthrow';
import type { GiftCardCode } from '#domain/gift-card/gift-card-code';
import type { GiftCardId, GiftCardTerms } from '#domain/gift-card/gift-card-ledger';
import type { CompanyId } from '#domain/storefront/company';
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
 * already holds is drawn again. The purchase (another part of issue 31) calls it once paid and
 * mails the code; nothing else ever reads the code again.
 */
export function issueGiftCard(ports: { readonly giftCards: GiftCards; readonly giftCardCodes: GiftCardCodes }) {
  return (request: IssueGiftCardRequest): ResultAsync<NewlyIssuedGiftCard, never> =>
    ResultAsync.fromSafePromise(
      (async () => {
        for (let draw = 1; ; draw += 1) {
          const code = ports.giftCardCodes.newCode();
          const issued = await ports.giftCards.issue({ code, ...request });
          if (issued._tag === 'Issued') return { id: issued.id, code };
          if (draw === DRAWS)
            throw new Error(`${String(DRAWS)} gift card codes drawn were all taken: the generator is broken`);
        }
      })(),
    );
}

export type IssueGiftCard = ReturnType<typeof issueGiftCard>;
