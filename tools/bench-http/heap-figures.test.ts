import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { heapFiguresOf, heapLine, readHeapFigures, type HeapFigures } from './heap-figures';

// What bench:http reads of its servers' garbage collectors (heap-probe.mjs) around a path.

const probe = path.join(path.dirname(fileURLToPath(import.meta.url)), 'heap-probe.mjs');

const figures = (overrides: Partial<HeapFigures>): HeapFigures => ({
  allocatedBytes: 0,
  scavenges: 0,
  otherCollections: 0,
  collectingMs: 0,
  longestMs: 0,
  at: 0,
  ...overrides,
});

const directories: string[] = [];
afterEach(() => {
  for (const directory of directories.splice(0)) rmSync(directory, { recursive: true, force: true });
});

describe("the servers' garbage collectors over a path", () => {
  it('reads what the probe writes, and nothing else', () => {
    const written = figures({ allocatedBytes: 5e8, scavenges: 40, otherCollections: 3, at: 1_700_000_000_000 });

    expect(heapFiguresOf(JSON.stringify(written))).toEqual(written);
    expect(heapFiguresOf('{"allocatedBytes": 1}')).toBeUndefined();
    expect(heapFiguresOf(JSON.stringify({ ...written, scavenges: 'many' }))).toBeUndefined();
    expect(heapFiguresOf('not json')).toBeUndefined();
    expect(heapFiguresOf('null')).toBeUndefined();
  });

  it('says the bytes allocated a request, the collections and their share of the time between two readings', () => {
    const before = figures({ allocatedBytes: 1e9, scavenges: 100, otherCollections: 10, collectingMs: 500, at: 0 });
    const after = figures({
      allocatedBytes: 1e9 + 190e6,
      scavenges: 190,
      otherCollections: 18,
      collectingMs: 1_650,
      longestMs: 58.25,
      at: 10_000,
    });

    expect(heapLine(before, after, 1_000)).toBe(
      '190.0 kB allocated a request (190 MB for 1,000); 90 scavenges and 8 other collections, 11.5 % of the time, the longest 58.3 ms',
    );
    expect(heapLine(before, before, 0)).toMatch(/^no request .*, no time,/);
  });

  it('counts, in a process that loads the probe, the bytes it allocates and the collections they cost', () => {
    const directory = mkdtempSync(path.join(tmpdir(), 'heap-figures-'));
    directories.push(directory);
    // Some 400 MB of short-lived arrays, then time for the probe to write (it writes every 500 ms).
    const child = spawnSync(
      process.execPath,
      [
        '--import',
        probe,
        '-e',
        `let kept = 0;
         for (let i = 0; i < 100_000; i++) kept += new Array(500).fill(i).length;
         setTimeout(() => console.log(process.pid, kept), 1_200);`,
      ],
      { env: { ...process.env, RESERVA_BENCH_HEAP_FIGURES_DIR: directory }, encoding: 'utf8' },
    );
    expect(child.status).toBe(0);
    const pid = Number(child.stdout.split(' ')[0]);
    const read = readHeapFigures(directory, pid);

    // Half a million numbers a thousand times over: 500 × 8 bytes × 100,000 = 400 MB, less what
    // the last collection has not yet counted (one young generation at most).
    expect(read?.allocatedBytes).toBeGreaterThan(300e6);
    expect(read?.allocatedBytes).toBeLessThan(1e9);
    expect(read?.scavenges).toBeGreaterThan(5);
    expect(read?.collectingMs).toBeGreaterThan(0);
    expect(readHeapFigures(directory, pid + 1)).toBeUndefined();
  });
});
