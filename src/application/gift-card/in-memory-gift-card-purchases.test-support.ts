import type { CompanyBrand } from '#domain/booking/booking-group';
import type { Instant } from '#domain/calendar/instant';
import type { CurrencyFormat } from '#domain/money/currency-format';
import type { GiftCardId } from '#domain/gift-card/gift-card-ledger';
import { giftCardCodeLastFour } from '#domain/gift-card/gift-card-code';
import type { GiftCardProductId } from '#domain/gift-card/gift-card-product';
import type { GiftCardPurchaseId } from '#domain/gift-card/gift-card-purchase';
import { HOLDING_STATUSES, type PaymentStatus, type RejectionReason } from '#domain/payment/payment-lifecycle';
import { sameClient } from '#domain/client/identifier-match';
import { pendingCapVerdict } from '#domain/payment/pending-payment-cap';
import type { CompanyId, LocationId } from '#domain/storefront/company';
import type {
  GiftCardPurchasePorts,
  GiftCardPurchaseRecord,
  GiftCardPurchases,
  NewGiftCardPurchase,
  NewGiftCardPurchasePayment,
} from '../ports/server/gift-card-purchases';
import type { GiftCardCodeSealer } from '../ports/server/gift-card-code-sealer';
import type { GiftCardNotices } from '../ports/server/gift-card-notices';
import type { Transactions } from '../ports/server/transactions';
import { labelledGiftCardCodeSealer } from './labelled-gift-card-code-sealer.test-support';
import { emptyGiftCardState, inMemoryGiftCards, type GiftCardState } from './in-memory-gift-cards.test-support';

// Test support: gift card purchases and their payments in memory, behaving as the SQL ones do
// (sql-gift-card-purchases.ts; docs/adr/0109) — gift-card-purchases-contract.test-support.ts holds
// both to the same tests. One transaction at a time, on a copy of the state that becomes the state
// when the work resolves and is dropped when it throws. The access token is kept as given (the SQL
// store keeps its digest), which no test can tell apart. The cap on a buyer's pending payments
// counts the purchases' only: this store knows no booking (the SQL one counts both; docs/adr/0113).

/** Where a purchase is made, as the SQL store reads it from the location and its company. */
export interface PurchaseSite {
  readonly companyId: CompanyId;
  readonly countryCode: string;
  readonly timeZone: string;
  /** The location's name; its id as text when a test does not care. */
  readonly locationName?: string;
  /** The company's brand and price format; a neutral one when a test does not care. */
  readonly company?: CompanyBrand;
  readonly currency?: CurrencyFormat;
}

const NEUTRAL_BRAND: CompanyBrand = { name: 'Empresa de prueba', colorMinisite: null, logo: null };
const PESOS: CurrencyFormat = { unit: '$', delimiter: '.', separator: ',' };

interface PaymentRow extends NewGiftCardPurchasePayment {
  readonly id: number;
  readonly purchaseId: GiftCardPurchaseId;
  status: PaymentStatus;
  rejectionReason: RejectionReason | null;
  settledAt: Instant | null;
}

interface PurchaseRow extends NewGiftCardPurchase {
  readonly id: GiftCardPurchaseId;
  cardId: GiftCardId | null;
}

/** A giving mail owed, as the outbox would hold it: whom it is for, about which purchase and card, and when. */
export interface OwedGiftCardMail {
  readonly kind: 'given' | 'receipt' | 'business';
  readonly purchaseId: GiftCardPurchaseId;
  readonly cardId: GiftCardId;
  /** The sealed code the mail to the person it is for carries; null on the others. */
  readonly sealedCode: Uint8Array | null;
  /** When it is due; null: at once. */
  readonly at: Instant | null;
}

export interface GiftCardPurchaseState {
  readonly purchases: PurchaseRow[];
  readonly payments: PaymentRow[];
  /** `${gateway} ${eventId}` of every notification recorded. */
  readonly events: Set<string>;
  readonly giftCards: GiftCardState;
  readonly mails: OwedGiftCardMail[];
}

export const emptyGiftCardPurchaseState = (): GiftCardPurchaseState => ({
  purchases: [],
  payments: [],
  events: new Set(),
  giftCards: emptyGiftCardState(),
  mails: [],
});

/**
 * The giving mails over `state` (sql-gift-card-notices.ts): the fake keeps which were owed, not
 * their notices. Its every location has a mailbox and wants to hear of its sales: the business
 * is always told.
 */
export function inMemoryGiftCardNotices(state: GiftCardPurchaseState): GiftCardNotices {
  return {
    oweGiving(owed) {
      const purchase = state.purchases.find((each) => each.id === owed.purchaseId);
      if (purchase?.cardId == null) refused(`purchase ${String(owed.purchaseId)} has no card to mail`);
      const mail = (kind: OwedGiftCardMail['kind']) => ({
        kind,
        purchaseId: purchase.id,
        cardId: purchase.cardId as GiftCardId,
      });
      state.mails.push(
        { ...mail('given'), sealedCode: Uint8Array.from(owed.sealedCode), at: owed.givenAt },
        { ...mail('receipt'), sealedCode: null, at: null },
        { ...mail('business'), sealedCode: null, at: null },
      );
      return Promise.resolve();
    },
    oweGivenAgain(cardId, sealedCode) {
      const purchase = state.purchases.find((each) => each.cardId === cardId);
      if (purchase === undefined) return Promise.resolve(false);
      state.mails.push({
        kind: 'given',
        purchaseId: purchase.id,
        cardId,
        sealedCode: Uint8Array.from(sealedCode),
        at: null,
      });
      return Promise.resolve(true);
    },
  };
}

function refused(why: string): never {
  throw new Error(`The gift card purchase store refuses: ${why}`);
}

/** The purchases port over `state`, as one transaction sees it. */
export function inMemoryGiftCardPurchases(
  state: GiftCardPurchaseState,
  sites: ReadonlyMap<LocationId, PurchaseSite>,
  productNames: ReadonlyMap<GiftCardProductId, string>,
): GiftCardPurchases {
  const record = (purchase: PurchaseRow): GiftCardPurchaseRecord | undefined => {
    const payment = state.payments.find((each) => each.purchaseId === purchase.id);
    const site = sites.get(purchase.locationId);
    if (payment === undefined || site === undefined) return undefined;
    const card = state.giftCards.cards.find((each) => each.id === purchase.cardId);
    return {
      id: purchase.id,
      locationId: purchase.locationId,
      locationName: site.locationName ?? String(purchase.locationId),
      companyId: site.companyId,
      productId: purchase.productId,
      productName: productNames.get(purchase.productId) ?? '',
      terms: { ...purchase.terms, honouredAt: [...purchase.terms.honouredAt] },
      consumerName: purchase.purchase.consumerName,
      consumerEmail: purchase.purchase.consumerEmail,
      message: purchase.purchase.message,
      sendDay: purchase.purchase.sendDay,
      buyer: purchase.purchase.buyer,
      countryCode: site.countryCode,
      company: site.company ?? NEUTRAL_BRAND,
      companyCurrency: site.currency ?? PESOS,
      locationTimeZone: site.timeZone,
      payment: {
        id: payment.id,
        trxId: payment.trxId,
        provider: payment.provider,
        gateway: payment.gateway,
        amount: payment.amount,
        currency: payment.currency,
        status: payment.status,
        rejectionReason: payment.rejectionReason,
        expiresAt: payment.expiresAt,
        tokenData: payment.tokenData,
        settledAt: payment.settledAt,
      },
      card: card === undefined ? null : { id: card.id, lastFour: giftCardCodeLastFour(card.code) },
    };
  };
  const payment = (id: number) => state.payments.find((each) => each.id === id) ?? refused(`no payment ${String(id)}`);
  return {
    insert(purchase) {
      const site = sites.get(purchase.locationId) ?? refused('no such location');
      if (state.purchases.some((each) => each.accessToken === purchase.accessToken)) refused('the token is taken');
      // The buyer's pending payments at the company, counted as the SQL store counts them (the
      // bookings' "same client" rule over what the buyers typed), before anything is stored.
      const buyer = (made: NewGiftCardPurchase) => ({
        clientId: null,
        email: made.purchase.buyer.email,
        phone: made.purchase.buyer.phone,
      });
      const pending = state.payments.flatMap((each) => {
        const other = state.purchases.find((made) => made.id === each.purchaseId);
        return other !== undefined &&
          HOLDING_STATUSES.includes(each.status) &&
          sites.get(other.locationId)?.companyId === site.companyId &&
          sameClient(buyer(other), buyer(purchase))
          ? [each.expiresAt]
          : [];
      });
      const verdict = pendingCapVerdict(pending, purchase.pendingCap, purchase.madeAt);
      if (verdict._tag === 'TooManyPending') return Promise.resolve(verdict);
      const id = (state.purchases.length + 1) as GiftCardPurchaseId;
      state.purchases.push({ ...purchase, id, cardId: null });
      return Promise.resolve({ _tag: 'Inserted' as const, id });
    },
    insertPayment(id, newPayment) {
      if (state.payments.some((each) => each.purchaseId === id)) refused('the purchase has a payment');
      if (state.payments.some((each) => each.trxId === newPayment.trxId || each.tokenData === newPayment.tokenData))
        refused('the transaction or its token data is taken');
      state.payments.push({
        ...newPayment,
        id: state.payments.length + 1,
        purchaseId: id,
        status: 'pending',
        rejectionReason: null,
        settledAt: null,
      });
      return Promise.resolve();
    },
    byAccessToken(accessToken) {
      const found = state.purchases.find((each) => each.accessToken === accessToken);
      return Promise.resolve(found === undefined ? undefined : record(found));
    },
    holdByPayment(gateway, trxId) {
      const paid = state.payments.find((each) => each.trxId === trxId && each.gateway === gateway);
      const found = state.purchases.find((each) => each.id === paid?.purchaseId);
      return Promise.resolve(found === undefined ? undefined : record(found));
    },
    recordNotification(notification) {
      const key = `${notification.gateway} ${notification.eventId}`;
      if (state.events.has(key)) return Promise.resolve(false);
      state.events.add(key);
      return Promise.resolve(true);
    },
    storeRejected(paymentId, reason) {
      const row = payment(paymentId);
      if (HOLDING_STATUSES.includes(row.status)) {
        row.status = 'rejected';
        row.rejectionReason = reason;
      }
      return Promise.resolve();
    },
    storeApproved(paymentId, at) {
      const row = payment(paymentId);
      if (!HOLDING_STATUSES.includes(row.status)) return Promise.resolve(false);
      row.status = 'approved';
      row.rejectionReason = null;
      row.settledAt = at;
      return Promise.resolve(true);
    },
    storeCard(id, cardId) {
      const row = state.purchases.find((each) => each.id === id) ?? refused(`no purchase ${String(id)}`);
      if (row.cardId !== null || state.purchases.some((each) => each.cardId === cardId))
        refused('a purchase becomes one card, once');
      row.cardId = cardId;
      return Promise.resolve();
    },
  };
}

const copied = (state: GiftCardPurchaseState): GiftCardPurchaseState => ({
  purchases: state.purchases.map((row) => ({ ...row })),
  payments: state.payments.map((row) => ({ ...row })),
  events: new Set(state.events),
  giftCards: { cards: [...state.giftCards.cards], movements: [...state.giftCards.movements] },
  mails: [...state.mails],
});

/** The purchases' unit of work over `state`, which each committed transaction replaces in place. */
export function inMemoryGiftCardPurchaseTransactions(
  state: GiftCardPurchaseState,
  sites: ReadonlyMap<LocationId, PurchaseSite>,
  productNames: ReadonlyMap<GiftCardProductId, string>,
): Transactions<GiftCardPurchasePorts> {
  let turn: Promise<unknown> = Promise.resolve();
  return {
    inTransaction: <T>(work: (ports: GiftCardPurchasePorts) => Promise<T>): Promise<T> => {
      const run = turn.then(async () => {
        const working = copied(state);
        const result = await work({
          purchases: inMemoryGiftCardPurchases(working, sites, productNames),
          giftCards: inMemoryGiftCards(working.giftCards),
          giftCardNotices: inMemoryGiftCardNotices(working),
        });
        state.purchases.splice(0, state.purchases.length, ...working.purchases);
        state.payments.splice(0, state.payments.length, ...working.payments);
        state.events.clear();
        for (const event of working.events) state.events.add(event);
        state.giftCards.cards.splice(0, state.giftCards.cards.length, ...working.giftCards.cards);
        state.giftCards.movements.splice(0, state.giftCards.movements.length, ...working.giftCards.movements);
        state.mails.splice(0, state.mails.length, ...working.mails);
        return result;
      });
      turn = run.catch(() => undefined);
      return run;
    },
  };
}

/** The purchase ports of a world with no gift card purchase: a notification finds none there. */
export function noGiftCardPurchases(): {
  readonly giftCardPurchases: Transactions<GiftCardPurchasePorts>;
  readonly giftCardCodes: { readonly newCode: () => never };
  readonly giftCardCodeSealer: GiftCardCodeSealer;
} {
  return {
    giftCardPurchases: inMemoryGiftCardPurchaseTransactions(emptyGiftCardPurchaseState(), new Map(), new Map()),
    giftCardCodeSealer: labelledGiftCardCodeSealer('no-gift-card-purchases'),
    giftCardCodes: {
      newCode: () => {
        throw new Error('No gift card is issued in a world without purchases');
      },
    },
  };
}
