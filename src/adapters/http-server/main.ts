// The server's composition root (ADR 0003): `npm start`. Reads the configuration, opens and
// migrates the database, seeds the demo data, wires adapters into use cases into the Hono app,
// serves it and the notifications' dispatcher beside it, prints where to look, and stops cleanly
// on SIGINT or SIGTERM.
import 'reflect-metadata';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { container, instanceCachingFactory, type DependencyContainer } from 'tsyringe';
import type { Clock } from '../../application/ports/clock';
import type { MailSender } from '../../application/ports/mail-sender';
import { dispatchNotifications, type DispatchNotifications } from '../../application/notification/dispatch-notifications';
import { isUnavailable } from '../../application/ports/unavailable';
import { localDateAt, timeZone } from '../../domain/availability/time-zone';
import { demoStorefronts } from '../persistence/demo/demo-catalogue';
import { demoDataParts } from '../persistence/demo/demo-data';
import { seedDemoData } from '../persistence/demo/seed-demo-data';
import { DEMO_STAFF_API_KEY } from '../persistence/demo/demo-bookings';
import { migrate } from '../persistence/migrate';
import { provisionStaffKey } from '../persistence/sql-staff-keys';
import { cryptoTokenGenerator } from '../crypto-tokens';
import { openDatabase } from '../persistence/open-database';
import { isDatabaseUnreachable } from '../persistence/pg-database';
import { sqlNotificationOutbox } from '../persistence/sql-outbox';
import { fileMailSender, smtpMailSender } from '../mail/nodemailer-mail-senders';
import { repeatEvery } from '../scheduling/repeating-task';
import type { SqlDatabase } from '../persistence/sql-database';
import { googleIdTokenVerifier } from '../security/google-id-token-verifier';
import { openRedisRateLimiter, type ClosableRateLimiter } from '../redis/redis-rate-limiter';
import { systemClock } from '../system-clock';
import { settableClock, type SettableClock } from '../settable-clock';
import { realPaymentGateways } from '../payments/real-payment-gateways';
import { createHttpApp, GOOGLE_SIGN_IN_SOURCES, RECAPTCHA_SOURCES, thirdPartySources, type ThirdPartySources, type ServerUseCases } from './hono-app';
import { configuredHumanCheck, sqlServerPorts } from './server-composition-root';
import { serverUseCases, type ServerPorts } from './server-use-cases';
import { browserOrigin, readServerConfig, type ServerConfig } from './server-config';
import { mailWords } from '../../i18n/mail';
import { health } from '../observability/health';
import { serverMetrics } from '../observability/metrics';

/** A tsyringe token that remembers what it resolves to, so registrations and resolutions are typed. */
type Token<T> = symbol & { readonly resolvesTo?: T };
const token = <T>(description: string) => Symbol(description) as Token<T>;

const TOKENS = {
  config: token<ServerConfig>('ServerConfig'),
  database: token<SqlDatabase>('SqlDatabase'),
  clock: token<Clock>('Clock'),
  ports: token<ServerPorts>('ServerPorts'),
  useCases: token<ServerUseCases>('ServerUseCases'),
  mailSender: token<MailSender & { close?(): void }>('MailSender'),
  dispatchNotifications: token<DispatchNotifications>('DispatchNotifications'),
};

function provide<T>(registry: DependencyContainer, key: Token<T>, factory: (resolved: DependencyContainer) => T): void {
  registry.register<T>(key, { useFactory: instanceCachingFactory(factory) });
}

const resolve = <T>(registry: DependencyContainer, key: Token<T>): T => registry.resolve<T>(key);

const configured = readServerConfig(process.env, process.cwd());
if (configured.isErr()) {
  for (const problem of configured.error) console.error(`✗ ${problem}`);
  process.exit(1);
}

// Configuration.
container.register(TOKENS.config, { useValue: configured.value });
const config = resolve(container, TOKENS.config);

// A database connection that fails where no listener hears it — an 'error' a pg client emits between
// being handed out and heard, or a rejection nobody awaited — must not end the process (docs/adr/0049):
// it is said in one line, and the pool replaces the connection. Anything else is a bug: stop.
function survivingDatabaseFailures(kind: string) {
  return (error: unknown) => {
    if (isDatabaseUnreachable(error)) {
      const code = typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? `${error.code} ` : '';
      console.error(`A database connection failed outside any request (${kind}: ${code}${error instanceof Error ? error.message : String(error)}); the pool replaces it.`);
      return;
    }
    console.error(`✗ ${kind}; stopping:`, error);
    process.exit(1);
  };
}
process.on('uncaughtException', survivingDatabaseFailures('an uncaught exception'));
process.on('unhandledRejection', survivingDatabaseFailures('an unhandled rejection'));

// Adapters. Opening a database is asynchronous, so it is opened here and registered as a value.
container.register(TOKENS.database, { useValue: await openDatabase(config.database) });
// The abuse limits' counters live in Redis when REDIS_URL is set, else in the database (ADR 0038).
let redisRateLimiter: ClosableRateLimiter | undefined;
if (config.redisUrl !== null) {
  try {
    redisRateLimiter = await openRedisRateLimiter(config.redisUrl);
  } catch (error) {
    console.error(`✗ Cannot reach Redis at REDIS_URL: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
// RESERVA_TEST_CLOCK=1 (never in production): browser tests move the server's time (ADR 0042), and
// start it at an instant of their choosing, RESERVA_TEST_CLOCK_START, whatever the machine's date (ADR 0047).
const testClock: SettableClock | undefined = config.testClock ? settableClock(systemClock, config.testClockStart ?? undefined) : undefined;
provide(container, TOKENS.clock, () => testClock ?? systemClock);
// The providers' own adapters where their credentials are set, the sandbox for the rest (ADR 0042, ADR 0043);
// a provider half configured is refused here rather than quietly left to the sandbox.
const realGateways = realPaymentGateways(process.env, globalThis.fetch, testClock ?? systemClock);
if (realGateways.isErr()) {
  for (const problem of realGateways.error) console.error(`✗ ${problem}`);
  process.exit(1);
}
// Mails go out over SMTP when SMTP_URL is set, else into .eml files (ADR 0044).
provide(container, TOKENS.mailSender, () =>
  config.mail.smtpUrl === null
    ? fileMailSender({ directory: config.mail.directory, from: config.mail.from })
    : smtpMailSender({ url: config.mail.smtpUrl, from: config.mail.from }),
);
provide(container, TOKENS.ports, (c) => {
  const clock = resolve(c, TOKENS.clock);
  // Google's sign-in is checked only for the client ids this deployment was given (ADR 0039).
  const oauthVerifier = config.googleClientIds.length === 0 ? undefined : googleIdTokenVerifier({ clientIds: config.googleClientIds, clock });
  const database = resolve(c, TOKENS.database);
  return sqlServerPorts({
    database,
    clock,
    humanCheck: configuredHumanCheck(config.humanCheck, { database, clock, fetch: globalThis.fetch, generatedKey: () => cryptoTokenGenerator.secret() }),
    ...(oauthVerifier === undefined ? {} : { oauthVerifier }),
    ...(redisRateLimiter === undefined ? {} : { rateLimiter: redisRateLimiter }),
    sandboxPaymentSecret: config.sandboxPaymentSecret,
    realPaymentGateways: realGateways.value,
  });
});

// Use cases, each given its ports.
const calendarOwner = { email: config.mail.fromAddress };
// Links in mails start with RESERVA_PUBLIC_URL, else with this server's own origin, known for sure
// once it listens (PORT=0 takes any free port) — ADR 0052.
let ownOrigin = browserOrigin(config.host, config.port);
const storefrontOrigin = () => config.mail.publicUrl ?? ownOrigin;
provide(container, TOKENS.useCases, (c): ServerUseCases => serverUseCases(resolve(c, TOKENS.ports), { rateLimits: config.rateLimits, pendingPaymentsPerClient: config.pendingPaymentsPerClient, calendarOwner }));
provide(container, TOKENS.dispatchNotifications, (c) =>
  dispatchNotifications(
    { notificationOutbox: sqlNotificationOutbox(resolve(c, TOKENS.database)), mailSender: resolve(c, TOKENS.mailSender), clock: resolve(c, TOKENS.clock) },
    { calendarOwner, storefrontOrigin, mailWords },
  ),
);

const database = resolve(container, TOKENS.database);
await migrate(database);
if (config.seedDemoData) {
  // The demo's dates (a running promotion, a day off next week) count from today at the salon.
  const santiago = timeZone('America/Santiago')._unsafeUnwrap();
  await seedDemoData(database, demoDataParts(localDateAt(santiago, resolve(container, TOKENS.clock).now())));
}

// Staff need an api-key (ADR 0018): the configured one, else any already stored (the demo's), else
// a new one, printed this once since only its digest is kept.
const staffKey = await provisionStaffKey(database, config.staffApiKey, () => cryptoTokenGenerator.secret());

/** What start-up says of the human check (ADR 0041). */
function humanCheckLine(humanCheck: ServerConfig['humanCheck']): string {
  const fallback = humanCheck.fallbackToken === null ? 'no fallback token' : 'the fallback token (RESERVA_HUMAN_CHECK_FALLBACK_TOKEN) under its own limit';
  switch (humanCheck.kind) {
    case 'altcha':
      return `Human check: proof of work (ALTCHA), ${humanCheck.hmacKey === null ? 'signed with a key made for this process — set RESERVA_HUMAN_CHECK_HMAC_KEY when several processes serve' : 'signed with RESERVA_HUMAN_CHECK_HMAC_KEY'}; ${fallback}.`;
    case 'recaptcha':
      return `Human check: reCAPTCHA v3, score ${String(humanCheck.minScore)} or more; ${fallback}.`;
    case 'dev':
      return `Human check: the development one, which takes any token (RESERVA_HUMAN_CHECK=dev); ${fallback}.`;
    default:
      return humanCheck satisfies never;
  }
}

const withThirdParty = (sources: ThirdPartySources | undefined) => (sources === undefined ? {} : { thirdParty: sources });

const storefronts = demoStorefronts();
const useCases = resolve(container, TOKENS.useCases);
// GET /healthz and /readyz, and GET /metrics with RESERVA_METRICS=on (docs/adr/0061).
const serverHealth = health({ database, ...(redisRateLimiter === undefined ? {} : { redis: redisRateLimiter }) });
const app = createHttpApp(useCases, {
  health: serverHealth,
  ...(config.metrics.enabled ? { metrics: serverMetrics({ database, token: config.metrics.token }) } : {}),
  frameAncestors: config.frameAncestors,
  // Google's reCAPTCHA, where the storefront runs it (ADR 0041), and Google's sign-in button, where
  // this server accepts its sign-ins (ADR 0037, ADR 0039).
  ...withThirdParty(
    thirdPartySources([...(config.humanCheck.kind === 'recaptcha' ? [RECAPTCHA_SOURCES] : []), ...(config.googleClientIds.length > 0 ? [GOOGLE_SIGN_IN_SOURCES] : [])]),
  ),
  trustedProxies: config.trustedProxies,
  ...(testClock === undefined ? {} : { testClock }),
  storefront: {
    // RESERVA_STOREFRONT_DIR, or where `npm run build:storefront` writes it.
    directory: config.storefrontDirectory ?? fileURLToPath(new URL('../../../dist/storefront', import.meta.url)),
    links: storefronts.map((storefront) => ({ label: `${storefront.companyName} — ${storefront.locationName}`, path: storefront.path })),
  },
});

/**
 * How a background job's failed run is logged, once per run; the job carries on at its next. The
 * database out of reach (docs/adr/0049) is said in a line, not a stack: it is expected to pass.
 */
function reportFailedRun(job: string): (error: unknown) => void {
  return (error) => {
    if (isUnavailable(error)) console.error(`${job} failed a run (${error.message}); it tries again at the next.`);
    else console.error(`${job} failed a run; it tries again at the next:`, error);
  };
}

// Every server process dispatches; the outbox's leases keep two from sending one mail (ADR 0044).
const dispatch = resolve(container, TOKENS.dispatchNotifications);
const dispatcher = repeatEvery(
  config.mail.dispatchIntervalSeconds * 1000,
  async () => {
    await dispatch();
  },
  reportFailedRun('The notifications dispatcher'),
);

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  const origin = browserOrigin(config.host, info.port);
  ownOrigin = origin;
  const where = config.database.engine === 'pglite' ? `PGlite in ${config.database.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  const lines = [
    `Reserva is serving the Booking API at ${origin} (${where}).`,
    humanCheckLine(config.humanCheck),
    ...(testClock === undefined
      ? []
      : [`Test clock on (RESERVA_TEST_CLOCK=1): POST /testing/clock moves the server’s time${config.testClockStart === null ? '' : `, which started at ${new Date(config.testClockStart).toISOString()} (RESERVA_TEST_CLOCK_START)`}.`]),
    `Mails ${config.mail.smtpUrl === null ? `are written as .eml files into ${config.mail.directory} (no SMTP_URL)` : 'go out over SMTP (SMTP_URL)'}, from ${config.mail.from}; their links start with ${storefrontOrigin()}${config.mail.publicUrl === null ? ' (set RESERVA_PUBLIC_URL to the address clients reach)' : ' (RESERVA_PUBLIC_URL)'}.`,
    `Health at ${origin}/healthz and ${origin}/readyz; metrics ${config.metrics.enabled ? `at ${origin}/metrics${config.metrics.token === null ? '' : ' (RESERVA_METRICS_TOKEN as a bearer token)'}` : 'off (RESERVA_METRICS=on serves them)'}.`,
    `Abuse limits count in ${redisRateLimiter === undefined ? 'the database' : 'Redis (REDIS_URL)'}; clients are known by ${config.trustedProxies === 0 ? 'their socket address' : `X-Forwarded-For behind ${String(config.trustedProxies)} trusted ${config.trustedProxies === 1 ? 'proxy' : 'proxies'}`}.`,
  ];
  if (config.seedDemoData) {
    const width = Math.max(...storefronts.map((storefront) => storefront.companyName.length + storefront.locationName.length + 3));
    lines.push(
      '',
      'Demo storefronts (a location page each; docs/demo.md says what to try on them):',
      ...storefronts.map((storefront) =>
        `  ${`${storefront.companyName} — ${storefront.locationName}`.padEnd(width)}  ${origin}${storefront.path}`,
      ),
    );
    // A company's branch list is on the host its web address names (docs/adr/0033): reachable
    // from this machine under localhost, which browsers resolve to it.
    const local = new URL(origin);
    if (local.hostname === 'localhost') {
      const lists = [...new Map(storefronts.map((storefront) => [`${storefront.webAddress}/${storefront.countryCode}`, storefront])).values()];
      lines.push(
        '',
        'Branch lists (the company is the first label of the host name):',
        ...lists.map((storefront) => `  ${`${storefront.companyName} (${storefront.countryCode})`.padEnd(width)}  ${local.protocol}//${storefront.webAddress}.${local.host}/${storefront.countryCode}`),
      );
    }
    lines.push('', `Try ${origin}/companies/overview?website=salon-aurora — docs/demo.md lists the demo data.`);
  }
  if (staffKey.source === 'generated') {
    lines.push('', `Staff api-key (shown only now; only its digest is kept): ${staffKey.key}`);
  } else if (staffKey.source === 'environment') {
    lines.push('', 'Staff api-key: the one in RESERVA_STAFF_API_KEY.');
  } else if (config.seedDemoData) {
    lines.push('', `Staff api-key: the demo's, ${DEMO_STAFF_API_KEY} (docs/demo.md).`);
  } else {
    lines.push('', 'Staff api-key: one is stored already (shown when it was made); RESERVA_STAFF_API_KEY adds one you choose.');
  }
  lines.push('Press Ctrl+C to stop.');
  console.log(lines.join('\n'));
});

// The expiry job (ADR 0042): unpaid bookings are cancelled and their slots freed. Every process
// runs it; the database lets each payment expire once. Runs never overlap (repeating-task.ts).
const expirySweep = repeatEvery(
  config.paymentExpirySweepMs,
  async () => {
    await useCases.expirePendingPayments();
  },
  reportFailedRun('The payment expiry job'),
);

server.once('error', (error: NodeJS.ErrnoException) => {
  console.error(`✗ Cannot serve on ${config.host}:${String(config.port)}: ${error.code === 'EADDRINUSE' ? 'the port is in use (set PORT)' : error.message}`);
  void Promise.all([dispatcher.stop(), expirySweep.stop()])
    .then(() => database.close())
    .finally(() => process.exit(1));
});

let stopping = false;
function stop(signal: NodeJS.Signals): void {
  if (stopping) return;
  stopping = true;
  // From now on /readyz answers 503, so a load balancer stops sending requests here (docs/adr/0061).
  serverHealth.drain();
  console.log(`\n${signal}: stopping…`);
  // Requests in flight finish; idle keep-alive connections would otherwise hold the close open.
  server.close((error) => {
    // A dispatch or an expiry sweep in progress finishes before the database it writes to closes.
    Promise.all([dispatcher.stop(), expirySweep.stop()])
      .then(() => {
        resolve(container, TOKENS.mailSender).close?.();
        return Promise.all([database.close(), redisRateLimiter?.close()]);
      })
      .then(
        () => process.exit(error === undefined ? 0 : 1),
        (closeError: unknown) => {
          console.error('The database did not close cleanly:', closeError);
          process.exit(1);
        },
      );
  });
  if ('closeIdleConnections' in server) server.closeIdleConnections();
  setTimeout(() => {
    console.error('Still stopping after 10 s; exiting.');
    process.exit(1);
  }, 10_000).unref();
}
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
