// What the server prints once it listens: where it serves and on what, how it checks people and
// sends mails, where the abuse limits count, the demo's storefronts and the staff api-key.
import type { DemoStorefront } from '../persistence/demo/demo-catalogue-files';
import { DEMO_STAFF_API_KEY } from '../persistence/demo/demo-bookings';
import type { StaffKeyProvision } from '../persistence/sql-staff-keys';
import type { ServerConfig } from './server-config';

/** What start-up says of the human check (ADR 0041). */
export function humanCheckLine(humanCheck: ServerConfig['humanCheck']): string {
  const fallback =
    humanCheck.fallbackToken === null
      ? 'no fallback token'
      : 'the fallback token (RESERVA_HUMAN_CHECK_FALLBACK_TOKEN) under its own limit';
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

/** What a production start says of the demo and of the embedded database (docs/adr/0087). */
function productionLines(config: ServerConfig): readonly string[] {
  if (!config.production) return [];
  return [
    ...(config.demo
      ? [
          `⚠ RESERVA_DEMO=on: this production server runs the public demo — its companies, its public staff key ${DEMO_STAFF_API_KEY}, and the public development secrets where none is set. Never serve real clients with it.`,
        ]
      : []),
    ...(config.database.engine === 'pglite'
      ? [
          'The embedded database (PGlite) serves this one process only: set DATABASE_URL to run replicas, and back up RESERVA_DATA_DIR.',
        ]
      : []),
  ];
}

export interface StartUpFacts {
  /** The origin a browser on this machine opens, with the port the server got. */
  readonly origin: string;
  /** Where links in mails start (ADR 0052). */
  readonly storefrontOrigin: string;
  readonly storefronts: readonly DemoStorefront[];
  readonly staffKey: StaffKeyProvision;
  /** V8's heap limit for this process (`v8.getHeapStatistics().heap_size_limit`), in bytes. */
  readonly heapLimitBytes: number;
}

/** What start-up says of the process's heap: the limit `npm run start:prod` sets (docs/adr/0142), or V8's own. */
export function heapLine(heapLimitBytes: number): string {
  const mebibytes = Math.round(heapLimitBytes / (1024 * 1024));
  return `Memory: V8's heap holds at most ${String(mebibytes)} MiB (node --max-old-space-size, which npm run start:prod sets; docs/operations.md).`;
}

/** The start-up banner, lines joined. */
export function startUpBanner(config: ServerConfig, facts: StartUpFacts): string {
  const { origin, storefronts, staffKey } = facts;
  const where =
    config.database.engine === 'pglite' ? `PGlite in ${config.database.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  const lines = [
    `Reserva is serving the Booking API at ${origin} (${where}).`,
    ...productionLines(config),
    humanCheckLine(config.humanCheck),
    ...(config.testClock
      ? [
          `Test clock on (RESERVA_TEST_CLOCK=1): POST /testing/clock moves the server’s time${config.testClockStart === null ? '' : `, which started at ${new Date(config.testClockStart).toISOString()} (RESERVA_TEST_CLOCK_START)`}.`,
        ]
      : []),
    `Mails ${config.mail.smtpUrl === null ? `are written as .eml files into ${config.mail.directory} (no SMTP_URL)` : 'go out over SMTP (SMTP_URL)'}, from ${config.mail.from}; their links start with ${facts.storefrontOrigin}${config.mail.publicUrl === null ? ' (set RESERVA_PUBLIC_URL to the address clients reach)' : ' (RESERVA_PUBLIC_URL)'}.`,
    `Health at ${facts.origin}/healthz and ${facts.origin}/readyz; metrics ${config.metrics.enabled ? `at ${facts.origin}/metrics${config.metrics.token === null ? '' : ' (RESERVA_METRICS_TOKEN as a bearer token)'}` : 'off (RESERVA_METRICS=on serves them)'}.`,
    heapLine(facts.heapLimitBytes),
    `Abuse limits count in ${config.redisUrl === null ? 'the database' : 'Redis (REDIS_URL)'}; clients are known by ${config.trustedProxies === 0 ? 'their socket address' : `X-Forwarded-For behind ${String(config.trustedProxies)} trusted ${config.trustedProxies === 1 ? 'proxy' : 'proxies'}`}.`,
  ];
  if (config.seedDemoData) {
    const width = Math.max(
      ...storefronts.map((storefront) => storefront.companyName.length + storefront.locationName.length + 3),
    );
    lines.push(
      '',
      'Demo storefronts (a location page each; docs/demo.md says what to try on them):',
      ...storefronts.map(
        (storefront) =>
          `  ${`${storefront.companyName} — ${storefront.locationName}`.padEnd(width)}  ${origin}${storefront.path}`,
      ),
    );
    // A company's branch list is on the host its web address names (docs/adr/0033): reachable
    // from this machine under localhost, which browsers resolve to it.
    const local = new URL(origin);
    if (local.hostname === 'localhost') {
      const lists = [
        ...new Map(
          storefronts.map((storefront) => [`${storefront.webAddress}/${storefront.countryCode}`, storefront]),
        ).values(),
      ];
      lines.push(
        '',
        'Branch lists (the company is the first label of the host name):',
        ...lists.map(
          (storefront) =>
            `  ${`${storefront.companyName} (${storefront.countryCode})`.padEnd(width)}  ${local.protocol}//${storefront.webAddress}.${local.host}/${storefront.countryCode}`,
        ),
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
    lines.push(
      '',
      'Staff api-key: one is stored already (shown when it was made); RESERVA_STAFF_API_KEY adds one you choose.',
    );
  }
  lines.push('Press Ctrl+C to stop.');
  return lines.join('\n');
}
