import { err, errAsync, ok, type Result, type ResultAsync } from 'neverthrow';
import type { BookingId } from '#domain/booking/booking-id';
import type { LocalDate } from '#domain/calendar/local-date';
import { parseGiftCardCode } from '#domain/gift-card/gift-card-code';
import { decideSpend, type GiftCardId } from '#domain/gift-card/gift-card-ledger';
import type { GiftCardMoney } from '#domain/gift-card/gift-card-money';
import type { LocationId } from '#domain/storefront/company';
import type { GiftCardPorts } from '../ports/server/gift-cards';
import type { Transactions } from '../ports/server/transactions';
import { giftCardNotFound, type GiftCardError } from './gift-card-errors';
import { resultAsync } from '../shared/one-step';

export interface SpendGiftCardRequest {
  /** The code as the client typed it: any case, spaces and dashes allowed (parseGiftCardCode). */
  readonly code: string;
  readonly bookingId: BookingId;
  /** What the booking owes, in the company's currency. */
  readonly due: GiftCardMoney;
  /** Where the booking is: the card must be honoured there. */
  readonly locationId: LocationId;
  /** The location's day, read before the transaction starts (it may run again). */
  readonly today: LocalDate;
}

/** What the card paid of a booking, and what the booking still owes by other means. */
export interface GiftCardPayment {
  readonly cardId: GiftCardId;
  readonly lastFour: string;
  readonly paid: GiftCardMoney;
  readonly stillDue: GiftCardMoney;
  readonly balanceAfter: GiftCardMoney;
}

/**
 * A booking paid, all or partly, by a gift card (issue 31 "Spending"; docs/adr/0106): in one
 * transaction the card is held — another spend of it waits — its ledger read, the domain decides
 * (decideSpend: min(balance, due), refused when expired, voided, elsewhere, in another currency, for
 * nothing, or empty) and the spend is appended. Two spends of a card's last balance: the second
 * reads the first's movement and is refused with GIFT_CARD.NO_BALANCE.
 */
export function spendGiftCard(ports: { readonly giftCardLedgers: Transactions<GiftCardPorts> }) {
  return (request: SpendGiftCardRequest): ResultAsync<GiftCardPayment, GiftCardError> => {
    const code = parseGiftCardCode(request.code);
    if (code.isErr()) return errAsync(code.error);
    return resultAsync(
      ports.giftCardLedgers.inTransaction(async ({ giftCards }): Promise<Result<GiftCardPayment, GiftCardError>> => {
        const found = await giftCards.findByCode(code.value);
        const card = found === undefined ? undefined : await giftCards.hold(found.id);
        if (card === undefined) return err(giftCardNotFound);
        const decided = decideSpend(card, {
          bookingId: request.bookingId,
          due: request.due,
          at: request.locationId,
          today: request.today,
        });
        if (decided.isErr()) return err(decided.error);
        await giftCards.append(card.id, decided.value.movement);
        const { paid, stillDue, balanceAfter } = decided.value;
        return ok({ cardId: card.id, lastFour: card.lastFour, paid, stillDue, balanceAfter });
      }),
    );
  };
}

export type SpendGiftCard = ReturnType<typeof spendGiftCard>;
