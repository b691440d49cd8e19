import { err, ok } from 'neverthrow';
import type { PaymentGateway } from './ports/payment-gateway';
import type { PaymentGateways, SandboxNotifications } from './ports/payment-gateways';
import type { Payments } from './ports/payments';

// Payment ports for use-case tests that do not exercise payments: no payment is stored, and the
// sandbox stands in for every provider. Payments themselves are tested over SQL (sql-payments.test.ts)
// and through the HTTP app (payments-endpoints.test.ts).

const standIn: PaymentGateway = {
  provider: 'sandbox',
  startCheckout: () => Promise.resolve(ok({ _tag: 'RedirectToProvider', url: '/payments/checkout' })),
  readNotification: () => err({ _tag: 'SignatureInvalid' }),
};

export function noPayments(): { readonly payments: Payments; readonly paymentGateways: PaymentGateways; readonly sandboxNotifications: SandboxNotifications } {
  return {
    payments: {
      byTrxId: () => Promise.resolve(undefined),
      byTokenData: () => Promise.resolve(undefined),
      ofBooking: () => Promise.resolve(undefined),
      applyNotification: () => Promise.reject(new Error('No payments here')),
      expireDue: () => Promise.resolve(0),
    },
    paymentGateways: { forProvider: () => standIn, named: (name) => (name === 'sandbox' ? standIn : undefined) },
    sandboxNotifications: { sign: () => ({ rawBody: '{}', headers: {} }) },
  };
}
