import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { builtChunkLocator, cpuProfileOf, taskSummary, tasksOf, type TraceEvent } from './long-task-profile';

// A trace as Lighthouse records it with V8's sampler: the page's process (7) and another (9), the
// navigation at 1,000,000 µs, three tasks on the page's main thread, and a profile of 1 ms samples.

const PAGE = 7;
const MAIN = 70;
const NAVIGATION = 1_000_000;
const frame = (functionName: string, url = 'http://127.0.0.1:1234/assets/first-page-abc.js', lineNumber = 0) => ({
  functionName,
  url,
  lineNumber,
  columnNumber: 0,
  scriptId: 1,
});

const EVENTS: readonly TraceEvent[] = [
  { name: 'thread_name', ph: 'M', pid: PAGE, tid: MAIN, ts: 0, args: { name: 'CrRendererMain' } },
  { name: 'thread_name', ph: 'M', pid: 9, tid: 90, ts: 0, args: { name: 'CrRendererMain' } },
  {
    name: 'navigationStart',
    ph: 'R',
    pid: PAGE,
    tid: MAIN,
    ts: NAVIGATION,
    args: { data: { isLoadingMainFrame: true, documentLoaderURL: 'http://127.0.0.1:1234/cl/sucursal/1' } },
  },
  // 20 ms of script: a long task to the phone (80 ms).
  { name: 'RunTask', ph: 'X', pid: PAGE, tid: MAIN, ts: NAVIGATION + 100_000, dur: 20_000 },
  // 20 ms with a layout in it: 40 ms to the phone, not a long task.
  { name: 'RunTask', ph: 'X', pid: PAGE, tid: MAIN, ts: NAVIGATION + 200_000, dur: 20_000 },
  { name: 'Layout', ph: 'X', pid: PAGE, tid: MAIN, ts: NAVIGATION + 205_000, dur: 4_000 },
  // Under the minimum.
  { name: 'RunTask', ph: 'X', pid: PAGE, tid: MAIN, ts: NAVIGATION + 300_000, dur: 3_000 },
  // Another process's task and layout.
  { name: 'RunTask', ph: 'X', pid: 9, tid: 90, ts: NAVIGATION + 100_000, dur: 50_000 },
  { name: 'Layout', ph: 'X', pid: 9, tid: 90, ts: NAVIGATION + 105_000, dur: 1_000 },
  { name: 'Profile', ph: 'P', pid: PAGE, tid: MAIN, ts: NAVIGATION, args: { data: { startTime: NAVIGATION } } },
  {
    name: 'ProfileChunk',
    ph: 'P',
    pid: PAGE,
    tid: MAIN,
    ts: NAVIGATION,
    args: {
      data: {
        cpuProfile: {
          nodes: [
            { id: 1, callFrame: { functionName: '(root)' } },
            { id: 2, parent: 1, callFrame: frame('hydrate') },
            { id: 3, parent: 2, callFrame: frame('measure', 'http://127.0.0.1:1234/assets/first-page-abc.js', 3) },
          ],
          // The first sample 100 ms after the navigation, then one a millisecond.
          samples: [2, 3, 3, 3],
        },
        timeDeltas: [100_001, 1_000, 1_000, 1_000],
      },
    },
  },
  {
    name: 'ProfileChunk',
    ph: 'P',
    pid: PAGE,
    tid: MAIN,
    ts: NAVIGATION,
    args: { data: { cpuProfile: { samples: [2] }, timeDeltas: [100_000] } },
  },
];

describe("a Lighthouse trace's long tasks", () => {
  it("lists the page's main-thread tasks over the minimum, with what Lighthouse's phone makes of each", () => {
    expect(
      tasksOf(EVENTS, 10).map(({ startMs, durationMs, laidOut, simulatedMs }) => ({
        startMs,
        durationMs,
        laidOut,
        simulatedMs,
      })),
    ).toEqual([
      { startMs: 100, durationMs: 20, laidOut: false, simulatedMs: 80 },
      { startMs: 200, durationMs: 20, laidOut: true, simulatedMs: 40 },
    ]);
    expect(tasksOf(EVENTS, 1)).toHaveLength(3);
  });

  it('refuses a trace without the navigation', () => {
    expect(() =>
      tasksOf(
        EVENTS.filter((event) => event.name !== 'navigationStart'),
        10,
      ),
    ).toThrow(/no navigation/);
  });

  it("puts the page's profile together from its chunks and counts the samples taken in each task", () => {
    const profile = cpuProfileOf(EVENTS);
    expect(profile.samples).toEqual([2, 3, 3, 3, 2]);
    expect(profile.nodes.find((node) => node.id === 1)).toEqual({
      id: 1,
      callFrame: { functionName: '(root)', url: '', lineNumber: 0, columnNumber: 0 },
      children: [2],
    });
    const [first, second] = tasksOf(EVENTS, 10);
    if (first === undefined || second === undefined) throw new Error('two tasks');
    const inFirst = taskSummary(profile, first, (at) => ({ file: at.url, line: at.lineNumber + 1 }));
    expect(inFirst.busySamples).toBe(4);
    const measure = inFirst.functions.find((row) => row.name.startsWith('measure '));
    expect(measure?.self).toBe(0.75);
    expect(inFirst.functions.find((row) => row.name.startsWith('hydrate '))?.inclusive).toBe(1);
    // The sample 100 ms later falls in the second task.
    expect(taskSummary(profile, second, (at) => ({ file: at.url, line: 1 })).busySamples).toBe(1);
  });
});

describe("the built chunks' locator", () => {
  const directory = mkdtempSync(path.join(tmpdir(), 'reserva-locator-'));
  afterAll(() => {
    rmSync(directory, { recursive: true, force: true });
  });

  it('names a frame of a chunk by its original source, and leaves any other as it came', () => {
    mkdirSync(path.join(directory, 'assets'));
    // One mapping: generated line 0, column 0 -> sources[0] line 41 (0-based), column 2.
    writeFileSync(
      path.join(directory, 'assets', 'first-page-abc.js.map'),
      JSON.stringify({
        version: 3,
        sources: ['../../src/ui/features/location-page/use-overflow.ts'],
        names: [],
        mappings: 'AAyCE',
      }),
    );
    const locate = builtChunkLocator(directory);
    expect(locate(frame('measure'))).toEqual({ file: 'src/ui/features/location-page/use-overflow.ts', line: 42 });
    expect(locate(frame('x', 'http://127.0.0.1:1234/assets/unknown.js', 4))).toEqual({
      file: 'http://127.0.0.1:1234/assets/unknown.js',
      line: 5,
    });
  });
});
