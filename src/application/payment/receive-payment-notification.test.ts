import { describe, expect, it } from 'vitest';
import { noGiftCardPurchases } from '../gift-card/in-memory-gift-card-purchases.test-support';
import {
  aPendingPayment,
  PAYMENT_ACCESS_TOKEN as ACCESS_TOKEN,
  PAYMENT_NOW as NOW,
  inMemoryPayments,
  jsonSignedGateway,
} from './in-memory-payments.test-support';
import type { PaymentNotification } from '../ports/server/payment-gateway';
import type { PaymentRecord } from '../ports/server/payments';
import { receivePaymentNotification } from './receive-payment-notification';

// A provider's notification of how a payment ended (ADR 0042), over an in-memory payment store and
// a gateway whose signature is a header: the use case's own part is the gateway's verdict, the
// plain-text check, and what the store's answer becomes.

const PAYMENT = aPendingPayment();

const APPROVED: PaymentNotification = {
  eventId: 'evt-1',
  trxId: PAYMENT.trxId,
  outcome: { _tag: 'Approved' },
  amount: 15000,
  currency: 'COP',
  occurredAt: NOW,
};

function receiver(payment: PaymentRecord = PAYMENT) {
  const { payments, stored } = inMemoryPayments([payment], ACCESS_TOKEN);
  const { gateway } = jsonSignedGateway('epayco');
  const receive = receivePaymentNotification({
    payments,
    paymentGateways: { forProvider: () => gateway, named: (name) => (name === 'epayco' ? gateway : undefined) },
    clock: { now: () => NOW },
    ...noGiftCardPurchases(),
  });
  const signed = (notification: PaymentNotification, headers: Record<string, string> = { 'x-signature': 'valid' }) =>
    receive({ gateway: 'epayco', rawBody: JSON.stringify(notification), headers });
  return { receive, signed, stored };
}

describe('receiving a payment notification (ADR 0042)', () => {
  it('approves a pending payment the provider says was paid', async () => {
    const { signed, stored } = receiver();
    expect((await signed(APPROVED))._unsafeUnwrap()).toBe('applied');
    expect(stored[0]?.status).toBe('approved');
  });

  it('rejects a pending payment for the reason the provider gives', async () => {
    const { signed, stored } = receiver();
    expect(
      (await signed({ ...APPROVED, outcome: { _tag: 'Rejected', reason: 'insufficient_balance' } }))._unsafeUnwrap(),
    ).toBe('applied');
    expect(stored[0]).toMatchObject({ status: 'rejected', rejectionReason: 'insufficient_balance' });
  });

  it('approves a payment whose earlier card was refused, when another card pays before it expires (ADR 0075)', async () => {
    const { signed, stored } = receiver({ ...PAYMENT, status: 'rejected', rejectionReason: 'wrong_card_data' });
    expect((await signed(APPROVED))._unsafeUnwrap()).toBe('applied');
    expect(stored[0]).toMatchObject({ status: 'approved', rejectionReason: null });
  });

  it('records and ignores a notification that arrives after the payment settled', async () => {
    const { signed, stored } = receiver({ ...PAYMENT, status: 'expired' });
    expect((await signed(APPROVED))._unsafeUnwrap()).toBe('ignored');
    expect(stored[0]?.status).toBe('expired');
  });

  it('refuses a notification whose signature is not the provider’s, changing nothing', async () => {
    const { signed, stored } = receiver();
    expect((await signed(APPROVED, { 'x-signature': 'forged' }))._unsafeUnwrapErr()).toEqual({
      _tag: 'PaymentSignatureInvalid',
      code: 'PAYMENT.SIGNATURE_INVALID',
    });
    expect(stored[0]?.status).toBe('pending');
  });

  it('refuses a notification signed outside the tolerance as stale', async () => {
    const { signed } = receiver();
    expect((await signed(APPROVED, { 'x-signature': 'valid', 'x-stale': 'true' }))._unsafeUnwrapErr()).toEqual({
      _tag: 'PaymentNotificationStale',
      code: 'PAYMENT.NOTIFICATION_STALE',
    });
  });

  it('refuses a notification the gateway cannot read as malformed', async () => {
    const { receive } = receiver();
    const received = await receive({ gateway: 'epayco', rawBody: '{not json', headers: { 'x-signature': 'valid' } });
    expect(received._unsafeUnwrapErr()).toEqual({
      _tag: 'PaymentNotificationMalformed',
      code: 'PAYMENT.NOTIFICATION_MALFORMED',
    });
  });

  it('refuses a signed notification whose text is not plain single-line text as malformed, changing nothing', async () => {
    const { signed, stored } = receiver();
    expect((await signed({ ...APPROVED, eventId: 'evt\n1' }))._unsafeUnwrapErr()).toEqual({
      _tag: 'PaymentNotificationMalformed',
      code: 'PAYMENT.NOTIFICATION_MALFORMED',
    });
    expect(stored[0]?.status).toBe('pending');
  });

  it('answers not found for a gateway no route serves', async () => {
    const { receive } = receiver();
    const received = await receive({
      gateway: 'dlocal',
      rawBody: JSON.stringify(APPROVED),
      headers: { 'x-signature': 'valid' },
    });
    expect(received._unsafeUnwrapErr()).toEqual({ _tag: 'PaymentNotFound', code: 'PAYMENT.NOT_FOUND' });
  });

  it('answers not found for a transaction with no payment', async () => {
    const { signed } = receiver();
    expect((await signed({ ...APPROVED, trxId: 'TRX-UNKNOWN' }))._unsafeUnwrapErr()).toEqual({
      _tag: 'PaymentNotFound',
      code: 'PAYMENT.NOT_FOUND',
    });
  });

  it('refuses a second delivery of the same event as replayed', async () => {
    const { signed } = receiver();
    await signed({ ...APPROVED, outcome: { _tag: 'Pending' } });
    expect((await signed({ ...APPROVED, outcome: { _tag: 'Pending' } }))._unsafeUnwrapErr()).toEqual({
      _tag: 'PaymentNotificationReplayed',
      code: 'PAYMENT.NOTIFICATION_REPLAYED',
    });
  });

  it('refuses a notification of another amount than the payment’s as a mismatch, changing nothing', async () => {
    const { signed, stored } = receiver();
    expect((await signed({ ...APPROVED, amount: 1 }))._unsafeUnwrapErr()).toEqual({
      _tag: 'PaymentNotificationMismatch',
      code: 'PAYMENT.NOTIFICATION_MISMATCH',
    });
    expect(stored[0]?.status).toBe('pending');
  });
});
