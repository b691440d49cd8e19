import { describe, expect, it } from 'vitest';
import { bookingReferenceFromDraws } from '#domain/booking/booking-reference';
import { noGiftCardPurchases } from '../gift-card/in-memory-gift-card-purchases.test-support';
import { SANDBOX_TEST_CARDS } from '#domain/payment/sandbox-card';
import {
  aPendingPayment,
  PAYMENT_ACCESS_TOKEN as ACCESS_TOKEN,
  PAYMENT_NOW as NOW,
  inMemoryPayments,
  jsonSignedGateway,
} from './in-memory-payments.test-support';
import type { PaymentRecord } from '../ports/server/payments';
import { payInSandbox } from './pay-in-sandbox';

// What a tester does with the sandbox provider (ADR 0042, ADR 0051), over an in-memory payment
// store: the sandbox's signed notification goes through receivePaymentNotification, so the
// payment ends as a provider's notification would end it.

const PAYMENT = aPendingPayment({
  provider: 'dlocal',
  gateway: 'sandbox',
  currency: 'CLP',
  countryCode: 'cl',
  locationTimeZone: 'America/Santiago',
});

const CARD = {
  cardNumber: SANDBOX_TEST_CARDS.approves,
  expiry: '12/30',
  cvv: '123',
  tokenData: PAYMENT.tokenData,
  accessToken: ACCESS_TOKEN,
  holderName: 'Rosa Díaz',
};

function sandbox(payment: PaymentRecord = PAYMENT) {
  const { payments, stored } = inMemoryPayments([payment], ACCESS_TOKEN);
  const { gateway, sandboxNotifications } = jsonSignedGateway('sandbox');
  let secrets = 0;
  const pay = payInSandbox({
    payments,
    paymentGateways: { forProvider: () => gateway, named: (name) => (name === 'sandbox' ? gateway : undefined) },
    clock: { now: () => NOW },
    ...noGiftCardPurchases(),
    sandboxNotifications,
    tokens: {
      secret: () => {
        secrets += 1;
        return `secret-${String(secrets)}`;
      },
      transactionId: () => 'TRX-NEW',
      bookingReference: () => bookingReferenceFromDraws([0, 0, 0, 0, 0, 0]),
    },
  });
  return { pay, stored };
}

describe('deciding a payment on the sandbox page', () => {
  it('approves the payment and sends the browser to its booking’s summary', async () => {
    const { pay, stored } = sandbox();
    const decided = await pay.decide({
      trxId: PAYMENT.trxId,
      accessToken: ACCESS_TOKEN,
      decision: 'approve',
      reason: null,
    });
    expect(decided._unsafeUnwrap()).toBe(`/cl/bookings/812/${ACCESS_TOKEN}/false`);
    expect(stored[0]?.status).toBe('approved');
  });

  it('rejects the payment for the reason the tester gives', async () => {
    const { pay, stored } = sandbox();
    await pay.decide({
      trxId: PAYMENT.trxId,
      accessToken: ACCESS_TOKEN,
      decision: 'reject',
      reason: 'card_not_enabled',
    });
    expect(stored[0]).toMatchObject({ status: 'rejected', rejectionReason: 'card_not_enabled' });
  });

  it('rejects for another reason when the tester gives none', async () => {
    const { pay, stored } = sandbox();
    await pay.decide({ trxId: PAYMENT.trxId, accessToken: ACCESS_TOKEN, decision: 'reject', reason: null });
    expect(stored[0]).toMatchObject({ status: 'rejected', rejectionReason: 'other' });
  });

  it('finds no payment without its booking’s access token, and decides nothing', async () => {
    const { pay, stored } = sandbox();
    const decided = await pay.decide({
      trxId: PAYMENT.trxId,
      accessToken: 'not-the-access-token',
      decision: 'approve',
      reason: null,
    });
    expect(decided._unsafeUnwrapErr()).toEqual({ _tag: 'PaymentNotFound', code: 'PAYMENT.NOT_FOUND' });
    expect(stored[0]?.status).toBe('pending');
  });

  it('finds no payment a real provider collects', async () => {
    const { pay } = sandbox({ ...PAYMENT, gateway: 'dlocal' });
    const decided = await pay.decide({
      trxId: PAYMENT.trxId,
      accessToken: ACCESS_TOKEN,
      decision: 'approve',
      reason: null,
    });
    expect(decided._unsafeUnwrapErr()).toEqual({ _tag: 'PaymentNotFound', code: 'PAYMENT.NOT_FOUND' });
  });
});

describe('paying with a test card on the card page', () => {
  it('approves the payment for the card that approves', async () => {
    const { pay, stored } = sandbox();
    expect((await pay.payWithCard(CARD))._unsafeUnwrap()).toEqual({
      status: 'approved',
      rejectionReason: null,
      bookingId: 812,
      accessToken: ACCESS_TOKEN,
    });
    expect(stored[0]?.status).toBe('approved');
  });

  it('rejects the payment for the card without balance, saying why', async () => {
    const { pay } = sandbox();
    const paid = await pay.payWithCard({ ...CARD, cardNumber: SANDBOX_TEST_CARDS.insufficientBalance });
    expect(paid._unsafeUnwrap()).toMatchObject({ status: 'rejected', rejectionReason: 'insufficient_balance' });
  });

  it('refuses a card that fails its checks, naming the fields, and charges nothing', async () => {
    const { pay, stored } = sandbox();
    const paid = await pay.payWithCard({ ...CARD, cardNumber: '4111111111111112', cvv: '1' });
    expect(paid._unsafeUnwrapErr()).toEqual({
      _tag: 'BookingRequestInvalid',
      code: 'REQUEST.INVALID',
      fields: [
        { field: 'card_number', problem: 'invalid' },
        { field: 'cvv', problem: 'invalid' },
      ],
    });
    expect(stored[0]?.status).toBe('pending');
  });

  it('takes another card after one was refused, and the card that pays approves the payment (ADR 0075)', async () => {
    const { pay, stored } = sandbox();
    const refused = await pay.payWithCard({ ...CARD, cardNumber: SANDBOX_TEST_CARDS.cardNotEnabled });
    expect(refused._unsafeUnwrap()).toMatchObject({ status: 'rejected', rejectionReason: 'card_not_enabled' });
    expect(stored[0]).toMatchObject({ status: 'rejected', rejectionReason: 'card_not_enabled' });
    const again = await pay.payWithCard({ ...CARD, cardNumber: SANDBOX_TEST_CARDS.insufficientBalance });
    expect(again._unsafeUnwrap()).toMatchObject({ status: 'rejected', rejectionReason: 'insufficient_balance' });
    expect((await pay.payWithCard(CARD))._unsafeUnwrap()).toMatchObject({ status: 'approved', rejectionReason: null });
    expect(stored[0]).toMatchObject({ status: 'approved', rejectionReason: null });
  });

  it.each(['approved', 'expired'] as const)('refuses to pay a payment already %s', async (status) => {
    const { pay, stored } = sandbox({ ...PAYMENT, status });
    expect((await pay.payWithCard(CARD))._unsafeUnwrapErr()).toEqual({
      _tag: 'PaymentSettled',
      code: 'PAYMENT.SETTLED',
    });
    expect(stored[0]?.status).toBe(status);
  });

  it('refuses another card once a refused card’s payment is past its expiry, before the expiry job moves it', async () => {
    const { pay, stored } = sandbox({ ...PAYMENT, status: 'rejected', rejectionReason: 'other', expiresAt: NOW });
    expect((await pay.payWithCard(CARD))._unsafeUnwrapErr()).toEqual({
      _tag: 'PaymentSettled',
      code: 'PAYMENT.SETTLED',
    });
    expect(stored[0]?.status).toBe('rejected');
  });

  it('refuses to pay a payment past its expiry, before the expiry job moves it', async () => {
    const { pay, stored } = sandbox({ ...PAYMENT, expiresAt: NOW });
    expect((await pay.payWithCard(CARD))._unsafeUnwrapErr()).toEqual({
      _tag: 'PaymentSettled',
      code: 'PAYMENT.SETTLED',
    });
    expect(stored[0]?.status).toBe('pending');
  });

  it('finds no payment for a card page opened for a provider other than dLocal', async () => {
    const { pay } = sandbox({ ...PAYMENT, provider: 'epayco' });
    expect((await pay.payWithCard(CARD))._unsafeUnwrapErr()).toEqual({
      _tag: 'PaymentNotFound',
      code: 'PAYMENT.NOT_FOUND',
    });
  });

  it('finds no payment without its booking’s access token', async () => {
    const { pay } = sandbox();
    expect((await pay.payWithCard({ ...CARD, accessToken: 'not-the-access-token' }))._unsafeUnwrapErr()).toEqual({
      _tag: 'PaymentNotFound',
      code: 'PAYMENT.NOT_FOUND',
    });
  });
});
