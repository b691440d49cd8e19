import { ok } from 'neverthrow';
import { bookingReferenceFromDraws } from '#domain/booking/booking-reference';
import { describe, expect, it } from 'vitest';
import type { Instant } from '#domain/calendar/instant';
import type { LocalDate } from '#domain/calendar/local-date';
import { giftCardCodeFromBytes, GIFT_CARD_CODE_BYTES } from '#domain/gift-card/gift-card-code';
import type { GiftCardProductId } from '#domain/gift-card/gift-card-product';
import type { PaymentProvider } from '#domain/payment/payment-provider';
import { SANDBOX_TEST_CARDS } from '#domain/payment/sandbox-card';
import { companyId, locationId } from '#domain/shared/ids.test-support';
import {
  emptyGiftCardPurchaseState,
  inMemoryGiftCardPurchaseTransactions,
} from '../gift-card/in-memory-gift-card-purchases.test-support';
import type { PaymentGateway, PaymentToCollect } from '../ports/server/payment-gateway';
import type { GatewayName } from '../ports/server/payments';
import { labelledGiftCardCodeSealer } from '../gift-card/labelled-gift-card-code-sealer.test-support';
import { inMemoryPayments, jsonSignedGateway } from './in-memory-payments.test-support';
import { openPaymentCheckout } from './open-payment-checkout';
import { payInSandbox } from './pay-in-sandbox';

// A gift card purchase's payment opened and paid as a booking's is (issue 31; docs/adr/0111): the
// checkout, the sandbox's page and the card page find it by the purchase's own access token, and
// return the buyer to the purchase's page; the sandbox's notification approves it, which issues
// the card (settle-gift-card-purchase-payment.ts). The bookings' payments hold none of it.

const NOW = Date.parse('2026-11-29T12:00:00Z') as Instant;
const PROVIDENCIA = locationId(1);
const PRODUCT = 1 as GiftCardProductId;
const TOKEN = 'purchase-token-0123456789';

async function aPendingPurchase(provider: PaymentProvider, gateway: GatewayName) {
  const state = emptyGiftCardPurchaseState();
  const giftCardPurchases = inMemoryGiftCardPurchaseTransactions(
    state,
    new Map([
      [
        PROVIDENCIA,
        {
          companyId: companyId(1),
          countryCode: 'cl',
          timeZone: 'America/Santiago',
          company: { name: 'Salón Aurora', colorMinisite: '#8a3b5c', logo: null },
        },
      ],
    ]),
    new Map([[PRODUCT, 'Tarjeta de regalo']]),
  );
  await giftCardPurchases.inTransaction(async ({ purchases }) => {
    const inserted = await purchases.insert({
      locationId: PROVIDENCIA,
      productId: PRODUCT,
      accessToken: TOKEN,
      purchase: {
        amount: 40000,
        consumerName: 'Camila Rojas',
        consumerEmail: 'camila@example.cl',
        message: null,
        sendDay: { _tag: 'SendOn', day: '2026-12-24' as LocalDate },
        buyer: {
          firstName: 'Ana',
          lastName: 'Pérez',
          email: 'ana@example.cl',
          phone: '+56911112222',
          identificationNumber: null,
        },
      },
      terms: { amount: 40000, currency: 'CLP', validityMonths: 12, honouredAt: [PROVIDENCIA] },
      madeAt: NOW,
      pendingCap: 5,
    });
    if (inserted._tag !== 'Inserted') throw new Error('the purchase was not stored');
    await purchases.insertPayment(inserted.id, {
      trxId: 'TRX-GIFT',
      provider,
      gateway,
      amount: 40000,
      currency: 'CLP',
      expiresAt: (NOW + 30 * 60_000) as Instant,
      tokenData: 'gift-card-token-data',
      now: NOW,
    });
  });
  const asked: PaymentToCollect[] = [];
  const { gateway: signed, sandboxNotifications } = jsonSignedGateway('sandbox');
  const provider_: PaymentGateway = {
    ...signed,
    provider,
    startCheckout: (collect) => {
      asked.push(collect);
      return Promise.resolve(ok({ _tag: 'RedirectToProvider', url: 'https://provider.example/pay/1' }));
    },
  };
  let drawn = 0;
  const ports = {
    payments: inMemoryPayments([], 'none of the bookings').payments,
    paymentGateways: {
      forProvider: () => provider_,
      named: (name: GatewayName) => (name === 'sandbox' ? signed : name === provider ? provider_ : undefined),
    },
    clock: { now: () => NOW },
    giftCardPurchases,
    giftCardCodes: {
      newCode: () => {
        drawn += 1;
        const bytes = new Uint8Array(GIFT_CARD_CODE_BYTES);
        bytes[0] = drawn;
        return giftCardCodeFromBytes(bytes);
      },
    },
    giftCardCodeSealer: labelledGiftCardCodeSealer('pay-gift-card-purchase-test'),
    sandboxNotifications,
    tokens: {
      secret: () => `secret-${String((drawn += 100))}`,
      transactionId: () => 'TRX-NEW',
      bookingReference: () => bookingReferenceFromDraws([0, 0, 0, 0, 0, 0]),
    },
  };
  return { open: openPaymentCheckout(ports), sandbox: payInSandbox(ports), asked, state };
}

describe("a gift card purchase's payment on the checkout (docs/adr/0111)", () => {
  it("shows the sandbox's page for the purchase, naming what is paid and by whom", async () => {
    const { open } = await aPendingPurchase('epayco', 'sandbox');
    const opened = (
      await open({ providerCode: 'epayco', trxId: 'TRX-GIFT', accessToken: TOKEN, origin: 'https://r.example' })
    )._unsafeUnwrap();
    expect(opened).toMatchObject({
      _tag: 'SandboxPage',
      accessToken: TOKEN,
      payment: {
        trxId: 'TRX-GIFT',
        amount: 40000,
        paysFor: { _tag: 'GiftCardPurchase' },
        companyName: 'Salón Aurora',
        serviceNames: ['Tarjeta de regalo'],
        payer: { name: 'Ana Pérez', email: 'ana@example.cl' },
      },
    });
  });

  it("sends a purchase paid through dLocal to the storefront's card page for purchases", async () => {
    const { open } = await aPendingPurchase('dlocal', 'sandbox');
    const opened = await open({ providerCode: 'dlocal', trxId: 'TRX-GIFT', accessToken: TOKEN, origin: '' });
    expect(opened._unsafeUnwrap()).toEqual({
      _tag: 'Redirect',
      location: `/cl/dlocal/gift-card-token-data/gift_card/${TOKEN}`,
    });
  });

  it("starts a real provider's payment returning the buyer to the purchase's page", async () => {
    const { open, asked } = await aPendingPurchase('epayco', 'epayco');
    const opened = await open({
      providerCode: 'epayco',
      trxId: 'TRX-GIFT',
      accessToken: TOKEN,
      origin: 'https://r.example',
    });
    expect(opened._unsafeUnwrap()).toEqual({ _tag: 'Redirect', location: 'https://provider.example/pay/1' });
    expect(asked.map((collect) => [collect.returnUrl, collect.description, collect.amount])).toEqual([
      [`https://r.example/cl/gift_cards/${TOKEN}`, 'Salón Aurora: Tarjeta de regalo', 40000],
    ]);
  });

  it('opens nothing with another token, or with the purchase token and another transaction', async () => {
    const { open } = await aPendingPurchase('epayco', 'sandbox');
    for (const [trxId, accessToken] of [
      ['TRX-GIFT', 'another-token-0123456789'],
      ['TRX-OTHER', TOKEN],
    ] as const) {
      const opened = await open({ providerCode: 'epayco', trxId, accessToken, origin: '' });
      expect(opened._unsafeUnwrapErr().code).toBe('PAYMENT.NOT_FOUND');
    }
  });
});

describe('paying a gift card purchase in the sandbox (docs/adr/0111)', () => {
  it("approves it on the sandbox's page, issues its card once, and returns to the purchase's page", async () => {
    const { sandbox, open, state } = await aPendingPurchase('epayco', 'sandbox');
    const decided = await sandbox.decide({ trxId: 'TRX-GIFT', accessToken: TOKEN, decision: 'approve', reason: null });
    expect(decided._unsafeUnwrap()).toBe(`/cl/gift_cards/${TOKEN}`);
    expect(state.payments[0]?.status).toBe('approved');
    expect(state.giftCards.cards).toHaveLength(1);
    // Paid, the checkout sends the buyer back to the purchase's page.
    const again = await open({ providerCode: 'epayco', trxId: 'TRX-GIFT', accessToken: TOKEN, origin: '' });
    expect(again._unsafeUnwrap()).toEqual({ _tag: 'Redirect', location: `/cl/gift_cards/${TOKEN}` });
  });

  it('pays it with a test card on the card page, answering no booking; a refused card issues nothing', async () => {
    const { sandbox, state } = await aPendingPurchase('dlocal', 'sandbox');
    const card = { tokenData: 'gift-card-token-data', accessToken: TOKEN, holderName: 'Ana Pérez', expiry: '12/30' };
    const refused = await sandbox.payWithCard({
      ...card,
      cardNumber: SANDBOX_TEST_CARDS.insufficientBalance,
      cvv: '123',
    });
    expect(refused._unsafeUnwrap()).toEqual({
      status: 'rejected',
      rejectionReason: 'insufficient_balance',
      bookingId: null,
      accessToken: TOKEN,
    });
    expect(state.giftCards.cards).toEqual([]);
    const paid = await sandbox.payWithCard({ ...card, cardNumber: SANDBOX_TEST_CARDS.approves, cvv: '123' });
    expect(paid._unsafeUnwrap()).toEqual({
      status: 'approved',
      rejectionReason: null,
      bookingId: null,
      accessToken: TOKEN,
    });
    expect(state.giftCards.cards).toHaveLength(1);
    const settled = await sandbox.payWithCard({ ...card, cardNumber: SANDBOX_TEST_CARDS.approves, cvv: '123' });
    expect(settled._unsafeUnwrapErr().code).toBe('PAYMENT.SETTLED');
  });
});
