// What a V8 CPU profile (`node --cpu-prof`, a .cpuprofile) says of where the time went (issue 37):
// self and inclusive time by function and by module, as shares of the samples the process was busy
// in. A function is named by its original source when the bundle's source map says it
// (dist/server/main.mjs.map), so `src/adapters/observability/request-logging.ts` reads as itself
// rather than as a line of main.mjs. Shares, not milliseconds: on a shared machine the proportions
// mean something, the absolute times little.
import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { fileURLToPath } from 'node:url';

interface CallFrame {
  readonly functionName: string;
  readonly url: string;
  readonly lineNumber: number;
  readonly columnNumber: number;
}

interface ProfileNode {
  readonly id: number;
  readonly callFrame: CallFrame;
  readonly hitCount?: number;
  readonly children?: readonly number[];
}

/** The parts of a .cpuprofile the summary reads. */
export interface CpuProfile {
  readonly nodes: readonly ProfileNode[];
  readonly samples?: readonly number[];
  /** Microseconds on the monotonic clock (process.hrtime's, in µs) of the first sample. */
  readonly startTime?: number;
  /** Microseconds from each sample to the one before (the first: from startTime). */
  readonly timeDeltas?: readonly number[];
}

/** The part of a profile to summarise, in microseconds of the monotonic clock (process.hrtime.bigint() / 1000n). */
export interface ProfileWindow {
  readonly fromMicros: number;
  readonly toMicros: number;
}

export interface Share {
  readonly name: string;
  /** Share of the busy samples taken in the function (or module) itself, 0–1. */
  readonly self: number;
  /** Share of the busy samples with the function (or module) anywhere on the stack, 0–1. */
  readonly inclusive: number;
}

export interface ProfileSummary {
  /** Samples taken while the process was doing something: every sample but `(idle)`. */
  readonly busySamples: number;
  /** Share of all samples the process was idle, 0–1. */
  readonly idle: number;
  readonly functions: readonly Share[];
  readonly modules: readonly Share[];
}

/** Where a frame's code came from, for `url` (a file: URL, `node:…`, or empty for V8's own entries). */
export type Locate = (frame: CallFrame) => { readonly file: string; readonly line: number };

const SPECIAL = new Set(['(program)', '(garbage collector)', '(root)', '(idle)']);

/** The module a file belongs to: a package by name, Node's own by `node:`, the repository's by its path. */
export function moduleOf(file: string): string {
  if (file === '') return '(V8 and native)';
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file);
  if (inPackage?.[1] !== undefined) return inPackage[1];
  if (file.startsWith('node:')) return 'node: (Node.js itself)';
  const inRepository = /(?:^|\/)((?:src|cli|tools)\/.*)$/.exec(file);
  return inRepository?.[1] ?? file;
}

/**
 * Locates frames in their original sources through the source map `mapFileOf` names for a frame's
 * URL (null: none), each map read once; a frame no map covers keeps its URL and line.
 */
export function sourceMapLocatorOf(mapFileOf: (url: string) => string | null): Locate {
  const maps = new Map<string, SourceMap | null>();
  const mapOf = (url: string): SourceMap | null => {
    if (!maps.has(url)) {
      const file = mapFileOf(url);
      let map: SourceMap | null = null;
      if (file !== null) {
        try {
          map = new SourceMap(JSON.parse(readFileSync(file, 'utf8')) as never);
        } catch {
          map = null;
        }
      }
      maps.set(url, map);
    }
    return maps.get(url) ?? null;
  };
  return (frame) => {
    const entry = mapOf(frame.url)?.findEntry(frame.lineNumber, frame.columnNumber);
    // An entry of a column no mapping covers names no source.
    if (entry !== undefined && 'originalSource' in entry && typeof entry.originalSource === 'string')
      return {
        file: entry.originalSource.replace(/^.*?(node_modules|src|cli|tools)\//, '$1/'),
        line: entry.originalLine + 1,
      };
    return { file: frame.url.replace(/^file:\/\//, ''), line: frame.lineNumber + 1 };
  };
}

/** Locates frames of files with a linked source map (the server bundle) in their original sources. */
export function sourceMapLocator(): Locate {
  return sourceMapLocatorOf((url) => (url.startsWith('file:') ? `${fileURLToPath(url)}.map` : null));
}

const plainLocate: Locate = (frame) => ({ file: frame.url, line: frame.lineNumber + 1 });

/** Samples per node, from the samples within `window` when present (hitCount is 0 in profiles Node writes). */
function hitsByNode(profile: CpuProfile, window: ProfileWindow | undefined): Map<number, number> {
  const hits = new Map<number, number>();
  if (profile.samples !== undefined && profile.samples.length > 0) {
    // Only the samples within the window, when one is given: the load, not the start-up or the shutdown.
    let time = profile.startTime ?? 0;
    profile.samples.forEach((id, index) => {
      time += profile.timeDeltas?.[index] ?? 0;
      if (window !== undefined && (time < window.fromMicros || time > window.toMicros)) return;
      hits.set(id, (hits.get(id) ?? 0) + 1);
    });
  } else for (const node of profile.nodes) if ((node.hitCount ?? 0) > 0) hits.set(node.id, node.hitCount ?? 0);

  return hits;
}

/** Self and inclusive shares by function and by module, most inclusive first. */
export function summarizeProfile(
  profile: CpuProfile,
  locate: Locate = plainLocate,
  window?: ProfileWindow,
): ProfileSummary {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const hits = hitsByNode(profile, window);
  const names = new Map<number, { fn: string; module: string }>();
  const nameOf = (node: ProfileNode) => {
    let named = names.get(node.id);
    if (named === undefined) {
      const { functionName } = node.callFrame;
      if (SPECIAL.has(functionName)) named = { fn: functionName, module: functionName };
      else {
        const { file, line } = locate(node.callFrame);
        const module = moduleOf(file);
        const shortFile = file.replace(/^.*node_modules\//, '').replace(/^node:internal\//, 'node:');
        named = { fn: `${functionName === '' ? '(anonymous)' : functionName} ${shortFile}:${String(line)}`, module };
      }
      names.set(node.id, named);
    }
    return named;
  };

  let idleSamples = 0;
  let busySamples = 0;
  const fnSelf = new Map<string, number>();
  const fnInclusive = new Map<string, number>();
  const moduleSelf = new Map<string, number>();
  const moduleInclusive = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, count: number) => map.set(key, (map.get(key) ?? 0) + count);
  for (const [id, count] of hits) {
    const node = byId.get(id);
    if (node === undefined) continue;
    if (node.callFrame.functionName === '(idle)') {
      idleSamples += count;
      continue;
    }
    busySamples += count;
    const own = nameOf(node);
    add(fnSelf, own.fn, count);
    add(moduleSelf, own.module, count);
    // Each function and module once per sample, however often recursion puts it on the stack.
    const seenFns = new Set<string>();
    const seenModules = new Set<string>();
    for (let at: ProfileNode | undefined = node; at !== undefined; at = byId.get(parentOf.get(at.id) ?? -1)) {
      if (at.callFrame.functionName === '(root)') break;
      const named = nameOf(at);
      if (!seenFns.has(named.fn)) {
        seenFns.add(named.fn);
        add(fnInclusive, named.fn, count);
      }
      if (!seenModules.has(named.module)) {
        seenModules.add(named.module);
        add(moduleInclusive, named.module, count);
      }
    }
  }
  const shares = (self: Map<string, number>, inclusive: Map<string, number>): Share[] =>
    [...inclusive.keys()]
      .map((name) => ({
        name,
        self: (self.get(name) ?? 0) / Math.max(busySamples, 1),
        inclusive: (inclusive.get(name) ?? 0) / Math.max(busySamples, 1),
      }))
      .sort((a, b) => b.inclusive - a.inclusive || b.self - a.self);
  return {
    busySamples,
    idle: idleSamples / Math.max(idleSamples + busySamples, 1),
    functions: shares(fnSelf, fnInclusive),
    modules: shares(moduleSelf, moduleInclusive),
  };
}

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

/** The `count` largest shares by self time and by inclusive time, as Markdown tables. */
export function formatSummary(summary: ProfileSummary, count: number): string {
  const table = (title: string, rows: readonly Share[]) =>
    [
      `| ${title} | self | inclusive |`,
      '| --- | ---: | ---: |',
      ...rows.map(
        (row) => `| \`${row.name.replaceAll('|', '\\|')}\` | ${percent(row.self)} | ${percent(row.inclusive)} |`,
      ),
    ].join('\n');
  const bySelf = (rows: readonly Share[]) => [...rows].sort((a, b) => b.self - a.self).slice(0, count);
  // Inclusive rows without the frames every sample passes through (the event loop's own).
  const byInclusive = (rows: readonly Share[]) => rows.filter((row) => row.inclusive < 0.995).slice(0, count);
  return [
    `${String(summary.busySamples)} busy samples; idle ${percent(summary.idle)} of all samples.`,
    '',
    `Functions by self time (top ${String(count)}):`,
    '',
    table('function', bySelf(summary.functions)),
    '',
    `Functions by inclusive time (top ${String(count)}, below 99.5 %):`,
    '',
    table('function', byInclusive(summary.functions)),
    '',
    `Modules by self time (top ${String(count)}):`,
    '',
    table('module', bySelf(summary.modules)),
    '',
  ].join('\n');
}
