// The HTTP benchmark's arithmetic and its report (issue 19; docs/adr/0069): the paths it measures
// with the targets, percentiles of response times, the median of several runs, whether a
// path meets its target, and the text table `npm run bench:http` prints. Pure: no I/O, no clock,
// so tools/bench-http/report.test.ts checks it without starting anything. A benchmark, not a test:
// nothing fails a build on a time it reports.
import { INITIAL_JAVASCRIPT_BUDGET_GZIP_BYTES } from '../bundle/initial-javascript-budget';

/** The figures one run measured for one path, by metric. A metric a path does not measure is absent. */
export interface Figures {
  /** Answered requests per second over the measured window (any status). */
  readonly requestsPerSecond?: number;
  /** 201s per second over the measured window (booking creation). */
  readonly createsPerSecond?: number;
  readonly p50Ms?: number;
  readonly p99Ms?: number;
  /** Answers other than 2xx (reads), or other than 201, 409 and 5xx (creation). */
  readonly otherAnswers?: number;
  /** Connection errors and timeouts: requests that got no answer. */
  readonly connectionErrors?: number;
  /** 409 answers to a create: the slot was taken meanwhile. Expected now and then, not a failure. */
  readonly conflicts?: number;
  readonly serverErrors?: number;
  /** Pairs of held bookings of one professional whose times overlap, read from the database afterwards. */
  readonly overlaps?: number;
  readonly gzipBytes?: number;
  readonly rssBytes?: number;
}

export type Metric = keyof Figures;

/**
 * How the runs of a metric are summed up: the median for speeds and sizes (the machine is shared and
 * noisy), the worst run for failures (one overlapping booking in any run is one too many).
 */
export const AGGREGATION: Readonly<Record<Metric, 'median' | 'worst'>> = {
  requestsPerSecond: 'median',
  createsPerSecond: 'median',
  p50Ms: 'median',
  p99Ms: 'median',
  otherAnswers: 'worst',
  connectionErrors: 'worst',
  conflicts: 'median',
  serverErrors: 'worst',
  overlaps: 'worst',
  gzipBytes: 'median',
  rssBytes: 'median',
};

export interface Criterion {
  readonly metric: Metric;
  readonly comparison: 'atLeast' | 'atMost';
  readonly target: number;
}

export type PathKind = 'read' | 'create' | 'javascript' | 'memory';

export interface BenchPath {
  /** Stable key of the JSON report. */
  readonly id: string;
  /** As the table names the path. */
  readonly title: string;
  readonly kind: PathKind;
  readonly criteria: readonly Criterion[];
  /** Said beside the target, for what the benchmark does not measure itself. */
  readonly note?: string;
}

const atLeast = (metric: Metric, target: number): Criterion => ({ metric, comparison: 'atLeast', target });
const atMost = (metric: Metric, target: number): Criterion => ({ metric, comparison: 'atMost', target });

/** A read meets its target only when every request was answered 2xx: a fast error is no speed. */
const answeredEveryRead = [atMost('otherAnswers', 0), atMost('connectionErrors', 0)] as const;

/**
 * What a create is held to, at the demo salon and at the dense location alike (issue 37: "creates
 * that do not slow with size"): 500 a second, p99 within 120 ms, and never an overlap or a 5xx.
 */
const creationTarget = [
  atLeast('createsPerSecond', 500),
  atMost('p99Ms', 120),
  atMost('overlaps', 0),
  atMost('serverErrors', 0),
  atMost('connectionErrors', 0),
] as const;

/** The table: what is measured on this machine and the target of each (issue 19). */
export const BENCH_PATHS: readonly BenchPath[] = [
  {
    id: 'hours-postgresql',
    title: 'hours, PostgreSQL, 50 connections',
    kind: 'read',
    criteria: [atLeast('requestsPerSecond', 1500), atMost('p99Ms', 50), ...answeredEveryRead],
  },
  {
    id: 'hours-pglite',
    title: 'hours, PGlite (the default), 50 connections',
    kind: 'read',
    criteria: [atLeast('requestsPerSecond', 600), atMost('p99Ms', 150), ...answeredEveryRead],
  },
  {
    id: 'location-page-html',
    title: 'location page HTML (rendered on the server, Accept: text/html), PGlite, 50 connections',
    kind: 'read',
    criteria: [atMost('p99Ms', 20), ...answeredEveryRead],
  },
  {
    id: 'days-dense-postgresql',
    title: 'days (14), a dense location: 200 professionals, 1M bookings over 2 years, PostgreSQL, 10 connections',
    kind: 'read',
    criteria: [atLeast('requestsPerSecond', 300), atMost('p99Ms', 100), ...answeredEveryRead],
  },
  {
    id: 'hours-marketplace-2-processes',
    title:
      'hours, the marketplace (2,000 locations, 20,000 professionals, 10M bookings), Zipf-spread over locations, 2 server processes on PostgreSQL, 50 connections',
    kind: 'read',
    criteria: [atLeast('requestsPerSecond', 1500), atMost('p99Ms', 50), ...answeredEveryRead],
  },
  {
    id: 'hours-marketplace-2-processes-at-1500',
    title:
      'hours, the marketplace, Zipf-spread, 2 server processes on PostgreSQL, 1,500 req/s sent at a steady pace over 50 connections, each timed from when it was due',
    kind: 'read',
    criteria: [atLeast('requestsPerSecond', 1500), atMost('p99Ms', 50), ...answeredEveryRead],
  },
  {
    id: 'days-marketplace-2-processes',
    title: 'days (14), the marketplace, Zipf-spread over locations, 2 server processes on PostgreSQL, 50 connections',
    kind: 'read',
    criteria: [atLeast('requestsPerSecond', 1500), atMost('p99Ms', 50), ...answeredEveryRead],
  },
  {
    id: 'days-marketplace-2-processes-at-1500',
    title:
      'days (14), the marketplace, Zipf-spread, 2 server processes on PostgreSQL, 1,500 req/s sent at a steady pace over 50 connections, each timed from when it was due',
    kind: 'read',
    criteria: [atLeast('requestsPerSecond', 1500), atMost('p99Ms', 50), ...answeredEveryRead],
  },
  {
    id: 'cold-location-first-request',
    title: 'hours, the first request for a location never asked before, the marketplace, one at a time',
    kind: 'read',
    criteria: [atMost('p99Ms', 30), ...answeredEveryRead],
  },
  {
    id: 'rss-after-marketplace-traffic',
    title:
      "server memory after the marketplace's paths, the larger of the 2 processes (issue 37 asks it after ten minutes: --duration 300)",
    kind: 'memory',
    criteria: [atMost('rssBytes', 450 * 1_000_000)],
  },
  {
    id: 'create-postgresql-2-processes',
    title: 'booking creation, 2 server processes on PostgreSQL, 20 clients',
    kind: 'create',
    criteria: creationTarget,
  },
  {
    id: 'create-dense-postgresql-2-processes',
    title:
      'booking creation at the dense location (200 professionals, 1M bookings over 2 years), 2 server processes on PostgreSQL, 20 clients',
    kind: 'create',
    criteria: creationTarget,
  },
  {
    id: 'initial-javascript',
    title: 'location page initial JavaScript',
    kind: 'javascript',
    // Issue 36's budget and score, as `npm run lighthouse` holds them.
    criteria: [atMost('gzipBytes', INITIAL_JAVASCRIPT_BUDGET_GZIP_BYTES)],
    note: 'Lighthouse mobile performance 100: `npm run lighthouse`',
  },
  {
    id: 'rss-after-start-pglite',
    title: 'server memory after start, PGlite',
    kind: 'memory',
    criteria: [atMost('rssBytes', 350 * 1_000_000)],
  },
];

/**
 * The `fraction` percentile (0.5, 0.99) of `values` by the nearest-rank method: the smallest value
 * at least that fraction of the values do not exceed. NaN for no values.
 */
export function percentile(values: readonly number[], fraction: number): number {
  if (!(fraction > 0 && fraction <= 1)) throw new RangeError(`a percentile is a fraction in (0, 1], not ${fraction}`);
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil(fraction * sorted.length);
  return sorted[rank - 1] ?? Number.NaN;
}

/** The median: the middle value, or the mean of the two middle ones. NaN for no values. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? Number.NaN;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? Number.NaN) + upper) / 2;
}

/**
 * One path's runs summed up metric by metric (AGGREGATION): a metric is in the summary when some run
 * measured it, from the runs that did.
 */
export function summarizeRuns(runs: readonly Figures[]): Figures {
  const summary: Partial<Record<Metric, number>> = {};
  for (const metric of Object.keys(AGGREGATION) as Metric[]) {
    const values = runs.flatMap((run) => (run[metric] === undefined ? [] : [run[metric]]));
    if (values.length === 0) continue;
    summary[metric] = AGGREGATION[metric] === 'median' ? median(values) : Math.max(...values);
  }
  return summary;
}

export interface Verdict {
  /** Null when the path was not measured, or met every criterion measured but not all of them were. */
  readonly met: boolean | null;
  /** The criteria missed, as the table says them (`p99 341 ms > 50 ms`). */
  readonly missed: readonly string[];
}

/** Whether `figures` meet `path`'s target. */
export function verdictOf(path: BenchPath, figures: Figures | undefined): Verdict {
  if (figures === undefined) return { met: null, missed: [] };
  const missed: string[] = [];
  let unmeasured = false;
  for (const criterion of path.criteria) {
    const value = figures[criterion.metric];
    if (value === undefined || Number.isNaN(value)) {
      unmeasured = true;
      continue;
    }
    const meets = criterion.comparison === 'atLeast' ? value >= criterion.target : value <= criterion.target;
    if (!meets)
      missed.push(
        `${metricText(criterion.metric, value)} ${criterion.comparison === 'atLeast' ? '<' : '>'} ${metricText(criterion.metric, criterion.target, false)}`,
      );
  }
  // A miss is a miss even when another figure is missing (no answers: no percentiles either).
  return { met: missed.length > 0 ? false : unmeasured ? null : true, missed };
}

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Milliseconds as people read them: one decimal under 10 ms, whole above, seconds from 10 s. */
function milliseconds(ms: number): string {
  if (ms >= 10_000) return `${oneDecimal.format(ms / 1000)} s`;
  return `${ms < 10 ? oneDecimal.format(ms) : whole.format(ms)} ms`;
}

/** One metric's value with its unit; `named` puts the metric's name before a latency (`p99 41 ms`). */
export function metricText(metric: Metric, value: number, named = true): string {
  switch (metric) {
    case 'requestsPerSecond':
      return `${whole.format(value)} req/s`;
    case 'createsPerSecond':
      return `${whole.format(value)} creates/s`;
    case 'p50Ms':
      return `${named ? 'p50 ' : ''}${milliseconds(value)}`;
    case 'p99Ms':
      return `${named ? 'p99 ' : ''}${milliseconds(value)}`;
    case 'otherAnswers':
      return `${whole.format(value)} other answers`;
    case 'connectionErrors':
      return `${whole.format(value)} unanswered`;
    case 'conflicts':
      return `${whole.format(value)} × 409`;
    case 'serverErrors':
      return `${whole.format(value)} × 5xx`;
    case 'overlaps':
      return `${whole.format(value)} overlaps`;
    case 'gzipBytes':
      return `${oneDecimal.format(value / 1000)} kB gzip`;
    case 'rssBytes':
      return `${whole.format(value / 1_000_000)} MB RSS`;
    default:
      return metric satisfies never;
  }
}

/** What the "now" column says of a path's figures: its headline metrics, then any failures. */
export function figuresText(path: BenchPath, figures: Figures | undefined): string {
  if (figures === undefined) return 'not measured';
  const shown: Metric[] = (() => {
    switch (path.kind) {
      case 'read':
        return ['requestsPerSecond', 'p50Ms', 'p99Ms'];
      case 'create':
        return ['createsPerSecond', 'p50Ms', 'p99Ms', 'conflicts', 'serverErrors', 'overlaps'];
      case 'javascript':
        return ['gzipBytes'];
      case 'memory':
        return ['rssBytes'];
      default:
        return path.kind satisfies never;
    }
  })();
  const failures: Metric[] = ['otherAnswers', 'connectionErrors'];
  return [
    ...shown.flatMap((metric) => (figures[metric] === undefined ? [] : [metricText(metric, figures[metric])])),
    ...failures.flatMap((metric) => {
      const value = figures[metric];
      return value === undefined || value === 0 ? [] : [metricText(metric, value)];
    }),
  ].join(', ');
}

/** The target column: the criteria that say speed or size, as the issue writes them. */
export function targetText(path: BenchPath): string {
  const said = path.criteria
    .filter((criterion) => !['otherAnswers', 'connectionErrors'].includes(criterion.metric))
    .map((criterion) =>
      // "≤ 0 overlaps" says "0 overlaps".
      criterion.comparison === 'atMost' && criterion.target === 0
        ? metricText(criterion.metric, 0)
        : `${criterion.comparison === 'atLeast' ? '≥' : '≤'} ${metricText(criterion.metric, criterion.target)}`,
    )
    // "≤ p99 50 ms" reads better as "p99 ≤ 50 ms".
    .map((text) => text.replace(/^([≥≤]) (p\d\d) /, '$2 $1 '));
  return [...said, ...(path.note === undefined ? [] : [path.note])].join(', ');
}

export interface TableRow {
  readonly path: string;
  readonly now: string;
  readonly target: string;
  readonly met: string;
}

/** The report's rows, one per path, from the summarized figures (absent: not measured). */
export function tableRows(summaries: Readonly<Record<string, Figures | undefined>>): readonly TableRow[] {
  return BENCH_PATHS.map((path) => {
    const figures = summaries[path.id];
    const verdict = verdictOf(path, figures);
    return {
      path: path.title,
      now: figuresText(path, figures),
      target: targetText(path),
      met: verdict.met === null ? '—' : verdict.met ? 'yes' : `no (${verdict.missed.join('; ')})`,
    };
  });
}

/** The rows as a Markdown table, which reads as plain text too and pastes into docs/performance.md. */
export function formatTable(rows: readonly TableRow[]): string {
  const header: TableRow = { path: 'Path', now: 'Now', target: 'Target', met: 'Met?' };
  const columns = ['path', 'now', 'target', 'met'] as const;
  const widths = columns.map((column) => Math.max(...[header, ...rows].map((row) => row[column].length)));
  const line = (row: TableRow) =>
    `| ${columns.map((column, index) => row[column].padEnd(widths[index] ?? 0)).join(' | ')} |`;
  const rule = `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}
