import type { PaymentGateway } from '../../application/ports/payment-gateway';
import type { PaymentGateways } from '../../application/ports/payment-gateways';
import { PAYMENT_PROVIDERS, type PaymentProvider } from '../../domain/payment/payment-provider';
import type { SandboxGateway } from './sandbox/sandbox-gateway';

// Which gateway collects for each provider (ADR 0042): the provider's own adapter when its
// credentials are configured, else the sandbox standing in for it.

/** The environment, as the real adapters read their credentials from it. */
export type Environment = Readonly<Record<string, string | undefined>>;

/**
 * A provider's real adapter from its credentials in the environment; null when they are not set
 * (the sandbox then stands in for the provider).
 */
export type RealGatewayFactory = (env: Environment) => PaymentGateway | null;

/**
 * ── REGISTRY POINT FOR THE REAL PROVIDER ADAPTERS ──
 * Plug each adapter of src/adapters/payments/{dlocal,epayco,pago-facil}/ in here, e.g.
 *   dlocal: (env) => dlocalGatewayFromEnvironment(env),
 *   epayco: (env) => epaycoGatewayFromEnvironment(env),
 *   pago_facil: (env) => pagoFacilGatewayFromEnvironment(env),
 * Each returns null when its credentials are not configured. Nothing else changes: the payments
 * created from then on record the real gateway, and its notifications arrive at
 * POST /payments/notifications/{dlocal|epayco|pago_facil}.
 */
export const REAL_GATEWAYS: Readonly<Partial<Record<PaymentProvider, RealGatewayFactory>>> = {};

/** The real adapters whose credentials `env` configures. */
export function configuredRealGateways(
  env: Environment,
  factories: Readonly<Partial<Record<PaymentProvider, RealGatewayFactory>>> = REAL_GATEWAYS,
): Partial<Record<PaymentProvider, PaymentGateway>> {
  const configured: Partial<Record<PaymentProvider, PaymentGateway>> = {};
  for (const provider of PAYMENT_PROVIDERS) {
    const gateway = factories[provider]?.(env) ?? null;
    if (gateway !== null) configured[provider] = gateway;
  }
  return configured;
}

/** The gateways: each provider's real one in `real`, the sandbox for the rest. */
export function paymentGateways(sandbox: SandboxGateway, real: Partial<Record<PaymentProvider, PaymentGateway>> = {}): PaymentGateways {
  return {
    forProvider: (provider) => real[provider] ?? sandbox,
    named: (name) => (name === 'sandbox' ? sandbox : real[name]),
  };
}
