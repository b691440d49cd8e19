import { err, ok, type Result } from 'neverthrow';
import type { BookingId } from '../booking/booking-id';
import type { LocalDate } from '../calendar/local-date';
import type { LocationId } from '../storefront/company';
import {
  decideSpend,
  spendable,
  spendRefusal,
  type GiftCardId,
  type GiftCardLedger,
  type GiftCardRefusal,
  type LedgerMovement,
} from './gift-card-ledger';

// A booking paid with a gift card (issue 31 "Spending"; docs/adr/0107): the card pays what it can
// of what the booking's items cost, item by item in the request's order, each item's share a spend
// of its own tied to that booking — so cancelling one booking of a group gives back that
// booking's share only. The card's share is planned before the booking's transaction, from the
// card as it was read; inside it, once the card is held, each share must still be paid whole,
// otherwise another spend came first and the booking is refused (GIFT_CARD.BALANCE_CHANGED).

/** The card was spent, voided or changed between its reading and the booking's transaction. */
export interface GiftCardBalanceChanged {
  readonly _tag: 'GiftCardBalanceChanged';
  readonly code: 'GIFT_CARD.BALANCE_CHANGED';
}

export const giftCardBalanceChanged: GiftCardBalanceChanged = {
  _tag: 'GiftCardBalanceChanged',
  code: 'GIFT_CARD.BALANCE_CHANGED',
};

/** Where and when a booking is paid by card, and in what currency its prices are. */
export interface CardPaymentPlace {
  readonly at: LocationId;
  /** The location's day. */
  readonly today: LocalDate;
  /** The location's currency (ISO 4217): a card in another is refused. */
  readonly currency: string;
}

/**
 * What the card pays of each item's `dues` (hundredths, in the request's order): all of the first
 * items while the balance lasts, part of the one it runs out on, nothing of the rest — in total
 * spendable(Σ dues). Refused as decideSpend refuses (voided, expired, elsewhere, another currency,
 * nothing due, an empty card).
 */
export function giftCardShares(
  ledger: GiftCardLedger,
  dues: readonly number[],
  place: CardPaymentPlace,
): Result<readonly number[], GiftCardRefusal> {
  const due = { minor: dues.reduce((sum, each) => sum + Math.max(0, each), 0), currency: place.currency };
  const refusal = spendRefusal(ledger, { due, at: place.at, today: place.today });
  if (refusal !== null) return err(refusal);
  let left = spendable(ledger, due).minor;
  return ok(
    dues.map((each) => {
      const share = Math.min(Math.max(0, each), left);
      left -= share;
      return share;
    }),
  );
}

/** A card's planned payment of a group of bookings, to spend once they exist. */
export interface PlannedGiftCardPayment {
  readonly cardId: GiftCardId;
  readonly place: CardPaymentPlace;
  /** What it pays of each booking, in hundredths, in the group's item order (giftCardShares). */
  readonly shares: readonly number[];
}

/** One booking's planned share of the card. */
export interface PlannedShare {
  readonly bookingId: BookingId;
  /** Hundredths; 0 for a booking the card pays nothing of. */
  readonly amount: number;
}

/**
 * The spends of the planned `shares`, decided over the card as it stands once held: each must be
 * paid whole (decideSpend), one after the other. Refused, whole, when any is not: the card changed
 * since the shares were planned.
 */
export function spendShares(
  ledger: GiftCardLedger,
  shares: readonly PlannedShare[],
  place: CardPaymentPlace,
): Result<readonly Extract<LedgerMovement, { _tag: 'Spent' }>[], GiftCardBalanceChanged> {
  let current = ledger;
  const spends: Extract<LedgerMovement, { _tag: 'Spent' }>[] = [];
  for (const share of shares) {
    if (share.amount === 0) continue;
    const decided = decideSpend(current, {
      bookingId: share.bookingId,
      due: { minor: share.amount, currency: place.currency },
      at: place.at,
      today: place.today,
    });
    if (decided.isErr() || decided.value.paid.minor !== share.amount) return err(giftCardBalanceChanged);
    spends.push(decided.value.movement);
    current = { ...current, movements: [...current.movements, decided.value.movement] };
  }
  return ok(spends);
}

/** What one card spent on one booking, and what of it came back. Hundredths. */
export interface BookingCardSpend {
  readonly bookingId: BookingId;
  readonly lastFour: string;
  readonly spent: number;
  readonly returned: number;
}

/** A booking of the group as the card's payment is summed. */
export interface CardPayableBooking {
  readonly id: BookingId;
  /** The price recorded at booking (major unit); null when it has none. */
  readonly price: number | null;
  readonly cancelled: boolean;
  /** A plan pays it: nothing of it is left to pay. */
  readonly paidByPlan: boolean;
}

/** What gift cards paid of a group of bookings, and what is left to pay by other means. Major unit. */
export interface GiftCardPaymentSummary {
  /** The last four symbols of each card that paid, each once, in the order of the bookings. */
  readonly lastFours: readonly string[];
  /** What the cards paid and kept (spent less returned). */
  readonly paid: number;
  /** What the standing bookings cost, less what the plans and the cards pay of them; never below 0. */
  readonly leftToPay: number;
}

const cents = (amount: number) => Math.round(amount * 100);

/** What the cards paid of `bookings` and what is left to pay; null when no card paid any of them. */
export function giftCardPaymentSummary(
  bookings: readonly CardPayableBooking[],
  spends: readonly BookingCardSpend[],
): GiftCardPaymentSummary | null {
  if (spends.length === 0) return null;
  const kept = (spend: BookingCardSpend) => spend.spent - spend.returned;
  const keptOn = (bookingId: BookingId) =>
    spends.filter((spend) => spend.bookingId === bookingId).reduce((sum, spend) => sum + kept(spend), 0);
  let owed = 0;
  for (const booking of bookings) {
    if (booking.cancelled || booking.paidByPlan) continue;
    owed += Math.max(0, cents(booking.price ?? 0) - keptOn(booking.id));
  }
  return {
    lastFours: [...new Set(spends.map((spend) => spend.lastFour))],
    paid: spends.reduce((sum, spend) => sum + kept(spend), 0) / 100,
    leftToPay: owed / 100,
  };
}
