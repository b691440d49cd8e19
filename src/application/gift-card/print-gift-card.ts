import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import type { GiftCardCode } from '#domain/gift-card/gift-card-code';
import type { GiftCardId } from '#domain/gift-card/gift-card-ledger';
import type { GiftCardCodeSealer } from '../ports/server/gift-card-code-sealer';
import type { GiftCardPages, PrintableGiftCard } from '../ports/server/gift-card-pages';
import type { GiftCards } from '../ports/server/gift-cards';
import { giftCardNotFound, type GiftCardNotFound } from './gift-card-errors';

export interface PrintGiftCardPorts {
  readonly giftCardPages: GiftCardPages;
  readonly giftCards: Pick<GiftCards, 'findByCode'>;
  readonly giftCardCodeSealer: GiftCardCodeSealer;
}

/** A card's printable page: what it shows, and its code. */
export interface PrintedGiftCard extends PrintableGiftCard {
  readonly code: GiftCardCode;
}

/**
 * A card's printable page, by the link its mail carries (issue 31 "Giving"; docs/adr/0112): the
 * link's token is the code sealed for this card's page, so only the server holding the link key
 * opens it, and only for this card. A token that does not open, a code that is no longer this
 * card's, a card no purchase made and a voided card are all not found, alike.
 */
export function printGiftCard(ports: PrintGiftCardPorts) {
  return (request: {
    readonly cardId: GiftCardId;
    readonly pageToken: Uint8Array;
  }): ResultAsync<PrintedGiftCard, GiftCardNotFound> => {
    const code = ports.giftCardCodeSealer.openPageToken(request.pageToken, request.cardId);
    if (code === null) return errAsync(giftCardNotFound);
    return ResultAsync.fromSafePromise(
      (async () => {
        const card = await ports.giftCards.findByCode(code);
        if (card?.id !== request.cardId) return undefined;
        return ports.giftCardPages.printable(request.cardId);
      })(),
    ).andThen((page) => (page === undefined || page.voided ? errAsync(giftCardNotFound) : okAsync({ ...page, code })));
  };
}

export type PrintGiftCard = ReturnType<typeof printGiftCard>;
