// `npm run lighthouse:profile [-- --page location|wizard] [-- --runs N] [-- --minimum MS] [-- --top K]
//   [-- --storefront DIR] [-- --no-profiler]`
// (issue 36): where a page's Total Blocking Time comes from. Builds the storefront with source maps
// into a temporary folder (dist/ untouched), starts the real server on it over a fresh embedded
// database with the demo data, as `npm run lighthouse` does, and runs Lighthouse (its phone, its
// simulated throttling) on the page N times with V8's sampling profiler in the trace. For each run
// it prints Lighthouse's TBT and the long tasks it simulated, then each main-thread task of at least
// MS observed (12 by default: what the phone counts as 50), whether it laid the page out, what the
// simulation makes of it, and the K functions (and original sources) its samples were taken in
// most, by self and by inclusive time (long-task-profile.ts). The profiler adds its own cost:
// compare tasks with each other, and read TBT itself off `npm run lighthouse`. --storefront DIR
// profiles a storefront built before (its renderer in DIR-ssr, as the server expects; source maps
// beside its chunks if it is to name functions): builds of two commits measured in turn, run by run,
// differ less by the machine's drift than two batches do. --no-profiler records Lighthouse's own trace
// only and prints its TBT and long tasks: what `npm run lighthouse` measures.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { buildStorefront } from '../bundle/initial-javascript';
import type { Locate, Share } from '../bench-http/cpu-profile-summary';
import { spawnServer, type SpawnedServer } from '../server/spawn-server';
import { CHROME_FLAGS, PAGES } from './lighthouse-pages';
import { builtChunkLocator, cpuProfileOf, taskSummary, tasksOf, type TraceEvent } from './long-task-profile';

interface Options {
  readonly page: (typeof PAGES)[number];
  readonly runs: number;
  readonly minimumMs: number;
  readonly top: number;
  /** A storefront built before, instead of building one. */
  readonly storefront: string | null;
  readonly profiler: boolean;
}

function readOptions(argv: readonly string[]): Options {
  let page: (typeof PAGES)[number] = PAGES[1];
  let runs = 3;
  let minimumMs = 12;
  let top = 8;
  let storefront: string | null = null;
  let profiler = true;
  for (let index = 0; index < argv.length; index += 2) {
    const [argument, value] = [argv[index], argv[index + 1]];
    if (argument === '--no-profiler') {
      profiler = false;
      index -= 1;
    } else if (argument === '--page' && (value === 'location' || value === 'wizard'))
      page = value === 'location' ? PAGES[0] : PAGES[1];
    else if (argument === '--runs' && value !== undefined && /^[1-9]\d?$/.test(value)) runs = Number(value);
    else if (argument === '--minimum' && value !== undefined && /^\d+$/.test(value)) minimumMs = Number(value);
    else if (argument === '--top' && value !== undefined && /^[1-9]\d?$/.test(value)) top = Number(value);
    else if (argument === '--storefront' && value !== undefined) storefront = path.resolve(value);
    else
      throw new Error(
        `unknown or incomplete argument ${String(argument)}; use [--page location|wizard] [--runs N] [--minimum MS] [--top K] [--storefront DIR] [--no-profiler]`,
      );
  }
  return { page, runs, minimumMs, top, storefront, profiler };
}

const milliseconds = (value: number) => `${value.toFixed(1)} ms`;
const percent = (share: number) => `${(share * 100).toFixed(0)} %`;
const listed = (rows: readonly Share[], key: 'self' | 'inclusive', top: number) =>
  [...rows]
    .filter((row) => row[key] < 0.995 || key === 'self')
    .sort((a, b) => b[key] - a[key])
    .slice(0, top)
    .map((row) => `      ${percent(row[key]).padStart(5)}  ${row.name}`);

function printRun(run: number, lhr: Result, events: readonly TraceEvent[], locate: Locate, options: Options): void {
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  console.log(
    `\nRun ${String(run)}: TBT ${metric('total-blocking-time').toFixed(0)} ms, FCP ${metric('first-contentful-paint').toFixed(0)} ms, LCP ${metric('largest-contentful-paint').toFixed(0)} ms, TTI ${metric('interactive').toFixed(0)} ms (simulated)`,
  );
  const simulated = (
    lhr.audits['long-tasks']?.details as { items?: { startTime: number; duration: number; url: string }[] }
  ).items;
  for (const task of simulated ?? [])
    console.log(
      `  simulated long task at ${task.startTime.toFixed(0)} ms: ${task.duration.toFixed(0)} ms, ${task.url}`,
    );
  const profile = cpuProfileOf(events);
  for (const task of tasksOf(events, options.minimumMs)) {
    const summary = taskSummary(profile, task, locate);
    console.log(
      `  task at ${task.startMs.toFixed(0)} ms: ${milliseconds(task.durationMs)}${task.laidOut ? ', laid out' : ''}, simulated ${task.simulatedMs.toFixed(0)} ms, ${String(summary.busySamples)} samples`,
    );
    console.log(['    self:', ...listed(summary.functions, 'self', options.top)].join('\n'));
    console.log(['    inclusive:', ...listed(summary.functions, 'inclusive', options.top)].join('\n'));
  }
}

async function profileRuns(chrome: LaunchedChrome, origin: string, locate: Locate, options: Options): Promise<void> {
  const url = `${origin}${options.page.path}`;
  console.log(`Profiling ${options.page.name}, ${url}`);
  for (let run = 1; run <= options.runs; run++) {
    // On a busy machine Lighthouse sometimes records no usable trace: up to twice more.
    for (let attempt = 1; ; attempt++) {
      const result = await lighthouse(
        url,
        { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'] },
        {
          extends: 'lighthouse:default',
          settings: options.profiler ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {},
        },
      );
      const events = (result?.artifacts.Trace as { traceEvents?: TraceEvent[] } | undefined)?.traceEvents;
      if (result !== undefined && events !== undefined && result.lhr.runtimeError === undefined) {
        printRun(run, result.lhr, events, locate, options);
        break;
      }
      if (attempt === 3) throw new Error(`Lighthouse measured nothing usable on ${url} in 3 attempts`);
    }
  }
}

async function main(): Promise<void> {
  const options = readOptions(process.argv.slice(2));
  const folder = mkdtempSync(path.join(tmpdir(), 'reserva-lighthouse-profile-'));
  const storefront = options.storefront ?? path.join(folder, 'storefront');
  let server: SpawnedServer | null = null;
  let chrome: LaunchedChrome | null = null;
  try {
    if (options.storefront === null) {
      console.log('Building the storefront with source maps…');
      await buildStorefront(storefront, { withRenderer: true, sourcemap: true });
    }
    server = await spawnServer(
      {
        RESERVA_DATA_DIR: path.join(folder, 'data'),
        RESERVA_STOREFRONT_DIR: storefront,
        DATABASE_URL: undefined,
        RESERVA_DEMO_DATA: undefined,
      },
      120_000,
    );
    chrome = await launch({
      chromePath: process.env['CHROME_PATH'] ?? '/usr/bin/chromium',
      chromeFlags: CHROME_FLAGS,
      logLevel: 'error',
    });
    await profileRuns(chrome, server.origin, builtChunkLocator(storefront), options);
  } finally {
    chrome?.kill();
    await server?.stop();
    rmSync(folder, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 2;
});
