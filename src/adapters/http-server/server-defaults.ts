import { err, ok, type Result } from 'neverthrow';
import type { LimitedCalls, RateLimits } from '#application/abuse/admit-request';
import type { RateLimit } from '#domain/abuse/rate-window';

// The server's defaults and the small readers of its settings' own formats (issue 3, Server), which
// the environment's schema (server-environment.ts) and the composition root share.

export const DEFAULT_HUMAN_CHECK_EXPIRY_SECONDS = 300;
/** At most 5,000 SHA-256 rounds: a tenth of a second on average in a browser, a quarter at worst. */
export const DEFAULT_HUMAN_CHECK_MAX_NUMBER = 5_000;
export const DEFAULT_RECAPTCHA_MIN_SCORE = 0.5;

export const DEFAULT_PORT = 3000;
export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_DATA_DIR = './.reserva-data';
export const DEFAULT_PAYMENT_EXPIRY_SWEEP_MS = 60_000;
export const TEST_CLOCK_PAYMENT_EXPIRY_SWEEP_MS = 1_000;
/** How often each process sweeps for maintenance steps fallen due: a step falls due by the day (docs/adr/0119). */
export const DEFAULT_MAINTENANCE_REMINDERS_SWEEP_MS = 10 * 60_000;
export const DEFAULT_MAIL_FROM = 'Reserva <reservas@localhost>';
export const DEFAULT_MAIL_DISPATCH_INTERVAL_SECONDS = 10;
export const DEFAULT_MAIL_DISPATCH_BATCH = 20;
/** A request's headers arrive at once from any real client; a slow-headers attack dribbles them (docs/adr/0092). */
export const DEFAULT_HEADERS_TIMEOUT_MS = 10_000;
/** The largest body the server takes (64 KiB) uploads in well under this on a poor mobile link. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;
export const MAX_MAIL_DISPATCH_BATCH = 500;

/** The address in a sender `Name <address>` or a bare `address`; null when there is none. */
export function senderAddress(from: string): string | null {
  const match = /^\s*(?:[^<>]*<\s*([^\s<>@]+@[^\s<>@]+?)\s*>|([^\s<>@]+@[^\s<>@]+))\s*$/.exec(from);
  return match?.[1] ?? match?.[2] ?? null;
}

/** The limits the server applies unless configured otherwise (ADR 0038). */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  bookingCreate: { perAddress: { maxHits: 60, windowSeconds: 3600 }, perClient: { maxHits: 20, windowSeconds: 3600 } },
  clientCheck: { perAddress: { maxHits: 60, windowSeconds: 600 }, perClient: { maxHits: 20, windowSeconds: 600 } },
  signIn: { perAddress: { maxHits: 30, windowSeconds: 900 }, perClient: { maxHits: 10, windowSeconds: 900 } },
  tokenLookup: { perAddress: { maxHits: 300, windowSeconds: 600 }, perClient: null },
  // The fallback token is everyone's (ADR 0041): a handful an hour lets a person whose check cannot run book, and no more.
  humanCheckFallback: { perAddress: { maxHits: 5, windowSeconds: 3600 }, perClient: null },
};

export const CALLS_VARIABLE: Readonly<Record<LimitedCalls, string>> = {
  bookingCreate: 'BOOKING_CREATE',
  clientCheck: 'CLIENT_CHECK',
  signIn: 'SIGN_IN',
  tokenLookup: 'TOKEN_LOOKUP',
  humanCheckFallback: 'HUMAN_CHECK_FALLBACK',
};

const UNIT_SECONDS = { s: 1, m: 60, h: 3600 } as const;

/** A limit written `<requests>/<window>` (`30/15m`, `60/1h`, `5/30s`), `off` for none. */
export function parseRateLimit(text: string): Result<RateLimit | null, string> {
  if (text.trim().toLowerCase() === 'off') return ok(null);
  const parts = /^\s*(\d{1,9})\s*\/\s*(\d{1,6})\s*([smh])\s*$/.exec(text);
  const [maxHits, amount, unit] = [
    Number(parts?.[1]),
    Number(parts?.[2]),
    parts?.[3] as keyof typeof UNIT_SECONDS | undefined,
  ];
  if (unit === undefined || maxHits < 1 || amount < 1)
    return err('must be <requests>/<window> such as 30/15m, 60/1h or 5/30s (s, m or h), or off');
  return ok({ maxHits, windowSeconds: amount * UNIT_SECONDS[unit] });
}
