// `npm run lighthouse [-- --runs N] [-- --report-dir DIR]` (issue 4): builds the storefront, starts
// the real server (`npm start`'s main.ts) on a free port over a fresh embedded database with the
// demo data, and runs Lighthouse (its default mobile emulation and simulated throttling) in
// Debian's chromium over
//   - the location page, /cl/sucursal/1, and
//   - the booking wizard a marketplace link opens at once, /cl/sucursal/1?services_id=1&creative_source=marketplace,
// printing each page's performance, accessibility and SEO scores, FCP, LCP, TBT and CLS, the initial
// JavaScript once (tools/bundle/initial-javascript.ts), issue 36's targets beside them, and the audits
// Lighthouse flags. With --runs N each page is measured N times: the scores of the run of median
// performance are reported, and LCP and TBT as the median of the runs (each on its own); --report-dir
// DIR keeps the reports. Exits 0 when every target is met, 1 when one is
// not, 2 when it cannot measure — also when another build replaced dist/storefront, which the server
// serves, during the measurement. CHROME_PATH names another browser than /usr/bin/chromium.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { spawnServer, type SpawnedServer } from '../server/spawn-server';
import { CHROME_FLAGS, PAGES } from './lighthouse-pages';
import {
  buildStorefront,
  INITIAL_JAVASCRIPT_BUDGET_GZIP_BYTES,
  kilobytes,
  type InitialJavaScript,
} from '../bundle/initial-javascript';

// Issue 36's targets, on the production build, for both pages alike.
const TARGETS = {
  performance: 100,
  accessibility: 100,
  seo: 100,
  lcpMs: 1200,
  tbtMs: 50,
  initialJavaScriptGzipBytes: INITIAL_JAVASCRIPT_BUDGET_GZIP_BYTES,
} as const;

class UsageError extends Error {}

interface Options {
  readonly runs: number;
  readonly reportDir: string | null;
}

function readOptions(argv: readonly string[]): Options {
  let runs = 1;
  let reportDir: string | null = null;
  for (let index = 0; index < argv.length; index++) {
    const argument = argv[index];
    const value = argv[index + 1];
    if (argument === '--runs' && value !== undefined && /^[1-9]\d?$/.test(value)) runs = Number(value);
    else if (argument === '--report-dir' && value !== undefined) reportDir = path.resolve(value);
    else
      throw new UsageError(
        `unknown or incomplete argument ${String(argument)}; use [--runs N (1-99)] [--report-dir DIR]`,
      );
    index++;
  }
  return { runs, reportDir };
}

interface PageMeasurement {
  readonly name: string;
  readonly url: string;
  readonly performance: number;
  readonly accessibility: number;
  readonly seo: number;
  readonly fcpMs: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  /** Lighthouse's measure of the machine's speed; its simulated timings scale with it, so a busy machine reads slower. */
  readonly benchmarkIndex: number;
  /** Every run's performance score, lowest first, when the page was measured more than once. */
  readonly performanceOfRuns: readonly number[];
  /** The audits that did not pass, as Lighthouse words them. */
  readonly flagged: readonly string[];
}

const CATEGORIES = ['performance', 'accessibility', 'seo'] as const;

const METRICS = {
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
} as const;

/** The storefront files under /assets/ the page loaded during the run. */
function assetsLoaded(lhr: Result): string[] {
  const details = lhr.audits['network-requests']?.details;
  const items = details?.type === 'table' ? details.items : [];
  return items
    .map((item) => (typeof item['url'] === 'string' ? new URL(item['url']).pathname : ''))
    .filter((pathname) => pathname.startsWith('/assets/'))
    .map((pathname) => pathname.slice(1));
}

/** Why `lhr` measured nothing usable — the run's error, or the scores and metrics it lacks, with the audits' errors — or null. */
function failureOf(lhr: Result): string | null {
  if (lhr.runtimeError !== undefined) return `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`;
  const missing = [
    ...CATEGORIES.filter((category) => typeof lhr.categories[category]?.score !== 'number').map((category) => {
      const errored = (lhr.categories[category]?.auditRefs ?? [])
        .map((ref) => lhr.audits[ref.id])
        .filter((audit) => audit?.scoreDisplayMode === 'error')
        .map((audit) => `${audit?.id ?? ''}: ${audit?.errorMessage ?? ''}`);
      return `no ${category} score${errored.length === 0 ? '' : ` (${errored.join('; ')})`}`;
    }),
    ...Object.values(METRICS)
      .filter((audit) => lhr.audits[audit]?.numericValue === undefined)
      .map((audit) => `no ${audit} (${lhr.audits[audit]?.errorMessage ?? 'not audited'})`),
  ];
  return missing.length === 0 ? null : missing.join('; ');
}

function score(lhr: Result, category: string): number {
  return Math.round((lhr.categories[category]?.score ?? Number.NaN) * 100);
}

function metric(lhr: Result, audit: string): number {
  return lhr.audits[audit]?.numericValue ?? Number.NaN;
}

/** Opportunities, diagnostics, accessibility and SEO failures: every scored audit of the three categories below 0.9, worst first. */
function flaggedAudits(lhr: Result): string[] {
  const refs = CATEGORIES.flatMap((category) => lhr.categories[category]?.auditRefs ?? []).filter(
    (ref) => ref.group !== 'metrics',
  );
  return refs
    .map((ref) => lhr.audits[ref.id])
    .filter(
      (audit): audit is NonNullable<typeof audit> => audit !== undefined && audit.score !== null && audit.score < 0.9,
    )
    .sort((a, b) => (a.score ?? 0) - (b.score ?? 0))
    .map((audit) => `${audit.id}: ${audit.title}${audit.displayValue === undefined ? '' : ` — ${audit.displayValue}`}`);
}

/** What `lhr` measured; only for a run `failureOf` finds nothing wrong with. */
function measurementOf(name: string, lhr: Result): PageMeasurement {
  return {
    name,
    url: lhr.finalDisplayedUrl,
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    seo: score(lhr, 'seo'),
    fcpMs: metric(lhr, METRICS.fcpMs),
    lcpMs: metric(lhr, METRICS.lcpMs),
    tbtMs: metric(lhr, METRICS.tbtMs),
    cls: metric(lhr, METRICS.cls),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    performanceOfRuns: [],
    flagged: flaggedAudits(lhr),
  };
}

/** Writes a run's HTML and JSON reports as `name`.report.html and `name`.report.json in `directory`. */
function writeReports(directory: string, name: string, reports: string | readonly string[]): void {
  mkdirSync(directory, { recursive: true });
  const [html, json] = typeof reports === 'string' ? [reports] : reports;
  if (html !== undefined) writeFileSync(path.join(directory, `${name}.report.html`), html);
  if (json !== undefined) writeFileSync(path.join(directory, `${name}.report.json`), json);
}

async function measure(
  chrome: LaunchedChrome,
  page: (typeof PAGES)[number],
  origin: string,
  built: ReadonlySet<string>,
  options: Options,
  pageIndex: number,
): Promise<PageMeasurement> {
  const url = `${origin}${page.path}`;
  const flags: Flags = {
    port: chrome.port,
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    output: ['html', 'json'],
  };
  const runs: { readonly measurement: PageMeasurement; readonly reports: string | string[] }[] = [];
  for (let run = 1; run <= options.runs; run++) {
    // On a busy machine Lighthouse sometimes records no usable trace and says to run it again: up to twice more.
    for (let attempt = 1; ; attempt++) {
      const result = await lighthouse(url, flags);
      if (result === undefined) throw new Error(`Lighthouse returned nothing for ${url}`);
      // dist/storefront is shared: another build (npm start's, the browser tests') may replace it while this measures.
      const foreign = assetsLoaded(result.lhr).filter((file) => !built.has(file));
      if (foreign.length > 0) {
        throw new Error(
          `the server served ${foreign.join(', ')}, which this build did not write: another process rebuilt dist/storefront while measuring; run again`,
        );
      }
      const failure = failureOf(result.lhr);
      if (failure === null) {
        runs.push({ measurement: measurementOf(page.name, result.lhr), reports: result.report });
        break;
      }
      if (options.reportDir !== null)
        writeReports(
          options.reportDir,
          `page-${String(pageIndex + 1)}.failed-${String(run)}-${String(attempt)}`,
          result.report,
        );
      if (attempt === 3) throw new Error(`Lighthouse measured nothing usable on ${url} in 3 attempts: ${failure}`);
      console.log(`  Lighthouse measured nothing usable (${failure}); running again`);
    }
  }
  const sorted = [...runs].sort((a, b) => a.measurement.performance - b.measurement.performance);
  const median = sorted[Math.floor(sorted.length / 2)] ?? runs[0];
  if (median === undefined) throw new Error('no run');
  if (options.reportDir !== null) writeReports(options.reportDir, `page-${String(pageIndex + 1)}`, median.reports);
  return {
    ...median.measurement,
    lcpMs: medianOf(runs.map((run) => run.measurement.lcpMs)),
    tbtMs: medianOf(runs.map((run) => run.measurement.tbtMs)),
    performanceOfRuns: sorted.map((run) => run.measurement.performance),
  };
}

/** The middle value of `values` (of an even count, the mean of the two middle ones). */
function medianOf(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? Number.NaN;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? Number.NaN) + upper) / 2;
}

const mark = (met: boolean) => (met ? '✓' : '✗');
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

function printInitialJavaScript(initial: InitialJavaScript): boolean {
  const met = initial.gzipBytes <= TARGETS.initialJavaScriptGzipBytes;
  console.log(
    `Initial JavaScript  ${kilobytes(initial.gzipBytes).padStart(9)} gzip   target ≤ ${kilobytes(TARGETS.initialJavaScriptGzipBytes)}  ${mark(met)}`,
  );
  for (const chunk of initial.chunks)
    console.log(
      `  ${chunk.fileName.padEnd(44)} ${kilobytes(chunk.gzipBytes).padStart(9)} gzip (${kilobytes(chunk.bytes)})`,
    );
  return met;
}

function printPage(measurement: PageMeasurement, runs: number): boolean {
  const performanceMet = measurement.performance >= TARGETS.performance;
  const accessibilityMet = measurement.accessibility >= TARGETS.accessibility;
  const seoMet = measurement.seo >= TARGETS.seo;
  const lcpMet = measurement.lcpMs <= TARGETS.lcpMs;
  const tbtMet = measurement.tbtMs <= TARGETS.tbtMs;
  const rows: readonly (readonly [string, string, string])[] = [
    [
      'Performance',
      String(measurement.performance),
      `target ${String(TARGETS.performance)}    ${mark(performanceMet)}`,
    ],
    [
      'Accessibility',
      String(measurement.accessibility),
      `target ${String(TARGETS.accessibility)}    ${mark(accessibilityMet)}`,
    ],
    ['SEO', String(measurement.seo), `target ${String(TARGETS.seo)}    ${mark(seoMet)}`],
    ['FCP', seconds(measurement.fcpMs), ''],
    ['LCP', seconds(measurement.lcpMs), `target ≤ ${seconds(TARGETS.lcpMs)}  ${mark(lcpMet)}`],
    ['TBT', `${measurement.tbtMs.toFixed(0)} ms`, `target ≤ ${String(TARGETS.tbtMs)} ms  ${mark(tbtMet)}`],
    ['CLS', measurement.cls.toFixed(3), ''],
  ];
  console.log('');
  const ofRuns =
    runs > 1
      ? `  (the median of ${String(runs)} runs scoring ${measurement.performanceOfRuns.join(', ')}; LCP and TBT the medians of the runs)`
      : '';
  console.log(
    `${measurement.name}  ${measurement.url}${ofRuns}  benchmark index ${measurement.benchmarkIndex.toFixed(0)}`,
  );
  for (const [label, value, target] of rows)
    console.log(`  ${label.padEnd(14)} ${value.padStart(9)}   ${target}`.trimEnd());
  if (measurement.flagged.length > 0) {
    console.log('  Flagged by Lighthouse:');
    for (const line of measurement.flagged) console.log(`    - ${line}`);
  }
  return performanceMet && accessibilityMet && seoMet && lcpMet && tbtMet;
}

async function main(): Promise<number> {
  const options = readOptions(process.argv.slice(2));
  console.log('Building the storefront…');
  const { initialJavaScript, files } = await buildStorefront();
  const built = new Set(files);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'reserva-lighthouse-'));
  let server: SpawnedServer | null = null;
  let chrome: LaunchedChrome | null = null;
  try {
    // `npm start` over a fresh embedded database with the demo data, whatever this shell's environment says.
    server = await spawnServer(
      { RESERVA_DATA_DIR: dataDir, DATABASE_URL: undefined, RESERVA_DEMO_DATA: undefined },
      120_000,
    );
    chrome = await launch({
      chromePath: process.env['CHROME_PATH'] ?? '/usr/bin/chromium',
      chromeFlags: CHROME_FLAGS,
      logLevel: 'error',
    });
    const measurements: PageMeasurement[] = [];
    for (const [index, page] of PAGES.entries()) {
      console.log(`Measuring ${page.name}…`);
      measurements.push(await measure(chrome, page, server.origin, built, options, index));
    }
    console.log(
      `\nLoad average ${loadavg()
        .map((load) => load.toFixed(1))
        .join(' ')} on this machine; Lighthouse's timings are simulated from its own, so a busy machine reads slower.`,
    );
    let met = printInitialJavaScript(initialJavaScript);
    for (const measurement of measurements) met = printPage(measurement, options.runs) && met;
    if (options.reportDir !== null) console.log(`\nReports: ${options.reportDir}`);
    console.log(`\n${met ? 'Every target is met.' : 'Some targets are not met.'}`);
    return met ? 0 : 1;
  } finally {
    chrome?.kill();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(
      `run-lighthouse: ${error instanceof UsageError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    process.exitCode = 2;
  },
);
