import type { PaymentProvider } from '#domain/payment/payment-provider';
import type { PaymentGateway, PaymentNotification } from './payment-gateway';
import type { GatewayName } from './payments';

/**
 * The gateways a server collects payments through (ADR 0042): per provider, the provider's own
 * adapter when its credentials are configured, else the sandbox standing in for it.
 */
export interface PaymentGateways {
  /** The gateway that collects for `provider`. */
  forProvider(provider: PaymentProvider): PaymentGateway;
  /** The gateway a notification's route names; undefined when none serves under that name. */
  named(name: GatewayName): PaymentGateway | undefined;
}

/** A payment's end as the sandbox reports it when a tester decides it: what any provider's notification says. */
export type SandboxEvent = PaymentNotification;

/** The sandbox's notifications, signed with its secret exactly as a provider signs its own. */
export interface SandboxNotifications {
  sign(event: SandboxEvent): { readonly rawBody: string; readonly headers: Readonly<Record<string, string>> };
}
