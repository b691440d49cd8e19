import { expect } from 'vitest';
import { settleGiftCardPurchasePayment } from '#application/gift-card/settle-gift-card-purchase-payment';
import type { StoredGiftCard } from '#application/ports/server/gift-cards';
import type { GiftCardCodeSealer } from '#application/ports/server/gift-card-code-sealer';
import type { Instant } from '#domain/calendar/instant';
import type { GiftCardCode } from '#domain/gift-card/gift-card-code';
import type { GiftCardProductId } from '#domain/gift-card/gift-card-product';
import { DEMO_GIFT_CARD_PRODUCT, DEMO_LOCATION } from './demo/demo-ids';
import type { SqlDatabase } from './sql-database';
import { sqlGiftCardPurchaseTransactions } from './sql-gift-card-purchases';
import { sqlGiftCards } from './sql-gift-cards';

// Test support: a gift card bought online at the demo's Providencia and paid (docs/adr/0109,
// docs/adr/0112) — its purchase and payment stored, the approval settled through the use case, so
// the card keeps its code sealed by `sealer` and its giving mails are owed.

let bought = 0;

export async function aPaidGiftCard(
  database: SqlDatabase,
  options: {
    readonly code: GiftCardCode;
    readonly sealer: GiftCardCodeSealer;
    readonly now: Instant;
    readonly message?: string | null;
  },
): Promise<{ readonly id: StoredGiftCard['id']; readonly code: GiftCardCode }> {
  const transactions = sqlGiftCardPurchaseTransactions(database);
  const trxId = `paid-gift-card-${String((bought += 1))}-${options.code}`;
  await transactions.inTransaction(async ({ purchases }) => {
    const inserted = await purchases.insert({
      locationId: DEMO_LOCATION.providencia,
      productId: DEMO_GIFT_CARD_PRODUCT.auroraGiftCard as GiftCardProductId,
      accessToken: `${trxId}-token`,
      purchase: {
        amount: 25000,
        consumerName: 'Tomás Rivas',
        consumerEmail: 'tomas@example.cl',
        message: options.message ?? null,
        sendDay: { _tag: 'SendNow' },
        buyer: {
          firstName: 'Ana',
          lastName: 'Soto',
          email: 'ana@example.cl',
          phone: '+56922223333',
          identificationNumber: null,
        },
      },
      terms: { amount: 25000, currency: 'CLP', validityMonths: 12, honouredAt: [DEMO_LOCATION.providencia] },
      madeAt: options.now,
      pendingCap: 5,
    });
    if (inserted._tag !== 'Inserted') throw new Error('the purchase was not stored');
    const { id } = inserted;
    await purchases.insertPayment(id, {
      trxId,
      provider: 'epayco',
      gateway: 'sandbox',
      amount: 25000,
      currency: 'CLP',
      expiresAt: (options.now + 30 * 60_000) as Instant,
      tokenData: `${trxId}-data`,
      now: options.now,
    });
  });
  const settled = await settleGiftCardPurchasePayment({
    giftCardPurchases: transactions,
    giftCardCodes: { newCode: () => options.code },
    giftCardCodeSealer: options.sealer,
  })(
    'sandbox',
    {
      eventId: `${trxId}-ok`,
      trxId,
      outcome: { _tag: 'Approved' },
      amount: 25000,
      currency: 'CLP',
      occurredAt: options.now,
    },
    options.now,
  );
  expect(settled._unsafeUnwrap()).toBe('applied');
  const card = await sqlGiftCards(database).findByCode(options.code);
  if (card === undefined) throw new Error('no card was issued');
  return { id: card.id, code: options.code };
}
