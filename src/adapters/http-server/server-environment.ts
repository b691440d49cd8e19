import { Result as EffectResult, Schema, SchemaGetter, SchemaIssue } from 'effect';
import { err, ok, type Result } from 'neverthrow';
import { DEFAULT_PENDING_PAYMENTS_PER_CLIENT } from '#application/booking/create-booking';
import { DEV_SANDBOX_PAYMENT_SECRET } from '../payments/sandbox/sandbox-gateway';
import { DEV_LINK_KEY } from '../security/aes-gcm-code-sealer';
import { DEFAULT_LOG_LEVEL, isLogLevel, LOG_LEVELS } from '../observability/logger';
import {
  DEFAULT_DATA_DIR,
  DEFAULT_HOST,
  DEFAULT_MAINTENANCE_REMINDERS_SWEEP_MS,
  DEFAULT_PAYMENT_EXPIRY_SWEEP_MS,
  DEFAULT_PORT,
  TEST_CLOCK_PAYMENT_EXPIRY_SWEEP_MS,
} from './server-defaults';
import { readProduction, readTestClock } from './server-environment-production';
import {
  readHttpTimeouts,
  readHumanCheck,
  readMailConfig,
  readMetricsConfig,
  readCacheBudgets,
  readPoolSettings,
  readRateLimits,
  readSiteLinks,
  readTestClockStart,
} from './server-environment-readers';
import { EnvironmentRecord, flag, isWebOrigin, setting, text, type Environment } from './server-variables';

// The server's environment decoded as one effect Schema (issue 30; docs/adr/0100): a struct of the
// settings, each decoded from the whole environment, in the order their problems have always been
// named. Decoding with every error collects the problems of all settings at once, production's
// refusals (docs/adr/0087) among them, so that one start names everything that must change.

const port = setting((env, problems) => {
  const portText = env['PORT'] ?? '';
  if (!/^\d+$/.test(portText === '' ? String(DEFAULT_PORT) : portText) || Number(portText) > 65_535)
    problems.push(`PORT must be a port number from 0 to 65535, not ${JSON.stringify(portText)}`);
  return portText === '' ? DEFAULT_PORT : Number(portText);
});

/**
 * Where the data lives: DATABASE_URL's PostgreSQL with its pool, else the embedded database in
 * RESERVA_DATA_DIR. DATABASE_DIRECT_URL, beside a DATABASE_URL that goes through a pooler in
 * transaction mode, reaches the same database with a session of its own (docs/adr/0136).
 */
const database = setting((env, problems) => {
  const url = text(env, 'DATABASE_URL');
  const directUrl = text(env, 'DATABASE_DIRECT_URL');
  if (directUrl !== null && url === null)
    problems.push(
      'DATABASE_DIRECT_URL needs DATABASE_URL: it is the session-keeping way to the database DATABASE_URL pools',
    );
  return {
    pool: readPoolSettings(env, problems),
    url,
    directUrl,
    dataDir: env['RESERVA_DATA_DIR'] || DEFAULT_DATA_DIR,
  };
});

const yesNo = (name: string) =>
  setting((env, problems) => {
    const given = flag(env[name], name);
    if (given.isErr()) problems.push(given.error);
    return given.unwrapOr(undefined);
  });

/** A variable that, when set, must match `shape`, else `problem` (given what it holds). */
const shaped = (name: string, shape: RegExp, problem: (given: string) => string) =>
  setting((env, problems) => {
    const given = text(env, name);
    if (given !== null && !shape.test(given)) problems.push(problem(given));
    return given;
  });

const listed = (given: readonly string[]) => given.map((each) => JSON.stringify(each)).join(', ');

const frameAncestors = setting((env, problems) => {
  const framers = (env['RESERVA_FRAME_ANCESTORS'] ?? '').split(/\s+/).filter((origin) => origin !== '');
  const notOrigins = framers.filter((origin) => !isWebOrigin(origin));
  if (notOrigins.length > 0)
    problems.push(
      `RESERVA_FRAME_ANCESTORS must list origins such as https://salon.example, separated by spaces; not ${listed(notOrigins)}`,
    );
  return ["'self'", ...framers];
});

const googleClientIds = setting((env, problems) => {
  const ids = (env['RESERVA_GOOGLE_CLIENT_IDS'] ?? '').split(/[\s,]+/).filter((id) => id !== '');
  // Google's client ids are `<project number>-<id>.apps.googleusercontent.com`; anything else is a copying slip.
  const notClientIds = ids.filter((id) => !/^[\w-]+\.apps\.googleusercontent\.com$/.test(id));
  if (notClientIds.length > 0)
    problems.push(
      `RESERVA_GOOGLE_CLIENT_IDS must list OAuth client ids such as 1234-abc.apps.googleusercontent.com; not ${listed(notClientIds)}`,
    );
  return ids;
});

const trustedProxies = setting((env, problems) => {
  const proxiesText = env['RESERVA_TRUSTED_PROXIES'] ?? '';
  if (proxiesText !== '' && !/^\d{1,2}$/.test(proxiesText))
    problems.push(
      `RESERVA_TRUSTED_PROXIES must be how many proxies stand in front of the server (0 to 99), not ${JSON.stringify(proxiesText)}`,
    );
  return /^\d{1,2}$/.test(proxiesText) ? Number(proxiesText) : 0;
});

const pendingPaymentsPerClient = setting((env, problems) => {
  const capText = env['RESERVA_PENDING_PAYMENTS_PER_CLIENT'] ?? '';
  if (capText !== '' && !/^[1-9]\d{0,2}$/.test(capText))
    problems.push(`RESERVA_PENDING_PAYMENTS_PER_CLIENT must be a number from 1 to 999, not ${JSON.stringify(capText)}`);
  return /^[1-9]\d{0,2}$/.test(capText) ? Number(capText) : DEFAULT_PENDING_PAYMENTS_PER_CLIENT;
});

const sandboxPaymentSecret = setting((env, problems) => {
  const secretText = env['RESERVA_SANDBOX_PAYMENT_SECRET'] ?? '';
  if (secretText !== '' && secretText.length < 16)
    problems.push('RESERVA_SANDBOX_PAYMENT_SECRET must be at least 16 characters');
  return secretText === '' ? DEV_SANDBOX_PAYMENT_SECRET : secretText;
});

const linkKey = setting((env, problems) => {
  const linkKeyText = env['RESERVA_LINK_KEY'] ?? '';
  if (linkKeyText !== '' && !/^[\x21-\x7E]{32,256}$/.test(linkKeyText))
    problems.push('RESERVA_LINK_KEY must be 32 to 256 visible ASCII characters (no spaces)');
  return linkKeyText === '' ? DEV_LINK_KEY : linkKeyText;
});

const testClockStart = setting((env, problems) =>
  readTestClockStart(
    env['RESERVA_TEST_CLOCK_START'] ?? '',
    flag(env['RESERVA_TEST_CLOCK'], 'RESERVA_TEST_CLOCK').unwrapOr(false) === true,
    problems,
  ),
);

const paymentExpirySweepMs = setting((env, problems) => {
  const sweepText = env['RESERVA_PAYMENT_EXPIRY_SWEEP_MS'] ?? '';
  if (sweepText !== '' && !/^\d{3,8}$/.test(sweepText))
    problems.push(
      `RESERVA_PAYMENT_EXPIRY_SWEEP_MS must be milliseconds from 100 to 99999999, not ${JSON.stringify(sweepText)}`,
    );
  const underTestClock = flag(env['RESERVA_TEST_CLOCK'], 'RESERVA_TEST_CLOCK').unwrapOr(false) === true;
  const defaultSweep = underTestClock ? TEST_CLOCK_PAYMENT_EXPIRY_SWEEP_MS : DEFAULT_PAYMENT_EXPIRY_SWEEP_MS;
  return sweepText === '' ? defaultSweep : Number(sweepText);
});

const maintenanceRemindersSweepMs = setting((env, problems) => {
  const sweepText = env['RESERVA_MAINTENANCE_REMINDERS_SWEEP_MS'] ?? '';
  if (sweepText !== '' && !/^\d{3,8}$/.test(sweepText))
    problems.push(
      `RESERVA_MAINTENANCE_REMINDERS_SWEEP_MS must be milliseconds from 100 to 99999999, not ${JSON.stringify(sweepText)}`,
    );
  return sweepText === '' ? DEFAULT_MAINTENANCE_REMINDERS_SWEEP_MS : Number(sweepText);
});

const logLevel = setting((env, problems) => {
  const logLevelText = env['LOG_LEVEL'] ?? '';
  if (logLevelText !== '' && !isLogLevel(logLevelText))
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, not ${JSON.stringify(logLevelText)}`);
  return isLogLevel(logLevelText) ? logLevelText : DEFAULT_LOG_LEVEL;
});

const shutdownGraceSeconds = setting((env, problems) => {
  const graceText = env['RESERVA_SHUTDOWN_GRACE_SECONDS'] ?? '';
  if (graceText !== '' && !(/^\d{1,3}$/.test(graceText) && Number(graceText) <= 120))
    problems.push(`RESERVA_SHUTDOWN_GRACE_SECONDS must be seconds from 0 to 120, not ${JSON.stringify(graceText)}`);
  return graceText === '' ? 0 : Number(graceText);
});

/** The settings in the order their problems are named (each key a setting of the configuration). */
const ServerSettings = Schema.Struct({
  port,
  host: setting((env) => text(env, 'HOST') ?? DEFAULT_HOST),
  database,
  seedDemoData: yesNo('RESERVA_DEMO_DATA'),
  // A key is sent in the api-key header: visible ASCII, and long enough not to be guessed.
  staffApiKey: shaped(
    'RESERVA_STAFF_API_KEY',
    /^[\x21-\x7E]{16,128}$/,
    () => 'RESERVA_STAFF_API_KEY must be 16 to 128 visible ASCII characters (no spaces)',
  ),
  frameAncestors,
  googleClientIds,
  rateLimits: setting(readRateLimits),
  redisUrl: shaped(
    'REDIS_URL',
    /^rediss?:\/\/[^\s]+$/,
    (given) => `REDIS_URL must be a redis:// or rediss:// address, not ${JSON.stringify(given)}`,
  ),
  trustedProxies,
  humanCheck: setting(readHumanCheck),
  pendingPaymentsPerClient,
  sandboxPaymentSecret,
  linkKey,
  production: setting(readProduction),
  testClock: setting(readTestClock),
  testClockStart,
  paymentExpirySweepMs,
  maintenanceRemindersSweepMs,
  mail: setting(readMailConfig),
  logLevel,
  migrateOnStart: yesNo('RESERVA_MIGRATE_ON_START'),
  metrics: setting(readMetricsConfig),
  cacheBudgets: setting(readCacheBudgets),
  shutdownGraceSeconds,
  siteLinks: setting(readSiteLinks),
  httpTimeouts: setting(readHttpTimeouts),
  storefrontDirectory: setting((env) => env['RESERVA_STOREFRONT_DIR'] || null),
});

/** What the environment says, each setting decoded; paths as written, the configuration resolves them. */
export type ServerEnvironment = (typeof ServerSettings)['Type'];

/** The environment, as one Schema: every setting reads the whole environment. */
const ServerEnvironmentSchema = EnvironmentRecord.pipe(
  Schema.decodeTo(ServerSettings, {
    decode: SchemaGetter.transform(
      (env: Environment) =>
        Object.fromEntries(Object.keys(ServerSettings.fields).map((name) => [name, env])) as Record<
          keyof typeof ServerSettings.fields,
          Environment
        >,
    ),
    encode: SchemaGetter.forbidden(() => 'the configuration is never written back'),
  }),
);

const decode = Schema.decodeUnknownResult(ServerEnvironmentSchema);
const formatIssues = SchemaIssue.makeFormatterStandardSchemaV1();

/** The settings `env` describes, or every problem with it, in the order the settings come. */
export function decodeServerEnvironment(env: Environment): Result<ServerEnvironment, readonly string[]> {
  const decoded = decode(env, { errors: 'all' });
  if (EffectResult.isSuccess(decoded)) return ok(decoded.success);
  return err(formatIssues(decoded.failure.issue).issues.map((issue) => issue.message));
}
