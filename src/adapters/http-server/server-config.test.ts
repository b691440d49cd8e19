import { DEV_SANDBOX_PAYMENT_SECRET } from '../payments/sandbox/sandbox-gateway';
import { DEV_LINK_KEY } from '../security/aes-gcm-code-sealer';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { browserOrigin, DEFAULT_RATE_LIMITS, parseRateLimit, readServerConfig } from './server-config';

// The server's settings (issue 3, Server and Persistence): PORT, HOST, RESERVA_DATA_DIR or DATABASE_URL.

const MIB = 1024 * 1024;

describe('reading the server configuration from the environment', () => {
  it('serves on 127.0.0.1:3000 from an embedded database in ./.reserva-data, seeded with the demo data, by default', () => {
    expect(readServerConfig({}, '/work')._unsafeUnwrap()).toEqual({
      port: 3000,
      host: '127.0.0.1',
      database: { engine: 'pglite', dataDir: path.resolve('/work', '.reserva-data') },
      seedDemoData: true,
      production: false,
      demo: false,
      storefrontDirectory: null,
      staffApiKey: null,
      frameAncestors: ["'self'"],
      googleClientIds: [],
      rateLimits: DEFAULT_RATE_LIMITS,
      redisUrl: null,
      trustedProxies: 0,
      humanCheck: { kind: 'altcha', hmacKey: null, expirySeconds: 300, maxNumber: 5000, fallbackToken: null },
      pendingPaymentsPerClient: 2,
      sandboxPaymentSecret: DEV_SANDBOX_PAYMENT_SECRET,
      linkKey: DEV_LINK_KEY,
      testClock: false,
      testClockStart: null,
      paymentExpirySweepMs: 60_000,
      maintenanceRemindersSweepMs: 600_000,
      mail: {
        smtpUrl: null,
        directory: path.resolve('/work', '.reserva-data', 'mail'),
        from: 'Reserva <reservas@localhost>',
        fromAddress: 'reservas@localhost',
        dispatchIntervalSeconds: 10,
        dispatchBatchSize: 20,
        publicUrl: null,
      },
      logLevel: 'info',
      migrateOnStart: true,
      metrics: { enabled: false, token: null },
      cacheBudgets: { agendasBytes: 64 * MIB, hoursBytes: 16 * MIB, pagesBytes: 16 * MIB },
      shutdownGraceSeconds: 0,
      siteLinks: { clientHelp: null, forBusinesses: null, termsAndPrivacy: null },
      httpTimeouts: { headersMs: 10_000, requestMs: 30_000 },
    });
  });

  it('bounds how long a request’s headers and the whole request may take to arrive by RESERVA_HEADERS_TIMEOUT_MS and RESERVA_REQUEST_TIMEOUT_MS (docs/adr/0092)', () => {
    expect(
      readServerConfig(
        { RESERVA_HEADERS_TIMEOUT_MS: '5000', RESERVA_REQUEST_TIMEOUT_MS: '60000' },
        '/work',
      )._unsafeUnwrap().httpTimeouts,
    ).toEqual({ headersMs: 5_000, requestMs: 60_000 });
    expect(readServerConfig({ RESERVA_HEADERS_TIMEOUT_MS: '999' }, '/work')._unsafeUnwrapErr()).toEqual([
      'RESERVA_HEADERS_TIMEOUT_MS must be a whole number from 1000 to 600000, not "999"',
    ]);
    expect(readServerConfig({ RESERVA_REQUEST_TIMEOUT_MS: 'half a minute' }, '/work')._unsafeUnwrapErr()).toEqual([
      'RESERVA_REQUEST_TIMEOUT_MS must be a whole number from 1000 to 3600000, not "half a minute"',
    ]);
    expect(
      readServerConfig(
        { RESERVA_HEADERS_TIMEOUT_MS: '20000', RESERVA_REQUEST_TIMEOUT_MS: '15000' },
        '/work',
      )._unsafeUnwrapErr(),
    ).toEqual([
      'RESERVA_HEADERS_TIMEOUT_MS (20000) must not be longer than RESERVA_REQUEST_TIMEOUT_MS (15000): the headers are part of the request',
    ]);
  });

  it('bounds the caches by RESERVA_AGENDA_CACHE_MB, RESERVA_HOURS_CACHE_MB and RESERVA_PAGE_CACHE_MB, 0 to 4096 MiB each (ADR 0135)', () => {
    expect(
      readServerConfig(
        { RESERVA_AGENDA_CACHE_MB: '128', RESERVA_HOURS_CACHE_MB: '0', RESERVA_PAGE_CACHE_MB: '4096' },
        '/work',
      )._unsafeUnwrap().cacheBudgets,
    ).toEqual({ agendasBytes: 128 * MIB, hoursBytes: 0, pagesBytes: 4096 * MIB });
    expect(
      readServerConfig({ RESERVA_AGENDA_CACHE_MB: '64MB', RESERVA_PAGE_CACHE_MB: '4097' }, '/work')._unsafeUnwrapErr(),
    ).toEqual([
      'RESERVA_AGENDA_CACHE_MB must be a whole number from 0 to 4096, not "64MB"',
      'RESERVA_PAGE_CACHE_MB must be a whole number from 0 to 4096, not "4097"',
    ]);
  });

  it('keeps serving for RESERVA_SHUTDOWN_GRACE_SECONDS after SIGTERM, 0 to 120 s (docs/adr/0061)', () => {
    expect(
      readServerConfig({ RESERVA_SHUTDOWN_GRACE_SECONDS: '5' }, '/work')._unsafeUnwrap().shutdownGraceSeconds,
    ).toBe(5);
    expect(
      readServerConfig({ RESERVA_SHUTDOWN_GRACE_SECONDS: '0' }, '/work')._unsafeUnwrap().shutdownGraceSeconds,
    ).toBe(0);
    for (const wrong of ['121', '-1', '2.5', 'soon']) {
      expect(readServerConfig({ RESERVA_SHUTDOWN_GRACE_SECONDS: wrong }, '/work')._unsafeUnwrapErr()).toEqual([
        `RESERVA_SHUTDOWN_GRACE_SECONDS must be seconds from 0 to 120, not ${JSON.stringify(wrong)}`,
      ]);
    }
  });

  it('logs from the level LOG_LEVEL names, silent for none, refusing any other word (docs/adr/0060)', () => {
    for (const level of ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const) {
      expect(readServerConfig({ LOG_LEVEL: level }, '/work')._unsafeUnwrap().logLevel).toBe(level);
    }
    expect(readServerConfig({ LOG_LEVEL: '' }, '/work')._unsafeUnwrap().logLevel).toBe('info');
    for (const wrong of ['INFO', 'verbose', 'warning', ' info']) {
      expect(readServerConfig({ LOG_LEVEL: wrong }, '/work')._unsafeUnwrapErr()).toEqual([
        `LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, not ${JSON.stringify(wrong)}`,
      ]);
    }
  });

  it('serves the metrics only with RESERVA_METRICS=on, behind RESERVA_METRICS_TOKEN when one is set (docs/adr/0061)', () => {
    const read = (env: Record<string, string>) => readServerConfig(env, '/work');
    expect(read({ RESERVA_METRICS: 'off' })._unsafeUnwrap().metrics).toEqual({ enabled: false, token: null });
    expect(read({ RESERVA_METRICS: 'on' })._unsafeUnwrap().metrics).toEqual({ enabled: true, token: null });
    expect(
      read({ RESERVA_METRICS: 'on', RESERVA_METRICS_TOKEN: 'scraper-token-0123456789' })._unsafeUnwrap().metrics,
    ).toEqual({ enabled: true, token: 'scraper-token-0123456789' });
    expect(read({ RESERVA_METRICS: 'yes' })._unsafeUnwrapErr()).toEqual([
      'RESERVA_METRICS must be on or off, not "yes"',
    ]);
    expect(read({ RESERVA_METRICS: 'on', RESERVA_METRICS_TOKEN: 'short' })._unsafeUnwrapErr()).toEqual([
      'RESERVA_METRICS_TOKEN must be 16 to 256 visible ASCII characters (no spaces)',
    ]);
    expect(read({ RESERVA_METRICS_TOKEN: 'scraper-token-0123456789' })._unsafeUnwrapErr()).toEqual([
      'RESERVA_METRICS_TOKEN needs RESERVA_METRICS=on: with the metrics off there is nothing for it to protect',
    ]);
  });

  it('reads the payments settings, and refuses the test clock and the development sandbox secret in production (ADR 0042)', () => {
    const config = readServerConfig(
      {
        RESERVA_PENDING_PAYMENTS_PER_CLIENT: '3',
        RESERVA_SANDBOX_PAYMENT_SECRET: 'a-long-enough-sandbox-secret',
        RESERVA_TEST_CLOCK: '1',
      },
      '/work',
    )._unsafeUnwrap();
    expect(config).toMatchObject({
      pendingPaymentsPerClient: 3,
      sandboxPaymentSecret: 'a-long-enough-sandbox-secret',
      testClock: true,
      paymentExpirySweepMs: 1_000,
    });
    expect(
      readServerConfig({ RESERVA_TEST_CLOCK: '1', RESERVA_PAYMENT_EXPIRY_SWEEP_MS: '250' }, '/work')._unsafeUnwrap()
        .paymentExpirySweepMs,
    ).toBe(250);
    expect(
      readServerConfig({ RESERVA_MAINTENANCE_REMINDERS_SWEEP_MS: '1000' }, '/work')._unsafeUnwrap()
        .maintenanceRemindersSweepMs,
    ).toBe(1_000);
    expect(readServerConfig({ RESERVA_MAINTENANCE_REMINDERS_SWEEP_MS: 'often' }, '/work')._unsafeUnwrapErr()).toEqual([
      'RESERVA_MAINTENANCE_REMINDERS_SWEEP_MS must be milliseconds from 100 to 99999999, not "often"',
    ]);
    expect(readServerConfig({ NODE_ENV: 'production', RESERVA_TEST_CLOCK: '1' }, '/work')._unsafeUnwrapErr()).toEqual([
      'RESERVA_SANDBOX_PAYMENT_SECRET must be set with NODE_ENV=production: the development secret is public',
      'RESERVA_LINK_KEY must be set with NODE_ENV=production: the development key is public',
      'RESERVA_TEST_CLOCK cannot be set with NODE_ENV=production: it lets anyone move the server’s time',
    ]);
    expect(readServerConfig({ RESERVA_PENDING_PAYMENTS_PER_CLIENT: '0' }, '/work').isErr()).toBe(true);
  });

  it('seals the confirmation codes under RESERVA_LINK_KEY, the public development key by default, which production refuses (docs/adr/0065)', () => {
    const key = 'a-link-key-of-this-installation-0123456789';
    expect(readServerConfig({ RESERVA_LINK_KEY: key }, '/work')._unsafeUnwrap().linkKey).toBe(key);
    expect(readServerConfig({ RESERVA_LINK_KEY: '' }, '/work')._unsafeUnwrap().linkKey).toBe(DEV_LINK_KEY);
    expect(
      readServerConfig(
        {
          NODE_ENV: 'production',
          RESERVA_SANDBOX_PAYMENT_SECRET: 'a-long-enough-sandbox-secret',
          RESERVA_LINK_KEY: key,
        },
        '/work',
      )._unsafeUnwrap().linkKey,
    ).toBe(key);
    expect(
      readServerConfig(
        { NODE_ENV: 'production', RESERVA_SANDBOX_PAYMENT_SECRET: 'a-long-enough-sandbox-secret' },
        '/work',
      )._unsafeUnwrapErr(),
    ).toEqual(['RESERVA_LINK_KEY must be set with NODE_ENV=production: the development key is public']);
    for (const wrong of ['too-short-a-key', `${'k'.repeat(20)} ${'k'.repeat(20)}`, 'k'.repeat(257)]) {
      expect(readServerConfig({ RESERVA_LINK_KEY: wrong }, '/work')._unsafeUnwrapErr(), wrong).toEqual([
        'RESERVA_LINK_KEY must be 32 to 256 visible ASCII characters (no spaces)',
      ]);
    }
  });

  it('serves the built storefront from RESERVA_STOREFRONT_DIR, relative to the working directory, or else from dist/storefront (null)', () => {
    expect(
      readServerConfig({ RESERVA_STOREFRONT_DIR: 'build/storefront' }, '/work')._unsafeUnwrap().storefrontDirectory,
    ).toBe(path.resolve('/work', 'build/storefront'));
    expect(
      readServerConfig({ RESERVA_STOREFRONT_DIR: '/tmp/reserva-storefront-1' }, '/work')._unsafeUnwrap()
        .storefrontDirectory,
    ).toBe('/tmp/reserva-storefront-1');
    expect(readServerConfig({ RESERVA_STOREFRONT_DIR: '' }, '/work')._unsafeUnwrap().storefrontDirectory).toBeNull();
  });

  it('starts the test clock at the instant RESERVA_TEST_CLOCK_START names, and refuses it without the test clock or when it names no instant (ADR 0047)', () => {
    const started = (start: string) =>
      readServerConfig({ RESERVA_TEST_CLOCK: '1', RESERVA_TEST_CLOCK_START: start }, '/work');
    expect(started('2027-04-03T16:30:00-03:00')._unsafeUnwrap()).toMatchObject({
      testClock: true,
      testClockStart: Date.parse('2027-04-03T19:30:00Z'),
    });
    expect(started('2026-11-25T01:30:00.000Z')._unsafeUnwrap().testClockStart).toBe(Date.parse('2026-11-25T01:30:00Z'));
    expect(readServerConfig({ RESERVA_TEST_CLOCK: '1' }, '/work')._unsafeUnwrap().testClockStart).toBeNull();
    for (const notAnInstant of [
      '2027-04-03T16:30:00',
      '2027-04-03',
      'tomorrow',
      '2027-02-30T10:00:00Z',
      '2027-04-03T25:00:00Z',
      '2016-12-31T23:59:60Z',
    ]) {
      expect(started(notAnInstant)._unsafeUnwrapErr(), notAnInstant).toEqual([
        `RESERVA_TEST_CLOCK_START must be an instant with its offset, such as 2026-11-25T11:00:00-03:00, not ${JSON.stringify(notAnInstant)}`,
      ]);
    }
    expect(
      readServerConfig({ RESERVA_TEST_CLOCK_START: '2027-04-03T16:30:00-03:00' }, '/work')._unsafeUnwrapErr(),
    ).toEqual(['RESERVA_TEST_CLOCK_START needs RESERVA_TEST_CLOCK=1: only the test clock can start at another time']);
    expect(
      readServerConfig(
        {
          NODE_ENV: 'production',
          RESERVA_SANDBOX_PAYMENT_SECRET: 'a-long-enough-sandbox-secret',
          RESERVA_LINK_KEY: 'a-link-key-of-this-installation-0123456789',
          RESERVA_TEST_CLOCK_START: '2027-04-03T16:30:00-03:00',
        },
        '/work',
      )._unsafeUnwrapErr(),
    ).toEqual(['RESERVA_TEST_CLOCK_START needs RESERVA_TEST_CLOCK=1: only the test clock can start at another time']);
  });

  it('runs the human check RESERVA_HUMAN_CHECK names, with its settings and the fallback token (ADR 0041)', () => {
    const altcha = {
      RESERVA_HUMAN_CHECK_HMAC_KEY: 'k'.repeat(32),
      RESERVA_HUMAN_CHECK_EXPIRY_SECONDS: '120',
      RESERVA_HUMAN_CHECK_MAX_NUMBER: '20000',
      RESERVA_HUMAN_CHECK_FALLBACK_TOKEN: 'site-fallback-token',
    };
    expect(readServerConfig(altcha, '/work')._unsafeUnwrap().humanCheck).toEqual({
      kind: 'altcha',
      hmacKey: 'k'.repeat(32),
      expirySeconds: 120,
      maxNumber: 20000,
      fallbackToken: 'site-fallback-token',
    });
    expect(
      readServerConfig(
        {
          RESERVA_HUMAN_CHECK: 'recaptcha',
          RECAPTCHA_SECRET: 'secret',
          RESERVA_RECAPTCHA_MIN_SCORE: '0.7',
          RESERVA_RECAPTCHA_HOSTNAME: 'reservas.example',
        },
        '/work',
      )._unsafeUnwrap().humanCheck,
    ).toEqual({
      kind: 'recaptcha',
      secret: 'secret',
      minScore: 0.7,
      hostname: 'reservas.example',
      fallbackToken: null,
    });
    expect(readServerConfig({ RESERVA_HUMAN_CHECK: 'dev' }, '/work')._unsafeUnwrap().humanCheck).toEqual({
      kind: 'dev',
      fallbackToken: null,
    });
    expect(readServerConfig({ RESERVA_HUMAN_CHECK: 'hcaptcha' }, '/work')._unsafeUnwrapErr()).toEqual([
      'RESERVA_HUMAN_CHECK must be altcha, recaptcha or dev, not "hcaptcha"',
    ]);
    expect(
      readServerConfig(
        { RESERVA_HUMAN_CHECK: 'recaptcha', RESERVA_RECAPTCHA_MIN_SCORE: '2' },
        '/work',
      )._unsafeUnwrapErr(),
    ).toEqual([
      "RESERVA_HUMAN_CHECK=recaptcha needs RECAPTCHA_SECRET, the site's reCAPTCHA v3 secret key",
      'RESERVA_RECAPTCHA_MIN_SCORE must be a score from 0.0 to 1.0, not "2"',
    ]);
    expect(
      readServerConfig(
        {
          RESERVA_HUMAN_CHECK_HMAC_KEY: 'short',
          RESERVA_HUMAN_CHECK_EXPIRY_SECONDS: '5',
          RESERVA_HUMAN_CHECK_FALLBACK_TOKEN: 'a b',
        },
        '/work',
      )._unsafeUnwrapErr(),
    ).toEqual([
      'RESERVA_HUMAN_CHECK_FALLBACK_TOKEN must be 8 to 256 visible ASCII characters (no spaces)',
      'RESERVA_HUMAN_CHECK_HMAC_KEY must be 32 to 256 visible ASCII characters (no spaces)',
      'RESERVA_HUMAN_CHECK_EXPIRY_SECONDS must be a whole number from 30 to 3600, not "5"',
    ]);
  });

  it('sends mail over SMTP_URL from MAIL_FROM, or writes it under RESERVA_MAIL_DIR or the data folder, dispatching as often and as many at a time as asked (ADR 0044)', () => {
    expect(
      readServerConfig(
        {
          SMTP_URL: 'smtps://user:secret@mail.example:465',
          MAIL_FROM: 'Salón Aurora <reservas@salon.example>',
          RESERVA_MAIL_DISPATCH_INTERVAL: '30',
          RESERVA_MAIL_DISPATCH_BATCH: '200',
          RESERVA_MAIL_DIR: 'outbox',
        },
        '/work',
      )._unsafeUnwrap().mail,
    ).toEqual({
      smtpUrl: 'smtps://user:secret@mail.example:465',
      directory: path.resolve('/work', 'outbox'),
      from: 'Salón Aurora <reservas@salon.example>',
      fromAddress: 'reservas@salon.example',
      dispatchIntervalSeconds: 30,
      dispatchBatchSize: 200,
      publicUrl: null,
    });
    expect(
      readServerConfig({ RESERVA_DATA_DIR: '/data', MAIL_FROM: 'reservas@salon.example' }, '/work')._unsafeUnwrap()
        .mail,
    ).toMatchObject({
      directory: path.resolve('/data', 'mail'),
      fromAddress: 'reservas@salon.example',
    });
    expect(
      readServerConfig(
        {
          SMTP_URL: 'mail.example:25',
          MAIL_FROM: 'Salón Aurora',
          RESERVA_MAIL_DISPATCH_INTERVAL: '0',
          RESERVA_MAIL_DISPATCH_BATCH: '0',
        },
        '/work',
      )._unsafeUnwrapErr(),
    ).toEqual([
      'SMTP_URL must be an smtp:// or smtps:// address such as smtp://user:password@mail.example:587',
      'MAIL_FROM must be an address or Name <address>, not "Salón Aurora"',
      'RESERVA_MAIL_DISPATCH_INTERVAL must be seconds from 1 to 3600, not "0"',
      'RESERVA_MAIL_DISPATCH_BATCH must be a whole number from 1 to 500, not "0"',
    ]);
    for (const wrong of ['501', '2.5', 'many', ' 20'])
      expect(readServerConfig({ RESERVA_MAIL_DISPATCH_BATCH: wrong }, '/work')._unsafeUnwrapErr()).toEqual([
        `RESERVA_MAIL_DISPATCH_BATCH must be a whole number from 1 to 500, not ${JSON.stringify(wrong)}`,
      ]);
  });

  it('links the footer to the addresses RESERVA_CLIENT_HELP_URL, RESERVA_FOR_BUSINESSES_URL and RESERVA_TERMS_URL name, and to nothing unset (docs/adr/0076)', () => {
    expect(
      readServerConfig(
        { RESERVA_CLIENT_HELP_URL: 'https://reserva.example/help', RESERVA_TERMS_URL: ' http://legal.example/terms ' },
        '/work',
      )._unsafeUnwrap().siteLinks,
    ).toEqual({
      clientHelp: 'https://reserva.example/help',
      forBusinesses: null,
      termsAndPrivacy: 'http://legal.example/terms',
    });
    for (const wrong of ['reserva.example/help', 'javascript:alert(1)', '/help'])
      expect(readServerConfig({ RESERVA_FOR_BUSINESSES_URL: wrong }, '/work')._unsafeUnwrapErr()).toEqual([
        `RESERVA_FOR_BUSINESSES_URL must be an http:// or https:// address, such as https://reserva.example/help, not ${JSON.stringify(wrong)}`,
      ]);
  });

  it('links mails to the storefront at RESERVA_PUBLIC_URL, an origin, refusing an address with a path (ADR 0052)', () => {
    expect(
      readServerConfig({ RESERVA_PUBLIC_URL: 'https://reservas.example/' }, '/work')._unsafeUnwrap().mail.publicUrl,
    ).toBe('https://reservas.example');
    expect(
      readServerConfig({ RESERVA_PUBLIC_URL: 'http://localhost:8080' }, '/work')._unsafeUnwrap().mail.publicUrl,
    ).toBe('http://localhost:8080');
    for (const wrong of [
      'reservas.example',
      'https://reservas.example/cl',
      'ftp://reservas.example',
      'https://reservas.example?x=1',
    ]) {
      expect(readServerConfig({ RESERVA_PUBLIC_URL: wrong }, '/work')._unsafeUnwrapErr()).toEqual([
        `RESERVA_PUBLIC_URL must be the origin clients reach the storefront at, such as https://reservas.example (no path), not ${JSON.stringify(wrong)}`,
      ]);
    }
  });

  it('accepts Google sign-ins for the client ids RESERVA_GOOGLE_CLIENT_IDS lists, refusing what is not a client id (ADR 0039)', () => {
    expect(
      readServerConfig(
        { RESERVA_GOOGLE_CLIENT_IDS: ' 1234-abc.apps.googleusercontent.com,5678-def.apps.googleusercontent.com ' },
        '/work',
      )._unsafeUnwrap().googleClientIds,
    ).toEqual(['1234-abc.apps.googleusercontent.com', '5678-def.apps.googleusercontent.com']);
    expect(
      readServerConfig(
        { RESERVA_GOOGLE_CLIENT_IDS: '1234-abc.apps.googleusercontent.com GOCSPX-secret' },
        '/work',
      )._unsafeUnwrapErr(),
    ).toEqual([
      'RESERVA_GOOGLE_CLIENT_IDS must list OAuth client ids such as 1234-abc.apps.googleusercontent.com; not "GOCSPX-secret"',
    ]);
  });

  it('reads each abuse limit as <requests>/<window> or off, keeping the defaults of those not set (ADR 0038)', () => {
    const config = readServerConfig(
      {
        RESERVA_RATE_LIMIT_SIGN_IN_PER_ADDRESS: '5/1m',
        RESERVA_RATE_LIMIT_TOKEN_LOOKUP_PER_ADDRESS: 'off',
        RESERVA_RATE_LIMIT_BOOKING_CREATE_PER_CLIENT: '3/2h',
      },
      '/work',
    )._unsafeUnwrap();
    expect(config.rateLimits).toEqual({
      ...DEFAULT_RATE_LIMITS,
      signIn: { perAddress: { maxHits: 5, windowSeconds: 60 }, perClient: DEFAULT_RATE_LIMITS.signIn.perClient },
      tokenLookup: { perAddress: null, perClient: null },
      bookingCreate: {
        perAddress: DEFAULT_RATE_LIMITS.bookingCreate.perAddress,
        perClient: { maxHits: 3, windowSeconds: 7200 },
      },
    });
    expect(parseRateLimit('30/15m')._unsafeUnwrap()).toEqual({ maxHits: 30, windowSeconds: 900 });
    expect(parseRateLimit(' 5 / 30s ')._unsafeUnwrap()).toEqual({ maxHits: 5, windowSeconds: 30 });
    for (const wrong of ['0/1m', '5/0s', '5/1d', '5 per minute', '-1/1m', '5/m'])
      expect(parseRateLimit(wrong).isErr()).toBe(true);
    expect(
      readServerConfig({ RESERVA_RATE_LIMIT_CLIENT_CHECK_PER_CLIENT: 'lots' }, '/work')._unsafeUnwrapErr(),
    ).toEqual([
      'RESERVA_RATE_LIMIT_CLIENT_CHECK_PER_CLIENT must be <requests>/<window> such as 30/15m, 60/1h or 5/30s (s, m or h), or off, not "lots"',
    ]);
  });

  it("keeps the limits' counters in Redis when REDIS_URL is set, and trusts X-Forwarded-For only behind the proxies it is told of", () => {
    expect(
      readServerConfig({ REDIS_URL: 'redis://127.0.0.1:6379', RESERVA_TRUSTED_PROXIES: '1' }, '/work')._unsafeUnwrap(),
    ).toMatchObject({ redisUrl: 'redis://127.0.0.1:6379', trustedProxies: 1 });
    expect(
      readServerConfig({ REDIS_URL: 'http://cache', RESERVA_TRUSTED_PROXIES: 'yes' }, '/work')._unsafeUnwrapErr(),
    ).toEqual([
      'REDIS_URL must be a redis:// or rediss:// address, not "http://cache"',
      'RESERVA_TRUSTED_PROXIES must be how many proxies stand in front of the server (0 to 99), not "yes"',
    ]);
  });

  it('lets the origins RESERVA_FRAME_ANCESTORS lists embed the storefront beside its own, refusing anything but origins', () => {
    expect(
      readServerConfig(
        { RESERVA_FRAME_ANCESTORS: ' https://salon-aurora.example  http://localhost:8080 ' },
        '/work',
      )._unsafeUnwrap().frameAncestors,
    ).toEqual(["'self'", 'https://salon-aurora.example', 'http://localhost:8080']);
    expect(
      readServerConfig(
        { RESERVA_FRAME_ANCESTORS: "https://salon.example/booking * 'unsafe-inline'" },
        '/work',
      )._unsafeUnwrapErr(),
    ).toEqual([
      'RESERVA_FRAME_ANCESTORS must list origins such as https://salon.example, separated by spaces; not "https://salon.example/booking", "*", "\'unsafe-inline\'"',
    ]);
  });

  it('takes a staff api-key from RESERVA_STAFF_API_KEY, refusing one too short to be unguessable or with spaces (ADR 0018)', () => {
    expect(
      readServerConfig({ RESERVA_STAFF_API_KEY: 'staff-key-0123456789' }, '/work')._unsafeUnwrap().staffApiKey,
    ).toBe('staff-key-0123456789');
    expect(readServerConfig({ RESERVA_STAFF_API_KEY: 'short' }, '/work')._unsafeUnwrapErr()).toEqual([
      'RESERVA_STAFF_API_KEY must be 16 to 128 visible ASCII characters (no spaces)',
    ]);
    expect(readServerConfig({ RESERVA_STAFF_API_KEY: 'a key with spaces in it' }, '/work').isErr()).toBe(true);
  });

  it('uses PostgreSQL when DATABASE_URL is set, and then seeds no demo data unless asked to', () => {
    const url = 'postgres://reserva@db:5432/reserva';
    expect(readServerConfig({ DATABASE_URL: url }, '/work')._unsafeUnwrap()).toMatchObject({
      database: { engine: 'postgresql', url },
      seedDemoData: false,
    });
    expect(
      readServerConfig({ DATABASE_URL: url, RESERVA_DEMO_DATA: 'true' }, '/work')._unsafeUnwrap().seedDemoData,
    ).toBe(true);
  });

  it('sizes the PostgreSQL pool and bounds its waits by DATABASE_POOL_SIZE, DATABASE_CONNECT_TIMEOUT_MS and DATABASE_STATEMENT_TIMEOUT_MS (docs/adr/0049)', () => {
    const url = 'postgres://reserva@db:5432/reserva';
    expect(readServerConfig({ DATABASE_URL: url }, '/work')._unsafeUnwrap().database).toEqual({
      engine: 'postgresql',
      url,
      pool: { size: 10, connectTimeoutMs: 5000, statementTimeoutMs: 30_000 },
    });
    expect(
      readServerConfig(
        {
          DATABASE_URL: url,
          DATABASE_POOL_SIZE: '25',
          DATABASE_CONNECT_TIMEOUT_MS: '2000',
          DATABASE_STATEMENT_TIMEOUT_MS: '0',
        },
        '/work',
      )._unsafeUnwrap().database,
    ).toEqual({ engine: 'postgresql', url, pool: { size: 25, connectTimeoutMs: 2000, statementTimeoutMs: 0 } });
    expect(
      readServerConfig(
        {
          DATABASE_URL: url,
          DATABASE_POOL_SIZE: '0',
          DATABASE_CONNECT_TIMEOUT_MS: '5s',
          DATABASE_STATEMENT_TIMEOUT_MS: '-1',
        },
        '/work',
      )._unsafeUnwrapErr(),
    ).toEqual([
      'DATABASE_POOL_SIZE must be a whole number from 1 to 1000, not "0"',
      'DATABASE_CONNECT_TIMEOUT_MS must be a whole number from 100 to 600000, not "5s"',
      'DATABASE_STATEMENT_TIMEOUT_MS must be a whole number from 0 to 86400000, not "-1"',
    ]);
    // A slip is caught before DATABASE_URL is set too.
    expect(readServerConfig({ DATABASE_POOL_SIZE: 'ten' }, '/work').isErr()).toBe(true);
  });

  it('takes DATABASE_DIRECT_URL beside a pooled DATABASE_URL, and refuses it alone (docs/adr/0136)', () => {
    const url = 'postgres://reserva@pgbouncer:6432/reserva';
    const directUrl = 'postgres://reserva@db:5432/reserva';
    expect(
      readServerConfig({ DATABASE_URL: url, DATABASE_DIRECT_URL: directUrl }, '/work')._unsafeUnwrap().database,
    ).toEqual({
      engine: 'postgresql',
      url,
      directUrl,
      pool: { size: 10, connectTimeoutMs: 5000, statementTimeoutMs: 30_000 },
    });
    expect(readServerConfig({ DATABASE_DIRECT_URL: directUrl }, '/work')._unsafeUnwrapErr()).toEqual([
      'DATABASE_DIRECT_URL needs DATABASE_URL: it is the session-keeping way to the database DATABASE_URL pools',
    ]);
  });

  it('takes PORT, HOST and RESERVA_DATA_DIR as given, PORT=0 meaning any free port', () => {
    expect(
      readServerConfig({ PORT: '0', HOST: '0.0.0.0', RESERVA_DATA_DIR: 'data' }, '/work')._unsafeUnwrap(),
    ).toMatchObject({
      port: 0,
      host: '0.0.0.0',
      database: { engine: 'pglite', dataDir: path.resolve('/work', 'data') },
    });
  });

  it('refuses a port that is not one, and a demo flag that is not a boolean, naming each', () => {
    expect(readServerConfig({ PORT: 'http', RESERVA_DEMO_DATA: 'maybe' }, '/work')._unsafeUnwrapErr()).toEqual([
      'PORT must be a port number from 0 to 65535, not "http"',
      'RESERVA_DEMO_DATA must be true or false, not "maybe"',
    ]);
    expect(readServerConfig({ PORT: '70000' }, '/work').isErr()).toBe(true);
  });
});

describe('RESERVA_MIGRATE_ON_START (docs/adr/0059)', () => {
  it('migrates at start-up by default, not when set to false, and refuses anything but a boolean', () => {
    expect(readServerConfig({}, '/work')._unsafeUnwrap().migrateOnStart).toBe(true);
    expect(readServerConfig({ RESERVA_MIGRATE_ON_START: 'false' }, '/work')._unsafeUnwrap().migrateOnStart).toBe(false);
    expect(readServerConfig({ RESERVA_MIGRATE_ON_START: '0' }, '/work')._unsafeUnwrap().migrateOnStart).toBe(false);
    expect(readServerConfig({ RESERVA_MIGRATE_ON_START: 'true' }, '/work')._unsafeUnwrap().migrateOnStart).toBe(true);
    expect(readServerConfig({ RESERVA_MIGRATE_ON_START: 'no' }, '/work')._unsafeUnwrapErr()).toEqual([
      'RESERVA_MIGRATE_ON_START must be true or false, not "no"',
    ]);
  });
});

describe('the address printed for a browser on this machine', () => {
  it.each([
    ['127.0.0.1', 'http://localhost:3000'],
    ['0.0.0.0', 'http://localhost:3000'],
    ['::', 'http://localhost:3000'],
    ['192.168.1.20', 'http://192.168.1.20:3000'],
    ['fe80::1', 'http://[fe80::1]:3000'],
  ])('for a server listening on %s is %s', (host, origin) => {
    expect(browserOrigin(host, 3000)).toBe(origin);
  });
});

// Issue 29 item 8 (docs/adr/0087): NODE_ENV=production refuses the demo and every public
// development secret unless RESERVA_DEMO=on asks for them, and names everything at once.
describe('production never runs the demo (docs/adr/0087)', () => {
  const secrets = {
    RESERVA_SANDBOX_PAYMENT_SECRET: 'a-long-enough-sandbox-secret',
    RESERVA_LINK_KEY: 'a-link-key-of-this-installation-0123456789',
  };
  const production = (env: Readonly<Record<string, string>>) =>
    readServerConfig({ NODE_ENV: 'production', ...env }, '/work');

  it('names every setting production needs in one refusal when NODE_ENV=production is all it is given', () => {
    expect(production({})._unsafeUnwrapErr()).toEqual([
      'RESERVA_SANDBOX_PAYMENT_SECRET must be set with NODE_ENV=production: the development secret is public',
      'RESERVA_LINK_KEY must be set with NODE_ENV=production: the development key is public',
    ]);
  });

  it('seeds no demo data on the embedded database once the two secrets are given', () => {
    const config = production(secrets)._unsafeUnwrap();
    expect(config.database.engine).toBe('pglite');
    expect(config.seedDemoData).toBe(false);
    expect(config.demo).toBe(false);
  });

  it('refuses the demo data, the public staff key, the public secrets, the example file’s values and the development human check, all in one list', () => {
    expect(
      production({
        RESERVA_DEMO_DATA: 'true',
        RESERVA_STAFF_API_KEY: 'reserva-demo-staff-key',
        RESERVA_SANDBOX_PAYMENT_SECRET: DEV_SANDBOX_PAYMENT_SECRET,
        RESERVA_LINK_KEY: 'change-me-a-random-link-key-of-at-least-32-characters',
        RESERVA_HUMAN_CHECK: 'dev',
      })._unsafeUnwrapErr(),
    ).toEqual([
      'RESERVA_DEMO_DATA=true seeds the demo companies and their public staff key: refused with NODE_ENV=production unless RESERVA_DEMO=on',
      'RESERVA_STAFF_API_KEY is the demo’s public key (reserva-demo-staff-key): refused with NODE_ENV=production unless RESERVA_DEMO=on',
      'RESERVA_HUMAN_CHECK=dev takes any token: refused with NODE_ENV=production unless RESERVA_DEMO=on',
      'RESERVA_SANDBOX_PAYMENT_SECRET is the public development secret: refused with NODE_ENV=production unless RESERVA_DEMO=on',
      'RESERVA_LINK_KEY is the example value of deploy/env.example, which anyone can read: refused with NODE_ENV=production',
    ]);
  });

  it('refuses every value copied from deploy/env.example, whatever the demo says', () => {
    expect(
      production({
        ...secrets,
        RESERVA_DEMO: 'on',
        RESERVA_HUMAN_CHECK_HMAC_KEY: 'change-me-a-random-key-of-at-least-32-characters',
        RESERVA_STAFF_API_KEY: 'change-me-staff-api-key',
      })._unsafeUnwrapErr(),
    ).toEqual([
      'RESERVA_STAFF_API_KEY is the example value of deploy/env.example, which anyone can read: refused with NODE_ENV=production',
      'RESERVA_HUMAN_CHECK_HMAC_KEY is the example value of deploy/env.example, which anyone can read: refused with NODE_ENV=production',
    ]);
  });

  it('runs the demo, public keys and all, only when RESERVA_DEMO=on asks for it', () => {
    const config = production({ RESERVA_DEMO: 'on' })._unsafeUnwrap();
    expect(config).toMatchObject({
      demo: true,
      seedDemoData: true,
      sandboxPaymentSecret: DEV_SANDBOX_PAYMENT_SECRET,
      linkKey: DEV_LINK_KEY,
    });
    expect(
      production({
        RESERVA_DEMO: 'on',
        RESERVA_STAFF_API_KEY: 'reserva-demo-staff-key',
        RESERVA_HUMAN_CHECK: 'dev',
      }).isOk(),
    ).toBe(true);
    // The test clock moves everyone's time: never in production, demo or not.
    expect(production({ RESERVA_DEMO: 'on', RESERVA_TEST_CLOCK: '1' })._unsafeUnwrapErr()).toEqual([
      'RESERVA_TEST_CLOCK cannot be set with NODE_ENV=production: it lets anyone move the server’s time',
    ]);
    expect(production({ ...secrets, RESERVA_DEMO: 'yes' })._unsafeUnwrapErr()).toEqual([
      'RESERVA_DEMO must be on or off, not "yes"',
    ]);
  });

  it('reads RESERVA_DEMO outside production too, where the demo is the default anyway', () => {
    expect(readServerConfig({}, '/work')._unsafeUnwrap().demo).toBe(false);
    expect(readServerConfig({ RESERVA_DEMO: 'on' }, '/work')._unsafeUnwrap()).toMatchObject({
      demo: true,
      seedDemoData: true,
    });
    expect(readServerConfig({ RESERVA_STAFF_API_KEY: 'reserva-demo-staff-key' }, '/work').isOk()).toBe(true);
  });
});
