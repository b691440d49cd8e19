import type { CurrencyFormat } from '#domain/money/currency-format.plain';
import type { CompanyId } from '#domain/storefront/company';
import type { ApiResult } from './api-result';

// A company's gift cards as staff read and void them (issue 31 "Staff"; docs/adr/0108): the
// Booking API's staff calls, with the operator's key or the company's own. Never a card's code.

export type GiftCardStatusView = 'active' | 'spent' | 'expired' | 'voided';

/** An amount of a card, in its currency's major unit. */
export interface GiftCardAmountView {
  readonly amount: number;
  readonly currency: string;
}

export interface GiftCardCompanyView {
  readonly id: CompanyId;
  readonly slug: string;
  readonly name: string;
  /** How the company writes its amounts. */
  readonly currency: CurrencyFormat;
}

export interface ListedGiftCardView {
  readonly id: number;
  readonly lastFour: string;
  readonly status: GiftCardStatusView;
  readonly face: GiftCardAmountView;
  readonly balance: GiftCardAmountView;
  /** YYYY-MM-DD: the last day it can be spent. */
  readonly expiresOn: string;
  /** ISO 8601, as the API writes it. */
  readonly issuedAt: string;
}

export interface GiftCardMovementView {
  readonly kind: 'issued' | 'spent' | 'returned' | 'voided';
  readonly amount: GiftCardAmountView;
  readonly bookingId: number | null;
  readonly balanceAfter: GiftCardAmountView;
  /** ISO 8601. */
  readonly recordedAt: string;
  readonly reason: string | null;
}

export interface GiftCardDetailView extends ListedGiftCardView {
  readonly honouredAt: readonly number[];
  readonly movements: readonly GiftCardMovementView[];
}

export interface GiftCardListView {
  readonly company: GiftCardCompanyView;
  readonly giftCards: readonly ListedGiftCardView[];
}

export interface GiftCardStatementView {
  readonly company: GiftCardCompanyView;
  readonly giftCard: GiftCardDetailView;
}

export interface VoidedGiftCardView extends GiftCardStatementView {
  /** An earlier request had voided it; this one changed nothing. */
  readonly alreadyVoided: boolean;
}

/** The staff's gift card calls of the Booking API. */
export interface CompanyGiftCards {
  /** GET /staff/companies/{slug}/gift_cards: the company's cards, those of `status` only when given. */
  listGiftCards(companySlug: string, status: GiftCardStatusView | null): ApiResult<GiftCardListView>;
  /** GET /staff/companies/{slug}/gift_cards/{id}: one card with its ledger. */
  showGiftCard(companySlug: string, giftCardId: number): ApiResult<GiftCardStatementView>;
  /** POST /staff/companies/{slug}/gift_cards/lookup: the card a code opens, the code in the body. */
  lookUpGiftCard(companySlug: string, code: string): ApiResult<GiftCardStatementView>;
  /** POST /staff/companies/{slug}/gift_cards/{id}/void: voids it with `reason`; idempotent. */
  voidGiftCard(companySlug: string, giftCardId: number, reason: string): ApiResult<VoidedGiftCardView>;
  /** POST /staff/companies/{slug}/gift_cards/{id}/resend: mails the card to the person it is for again (docs/adr/0112). */
  resendGiftCard(companySlug: string, giftCardId: number): ApiResult<GiftCardStatementView>;
}
