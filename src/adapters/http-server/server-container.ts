// The server's composition module (docs/adr/0003): one tsyringe container in which configuration,
// then adapters, then use cases, then the Hono app are registered, each under a named token with a
// factory that resolves what it is built from. What opens asynchronously (the database, Redis) is
// opened here first and registered as a value. main.ts builds it; start-server.ts resolves from it.
import { fileURLToPath } from 'node:url';
import type { Hono } from 'hono';
import { err, ok, type Result } from 'neverthrow';
import type { DependencyContainer } from 'tsyringe';
import type { Clock } from '#application/ports/shared/clock';
import type { CodeSealer } from '#application/ports/server/code-sealer';
import type { AccountLinkSealer } from '#application/ports/server/account-link-sealer';
import type { GiftCardCodeSealer } from '#application/ports/server/gift-card-code-sealer';
import type { MailSender } from '#application/ports/server/mail-sender';
import { scheduleBookingMails, type ScheduleBookingMails } from '#application/notification/schedule-booking-mails';
import { remindMaintenance, type RemindMaintenance } from '#application/notification/remind-maintenance';
import { dispatchNotifications, type DispatchNotifications } from '#application/notification/dispatch-notifications';
import { newContainer, provide, provideValue, resolve, token } from '../composition/typed-tokens';
import { cryptoTokenGenerator } from '../crypto-tokens';
import { fileMailSender, smtpMailSender } from '../mail/nodemailer-mail-senders';
import { reactMailRenderer } from '../mail/react-mail-renderer';
import { realPaymentGateways, type RealPaymentGateways } from '../payments/real-payment-gateways';
import { health, type Health } from '../observability/health';
import type { Logger } from '../observability/logger';
import { serverMetrics, type ServerMetrics } from '../observability/metrics';
import { logAccess } from '../observability/request-logging';
import { replayedAnswers, type ReplayedAnswers } from './replayed-answers';
import { observedCaches, type ObservedCaches } from '../observability/observed-caches';
import type { Env } from '../payments/provider-config';
import { runtimeFiles } from '../runtime-files';
import { demoStorefronts, type DemoStorefront } from '../persistence/demo/demo-catalogue-files';
import { openDatabase } from '../persistence/open-database';
import { forgetPagesOnCatalogueChanges, renderedPageCache } from './rendered-page-cache';
import type { SqlDatabase } from '../persistence/sql-database';
import { sqlNotificationOutbox } from '../persistence/sql-outbox';
import { sqlMaintenanceReminders } from '../persistence/sql-maintenance-reminders';
import { sqlScheduledMails } from '../persistence/sql-scheduled-mails';
import { openRedisRateLimiter, type ClosableRateLimiter } from '../redis/redis-rate-limiter';
import { fallingBackRateLimiter } from '../redis/falling-back-rate-limiter';
import { sqlRateLimiter } from '../persistence/sql-rate-limiter';
import type { RateLimiter } from '#application/ports/server/rate-limiter';
import { aesGcmCodeSealer, aesGcmAccountLinkSealer, aesGcmGiftCardCodeSealer } from '../security/aes-gcm-code-sealer';
import { googleIdTokenVerifier } from '../security/google-id-token-verifier';
import { settableClock, type SettableClock } from '../settable-clock';
import { systemClock } from '../system-clock';
import {
  createHttpApp,
  GOOGLE_SIGN_IN_SOURCES,
  RECAPTCHA_SOURCES,
  thirdPartySources,
  type ServerUseCases,
  type ThirdPartySources,
} from './hono-app';
import { configuredHumanCheck, sqlServerPorts, storefrontFirstPageWords } from './server-composition-root';
import { browserOrigin, type ServerConfig } from './server-config';
import { keptAvailabilityAnswers, serverUseCases, type ServerPorts } from './server-use-cases';
import { dispatchMailWords } from '#i18n/dispatch-mail-words';

/** The address the server is reached at, known for sure only once it listens (PORT=0 takes any free port). */
export interface OwnOrigin {
  current(): string;
  listeningAt(origin: string): void;
}

/** What the process hands the composition: its environment and its fetch. */
export interface ServerSurroundings {
  readonly env: Env;
  readonly fetch: typeof globalThis.fetch;
  /** The process's logger (docs/adr/0060), made before the composition so the process guard can use it. */
  readonly logger: Logger;
}

export const SERVER = {
  // Configuration.
  config: token<ServerConfig>('ServerConfig'),
  env: token<Env>('Environment'),
  fetch: token<typeof globalThis.fetch>('Fetch'),
  logger: token<Logger>('Logger'),
  /** The in-memory caches /metrics reports (docs/adr/0135), each registering as it is made. */
  caches: token<ObservedCaches>('ObservedCaches'),
  // Adapters.
  database: token<SqlDatabase>('SqlDatabase'),
  /** Redis's counters when REDIS_URL is set; null: the database's (ADR 0038). */
  redisRateLimiter: token<ClosableRateLimiter | null>('RedisRateLimiter'),
  /** The settable clock under RESERVA_TEST_CLOCK=1 (ADR 0042, ADR 0047); null otherwise. */
  testClock: token<SettableClock | null>('TestClock'),
  clock: token<Clock>('Clock'),
  realPaymentGateways: token<RealPaymentGateways>('RealPaymentGateways'),
  mailSender: token<MailSender & { close?(): void }>('MailSender'),
  /** Seals the bookings' confirmation codes under RESERVA_LINK_KEY, and opens them for mails' links (docs/adr/0065). */
  codeSealer: token<CodeSealer>('CodeSealer'),
  giftCardCodeSealer: token<GiftCardCodeSealer>('GiftCardCodeSealer'),
  accountLinkSealer: token<AccountLinkSealer>('AccountLinkSealer'),
  ownOrigin: token<OwnOrigin>('OwnOrigin'),
  /** Where links in mails start (ADR 0052). */
  storefrontOrigin: token<() => string>('StorefrontOrigin'),
  ports: token<ServerPorts>('ServerPorts'),
  // Use cases.
  useCases: token<ServerUseCases>('ServerUseCases'),
  dispatchNotifications: token<DispatchNotifications>('DispatchNotifications'),
  /** Owes the reminders and review invitations that are due (docs/adr/0067). */
  scheduleBookingMails: token<ScheduleBookingMails>('ScheduleBookingMails'),
  remindMaintenance: token<RemindMaintenance>('RemindMaintenance'),
  // The app.
  /** GET /healthz and /readyz, drained first when the server stops (docs/adr/0061). */
  health: token<Health>('Health'),
  storefronts: token<readonly DemoStorefront[]>('DemoStorefronts'),
  app: token<Hono>('HttpApp'),
  /** RESERVA_METRICS=on: requests and bookings counted, and GET /metrics served (docs/adr/0061); null otherwise. */
  metrics: token<ServerMetrics | null>('ServerMetrics'),
  /** Kept pages' answers replayed as the app wrote them, before the app (docs/adr/0146). */
  replays: token<ReplayedAnswers>('ReplayedAnswers'),
};

function registerConfiguration(
  registry: DependencyContainer,
  config: ServerConfig,
  surroundings: ServerSurroundings,
): void {
  provideValue(registry, SERVER.config, config);
  provideValue(registry, SERVER.env, surroundings.env);
  provideValue(registry, SERVER.fetch, surroundings.fetch);
  provideValue(registry, SERVER.logger, surroundings.logger);
  provideValue(registry, SERVER.caches, observedCaches());
}

/** The adapters that need no I/O to be made; the database and Redis are registered by `composeServer`. */
function registerAdapters(registry: DependencyContainer, config: ServerConfig): void {
  // RESERVA_TEST_CLOCK=1 (never in production): browser tests move the server's time (ADR 0042), and
  // start it at an instant of their choosing, RESERVA_TEST_CLOCK_START, whatever the machine's date (ADR 0047).
  provide(registry, SERVER.testClock, () =>
    config.testClock ? settableClock(systemClock, config.testClockStart ?? undefined) : null,
  );
  provide(registry, SERVER.clock, (c) => resolve(c, SERVER.testClock) ?? systemClock);
  // Mails go out over SMTP when SMTP_URL is set, else into .eml files (ADR 0044).
  provide(registry, SERVER.mailSender, () =>
    config.mail.smtpUrl === null
      ? fileMailSender({ directory: config.mail.directory, from: config.mail.from })
      : smtpMailSender({ url: config.mail.smtpUrl, from: config.mail.from }),
  );
  provide(registry, SERVER.codeSealer, () => aesGcmCodeSealer(config.linkKey));
  provide(registry, SERVER.giftCardCodeSealer, () => aesGcmGiftCardCodeSealer(config.linkKey));
  provide(registry, SERVER.accountLinkSealer, () => aesGcmAccountLinkSealer(config.linkKey));
  // Links in mails start with RESERVA_PUBLIC_URL, else with this server's own origin (ADR 0052).
  provide(registry, SERVER.ownOrigin, (): OwnOrigin => {
    let origin = browserOrigin(config.host, config.port);
    return {
      current: () => origin,
      listeningAt: (listening) => {
        origin = listening;
      },
    };
  });
  provide(registry, SERVER.storefrontOrigin, (c) => {
    const own = resolve(c, SERVER.ownOrigin);
    return () => config.mail.publicUrl ?? own.current();
  });
  provide(registry, SERVER.ports, (c) => {
    const clock = resolve(c, SERVER.clock);
    const fetch = resolve(c, SERVER.fetch);
    // Google's sign-in is checked only for the client ids this deployment was given (ADR 0039).
    const oauthVerifier =
      config.googleClientIds.length === 0
        ? undefined
        : googleIdTokenVerifier({ clientIds: config.googleClientIds, clock });
    const database = resolve(c, SERVER.database);
    const redisRateLimiter = resolve(c, SERVER.redisRateLimiter);
    return sqlServerPorts({
      database,
      clock,
      // The agendas kept within RESERVA_AGENDA_CACHE_MB (docs/adr/0135).
      agendaCacheBytes: config.cacheBudgets.agendasBytes,
      caches: resolve(c, SERVER.caches),
      humanCheck: configuredHumanCheck(config.humanCheck, {
        database,
        clock,
        fetch,
        generatedKey: () => cryptoTokenGenerator.secret(),
      }),
      ...(oauthVerifier === undefined ? {} : { oauthVerifier }),
      ...(redisRateLimiter === null
        ? {}
        : { rateLimiter: redisWithDatabaseFallback(redisRateLimiter, database, resolve(c, SERVER.logger)) }),
      sandboxPaymentSecret: config.sandboxPaymentSecret,
      codeSealer: resolve(c, SERVER.codeSealer),
      giftCardCodeSealer: resolve(c, SERVER.giftCardCodeSealer),
      accountLinkSealer: resolve(c, SERVER.accountLinkSealer),
      realPaymentGateways: resolve(c, SERVER.realPaymentGateways),
    });
  });
}

function registerUseCases(registry: DependencyContainer, config: ServerConfig): void {
  const calendarOwner = { email: config.mail.fromAddress };
  provide(registry, SERVER.useCases, (c) => {
    const answers = keptAvailabilityAnswers(config.cacheBudgets.hoursBytes);
    resolve(c, SERVER.caches).observe('hours', answers.hoursAnswers.figures);
    resolve(c, SERVER.caches).observe('days', answers.daysAnswers.figures);
    return serverUseCases(resolve(c, SERVER.ports), {
      rateLimits: config.rateLimits,
      pendingPaymentsPerClient: config.pendingPaymentsPerClient,
      calendarOwner,
      ...answers,
    });
  });
  provide(registry, SERVER.scheduleBookingMails, (c) =>
    scheduleBookingMails({
      scheduledMails: sqlScheduledMails(resolve(c, SERVER.database)),
      clock: resolve(c, SERVER.clock),
      tokens: cryptoTokenGenerator,
      codeSealer: resolve(c, SERVER.codeSealer),
    }),
  );
  provide(registry, SERVER.remindMaintenance, (c) => {
    const ports = resolve(c, SERVER.ports);
    return remindMaintenance({
      maintenanceReminders: sqlMaintenanceReminders(resolve(c, SERVER.database)),
      maintenancePlans: ports.maintenancePlans,
      vehicleVisits: ports.vehicleVisits,
      clock: resolve(c, SERVER.clock),
    });
  });
  provide(registry, SERVER.dispatchNotifications, (c) =>
    dispatchNotifications(
      {
        notificationOutbox: sqlNotificationOutbox(resolve(c, SERVER.database)),
        mailSender: resolve(c, SERVER.mailSender),
        // Mails are written as React's static markup of src/adapters/mail/templates (ADR 0066).
        mailRenderer: reactMailRenderer,
        clock: resolve(c, SERVER.clock),
        codeSealer: resolve(c, SERVER.codeSealer),
        giftCardCodeSealer: resolve(c, SERVER.giftCardCodeSealer),
        // Each mail asks to sign the consents still unsigned when it is sent (docs/adr/0118).
        consents: resolve(c, SERVER.ports).consents,
        accountLinkSealer: resolve(c, SERVER.accountLinkSealer),
      },
      {
        calendarOwner,
        storefrontOrigin: resolve(c, SERVER.storefrontOrigin),
        ...dispatchMailWords,
        batchSize: config.mail.dispatchBatchSize,
      },
    ),
  );
}

/**
 * Redis's counters while it answers, the database's while it does not: a Redis outage never fails a
 * limited call (docs/adr/0086). The log says once when Redis goes and once when it is back.
 */
function redisWithDatabaseFallback(redis: ClosableRateLimiter, database: SqlDatabase, logger: Logger): RateLimiter {
  return fallingBackRateLimiter(redis, sqlRateLimiter(database), {
    onAway: (error) => {
      logger.warn({ err: error }, 'Redis is out of reach: the abuse limits count in the database until it answers.');
    },
    onBack: () => {
      logger.info('Redis answers again: the abuse limits count in Redis.');
    },
  });
}

const withThirdParty = (sources: ThirdPartySources | undefined) =>
  sources === undefined ? {} : { thirdParty: sources };

function registerApp(registry: DependencyContainer, config: ServerConfig): void {
  provide(registry, SERVER.storefronts, () => demoStorefronts());
  provide(registry, SERVER.health, (c) => {
    const redis = resolve(c, SERVER.redisRateLimiter);
    return health({ database: resolve(c, SERVER.database), ...(redis === null ? {} : { redis }) });
  });
  provide(registry, SERVER.metrics, (c) =>
    config.metrics.enabled
      ? serverMetrics({
          database: resolve(c, SERVER.database),
          token: config.metrics.token,
          caches: resolve(c, SERVER.caches),
        })
      : null,
  );
  provide(registry, SERVER.replays, (c) => {
    const logger = resolve(c, SERVER.logger);
    const metrics = resolve(c, SERVER.metrics);
    const caches = resolve(c, SERVER.caches);
    const testClock = resolve(c, SERVER.testClock);
    const replays = replayedAnswers(
      {
        logAccess: (line) => {
          logAccess(logger, line);
        },
        ...(metrics === null ? {} : { observeRequest: metrics.observeRequest }),
      },
      {},
      // A route's word that its answer is current holds while the caches of reads are unchanged, 100 ms at most (docs/adr/0148).
      { changes: () => caches.changes(), now: () => testClock?.now() ?? Date.now() },
    );
    caches.observe('replays', replays.figures);
    return replays;
  });
  provide(registry, SERVER.app, (c) => {
    const testClock = resolve(c, SERVER.testClock);
    const metrics = resolve(c, SERVER.metrics);
    // Location pages kept as rendered until the catalogue changes, a few seconds at most (docs/adr/0132).
    // Within RESERVA_PAGE_CACHE_MB (docs/adr/0135).
    const renderedPages = renderedPageCache({
      now: () => testClock?.now() ?? Date.now(),
      budgetBytes: config.cacheBudgets.pagesBytes,
    });
    const caches = resolve(c, SERVER.caches);
    caches.observe('pages', renderedPages.figures);
    void forgetPagesOnCatalogueChanges(resolve(c, SERVER.database), renderedPages);
    return createHttpApp(resolve(c, SERVER.useCases), {
      logger: resolve(c, SERVER.logger),
      // GET /healthz and /readyz, and GET /metrics with RESERVA_METRICS=on (docs/adr/0061).
      health: resolve(c, SERVER.health),
      ...(metrics === null ? {} : { metrics }),
      replays: resolve(c, SERVER.replays),
      frameAncestors: config.frameAncestors,
      // Google's reCAPTCHA, where the storefront runs it (ADR 0041), and Google's sign-in button, where
      // this server accepts its sign-ins (ADR 0037, ADR 0039).
      ...withThirdParty(
        thirdPartySources([
          ...(config.humanCheck.kind === 'recaptcha' ? [RECAPTCHA_SOURCES] : []),
          ...(config.googleClientIds.length > 0 ? [GOOGLE_SIGN_IN_SOURCES] : []),
        ]),
      ),
      trustedProxies: config.trustedProxies,
      ...(testClock === null ? {} : { testClock }),
      storefront: {
        // RESERVA_STOREFRONT_DIR, or where `npm run build:storefront` writes it (ADR 0063).
        directory: config.storefrontDirectory ?? fileURLToPath(runtimeFiles.storefront),
        // The footer's links, RESERVA_CLIENT_HELP_URL and the like (docs/adr/0076).
        siteLinks: config.siteLinks,
        firstPageWords: storefrontFirstPageWords,
        // Canonical addresses and the sitemap name the public origin (docs/adr/0128).
        publicOrigin: config.mail.publicUrl,
        renderedPages,
        replays: resolve(c, SERVER.replays),
        links: resolve(c, SERVER.storefronts).map((storefront) => ({
          label: `${storefront.companyName} — ${storefront.locationName}`,
          path: storefront.path,
        })),
      },
    });
  });
}

/**
 * The server's container for `config`, or every reason it cannot be composed: a payment provider
 * half configured (refused rather than quietly left to the sandbox; ADR 0043), Redis out of reach.
 * The database is opened (not migrated: start-server.ts and schema-migrations.ts decide that).
 */
export async function composeServer(
  config: ServerConfig,
  surroundings: ServerSurroundings,
): Promise<Result<DependencyContainer, readonly string[]>> {
  const registry = newContainer();
  registerConfiguration(registry, config, surroundings);
  registerAdapters(registry, config);
  registerUseCases(registry, config);
  registerApp(registry, config);
  // The providers' own adapters where their credentials are set, the sandbox for the rest (ADR 0042, ADR 0043).
  const gateways = realPaymentGateways(surroundings.env, surroundings.fetch, resolve(registry, SERVER.clock));
  if (gateways.isErr()) return err(gateways.error);
  provideValue(registry, SERVER.realPaymentGateways, gateways.value);
  const { logger } = surroundings;
  const database = await openDatabase(config.database, {
    onIdleConnectionError: (error) => {
      logger.warn(
        { err: error },
        'An idle database connection was dropped; the pool opens a new one when it needs one.',
      );
    },
  });
  provideValue(registry, SERVER.database, database);
  // The abuse limits' counters live in Redis when REDIS_URL is set, else in the database (ADR 0038).
  let redisRateLimiter: ClosableRateLimiter | null = null;
  if (config.redisUrl !== null) {
    try {
      redisRateLimiter = await openRedisRateLimiter(config.redisUrl, {
        reportError: (error) => {
          logger.warn({ err: error }, 'Redis (rate limits) failed.');
        },
      });
    } catch (error) {
      await database.close();
      return err([`Cannot reach Redis at REDIS_URL: ${error instanceof Error ? error.message : String(error)}`]);
    }
  }
  provideValue(registry, SERVER.redisRateLimiter, redisRateLimiter);
  return ok(registry);
}
