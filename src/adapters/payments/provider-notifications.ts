import { createHmac, timingSafeEqual } from 'node:crypto';
import { err, ok, type Result } from 'neverthrow';
import type { NotificationRefusal, ReceivedNotification } from '#application/ports/server/payment-gateway';
import type { Instant } from '#domain/calendar/instant';

// How the card payment providers' adapters (dLocal, ePayco, Pago Fácil; docs/adr/0043) read a
// notification: how a signature is compared, how fresh a signed message must be and how a
// form-encoded notification is read.

/** How far a notification's signing time may be from its arrival, as the sandbox allows (ADR 0042). */
const DEFAULT_NOTIFICATION_TOLERANCE_SECONDS = 300;

export function notificationMalformed(message: string): NotificationRefusal {
  return { _tag: 'NotificationMalformed', message };
}

export const SIGNATURE_INVALID: NotificationRefusal = { _tag: 'SignatureInvalid' };
export const NOTIFICATION_STALE: NotificationRefusal = { _tag: 'NotificationStale' };

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

/** The configuration of a provider that signs its notifications with the time it sent them. */
export interface TimedNotifications {
  /** How far a notification's signing time may be from its arrival; 300 s by default. */
  readonly notificationToleranceSeconds?: number;
}

/** Whether a message signed at `signedAt` that arrived at `receivedAt` is within the provider's tolerance, either way. */
function isFresh(signedAt: Instant, receivedAt: Instant, config: TimedNotifications): boolean {
  return (
    Math.abs(receivedAt - signedAt) <=
    (config.notificationToleranceSeconds ?? DEFAULT_NOTIFICATION_TOLERANCE_SECONDS) * 1000
  );
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
export function signingTime(
  name: string,
  text: string,
  receivedAt: Instant,
  config: TimedNotifications,
): Result<Instant, NotificationRefusal> {
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
