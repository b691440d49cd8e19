import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { localDateAt, timeZone } from '#domain/availability/time-zone';
import { parseGiftCardCode, type MalformedGiftCardCode } from '#domain/gift-card/gift-card-code';
import type { GiftCardId } from '#domain/gift-card/gift-card-ledger';
import { giftCardStatus, type GiftCardStatus } from '#domain/gift-card/gift-card-status';
import { companyOfPresentedKey, type CompanyKeysRefusal } from '../account/list-staff-keys';
import type { Clock } from '../ports/shared/clock';
import type { CompanyNamedBySlug, CompanySlugs } from '../ports/server/company-slugs';
import type { GiftCards, GiftCardStatement, ListedGiftCard } from '../ports/server/gift-cards';
import type { StaffKeyVerifier } from '../ports/server/staff-key-verifier';
import { giftCardNotFound, type GiftCardNotFound } from './gift-card-errors';
import type { VoidGiftCard } from './void-gift-card';

// What staff read of a company's gift cards (issue 31 "Staff"; docs/adr/0108), with the operator's
// key or the company's own, as its api-keys are read (docs/adr/0081): the list, filtered by
// status, and one card's statement, by id or by the code a caller reads out. Never the code.

export interface StaffGiftCardPorts {
  readonly staffKeys: StaffKeyVerifier;
  readonly companySlugs: CompanySlugs;
  readonly giftCards: Pick<GiftCards, 'ofCompany' | 'statement' | 'findByCode'>;
  readonly clock: Clock;
}

/** Whose cards: the key presented and the company's slug. */
export interface StaffGiftCardRequest {
  readonly apiKey: string | null;
  readonly companySlug: string;
}

export type StaffListedGiftCard = ListedGiftCard & { readonly status: GiftCardStatus };
export type StaffGiftCardStatement = GiftCardStatement & { readonly status: GiftCardStatus };

/** The card's status today, in the calendar of the first location that honours it. */
function statusNow<T extends ListedGiftCard>(clock: Clock, card: T): T & { readonly status: GiftCardStatus } {
  const zone = timeZone(card.timeZone);
  if (zone.isErr()) throw new Error(`A gift card's location keeps an unknown time zone: ${card.timeZone}`);
  const today = localDateAt(zone.value, clock.now());
  return {
    ...card,
    status: giftCardStatus({ voided: card.voided, balanceMinor: card.balance.minor, expiresOn: card.expiresOn }, today),
  };
}

/** The company's cards, oldest first, only those of `status` when it is given. */
export function listCompanyGiftCards(ports: StaffGiftCardPorts) {
  return (
    request: StaffGiftCardRequest & { readonly status: GiftCardStatus | null },
  ): ResultAsync<
    { readonly company: CompanyNamedBySlug; readonly cards: readonly StaffListedGiftCard[] },
    CompanyKeysRefusal
  > =>
    companyOfPresentedKey(ports, request.apiKey, request.companySlug).andThen((company) =>
      ResultAsync.fromSafePromise(ports.giftCards.ofCompany(company.id)).map((cards) => ({
        company,
        cards: cards
          .map((card) => statusNow(ports.clock, card))
          .filter((card) => request.status === null || card.status === request.status),
      })),
    );
}

export type ListCompanyGiftCards = ReturnType<typeof listCompanyGiftCards>;

export interface ShownGiftCard {
  readonly company: CompanyNamedBySlug;
  readonly card: StaffGiftCardStatement;
}

function statementOf(
  ports: StaffGiftCardPorts,
  company: CompanyNamedBySlug,
  id: GiftCardId,
): ResultAsync<ShownGiftCard, GiftCardNotFound> {
  return ResultAsync.fromSafePromise(ports.giftCards.statement(id)).andThen((card) =>
    card === undefined || card.companyId !== company.id
      ? errAsync(giftCardNotFound)
      : okAsync({ company, card: statusNow(ports.clock, card) }),
  );
}

/** One of the company's cards by its id, with its dated ledger; another company's is not found. */
export function showGiftCard(ports: StaffGiftCardPorts) {
  return (
    request: StaffGiftCardRequest & { readonly cardId: GiftCardId },
  ): ResultAsync<ShownGiftCard, CompanyKeysRefusal | GiftCardNotFound> =>
    companyOfPresentedKey(ports, request.apiKey, request.companySlug).andThen((company) =>
      statementOf(ports, company, request.cardId),
    );
}

export type ShowGiftCard = ReturnType<typeof showGiftCard>;

/**
 * One of the company's cards by the code a caller reads out, typed however (docs/adr/0106): a
 * malformed code is refused before any lookup; a code of no card and a code of another company's
 * card get the same 404, so the answer tells nothing of other companies' cards.
 */
export function findGiftCardByCode(ports: StaffGiftCardPorts) {
  return (
    request: StaffGiftCardRequest & { readonly code: string },
  ): ResultAsync<ShownGiftCard, CompanyKeysRefusal | GiftCardNotFound | MalformedGiftCardCode> =>
    companyOfPresentedKey(ports, request.apiKey, request.companySlug).andThen((company) => {
      const code = parseGiftCardCode(request.code);
      if (code.isErr()) return errAsync(code.error);
      return ResultAsync.fromSafePromise(ports.giftCards.findByCode(code.value)).andThen((card) =>
        card === undefined || card.companyId !== company.id
          ? errAsync(giftCardNotFound)
          : statementOf(ports, company, card.id),
      );
    });
}

export type FindGiftCardByCode = ReturnType<typeof findGiftCardByCode>;

/** A void as staff see it: the card's statement after it, and whether an earlier request had voided it. */
export interface StaffVoidedGiftCard extends ShownGiftCard {
  readonly alreadyVoided: boolean;
}

/**
 * Staff void one of the company's cards with a reason (voidGiftCard, its own transaction), then
 * read its statement: voiding twice answers the card as an earlier request left it, `alreadyVoided`.
 */
export function voidCompanyGiftCard(ports: StaffGiftCardPorts & { readonly voidGiftCard: VoidGiftCard }) {
  return (
    request: StaffGiftCardRequest & { readonly cardId: GiftCardId; readonly reason: string },
  ): ResultAsync<StaffVoidedGiftCard, CompanyKeysRefusal | GiftCardNotFound> =>
    companyOfPresentedKey(ports, request.apiKey, request.companySlug).andThen((company) =>
      ports
        .voidGiftCard({ companyId: company.id, cardId: request.cardId, reason: request.reason.trim() })
        .andThen((voided) =>
          statementOf(ports, company, voided.cardId).map((shown) => ({
            ...shown,
            alreadyVoided: voided.alreadyVoided,
          })),
        ),
    );
}

export type VoidCompanyGiftCard = ReturnType<typeof voidCompanyGiftCard>;
