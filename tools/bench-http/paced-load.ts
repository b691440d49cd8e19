// Load at a steady pace (issue 37; docs/adr/0161): each target is sent `rate` requests a second,
// evenly spaced, over a pool of `connections` kept-alive connections, whatever the server answers.
// autocannon's loads (load.ts) are closed loops: each connection asks again as soon as it is
// answered, so a saturated server's latency is its connections divided by its rate (Little's law)
// and says nothing of how fast a request is at a given traffic. Here a request is due at its time
// whether or not the ones before it were answered, and its latency runs from that time — not from
// when a connection came free to send it — so a server that falls behind, or pauses, is charged
// every request it kept waiting (no "coordinated omission"). autocannon's own `overallRate` is not
// this: it lets each connection send as fast as it can until its quota for the second is used, then
// waits for the next second, a closed loop in bursts.
//
// Requests due in the warm-up are sent and answered but not counted; those due after it are, each
// with its whole time. Load goes only to this machine (load.ts `onThisMachine`).
import { Agent, request } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { onThisMachine, type LoadOutcome } from './load';

export interface PacedTarget {
  /** `http://127.0.0.1:PORT`, as the server printed it. */
  readonly origin: string;
  /** The most requests in flight on this target at once; the rest wait for a connection, their time running. */
  readonly connections: number;
  /** Requests a second sent to this target, evenly spaced. */
  readonly rate: number;
  /** The path of the next request sent, asked once for each request. */
  readonly nextPath: () => string;
  readonly headers?: Readonly<Record<string, string>>;
}

export interface PacedOutcome extends LoadOutcome {
  /** The load's own event loop delay, its 99th percentile in milliseconds: a late send is counted in the latencies. */
  readonly ownDelayP99Ms: number;
}

/** A request that got no answer within this is counted as a connection error (as load.ts's autocannon timeout). */
const TIMEOUT_MS = 30_000;

/** How often the pace is kept: every due request is sent at the first tick at or after its time. */
const TICK_MS = 1;

/** What came back, over every target. */
interface Tally {
  readonly latenciesMs: number[];
  readonly statuses: Map<number, number>;
  readonly answeredByTarget: number[];
  connectionErrors: number;
}

/** One target's requests: each due `1000 / rate` ms after the one before, from `started`. */
interface Pacer {
  /** Sends every request due by `now`; false once the last one has been sent. */
  keepPace(now: number): boolean;
  /** Resolves once every request sent has its answer, or none. */
  idle(): Promise<void>;
  close(): void;
}

function pacer(target: PacedTarget, index: number, tally: Tally, started: number, window: Window): Pacer {
  const { hostname, port } = new URL(target.origin);
  const agent = new Agent({ keepAlive: true, maxSockets: target.connections });
  const interval = 1000 / target.rate;
  // By index, so that the counted requests are exactly `seconds` × `rate`, whatever the rounding.
  const firstCounted = Math.round(window.warmupSeconds * target.rate);
  const all = Math.round((window.warmupSeconds + window.seconds) * target.rate);
  let sent = 0;
  let inFlight = 0;
  let whenIdle: (() => void) | null = null;

  const send = (due: number, counted: boolean) => {
    inFlight += 1;
    let over = false;
    // Once for each request: its answer read to the end (a status), or no answer (null).
    const finish = (status: number | null) => {
      if (over) return;
      over = true;
      inFlight -= 1;
      if (status !== null) tally.answeredByTarget[index] = (tally.answeredByTarget[index] ?? 0) + 1;
      if (counted && status === null) tally.connectionErrors += 1;
      else if (counted && status !== null) {
        tally.latenciesMs.push(performance.now() - due);
        tally.statuses.set(status, (tally.statuses.get(status) ?? 0) + 1);
      }
      if (inFlight === 0) whenIdle?.();
    };
    const outgoing = request(
      {
        agent,
        host: hostname,
        port,
        method: 'GET',
        path: target.nextPath(),
        headers: { accept: 'application/json', ...target.headers },
        timeout: TIMEOUT_MS,
      },
      (incoming) => {
        incoming.resume();
        incoming.on('end', () => {
          finish(incoming.statusCode ?? 0);
        });
        incoming.on('error', () => {
          finish(null);
        });
        // Closed before its end (the connection lost mid-answer): no answer. After it, a no-op.
        incoming.on('close', () => {
          finish(null);
        });
      },
    );
    outgoing.on('timeout', () => {
      outgoing.destroy(new Error(`no answer within ${String(TIMEOUT_MS)} ms`));
    });
    outgoing.on('error', () => {
      finish(null);
    });
    outgoing.end();
  };

  return {
    keepPace(now) {
      while (sent < all && started + sent * interval <= now) {
        send(started + sent * interval, sent >= firstCounted);
        sent += 1;
      }
      return sent < all;
    },
    idle: () =>
      new Promise<void>((resolve) => {
        if (inFlight === 0) resolve();
        else whenIdle = resolve;
      }),
    close() {
      agent.destroy();
    },
  };
}

interface Window {
  readonly seconds: number;
  readonly warmupSeconds: number;
}

/**
 * Sends every target its requests at its pace for `warmupSeconds` and then `seconds` more, waits for
 * every answer, and resolves with those due after the warm-up.
 */
export async function applyPacedLoad(
  targets: readonly PacedTarget[],
  seconds: number,
  warmupSeconds: number,
): Promise<PacedOutcome> {
  for (const target of targets) onThisMachine(target.origin);
  const tally: Tally = {
    latenciesMs: [],
    statuses: new Map(),
    answeredByTarget: targets.map(() => 0),
    connectionErrors: 0,
  };
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const started = performance.now();
  const pacers = targets.map((target, index) => pacer(target, index, tally, started, { seconds, warmupSeconds }));
  await new Promise<void>((resolve) => {
    const ticker = setInterval(() => {
      const now = performance.now();
      const pending = pacers.map((each) => each.keepPace(now));
      if (!pending.includes(true)) {
        clearInterval(ticker);
        resolve();
      }
    }, TICK_MS);
  });
  await Promise.all(pacers.map((each) => each.idle()));
  delay.disable();
  for (const each of pacers) each.close();
  return { seconds, ...tally, ownDelayP99Ms: delay.percentile(99) / 1e6 };
}
