import type { CallLimits, LimitedCalls, RateLimits } from '#application/abuse/admit-request';
import { LIMITED_CALLS } from '#application/abuse/admit-request';
import type { RateLimit } from '#domain/abuse/rate-window';
import type { Instant } from '#domain/calendar/instant';
import { DEFAULT_HOURS_BUDGET_BYTES } from '#application/availability/list-available-hours';
import { DEFAULT_AGENDA_BUDGET_BYTES } from '../persistence/cached-agenda';
import type { PostgresPoolSettings } from '../persistence/open-database';
import { DEFAULT_PAGE_BUDGET_BYTES } from './rendered-page-cache';
import {
  DEFAULT_CONNECT_TIMEOUT_MS,
  DEFAULT_POOL_SIZE,
  DEFAULT_STATEMENT_TIMEOUT_MS,
} from '../persistence/pg-database';
import type { HttpTimeouts } from './http-listener';
import {
  CALLS_VARIABLE,
  DEFAULT_HEADERS_TIMEOUT_MS,
  DEFAULT_HUMAN_CHECK_EXPIRY_SECONDS,
  DEFAULT_HUMAN_CHECK_MAX_NUMBER,
  DEFAULT_MAIL_DISPATCH_BATCH,
  DEFAULT_MAIL_DISPATCH_INTERVAL_SECONDS,
  DEFAULT_MAIL_FROM,
  DEFAULT_RATE_LIMITS,
  DEFAULT_RECAPTCHA_MIN_SCORE,
  DEFAULT_REQUEST_TIMEOUT_MS,
  MAX_MAIL_DISPATCH_BATCH,
  parseRateLimit,
  senderAddress,
} from './server-defaults';
import type {
  CacheBudgetsConfig,
  HumanCheckConfig,
  MailConfig,
  MetricsConfig,
  SiteLinksConfig,
} from './server-settings';
import { isWebOrigin, wholeNumber, type Environment } from './server-variables';

// The settings that read several variables together (issue 3, Server; docs/adr/0100): the abuse
// limits, the human check, the pool, the test clock's start, the metrics, the footer's links and the
// request timeouts. Each pushes every problem it finds, in the operator's words.

export function readRateLimits(env: Environment, problems: string[]): RateLimits {
  const limits: Partial<Record<LimitedCalls, CallLimits>> = {};
  for (const calls of LIMITED_CALLS) {
    const read = (per: 'ADDRESS' | 'CLIENT', fallback: RateLimit | null): RateLimit | null => {
      const name = `RESERVA_RATE_LIMIT_${CALLS_VARIABLE[calls]}_PER_${per}`;
      const text = env[name];
      if (text === undefined || text === '') return fallback;
      const parsed = parseRateLimit(text);
      if (parsed.isErr()) problems.push(`${name} ${parsed.error}, not ${JSON.stringify(text)}`);
      return parsed.unwrapOr(fallback);
    };
    limits[calls] = {
      perAddress: read('ADDRESS', DEFAULT_RATE_LIMITS[calls].perAddress),
      perClient: read('CLIENT', DEFAULT_RATE_LIMITS[calls].perClient),
    };
  }
  return limits as RateLimits;
}

export function readHumanCheck(env: Environment, problems: string[]): HumanCheckConfig {
  const set = (name: string) => (env[name] === undefined || env[name] === '' ? null : env[name]);
  const fallbackToken = set('RESERVA_HUMAN_CHECK_FALLBACK_TOKEN');
  // The fallback token travels in the storefront's script and in a JSON body: visible ASCII.
  if (fallbackToken !== null && !/^[\x21-\x7E]{8,256}$/.test(fallbackToken))
    problems.push('RESERVA_HUMAN_CHECK_FALLBACK_TOKEN must be 8 to 256 visible ASCII characters (no spaces)');
  const kind = set('RESERVA_HUMAN_CHECK') ?? 'altcha';
  switch (kind) {
    case 'altcha': {
      const hmacKey = set('RESERVA_HUMAN_CHECK_HMAC_KEY');
      if (hmacKey !== null && !/^[\x21-\x7E]{32,256}$/.test(hmacKey))
        problems.push('RESERVA_HUMAN_CHECK_HMAC_KEY must be 32 to 256 visible ASCII characters (no spaces)');
      return {
        kind,
        hmacKey,
        expirySeconds: wholeNumber(
          env,
          'RESERVA_HUMAN_CHECK_EXPIRY_SECONDS',
          { min: 30, max: 3600, fallback: DEFAULT_HUMAN_CHECK_EXPIRY_SECONDS },
          problems,
        ),
        maxNumber: wholeNumber(
          env,
          'RESERVA_HUMAN_CHECK_MAX_NUMBER',
          { min: 1, max: 10_000_000, fallback: DEFAULT_HUMAN_CHECK_MAX_NUMBER },
          problems,
        ),
        fallbackToken,
      };
    }
    case 'recaptcha': {
      const secret = set('RECAPTCHA_SECRET');
      if (secret === null)
        problems.push("RESERVA_HUMAN_CHECK=recaptcha needs RECAPTCHA_SECRET, the site's reCAPTCHA v3 secret key");
      const scoreText = set('RESERVA_RECAPTCHA_MIN_SCORE');
      const minScore = scoreText === null ? DEFAULT_RECAPTCHA_MIN_SCORE : Number(scoreText);
      if (!/^(0(\.\d+)?|1(\.0+)?)$/.test(scoreText ?? '0.5'))
        problems.push(`RESERVA_RECAPTCHA_MIN_SCORE must be a score from 0.0 to 1.0, not ${JSON.stringify(scoreText)}`);
      return { kind, secret: secret ?? '', minScore, hostname: set('RESERVA_RECAPTCHA_HOSTNAME'), fallbackToken };
    }
    case 'dev':
      return { kind, fallbackToken };
    default:
      problems.push(`RESERVA_HUMAN_CHECK must be altcha, recaptcha or dev, not ${JSON.stringify(kind)}`);
      return { kind: 'dev', fallbackToken };
  }
}

/**
 * The PostgreSQL pool's settings (docs/adr/0049), each checked even without DATABASE_URL so that a
 * slip is caught before it matters: DATABASE_POOL_SIZE (connections, 1 to 1000),
 * DATABASE_CONNECT_TIMEOUT_MS (100 to 600000) and DATABASE_STATEMENT_TIMEOUT_MS (0 for none, to 86400000).
 */
export function readPoolSettings(env: Environment, problems: string[]): PostgresPoolSettings {
  return {
    size: wholeNumber(env, 'DATABASE_POOL_SIZE', { min: 1, max: 1000, fallback: DEFAULT_POOL_SIZE }, problems),
    connectTimeoutMs: wholeNumber(
      env,
      'DATABASE_CONNECT_TIMEOUT_MS',
      { min: 100, max: 600_000, fallback: DEFAULT_CONNECT_TIMEOUT_MS },
      problems,
    ),
    statementTimeoutMs: wholeNumber(
      env,
      'DATABASE_STATEMENT_TIMEOUT_MS',
      { min: 0, max: 86_400_000, fallback: DEFAULT_STATEMENT_TIMEOUT_MS },
      problems,
    ),
  };
}

/** RESERVA_METRICS (`on` or `off`) and RESERVA_METRICS_TOKEN, which only means something with the metrics on (docs/adr/0061). */
export function readMetricsConfig(env: Environment, problems: string[]): MetricsConfig {
  const switchText = env['RESERVA_METRICS'] ?? '';
  if (switchText !== '' && switchText !== 'on' && switchText !== 'off')
    problems.push(`RESERVA_METRICS must be on or off, not ${JSON.stringify(switchText)}`);
  const enabled = switchText === 'on';
  const token =
    env['RESERVA_METRICS_TOKEN'] === undefined || env['RESERVA_METRICS_TOKEN'] === ''
      ? null
      : env['RESERVA_METRICS_TOKEN'];
  // The token travels in an Authorization header: visible ASCII, long enough not to be guessed.
  if (token !== null && !/^[\x21-\x7E]{16,256}$/.test(token))
    problems.push('RESERVA_METRICS_TOKEN must be 16 to 256 visible ASCII characters (no spaces)');
  if (token !== null && !enabled)
    problems.push(
      'RESERVA_METRICS_TOKEN needs RESERVA_METRICS=on: with the metrics off there is nothing for it to protect',
    );
  return { enabled, token };
}

const MIB = 1024 * 1024;

/**
 * The in-memory caches' budgets, in MiB of estimated bytes (docs/adr/0135): 0 keeps nothing, and
 * 4096 is more than a process should give them. The defaults keep a process well under 450 MB.
 */
export function readCacheBudgets(env: Environment, problems: string[]): CacheBudgetsConfig {
  const mib = (name: string, fallback: number) =>
    wholeNumber(env, name, { min: 0, max: 4_096, fallback: fallback / MIB }, problems) * MIB;
  return {
    agendasBytes: mib('RESERVA_AGENDA_CACHE_MB', DEFAULT_AGENDA_BUDGET_BYTES),
    hoursBytes: mib('RESERVA_HOURS_CACHE_MB', DEFAULT_HOURS_BUDGET_BYTES),
    pagesBytes: mib('RESERVA_PAGE_CACHE_MB', DEFAULT_PAGE_BUDGET_BYTES),
  };
}

/** An instant as RFC 3339 writes it, to the second, with its offset: `2026-11-25T11:00:00-03:00`, `2026-11-25T14:00:00Z`. */
const RFC_3339_INSTANT = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(?:\.\d{1,3})?(?:Z|([+-])(\d{2}):(\d{2}))$/;

/** The instant `text` writes as RFC 3339 does; NaN for anything else, a 30 February or a 25th hour among them. */
function rfc3339Instant(text: string): number {
  const fields = RFC_3339_INSTANT.exec(text);
  const instant = fields === null ? Number.NaN : Date.parse(text);
  if (fields === null || Number.isNaN(instant)) return Number.NaN;
  const [, wallClock, sign, hours = '0', minutes = '0'] = fields;
  const offsetMs = (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) * 60_000;
  // The runtime reads a 30 February as 2 March: the wall clock it lands on then differs from the one written.
  return new Date(instant + offsetMs).toISOString().slice(0, 19) === wallClock ? instant : Number.NaN;
}

/** RESERVA_TEST_CLOCK_START (ADR 0047): an instant for the test clock to start at, only beside RESERVA_TEST_CLOCK=1. */
export function readTestClockStart(text: string, testClock: boolean, problems: string[]): Instant | null {
  if (text === '') return null;
  const instant = rfc3339Instant(text);
  if (Number.isNaN(instant)) {
    problems.push(
      `RESERVA_TEST_CLOCK_START must be an instant with its offset, such as 2026-11-25T11:00:00-03:00, not ${JSON.stringify(text)}`,
    );
    return null;
  }
  if (!testClock)
    problems.push('RESERVA_TEST_CLOCK_START needs RESERVA_TEST_CLOCK=1: only the test clock can start at another time');
  return instant as Instant;
}

/** The footer's links, each an http(s) address or unset (docs/adr/0076). */
export function readSiteLinks(env: Environment, problems: string[]): SiteLinksConfig {
  const address = (name: string): string | null => {
    const text = (env[name] ?? '').trim();
    if (text === '') return null;
    try {
      const url = new URL(text);
      if (url.protocol === 'https:' || url.protocol === 'http:') return url.href;
    } catch {
      // Reported below.
    }
    problems.push(
      `${name} must be an http:// or https:// address, such as https://reserva.example/help, not ${JSON.stringify(text)}`,
    );
    return null;
  };
  return {
    clientHelp: address('RESERVA_CLIENT_HELP_URL'),
    forBusinesses: address('RESERVA_FOR_BUSINESSES_URL'),
    termsAndPrivacy: address('RESERVA_TERMS_URL'),
  };
}

/** How long a request's headers and the whole request may take to arrive (docs/adr/0092). */
export function readHttpTimeouts(env: Environment, problems: string[]): HttpTimeouts {
  const headersMs = wholeNumber(
    env,
    'RESERVA_HEADERS_TIMEOUT_MS',
    { min: 1_000, max: 600_000, fallback: DEFAULT_HEADERS_TIMEOUT_MS },
    problems,
  );
  const requestMs = wholeNumber(
    env,
    'RESERVA_REQUEST_TIMEOUT_MS',
    { min: 1_000, max: 3_600_000, fallback: DEFAULT_REQUEST_TIMEOUT_MS },
    problems,
  );
  // Node refuses a header timeout longer than the request's, which the headers are part of.
  if (headersMs > requestMs)
    problems.push(
      `RESERVA_HEADERS_TIMEOUT_MS (${String(headersMs)}) must not be longer than RESERVA_REQUEST_TIMEOUT_MS (${String(requestMs)}): the headers are part of the request`,
    );
  return { headersMs, requestMs };
}

/** How the mails go out; their directory as written, which the configuration resolves against the working directory. */
export function readMailConfig(
  env: Environment,
  problems: string[],
): Omit<MailConfig, 'directory'> & { readonly directory: string | null } {
  const smtpUrl = env['SMTP_URL'] === undefined || env['SMTP_URL'] === '' ? null : env['SMTP_URL'];
  if (smtpUrl !== null && !/^smtps?:\/\/\S+$/.test(smtpUrl))
    problems.push('SMTP_URL must be an smtp:// or smtps:// address such as smtp://user:password@mail.example:587');
  const from = env['MAIL_FROM'] === undefined || env['MAIL_FROM'] === '' ? DEFAULT_MAIL_FROM : env['MAIL_FROM'];
  const fromAddress = senderAddress(from);
  if (fromAddress === null)
    problems.push(`MAIL_FROM must be an address or Name <address>, not ${JSON.stringify(from)}`);
  const intervalText = env['RESERVA_MAIL_DISPATCH_INTERVAL'] ?? '';
  const interval = intervalText === '' ? DEFAULT_MAIL_DISPATCH_INTERVAL_SECONDS : Number(intervalText);
  if (!/^\d{1,4}$/.test(intervalText === '' ? '1' : intervalText) || interval < 1 || interval > 3600) {
    problems.push(`RESERVA_MAIL_DISPATCH_INTERVAL must be seconds from 1 to 3600, not ${JSON.stringify(intervalText)}`);
  }
  const batch = wholeNumber(
    env,
    'RESERVA_MAIL_DISPATCH_BATCH',
    { min: 1, max: MAX_MAIL_DISPATCH_BATCH, fallback: DEFAULT_MAIL_DISPATCH_BATCH },
    problems,
  );
  const publicText = env['RESERVA_PUBLIC_URL'] ?? '';
  if (publicText !== '' && !isWebOrigin(publicText)) {
    problems.push(
      `RESERVA_PUBLIC_URL must be the origin clients reach the storefront at, such as https://reservas.example (no path), not ${JSON.stringify(publicText)}`,
    );
  }
  return {
    smtpUrl,
    directory: env['RESERVA_MAIL_DIR'] || null,
    from,
    fromAddress: fromAddress ?? '',
    dispatchIntervalSeconds: interval,
    dispatchBatchSize: batch,
    publicUrl: publicText === '' || !isWebOrigin(publicText) ? null : new URL(publicText).origin,
  };
}
