import path from 'node:path';
import type { RateLimits } from '#application/abuse/admit-request';
import type { Instant } from '#domain/calendar/instant';
import type { LogLevel } from '../observability/logger';
import type { DatabaseLocation } from '../persistence/open-database';
import type { HttpTimeouts } from './http-listener';
import { decodeServerEnvironment } from './server-environment';
import type {
  CacheBudgetsConfig,
  HumanCheckConfig,
  MailConfig,
  MetricsConfig,
  SiteLinksConfig,
} from './server-settings';
import type { Result } from 'neverthrow';

// The server's configuration, read from the environment once at start-up (issue 3, Server), as one
// effect Schema decodes it (server-environment.ts; docs/adr/0100). Its defaults and formats are in
// server-defaults.ts, the parts of several variables in server-settings.ts.

// What the rest of the server and its tests take from here, where they always have.
export { DEFAULT_RATE_LIMITS, parseRateLimit } from './server-defaults';

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
  /**
   * RESERVA_MAINTENANCE_REMINDERS_SWEEP_MS: how often each process looks for maintenance steps fallen
   * due (docs/adr/0119); every 10 minutes by default.
   */
  readonly maintenanceRemindersSweepMs: number;
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
   * RESERVA_AGENDA_CACHE_MB (64), RESERVA_HOURS_CACHE_MB (16) and RESERVA_PAGE_CACHE_MB (16): the
   * estimated bytes the agendas, hours answers and rendered pages kept in memory may weigh, the least
   * recently used dropped first (issue 37; docs/adr/0135).
   */
  readonly cacheBudgets: CacheBudgetsConfig;
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

/** The configuration `env` describes, or every variable that is wrong. */
export function readServerConfig(
  env: Readonly<Record<string, string | undefined>>,
  cwd: string,
): Result<ServerConfig, readonly string[]> {
  return decodeServerEnvironment(env).map((settings) => {
    const { production, demo } = settings.production;
    const dataDir = path.resolve(cwd, settings.database.dataDir);
    const database: DatabaseLocation =
      settings.database.url === null
        ? { engine: 'pglite', dataDir }
        : {
            engine: 'postgresql',
            url: settings.database.url,
            pool: settings.database.pool,
            ...(settings.database.directUrl === null ? {} : { directUrl: settings.database.directUrl }),
          };
    const { directory, ...mail } = settings.mail;
    return {
      ...settings,
      database,
      // Production seeds the demo only when RESERVA_DEMO=on asks for it (docs/adr/0087).
      seedDemoData: settings.seedDemoData ?? (database.engine === 'pglite' && (!production || demo)),
      production,
      demo,
      storefrontDirectory:
        settings.storefrontDirectory === null ? null : path.resolve(cwd, settings.storefrontDirectory),
      mail: { ...mail, directory: directory === null ? path.join(dataDir, 'mail') : path.resolve(cwd, directory) },
      migrateOnStart: settings.migrateOnStart ?? true,
    };
  });
}

/** The address a browser on this machine opens for a server listening on `host`. */
export function browserOrigin(host: string, port: number): string {
  const local = ['127.0.0.1', '::1', 'localhost', '0.0.0.0', '::', ''].includes(host);
  const name = local ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${String(port)}`;
}
