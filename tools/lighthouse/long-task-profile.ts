// What a Lighthouse trace recorded with V8's sampling profiler (`additionalTraceCategories:
// 'disabled-by-default-v8.cpu_profiler'`) says of the page's long tasks (issue 36): each task of
// the page's main thread, how long it took, whether it laid the page out, what Lighthouse's
// simulation makes of it, and which functions its samples were taken in. Lighthouse's simulated
// throttling (Lantern) counts a task's observed time four times, and twice when the task laid the
// page out (its layout multiplier, 0.5 of the CPU's), so a task over 12.5 ms observed — 25 ms with
// a layout — is a long task to the phone it simulates. Used by `npm run lighthouse:profile`.
import path from 'node:path';
import type { CpuProfile, Locate, ProfileSummary } from '../bench-http/cpu-profile-summary';
import { sourceMapLocatorOf, summarizeProfile } from '../bench-http/cpu-profile-summary';

/** A trace event, as much of it as this reads. */
export interface TraceEvent {
  readonly name: string;
  readonly ph?: string;
  readonly pid: number;
  readonly tid: number;
  /** Microseconds. */
  readonly ts: number;
  readonly dur?: number;
  readonly args?: { readonly name?: string; readonly data?: Record<string, unknown> };
}

/** Lighthouse's CPU slowdown for its phone, and the share of it a task that laid the page out takes. */
export const SIMULATED_CPU_SLOWDOWN = 4;
export const LAYOUT_TASK_SHARE = 0.5;

export interface MainThreadTask {
  /** Milliseconds from the navigation's start. */
  readonly startMs: number;
  readonly durationMs: number;
  /** Whether a layout ran in it. */
  readonly laidOut: boolean;
  /** Its duration as Lighthouse's simulation counts it. */
  readonly simulatedMs: number;
  /** Its span on the trace's clock (µs), for the samples taken in it. */
  readonly fromMicros: number;
  readonly toMicros: number;
}

interface PageThread {
  readonly pid: number;
  readonly tid: number;
  /** The navigation's start, µs. */
  readonly startMicros: number;
}

/** The main thread of the page the trace navigated to, and when that navigation started. */
export function pageThreadOf(events: readonly TraceEvent[]): PageThread {
  const start = events.find(
    (event) =>
      event.name === 'navigationStart' &&
      event.args?.data?.['isLoadingMainFrame'] === true &&
      typeof event.args.data['documentLoaderURL'] === 'string' &&
      event.args.data['documentLoaderURL'].startsWith('http'),
  );
  if (start === undefined) throw new Error('the trace holds no navigation of the page');
  const thread = events.find(
    (event) => event.name === 'thread_name' && event.pid === start.pid && event.args?.name === 'CrRendererMain',
  );
  if (thread === undefined) throw new Error("the trace names no main thread for the page's process");
  return { pid: start.pid, tid: thread.tid, startMicros: start.ts };
}

/** The page's main-thread tasks of at least `minimumMs`, in order. */
export function tasksOf(events: readonly TraceEvent[], minimumMs: number): MainThreadTask[] {
  const thread = pageThreadOf(events);
  const onThread = events.filter((event) => event.pid === thread.pid && event.tid === thread.tid && event.ph === 'X');
  const layouts = onThread.filter((event) => event.name === 'Layout');
  return onThread
    .filter((event) => event.name === 'RunTask' && (event.dur ?? 0) >= minimumMs * 1000)
    .sort((a, b) => a.ts - b.ts)
    .map((task) => {
      const toMicros = task.ts + (task.dur ?? 0);
      const laidOut = layouts.some((layout) => layout.ts >= task.ts && layout.ts < toMicros);
      const durationMs = (task.dur ?? 0) / 1000;
      return {
        startMs: (task.ts - thread.startMicros) / 1000,
        durationMs,
        laidOut,
        simulatedMs: durationMs * SIMULATED_CPU_SLOWDOWN * (laidOut ? LAYOUT_TASK_SHARE : 1),
        fromMicros: task.ts,
        toMicros,
      };
    });
}

interface ChunkNode {
  readonly id: number;
  readonly parent?: number;
  /** A trace's chunks leave out a frame's empty fields (a native function's url, say). */
  readonly callFrame: Partial<CpuProfile['nodes'][number]['callFrame']>;
}

interface ChunkData {
  readonly startTime?: number;
  readonly cpuProfile?: { readonly nodes?: readonly ChunkNode[]; readonly samples?: readonly number[] };
  readonly timeDeltas?: readonly number[];
}

/** The page's CPU profile, put together from the trace's Profile and ProfileChunk events. */
export function cpuProfileOf(events: readonly TraceEvent[]): CpuProfile {
  const { pid } = pageThreadOf(events);
  const nodes = new Map<number, ChunkNode>();
  const samples: number[] = [];
  const timeDeltas: number[] = [];
  let startTime: number | undefined;
  for (const event of events) {
    if (event.pid !== pid || (event.name !== 'Profile' && event.name !== 'ProfileChunk')) continue;
    const data = event.args?.data as ChunkData | undefined;
    if (event.name === 'Profile') {
      startTime ??= data?.startTime;
      continue;
    }
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    samples.push(...(data?.cpuProfile?.samples ?? []));
    timeDeltas.push(...(data?.timeDeltas ?? []));
  }
  const children = new Map<number, number[]>();
  for (const node of nodes.values())
    if (node.parent !== undefined) children.set(node.parent, [...(children.get(node.parent) ?? []), node.id]);
  return {
    nodes: [...nodes.values()].map((node) => ({
      id: node.id,
      callFrame: {
        functionName: node.callFrame.functionName ?? '',
        url: node.callFrame.url ?? '',
        lineNumber: node.callFrame.lineNumber ?? 0,
        columnNumber: node.callFrame.columnNumber ?? 0,
      },
      children: children.get(node.id) ?? [],
    })),
    samples,
    timeDeltas,
    ...(startTime === undefined ? {} : { startTime }),
  };
}

/** Where the samples taken during `task` went, by function and module. */
export function taskSummary(profile: CpuProfile, task: MainThreadTask, locate: Locate): ProfileSummary {
  return summarizeProfile(profile, locate, { fromMicros: task.fromMicros, toMicros: task.toMicros });
}

/**
 * Locates frames of the storefront's chunks (`http://host/assets/name.js`) in their original
 * sources, through the source maps a build with `sourcemap` wrote beside them in `directory`.
 */
export function builtChunkLocator(directory: string): Locate {
  return sourceMapLocatorOf((url) => {
    const file = /\/assets\/([^/?#]+\.js)(?:[?#].*)?$/.exec(url)?.[1];
    return file === undefined ? null : path.join(directory, 'assets', `${file}.map`);
  });
}
