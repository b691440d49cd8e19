import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayNumber, fromDayNumber, type LocalDate } from '../calendar/local-date';
import { bookingId, locationId } from '../shared/ids.test-support';
import { anyCardOperation, anyGiftCardTerms, BOOKINGS, dayAround, type CardOperation } from './gift-card.arbitraries';
import {
  bookingSpend,
  decideReturn,
  decideSpend,
  decideVoid,
  giftCardBalance,
  isExpiredOn,
  issuedMovement,
  spendable,
  type GiftCardLedger,
  type GiftCardTerms,
  type LedgerMovement,
} from './gift-card-ledger';

// Issue 31 "Spending": the balance is the sum of a ledger of movements (issued, spent, returned,
// voided); it never goes negative; expiry and locations are honoured; one currency (docs/adr/0106).

const issued = (terms: GiftCardTerms): GiftCardLedger => ({ terms, movements: [issuedMovement(terms)] });
const appended = (ledger: GiftCardLedger, movement: LedgerMovement): GiftCardLedger => ({
  ...ledger,
  movements: [...ledger.movements, movement],
});

/** What a replay kept beside the ledger, from the decisions' own answers, to hold the ledger to. */
interface Replay {
  readonly ledger: GiftCardLedger;
  /** Every balance along the way, the issued one first. */
  readonly balances: readonly number[];
  /** face − what the spends paid + what the returns gave back − what the void took. */
  readonly accounted: number;
}

/** Applies each operation as the use cases do: decide, and append the movement when the rules allow it. */
function replay(terms: GiftCardTerms, operations: readonly CardOperation[]): Replay {
  let ledger = issued(terms);
  let accounted = terms.face.minor;
  const balances = [giftCardBalance(ledger).minor];
  const currency = terms.face.currency;
  for (const operation of operations) {
    if (operation._tag === 'spend') {
      const today = fromDayNumber(dayNumber(terms.expiresOn) + operation.dayOffset);
      const due = { minor: operation.due, currency: operation.currency === 'same' ? currency : operation.currency };
      const decided = decideSpend(ledger, { bookingId: operation.bookingId, due, at: operation.at, today });
      if (decided.isErr()) continue;
      expect(decided.value.balanceAfter.minor).toBe(giftCardBalance(ledger).minor - decided.value.paid.minor);
      ledger = appended(ledger, decided.value.movement);
      accounted -= decided.value.paid.minor;
    } else if (operation._tag === 'return') {
      const { spent } = bookingSpend(ledger, operation.bookingId);
      const share = { all: spent, part: Math.ceil(spent / 2), more: spent + 1 }[operation.share];
      const decided = decideReturn(ledger, operation.bookingId, { minor: share, currency });
      if (decided.isErr()) continue;
      ledger = appended(ledger, decided.value);
      accounted += decided.value.amount;
    } else {
      const decided = decideVoid(ledger);
      if (decided.isErr()) continue;
      ledger = appended(ledger, decided.value);
      accounted -= decided.value.amount;
    }
    balances.push(giftCardBalance(ledger).minor);
  }
  return { ledger, balances, accounted };
}

const anyReplay = fc
  .tuple(anyGiftCardTerms, fc.array(anyCardOperation, { maxLength: 40 }))
  .map(([terms, operations]) => replay(terms, operations));

describe('a gift card’s ledger', () => {
  it('has a balance that is the sum of its movements: what was issued, less what was spent or voided, plus what came back', () => {
    fc.assert(
      fc.property(anyReplay, ({ ledger, accounted }) => {
        expect(giftCardBalance(ledger)).toEqual({ minor: accounted, currency: ledger.terms.face.currency });
      }),
    );
  });

  it('never goes negative nor above its face amount, under any sequence of spends, returns and voids', () => {
    fc.assert(
      fc.property(anyReplay, ({ ledger, balances }) => {
        for (const balance of balances) {
          expect(balance).toBeGreaterThanOrEqual(0);
          expect(balance).toBeLessThanOrEqual(ledger.terms.face.minor);
        }
      }),
    );
  });

  it('never gives a booking back more than it spent, and gives back at most once per booking', () => {
    fc.assert(
      fc.property(anyReplay, ({ ledger }) => {
        for (const booking of BOOKINGS) {
          const { spent, returned } = bookingSpend(ledger, booking);
          expect(returned).toBeLessThanOrEqual(spent);
          const returns = ledger.movements.filter((each) => each._tag === 'Returned' && each.bookingId === booking);
          expect(returns.length).toBeLessThanOrEqual(1);
        }
      }),
    );
  });

  it('spends nothing after its last day, whatever happened to it before', () => {
    fc.assert(
      fc.property(
        anyReplay,
        fc.integer({ min: 1, max: 4000 }),
        fc.integer({ min: 1, max: 60_000_000 }),
        ({ ledger }, daysLate, due) => {
          const today = fromDayNumber(dayNumber(ledger.terms.expiresOn) + daysLate);
          const at = ledger.terms.honouredAt[0] ?? locationId(1);
          const decided = decideSpend(ledger, {
            bookingId: bookingId(9),
            due: { minor: due, currency: ledger.terms.face.currency },
            at,
            today,
          });
          expect(decided.isErr()).toBe(true);
          expect(decided._unsafeUnwrapErr()._tag).toMatch(/GiftCardExpired|GiftCardVoided/);
        },
      ),
    );
  });

  it('pays min(balance, due) of a booking and says what is still due, so a booking can be paid partly by the card', () => {
    fc.assert(
      fc.property(anyReplay, fc.integer({ min: 1, max: 60_000_000 }), ({ ledger }, due) => {
        const currency = ledger.terms.face.currency;
        const balance = giftCardBalance(ledger).minor;
        const decided = decideSpend(ledger, {
          bookingId: bookingId(9),
          due: { minor: due, currency },
          at: ledger.terms.honouredAt[0] ?? locationId(1),
          today: ledger.terms.expiresOn,
        });
        expect(spendable(ledger, { minor: due, currency }).minor).toBe(Math.min(balance, due));
        if (balance === 0) return;
        const spend = decided._unsafeUnwrap();
        expect(spend.paid.minor).toBe(Math.min(balance, due));
        expect(spend.paid.minor + spend.stillDue.minor).toBe(due);
        expect(spend.balanceAfter.minor).toBe(balance - spend.paid.minor);
        expect(spend.movement).toEqual({ _tag: 'Spent', amount: spend.paid.minor, bookingId: bookingId(9) });
      }),
    );
  });

  it('is done once voided: the void takes the balance to zero and every later spend, return and void is refused', () => {
    fc.assert(
      fc.property(anyReplay, ({ ledger }) => {
        const voiding = decideVoid(ledger);
        if (voiding.isErr()) return;
        const voided = appended(ledger, voiding.value);
        expect(giftCardBalance(voided).minor).toBe(0);
        const currency = ledger.terms.face.currency;
        const refused = [
          decideSpend(voided, {
            bookingId: bookingId(1),
            due: { minor: 100, currency },
            at: ledger.terms.honouredAt[0] ?? locationId(1),
            today: ledger.terms.expiresOn,
          }),
          decideReturn(voided, bookingId(1), { minor: 1, currency }),
          decideVoid(voided),
        ];
        for (const decided of refused) expect(decided._unsafeUnwrapErr()._tag).toBe('GiftCardVoided');
      }),
    );
  });

  it('can be spent up to and on its last day, and not the day after', () => {
    fc.assert(
      fc.property(anyGiftCardTerms, (terms) => {
        const on = (today: LocalDate) => isExpiredOn(terms, today);
        expect(on(terms.expiresOn)).toBe(false);
        expect(on(fromDayNumber(dayNumber(terms.expiresOn) - 1))).toBe(false);
        expect(on(fromDayNumber(dayNumber(terms.expiresOn) + 1))).toBe(true);
      }),
    );
    fc.assert(
      fc.property(
        anyGiftCardTerms.chain((terms) => fc.tuple(fc.constant(terms), dayAround(terms.expiresOn))),
        ([terms, today]) => {
          expect(isExpiredOn(terms, today)).toBe(dayNumber(today) > dayNumber(terms.expiresOn));
        },
      ),
    );
  });
});

describe('spending a gift card', () => {
  const terms: GiftCardTerms = {
    face: { minor: 2_000_000, currency: 'CLP' },
    expiresOn: '2027-11-30' as LocalDate,
    honouredAt: [locationId(1), locationId(2)],
  };
  const request = {
    bookingId: bookingId(7),
    due: { minor: 1_500_000, currency: 'CLP' },
    at: locationId(1),
    today: '2026-12-01' as LocalDate,
  };

  it('refuses a location the card is not honoured at', () => {
    expect(decideSpend(issued(terms), { ...request, at: locationId(3) })._unsafeUnwrapErr()).toEqual({
      _tag: 'GiftCardNotHonouredHere',
      code: 'GIFT_CARD.NOT_HONOURED_HERE',
    });
  });

  it('refuses an amount in another currency than the card’s', () => {
    expect(decideSpend(issued(terms), { ...request, due: { minor: 100, currency: 'USD' } })._unsafeUnwrapErr()).toEqual(
      {
        _tag: 'GiftCardCurrencyMismatch',
        code: 'GIFT_CARD.CURRENCY_MISMATCH',
        cardCurrency: 'CLP',
        askedCurrency: 'USD',
      },
    );
  });

  it('refuses to pay nothing, or less than nothing', () => {
    for (const minor of [0, -100, 0.5])
      expect(decideSpend(issued(terms), { ...request, due: { minor, currency: 'CLP' } })._unsafeUnwrapErr()._tag).toBe(
        'GiftCardAmountNotPositive',
      );
  });

  it('refuses a card with nothing left, and pays only what is left of one that has less than the price', () => {
    const first = decideSpend(issued(terms), request)._unsafeUnwrap();
    expect(first.paid.minor).toBe(1_500_000);
    const afterFirst = appended(issued(terms), first.movement);
    const second = decideSpend(afterFirst, { ...request, bookingId: bookingId(8) })._unsafeUnwrap();
    expect(second.paid).toEqual({ minor: 500_000, currency: 'CLP' });
    expect(second.stillDue).toEqual({ minor: 1_000_000, currency: 'CLP' });
    const empty = appended(afterFirst, second.movement);
    expect(decideSpend(empty, { ...request, bookingId: bookingId(9) })._unsafeUnwrapErr()).toEqual({
      _tag: 'GiftCardEmpty',
      code: 'GIFT_CARD.NO_BALANCE',
    });
  });

  it('gives a cancelled booking back what it spent, once, and never more', () => {
    const spent = appended(issued(terms), decideSpend(issued(terms), request)._unsafeUnwrap().movement);
    expect(decideReturn(spent, bookingId(7), { minor: 1_500_001, currency: 'CLP' })._unsafeUnwrapErr()).toEqual({
      _tag: 'GiftCardReturnExceedsSpend',
      code: 'GIFT_CARD.RETURN_EXCEEDS_SPEND',
      spent: 1_500_000,
    });
    expect(decideReturn(spent, bookingId(8), { minor: 1, currency: 'CLP' })._unsafeUnwrapErr()._tag).toBe(
      'GiftCardNothingSpentByBooking',
    );
    const returned = decideReturn(spent, bookingId(7), { minor: 1_500_000, currency: 'CLP' })._unsafeUnwrap();
    const back = appended(spent, returned);
    expect(giftCardBalance(back).minor).toBe(2_000_000);
    expect(decideReturn(back, bookingId(7), { minor: 1, currency: 'CLP' })._unsafeUnwrapErr()._tag).toBe(
      'GiftCardAlreadyReturned',
    );
  });

  it('takes a return after the card’s last day, though it cannot be spent then', () => {
    const spent = appended(issued(terms), decideSpend(issued(terms), request)._unsafeUnwrap().movement);
    const back = appended(
      spent,
      decideReturn(spent, bookingId(7), { minor: 1_500_000, currency: 'CLP' })._unsafeUnwrap(),
    );
    expect(decideSpend(back, { ...request, today: '2027-12-01' as LocalDate })._unsafeUnwrapErr()._tag).toBe(
      'GiftCardExpired',
    );
  });

  it('voids whatever is left', () => {
    const spent = appended(issued(terms), decideSpend(issued(terms), request)._unsafeUnwrap().movement);
    expect(decideVoid(spent)._unsafeUnwrap()).toEqual({ _tag: 'Voided', amount: 500_000 });
  });
});
