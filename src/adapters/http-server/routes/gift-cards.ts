import type { CheckGiftCard } from '#application/gift-card/check-gift-card';
import { contractRoute, type ContractRoute } from '../contract-route';
import { locationIdFromWire } from '../wire-ids';

// Gift cards at booking (issue 31 "Spending"; docs/adr/0107): checking a code where the client books.

export interface GiftCardUseCases {
  readonly checkGiftCard: CheckGiftCard;
}

/** The gift cards' public calls. */
export function giftCardRoutes(useCases: GiftCardUseCases): readonly ContractRoute[] {
  return [
    contractRoute('checkGiftCard', ({ body }) =>
      useCases.checkGiftCard({ code: body.code, locationId: locationIdFromWire(body.location_id) }).map((checked) => ({
        status: 200,
        body: {
          last_four: checked.lastFour,
          usable: checked.usable.minor / 100,
          currency: checked.usable.currency,
          expires_on: checked.expiresOn,
        },
      })),
    ),
  ];
}
