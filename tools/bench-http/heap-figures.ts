// What a benchmark's servers' garbage collectors did during one path (issue 37): the figures
// heap-probe.mjs writes in each server, read before and after the path, as a line of the run's
// report. Bytes allocated a request, unlike a rate or a p99, barely move with the machine's load:
// they say what the code costs the collector (docs/performance.md). Parsing and phrasing are pure;
// reading is one file per server.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** What a server's collector did since the process started, as heap-probe.mjs writes it. */
export interface HeapFigures {
  readonly allocatedBytes: number;
  readonly scavenges: number;
  /** Mark-compacts, incremental marking steps and weak callbacks: every collection but a scavenge. */
  readonly otherCollections: number;
  readonly collectingMs: number;
  /** The longest single collection since the process started. */
  readonly longestMs: number;
  /** When it was written, in epoch milliseconds. */
  readonly at: number;
}

const FIELDS = ['allocatedBytes', 'scavenges', 'otherCollections', 'collectingMs', 'longestMs', 'at'] as const;

/** `text` as HeapFigures; undefined when it is not what heap-probe.mjs writes. */
export function heapFiguresOf(text: string): HeapFigures | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const record = parsed as Record<string, unknown>;
  return FIELDS.every((field) => typeof record[field] === 'number' && Number.isFinite(record[field]))
    ? (record as unknown as HeapFigures)
    : undefined;
}

/** The file heap-probe.mjs writes for process `pid` in `directory`. */
export const heapFiguresFile = (directory: string, pid: number): string =>
  path.join(directory, `heap-figures-${String(pid)}.json`);

/** Server `pid`'s latest figures; undefined when it wrote none (a server started without the probe). */
export function readHeapFigures(directory: string, pid: number): HeapFigures | undefined {
  try {
    return heapFiguresOf(readFileSync(heapFiguresFile(directory, pid), 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * One line for one server over a path, from its figures before and after it and the requests it
 * answered in between: bytes allocated a request, its collections, the share of the time spent in
 * them, the longest one (since the process started: the probe keeps no window).
 */
export function heapLine(before: HeapFigures, after: HeapFigures, requests: number): string {
  const allocated = after.allocatedBytes - before.allocatedBytes;
  const elapsedMs = after.at - before.at;
  const collecting = after.collectingMs - before.collectingMs;
  const perRequest = requests > 0 ? `${(allocated / requests / 1000).toFixed(1)} kB allocated a request` : 'no request';
  const share = elapsedMs > 0 ? `${((100 * collecting) / elapsedMs).toFixed(1)} % of the time` : 'no time';
  return (
    `${perRequest} (${(allocated / 1e6).toFixed(0)} MB for ${requests.toLocaleString('en-US')}); ` +
    `${String(after.scavenges - before.scavenges)} scavenges and ${String(after.otherCollections - before.otherCollections)} other collections, ` +
    `${share}, the longest ${after.longestMs.toFixed(1)} ms`
  );
}
