import { ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import {
  aPendingPayment,
  PAYMENT_ACCESS_TOKEN as ACCESS_TOKEN,
  PAYMENT_NOW as NOW,
} from './in-memory-payments.test-support';
import type { PaymentGateway, PaymentToCollect } from '../ports/server/payment-gateway';
import type { PaymentRecord, Payments } from '../ports/server/payments';
import { noGiftCardPurchases } from '../gift-card/in-memory-gift-card-purchases.test-support';
import { openPaymentCheckout } from './open-payment-checkout';

// The checkout page's use case (booking-wizard §4 Submission; ADR 0042, ADR 0051) over a payment
// store that, as the SQL one, finds a payment only with its booking's access token, and a real
// provider's gateway that records what it was asked to collect: the provider's return to the
// booking's page is built from the token the client brought, since the payment keeps none.

const PAYMENT = aPendingPayment();

function checkout(payment: PaymentRecord = PAYMENT) {
  const asked: PaymentToCollect[] = [];
  const gateway: PaymentGateway = {
    provider: payment.gateway === 'sandbox' ? 'sandbox' : payment.provider,
    startCheckout: (collect) => {
      asked.push(collect);
      return Promise.resolve(ok({ _tag: 'RedirectToProvider', url: 'https://provider.example/pay/1' }));
    },
    readNotification: () => {
      throw new Error('not used');
    },
  };
  const found = (trxId: string, accessToken: string) =>
    Promise.resolve(trxId === payment.trxId && accessToken === ACCESS_TOKEN ? payment : undefined);
  const payments: Payments = {
    byTrxId: found,
    byTokenData: () => Promise.resolve(undefined),
    ofBooking: () => Promise.resolve(undefined),
    applyNotification: () => Promise.reject(new Error('not used')),
  };
  const open = openPaymentCheckout({
    payments,
    ...noGiftCardPurchases(),
    paymentGateways: { forProvider: () => gateway, named: () => gateway },
    clock: { now: () => NOW },
  });
  return { open, asked };
}

describe('the checkout page (booking-wizard §4 Submission; ADR 0051)', () => {
  it('starts a real provider’s payment returning the client to the booking’s page with the access token the checkout was opened with', async () => {
    const { open, asked } = checkout();
    const opened = await open({
      providerCode: 'epayco',
      trxId: PAYMENT.trxId,
      accessToken: ACCESS_TOKEN,
      origin: 'https://reservas.example',
    });
    expect(opened._unsafeUnwrap()).toEqual({ _tag: 'Redirect', location: 'https://provider.example/pay/1' });
    expect(asked.map((collect) => [collect.returnUrl, collect.notificationUrl])).toEqual([
      [
        `https://reservas.example/co/bookings/812/${ACCESS_TOKEN}/false`,
        'https://reservas.example/payments/notifications/epayco',
      ],
    ]);
  });

  it('opens the provider again for a payment whose card was refused, while it holds its booking (ADR 0075)', async () => {
    const { open, asked } = checkout({ ...PAYMENT, status: 'rejected', rejectionReason: 'insufficient_balance' });
    const opened = await open({
      providerCode: 'epayco',
      trxId: PAYMENT.trxId,
      accessToken: ACCESS_TOKEN,
      origin: 'https://reservas.example',
    });
    expect(opened._unsafeUnwrap()).toEqual({ _tag: 'Redirect', location: 'https://provider.example/pay/1' });
    expect(asked).toHaveLength(1);
  });

  it('sends a settled payment to its booking’s page', async () => {
    const { open, asked } = checkout({ ...PAYMENT, status: 'approved' });
    const opened = await open({
      providerCode: 'epayco',
      trxId: PAYMENT.trxId,
      accessToken: ACCESS_TOKEN,
      origin: 'https://reservas.example',
    });
    expect(opened._unsafeUnwrap()).toEqual({ _tag: 'Redirect', location: `/co/bookings/812/${ACCESS_TOKEN}/false` });
    expect(asked).toEqual([]);
  });

  it.each([
    ['without an access token', null],
    ['with another access token', 'not-the-access-token'],
  ])('finds no payment by its transaction id %s, and asks no provider', async (_case, accessToken) => {
    const { open, asked } = checkout();
    const opened = await open({
      providerCode: 'epayco',
      trxId: PAYMENT.trxId,
      accessToken,
      origin: 'https://reservas.example',
    });
    expect(opened._unsafeUnwrapErr()).toEqual({ _tag: 'PaymentNotFound', code: 'PAYMENT.NOT_FOUND' });
    expect(asked).toEqual([]);
  });

  it('sends a payment past its expiry to its booking’s page, before the expiry job moves it, and asks no provider', async () => {
    const { open, asked } = checkout({ ...PAYMENT, expiresAt: NOW });
    const opened = await open({
      providerCode: 'epayco',
      trxId: PAYMENT.trxId,
      accessToken: ACCESS_TOKEN,
      origin: 'https://reservas.example',
    });
    expect(opened._unsafeUnwrap()).toEqual({ _tag: 'Redirect', location: `/co/bookings/812/${ACCESS_TOKEN}/false` });
    expect(asked).toEqual([]);
  });

  it('shows the sandbox’s own page for a payment the sandbox collects, with the access token for its form', async () => {
    const sandboxed = { ...PAYMENT, gateway: 'sandbox' as const };
    const { open, asked } = checkout(sandboxed);
    const opened = await open({
      providerCode: 'epayco',
      trxId: PAYMENT.trxId,
      accessToken: ACCESS_TOKEN,
      origin: 'https://reservas.example',
    });
    expect(opened._unsafeUnwrap()).toEqual({ _tag: 'SandboxPage', payment: sandboxed, accessToken: ACCESS_TOKEN });
    expect(asked).toEqual([]);
  });

  it('sends a dLocal payment the sandbox collects to the storefront’s card page', async () => {
    const { open } = checkout({ ...PAYMENT, provider: 'dlocal', gateway: 'sandbox' });
    const opened = await open({
      providerCode: 'dlocal',
      trxId: PAYMENT.trxId,
      accessToken: ACCESS_TOKEN,
      origin: 'https://reservas.example',
    });
    expect(opened._unsafeUnwrap()).toEqual({ _tag: 'Redirect', location: `/co/dlocal/card-token/812/${ACCESS_TOKEN}` });
  });

  it('finds no payment for a link naming another provider than the payment’s', async () => {
    const { open, asked } = checkout();
    const opened = await open({
      providerCode: '2',
      trxId: PAYMENT.trxId,
      accessToken: ACCESS_TOKEN,
      origin: 'https://reservas.example',
    });
    expect(opened._unsafeUnwrapErr()).toEqual({ _tag: 'PaymentNotFound', code: 'PAYMENT.NOT_FOUND' });
    expect(asked).toEqual([]);
  });
});
