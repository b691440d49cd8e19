import type { IncomingMessage, ServerResponse } from 'node:http';
import { WeightedLru, type CacheFigures } from '#application/shared/weighted-lru';
import { REQUEST_ID_HEADER, requestIdFrom } from '../observability/request-logging';

// Answers replayed as the app wrote them (issue 36; docs/adr/0146). A kept location page costs the
// app little, but each request still goes through @hono/node-server's Request and Response, Hono's
// middleware and the Fetch Headers, about four times what Node's own server costs. An answer whose
// handler says it may be replayed (`offer`: its bytes, and while they hold) is remembered once the
// app has answered it, with every header the app's middleware wrote; the same request asked again
// is answered from it on Node's ServerResponse, with a request id of its own, its access line and
// its metric, without entering the app. Nothing decides an answer here that the app did not: a
// request is "the same" only when everything the app could read of it is (method, address, Host,
// Accept, Accept-Language, Accept-Encoding), and any request with a cookie, a condition, a range or
// credentials always goes to the app. A route's word that its answer still holds is taken again,
// without asking, while nothing the caches of reads keep has changed, for 100 ms at most
// (docs/adr/0148).

/** What a handler says of an answer that may be replayed. */
export interface ReplayOffer {
  /** The status the handler answered; an answer the app ended with another (a later failure's 500) is not remembered. */
  readonly status: number;
  /** The bytes the answer's body was sent as (shared, never copied). */
  readonly body: Uint8Array;
  /**
   * The Content-Encoding those bytes are in (null: none). An answer that went out in another (the
   * compress middleware's deflate, say) went out as other bytes, and is not remembered.
   */
  readonly contentEncoding: string | null;
  /**
   * Whether those bytes still hold: asked before a replay; once false the answer is forgotten. A
   * route's answer asks the route again (hono-app.ts) and resolves once it has answered; its "yes"
   * is then taken again while the caches are unchanged, CONFIRMED_FOR_MS at most (docs/adr/0148).
   */
  readonly stillCurrent: () => boolean | Promise<boolean>;
  /** The access line's route label (request-logging.ts). */
  readonly route: string;
  /** The contract operation /metrics labels it with, if any. */
  readonly operationId?: string;
}

/** How a replayed request is accounted for, as the app's middleware accounts for the others. */
export interface ReplayAccounting {
  readonly logAccess: (line: {
    readonly requestId: string;
    readonly method: string;
    readonly route: string;
    readonly status: number;
    readonly durationMs: number;
  }) => void;
  readonly observeRequest?: (operationId: string | undefined, status: number, seconds: number) => void;
}

/**
 * Whether what a route's answer was made of may have changed (docs/adr/0148): the number the caches
 * of reads change with anything they keep (null while they keep nothing), and the server's clock.
 */
export interface ReplayCurrency {
  readonly changes: () => number | null;
  /** Milliseconds since the epoch, as the server's clock (a test clock included) reads them. */
  readonly now: () => number;
  /** Milliseconds of a monotonic clock; performance.now by default. */
  readonly elapsed?: () => number;
}

/**
 * How long an answer its route has just said is current is taken as current without asking the
 * route again, while nothing the caches keep has changed: the bound on how late a change that only
 * time makes (a day's hours cut at now plus the notice, an entry's five minutes) is seen by a replay.
 */
export const CONFIRMED_FOR_MS = 100;

export interface ReplayedAnswers {
  /** Called by a handler: the answer it is about to send for `request` may be replayed. */
  readonly offer: (request: Request, offer: ReplayOffer) => void;
  /** `fetch` remembering the answers offered, once written. */
  readonly remembering: (
    fetch: (request: Request, env?: unknown) => Response | Promise<Response>,
  ) => (request: Request, env?: unknown) => Promise<Response>;
  /** Answers `incoming` from what is remembered while it is current, or calls `toApp` to leave it to the app. */
  readonly answer: (incoming: IncomingMessage, outgoing: ServerResponse, toApp: () => void) => void;
  /** What is remembered, the requests replayed (hits) and those whose answer was no longer current (misses), for /metrics. */
  readonly figures: () => CacheFigures;
}

interface Remembered {
  readonly status: number;
  /** Every header as the app wrote it, flattened name, value, …, less the request id and the length. */
  readonly headers: readonly string[];
  readonly offer: ReplayOffer;
  /**
   * When its route last said it was current, on the server's clock and on a monotonic one, and what
   * the caches' changes then read; null until it has.
   */
  confirmed: { readonly changes: number; readonly at: number; readonly elapsedAt: number } | null;
}

/** Headers that, when a request carries them, the answer may depend on beyond the address: never replayed. */
const PERSONAL_OR_CONDITIONAL = [
  'cookie',
  'authorization',
  'api-key',
  'if-none-match',
  'if-modified-since',
  'if-match',
  'if-unmodified-since',
  'if-range',
  'range',
] as const;

/** Headers of the app's answer written per request, or by Node: not remembered. */
const WRITTEN_PER_ANSWER = new Set(['x-request-id', 'content-length', 'transfer-encoding', 'date', 'connection']);

const identity = (
  target: string,
  host: string | undefined,
  accept: string | undefined,
  language: string | undefined,
  encoding: string | undefined,
): string => JSON.stringify([target, host ?? null, accept ?? null, language ?? null, encoding ?? null]);

/** 1,024 answers, and 16 MiB of bodies (mostly shared with the kept pages) at most. */
const DEFAULT_ENTRIES = 1_024;
const DEFAULT_BUDGET_BYTES = 16 * 1024 * 1024;
const ENTRY_BASE_BYTES = 512;

/** What the app wrote for `request`, to be remembered under its identity; null when it must not be replayed. */
function rememberedOf(
  request: Request,
  response: Response,
  offer: ReplayOffer,
): { readonly key: string; readonly entry: Remembered; readonly weight: number } | null {
  if (request.method !== 'GET' || response.status !== offer.status) return null;
  if (PERSONAL_OR_CONDITIONAL.some((name) => request.headers.has(name))) return null;
  if (response.headers.has('set-cookie')) return null;
  if ((response.headers.get('content-encoding') ?? null) !== offer.contentEncoding) return null;
  const url = new URL(request.url);
  const headers: string[] = [];
  let weight = ENTRY_BASE_BYTES + offer.body.byteLength;
  response.headers.forEach((value, name) => {
    if (WRITTEN_PER_ANSWER.has(name)) return;
    headers.push(name, value);
    weight += name.length + value.length;
  });
  const key = identity(
    `${url.pathname}${url.search}`,
    request.headers.get('host') ?? undefined,
    request.headers.get('accept') ?? undefined,
    request.headers.get('accept-language') ?? undefined,
    request.headers.get('accept-encoding') ?? undefined,
  );
  // The key is kept too: a request's headers may make it long.
  return { key, entry: { status: response.status, headers, offer, confirmed: null }, weight: weight + 2 * key.length };
}

/**
 * Whether an answer its route said was current may be taken as current now without asking again:
 * nothing the caches keep has changed since, and both the server's clock and a monotonic one have
 * moved on by less than CONFIRMED_FOR_MS (not back: a test clock set back asks again).
 */
function confirmedStill(
  confirmed: Remembered['confirmed'],
  changes: number | null,
  at: number,
  elapsedAt: number,
): boolean {
  return (
    confirmed !== null &&
    changes !== null &&
    confirmed.changes === changes &&
    at >= confirmed.at &&
    at - confirmed.at < CONFIRMED_FOR_MS &&
    // A test clock that stands still does not hold a word past the bound either.
    elapsedAt - confirmed.elapsedAt < CONFIRMED_FOR_MS
  );
}

/**
 * Tells `settle` whether `found` is still current: at once when its route said so less than
 * CONFIRMED_FOR_MS ago with nothing kept changed since, or when a page's check is synchronous;
 * otherwise once its route, asked again, has answered — and then remembers when it said so.
 */
function whetherCurrent(
  found: Remembered,
  currency: ReplayCurrency | undefined,
  settle: (current: boolean) => void,
): void {
  // Read before the route is asked: a change while it answers makes its word count for nothing.
  const changes = currency?.changes() ?? null;
  const at = currency?.now() ?? Number.NaN;
  const elapsedAt = currency?.elapsed?.() ?? performance.now();
  if (confirmedStill(found.confirmed, changes, at, elapsedAt)) {
    settle(true);
    return;
  }
  const current = found.offer.stillCurrent();
  if (typeof current === 'boolean') {
    settle(current);
    return;
  }
  current.then(
    (isCurrent) => {
      if (isCurrent && changes !== null) found.confirmed = { changes, at, elapsedAt };
      settle(isCurrent);
    },
    () => {
      settle(false);
    },
  );
}

export function replayedAnswers(
  accounting: ReplayAccounting,
  limits: { readonly entries?: number; readonly budgetBytes?: number } = {},
  currency?: ReplayCurrency,
): ReplayedAnswers {
  const offers = new WeakMap<Request, ReplayOffer>();
  // Once full, an answer is remembered only when its request was answered lately too (docs/adr/0169).
  const kept = new WeightedLru<Remembered>(
    limits.budgetBytes ?? DEFAULT_BUDGET_BYTES,
    limits.entries ?? DEFAULT_ENTRIES,
    undefined,
    'secondSight',
  );

  /** What is remembered for `incoming`, when it may be replayed at all. */
  const lookUp = (incoming: IncomingMessage): { readonly key: string; readonly found: Remembered } | null => {
    if (kept.figures().entries === 0 || incoming.method !== 'GET' || incoming.url === undefined) return null;
    const given = incoming.headers;
    if (PERSONAL_OR_CONDITIONAL.some((name) => given[name] !== undefined)) return null;
    const key = identity(incoming.url, given.host, given.accept, given['accept-language'], given['accept-encoding']);
    const found = kept.get(key);
    return found === undefined ? null : { key, found };
  };

  const replay = (found: Remembered, incoming: IncomingMessage, outgoing: ServerResponse, started: number) => {
    const requestId = requestIdFrom(incoming.headers['x-request-id'] as string | undefined);
    const { body, route, operationId } = found.offer;
    outgoing.writeHead(found.status, [
      ...found.headers,
      REQUEST_ID_HEADER.toLowerCase(),
      requestId,
      'content-length',
      String(body.byteLength),
    ]);
    outgoing.end(body);
    const seconds = (performance.now() - started) / 1000;
    accounting.observeRequest?.(operationId, found.status, seconds);
    accounting.logAccess({
      requestId,
      method: 'GET',
      route,
      status: found.status,
      durationMs: Math.round(seconds * 10_000) / 10,
    });
  };

  return {
    offer(request, offer) {
      offers.set(request, offer);
    },
    remembering(fetch) {
      return async (request, env) => {
        const response = await fetch(request, env);
        const offer = offers.get(request);
        const remembered = offer === undefined ? null : rememberedOf(request, response, offer);
        if (remembered !== null) kept.set(remembered.key, remembered.entry, remembered.weight);
        return response;
      };
    },
    answer(incoming, outgoing, toApp) {
      const asked = lookUp(incoming);
      if (asked === null) {
        toApp();
        return;
      }
      const started = performance.now();
      // Counted only for the requests remembered: a hit replayed, a miss no longer current.
      const settle = (current: boolean) => {
        kept.counted(current);
        if (current) {
          replay(asked.found, incoming, outgoing, started);
          return;
        }
        if (kept.holds(asked.key, asked.found)) kept.delete(asked.key);
        toApp();
      };
      whetherCurrent(asked.found, currency, settle);
    },
    figures: () => kept.figures(),
  };
}
