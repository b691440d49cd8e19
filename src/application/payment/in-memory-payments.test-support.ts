import { err, ok } from 'neverthrow';
import type { Instant } from '#domain/calendar/instant';
import { statusAfter } from '#domain/payment/payment-lifecycle';
import type { PaymentGateway, PaymentNotification } from '../ports/server/payment-gateway';
import type { PaymentGateways, SandboxNotifications } from '../ports/server/payment-gateways';
import type { PaymentRecord, Payments } from '../ports/server/payments';
import type { PaymentExpiryPorts } from '../ports/server/payment-settlements';
import type { Transactions } from '../ports/server/transactions';
import { inMemoryPaymentExpiry } from './in-memory-payment-expiry.test-support';
import { bookingId } from '#domain/shared/ids.test-support';

// Payment ports for use-case tests: noPayments for those that do not exercise payments (no payment
// is stored, none expires, and the sandbox stands in for every provider); inMemoryPayments, jsonSignedGateway and
// aPendingPayment for the payment use cases' own. What settling does to bookings is tested over SQL
// (sql-payments.test.ts) and through the HTTP app (payments-endpoints.test.ts).

/** The payment tests' now: Tuesday 2026-12-01 at 11:00 UTC. */
export const PAYMENT_NOW = Date.parse('2026-12-01T11:00:00Z') as Instant;

/** The access token of the pending payment's booking. */
export const PAYMENT_ACCESS_TOKEN = 'q8Zt3VYxL0bN5kWm2sPa7RfC';

/** Rosa Díaz's payment of 15000 COP through ePayco for booking 812 at a clinic in Bogotá, pending for 30 minutes, changed by `overrides`. */
export function aPendingPayment(overrides: Partial<PaymentRecord> = {}): PaymentRecord {
  return {
    trxId: 'TRX-AAAAA-BBBBB-CCCCC-DDDDD',
    provider: 'epayco',
    gateway: 'epayco',
    amount: 15000,
    currency: 'COP',
    downPayment: false,
    status: 'pending',
    rejectionReason: null,
    expiresAt: (PAYMENT_NOW + 30 * 60_000) as Instant,
    tokenData: 'card-token',
    paysFor: { _tag: 'Bookings', bookingId: bookingId(812) },
    countryCode: 'co',
    companyName: 'Clínica',
    companyCurrency: { unit: '$', delimiter: '.', separator: ',' },
    locationTimeZone: 'America/Bogota',
    serviceNames: ['Control'],
    payer: { name: 'Rosa Díaz', email: 'rosa@correo.example', phone: null, identificationNumber: null },
    ...overrides,
  };
}

const standIn: PaymentGateway = {
  provider: 'sandbox',
  startCheckout: () => Promise.resolve(ok({ _tag: 'RedirectToProvider', url: '/payments/checkout' })),
  readNotification: () => err({ _tag: 'SignatureInvalid' }),
};

export function noPayments(): {
  readonly payments: Payments;
  readonly paymentExpiry: Transactions<PaymentExpiryPorts>;
  readonly paymentGateways: PaymentGateways;
  readonly sandboxNotifications: SandboxNotifications;
} {
  return {
    payments: {
      byTrxId: () => Promise.resolve(undefined),
      byTokenData: () => Promise.resolve(undefined),
      ofBooking: () => Promise.resolve(undefined),
      applyNotification: () => Promise.reject(new Error('No payments here')),
    },
    paymentExpiry: inMemoryPaymentExpiry().transactions,
    paymentGateways: { forProvider: () => standIn, named: (name) => (name === 'sandbox' ? standIn : undefined) },
    sandboxNotifications: { sign: () => ({ rawBody: '{}', headers: {} }) },
  };
}

/**
 * A payment store for the payment use cases' tests, holding `records` as the SQL one holds its
 * payments: read only with the booking group's `accessToken` (ADR 0051), each notification's event
 * id recorded once, and what `decide` says applied to the payment's status. It keeps no bookings:
 * what settling does to them is sql-payments.test.ts's.
 */
export function inMemoryPayments(records: readonly PaymentRecord[], accessToken: string) {
  const stored = records.map((record) => ({ ...record }));
  const eventIds = new Set<string>();
  const payments: Payments = {
    byTrxId: (trxId, token) =>
      Promise.resolve(token === accessToken ? stored.find((each) => each.trxId === trxId) : undefined),
    byTokenData: (tokenData, token) =>
      Promise.resolve(token === accessToken ? stored.find((each) => each.tokenData === tokenData) : undefined),
    ofBooking: (bookingId) =>
      Promise.resolve(stored.find((each) => each.paysFor._tag === 'Bookings' && each.paysFor.bookingId === bookingId)),
    applyNotification: (gateway, notification, _receivedAt, decide) => {
      const position = stored.findIndex((each) => each.trxId === notification.trxId && each.gateway === gateway);
      const payment = stored[position];
      if (payment === undefined) return Promise.resolve(err({ _tag: 'PaymentNotFound' as const }));
      const transition = decide(payment);
      if (transition.isErr()) return Promise.resolve(err(transition.error));
      if (eventIds.has(notification.eventId)) return Promise.resolve(err({ _tag: 'NotificationReplayed' as const }));
      eventIds.add(notification.eventId);
      const change = transition.value;
      stored[position] = {
        ...payment,
        status: statusAfter(change, payment.status),
        rejectionReason:
          change._tag === 'Reject' ? change.reason : change._tag === 'Approve' ? null : payment.rejectionReason,
      };
      return Promise.resolve(ok(change._tag === 'Ignore' ? ('ignored' as const) : ('applied' as const)));
    },
  };
  return { payments, stored };
}

/**
 * A gateway whose notifications are their own JSON body, signed when their `x-signature` header is
 * 'valid' — the stand-in for a provider's signature check — and which starts every checkout on a
 * provider's page. Its sandbox notifications sign as it checks, so what the sandbox sends it reads.
 */
export function jsonSignedGateway(provider: PaymentGateway['provider']): {
  readonly gateway: PaymentGateway;
  readonly sandboxNotifications: SandboxNotifications;
} {
  const gateway: PaymentGateway = {
    provider,
    startCheckout: () => Promise.resolve(ok({ _tag: 'RedirectToProvider', url: 'https://provider.example/pay' })),
    readNotification: (received) => {
      if (received.headers['x-signature'] !== 'valid') return err({ _tag: 'SignatureInvalid' });
      if (received.headers['x-stale'] === 'true') return err({ _tag: 'NotificationStale' });
      try {
        return ok(JSON.parse(received.rawBody) as PaymentNotification);
      } catch {
        return err({ _tag: 'NotificationMalformed', message: 'not JSON' });
      }
    },
  };
  return {
    gateway,
    sandboxNotifications: {
      sign: (event) => ({ rawBody: JSON.stringify(event), headers: { 'x-signature': 'valid' } }),
    },
  };
}
