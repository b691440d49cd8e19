import { createHmac, timingSafeEqual } from 'node:crypto';
import { err, ok, type Result } from 'neverthrow';
import type { GatewayUnavailable, NotificationRefusal, ReceivedNotification } from '../../application/ports/payment-gateway';
import type { Instant } from '../../domain/calendar/instant';

// What the card payment providers' adapters (dLocal, ePayco, Pago Fácil; docs/adr/0043) share: how
// a call to a provider fails, how a signature is compared, how fresh a signed message must be, how
// a form-encoded notification is read and how their credentials come from the environment. It sits
// beside dLocal's adapter only because each provider has its own folder and this has none.

/** The part of WHATWG fetch the adapters use; tests give one that answers from recorded examples. */
export type Fetch = (url: string, init: RequestInit) => Promise<Response>;

export type Env = Readonly<Record<string, string | undefined>>;

/** A provider that has not answered in 10 s will not answer in time for a client waiting to pay. */
const PROVIDER_TIMEOUT_MS = 10_000;

/** How far a notification's signing time may be from its arrival, as the sandbox allows (ADR 0042). */
export const DEFAULT_NOTIFICATION_TOLERANCE_SECONDS = 300;

export function gatewayUnavailable(message: string): GatewayUnavailable {
  return { _tag: 'GatewayUnavailable', message };
}

export function notificationMalformed(message: string): NotificationRefusal {
  return { _tag: 'NotificationMalformed', message };
}

export const SIGNATURE_INVALID: NotificationRefusal = { _tag: 'SignatureInvalid' };
export const NOTIFICATION_STALE: NotificationRefusal = { _tag: 'NotificationStale' };

/**
 * Calls `provider` and reads its JSON answer. Not reaching it, a timeout, a non-2xx answer and an
 * answer that is not JSON all mean the same to a client waiting to pay: the provider cannot start
 * the payment now.
 */
export async function callProvider(fetch: Fetch, provider: string, url: string, init: RequestInit): Promise<Result<unknown, GatewayUnavailable>> {
  let status: number;
  let text: string;
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
    status = response.status;
    text = await response.text();
  } catch (error) {
    return err(gatewayUnavailable(`${provider} could not be reached: ${error instanceof Error ? error.message : String(error)}`));
  }
  // Providers explain a refusal in the body; the start of it is enough for the log.
  if (status < 200 || status > 299) return err(gatewayUnavailable(`${provider} answered ${status}: ${text.slice(0, 300)}`));
  try {
    return ok(JSON.parse(text) as unknown);
  } catch {
    return err(gatewayUnavailable(`${provider} answered ${status} with a body that is not JSON`));
  }
}

export function hmacSha256Hex(secret: string, message: string): string {
  return createHmac('sha256', secret).update(message, 'utf8').digest('hex');
}

/**
 * Whether `given` is the hex digest `expected`, compared in constant time so that how long a wrong
 * guess takes to refuse tells nothing of how close it came. Hex case is not significant.
 */
export function sameHexDigest(expected: string, given: string): boolean {
  const expectedBytes = Buffer.from(expected.toLowerCase(), 'utf8');
  const givenBytes = Buffer.from(given.toLowerCase(), 'utf8');
  return expectedBytes.length === givenBytes.length && timingSafeEqual(expectedBytes, givenBytes);
}

/** Whether a message signed at `signedAt` that arrived at `receivedAt` is within the tolerance, either way. */
export function isFresh(signedAt: Instant, receivedAt: Instant, toleranceSeconds: number): boolean {
  return Math.abs(receivedAt - signedAt) <= toleranceSeconds * 1000;
}

/** An ISO 8601 date-time with its offset, or unix seconds, as an instant; null when it is neither. */
export function instantFrom(text: string): Instant | null {
  const trimmed = text.trim();
  if (/^\d{9,11}$/.test(trimmed)) return (Number(trimmed) * 1000) as Instant;
  // A date-time without an offset names no instant: refused rather than read in the server's zone.
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(trimmed)) return null;
  const milliseconds = Date.parse(trimmed);
  return Number.isNaN(milliseconds) ? null : (milliseconds as Instant);
}

/**
 * A notification's fields as the provider posted them: a form (`application/x-www-form-urlencoded`,
 * as ePayco and Pago Fácil post by default) or a flat JSON object of strings and numbers. Null when
 * the body is neither.
 */
export function postedFields(received: ReceivedNotification): Readonly<Record<string, string>> | null {
  const contentType = (received.headers['content-type'] ?? '').toLowerCase();
  if (!contentType.includes('json')) {
    if (received.rawBody.trim() === '') return null;
    return Object.fromEntries(new URLSearchParams(received.rawBody));
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(received.rawBody);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(parsed)) {
    if (typeof value === 'string') fields[name] = value;
    else if (typeof value === 'number' || typeof value === 'boolean') fields[name] = String(value);
    else if (value !== null) return null;
  }
  return fields;
}

/**
 * A provider's credentials from the environment: null when none of `names` is set (that provider
 * is not configured, and the sandbox stands in for it), every one of them when all are, and a
 * problem when only some are — half a configuration is a mistake that must not quietly become the
 * sandbox in production.
 */
function credentialsFrom<const Name extends string>(env: Env, names: readonly Name[]): Result<Readonly<Record<Name, string>> | null, readonly string[]> {
  const present = names.filter((name) => (env[name] ?? '').trim() !== '');
  if (present.length === 0) return ok(null);
  const missing = names.filter((name) => !present.includes(name));
  if (missing.length > 0) return err([`${missing.join(', ')} must be set together with ${present.join(', ')}`]);
  return ok(Object.fromEntries(names.map((name) => [name, (env[name] ?? '').trim()])) as Record<Name, string>);
}

/** An https URL from `env[name]` without a trailing slash, or `fallback` when it is not set. */
function apiUrlFrom(env: Env, name: string, fallback: string): Result<string, readonly string[]> {
  const text = (env[name] ?? '').trim();
  if (text === '') return ok(fallback);
  try {
    const url = new URL(text);
    if (url.protocol === 'https:' && url.search === '' && url.hash === '') return ok(text.replace(/\/+$/, ''));
  } catch {
    // Reported below with the rest.
  }
  return err([`${name} must be an https URL without query or fragment, not ${JSON.stringify(text)}`]);
}

/**
 * A provider's configuration: its credentials `keyNames` (see credentialsFrom) and the API named by
 * `apiUrlName` (`defaultApiUrl` when not set), made into a configuration by `build`.
 */
export function providerConfigFrom<const Name extends string, Config>(
  env: Env,
  keyNames: readonly Name[],
  api: { readonly variable: string; readonly fallback: string },
  build: (keys: Readonly<Record<Name, string>>, apiUrl: string) => Config,
): Result<Config | null, readonly string[]> {
  return credentialsFrom(env, keyNames).andThen((keys) => (keys === null ? ok(null) : apiUrlFrom(env, api.variable, api.fallback).map((apiUrl) => build(keys, apiUrl))));
}
