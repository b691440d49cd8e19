// Load for the HTTP benchmark (issue 19; docs/adr/0069): autocannon instances, one per server
// process, all run at once for a fixed time, and every answer's status and time gathered into one
// account — so two processes behind no proxy still read as one service, its percentiles taken over
// every answer rather than averaged between instances. Load goes only to this machine.
//
// The warm-up is the same load's first seconds, not a load of its own: answers that arrive during
// it are not counted, those after it are (with their whole time, however early they were asked).
// A warm-up stopped on its own would leave its requests queued in the server, to be worked off
// unseen in the measured window — on a slow server, most of it.
import { createRequire } from 'node:module';
import autocannon from 'autocannon';
import { percentile, type Figures } from './report';

export interface LoadTarget {
  /** `http://127.0.0.1:PORT`, as the server printed it. */
  readonly origin: string;
  readonly connections: number;
  /** Sent in turn by each connection, again and again (autocannon's `requests`). */
  readonly requests: autocannon.Request[];
  readonly headers?: Readonly<Record<string, string>>;
}

export interface LoadOutcome {
  /** The measured window, in seconds: the longest instance's run less the warm-up. */
  readonly seconds: number;
  /** Every answer's time, in milliseconds. */
  readonly latenciesMs: readonly number[];
  /** Answers by status. */
  readonly statuses: ReadonlyMap<number, number>;
  /** Requests that got no answer: connection errors and timeouts. */
  readonly connectionErrors: number;
  /** Answers each target gave, in the targets' order, the warm-up's included. */
  readonly answeredByTarget: readonly number[];
}

interface AutocannonQueue {
  readonly prototype: { addBody(this: unknown, data: Buffer): void };
}

/**
 * autocannon 9 appends every answer's body to a string as it arrives (`req.body += data`), which
 * decodes it as UTF-8. A gzipped page's 20 kB of binary decode slowly — most bytes are not ASCII —
 * so the client, not the server, set the location page's figures: a bare node:http server sending
 * those bytes read 3,836 req/s, p99 26 ms, and 24,271 req/s, p99 7 ms once the bodies were left
 * undecoded (docs/adr/0145). Nothing here reads a body (no `onResponse`, `verifyBody` or
 * `expectBody`), so each answer's body is left as the empty string it starts as; its bytes are
 * still received, parsed and counted by autocannon's parser. Fails loudly if autocannon's queue
 * changes shape.
 */
export function leaveBodiesUndecoded(): void {
  const queue = createRequire(import.meta.url)('autocannon/lib/pipelinedRequestsQueue.js') as AutocannonQueue;
  const { prototype } = queue;
  if (typeof prototype.addBody !== 'function')
    throw new Error("autocannon's PipelinedRequestsQueue no longer has addBody: see docs/adr/0145");
  prototype.addBody = function addBody(this: unknown): void {
    // The body is not kept: nothing in the benchmark reads it.
  };
}

export function onThisMachine(origin: string): void {
  const { hostname } = new URL(origin);
  if (hostname !== '127.0.0.1' && hostname !== 'localhost' && hostname !== '[::1]')
    throw new Error(`the benchmark sends load only to this machine, not to ${origin}`);
}

/**
 * Runs every target at once for `warmupSeconds` and then `seconds` more; resolves with what came back
 * after the warm-up.
 */
export async function applyLoad(
  targets: readonly LoadTarget[],
  seconds: number,
  warmupSeconds: number,
): Promise<LoadOutcome> {
  for (const target of targets) onThisMachine(target.origin);
  leaveBodiesUndecoded();
  const latenciesMs: number[] = [];
  const statuses = new Map<number, number>();
  const measuredFrom = performance.now() + warmupSeconds * 1000;
  const answeredByTarget = targets.map(() => 0);
  const results = await Promise.all(
    targets.map(
      (target, index) =>
        new Promise<autocannon.Result>((resolve, reject) => {
          const instance = autocannon(
            {
              url: target.origin,
              connections: target.connections,
              duration: warmupSeconds + seconds,
              requests: target.requests,
              headers: { accept: 'application/json', ...target.headers },
              timeout: 30,
            },
            (error: Error | null, result: autocannon.Result) => {
              if (error === null) resolve(result);
              else reject(error);
            },
          );
          instance.on('response', (_client, statusCode, _bytes, responseTime) => {
            answeredByTarget[index] = (answeredByTarget[index] ?? 0) + 1;
            if (performance.now() < measuredFrom) return;
            latenciesMs.push(responseTime);
            statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
          });
        }),
    ),
  );
  return {
    seconds: Math.max(...results.map((result) => result.duration)) - warmupSeconds,
    latenciesMs,
    statuses,
    connectionErrors: results.reduce((sum, result) => sum + result.errors, 0),
    answeredByTarget,
  };
}

function answered(outcome: LoadOutcome, accept: (status: number) => boolean): number {
  let count = 0;
  for (const [status, times] of outcome.statuses) if (accept(status)) count += times;
  return count;
}

/** A read's figures: answers per second, p50 and p99 over every answer, what was not 2xx. */
export function readFigures(outcome: LoadOutcome): Figures {
  return {
    requestsPerSecond: outcome.latenciesMs.length / outcome.seconds,
    p50Ms: percentile(outcome.latenciesMs, 0.5),
    p99Ms: percentile(outcome.latenciesMs, 0.99),
    otherAnswers: answered(outcome, (status) => status < 200 || status >= 300),
    connectionErrors: outcome.connectionErrors,
  };
}

/** Booking creation's figures: 201s per second, p50 and p99 over every answer, 409s, 5xx, the rest. */
export function createFigures(outcome: LoadOutcome, overlaps: number): Figures {
  return {
    createsPerSecond: answered(outcome, (status) => status === 201) / outcome.seconds,
    p50Ms: percentile(outcome.latenciesMs, 0.5),
    p99Ms: percentile(outcome.latenciesMs, 0.99),
    conflicts: answered(outcome, (status) => status === 409),
    serverErrors: answered(outcome, (status) => status >= 500),
    otherAnswers: answered(outcome, (status) => status !== 201 && status !== 409 && status < 500),
    connectionErrors: outcome.connectionErrors,
    overlaps,
  };
}
