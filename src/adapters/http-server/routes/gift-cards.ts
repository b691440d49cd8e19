import { okAsync } from 'neverthrow';
import type { CheckGiftCard } from '#application/gift-card/check-gift-card';
import type {
  FindGiftCardByCode,
  ListCompanyGiftCards,
  ShowGiftCard,
  StaffGiftCardStatement,
  StaffListedGiftCard,
  VoidCompanyGiftCard,
} from '#application/gift-card/staff-gift-cards';
import type { CompanyNamedBySlug } from '#application/ports/server/company-slugs';
import type { GiftCardId, LedgerMovementKind } from '#domain/gift-card/gift-card-ledger';
import { majorAmountOf, type GiftCardMoney } from '#domain/gift-card/gift-card-money';
import type { components } from '../../http/booking-api.generated';
import type { PrintGiftCard } from '#application/gift-card/print-gift-card';
import type { ResendGiftCard } from '#application/gift-card/resend-gift-card';
import { giftCardPage, giftCardPageNotFound } from '../gift-card-page';
import { contractRoute, type ContractRoute } from '../contract-route';
import { locationIdFromWire } from '../wire-ids';

// Gift cards over HTTP (issue 31): checking a code where the client books (docs/adr/0107), and the
// staff's operations (docs/adr/0108) — a company's cards, one card's ledger by id or by code, and
// voiding. Never a code nor its digest: its last four only.

type Schemas = components['schemas'];

export interface GiftCardUseCases {
  readonly checkGiftCard: CheckGiftCard;
  readonly listCompanyGiftCards: ListCompanyGiftCards;
  readonly showGiftCard: ShowGiftCard;
  readonly findGiftCardByCode: FindGiftCardByCode;
  readonly voidCompanyGiftCard: VoidCompanyGiftCard;
  readonly resendGiftCard: ResendGiftCard;
  readonly printGiftCard: PrintGiftCard;
}

const KIND: Readonly<Record<LedgerMovementKind, Schemas['GiftCardMovement']['kind']>> = {
  Issued: 'issued',
  Spent: 'spent',
  Returned: 'returned',
  Voided: 'voided',
};

const wireAmount = (money: GiftCardMoney): Schemas['GiftCardAmount'] => ({
  amount: majorAmountOf(money),
  currency: money.currency,
});

const wireTime = (instant: number) => new Date(instant).toISOString();

function wireCompany(company: CompanyNamedBySlug): Schemas['GiftCardCompany'] {
  return { id: company.id, slug: company.slug, name: company.name, currency: company.currency };
}

function wireListed(card: StaffListedGiftCard): Schemas['ListedGiftCard'] {
  return {
    id: card.id,
    last_four: card.lastFour,
    status: card.status,
    face: wireAmount(card.face),
    balance: wireAmount(card.balance),
    expires_on: card.expiresOn,
    issued_at: wireTime(card.issuedAt),
  };
}

function wireDetail(card: StaffGiftCardStatement): Schemas['GiftCardDetail'] {
  return {
    ...wireListed(card),
    honoured_at: [...card.honouredAt],
    movements: card.lines.map((line) => ({
      kind: KIND[line.kind],
      amount: wireAmount(line.amount),
      booking_id: line.bookingId,
      balance_after: wireAmount(line.balanceAfter),
      recorded_at: wireTime(line.recordedAt),
      reason: line.reason,
    })),
  };
}

export function giftCardRoutes(useCases: GiftCardUseCases): readonly ContractRoute[] {
  return [
    contractRoute('checkGiftCard', ({ body }) =>
      useCases.checkGiftCard({ code: body.code, locationId: locationIdFromWire(body.location_id) }).map((checked) => ({
        status: 200,
        body: {
          last_four: checked.lastFour,
          usable: majorAmountOf(checked.usable),
          currency: checked.usable.currency,
          expires_on: checked.expiresOn,
        },
      })),
    ),
    contractRoute('listGiftCards', ({ path, query, credentials }) =>
      useCases
        .listCompanyGiftCards({ apiKey: credentials.apiKey, companySlug: path.slug, status: query.status ?? null })
        .map(({ company, cards }) => ({
          status: 200,
          body: { company: wireCompany(company), gift_cards: cards.map(wireListed) },
        })),
    ),
    contractRoute('getGiftCard', ({ path, credentials }) =>
      useCases
        .showGiftCard({ apiKey: credentials.apiKey, companySlug: path.slug, cardId: path.giftCardId as GiftCardId })
        .map(({ company, card }) => ({
          status: 200,
          body: { company: wireCompany(company), gift_card: wireDetail(card) },
        })),
    ),
    contractRoute('lookUpGiftCard', ({ path, body, credentials }) =>
      useCases
        .findGiftCardByCode({ apiKey: credentials.apiKey, companySlug: path.slug, code: body.code })
        .map(({ company, card }) => ({
          status: 200,
          body: { company: wireCompany(company), gift_card: wireDetail(card) },
        })),
    ),
    contractRoute('resendGiftCard', ({ path, credentials }) =>
      useCases
        .resendGiftCard({ apiKey: credentials.apiKey, companySlug: path.slug, cardId: path.giftCardId as GiftCardId })
        .map(({ company, card }) => ({
          status: 200,
          body: { company: wireCompany(company), gift_card: wireDetail(card) },
        })),
    ),
    // A page, reached by following the mail's link: its not-found is a page too (docs/adr/0112).
    contractRoute('printGiftCard', ({ path, language }) =>
      useCases
        .printGiftCard({
          cardId: path.giftCardId as GiftCardId,
          pageToken: new Uint8Array(Buffer.from(path.pageToken, 'base64url')),
        })
        .map((card) => ({ status: 200 as const, body: giftCardPage(card) }))
        .orElse(() => okAsync({ status: 404 as const, body: giftCardPageNotFound(language) })),
    ),
    contractRoute('voidGiftCard', ({ path, body, credentials }) =>
      useCases
        .voidCompanyGiftCard({
          apiKey: credentials.apiKey,
          companySlug: path.slug,
          cardId: path.giftCardId as GiftCardId,
          reason: body.reason,
        })
        .map(({ company, card, alreadyVoided }) => ({
          status: 200,
          body: { company: wireCompany(company), gift_card: wireDetail(card), already_voided: alreadyVoided },
        })),
    ),
  ];
}
