import path from 'node:path';
import { err, ok, type Result } from 'neverthrow';
import { LIMITED_CALLS, type CallLimits, type LimitedCalls, type RateLimits } from '#application/abuse/admit-request';
import type { RateLimit } from '#domain/abuse/rate-window';
import type { Instant } from '#domain/calendar/instant';
import type { RecaptchaSettings } from '../human-check/recaptcha-human-check';
import type { DatabaseLocation, PostgresPoolSettings } from '../persistence/open-database';
import {
  DEFAULT_CONNECT_TIMEOUT_MS,
  DEFAULT_POOL_SIZE,
  DEFAULT_STATEMENT_TIMEOUT_MS,
} from '../persistence/pg-database';
import { DEFAULT_PENDING_PAYMENTS_PER_CLIENT } from '#application/booking/create-booking';
import { DEV_SANDBOX_PAYMENT_SECRET } from '../payments/sandbox/sandbox-gateway';
import { DEV_LINK_KEY } from '../security/aes-gcm-code-sealer';
import { DEMO_STAFF_API_KEY } from '../persistence/demo/demo-bookings';
import { DEFAULT_LOG_LEVEL, isLogLevel, LOG_LEVELS, type LogLevel } from '../observability/logger';
import type { HttpTimeouts } from './http-listener';

// The server's configuration, read from the environment once at start-up (issue 3, Server).

export interface ServerConfig {
  /** 0 lets the system choose a free port; the server prints the one it got. */
  readonly port: number;
  /**
   * The interface to listen on. 127.0.0.1 by default: a browser on the same machine reaches it (as
   * localhost too), and nothing else on the network does, which suits a server full of demo data.
   */
  readonly host: string;
  readonly database: DatabaseLocation;
  /**
   * Seed the demo data at start-up: by default on the embedded database, never silently on a
   * PostgreSQL server, and in production only with RESERVA_DEMO=on (docs/adr/0087).
   */
  readonly seedDemoData: boolean;
  /** NODE_ENV=production: the public development secrets and the demo are refused unless `demo` (docs/adr/0087). */
  readonly production: boolean;
  /**
   * RESERVA_DEMO=on: the loud opt-in under which a production server may run the demo — its data, its
   * public staff key, the public development secrets and the development human check (docs/adr/0087).
   * Outside production the demo needs no asking.
   */
  readonly demo: boolean;
  /**
   * RESERVA_STOREFRONT_DIR: the built storefront the server serves; null for the repository's
   * `dist/storefront`, where `npm run build:storefront` writes it. Browser test runs serve one of their own (ADR 0047).
   */
  readonly storefrontDirectory: string | null;
  /** RESERVA_STAFF_API_KEY: a staff api-key the server makes sure it accepts (ADR 0018); null when not set. */
  readonly staffApiKey: string | null;
  /**
   * RESERVA_FRAME_ANCESTORS: the sites that may embed the storefront in a frame (its `/{country}/iframe/…`
   * pages; storefront §2), space-separated origins, beside the storefront's own; only its own by default.
   */
  readonly frameAncestors: readonly string[];
  /**
   * RESERVA_GOOGLE_CLIENT_IDS: the OAuth client ids of the storefronts whose Google sign-in this
   * server accepts (ADR 0039), separated by spaces or commas; none by default, and then POST
   * /users/oauth answers 503 AUTH.OAUTH_NOT_CONFIGURED.
   */
  readonly googleClientIds: readonly string[];
  /**
   * The abuse limits (issue 8; ADR 0038), per kind of call, per address and per client:
   * RESERVA_RATE_LIMIT_<CALLS>_PER_ADDRESS and …_PER_CLIENT, each `<requests>/<window>` (30/15m,
   * 60/1h, 5/30s) or `off`; DEFAULT_RATE_LIMITS where not set.
   */
  readonly rateLimits: RateLimits;
  /** REDIS_URL: where the limits' counters live when set; in the database otherwise. */
  readonly redisUrl: string | null;
  /**
   * RESERVA_TRUSTED_PROXIES: how many proxies in front of the server append to X-Forwarded-For. 0 (the
   * default): the client is the socket's address and X-Forwarded-For is ignored, since anyone can send it.
   */
  readonly trustedProxies: number;
  readonly humanCheck: HumanCheckConfig;
  /**
   * RESERVA_PENDING_PAYMENTS_PER_CLIENT: how many bookings paid online one client may hold waiting
   * for their payment at once (ADR 0042); 2 by default.
   */
  readonly pendingPaymentsPerClient: number;
  /**
   * RESERVA_SANDBOX_PAYMENT_SECRET: the sandbox provider's signing secret; a documented development
   * one by default, which NODE_ENV=production refuses (ADR 0042).
   */
  readonly sandboxPaymentSecret: string;
  /**
   * RESERVA_LINK_KEY: the secret the bookings' confirmation codes are sealed under, so that mails
   * written later can carry links by code (issue 18; docs/adr/0065); a documented development one
   * by default, which NODE_ENV=production refuses. Changing it leaves the codes sealed before
   * unopenable: their mails go without those links.
   */
  readonly linkKey: string;
  /** RESERVA_TEST_CLOCK=1: the clock moves through POST /testing/clock, for browser tests; refused with NODE_ENV=production. */
  readonly testClock: boolean;
  /**
   * RESERVA_TEST_CLOCK_START: the instant the test clock reads at start-up, from which it runs on
   * (and the demo data count); the machine's time when null. Only with RESERVA_TEST_CLOCK=1 (ADR 0047).
   */
  readonly testClockStart: Instant | null;
  /**
   * RESERVA_PAYMENT_EXPIRY_SWEEP_MS: how often the expiry job cancels unpaid bookings; every 60 s
   * by default, every second under the test clock.
   */
  readonly paymentExpirySweepMs: number;
  /** How the clients' mails go out (issue 8 Notifications; ADR 0044). */
  readonly mail: MailConfig;
  /** LOG_LEVEL: the least severe log lines written (docs/adr/0060): fatal, error, warn, info (the default), debug, trace, or silent for none. */
  readonly logLevel: LogLevel;
  /**
   * RESERVA_MIGRATE_ON_START: the server applies the pending migrations as it starts (true, the
   * default); false leaves them to `npm run migrate`, and the server refuses to start while any is
   * pending (docs/adr/0059).
   */
  readonly migrateOnStart: boolean;
  /** Whether GET /metrics answers, and to whom (issue 17; docs/adr/0061). */
  readonly metrics: MetricsConfig;
  /**
   * RESERVA_SHUTDOWN_GRACE_SECONDS: on SIGTERM, how long /readyz answers 503 while requests are still
   * served, so a load balancer takes the process out before it stops listening (0–120; 0 by default,
   * stopping at once; docs/adr/0061).
   */
  readonly shutdownGraceSeconds: number;
  /** The footer's links (storefront §2 "footer with three external links"; docs/adr/0076). */
  readonly siteLinks: SiteLinksConfig;
  /**
   * RESERVA_HEADERS_TIMEOUT_MS (1000–600000; 10000) and RESERVA_REQUEST_TIMEOUT_MS (1000–3600000;
   * 30000): how long a request's headers, and the whole request with its body, may take to arrive
   * before the server answers 408 and closes the connection, so slow clients hold no sockets (docs/adr/0092).
   */
  readonly httpTimeouts: HttpTimeouts;
}

/**
 * Where the storefront's footer links go (docs/adr/0076): RESERVA_CLIENT_HELP_URL (help for
 * clients), RESERVA_FOR_BUSINESSES_URL (Reserva for businesses) and RESERVA_TERMS_URL (terms and
 * privacy), each an http(s) address; null when not set, and the footer then leaves that link out.
 */
export interface SiteLinksConfig {
  readonly clientHelp: string | null;
  readonly forBusinesses: string | null;
  readonly termsAndPrivacy: string | null;
}

export interface MetricsConfig {
  /** RESERVA_METRICS: `on` serves Prometheus metrics at GET /metrics; `off` (the default) answers it 404 and counts nothing. */
  readonly enabled: boolean;
  /** RESERVA_METRICS_TOKEN: when set, /metrics needs `Authorization: Bearer <token>`; null: anyone who reaches it may read it. */
  readonly token: string | null;
}

export interface MailConfig {
  /** SMTP_URL: the SMTP server mails are sent through (smtp:// or smtps://); null writes them into `directory` instead. */
  readonly smtpUrl: string | null;
  /** RESERVA_MAIL_DIR: where mails are written as .eml files without SMTP_URL; `<RESERVA_DATA_DIR>/mail` by default. */
  readonly directory: string;
  /** MAIL_FROM: the sender, `Name <address>` or an address. */
  readonly from: string;
  /** MAIL_FROM's address, which also makes the calendar events' UIDs unique to this installation. */
  readonly fromAddress: string;
  /** RESERVA_MAIL_DISPATCH_INTERVAL: seconds between the outbox dispatcher's runs in each server process. */
  readonly dispatchIntervalSeconds: number;
  /**
   * RESERVA_MAIL_DISPATCH_BATCH: how many owed mails one run of the dispatcher claims and sends, in
   * each process; with the interval, the mail throughput (ADR 0044's addendum).
   */
  readonly dispatchBatchSize: number;
  /**
   * RESERVA_PUBLIC_URL: the origin clients reach the storefront at (`https://reservas.example`),
   * which links in mails start with (ADR 0052); null: the server's own origin, as it prints it.
   */
  readonly publicUrl: string | null;
}

/**
 * Which human check verifies bookings' tokens (ADR 0041), and the site's fallback token.
 * RESERVA_HUMAN_CHECK: `altcha` (the default: a self-hosted proof of work, no third party),
 * `recaptcha` (Google's reCAPTCHA v3) or `dev` (ADR 0018: any non-blank token).
 */
export type HumanCheckConfig = (
  | {
      readonly kind: 'altcha';
      /** RESERVA_HUMAN_CHECK_HMAC_KEY; null: a key generated for this process, which only this process can verify. */
      readonly hmacKey: string | null;
      /** RESERVA_HUMAN_CHECK_EXPIRY_SECONDS: how long a challenge is accepted. */
      readonly expirySeconds: number;
      /** RESERVA_HUMAN_CHECK_MAX_NUMBER: the largest counter a challenge hides, the solver's work at worst. */
      readonly maxNumber: number;
    }
  | ({ readonly kind: 'recaptcha' } & RecaptchaSettings)
  | { readonly kind: 'dev' }
) & {
  /** RESERVA_HUMAN_CHECK_FALLBACK_TOKEN: accepted in place of a solved check, under its own limit; null: refused. */
  readonly fallbackToken: string | null;
};

export const DEFAULT_HUMAN_CHECK_EXPIRY_SECONDS = 300;
/** At most 5,000 SHA-256 rounds: a tenth of a second on average in a browser, a quarter at worst. */
export const DEFAULT_HUMAN_CHECK_MAX_NUMBER = 5_000;
export const DEFAULT_RECAPTCHA_MIN_SCORE = 0.5;

export const DEFAULT_PORT = 3000;
export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_DATA_DIR = './.reserva-data';
export const DEFAULT_PAYMENT_EXPIRY_SWEEP_MS = 60_000;
export const TEST_CLOCK_PAYMENT_EXPIRY_SWEEP_MS = 1_000;
export const DEFAULT_MAIL_FROM = 'Reserva <reservas@localhost>';
export const DEFAULT_MAIL_DISPATCH_INTERVAL_SECONDS = 10;
export const DEFAULT_MAIL_DISPATCH_BATCH = 20;
/** A request's headers arrive at once from any real client; a slow-headers attack dribbles them (docs/adr/0092). */
export const DEFAULT_HEADERS_TIMEOUT_MS = 10_000;
/** The largest body the server takes (64 KiB) uploads in well under this on a poor mobile link. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;
const MAX_MAIL_DISPATCH_BATCH = 500;

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

const CALLS_VARIABLE: Readonly<Record<LimitedCalls, string>> = {
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

function readRateLimits(env: Readonly<Record<string, string | undefined>>, problems: string[]): RateLimits {
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

function flag(value: string | undefined, name: string): Result<boolean | undefined, string> {
  if (value === undefined || value === '') return ok(undefined);
  if (value === 'true' || value === '1') return ok(true);
  if (value === 'false' || value === '0') return ok(false);
  return err(`${name} must be true or false, not ${JSON.stringify(value)}`);
}

/** An http(s) origin and nothing more: scheme, host and optional port, no path, query or wildcard. */
function isWebOrigin(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === text.replace(/\/$/, '');
  } catch {
    return false;
  }
}

/** A whole number from `min` to `max` in `name`, `fallback` when not set. */
function wholeNumber(
  env: Readonly<Record<string, string | undefined>>,
  name: string,
  range: { readonly min: number; readonly max: number; readonly fallback: number },
  problems: string[],
): number {
  const text = env[name] ?? '';
  if (text === '') return range.fallback;
  const value = /^\d{1,9}$/.test(text) ? Number(text) : Number.NaN;
  if (!(value >= range.min && value <= range.max)) {
    problems.push(
      `${name} must be a whole number from ${String(range.min)} to ${String(range.max)}, not ${JSON.stringify(text)}`,
    );
    return range.fallback;
  }
  return value;
}

function readHumanCheck(env: Readonly<Record<string, string | undefined>>, problems: string[]): HumanCheckConfig {
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
function readPoolSettings(env: Readonly<Record<string, string | undefined>>, problems: string[]): PostgresPoolSettings {
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

/** What deploy/env.example writes in place of each secret, which anyone can read: `change-me-…`. */
const EXAMPLE_VALUE = /^change-me/i;

/**
 * Everything NODE_ENV=production refuses (docs/adr/0087), named together so that one start says all
 * that must change: the demo's data and public staff key, the development human check and the
 * public development secrets, unless RESERVA_DEMO=on asks for the demo; and, demo or not, any secret
 * left at deploy/env.example's `change-me-…` value.
 */
function productionProblems(env: Readonly<Record<string, string | undefined>>, runsDemo: boolean): string[] {
  const problems: string[] = [];
  const value = (name: string) => env[name] ?? '';
  const unlessDemo = 'refused with NODE_ENV=production unless RESERVA_DEMO=on';
  const example = (name: string) => {
    if (EXAMPLE_VALUE.test(value(name)))
      problems.push(
        `${name} is the example value of deploy/env.example, which anyone can read: refused with NODE_ENV=production`,
      );
  };
  if (!runsDemo && flag(value('RESERVA_DEMO_DATA'), 'RESERVA_DEMO_DATA').unwrapOr(false) === true)
    problems.push(`RESERVA_DEMO_DATA=true seeds the demo companies and their public staff key: ${unlessDemo}`);
  if (!runsDemo && value('RESERVA_STAFF_API_KEY') === DEMO_STAFF_API_KEY)
    problems.push(`RESERVA_STAFF_API_KEY is the demo’s public key (${DEMO_STAFF_API_KEY}): ${unlessDemo}`);
  example('RESERVA_STAFF_API_KEY');
  if (!runsDemo && value('RESERVA_HUMAN_CHECK') === 'dev')
    problems.push(`RESERVA_HUMAN_CHECK=dev takes any token: ${unlessDemo}`);
  example('RESERVA_HUMAN_CHECK_HMAC_KEY');
  example('RESERVA_HUMAN_CHECK_FALLBACK_TOKEN');
  example('RESERVA_METRICS_TOKEN');
  const publicDefaults = [
    ['RESERVA_SANDBOX_PAYMENT_SECRET', DEV_SANDBOX_PAYMENT_SECRET, 'secret'],
    ['RESERVA_LINK_KEY', DEV_LINK_KEY, 'key'],
  ] as const;
  for (const [name, publicValue, what] of publicDefaults) {
    if (runsDemo) example(name);
    else if (value(name) === '')
      problems.push(`${name} must be set with NODE_ENV=production: the development ${what} is public`);
    else if (value(name) === publicValue) problems.push(`${name} is the public development ${what}: ${unlessDemo}`);
    else example(name);
  }
  return problems;
}

/** The configuration `env` describes, or every variable that is wrong. */
export function readServerConfig(
  env: Readonly<Record<string, string | undefined>>,
  cwd: string,
): Result<ServerConfig, readonly string[]> {
  const problems: string[] = [];
  const portText = env['PORT'] ?? '';
  const port = portText === '' ? DEFAULT_PORT : Number(portText);
  if (!/^\d+$/.test(portText === '' ? String(DEFAULT_PORT) : portText) || port > 65_535) {
    problems.push(`PORT must be a port number from 0 to 65535, not ${JSON.stringify(portText)}`);
  }
  const host = env['HOST'] === undefined || env['HOST'] === '' ? DEFAULT_HOST : env['HOST'];
  const url = env['DATABASE_URL'];
  const pool = readPoolSettings(env, problems);
  const database: DatabaseLocation =
    url === undefined || url === ''
      ? { engine: 'pglite', dataDir: path.resolve(cwd, env['RESERVA_DATA_DIR'] || DEFAULT_DATA_DIR) }
      : { engine: 'postgresql', url, pool };
  const demo = flag(env['RESERVA_DEMO_DATA'], 'RESERVA_DEMO_DATA');
  if (demo.isErr()) problems.push(demo.error);
  const staffApiKey =
    env['RESERVA_STAFF_API_KEY'] === undefined || env['RESERVA_STAFF_API_KEY'] === ''
      ? null
      : env['RESERVA_STAFF_API_KEY'];
  // A key is sent in the api-key header: visible ASCII, and long enough not to be guessed.
  if (staffApiKey !== null && !/^[\x21-\x7E]{16,128}$/.test(staffApiKey)) {
    problems.push('RESERVA_STAFF_API_KEY must be 16 to 128 visible ASCII characters (no spaces)');
  }
  const framers = (env['RESERVA_FRAME_ANCESTORS'] ?? '').split(/\s+/).filter((origin) => origin !== '');
  const notOrigins = framers.filter((origin) => !isWebOrigin(origin));
  if (notOrigins.length > 0) {
    problems.push(
      `RESERVA_FRAME_ANCESTORS must list origins such as https://salon.example, separated by spaces; not ${notOrigins.map((origin) => JSON.stringify(origin)).join(', ')}`,
    );
  }
  const googleClientIds = (env['RESERVA_GOOGLE_CLIENT_IDS'] ?? '').split(/[\s,]+/).filter((id) => id !== '');
  // Google's client ids are `<project number>-<id>.apps.googleusercontent.com`; anything else is a copying slip.
  const notClientIds = googleClientIds.filter((id) => !/^[\w-]+\.apps\.googleusercontent\.com$/.test(id));
  if (notClientIds.length > 0) {
    problems.push(
      `RESERVA_GOOGLE_CLIENT_IDS must list OAuth client ids such as 1234-abc.apps.googleusercontent.com; not ${notClientIds.map((id) => JSON.stringify(id)).join(', ')}`,
    );
  }
  const rateLimits = readRateLimits(env, problems);
  const redisUrl = env['REDIS_URL'] === undefined || env['REDIS_URL'] === '' ? null : env['REDIS_URL'];
  if (redisUrl !== null && !/^rediss?:\/\/[^\s]+$/.test(redisUrl))
    problems.push(`REDIS_URL must be a redis:// or rediss:// address, not ${JSON.stringify(redisUrl)}`);
  const proxiesText = env['RESERVA_TRUSTED_PROXIES'] ?? '';
  if (proxiesText !== '' && !/^\d{1,2}$/.test(proxiesText))
    problems.push(
      `RESERVA_TRUSTED_PROXIES must be how many proxies stand in front of the server (0 to 99), not ${JSON.stringify(proxiesText)}`,
    );
  const trustedProxies = /^\d{1,2}$/.test(proxiesText) ? Number(proxiesText) : 0;
  const humanCheck = readHumanCheck(env, problems);
  const production = env['NODE_ENV'] === 'production';
  const capText = env['RESERVA_PENDING_PAYMENTS_PER_CLIENT'] ?? '';
  if (capText !== '' && !/^[1-9]\d{0,2}$/.test(capText))
    problems.push(`RESERVA_PENDING_PAYMENTS_PER_CLIENT must be a number from 1 to 999, not ${JSON.stringify(capText)}`);
  const pendingPaymentsPerClient = /^[1-9]\d{0,2}$/.test(capText)
    ? Number(capText)
    : DEFAULT_PENDING_PAYMENTS_PER_CLIENT;
  const secretText = env['RESERVA_SANDBOX_PAYMENT_SECRET'] ?? '';
  if (secretText !== '' && secretText.length < 16)
    problems.push('RESERVA_SANDBOX_PAYMENT_SECRET must be at least 16 characters');
  const linkKeyText = env['RESERVA_LINK_KEY'] ?? '';
  if (linkKeyText !== '' && !/^[\x21-\x7E]{32,256}$/.test(linkKeyText))
    problems.push('RESERVA_LINK_KEY must be 32 to 256 visible ASCII characters (no spaces)');
  const demoSwitch = env['RESERVA_DEMO'] ?? '';
  if (demoSwitch !== '' && demoSwitch !== 'on' && demoSwitch !== 'off')
    problems.push(`RESERVA_DEMO must be on or off, not ${JSON.stringify(demoSwitch)}`);
  const runsDemo = demoSwitch === 'on';
  if (production) problems.push(...productionProblems(env, runsDemo));
  const testClock = flag(env['RESERVA_TEST_CLOCK'], 'RESERVA_TEST_CLOCK');
  if (testClock.isErr()) problems.push(testClock.error);
  if (testClock.unwrapOr(false) === true && production)
    problems.push('RESERVA_TEST_CLOCK cannot be set with NODE_ENV=production: it lets anyone move the server’s time');
  const testClockStart = readTestClockStart(
    env['RESERVA_TEST_CLOCK_START'] ?? '',
    testClock.unwrapOr(false) === true,
    problems,
  );
  const sweepText = env['RESERVA_PAYMENT_EXPIRY_SWEEP_MS'] ?? '';
  if (sweepText !== '' && !/^\d{3,8}$/.test(sweepText))
    problems.push(
      `RESERVA_PAYMENT_EXPIRY_SWEEP_MS must be milliseconds from 100 to 99999999, not ${JSON.stringify(sweepText)}`,
    );
  const defaultSweep =
    testClock.unwrapOr(false) === true ? TEST_CLOCK_PAYMENT_EXPIRY_SWEEP_MS : DEFAULT_PAYMENT_EXPIRY_SWEEP_MS;
  const mail = readMailConfig(env, cwd, problems);
  const logLevelText = env['LOG_LEVEL'] ?? '';
  if (logLevelText !== '' && !isLogLevel(logLevelText))
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, not ${JSON.stringify(logLevelText)}`);
  const migrateOnStart = flag(env['RESERVA_MIGRATE_ON_START'], 'RESERVA_MIGRATE_ON_START');
  if (migrateOnStart.isErr()) problems.push(migrateOnStart.error);
  const metrics = readMetricsConfig(env, problems);
  const graceText = env['RESERVA_SHUTDOWN_GRACE_SECONDS'] ?? '';
  if (graceText !== '' && !(/^\d{1,3}$/.test(graceText) && Number(graceText) <= 120))
    problems.push(`RESERVA_SHUTDOWN_GRACE_SECONDS must be seconds from 0 to 120, not ${JSON.stringify(graceText)}`);
  const siteLinks = readSiteLinks(env, problems);
  const httpTimeouts = readHttpTimeouts(env, problems);
  if (problems.length > 0) return err(problems);
  return ok({
    port,
    host,
    database,
    // Production seeds the demo only when RESERVA_DEMO=on asks for it (docs/adr/0087).
    seedDemoData: demo.unwrapOr(undefined) ?? (database.engine === 'pglite' && (!production || runsDemo)),
    production,
    demo: runsDemo,
    storefrontDirectory: env['RESERVA_STOREFRONT_DIR'] ? path.resolve(cwd, env['RESERVA_STOREFRONT_DIR']) : null,
    staffApiKey,
    frameAncestors: ["'self'", ...framers],
    googleClientIds,
    rateLimits,
    redisUrl,
    trustedProxies,
    humanCheck,
    pendingPaymentsPerClient,
    sandboxPaymentSecret: secretText === '' ? DEV_SANDBOX_PAYMENT_SECRET : secretText,
    linkKey: linkKeyText === '' ? DEV_LINK_KEY : linkKeyText,
    testClock: testClock.unwrapOr(false) === true,
    testClockStart,
    paymentExpirySweepMs: sweepText === '' ? defaultSweep : Number(sweepText),
    mail,
    logLevel: isLogLevel(logLevelText) ? logLevelText : DEFAULT_LOG_LEVEL,
    migrateOnStart: migrateOnStart.unwrapOr(undefined) ?? true,
    metrics,
    shutdownGraceSeconds: graceText === '' ? 0 : Number(graceText),
    siteLinks,
    httpTimeouts,
  });
}

/** How long a request's headers and the whole request may take to arrive (docs/adr/0092). */
function readHttpTimeouts(env: Readonly<Record<string, string | undefined>>, problems: string[]): HttpTimeouts {
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

/** The footer's links, each an http(s) address or unset (docs/adr/0076). */
function readSiteLinks(env: Readonly<Record<string, string | undefined>>, problems: string[]): SiteLinksConfig {
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

/** RESERVA_METRICS (`on` or `off`) and RESERVA_METRICS_TOKEN, which only means something with the metrics on (docs/adr/0061). */
function readMetricsConfig(env: Readonly<Record<string, string | undefined>>, problems: string[]): MetricsConfig {
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
function readTestClockStart(text: string, testClock: boolean, problems: string[]): Instant | null {
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

function readMailConfig(
  env: Readonly<Record<string, string | undefined>>,
  cwd: string,
  problems: string[],
): MailConfig {
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
  const dataDir = path.resolve(cwd, env['RESERVA_DATA_DIR'] || DEFAULT_DATA_DIR);
  return {
    smtpUrl,
    directory: env['RESERVA_MAIL_DIR'] ? path.resolve(cwd, env['RESERVA_MAIL_DIR']) : path.join(dataDir, 'mail'),
    from,
    fromAddress: fromAddress ?? '',
    dispatchIntervalSeconds: interval,
    dispatchBatchSize: batch,
    publicUrl: publicText === '' || !isWebOrigin(publicText) ? null : new URL(publicText).origin,
  };
}

/** The address a browser on this machine opens for a server listening on `host`. */
export function browserOrigin(host: string, port: number): string {
  const local = ['127.0.0.1', '::1', 'localhost', '0.0.0.0', '::', ''].includes(host);
  const name = local ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${String(port)}`;
}
