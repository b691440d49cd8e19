import type { LocalDate } from '../calendar/local-date';
import { isExpiredOn } from './gift-card-ledger';

// What staff see a card as (issue 31 "Staff"; docs/adr/0108), and filter a company's cards by:
// one status, decided from the ledger's facts, so the listing, the statement and the CLI agree.

export const GIFT_CARD_STATUSES = ['active', 'spent', 'expired', 'voided'] as const;
export type GiftCardStatus = (typeof GIFT_CARD_STATUSES)[number];

/** The facts a card's status is decided from. */
export interface GiftCardStanding {
  readonly voided: boolean;
  /** Its balance, in hundredths. */
  readonly balanceMinor: number;
  readonly expiresOn: LocalDate;
}

/**
 * `voided` once voided, whatever else; else `spent` when nothing is left (a card spent to zero
 * says so even past its last day, which no longer matters to it); else `expired` after its last
 * day (`today` in the card's calendar), its balance stranded; else `active`: it can be spent.
 */
export function giftCardStatus(card: GiftCardStanding, today: LocalDate): GiftCardStatus {
  if (card.voided) return 'voided';
  if (card.balanceMinor === 0) return 'spent';
  if (isExpiredOn({ expiresOn: card.expiresOn }, today)) return 'expired';
  return 'active';
}
