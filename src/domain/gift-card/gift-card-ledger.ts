import { Schema } from 'effect';
import { err, ok, type Result } from 'neverthrow';
import type { BookingId } from '../booking/booking-id';
import type { LocalDate } from '../calendar/local-date';
import { isPositiveInteger } from '../shared/checked';
import type { LocationId } from '../storefront/company';
import type { GiftCardMoney } from './gift-card-money';

// A gift card's balance (issue 31 "Spending"; docs/adr/0106): never a number kept and overwritten,
// but the sum of its ledger — the movements appended since it was issued, each signed by its kind.
// The rules below decide the next movement from the card's terms and the movements so far; the
// store appends what they decide, in one transaction holding the card (GiftCards.hold), and
// guards the running sum in the database as well. The balance never goes negative, a booking gets
// back at most what it spent and only once, nothing is spent after the card's last day, and
// nothing at all happens to a voided card.

export const GiftCardId = Schema.Int.pipe(
  Schema.check(Schema.makeFilter(isPositiveInteger, { expected: 'a positive integer' })),
  Schema.brand('GiftCardId'),
);
export type GiftCardId = typeof GiftCardId.Type;

/** What a card is worth, until when and where: fixed when it is issued. */
export interface GiftCardTerms {
  /** What it was bought for; its `issued` movement adds it. */
  readonly face: GiftCardMoney;
  /** The last day it can be spent, in the location's calendar. */
  readonly expiresOn: LocalDate;
  /** The locations that take it; never empty. */
  readonly honouredAt: readonly LocationId[];
}

/** One line of a card's ledger. Amounts are in the card's currency, in hundredths, never negative. */
export type LedgerMovement =
  /** The face amount, once, first. */
  | { readonly _tag: 'Issued'; readonly amount: number }
  /** Paid (part of) a booking. */
  | { readonly _tag: 'Spent'; readonly amount: number; readonly bookingId: BookingId }
  /** Gave back what a cancelled booking had spent. */
  | { readonly _tag: 'Returned'; readonly amount: number; readonly bookingId: BookingId }
  /** Took whatever was left (`amount`, possibly 0): the card is done. */
  | { readonly _tag: 'Voided'; readonly amount: number };

export type LedgerMovementKind = LedgerMovement['_tag'];

/** A card as the rules read it: its terms and its ledger, oldest movement first. */
export interface GiftCardLedger {
  readonly terms: GiftCardTerms;
  readonly movements: readonly LedgerMovement[];
}

export type GiftCardRefusal =
  | { readonly _tag: 'GiftCardExpired'; readonly code: 'GIFT_CARD.EXPIRED'; readonly expiredOn: LocalDate }
  | { readonly _tag: 'GiftCardNotHonouredHere'; readonly code: 'GIFT_CARD.NOT_HONOURED_HERE' }
  | { readonly _tag: 'GiftCardVoided'; readonly code: 'GIFT_CARD.VOIDED' }
  | {
      readonly _tag: 'GiftCardCurrencyMismatch';
      readonly code: 'GIFT_CARD.CURRENCY_MISMATCH';
      readonly cardCurrency: string;
      readonly askedCurrency: string;
    }
  | { readonly _tag: 'GiftCardAmountNotPositive'; readonly code: 'GIFT_CARD.AMOUNT_NOT_POSITIVE' }
  | { readonly _tag: 'GiftCardEmpty'; readonly code: 'GIFT_CARD.NO_BALANCE' }
  | { readonly _tag: 'GiftCardNothingSpentByBooking'; readonly code: 'GIFT_CARD.NOTHING_SPENT_BY_BOOKING' }
  | { readonly _tag: 'GiftCardAlreadyReturned'; readonly code: 'GIFT_CARD.ALREADY_RETURNED' }
  | {
      readonly _tag: 'GiftCardReturnExceedsSpend';
      readonly code: 'GIFT_CARD.RETURN_EXCEEDS_SPEND';
      /** What the booking spent: the most that can come back. */
      readonly spent: number;
    };

/** What a movement adds to the balance: issued and returned add, spent and voided take away. */
export function movementDelta(movement: LedgerMovement): number {
  return movement._tag === 'Issued' || movement._tag === 'Returned' ? movement.amount : -movement.amount;
}

/** The card's balance: the sum of its ledger, in its currency. */
export function giftCardBalance(ledger: GiftCardLedger): GiftCardMoney {
  const minor = ledger.movements.reduce((sum, movement) => sum + movementDelta(movement), 0);
  return { minor, currency: ledger.terms.face.currency };
}

/** Whether the card was voided: nothing more happens to it. */
export function isVoided(ledger: GiftCardLedger): boolean {
  return ledger.movements.some((movement) => movement._tag === 'Voided');
}

/** Whether the card can no longer be spent on `today`: past its last day. */
export function isExpiredOn(terms: Pick<GiftCardTerms, 'expiresOn'>, today: LocalDate): boolean {
  // YYYY-MM-DD of four-digit years sort as the days they name.
  return today > terms.expiresOn;
}

/** The first movement of a card issued with `terms`: its face amount. */
export function issuedMovement(terms: GiftCardTerms): LedgerMovement {
  return { _tag: 'Issued', amount: terms.face.minor };
}

/** A booking's payment by card: what the card pays of what is due, and what is left to pay by other means. */
export interface GiftCardSpend {
  readonly movement: Extract<LedgerMovement, { _tag: 'Spent' }>;
  /** min(balance, due): what the card pays. */
  readonly paid: GiftCardMoney;
  /** due − paid: what the booking still owes, online or at the location. */
  readonly stillDue: GiftCardMoney;
  /** The card's balance once the movement is appended. */
  readonly balanceAfter: GiftCardMoney;
}

/** What a booking asks of the card. */
export interface SpendRequest {
  readonly bookingId: BookingId;
  /** What the booking costs, or what is left of it to pay. */
  readonly due: GiftCardMoney;
  readonly at: LocationId;
  /** The location's day. */
  readonly today: LocalDate;
}

/**
 * What the card can pay of `due`: all of it when the balance covers it, else the whole balance —
 * the booking is then paid partly by the card and partly by other means. Zero for a card with
 * nothing left (or a voided one).
 */
export function spendable(ledger: GiftCardLedger, due: GiftCardMoney): GiftCardMoney {
  const balance = giftCardBalance(ledger).minor;
  return { minor: Math.max(0, Math.min(balance, due.minor)), currency: due.currency };
}

/**
 * The card pays what it can of a booking (issue 31: "its balance pays all or part of the
 * booking"): refused when it is voided, past its last day, not taken at the location, asked in
 * another currency or for nothing, or has nothing left; otherwise it pays spendable(due) and
 * says what is still due.
 */
export function decideSpend(ledger: GiftCardLedger, request: SpendRequest): Result<GiftCardSpend, GiftCardRefusal> {
  const { terms } = ledger;
  const refusal = spendRefusal(ledger, request);
  if (refusal !== null) return err(refusal);
  const paid = spendable(ledger, request.due);
  const balance = giftCardBalance(ledger).minor;
  return ok({
    movement: { _tag: 'Spent', amount: paid.minor, bookingId: request.bookingId },
    paid,
    stillDue: { minor: request.due.minor - paid.minor, currency: request.due.currency },
    balanceAfter: { minor: balance - paid.minor, currency: terms.face.currency },
  });
}

/**
 * Why the card cannot pay any of `request.due` at `request.at` on `request.today` — voided, past its
 * last day, not taken there, asked in another currency or for nothing, or empty — or null when it
 * can pay spendable(due). decideSpend's checks, for a caller that asks before any booking exists
 * (checking a code, planning a booking's payment).
 */
export function spendRefusal(ledger: GiftCardLedger, request: Omit<SpendRequest, 'bookingId'>): GiftCardRefusal | null {
  const { terms } = ledger;
  if (isVoided(ledger)) return voided();
  if (isExpiredOn(terms, request.today))
    return { _tag: 'GiftCardExpired', code: 'GIFT_CARD.EXPIRED', expiredOn: terms.expiresOn };
  if (!terms.honouredAt.includes(request.at))
    return { _tag: 'GiftCardNotHonouredHere', code: 'GIFT_CARD.NOT_HONOURED_HERE' };
  const amountProblem = amountRefusal(terms, request.due);
  if (amountProblem !== null) return amountProblem;
  if (spendable(ledger, request.due).minor === 0) return { _tag: 'GiftCardEmpty', code: 'GIFT_CARD.NO_BALANCE' };
  return null;
}

/** What `bookingId` spent of the card, and what of it came back. */
export function bookingSpend(ledger: GiftCardLedger, bookingId: BookingId): { spent: number; returned: number } {
  let spent = 0;
  let returned = 0;
  for (const movement of ledger.movements) {
    if (movement._tag === 'Spent' && movement.bookingId === bookingId) spent += movement.amount;
    if (movement._tag === 'Returned' && movement.bookingId === bookingId) returned += movement.amount;
  }
  return { spent, returned };
}

/**
 * Gives back `amount` of what a cancelled booking spent (issue 31: "returned when a booking is
 * cancelled within the rules" — which cancellations return is the booking's rule, not the card's):
 * at most what the booking spent, and once. A card past its last day takes it back all the same —
 * the ledger says what the booking did not use — though it cannot be spent; a voided card takes
 * nothing.
 */
export function decideReturn(
  ledger: GiftCardLedger,
  bookingId: BookingId,
  amount: GiftCardMoney,
): Result<Extract<LedgerMovement, { _tag: 'Returned' }>, GiftCardRefusal> {
  if (isVoided(ledger)) return err(voided());
  const amountProblem = amountRefusal(ledger.terms, amount);
  if (amountProblem !== null) return err(amountProblem);
  const { spent, returned } = bookingSpend(ledger, bookingId);
  if (spent === 0) return err({ _tag: 'GiftCardNothingSpentByBooking', code: 'GIFT_CARD.NOTHING_SPENT_BY_BOOKING' });
  if (returned > 0) return err({ _tag: 'GiftCardAlreadyReturned', code: 'GIFT_CARD.ALREADY_RETURNED' });
  if (amount.minor > spent)
    return err({ _tag: 'GiftCardReturnExceedsSpend', code: 'GIFT_CARD.RETURN_EXCEEDS_SPEND', spent });
  return ok({ _tag: 'Returned', amount: amount.minor, bookingId });
}

/** Voids the card: a last movement takes whatever is left, and nothing follows it. Refused for a card already voided. */
export function decideVoid(
  ledger: GiftCardLedger,
): Result<Extract<LedgerMovement, { _tag: 'Voided' }>, Extract<GiftCardRefusal, { _tag: 'GiftCardVoided' }>> {
  if (isVoided(ledger)) return err(voided());
  return ok({ _tag: 'Voided', amount: Math.max(0, giftCardBalance(ledger).minor) });
}

function amountRefusal(terms: GiftCardTerms, asked: GiftCardMoney): GiftCardRefusal | null {
  if (asked.currency !== terms.face.currency)
    return {
      _tag: 'GiftCardCurrencyMismatch',
      code: 'GIFT_CARD.CURRENCY_MISMATCH',
      cardCurrency: terms.face.currency,
      askedCurrency: asked.currency,
    };
  if (!Number.isSafeInteger(asked.minor) || asked.minor <= 0)
    return { _tag: 'GiftCardAmountNotPositive', code: 'GIFT_CARD.AMOUNT_NOT_POSITIVE' };
  return null;
}

function voided(): Extract<GiftCardRefusal, { _tag: 'GiftCardVoided' }> {
  return { _tag: 'GiftCardVoided', code: 'GIFT_CARD.VOIDED' };
}
