import { ResultAsync } from 'neverthrow';
import type { BookingId } from '#domain/booking/booking-id';
import {
  bookingSpend,
  decideReturn,
  giftCardBalance,
  type GiftCardId,
  type GiftCardRefusal,
} from '#domain/gift-card/gift-card-ledger';
import type { GiftCardMoney } from '#domain/gift-card/gift-card-money';
import type { GiftCardPorts, GiftCards } from '../ports/server/gift-cards';
import type { Transactions } from '../ports/server/transactions';

/** What one card gave back to a cancelled booking. */
export interface GiftCardReturned {
  readonly cardId: GiftCardId;
  readonly lastFour: string;
  readonly returned: GiftCardMoney;
  readonly balanceAfter: GiftCardMoney;
}

/** A card the booking spent from that took nothing back, and why (it was voided, or gave it back already). */
export interface GiftCardNotReturned {
  readonly cardId: GiftCardId;
  readonly lastFour: string;
  readonly refusal: GiftCardRefusal;
}

export interface GiftCardSpendReturns {
  readonly returned: readonly GiftCardReturned[];
  readonly notReturned: readonly GiftCardNotReturned[];
}

/**
 * A cancelled booking gets back what it spent of gift cards (issue 31: "returned when a booking
 * is cancelled within the rules" — the caller cancelled it by those rules): in one transaction,
 * each card the booking spent from is held and takes back all the booking spent, as decideReturn
 * allows — once, and never to a voided card. Running it again for the same booking returns
 * nothing more (each card answers GIFT_CARD.ALREADY_RETURNED); a booking that spent from no card
 * gets two empty lists.
 */
export function returnGiftCardSpend(ports: { readonly giftCardLedgers: Transactions<GiftCardPorts> }) {
  return (request: { readonly bookingId: BookingId }): ResultAsync<GiftCardSpendReturns, never> =>
    ResultAsync.fromSafePromise(
      ports.giftCardLedgers.inTransaction(({ giftCards }) => returnGiftCardSpendWithin(giftCards, request.bookingId)),
    );
}

/**
 * returnGiftCardSpend's work inside a transaction another use case owns: the cancellation's
 * (cancelBookingWithin), so that a booking is cancelled and its cards take back what it spent, or
 * neither (docs/adr/0107).
 */
export async function returnGiftCardSpendWithin(
  giftCards: GiftCards,
  bookingId: BookingId,
): Promise<GiftCardSpendReturns> {
  const returned: GiftCardReturned[] = [];
  const notReturned: GiftCardNotReturned[] = [];
  for (const cardId of await giftCards.spentOn(bookingId)) {
    const card = await giftCards.hold(cardId);
    if (card === undefined) continue;
    const { spent } = bookingSpend(card, bookingId);
    const amount = { minor: spent, currency: card.terms.face.currency };
    const decided = decideReturn(card, bookingId, amount);
    if (decided.isErr()) {
      notReturned.push({ cardId, lastFour: card.lastFour, refusal: decided.error });
      continue;
    }
    await giftCards.append(cardId, decided.value);
    const balanceAfter = giftCardBalance({ ...card, movements: [...card.movements, decided.value] });
    returned.push({ cardId, lastFour: card.lastFour, returned: amount, balanceAfter });
  }
  return { returned, notReturned };
}

export type ReturnGiftCardSpend = ReturnType<typeof returnGiftCardSpend>;
