// `npm run bench:http` (issue 19; docs/adr/0069): the HTTP paths of the issue's table, measured on
// this machine against the server as production runs it (the compiled bundle, NODE_ENV=production;
// production-server.ts), with autocannon on 127.0.0.1 for a fixed time each:
//   - hours at the demo salon's Providencia (location 1, a women's cut), on PostgreSQL and on
//     PGlite, 50 connections;
//   - Providencia's page as a browser asks for it (GET /cl/sucursal/1, Accept: text/html, taking gzip), the
//     HTML the server renders with React (docs/adr/0129, 0132), on PGlite, 50 connections;
//   - 14 days at a dense location (dense-location.ts: 200 professionals, 1M bookings over two
//     years), on PostgreSQL, 10 connections;
//   - booking creation with two server processes on one PostgreSQL database, 20 clients (10 on
//     each) presenting the staff api-key, each create a free hour of Providencia's professionals
//     that no other create asks for; then the database is asked for overlapping bookings;
//   - the same at the dense location (issue 37: creates that do not slow with the location's size),
//     in the reads' database, its free hours read from the database;
//   - the marketplace of issue 37 (marketplace.ts, docs/adr/0134: 2,000 locations of 800 companies,
//     20,000 professionals, 10M bookings over two years), two server processes on it, 25 connections
//     each: hours and 14 days, each request's location chosen by Zipf's law (traffic.ts: a few hot, a
//     long cold tail), each as a closed loop (autocannon) and at a steady 1,500 req/s (paced-load.ts,
//     docs/adr/0161), and the first hours request for each of N locations never asked before;
//   - the location page's initial JavaScript (tools/bundle/initial-javascript.ts) and the server's
//     resident memory once started on PGlite.
// Each PostgreSQL run gets databases of its own (reserva_bench_<pid>_…) on the local server, dropped
// at the end; PGlite runs in a temporary directory. Prints the table (path, now, target, met?) and
// writes it as JSON to tools/bench-http/results/<time>.json; with --runs N each path's figures are
// the median of N runs (failures: the worst run). A benchmark, not a test: it exits 0 whether or not
// the targets are met, 1 only when it could not measure.
//
// Generating a million bookings takes minutes; `--keep-database NAME` (or RESERVA_BENCH_KEEP_DATABASE)
// makes the reads' database NAME and keeps it at the end, and a later run with the same NAME finds
// the dense location of the same size there and measures on it without generating it again (it is
// migrated again, in case a migration was added since). Its bookings stay centred on the day they
// were generated. Drop it by hand when done: dropdb -h 127.0.0.1 -U postgres NAME.
//
// The marketplace is kept and found again the same way, by its four sizes.
//
//   npm run bench:http -- [--quick] [--runs N] [--duration S] [--warmup S] [--bookings N]
//                         [--providers N] [--only id,id] [--database-url URL] [--keep-database NAME]
//                         [--market-companies N] [--market-locations N] [--market-professionals N]
//                         [--market-bookings N] [--cold-locations N]
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, cpus, tmpdir } from 'node:os';
import path from 'node:path';
import process from 'node:process';
import { setTimeout as sleep } from 'node:timers/promises';
import type autocannon from 'autocannon';
import pg from 'pg';
import { buildStorefront } from '../bundle/initial-javascript';
import {
  DENSE_LOCATION_DEFAULTS,
  SERVICE_MINUTES,
  SERVICE_PRICE,
  SLOTS_A_DAY,
  WORKING_DAYS,
  seedDenseLocation,
  type DenseLocation,
} from './dense-location';
import { cacheLines, cachesBetween, cachesIn, scrapeMetrics } from './cache-figures';
import { requestTimesBetween, requestTimesIn, serverTimeLine } from './server-times';
import { applyLoad, createFigures, readFigures, type LoadOutcome } from './load';
import { applyPacedLoad } from './paced-load';
import { settleScheduledMails } from './marketplace-mails-composition-root';
import { cpuUsedBetween, readCpu, type CpuReading } from './process-cpu';
import { heapLine, readHeapFigures, type HeapFigures } from './heap-figures';
import {
  MARKETPLACE_DEFAULTS,
  marketplaceGeneratedEarlier,
  seedMarketplace,
  type MarketLocation,
  type MarketplaceOptions,
} from './marketplace';
import {
  ensureProductionBuild,
  migrateDatabase,
  newStaffKey,
  repository,
  residentBytes,
  startProductionServer,
  type ProductionServer,
  type ServerEnvironment,
} from './production-server';
import { BENCH_PATHS, formatTable, percentile, summarizeRuns, tableRows, type Figures } from './report';
import { chooser, seededRandom, zipfSpread, type ZipfSpread } from './traffic';

/** How long after a load heap-probe.mjs has surely written its figures of the load's end (it writes every 500 ms). */
const HEAP_PROBE_LAG_MS = 700;

/** What each of `servers`' collectors has done so far, as its heap-probe.mjs last wrote it in `directory`. */
const collectorsNow = (directory: string, servers: readonly ProductionServer[]) =>
  servers.map((server) => readHeapFigures(directory, server.pid));

/**
 * What each server's collector did over a load, from `before` to the probe's figures of the load's
 * end (it writes every half second: read a moment later), as `heapLine` says it for the answers the
 * server gave; undefined for a server without figures.
 */
async function collectorsOver(
  directory: string,
  servers: readonly ProductionServer[],
  before: readonly (HeapFigures | undefined)[],
  outcome: LoadOutcome,
): Promise<(string | undefined)[]> {
  await sleep(HEAP_PROBE_LAG_MS);
  return collectorsNow(directory, servers).map((last, each) => {
    const first = before[each];
    return first === undefined || last === undefined
      ? undefined
      : heapLine(first, last, outcome.answeredByTarget[each] ?? 0);
  });
}

const say = (line: string) => process.stdout.write(`${line}\n`);

// ---- Options ------------------------------------------------------------------------------------

interface Options {
  readonly runs: number;
  readonly durationSeconds: number;
  readonly warmupSeconds: number;
  readonly bookings: number;
  readonly providers: number;
  readonly only: ReadonlySet<string> | null;
  readonly databaseUrl: string;
  /** The reads' database to keep and reuse, or null for one of this run's own, dropped at the end. */
  readonly keepDatabase: string | null;
  readonly quick: boolean;
  /** The marketplace's sizes. */
  readonly market: Pick<MarketplaceOptions, 'companies' | 'locations' | 'professionals' | 'bookings'>;
  /** How many never-asked locations the cold path asks about, each run. */
  readonly coldLocations: number;
}

function readOptions(argv: readonly string[]): Options {
  const quick = argv.includes('--quick');
  const value = (name: string): string | undefined => {
    const index = argv.indexOf(name);
    return index === -1 ? undefined : argv[index + 1];
  };
  const count = (name: string, fallback: number): number => {
    const text = value(name);
    if (text === undefined) return fallback;
    const parsed = Number(text.replaceAll('_', ''));
    if (!Number.isInteger(parsed) || parsed < 1) throw new Error(`${name} takes a positive whole number, not ${text}`);
    return parsed;
  };
  const known = new Set([
    '--quick',
    '--runs',
    '--duration',
    '--warmup',
    '--bookings',
    '--providers',
    '--only',
    '--database-url',
    '--keep-database',
    '--market-companies',
    '--market-locations',
    '--market-professionals',
    '--market-bookings',
    '--cold-locations',
  ]);
  argv.forEach((argument, index) => {
    if (argument.startsWith('--') && !known.has(argument)) throw new Error(`unknown option ${argument}`);
    if (!argument.startsWith('--') && !known.has(argv[index - 1] ?? '')) throw new Error(`unexpected ${argument}`);
  });
  const onlyText = value('--only');
  const only = onlyText === undefined ? null : new Set(onlyText.split(','));
  const unknownPaths = [...(only ?? [])].filter((id) => !BENCH_PATHS.some((each) => each.id === id));
  if (unknownPaths.length > 0)
    throw new Error(
      `--only names no path ${unknownPaths.join(', ')}; the paths: ${BENCH_PATHS.map((each) => each.id).join(', ')}`,
    );
  const keepDatabase = value('--keep-database') ?? process.env['RESERVA_BENCH_KEEP_DATABASE'] ?? null;
  if (keepDatabase !== null && !/^[a-z_][a-z0-9_]*$/.test(keepDatabase))
    throw new Error(`--keep-database takes a plain lower-case database name, not ${keepDatabase}`);
  return {
    quick,
    keepDatabase,
    runs: count('--runs', 1),
    durationSeconds: count('--duration', quick ? 3 : 10),
    warmupSeconds: value('--warmup') === '0' ? 0 : count('--warmup', quick ? 1 : 2),
    bookings: count('--bookings', quick ? 20_000 : DENSE_LOCATION_DEFAULTS.bookings),
    providers: count('--providers', DENSE_LOCATION_DEFAULTS.providers),
    market: {
      companies: count('--market-companies', quick ? 40 : MARKETPLACE_DEFAULTS.companies),
      locations: count('--market-locations', quick ? 100 : MARKETPLACE_DEFAULTS.locations),
      professionals: count('--market-professionals', quick ? 1_000 : MARKETPLACE_DEFAULTS.professionals),
      bookings: count('--market-bookings', quick ? 100_000 : MARKETPLACE_DEFAULTS.bookings),
    },
    coldLocations: count('--cold-locations', quick ? 20 : 100),
    only,
    databaseUrl:
      value('--database-url') ??
      process.env['RESERVA_BENCH_DATABASE_URL'] ??
      'postgres://postgres@127.0.0.1:5432/postgres',
  };
}

// ---- What is asked ------------------------------------------------------------------------------

// The demo salon's Providencia and its women's cut (docs/demo.md; demo/salon-aurora.yaml), in Santiago.
const PROVIDENCIA = 1;
const WOMENS_CUT = 1;
const SANTIAGO = 'America/Santiago';
/**
 * How far ahead the creates book: the salon takes bookings three months ahead, whose free hours
 * (about 4,700) a run at 200 creates/s uses up before its end; the creation run's database lets it
 * book a year ahead, and the creates ask for every free hour of that year.
 */
const BOOKING_MONTHS = 12;
const BOOKABLE_DAYS = 365;

/** Today at `timeZone`, YYYY-MM-DD. */
function todayAt(timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

const isWeekday = (date: string) => ![0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay());

/** The hours of a women's cut on each of the next ten weekdays, asked in turn. */
function hoursRequests(): autocannon.Request[] {
  const today = todayAt(SANTIAGO);
  const days = Array.from({ length: 16 }, (_, index) => addDays(today, index + 1))
    .filter(isWeekday)
    .slice(0, 10);
  return days.map((date) => ({
    method: 'GET',
    path: `/service_providers/available_hours_sql_improved?start_date=${date}&local=${String(PROVIDENCIA)}&services=${String(WOMENS_CUT)}`,
  }));
}

/** Fourteen days at the dense location, from each of the next seven days in turn. */
function daysRequests(dense: DaysAt): autocannon.Request[] {
  const today = todayAt(DENSE_LOCATION_DEFAULTS.timeZone);
  return Array.from({ length: 7 }, (_, index) => {
    const first = addDays(today, index);
    return {
      method: 'GET',
      path: `/service_providers/available_days_sql_improved?start_date=${first}&end_date=${addDays(first, 13)}&local=${String(dense.locationId)}&services=${String(dense.serviceId)}`,
    };
  });
}

// ---- PostgreSQL ---------------------------------------------------------------------------------

type Query = (text: string, params?: readonly unknown[]) => Promise<readonly Record<string, unknown>[]>;

async function connect(url: string): Promise<{ query: Query; end: () => Promise<void> }> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  return {
    query: async (text, params) =>
      (await client.query(text, params as unknown[] | undefined)).rows as Record<string, unknown>[],
    end: () => client.end(),
  };
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.href;
}

/** Why PostgreSQL cannot be used, or null. */
async function postgresProblem(adminUrl: string): Promise<string | null> {
  try {
    const admin = await connect(adminUrl);
    await admin.end();
    return null;
  } catch (error) {
    return `PostgreSQL at ${adminUrl} is not reachable (${error instanceof Error ? error.message : String(error)})`;
  }
}

// ---- Clean-up: every server, database and directory this run made is undone, even on Ctrl-C ----

const cleanUps: (() => Promise<void>)[] = [];

function undoLater(step: () => Promise<void>): () => Promise<void> {
  let done = false;
  const once = async () => {
    if (done) return;
    done = true;
    await step();
  };
  cleanUps.push(once);
  return once;
}

async function cleanUpAll(): Promise<void> {
  for (const step of cleanUps.splice(0).reverse())
    await step().catch((error: unknown) => say(`… clean-up: ${String(error)}`));
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    say(`\n${signal}: stopping the servers and dropping the benchmark's databases…`);
    void cleanUpAll().finally(() => process.exit(130));
  });
}

async function temporaryDirectory(): Promise<{ directory: string; remove: () => Promise<void> }> {
  const directory = await mkdtemp(path.join(tmpdir(), 'reserva-bench-'));
  const remove = undoLater(() => rm(directory, { recursive: true, force: true }));
  return { directory, remove };
}

async function temporaryDatabase(adminUrl: string, suffix: string) {
  const name = `reserva_bench_${String(process.pid)}_${suffix}`;
  const admin = await connect(adminUrl);
  await admin.query(`CREATE DATABASE ${name}`);
  const drop = undoLater(async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });
  return { url: withDatabase(adminUrl, name), drop };
}

/**
 * The database `name`, made when missing and never dropped: a benchmark's database kept across runs
 * (--keep-database). Whether it existed already is said, so that what it holds can be reused.
 */
async function keptDatabase(adminUrl: string, name: string) {
  const admin = await connect(adminUrl);
  try {
    const existing = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (existing.length === 0) await admin.query(`CREATE DATABASE ${name}`);
    return { url: withDatabase(adminUrl, name), existed: existing.length > 0, drop: () => Promise.resolve() };
  } finally {
    await admin.end();
  }
}

/** Where the days are asked: the dense location's and its service's ids. */
type DaysAt = Pick<DenseLocation, 'locationId' | 'serviceId'>;

/** The label a kept database's dense location is generated under: its size. */
const keptLabel = (options: Options) => `kept-${String(options.providers)}-${String(options.bookings)}`;

/**
 * The dense location a kept database holds already, of the size asked, or undefined when it holds
 * none. One whose generation was interrupted (fewer bookings than asked) is an error, not reused.
 */
async function generatedEarlier(query: Query, options: Options): Promise<DaysAt | undefined> {
  const [row] = await query(
    `SELECT l.id AS location_id, ls.service_id,
            -- Those it was generated with: the creates measured there add bookings of their own.
            (SELECT count(*) FROM bookings b JOIN booking_groups g ON g.id = b.group_id
             WHERE b.location_id = l.id AND g.trx_id LIKE 'bench-%')::int AS bookings
     FROM companies c JOIN locations l ON l.company_id = c.id JOIN location_services ls ON ls.location_id = l.id
     WHERE c.web_address = $1`,
    [`bench-dense-${keptLabel(options)}`],
  );
  if (row === undefined) return undefined;
  if (Number(row['bookings']) !== options.bookings)
    throw new Error(
      `the kept database's dense location holds ${String(row['bookings'])} bookings, not ${String(options.bookings)}: its generation was interrupted; drop the database and run again`,
    );
  return { locationId: Number(row['location_id']), serviceId: Number(row['service_id']) };
}

async function startServer(environment: ServerEnvironment): Promise<ProductionServer> {
  const server = await startProductionServer(environment);
  undoLater(() => server.stop());
  return server;
}

// ---- The paths ----------------------------------------------------------------------------------

async function loadRead(
  server: ProductionServer,
  connections: number,
  requests: autocannon.Request[],
  options: Options,
  accept = 'application/json',
): Promise<Figures> {
  // A first request of each kind, to fail early and plainly rather than measure errors.
  const first = requests[0];
  if (first?.path !== undefined) {
    const answer = await fetch(`${server.origin}${first.path}`, { headers: { accept } });
    if (answer.status !== 200)
      throw new Error(`GET ${first.path} answered ${String(answer.status)}: ${(await answer.text()).slice(0, 300)}`);
  }
  return readFigures(
    await applyLoad(
      [{ origin: server.origin, connections, requests, headers: { accept } }],
      options.durationSeconds,
      options.warmupSeconds,
    ),
  );
}

/**
 * The demo salon's Providencia's page, as a browser navigating to it asks for it (issue 36): taking
 * gzip, as every browser does, so the page goes out as the server keeps it gzipped (ADR 0132).
 */
const locationPageRequests = (): autocannon.Request[] => [
  { method: 'GET', path: `/cl/sucursal/${String(PROVIDENCIA)}`, headers: { 'accept-encoding': 'gzip, deflate, br' } },
];

/**
 * The paths on PostgreSQL's reads database: one database with the demo data and the dense location,
 * then each run of the reads, then each run of the creates at the dense location.
 */
async function postgresReads(options: Options, runs: Record<string, Figures>[]): Promise<void> {
  const wanted = (id: string) => options.only === null || options.only.has(id);
  const denseWanted = wanted('days-dense-postgresql') || wanted('create-dense-postgresql-2-processes');
  if (!wanted('hours-postgresql') && !denseWanted) return;
  const { directory } = await temporaryDirectory();
  const database =
    options.keepDatabase === null
      ? { ...(await temporaryDatabase(options.databaseUrl, 'reads')), existed: false }
      : await keptDatabase(options.databaseUrl, options.keepDatabase);
  const environment: ServerEnvironment = { directory, databaseUrl: database.url, staffKey: newStaffKey() };
  say(
    `PostgreSQL reads${options.keepDatabase === null ? '' : ` in the kept database ${options.keepDatabase}${database.existed ? '' : ' (new)'}`}: migrating (main.mjs migrate) and seeding the demo data (a first start)…`,
  );
  await migrateDatabase(environment);
  const seeding = await startServer(environment);
  await seeding.stop();
  let dense: DaysAt | undefined;
  if (denseWanted) {
    const client = await connect(database.url);
    try {
      dense = database.existed ? await generatedEarlier(client.query, options) : undefined;
      if (dense !== undefined)
        say(`PostgreSQL reads: the dense location generated earlier, location ${String(dense.locationId)}`);
      else {
        say(
          `PostgreSQL reads: generating the dense location (${options.providers.toLocaleString('en-US')} professionals, ${options.bookings.toLocaleString('en-US')} bookings over two years)…`,
        );
        const started = performance.now();
        dense = await seedDenseLocation(client, {
          ...DENSE_LOCATION_DEFAULTS,
          providers: options.providers,
          bookings: options.bookings,
          today: todayAt(DENSE_LOCATION_DEFAULTS.timeZone),
          label: options.keepDatabase === null ? String(process.pid) : keptLabel(options),
        });
        say(`  … location ${String(dense.locationId)}, in ${((performance.now() - started) / 1000).toFixed(0)} s`);
      }
    } finally {
      await client.end();
    }
  }
  for (const [index, run] of runs.entries()) {
    if (!wanted('hours-postgresql') && !wanted('days-dense-postgresql')) break;
    const server = await startServer(environment);
    try {
      if (wanted('hours-postgresql')) {
        run['hours-postgresql'] = await loadRead(server, 50, hoursRequests(), options);
        say(`  run ${String(index + 1)}: hours on PostgreSQL measured`);
      }
      if (dense !== undefined && wanted('days-dense-postgresql')) {
        run['days-dense-postgresql'] = await loadRead(server, 10, daysRequests(dense), options);
        say(`  run ${String(index + 1)}: days at the dense location measured`);
      }
    } finally {
      await server.stop();
    }
  }
  if (dense !== undefined && wanted('create-dense-postgresql-2-processes')) {
    say('Booking creation at the dense location on PostgreSQL, two server processes:');
    for (const [index, run] of runs.entries()) await denseCreation(environment, dense, options, run, index);
  }
  await database.drop();
}

interface FreeHour {
  readonly serviceId: number;
  readonly providerId: number;
  readonly price: number;
  readonly start: string;
  readonly end: string;
  readonly date: string;
}

interface HourBlock {
  readonly bookings: readonly { readonly start: string; readonly end: string; readonly provider: number }[];
}

/**
 * Free hours at Providencia that no two creates share: for each professional working there, their
 * shortest plain service (paid at the location, no bundle, class, sessions, video or visit), the
 * hours the API offers of it on every day it books, kept where they do not overlap the professional's
 * previous one. Interleaved across days and professionals, so that concurrent creates rarely
 * contend for the same rows.
 */
async function freeHours(server: ProductionServer, query: Query): Promise<FreeHour[]> {
  const offers = (await query(
    `SELECT DISTINCT ON (ps.provider_id) ps.provider_id, s.id AS service_id, s.price::float8 AS price
     FROM provider_services ps
     JOIN services s ON s.id = ps.service_id
     JOIN location_services ls ON ls.service_id = s.id AND ls.location_id = $1
     WHERE ps.provider_id IN (SELECT provider_id FROM provider_weekly_hours WHERE location_id = $1)
       AND NOT s.class_service AND s.sessions_amount IS NULL AND NOT s.is_video AND NOT s.outcall
       AND NOT s.must_be_paid_online AND s.show_price AND s.discount = 0 AND s.charly_discount = 0
       AND s.price IS NOT NULL AND NOT EXISTS (SELECT 1 FROM bundle_members b WHERE b.bundle_id = s.id)
     ORDER BY ps.provider_id, s.duration_minutes, s.id`,
    [PROVIDENCIA],
  )) as readonly { provider_id: number; service_id: number; price: number }[];
  const today = todayAt(SANTIAGO);
  const asks = offers.flatMap((offer) =>
    Array.from({ length: BOOKABLE_DAYS }, (_, index) => ({ offer, date: addDays(today, index) })),
  );
  const byProfessional = new Map<number, FreeHour[]>();
  // A few at a time: this is the set-up, not the measurement.
  for (let index = 0; index < asks.length; index += 8) {
    await Promise.all(
      asks.slice(index, index + 8).map(async ({ offer, date }) => {
        const answer = await fetch(
          `${server.origin}/service_providers/available_hours_sql_improved?start_date=${date}&local=${String(PROVIDENCIA)}&services=${String(offer.service_id)}&providers=${String(offer.provider_id)}`,
          { headers: { accept: 'application/json' } },
        );
        if (answer.status !== 200) return;
        const day = (await answer.json()) as Readonly<Record<string, readonly HourBlock[]>>;
        const hours = [
          ...(day['morning_hours'] ?? []),
          ...(day['afternoon_hours'] ?? []),
          ...(day['night_hours'] ?? []),
        ];
        const kept = byProfessional.get(offer.provider_id) ?? [];
        for (const block of hours) {
          const booking = block.bookings[0];
          if (booking?.provider !== offer.provider_id) continue;
          kept.push({
            serviceId: offer.service_id,
            providerId: offer.provider_id,
            price: offer.price,
            start: booking.start,
            end: booking.end,
            date,
          });
        }
        byProfessional.set(offer.provider_id, kept);
      }),
    );
  }
  const rounds = new Map<string, FreeHour[]>();
  for (const hours of byProfessional.values()) {
    let lastEnd = Number.NEGATIVE_INFINITY;
    for (const hour of [...hours].sort((a, b) => Date.parse(a.start) - Date.parse(b.start))) {
      if (Date.parse(hour.start) < lastEnd) continue;
      lastEnd = Date.parse(hour.end);
      const key = hour.date;
      rounds.set(key, [...(rounds.get(key) ?? []), hour]);
    }
  }
  // The k-th free hour of every day, then the (k+1)-th…
  const days = [...rounds.values()];
  const interleaved: FreeHour[] = [];
  for (let k = 0; days.some((day) => k < day.length); k++)
    for (const day of days) if (k < day.length) interleaved.push(day[k] as FreeHour);
  return interleaved;
}

function createBody(locationId: number, hour: FreeHour, client: number): string {
  return JSON.stringify({
    expired_confirm: false,
    mp: false,
    location_id: locationId,
    payment: null,
    max_discount: 0,
    has_sessions: false,
    trx_id: '',
    payment_pago_facil: '',
    payment_dlocal: '',
    bookings: [
      {
        service_id: hour.serviceId,
        bundled: false,
        bundle_id: null,
        email_track_number: 1,
        start: hour.start,
        end: hour.end,
        price: hour.price,
        provider_id: hour.providerId,
        service_provider_id: null,
        time_resource_id: null,
        provider_lock: true,
        payment_membership_id: null,
        record_history: null,
        entity: null,
      },
    ],
    client: {
      first_name: 'Bench',
      last_name: `Client ${String(client)}`,
      email: `bench${String(client)}@correo.example`,
      phone: '+56912345678',
      second_phone: null,
      identification_number: null,
      address: null,
      birth_day: null,
      birth_month: null,
      birth_year: null,
      age: null,
      record_number: null,
      gender: 0,
      city: null,
      district: null,
      notes: '',
    },
    creative_source: null,
    rwg_token: null,
    recaptcha_token: null,
  });
}

/** The free hours given out in turn, one to each create sent; whether they ran out. */
interface CreatesSent {
  count: number;
  wrapped: boolean;
}

/**
 * Creates at `locationId` from 10 clients on each of two servers, each create the next of `hours`
 * (once they run out, the first ones again, which are taken: 409) under an Idempotency-Key of its
 * own, as the storefront and the CLI send them, then the database asked for
 * overlapping held bookings (`overlaps`); with the rows of bookings read per booking made meanwhile.
 */
async function createLoad(
  servers: readonly [ProductionServer, ProductionServer],
  staffKey: string,
  locationId: number,
  hours: readonly FreeHour[],
  overlaps: () => Promise<number>,
  options: Options,
  query: Query,
  /** Where the servers' heap-probe.mjs writes (their environment's directory). */
  directory: string,
): Promise<{ figures: Figures; sent: CreatesSent; rowsRead: string }> {
  if (hours.length === 0) throw new Error(`location ${String(locationId)} offers no free hour to book`);
  // Closed over by every connection's request set-up: how many creates were sent so far.
  const sent: CreatesSent = { count: 0, wrapped: false };
  const keyPrefix = `bench-${randomBytes(8).toString('hex')}`;
  const requests = (): autocannon.Request[] => [
    {
      method: 'POST',
      path: '/bookings',
      setupRequest: (request) => {
        if (sent.count >= hours.length) sent.wrapped = true;
        const body = createBody(locationId, hours[sent.count % hours.length] as FreeHour, sent.count);
        sent.count++;
        // Each create under a key of its own, as the storefront and the CLI send theirs: its lease is
        // claimed, held and completed with the booking (docs/adr/0163).
        return {
          ...request,
          body,
          headers: { ...request.headers, 'idempotency-key': `${keyPrefix}-${String(sent.count)}` },
        };
      },
    },
  ];
  const headers = { 'content-type': 'application/json', 'api-key': staffKey };
  const targets = servers.map((server) => ({ origin: server.origin, connections: 10, requests: requests(), headers }));
  // The CPU the servers and the database's backends used, read beside the load (Linux's /proc).
  const cpuNow = async () => ({
    servers: readCpu(servers.map((server) => server.pid)),
    database: readCpu(
      (
        await query('SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()')
      ).map((row) => Number(row['pid'])),
    ),
  });
  const {
    result: { outcome, cpu },
    said,
  } = await rowsReadPerCreate(query, async () => {
    const before = await cpuNow();
    const heapBefore = collectorsNow(directory, servers);
    const outcome = await applyLoad(targets, options.durationSeconds, options.warmupSeconds);
    const after = await cpuNow();
    const collectors = (await collectorsOver(directory, servers, heapBefore, outcome)).flatMap((line, each) =>
      line === undefined ? [] : [`server ${String(each + 1)}'s collector: ${line}`],
    );
    return { outcome, cpu: [cpuPerCreateText(before, after, sent.count), ...collectors].join('; ') };
  });
  return { figures: createFigures(outcome, await overlaps()), sent, rowsRead: `${said}; ${cpu}` };
}

/** The CPU milliseconds a create sent cost the servers and the database's backends, as a phrase. */
function cpuPerCreateText(
  before: { servers: CpuReading; database: CpuReading },
  after: { servers: CpuReading; database: CpuReading },
  creates: number,
): string {
  const each = (used: number | undefined) =>
    used === undefined || creates === 0 ? 'not read' : `${(used / creates).toFixed(2)} ms`;
  return `CPU a create sent, over the warm-up and the load: servers ${each(cpuUsedBetween(before.servers, after.servers))}, PostgreSQL's backends ${each(cpuUsedBetween(before.database, after.database))}`;
}

/** The rows of the bookings table read so far (by index and by scan) and inserted, from PostgreSQL's statistics. */
async function bookingRows(query: Query): Promise<{ read: number; inserted: number }> {
  // Statistics reach the shared view a moment after each transaction ends (PostgreSQL 15 flushes them
  // about once a second): this is read a little after the load stops.
  const [row] = await query(
    `SELECT (COALESCE(seq_tup_read, 0) + COALESCE(idx_tup_fetch, 0))::float8 AS read, n_tup_ins::float8 AS inserted
     FROM pg_stat_user_tables WHERE relname = 'bookings'`,
  );
  return { read: Number(row?.['read'] ?? 0), inserted: Number(row?.['inserted'] ?? 0) };
}

/**
 * How many of the bookings table's rows each booking made during `load` read, in the whole
 * database (issue 37: whether a create's cost grows with its location's bookings), as a phrase.
 */
async function rowsReadPerCreate<T>(query: Query, load: () => Promise<T>): Promise<{ result: T; said: string }> {
  const before = await bookingRows(query);
  const result = await load();
  await sleep(2_000);
  const after = await bookingRows(query);
  const made = after.inserted - before.inserted;
  const read = after.read - before.read;
  return {
    result,
    said: `${Math.round(read).toLocaleString('en-US')} rows of bookings read for ${made.toLocaleString('en-US')} bookings made, ${made === 0 ? '—' : (read / made).toFixed(0)} a booking`,
  };
}

/** What a creation run says of the hours it was given and the creates it sent. */
const sentText = (hours: readonly FreeHour[], sent: CreatesSent) =>
  `${String(hours.length)} free hours, ${String(sent.count)} creates sent${sent.wrapped ? ', more than the free hours: the rest asked again for taken ones' : ''}`;

/** Pairs of held bookings of one professional whose times overlap, in the whole database. */
const OVERLAPPING_PAIRS = `SELECT count(*)::int AS n FROM bookings a JOIN bookings b
     ON a.provider_id = b.provider_id AND a.id < b.id AND a.during && b.during
   WHERE a.status IN ('pending_payment', 'confirmed') AND b.status IN ('pending_payment', 'confirmed')
     AND COALESCE(a.class_occurrence_id, -a.id) <> COALESCE(b.class_occurrence_id, -b.id)`;

/** Booking creation at the demo salon, one run: a fresh database, two server processes, 10 clients on each. */
async function creation(options: Options, run: Record<string, Figures>, index: number): Promise<void> {
  const { directory } = await temporaryDirectory();
  const database = await temporaryDatabase(options.databaseUrl, `creates_${String(index)}`);
  const environment: ServerEnvironment = { directory, databaseUrl: database.url, staffKey: newStaffKey() };
  await migrateDatabase(environment);
  // The first seeds the demo data; the second starts on it.
  const first = await startServer(environment);
  const second = await startServer(environment);
  const client = await connect(database.url);
  try {
    // Heard by both servers at once (the companies' notification forgets what they keep).
    await client.query(
      'UPDATE companies SET after_booking_months = $1 WHERE id = (SELECT company_id FROM locations WHERE id = $2)',
      [BOOKING_MONTHS, PROVIDENCIA],
    );
    const hours = await freeHours(first, client.query);
    const { figures, sent, rowsRead } = await createLoad(
      [first, second],
      environment.staffKey,
      PROVIDENCIA,
      hours,
      async () => Number((await client.query(OVERLAPPING_PAIRS))[0]?.['n']),
      options,
      client.query,
      environment.directory,
    );
    run['create-postgresql-2-processes'] = figures;
    say(`  run ${String(index + 1)}: booking creation measured (${sentText(hours, sent)}; ${rowsRead})`);
  } finally {
    await client.end();
    await Promise.all([first.stop(), second.stop()]);
    await database.drop();
  }
}

/** How many days ahead the dense location's creates book: some 40,000 free hours, more than 20 clients send in a run. */
const DENSE_BOOKING_DAYS = 28;

/**
 * Free hours at the dense location that no two creates share, worked out from the database rather
 * than asked of the API one professional and day at a time (200 professionals): every half hour
 * from 09:00 to 18:30 of each working day of the next DENSE_BOOKING_DAYS from tomorrow, of each
 * professional, that none of their held bookings overlaps (one range read of those days' bookings).
 * Interleaved across those days as the demo salon's are (the k-th free hour of every day, then the
 * (k+1)-th), so that consecutive creates fall on different days and professionals.
 */
async function denseFreeHours(query: Query, dense: DaysAt): Promise<FreeHour[]> {
  const slots = (await query(
    `SELECT to_char(d, 'YYYY-MM-DD') AS date,
            floor(extract(epoch FROM (d::date + time '09:00' + n * interval '${String(SERVICE_MINUTES)} minutes') AT TIME ZONE $1) * 1000)::float8 AS start_ms
     FROM generate_series((now() AT TIME ZONE $1)::date + 1, (now() AT TIME ZONE $1)::date + $2::int, interval '1 day') AS d
     CROSS JOIN generate_series(0, ${String(SLOTS_A_DAY - 1)}) AS n
     WHERE extract(isodow FROM d) BETWEEN 1 AND ${String(WORKING_DAYS)}
     ORDER BY d, n`,
    [DENSE_LOCATION_DEFAULTS.timeZone, DENSE_BOOKING_DAYS],
  )) as readonly { date: string; start_ms: number }[];
  const first = slots[0]?.start_ms ?? 0;
  const last = (slots[slots.length - 1]?.start_ms ?? 0) + SERVICE_MINUTES * 60_000;
  const professionals = (await query(
    'SELECT DISTINCT provider_id FROM provider_weekly_hours WHERE location_id = $1 ORDER BY provider_id',
    [dense.locationId],
  )) as readonly { provider_id: number }[];
  const held = (await query(
    `SELECT provider_id, floor(extract(epoch FROM lower(during)) * 1000)::float8 AS start_ms,
            floor(extract(epoch FROM upper(during)) * 1000)::float8 AS end_ms
     FROM bookings
     WHERE provider_id IN (SELECT provider_id FROM provider_weekly_hours WHERE location_id = $1)
       AND status IN ('pending_payment', 'confirmed')
       AND during && tstzrange(to_timestamp($2::float8 / 1000), to_timestamp($3::float8 / 1000))`,
    [dense.locationId, first, last],
  )) as readonly { provider_id: number; start_ms: number; end_ms: number }[];
  const heldBy = new Map<number, { start: number; end: number }[]>();
  for (const row of held) {
    const own = heldBy.get(row.provider_id) ?? [];
    own.push({ start: row.start_ms, end: row.end_ms });
    heldBy.set(row.provider_id, own);
  }
  const byDay = new Map<string, FreeHour[]>();
  for (const slot of slots) {
    const start = slot.start_ms;
    const end = start + SERVICE_MINUTES * 60_000;
    for (const { provider_id: providerId } of professionals) {
      if ((heldBy.get(providerId) ?? []).some((booking) => booking.start < end && start < booking.end)) continue;
      const hour: FreeHour = {
        serviceId: dense.serviceId,
        providerId,
        price: SERVICE_PRICE,
        start: new Date(start).toISOString(),
        end: new Date(end).toISOString(),
        date: slot.date,
      };
      const day = byDay.get(slot.date) ?? [];
      day.push(hour);
      byDay.set(slot.date, day);
    }
  }
  const days = [...byDay.values()];
  const interleaved: FreeHour[] = [];
  for (let k = 0; days.some((day) => k < day.length); k++)
    for (const day of days) if (k < day.length) interleaved.push(day[k] as FreeHour);
  return interleaved;
}

/**
 * Booking creation at the dense location, one run: two fresh server processes on the database that
 * holds it (the reads' kept database with --keep-database, generated there once), 10 clients on
 * each. Overlaps are asked of the bookings made since the run began (a self-join of a million
 * bookings would take minutes), against every held booking.
 */
async function denseCreation(
  environment: ServerEnvironment,
  dense: DaysAt,
  options: Options,
  run: Record<string, Figures>,
  index: number,
): Promise<void> {
  const client = await connect(environment.databaseUrl);
  const first = await startServer(environment);
  const second = await startServer(environment);
  try {
    const [before] = await client.query('SELECT COALESCE(max(id), 0)::int AS id FROM bookings');
    const hours = await denseFreeHours(client.query, dense);
    const { figures, sent, rowsRead } = await createLoad(
      [first, second],
      environment.staffKey,
      dense.locationId,
      hours,
      async () => {
        const [overlapping] = await client.query(
          `SELECT count(*)::int AS n FROM bookings a JOIN bookings b
             ON b.provider_id = a.provider_id AND b.id <> a.id AND b.during && a.during
           WHERE a.id > $1 AND (b.id <= $1 OR b.id > a.id)
             AND a.status IN ('pending_payment', 'confirmed') AND b.status IN ('pending_payment', 'confirmed')
             AND COALESCE(a.class_occurrence_id, -a.id) <> COALESCE(b.class_occurrence_id, -b.id)`,
          [Number(before?.['id'])],
        );
        return Number(overlapping?.['n']);
      },
      options,
      client.query,
      environment.directory,
    );
    run['create-dense-postgresql-2-processes'] = figures;
    say(
      `  run ${String(index + 1)}: booking creation at the dense location measured (${sentText(hours, sent)}; ${rowsRead})`,
    );
  } finally {
    await client.end();
    await Promise.all([first.stop(), second.stop()]);
  }
}

/** PGlite, one run: the server's memory once started, then hours under load, then the location page's HTML. */
async function pglite(options: Options, run: Record<string, Figures>, index: number): Promise<void> {
  const { directory, remove } = await temporaryDirectory();
  const server = await startServer({ directory, databaseUrl: '', staffKey: newStaffKey() });
  try {
    if (options.only === null || options.only.has('rss-after-start-pglite')) {
      // What it holds once started and settled, before any request.
      await sleep(2000);
      run['rss-after-start-pglite'] = { rssBytes: residentBytes(server.pid) };
    }
    if (options.only === null || options.only.has('hours-pglite'))
      run['hours-pglite'] = await loadRead(server, 50, hoursRequests(), options);
    if (options.only === null || options.only.has('location-page-html'))
      run['location-page-html'] = await loadRead(server, 50, locationPageRequests(), options, 'text/html');
    say(`  run ${String(index + 1)}: PGlite measured`);
  } finally {
    await server.stop();
    await remove();
  }
}

// ---- The marketplace (issue 37; docs/adr/0134) --------------------------------------------------

/** Zipf's exponent of the spread over locations (traffic.ts): 1, the classic law of popularity. */
const ZIPF_EXPONENT = 1;
/** The seed of the spread (which locations are hot) and of each run's choices. */
const TRAFFIC_SEED = 37;

/** The label a kept database's marketplace is generated under: its sizes. */
const marketLabel = (options: Options) =>
  `kept-${String(options.market.companies)}-${String(options.market.locations)}-${String(options.market.professionals)}-${String(options.market.bookings)}`;

const hoursPath = (place: MarketLocation, date: string) =>
  `/service_providers/available_hours_sql_improved?start_date=${date}&local=${String(place.locationId)}&services=${String(place.serviceId)}`;

/**
 * The paths of a marketplace load, each drawn anew: a location by Zipf's law, a day from the next 14
 * (hours) or a first day from the next 7 (days, 14 of them). Deterministic from the seed: the
 * sequence of paths, not which connection sends which.
 */
function marketPaths(
  locations: readonly MarketLocation[],
  spread: ZipfSpread,
  seed: number,
  kind: 'hours' | 'days',
): () => string {
  const today = todayAt(MARKETPLACE_DEFAULTS.timeZone);
  const nextLocation = chooser(spread, seed);
  const nextDay = seededRandom(seed + 1);
  return () => {
    const place = locations[nextLocation()] as MarketLocation;
    if (kind === 'hours') return hoursPath(place, addDays(today, 1 + Math.floor(nextDay() * 14)));
    const first = addDays(today, Math.floor(nextDay() * 7));
    return `/service_providers/available_days_sql_improved?start_date=${first}&end_date=${addDays(first, 13)}&local=${String(place.locationId)}&services=${String(place.serviceId)}`;
  };
}

/** One request, again and again, whose path each connection's next request draws anew (autocannon's `setupRequest`). */
const drawnAnew = (nextPath: () => string): autocannon.Request[] => [
  { method: 'GET', setupRequest: (request) => ({ ...request, path: nextPath() }) },
];

/** One GET, timed from before it is sent to its whole body read, in milliseconds, and its status. */
async function timedGet(url: string): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const answer = await fetch(url, { headers: { accept: 'application/json' } });
  await answer.arrayBuffer();
  return { ms: performance.now() - started, status: answer.status };
}

/**
 * The first request for a cold location: on freshly started servers, warmed by requests for the ten
 * hottest locations only (so that the process's code is warm and its connections open, and what is
 * measured is a location's first time), the hours of tomorrow at each of `count` locations of the
 * colder half, never asked in this run, drawn anew each run (`run` varies the draw, so that a kept
 * database's PostgreSQL has not just read them for the previous run), one request at a time,
 * alternately to each server. p50 and p99 over those first requests.
 */
async function coldFirstRequests(
  servers: readonly ProductionServer[],
  locations: readonly MarketLocation[],
  spread: ZipfSpread,
  count: number,
  run: number,
): Promise<Figures> {
  const tomorrow = addDays(todayAt(MARKETPLACE_DEFAULTS.timeZone), 1);
  const hot = spread.byRank.slice(0, 10);
  for (const [index, server] of servers.entries())
    for (let round = 0; round < 5; round++)
      await Promise.all(
        hot.map((item) =>
          timedGet(`${server.origin}${hoursPath(locations[item] as MarketLocation, addDays(tomorrow, index + round))}`),
        ),
      );
  const colder = spread.byRank.slice(Math.floor(spread.count / 2));
  const random = seededRandom(TRAFFIC_SEED * 1000 + run);
  for (let index = colder.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [colder[index], colder[other]] = [colder[other] as number, colder[index] as number];
  }
  const latenciesMs: number[] = [];
  let otherAnswers = 0;
  for (const [index, item] of colder.slice(0, count).entries()) {
    const server = servers[index % servers.length] as ProductionServer;
    const { ms, status } = await timedGet(`${server.origin}${hoursPath(locations[item] as MarketLocation, tomorrow)}`);
    latenciesMs.push(ms);
    if (status < 200 || status >= 300) otherAnswers++;
  }
  return {
    p50Ms: percentile(latenciesMs, 0.5),
    p99Ms: percentile(latenciesMs, 0.99),
    otherAnswers,
    connectionErrors: 0,
  };
}

/** The marketplace found in a kept database, or generated (the time it took printed). */
async function marketplaceIn(url: string, options: Options, existed: boolean): Promise<readonly MarketLocation[]> {
  const client = await connect(url);
  try {
    const earlier = existed
      ? await marketplaceGeneratedEarlier(client, marketLabel(options), options.market.bookings)
      : undefined;
    if (earlier !== undefined) {
      say(`Marketplace: generated earlier, ${String(earlier.length)} locations`);
      return earlier;
    }
    const { companies, locations, professionals, bookings } = options.market;
    say(
      `Marketplace: generating ${companies.toLocaleString('en-US')} companies, ${locations.toLocaleString('en-US')} locations, ${professionals.toLocaleString('en-US')} professionals, ${bookings.toLocaleString('en-US')} bookings over two years…`,
    );
    const started = performance.now();
    const market = await seedMarketplace(client, {
      ...MARKETPLACE_DEFAULTS,
      ...options.market,
      today: todayAt(MARKETPLACE_DEFAULTS.timeZone),
      label: options.keepDatabase === null ? String(process.pid) : marketLabel(options),
    });
    say(`  … generated in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    return market.locations;
  } finally {
    await client.end();
  }
}

/** The marketplace's mails due by now recorded as decided (`settleScheduledMails`), and said. */
async function settleMarketMails(url: string, locations: readonly MarketLocation[]): Promise<void> {
  const client = await connect(url);
  try {
    const settled = await settleScheduledMails(client, locations, new Date());
    say(
      `Marketplace: mails due by now recorded as decided, as a live marketplace's were: ${settled.reminders.toLocaleString('en-US')} reminders, ${settled.reviewInvitations.toLocaleString('en-US')} review invitations`,
    );
  } finally {
    await client.end();
  }
}

/** The marketplace's paced reads' steady pace (docs/adr/0161): the issue's 1,500 req/s, shared by the two processes. */
const PACED_RATE = 1500;
/** The marketplace's reads' paths in bench:http's table (report.ts): as a closed loop, and at the steady pace. */
const closedReadId = (kind: 'hours' | 'days') => `${kind}-marketplace-2-processes`;
const pacedReadId = (kind: 'hours' | 'days') => `${closedReadId(kind)}-at-${String(PACED_RATE)}`;
const MARKETPLACE_READS = (['hours', 'days'] as const).flatMap((kind) => [closedReadId(kind), pacedReadId(kind)]);

/** The paced load's own warm-up, on servers already warm: its first requests, not counted, while the pace settles. */
const PACED_SETTLE_SECONDS = 5;

/**
 * Runs `load` on the marketplace's servers and says, for each, what its caches and its collector did
 * over it (warm-up included) and its own time for `operationId` after the warm-up.
 */
async function watchedLoad<Outcome extends LoadOutcome>(
  watched: {
    readonly directory: string;
    readonly servers: readonly ProductionServer[];
    /** The load's warm-up: the servers' own times are read after it. */
    readonly warmupSeconds: number;
    readonly operationId: string;
  },
  what: string,
  load: () => Promise<Outcome>,
): Promise<Outcome> {
  const { directory, servers, warmupSeconds, operationId } = watched;
  const before = await Promise.all(servers.map((server) => scrapeMetrics(server.origin)));
  const heapBefore = collectorsNow(directory, servers);
  // The servers' own times are read over the measured load alone: a warm-up's first reads of cold
  // agendas would make their tail.
  const atWarmupEnd = sleep(warmupSeconds * 1000).then(() =>
    Promise.all(servers.map((server) => scrapeMetrics(server.origin))),
  );
  // Its failure is the path's, once the load is over: not an unhandled rejection meanwhile.
  atWarmupEnd.catch(() => undefined);
  const outcome = await load();
  const measuredFrom = await atWarmupEnd;
  const after = await Promise.all(servers.map((server) => scrapeMetrics(server.origin)));
  const collectors = await collectorsOver(directory, servers, heapBefore, outcome);
  say(`  ${what} measured; each server's caches and collector over it (warm-up included), and its own time:`);
  for (const [each, server] of after.entries()) {
    const first = before[each] ?? '';
    for (const line of cacheLines(cachesBetween(cachesIn(first), cachesIn(server))))
      say(`    ${String(each + 1)}. ${line}`);
    const collector = collectors[each];
    if (collector !== undefined) say(`    ${String(each + 1)}. collector: ${collector}`);
    const ownTimes = requestTimesBetween(
      requestTimesIn(measuredFrom[each] ?? '', operationId),
      requestTimesIn(server, operationId),
    );
    say(`    ${String(each + 1)}. own time after the warm-up: ${serverTimeLine(ownTimes)}`);
  }
  return outcome;
}

/** Where one run's marketplace loads go, and what they tell. */
interface MarketplaceRun {
  readonly directory: string;
  readonly servers: readonly ProductionServer[];
  readonly options: Options;
  readonly locations: readonly MarketLocation[];
  readonly spread: ZipfSpread;
  readonly index: number;
  readonly run: Record<string, Figures>;
}

/** Hours' or days' loads on the marketplace, as a closed loop and at a steady pace, each when wanted. */
async function marketplaceLoads(kind: 'hours' | 'days', market: MarketplaceRun): Promise<void> {
  const { directory, servers, options, locations, spread, index, run } = market;
  const wanted = (id: string) => options.only === null || options.only.has(id);
  const seedOf = (each: number) => TRAFFIC_SEED + 10 * index + each;
  const operationId = kind === 'hours' ? 'listAvailableHours' : 'listAvailableDays';
  const closed = closedReadId(kind);
  const closedTargets = () =>
    servers.map((server, each) => ({
      origin: server.origin,
      connections: 25,
      requests: drawnAnew(marketPaths(locations, spread, seedOf(each), kind)),
    }));
  if (wanted(closed)) {
    const targets = closedTargets();
    const outcome = await watchedLoad(
      { directory, servers, warmupSeconds: options.warmupSeconds, operationId },
      `run ${String(index + 1)}: ${kind} on the marketplace`,
      () => applyLoad(targets, options.durationSeconds, options.warmupSeconds),
    );
    run[closed] = readFigures(outcome);
  }
  const paced = pacedReadId(kind);
  if (!wanted(paced)) return;
  // Caches filled as fast as the servers go, by the closed loop just measured or by one of the same
  // length: paced from cold, servers fall behind while they fill them, and the backlog is still
  // being worked off in the measured window (docs/adr/0161).
  if (!wanted(closed)) {
    await applyLoad(closedTargets(), 0, options.warmupSeconds);
    say(
      `  run ${String(index + 1)}: ${kind} on the marketplace, warmed for ${String(options.warmupSeconds)} s by the closed loop`,
    );
  }
  const targets = servers.map((server, each) => ({
    origin: server.origin,
    connections: 25,
    rate: PACED_RATE / servers.length,
    // Other seeds than the closed loop's: the same paths again would find them kept.
    nextPath: marketPaths(locations, spread, seedOf(each) + 5, kind),
  }));
  const outcome = await watchedLoad(
    { directory, servers, warmupSeconds: PACED_SETTLE_SECONDS, operationId },
    `run ${String(index + 1)}: ${kind} on the marketplace at ${PACED_RATE.toLocaleString('en-US')} req/s`,
    () => applyPacedLoad(targets, options.durationSeconds, PACED_SETTLE_SECONDS),
  );
  say(
    `    the load's own event loop delay: p99 ${outcome.ownDelayP99Ms.toFixed(1)} ms (a late send is counted in its request's time)`,
  );
  run[paced] = readFigures(outcome);
}

/** The marketplace's paths: its database, then each run on two fresh server processes. */
async function marketplaceReads(options: Options, runs: Record<string, Figures>[]): Promise<void> {
  const wanted = (id: string) => options.only === null || options.only.has(id);
  const ids = ['cold-location-first-request', ...MARKETPLACE_READS, 'rss-after-marketplace-traffic'];
  if (!ids.some(wanted)) return;
  const { directory } = await temporaryDirectory();
  const database =
    options.keepDatabase === null
      ? { ...(await temporaryDatabase(options.databaseUrl, 'market')), existed: false }
      : await keptDatabase(options.databaseUrl, options.keepDatabase);
  const environment: ServerEnvironment = { directory, databaseUrl: database.url, staffKey: newStaffKey() };
  say(`Marketplace${options.keepDatabase === null ? '' : ` in the kept database ${options.keepDatabase}`}: migrating…`);
  await migrateDatabase(environment);
  const seeding = await startServer(environment);
  await seeding.stop();
  const locations = await marketplaceIn(database.url, options, database.existed);
  const spread = zipfSpread(locations.length, ZIPF_EXPONENT, TRAFFIC_SEED);
  for (const [index, run] of runs.entries()) {
    await settleMarketMails(database.url, locations);
    const servers = [await startServer(environment), await startServer(environment)];
    try {
      // First, while every location but the ten warmed ones is still unasked by these processes.
      if (wanted('cold-location-first-request')) {
        run['cold-location-first-request'] = await coldFirstRequests(
          servers,
          locations,
          spread,
          Math.min(options.coldLocations, Math.floor(locations.length / 2)),
          index,
        );
        say(`  run ${String(index + 1)}: the cold locations' first requests measured`);
      }
      for (const kind of ['hours', 'days'] as const)
        await marketplaceLoads(kind, { directory, servers, options, locations, spread, index, run });
      // After whatever traffic this run sent them: the larger process's resident memory.
      if (wanted('rss-after-marketplace-traffic'))
        run['rss-after-marketplace-traffic'] = {
          rssBytes: Math.max(...servers.map((server) => residentBytes(server.pid))),
        };
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
    }
  }
  await database.drop();
}

// ---- The whole run ------------------------------------------------------------------------------

/** What the table's titles do not say: the dense location's or the marketplace's sizes when not the issue's. */
function sizeNotes(options: Options): string[] {
  const wanted = (id: string) => options.only === null || options.only.has(id);
  const notes: string[] = [];
  if (
    (wanted('days-dense-postgresql') || wanted('create-dense-postgresql-2-processes')) &&
    (options.bookings !== DENSE_LOCATION_DEFAULTS.bookings || options.providers !== DENSE_LOCATION_DEFAULTS.providers)
  )
    notes.push(
      `The dense location here: ${options.providers.toLocaleString('en-US')} professionals, ${options.bookings.toLocaleString('en-US')} bookings (--bookings, --providers, --quick), not the issue's.`,
    );
  const { companies, locations, professionals, bookings } = options.market;
  if (
    ['cold-location-first-request', ...MARKETPLACE_READS].some(wanted) &&
    (companies !== MARKETPLACE_DEFAULTS.companies ||
      locations !== MARKETPLACE_DEFAULTS.locations ||
      professionals !== MARKETPLACE_DEFAULTS.professionals ||
      bookings !== MARKETPLACE_DEFAULTS.bookings)
  )
    notes.push(
      `The marketplace here: ${companies.toLocaleString('en-US')} companies, ${locations.toLocaleString('en-US')} locations, ${professionals.toLocaleString('en-US')} professionals, ${bookings.toLocaleString('en-US')} bookings (--market-…, --quick), not the issue's.`,
    );
  return notes;
}

/** The paths measured on PostgreSQL, skipped together when it cannot be reached. */
const POSTGRES_PATHS = [
  'hours-postgresql',
  'days-dense-postgresql',
  'create-postgresql-2-processes',
  'create-dense-postgresql-2-processes',
  'cold-location-first-request',
  ...MARKETPLACE_READS,
  'rss-after-marketplace-traffic',
];

async function main(): Promise<void> {
  const options = readOptions(process.argv.slice(2));
  const wanted = (id: string) => options.only === null || options.only.has(id);
  const startedAt = new Date();
  const loadAverageAtStart = loadavg();
  say(
    `HTTP benchmark: ${String(options.runs)} run(s), ${String(options.durationSeconds)} s per path after ${String(options.warmupSeconds)} s of warm-up; ${String(cpus().length)} CPUs, load average ${loadAverageAtStart
      .map((each) => each.toFixed(2))
      .join(' ')} — other processes on this machine make the figures noisy.`,
  );
  ensureProductionBuild(say);
  const runs: Record<string, Figures>[] = Array.from({ length: options.runs }, () => ({}));
  const once: Record<string, Figures> = {};

  if (wanted('initial-javascript')) {
    // A size, the same every run: measured once, from a build of its own (as the budget test does).
    const { directory, remove } = await temporaryDirectory();
    const built = await buildStorefront(directory);
    once['initial-javascript'] = { gzipBytes: built.initialJavaScript.gzipBytes };
    await remove();
    say('The initial JavaScript measured.');
  }

  const postgresWanted = POSTGRES_PATHS.some(wanted);
  const problem = postgresWanted ? await postgresProblem(options.databaseUrl) : null;
  if (problem !== null) say(`⚠ SKIPPING the PostgreSQL paths: ${problem}.`);
  else if (postgresWanted) {
    await postgresReads(options, runs);
    await marketplaceReads(options, runs);
    if (wanted('create-postgresql-2-processes')) {
      say('Booking creation on PostgreSQL, two server processes:');
      for (const [index, run] of runs.entries()) await creation(options, run, index);
    }
  }
  if (wanted('hours-pglite') || wanted('rss-after-start-pglite') || wanted('location-page-html')) {
    say('PGlite:');
    for (const [index, run] of runs.entries()) await pglite(options, run, index);
  }

  const summaries: Record<string, Figures> = { ...once };
  for (const benchPath of BENCH_PATHS) {
    const measured = runs.flatMap((run) => (run[benchPath.id] === undefined ? [] : [run[benchPath.id] as Figures]));
    if (measured.length > 0) summaries[benchPath.id] = summarizeRuns(measured);
  }
  const rows = tableRows(summaries);
  say('');
  say(
    `${options.runs > 1 ? `Medians of ${String(options.runs)} runs (failures: the worst run)` : 'One run'}, ${startedAt.toISOString()}:`,
  );
  say(formatTable(rows));
  for (const line of sizeNotes(options)) say(line);
  const resultsDirectory = path.join(repository, 'tools/bench-http/results');
  await mkdir(resultsDirectory, { recursive: true });
  const file = path.join(resultsDirectory, `${startedAt.toISOString().replaceAll(':', '-')}.json`);
  await writeFile(
    file,
    `${JSON.stringify(
      {
        startedAt: startedAt.toISOString(),
        finishedAt: new Date().toISOString(),
        machine: { cpus: cpus().length, loadAverageAtStart, loadAverageAtEnd: loadavg(), node: process.version },
        options: { ...options, only: options.only === null ? null : [...options.only] },
        paths: BENCH_PATHS.map((benchPath) => ({
          ...benchPath,
          summary: summaries[benchPath.id] ?? null,
          runs: benchPath.id in once ? [once[benchPath.id]] : runs.map((run) => run[benchPath.id] ?? null),
        })),
        table: rows,
      },
      null,
      2,
    )}\n`,
  );
  say(`\nWritten to ${path.relative(process.cwd(), file)}.`);
}

try {
  await main();
} catch (error) {
  process.stderr.write(`✗ ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
} finally {
  await cleanUpAll();
}
