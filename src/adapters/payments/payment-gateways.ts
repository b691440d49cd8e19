import type { PaymentGateway } from '#application/ports/server/payment-gateway';
import type { PaymentGateways } from '#application/ports/server/payment-gateways';
import type { PaymentProvider } from '#domain/payment/payment-provider';
import type { SandboxGateway } from './sandbox/sandbox-gateway';

// Which gateway collects for each provider (ADR 0042): the provider's own adapter when its
// credentials are configured (real-payment-gateways.ts, ADR 0043), else the sandbox standing in for it.

/** The gateways: each provider's real one in `real`, the sandbox for the rest. */
export function paymentGateways(
  sandbox: SandboxGateway,
  real: Partial<Record<PaymentProvider, PaymentGateway>> = {},
): PaymentGateways {
  return {
    forProvider: (provider) => real[provider] ?? sandbox,
    named: (name) => (name === 'sandbox' ? sandbox : real[name]),
  };
}
