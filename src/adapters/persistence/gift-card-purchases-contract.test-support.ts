import { labelledGiftCardCodeSealer } from '#application/gift-card/labelled-gift-card-code-sealer.test-support';
import { expect, it } from 'vitest';
import { settleGiftCardPurchasePayment } from '#application/gift-card/settle-gift-card-purchase-payment';
import type { GiftCardCodes } from '#application/ports/server/gift-card-codes';
import type { GiftCards } from '#application/ports/server/gift-cards';
import type { GiftCardPurchasePorts, GiftCardPurchases } from '#application/ports/server/gift-card-purchases';
import type { GiftCardPurchaseId } from '#domain/gift-card/gift-card-purchase';
import type { PaymentNotification } from '#application/ports/server/payment-gateway';
import type { Transactions } from '#application/ports/server/transactions';
import type { Instant } from '#domain/calendar/instant';
import type { LocalDate } from '#domain/calendar/local-date';
import { giftCardBalance } from '#domain/gift-card/gift-card-ledger';
import type { GiftCardProductId } from '#domain/gift-card/gift-card-product';
import type { CheckedGiftCardPurchase } from '#domain/gift-card/gift-card-purchase';
import type { CompanyId, LocationId } from '#domain/storefront/company';
import { aFreshCode } from './gift-cards-contract.test-support';

// Test support: what the gift card purchases port and its unit of work must do (issue 31;
// docs/adr/0109), one set of tests run against the in-memory fake (in-memory-fakes.test.ts) and the
// SQL adapter on PGlite and PostgreSQL (sql-gift-card-purchases.test.ts). Each test makes purchases
// of its own, with tokens, transactions and event ids no other test uses.

export interface GiftCardPurchasesWorld {
  /** The port outside any transaction. */
  readonly purchases: GiftCardPurchases;
  /** The cards port outside any transaction. */
  readonly giftCards: GiftCards;
  readonly transactions: Transactions<GiftCardPurchasePorts>;
  /** A location of `companyId`, in America/Santiago, in Chile. */
  readonly locationId: LocationId;
  readonly companyId: CompanyId;
  /** A product sold there, and its name. */
  readonly productId: GiftCardProductId;
  readonly productName: string;
  /**
   * The giving mails owed about purchase `id`, oldest first (docs/adr/0112): the outbox's rows for
   * the SQL store, the fake's record of them. `at` null: at once.
   */
  giftCardMailsOf(
    id: GiftCardPurchaseId,
  ): Promise<readonly { readonly kind: 'given' | 'receipt' | 'business'; readonly at: Instant | null }[]>;
}

// 2026-11-29 12:00 in Santiago (UTC-3): the card is paid on the 29th, there.
const NOW = Date.parse('2026-11-29T15:00:00Z') as Instant;
// 02:30 UTC on the 30th is still the 29th in Santiago.
const LATE_EVENING = Date.parse('2026-11-30T02:30:00Z') as Instant;

let made = 0;
const fresh = (what: string) => {
  made += 1;
  return `${what}-${String(made)}-${String(Math.floor(Math.random() * 1e9))}`;
};

/** A buyer over the cap: nothing was stored. */
class RefusedOverCap extends Error {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    super('over the cap on pending payments');
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** A buyer no other test's purchase names: an email and a phone of their own. */
function aBuyer(): CheckedGiftCardPurchase['buyer'] {
  const digits = String(10_000_000 + Math.floor(Math.random() * 89_999_999));
  return { ...PURCHASE.buyer, email: `${fresh('buyer')}@example.cl`, phone: `+569${digits}` };
}

const PURCHASE: CheckedGiftCardPurchase = {
  amount: 40000,
  consumerName: 'Camila Rojas',
  consumerEmail: 'camila@example.cl',
  message: '¡Feliz cumpleaños!',
  sendDay: { _tag: 'SendOn', day: '2026-12-24' as LocalDate },
  buyer: {
    firstName: 'Ana',
    lastName: 'Pérez',
    email: 'ana@example.cl',
    phone: '+56911112222',
    identificationNumber: '11.111.111-1',
  },
};

let codesDrawn = 0;
const codes: GiftCardCodes = {
  newCode: () => {
    codesDrawn += 1;
    return aFreshCode();
  },
};

const SEALER = labelledGiftCardCodeSealer('gift-card-purchases-contract');

export function giftCardPurchasesContract(world: () => Promise<GiftCardPurchasesWorld>): void {
  /** A purchase and its payment, stored in one transaction; pendingCap high enough for every test's own. */
  async function attempt(
    each: GiftCardPurchasesWorld,
    purchase: CheckedGiftCardPurchase = PURCHASE,
    pendingCap = 1000,
    now: Instant = NOW,
  ) {
    const accessToken = fresh('token');
    const trxId = fresh('trx');
    const outcome = await each.transactions.inTransaction(async ({ purchases }) => {
      const made = await purchases.insert({
        locationId: each.locationId,
        productId: each.productId,
        accessToken,
        purchase,
        terms: { amount: purchase.amount, currency: 'CLP', validityMonths: 12, honouredAt: [each.locationId] },
        madeAt: now,
        pendingCap,
      });
      if (made._tag === 'TooManyPending') throw new RefusedOverCap(made.retryAfterSeconds);
      await purchases.insertPayment(made.id, {
        trxId,
        provider: 'epayco',
        gateway: 'sandbox',
        amount: purchase.amount,
        currency: 'CLP',
        expiresAt: (now + 30 * 60_000) as Instant,
        tokenData: fresh('data'),
        now,
      });
      return made.id;
    });
    return { id: outcome, accessToken, trxId };
  }

  async function started(each: GiftCardPurchasesWorld, purchase: CheckedGiftCardPurchase = PURCHASE) {
    return attempt(each, purchase);
  }

  const notification = (trxId: string, change: Partial<PaymentNotification> = {}): PaymentNotification => ({
    eventId: fresh('event'),
    trxId,
    outcome: { _tag: 'Approved' },
    amount: PURCHASE.amount,
    currency: 'CLP',
    occurredAt: NOW,
    ...change,
  });

  it('keeps a purchase with its pending payment, read back by its token only', async () => {
    const each = await world();
    const { id, accessToken, trxId } = await started(each);
    const read = await each.purchases.byAccessToken(accessToken);
    expect(read).toMatchObject({
      id,
      locationId: each.locationId,
      companyId: each.companyId,
      productId: each.productId,
      productName: each.productName,
      terms: { amount: 40000, currency: 'CLP', validityMonths: 12, honouredAt: [each.locationId] },
      consumerName: 'Camila Rojas',
      consumerEmail: 'camila@example.cl',
      message: '¡Feliz cumpleaños!',
      sendDay: { _tag: 'SendOn', day: '2026-12-24' },
      buyer: PURCHASE.buyer,
      countryCode: 'cl',
      locationTimeZone: 'America/Santiago',
      payment: {
        trxId,
        provider: 'epayco',
        gateway: 'sandbox',
        amount: 40000,
        currency: 'CLP',
        status: 'pending',
        rejectionReason: null,
        expiresAt: NOW + 30 * 60_000,
        settledAt: null,
      },
      card: null,
    });
    expect(await each.purchases.byAccessToken(`${accessToken}x`)).toBeUndefined();
  });

  it('keeps a purchase sent at once, without a message or an identification', async () => {
    const each = await world();
    const { accessToken } = await started(each, {
      ...PURCHASE,
      message: null,
      sendDay: { _tag: 'SendNow' },
      buyer: { ...PURCHASE.buyer, identificationNumber: null },
    });
    const read = await each.purchases.byAccessToken(accessToken);
    expect(read?.message).toBeNull();
    expect(read?.sendDay).toEqual({ _tag: 'SendNow' });
    expect(read?.buyer.identificationNumber).toBeNull();
  });

  it('stores nothing of a purchase whose transaction fails', async () => {
    const each = await world();
    const accessToken = fresh('token');
    await expect(
      each.transactions.inTransaction(async ({ purchases }) => {
        await purchases.insert({
          locationId: each.locationId,
          productId: each.productId,
          accessToken,
          purchase: PURCHASE,
          terms: { amount: 40000, currency: 'CLP', validityMonths: 12, honouredAt: [each.locationId] },
          madeAt: NOW,
          pendingCap: 1000,
        });
        throw new Error('the payment could not be stored');
      }),
    ).rejects.toThrow('the payment could not be stored');
    expect(await each.purchases.byAccessToken(accessToken)).toBeUndefined();
  });

  it('finds a purchase by its payment only through the gateway that collects it', async () => {
    const each = await world();
    const { id, trxId } = await started(each);
    expect(
      (await each.transactions.inTransaction(({ purchases }) => purchases.holdByPayment('sandbox', trxId)))?.id,
    ).toBe(id);
    expect(await each.transactions.inTransaction(({ purchases }) => purchases.holdByPayment('epayco', trxId))).toBe(
      undefined,
    );
    expect(
      await each.transactions.inTransaction(({ purchases }) => purchases.holdByPayment('sandbox', fresh('trx'))),
    ).toBeUndefined();
  });

  it('becomes one card once approved — worth its amount, valid 12 months from the day paid in Santiago — however often the approval comes', async () => {
    const each = await world();
    const { accessToken, trxId } = await started(each);
    const settle = settleGiftCardPurchasePayment({
      giftCardPurchases: each.transactions,
      giftCardCodes: codes,
      giftCardCodeSealer: SEALER,
    });
    const approval = notification(trxId);
    const drawnBefore = codesDrawn;
    expect((await settle('sandbox', approval, LATE_EVENING))._unsafeUnwrap()).toBe('applied');
    expect((await settle('sandbox', approval, LATE_EVENING))._unsafeUnwrapErr()).toEqual({
      _tag: 'NotificationReplayed',
    });
    expect((await settle('sandbox', notification(trxId), LATE_EVENING))._unsafeUnwrap()).toBe('ignored');
    expect(codesDrawn - drawnBefore).toBe(1);
    const read = await each.purchases.byAccessToken(accessToken);
    expect(read?.payment).toMatchObject({ status: 'approved', settledAt: LATE_EVENING });
    const cardId = read?.card?.id;
    if (cardId === undefined) throw new Error('no card was issued');
    const card = await each.transactions.inTransaction(({ giftCards }) => giftCards.hold(cardId));
    expect(card?.terms).toEqual({
      face: { minor: 4_000_000, currency: 'CLP' },
      expiresOn: '2027-11-29',
      honouredAt: [each.locationId],
    });
    expect(card?.companyId).toBe(each.companyId);
    expect(card?.productId).toBe(each.productId);
    expect(card?.lastFour).toBe(read?.card?.lastFour);
    expect(card === undefined ? null : giftCardBalance(card).minor).toBe(4_000_000);
  });

  it('owes, in the approval alone, the card to its person at 09:00 of the send day and the receipt at once; nothing before, nothing again (docs/adr/0112)', async () => {
    const each = await world();
    const { id, trxId } = await started(each, {
      ...PURCHASE,
      sendDay: { _tag: 'SendOn', day: '2026-12-24' as LocalDate },
    });
    const settle = settleGiftCardPurchasePayment({
      giftCardPurchases: each.transactions,
      giftCardCodes: codes,
      giftCardCodeSealer: SEALER,
    });
    await settle('sandbox', notification(trxId, { outcome: { _tag: 'Rejected', reason: 'wrong_card_data' } }), NOW);
    expect(await each.giftCardMailsOf(id)).toEqual([]);
    const approval = notification(trxId);
    await settle('sandbox', approval, NOW);
    await settle('sandbox', approval, NOW);
    await settle('sandbox', notification(trxId), NOW);
    const owed = await each.giftCardMailsOf(id);
    expect(owed.slice(0, 2)).toEqual([
      { kind: 'given', at: Date.parse('2026-12-24T12:00:00Z') },
      { kind: 'receipt', at: null },
    ]);
    // The business is told where its location has a mailbox and wants to hear: at once, if at all.
    expect(owed.slice(2)).toEqual(owed.length === 3 ? [{ kind: 'business', at: null }] : []);
  });

  it('keeps the hold on a refused card, and another card then pays it', async () => {
    const each = await world();
    const { accessToken, trxId } = await started(each);
    const settle = settleGiftCardPurchasePayment({
      giftCardPurchases: each.transactions,
      giftCardCodes: codes,
      giftCardCodeSealer: SEALER,
    });
    const rejected = notification(trxId, { outcome: { _tag: 'Rejected', reason: 'insufficient_balance' } });
    expect((await settle('sandbox', rejected, NOW))._unsafeUnwrap()).toBe('applied');
    const refused = await each.purchases.byAccessToken(accessToken);
    expect(refused?.payment).toMatchObject({ status: 'rejected', rejectionReason: 'insufficient_balance' });
    expect(refused?.card).toBeNull();
    expect((await settle('sandbox', notification(trxId), NOW))._unsafeUnwrap()).toBe('applied');
    const paid = await each.purchases.byAccessToken(accessToken);
    expect(paid?.payment).toMatchObject({ status: 'approved', rejectionReason: null });
    expect(paid?.card).not.toBeNull();
  });

  it('changes nothing for a notification of another amount, nor of a payment that is no purchase’s', async () => {
    const each = await world();
    const { accessToken, trxId } = await started(each);
    const settle = settleGiftCardPurchasePayment({
      giftCardPurchases: each.transactions,
      giftCardCodes: codes,
      giftCardCodeSealer: SEALER,
    });
    const mismatch = notification(trxId, { amount: 1 });
    expect((await settle('sandbox', mismatch, NOW))._unsafeUnwrapErr()).toEqual({ _tag: 'NotificationMismatch' });
    expect((await settle('sandbox', notification(fresh('trx')), NOW))._unsafeUnwrapErr()).toEqual({
      _tag: 'PaymentNotFound',
    });
    // The mismatched event was not recorded: the same id, right this time, still applies.
    expect((await settle('sandbox', { ...mismatch, amount: PURCHASE.amount }, NOW))._unsafeUnwrap()).toBe('applied');
    expect((await each.purchases.byAccessToken(accessToken))?.payment.status).toBe('approved');
  });

  it("counts a purchase's payment toward its buyer's cap, by the email or phone typed, and stores nothing over it (docs/adr/0113)", async () => {
    const each = await world();
    const buyer = aBuyer();
    await attempt(each, { ...PURCHASE, buyer }, 2);
    const later = (NOW + 5 * 60_000) as Instant;
    // The same email in another case: the same buyer.
    await attempt(each, { ...PURCHASE, buyer: { ...buyer, email: buyer.email.toUpperCase() } }, 2, later);
    for (const same of [
      { ...buyer, phone: aBuyer().phone },
      { ...buyer, email: aBuyer().email },
    ]) {
      const refused = await attempt(each, { ...PURCHASE, buyer: same }, 2, later).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(RefusedOverCap);
      // Retry when the earliest pending expires: 25 minutes on.
      expect((refused as RefusedOverCap).retryAfterSeconds).toBe(25 * 60);
    }
    // Another buyer is not counted with this one; nor are payments once expired.
    await attempt(each, { ...PURCHASE, buyer: aBuyer() }, 2, later);
    const { accessToken } = await attempt(each, { ...PURCHASE, buyer }, 2, (NOW + 31 * 60_000) as Instant);
    expect((await each.purchases.byAccessToken(accessToken))?.payment.status).toBe('pending');
  });

  it('lets one of two purchases at once pass the last place under the cap', async () => {
    const each = await world();
    const buyer = aBuyer();
    const outcomes = await Promise.allSettled([
      attempt(each, { ...PURCHASE, buyer }, 1),
      attempt(each, { ...PURCHASE, buyer }, 1),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = outcomes.find((outcome) => outcome.status === 'rejected');
    expect(refused?.reason).toBeInstanceOf(RefusedOverCap);
  });

  it('refuses to name a second card on a purchase', async () => {
    const each = await world();
    const { id, trxId } = await started(each);
    const settle = settleGiftCardPurchasePayment({
      giftCardPurchases: each.transactions,
      giftCardCodes: codes,
      giftCardCodeSealer: SEALER,
    });
    await settle('sandbox', notification(trxId), NOW);
    const other = await each.giftCards.issue({
      code: aFreshCode(),
      companyId: each.companyId,
      productId: null,
      terms: {
        face: { minor: 100, currency: 'CLP' },
        expiresOn: '2027-01-01' as LocalDate,
        honouredAt: [each.locationId],
      },
    });
    if (other._tag !== 'Issued') throw new Error('the other card was not issued');
    await expect(
      each.transactions.inTransaction(({ purchases }) => purchases.storeCard(id, other.id)),
    ).rejects.toThrow();
  });
}
