import type { GiftCardCode } from '#domain/gift-card/gift-card-code';
import { giftCardCodeLastFour } from '#domain/gift-card/gift-card-code';
import {
  bookingSpend,
  giftCardBalance,
  isVoided,
  issuedMovement,
  movementDelta,
  type GiftCardId,
  type GiftCardTerms,
  type LedgerMovement,
} from '#domain/gift-card/gift-card-ledger';
import type { Instant } from '#domain/calendar/instant';
import type { CompanyId } from '#domain/storefront/company';
import type {
  GiftCardPorts,
  GiftCards,
  GiftCardStatement,
  ListedGiftCard,
  StoredGiftCard,
} from '../ports/server/gift-cards';
import type { Transactions } from '../ports/server/transactions';

// Test support: the gift cards and their unit of work in memory, behaving as the SQL ones do
// (sql-gift-cards.ts; docs/adr/0106) — gift-cards-contract.test-support.ts holds both to the same
// tests. One transaction at a time, on a copy of the state that becomes the state when the work
// resolves and is dropped when it throws; so a `hold` has nothing to wait for. Like the database,
// it refuses (throws) a movement that takes the balance below zero or above the face amount, a
// second void and a second return for one booking. Its every location is in Santiago, and its
// movements are recorded a second apart from a fixed instant: it reads no clock.

/** The time zone of every location the fake knows. */
export const IN_MEMORY_GIFT_CARD_TIME_ZONE = 'America/Santiago';

let recorded = Date.UTC(2026, 10, 29, 12, 0, 0);
const nextInstant = (): Instant => (recorded += 1000) as Instant;

interface CardRow {
  readonly id: GiftCardId;
  readonly code: GiftCardCode;
  readonly companyId: CompanyId;
  readonly productId: number | null;
  readonly terms: GiftCardTerms;
  readonly issuedAt: Instant;
  /** Its code sealed (GiftCardCodeSealer), once stored. */
  readonly sealed?: Uint8Array;
  /** Its giving mail, still owed, was given up (withdrawOwedGiving). */
  readonly givingWithdrawn?: boolean;
}

interface MovementRow {
  readonly cardId: GiftCardId;
  readonly movement: LedgerMovement;
  readonly recordedAt: Instant;
  readonly reason: string | null;
}

export interface GiftCardState {
  readonly cards: CardRow[];
  readonly movements: MovementRow[];
}

export const emptyGiftCardState = (): GiftCardState => ({ cards: [], movements: [] });

function stored(state: GiftCardState, row: CardRow): StoredGiftCard {
  const { code, issuedAt, sealed, ...card } = row;
  return {
    ...card,
    lastFour: giftCardCodeLastFour(code),
    movements: state.movements.filter((each) => each.cardId === row.id).map((each) => each.movement),
  };
}

function refused(why: string): never {
  throw new Error(`The gift card store refuses the movement: ${why}`);
}

function checkAppend(card: StoredGiftCard, movement: LedgerMovement): void {
  const balance = giftCardBalance(card).minor + movementDelta(movement);
  if (balance < 0) refused('the balance would go below zero');
  if (balance > card.terms.face.minor) refused('the balance would exceed the face amount');
  if (!Number.isSafeInteger(movement.amount) || movement.amount < 0) refused('the amount is no amount');
  if (movement._tag === 'Voided' && isVoided(card)) refused('the card is voided already');
  if (
    movement._tag === 'Returned' &&
    card.movements.some((each) => each._tag === 'Returned' && each.bookingId === movement.bookingId)
  )
    refused('the booking was given back its spend already');
  if (movement._tag === 'Issued') refused('a card is issued once');
}

function listed(state: GiftCardState, card: CardRow): ListedGiftCard {
  const ledger = stored(state, card);
  return {
    id: card.id,
    lastFour: ledger.lastFour,
    face: card.terms.face,
    balance: giftCardBalance(ledger),
    expiresOn: card.terms.expiresOn,
    voided: isVoided(ledger),
    issuedAt: card.issuedAt,
    timeZone: IN_MEMORY_GIFT_CARD_TIME_ZONE,
  };
}

function statement(state: GiftCardState, card: CardRow): GiftCardStatement {
  const money = (minor: number) => ({ minor, currency: card.terms.face.currency });
  let balance = 0;
  const lines = state.movements
    .filter((each) => each.cardId === card.id)
    .map(({ movement, recordedAt, reason }) => {
      balance += movementDelta(movement);
      return {
        kind: movement._tag,
        amount: money(movement.amount),
        bookingId: 'bookingId' in movement ? movement.bookingId : null,
        balanceAfter: money(balance),
        recordedAt,
        reason,
      };
    });
  return {
    ...listed(state, card),
    companyId: card.companyId,
    productId: card.productId,
    honouredAt: card.terms.honouredAt,
    lines,
  };
}

/** The gift cards port over `state`, as one transaction sees it. */
export function inMemoryGiftCards(state: GiftCardState = emptyGiftCardState()): GiftCards {
  const row = (id: GiftCardId) => state.cards.find((card) => card.id === id);
  return {
    issue(card) {
      if (state.cards.some((each) => each.code === card.code)) return Promise.resolve({ _tag: 'CodeTaken' as const });
      const id = (state.cards.length + 1) as GiftCardId;
      // As the database reads them back: each location once, in the order of their ids.
      const honouredAt = [...new Set(card.terms.honouredAt)].sort((a, b) => a - b);
      const terms = { ...card.terms, honouredAt };
      const issuedAt = nextInstant();
      state.cards.push({ id, code: card.code, companyId: card.companyId, productId: card.productId, terms, issuedAt });
      state.movements.push({ cardId: id, movement: issuedMovement(card.terms), recordedAt: issuedAt, reason: null });
      return Promise.resolve({ _tag: 'Issued' as const, id });
    },
    findByCode(code) {
      const found = state.cards.find((card) => card.code === code);
      return Promise.resolve(found === undefined ? undefined : stored(state, found));
    },
    hold(id) {
      const found = row(id);
      return Promise.resolve(found === undefined ? undefined : stored(state, found));
    },
    spentOn(bookingId) {
      const ids = new Set(
        state.movements
          .filter(({ movement }) => movement._tag === 'Spent' && movement.bookingId === bookingId)
          .map(({ cardId }) => cardId),
      );
      return Promise.resolve([...ids].sort((a, b) => a - b));
    },
    spendsOn(bookingIds) {
      const spends = bookingIds.flatMap((bookingId) =>
        [...state.cards]
          .sort((a, b) => a.id - b.id)
          .flatMap((card) => {
            const { spent, returned } = bookingSpend(stored(state, card), bookingId);
            return spent === 0 ? [] : [{ bookingId, lastFour: giftCardCodeLastFour(card.code), spent, returned }];
          }),
      );
      return Promise.resolve(spends);
    },
    // A refusal rejects the promise, as the database's does.
    append: (id, movement, reason) =>
      Promise.resolve().then(() => {
        const found = row(id);
        if (found === undefined) refused(`there is no card ${String(id)}`);
        checkAppend(stored(state, found), movement);
        if (reason !== undefined && movement._tag !== 'Voided') refused('only a void carries a reason');
        state.movements.push({ cardId: id, movement, recordedAt: nextInstant(), reason: reason ?? null });
      }),
    withdrawOwedGiving(id) {
      const at = state.cards.findIndex((card) => card.id === id);
      const found = state.cards[at];
      if (found !== undefined) state.cards[at] = { ...found, givingWithdrawn: true };
      return Promise.resolve();
    },
    ofCompany(companyId) {
      return Promise.resolve(
        state.cards.filter((card) => card.companyId === companyId).map((card) => listed(state, card)),
      );
    },
    statement(id) {
      const found = row(id);
      return Promise.resolve(found === undefined ? undefined : statement(state, found));
    },
    storeSealedCode(id, sealed) {
      // A new row rather than the old one changed: the committed state's rows stay as they were.
      const at = state.cards.findIndex((card) => card.id === id);
      const found = state.cards[at];
      if (found !== undefined) state.cards[at] = { ...found, sealed: Uint8Array.from(sealed) };
      return Promise.resolve();
    },
    sealedCode(id) {
      const found = row(id);
      return Promise.resolve(found === undefined ? undefined : (found.sealed ?? null));
    },
  };
}

/** The gift cards' unit of work over `state`, which each committed transaction replaces in place. */
export function inMemoryGiftCardLedgers(state: GiftCardState = emptyGiftCardState()): {
  readonly transactions: Transactions<GiftCardPorts>;
  readonly state: GiftCardState;
} {
  let turn: Promise<unknown> = Promise.resolve();
  const transactions: Transactions<GiftCardPorts> = {
    inTransaction: <T>(work: (ports: GiftCardPorts) => Promise<T>): Promise<T> => {
      const run = turn.then(async () => {
        const working: GiftCardState = { cards: [...state.cards], movements: [...state.movements] };
        const result = await work({ giftCards: inMemoryGiftCards(working) });
        state.cards.splice(0, state.cards.length, ...working.cards);
        state.movements.splice(0, state.movements.length, ...working.movements);
        return result;
      });
      turn = run.catch(() => undefined);
      return run;
    },
  };
  return { transactions, state };
}
