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
const DEFAULT_NOTIFICATION_TOLERANCE_SECONDS = 300;

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

/** Where a provider's API is: what every provider's configuration holds beside its credentials. */
export interface ProviderApi {
  /** The provider's API (its sandbox or its production URL), without a trailing slash. */
  readonly apiUrl: string;
}

/** The configuration of a provider that signs its notifications with the time it sent them. */
export interface TimedNotifications {
  /** How far a notification's signing time may be from its arrival; 300 s by default. */
  readonly notificationToleranceSeconds?: number;
}

/** Whether a message signed at `signedAt` that arrived at `receivedAt` is within the provider's tolerance, either way. */
function isFresh(signedAt: Instant, receivedAt: Instant, config: TimedNotifications): boolean {
  return Math.abs(receivedAt - signedAt) <= (config.notificationToleranceSeconds ?? DEFAULT_NOTIFICATION_TOLERANCE_SECONDS) * 1000;
}

/** An ISO 8601 date-time with its offset, or unix seconds, as an instant; null when it is neither. */
function instantFrom(text: string): Instant | null {
  const trimmed = text.trim();
  if (/^\d{9,11}$/.test(trimmed)) return (Number(trimmed) * 1000) as Instant;
  // A date-time without an offset names no instant: refused rather than read in the server's zone.
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(trimmed)) return null;
  const milliseconds = Date.parse(trimmed);
  return Number.isNaN(milliseconds) ? null : (milliseconds as Instant);
}

/**
 * When a notification was signed, as its field `name` writes it (`text`), if that is recent enough
 * for the provider's tolerance: malformed when it is no date-time, stale when too far from `receivedAt`.
 */
export function signingTime(name: string, text: string, receivedAt: Instant, config: TimedNotifications): Result<Instant, NotificationRefusal> {
  const signedAt = instantFrom(text);
  if (signedAt === null) return err(notificationMalformed(`${name} is not a date-time: ${text}`));
  return isFresh(signedAt, receivedAt, config) ? ok(signedAt) : err(NOTIFICATION_STALE);
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
 * A provider's credentials from the environment, each field read from the variable `variables`
 * names for it: null when none of the variables is set (that provider is not configured, and the
 * sandbox stands in for it), every one of them when all are, and a problem when only some are —
 * half a configuration is a mistake that must not quietly become the sandbox in production.
 */
function credentialsFrom<const Field extends string>(
  env: Env,
  variables: Readonly<Record<Field, string>>,
): Result<Readonly<Record<Field, string>> | null, readonly string[]> {
  const names: readonly string[] = Object.values(variables);
  const present = names.filter((name) => (env[name] ?? '').trim() !== '');
  if (present.length === 0) return ok(null);
  const missing = names.filter((name) => !present.includes(name));
  if (missing.length > 0) return err([`${missing.join(', ')} must be set together with ${present.join(', ')}`]);
  return ok(Object.fromEntries(Object.entries<string>(variables).map(([field, name]) => [field, (env[name] ?? '').trim()])) as Record<Field, string>);
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
 * A provider's configuration from the environment: each credential from the variable `variables`
 * names for it (see credentialsFrom), and its API from `api.variable` (`api.fallback` when not set).
 */
export function providerConfigFrom<const Field extends string>(
  env: Env,
  variables: Readonly<Record<Field, string>>,
  api: { readonly variable: string; readonly fallback: string },
): Result<(Readonly<Record<Field, string>> & ProviderApi) | null, readonly string[]> {
  return credentialsFrom(env, variables).andThen((credentials) =>
    credentials === null ? ok(null) : apiUrlFrom(env, api.variable, api.fallback).map((apiUrl) => ({ ...credentials, apiUrl })),
  );
}
