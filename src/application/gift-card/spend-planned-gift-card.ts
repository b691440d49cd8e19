import { err, ok, type Result } from 'neverthrow';
import type { BookingId } from '#domain/booking/booking-id';
import {
  giftCardBalanceChanged,
  spendShares,
  type GiftCardBalanceChanged,
  type PlannedGiftCardPayment,
} from '#domain/gift-card/gift-card-booking-payment';
import type { GiftCards } from '../ports/server/gift-cards';

/**
 * Spends a booking group's planned gift card payment inside the transaction that books the group
 * (issue 31 "Spending"; docs/adr/0107), once its bookings have their ids (`bookingIds`, in the
 * group's item order): the card is held — another spend of it waits for this transaction — and the
 * domain decides each booking's spend over its ledger as it now stands (spendShares). Refused,
 * appending nothing, when any share can no longer be paid whole: another spend came first, so the
 * caller rolls the booking back. The one way a create spends a card, on every store.
 */
export async function spendPlannedGiftCard(
  giftCards: GiftCards,
  planned: PlannedGiftCardPayment,
  bookingIds: readonly BookingId[],
): Promise<Result<void, GiftCardBalanceChanged>> {
  const card = await giftCards.hold(planned.cardId);
  if (card === undefined) return err(giftCardBalanceChanged);
  const shares = bookingIds.map((bookingId, index) => ({ bookingId, amount: planned.shares[index] ?? 0 }));
  const spends = spendShares(card, shares, planned.place);
  if (spends.isErr()) return err(spends.error);
  for (const spend of spends.value) await giftCards.append(card.id, spend);
  return ok(undefined);
}
