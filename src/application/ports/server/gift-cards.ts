import type { BookingId } from '#domain/booking/booking-id';
import type { Instant } from '#domain/calendar/instant';
import type { GiftCardCode } from '#domain/gift-card/gift-card-code';
import type { BookingCardSpend } from '#domain/gift-card/gift-card-booking-payment';
import type {
  GiftCardId,
  GiftCardLedger,
  GiftCardTerms,
  LedgerMovement,
  LedgerMovementKind,
} from '#domain/gift-card/gift-card-ledger';
import type { GiftCardMoney } from '#domain/gift-card/gift-card-money';
import type { CompanyId } from '#domain/storefront/company';

/** A card to issue. Its code is kept only as a digest beside its last four symbols (docs/adr/0106). */
export interface NewGiftCard {
  readonly code: GiftCardCode;
  readonly companyId: CompanyId;
  /** The catalogue's gift card product it was bought as; null for none (a card staff issue by hand). */
  readonly productId: number | null;
  readonly terms: GiftCardTerms;
}

export type IssuedGiftCard =
  | { readonly _tag: 'Issued'; readonly id: GiftCardId }
  /** Another card holds this code: draw another. */
  | { readonly _tag: 'CodeTaken' };

/** A card as the rules read it: its terms and whole ledger, with what tells it apart. */
export interface StoredGiftCard extends GiftCardLedger {
  readonly id: GiftCardId;
  readonly companyId: CompanyId;
  readonly productId: number | null;
  /** The last four symbols of its code; the code itself is not kept. */
  readonly lastFour: string;
}

/** A card in a company's list. */
export interface ListedGiftCard {
  readonly id: GiftCardId;
  readonly lastFour: string;
  readonly face: GiftCardMoney;
  /** The sum of its ledger. */
  readonly balance: GiftCardMoney;
  readonly expiresOn: GiftCardTerms['expiresOn'];
  readonly voided: boolean;
  /** When it was issued. */
  readonly issuedAt: Instant;
  /** The time zone of the first location (lowest id) that honours it: the calendar its last day is read in. */
  readonly timeZone: string;
}

/** One line of a card's statement: a movement with its date and the balance it left. */
export interface GiftCardStatementLine {
  readonly kind: LedgerMovementKind;
  /** Unsigned, in the card's currency: the kind signs it. */
  readonly amount: GiftCardMoney;
  /** The booking a spend paid, or whose spend a return gave back; null for the others. */
  readonly bookingId: BookingId | null;
  readonly balanceAfter: GiftCardMoney;
  readonly recordedAt: Instant;
  /** Why staff voided it, on a void; null otherwise. */
  readonly reason: string | null;
}

/** A card as staff read it (docs/adr/0108): what the list says, its terms, and its ledger with dates. */
export interface GiftCardStatement extends ListedGiftCard {
  readonly companyId: CompanyId;
  readonly productId: number | null;
  readonly honouredAt: GiftCardTerms['honouredAt'];
  /** Oldest first. */
  readonly lines: readonly GiftCardStatementLine[];
}

/**
 * The gift cards and their ledgers (issue 31; docs/adr/0106). It stores and reads; the domain
 * decides every movement (gift-card-ledger.ts) and the use cases append them inside a transaction
 * (Transactions<GiftCardPorts>) that first `hold`s the card. Movements are only ever appended.
 * The store refuses, by throwing, a movement that would take the balance below zero (or above the
 * face amount), a second void and a second return for one booking: a use case that decided with
 * the domain over a held card never meets those refusals.
 */
export interface GiftCards {
  /** Stores a new card with its first movement, `issued` for its face amount. */
  issue(card: NewGiftCard): Promise<IssuedGiftCard>;
  /** The card `code` opens, with its ledger; undefined when no card has it. Holds nothing. */
  findByCode(code: GiftCardCode): Promise<StoredGiftCard | undefined>;
  /**
   * Card `id` with its ledger, held until the transaction ends: another transaction's `hold` of the
   * same card waits until then, and reads the ledger as this one left it. Undefined when there is
   * no such card.
   */
  hold(id: GiftCardId): Promise<StoredGiftCard | undefined>;
  /** The cards `bookingId` spent from, oldest first. */
  spentOn(bookingId: BookingId): Promise<readonly GiftCardId[]>;
  /** What each card spent on each of `bookingIds`, and what came back, in the bookings' order then the cards'. Holds nothing. */
  spendsOn(bookingIds: readonly BookingId[]): Promise<readonly BookingCardSpend[]>;
  /** Appends `movement` to card `id`'s ledger; a void may carry staff's `reason`. */
  append(id: GiftCardId, movement: LedgerMovement, reason?: string): Promise<void>;
  /**
   * Gives up the mail that gives card `id` to the person it is for while it is still owed — one
   * waiting for its send day, or not yet sent — so a voided card is mailed to nobody (docs/adr/0112).
   */
  withdrawOwedGiving(id: GiftCardId): Promise<void>;
  /** The cards issued by `companyId`, oldest first. */
  ofCompany(companyId: CompanyId): Promise<readonly ListedGiftCard[]>;
  /** Card `id` with its dated ledger, for staff; undefined when there is no such card. Holds nothing. */
  statement(id: GiftCardId): Promise<GiftCardStatement | undefined>;
  /** Keeps card `id`'s code sealed (GiftCardCodeSealer; docs/adr/0112), for the mails and pages written later. */
  storeSealedCode(id: GiftCardId, sealed: Uint8Array): Promise<void>;
  /** Card `id`'s sealed code; null for a card that keeps none (not issued from a purchase); undefined for no card. */
  sealedCode(id: GiftCardId): Promise<Uint8Array | null | undefined>;
}

/** What a gift card's unit of work hands its use cases. */
export interface GiftCardPorts {
  readonly giftCards: GiftCards;
}
