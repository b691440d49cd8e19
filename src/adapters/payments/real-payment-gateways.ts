import { err, ok, type Result } from 'neverthrow';
import type { Clock } from '#application/ports/shared/clock';
import type { PaymentGateway } from '#application/ports/server/payment-gateway';
import { epaycoPaymentGateway, readEpaycoConfig } from './epayco/epayco-payment-gateway';
import { pagoFacilPaymentGateway, readPagoFacilConfig } from './pago-facil/pago-facil-payment-gateway';
import { dlocalPaymentGateway, readDlocalConfig, type DlocalPaymentGateway } from './dlocal/dlocal-payment-gateway';
import type { Fetch } from './provider-calls';
import type { Env } from './provider-config';

// The real providers this deployment has credentials for (docs/adr/0043): the server's gateway
// selection takes a provider's from here, and the sandbox (ADR 0042) where there is none.

/** The configured providers' gateways, by provider; dLocal's also pays with a card token. */
export interface RealPaymentGateways {
  readonly dlocal?: DlocalPaymentGateway;
  readonly epayco?: PaymentGateway;
  readonly pago_facil?: PaymentGateway;
}

/**
 * The gateways of the providers whose credentials `env` sets, or every variable that is wrong (a
 * provider half configured, an API URL that is not https), to be refused at start-up.
 */
export function realPaymentGateways(
  env: Env,
  fetch: Fetch,
  clock: Clock,
): Result<RealPaymentGateways, readonly string[]> {
  const dlocal = readDlocalConfig(env);
  const epayco = readEpaycoConfig(env);
  const pagoFacil = readPagoFacilConfig(env);
  const problems = [dlocal, epayco, pagoFacil].flatMap((config) => (config.isErr() ? config.error : []));
  if (dlocal.isErr() || epayco.isErr() || pagoFacil.isErr()) return err(problems);
  return ok({
    ...(dlocal.value === null ? {} : { dlocal: dlocalPaymentGateway(dlocal.value, fetch, clock) }),
    ...(epayco.value === null ? {} : { epayco: epaycoPaymentGateway(epayco.value, fetch) }),
    ...(pagoFacil.value === null ? {} : { pago_facil: pagoFacilPaymentGateway(pagoFacil.value, fetch) }),
  });
}
