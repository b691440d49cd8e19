// Loaded into every server `npm run bench:http` starts (`node --import`, production-server.ts; issue
// 37): what the process's garbage collector did since it started, written every half second to
// `$RESERVA_BENCH_HEAP_FIGURES_DIR/heap-figures-<pid>.json` for the benchmark to read before and after
// a path (heap-figures.ts). The bytes allocated are counted from V8's GC profiler: what the heap
// held before each collection less what it held after the one before. They say what a request
// costs the collector whatever the machine's speed (docs/performance.md), where a rate and a p99 move
// with the machine's load. Plain JavaScript, so that Node loads it as it is before the server's bundle.
import { renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { setInterval } from 'node:timers';
import { GCProfiler } from 'node:v8';

const directory = process.env['RESERVA_BENCH_HEAP_FIGURES_DIR'];
if (directory !== undefined && directory !== '') {
  const file = path.join(directory, `heap-figures-${String(process.pid)}.json`);
  const figures = { allocatedBytes: 0, scavenges: 0, otherCollections: 0, collectingMs: 0, longestMs: 0 };
  /** @type {number | null} */
  let heldAfterLast = null;
  let profiler = new GCProfiler();
  profiler.start();
  const write = () => {
    const { statistics } = profiler.stop();
    profiler = new GCProfiler();
    profiler.start();
    for (const collection of statistics) {
      const before = collection.beforeGC.heapStatistics.usedHeapSize;
      if (heldAfterLast !== null) figures.allocatedBytes += Math.max(0, before - heldAfterLast);
      heldAfterLast = collection.afterGC.heapStatistics.usedHeapSize;
      if (collection.gcType === 'Scavenge') figures.scavenges++;
      else figures.otherCollections++;
      // `cost` is in microseconds.
      figures.collectingMs += collection.cost / 1000;
      figures.longestMs = Math.max(figures.longestMs, collection.cost / 1000);
    }
    const written = `${file}.${String(process.pid)}.tmp`;
    writeFileSync(written, JSON.stringify({ ...figures, at: Date.now() }));
    renameSync(written, file);
  };
  setInterval(write, 500).unref();
}
