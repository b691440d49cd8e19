import { err, ok, type Result } from 'neverthrow';
import type { GatewayUnavailable } from '#application/ports/server/payment-gateway';

// How the card payment providers' adapters (dLocal, ePayco, Pago Fácil; docs/adr/0043) call a
// provider and how such a call fails.

/** The part of WHATWG fetch the adapters use; tests give one that answers from recorded examples. */
export type Fetch = (url: string, init: RequestInit) => Promise<Response>;

/** A provider that has not answered in 10 s will not answer in time for a client waiting to pay. */
const PROVIDER_TIMEOUT_MS = 10_000;

export function gatewayUnavailable(message: string): GatewayUnavailable {
  return { _tag: 'GatewayUnavailable', message };
}

/**
 * Calls `provider` and reads its JSON answer. Not reaching it, a timeout, a non-2xx answer and an
 * answer that is not JSON all mean the same to a client waiting to pay: the provider cannot start
 * the payment now.
 */
export async function callProvider(
  fetch: Fetch,
  provider: string,
  url: string,
  init: RequestInit,
): Promise<Result<unknown, GatewayUnavailable>> {
  let status: number;
  let text: string;
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
    status = response.status;
    text = await response.text();
  } catch (error) {
    return err(
      gatewayUnavailable(`${provider} could not be reached: ${error instanceof Error ? error.message : String(error)}`),
    );
  }
  // Providers explain a refusal in the body; the start of it is enough for the log.
  if (status < 200 || status > 299)
    return err(gatewayUnavailable(`${provider} answered ${status}: ${text.slice(0, 300)}`));
  try {
    return ok(JSON.parse(text) as unknown);
  } catch {
    return err(gatewayUnavailable(`${provider} answered ${status} with a body that is not JSON`));
  }
}
