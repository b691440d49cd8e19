// The CPU time processes used, read from Linux's /proc (issue 37): what a create costs the server
// processes and PostgreSQL's backends, printed beside the rate a path reached. A rate moves with
// the machine's load and the JIT's warmth; CPU time a request says what the code costs, and where
// (docs/performance.md, "What a create costs, process by process").
import { readFileSync } from 'node:fs';

/** Ticks of /proc's clock a second (USER_HZ): 100 on every Linux Node runs on. */
const TICKS_PER_SECOND = 100;

/**
 * The user and system CPU milliseconds a /proc/<pid>/stat line says its process has used. The
 * command, in parentheses, may hold spaces and parentheses itself: the fields are counted from the
 * last ')'. utime and stime are the 14th and 15th fields (proc(5)).
 */
export function cpuMillisecondsOfStat(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const [utime, stime] = [fields[11], fields[12]].map(Number);
  if (utime === undefined || stime === undefined || !Number.isSafeInteger(utime) || !Number.isSafeInteger(stime))
    throw new Error(`not a /proc stat line: ${stat.slice(0, 80)}`);
  return ((utime + stime) * 1000) / TICKS_PER_SECOND;
}

/** The CPU milliseconds process `pid` has used; undefined when it is gone or not on this machine's /proc. */
export function cpuMilliseconds(pid: number): number | undefined {
  try {
    return cpuMillisecondsOfStat(readFileSync(`/proc/${String(pid)}/stat`, 'utf8'));
  } catch {
    return undefined;
  }
}

/** CPU milliseconds by process id, of those that could be read. */
export type CpuReading = ReadonlyMap<number, number>;

export function readCpu(pids: readonly number[]): CpuReading {
  const reading = new Map<number, number>();
  for (const pid of pids) {
    const used = cpuMilliseconds(pid);
    if (used !== undefined) reading.set(pid, used);
  }
  return reading;
}

/**
 * The CPU milliseconds used between two readings: a process read only after (it started between)
 * counts all it used, one read only before (it ended) nothing more. Undefined when the later
 * reading read no process at all (PostgreSQL on another machine).
 */
export function cpuUsedBetween(before: CpuReading, after: CpuReading): number | undefined {
  if (after.size === 0) return undefined;
  let used = 0;
  for (const [pid, now] of after) used += now - (before.get(pid) ?? 0);
  return used;
}
