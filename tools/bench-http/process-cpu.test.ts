import process from 'node:process';
import { describe, expect, it } from 'vitest';
import { cpuMilliseconds, cpuMillisecondsOfStat, cpuUsedBetween, readCpu } from './process-cpu';

// What bench:http reads of the servers' and PostgreSQL's CPU time beside a create path's load.

describe('the CPU time of processes', () => {
  it('reads utime and stime from a stat line whose command holds spaces and parentheses', () => {
    const stat = '4242 (postgres: 15/main: a (b) c) S 1 4242 4242 0 -1 4194560 803 0 0 0 1234 56 0 0 20 0 1 0 99 1 2 3';

    expect(cpuMillisecondsOfStat(stat)).toBe(12_900);
    expect(() => cpuMillisecondsOfStat('4242 (node) S 1 2')).toThrow(/not a \/proc stat line/);
  });

  it('reads this process’s own time as /proc says it, growing with work, and nothing of a process that is not there', () => {
    const before = cpuMilliseconds(process.pid);
    if (before === undefined) throw new Error('no /proc/<pid>/stat on this machine: bench:http reads no CPU here');
    // Work until /proc's clock (10 ms a tick) has counted some of it: with both cores busy a fixed
    // spell of wall time may be spent waiting for a core. Ten seconds bound a clock that never moves.
    const bound = performance.now() + 10_000;
    let spun = 0;
    while (cpuMilliseconds(process.pid) === before && performance.now() < bound) spun += 1;
    const after = cpuMilliseconds(process.pid) ?? 0;

    expect(spun).toBeGreaterThan(0);
    expect(after).toBeGreaterThan(before);
    // Above the largest process id Linux allows (2^22).
    expect(cpuMilliseconds(2 ** 22 + 1)).toBeUndefined();
    expect([...readCpu([process.pid, 2 ** 22 + 1]).keys()]).toEqual([process.pid]);
  });

  it('counts a process read only after in full, one read only before no more, and nothing when none was read', () => {
    const before = new Map([
      [1, 100],
      [2, 50],
    ]);
    const after = new Map([
      [1, 130],
      [3, 20],
    ]);

    expect(cpuUsedBetween(before, after)).toBe(50);
    expect(cpuUsedBetween(before, new Map())).toBeUndefined();
  });
});
