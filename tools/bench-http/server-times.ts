// How long each benchmark server itself took over a path (issue 37): its requests' own time, from
// the request's arrival at the app (or at the replays before it) to its answer written, read off the
// server's histogram `reserva_http_request_duration_seconds` in /metrics at the warm-up's end and
// after the path.
// The load's latency is that time plus the time a request waits to be read at all: in a closed loop
// of 25 connections to one saturated process, the whole rest. Set side by side, the two say whether
// a path's p99 is its requests' work or the process's queue (docs/performance.md). Pure: the
// exposition text in, figures and a line out.

/** One operation's requests by how long the server took: cumulative counts at each bucket's bound. */
export interface RequestTimes {
  /** The buckets' upper bounds in seconds, ascending; the last is Infinity. */
  readonly boundsSeconds: readonly number[];
  /** How many requests took at most each bound, summed over every status. */
  readonly atMost: readonly number[];
}

const BUCKET = /^reserva_http_request_duration_seconds_bucket\{([^}]*)\} (\S+)$/;

/** A line's labels, `name="value"` pairs, as a map (values hold no quotes here). */
function labels(text: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [, name, value] of text.matchAll(/([a-z_]+)="([^"]*)"/g)) found.set(name as string, value as string);
  return found;
}

/** `operationId`'s request times in Prometheus's exposition text; no requests when it has none. */
export function requestTimesIn(exposition: string, operationId: string): RequestTimes {
  const byBound = new Map<number, number>();
  for (const line of exposition.split('\n')) {
    const found = BUCKET.exec(line);
    if (found === null) continue;
    const named = labels(found[1] as string);
    if (named.get('operation_id') !== operationId) continue;
    const bound = named.get('le') === '+Inf' ? Number.POSITIVE_INFINITY : Number(named.get('le'));
    byBound.set(bound, (byBound.get(bound) ?? 0) + Number(found[2]));
  }
  const boundsSeconds = [...byBound.keys()].sort((a, b) => a - b);
  return { boundsSeconds, atMost: boundsSeconds.map((bound) => byBound.get(bound) ?? 0) };
}

/** The requests answered between two readings of one server (the same buckets, as one server has). */
export function requestTimesBetween(before: RequestTimes, after: RequestTimes): RequestTimes {
  return {
    boundsSeconds: after.boundsSeconds,
    atMost: after.atMost.map((count, index) => {
      const bound = after.boundsSeconds[index];
      const earlier = before.boundsSeconds.indexOf(bound as number);
      return count - (earlier === -1 ? 0 : (before.atMost[earlier] ?? 0));
    }),
  };
}

const millis = (seconds: number) => `${String(Math.round(seconds * 1000))} ms`;

/**
 * The share of requests within each bound up to the one that holds 99 % of them, that bound named
 * as where the server's own p99 lies; "no requests" when there were none.
 */
export function serverTimeLine(times: RequestTimes): string {
  const total = times.atMost.at(-1) ?? 0;
  if (total === 0) return 'no requests';
  const shares: string[] = [];
  let p99Bound = Number.POSITIVE_INFINITY;
  for (const [index, bound] of times.boundsSeconds.entries()) {
    const share = (times.atMost[index] ?? 0) / total;
    if (bound === Number.POSITIVE_INFINITY) break;
    shares.push(`${(100 * share).toFixed(1)} % within ${millis(bound)}`);
    if (share >= 0.99) {
      p99Bound = bound;
      break;
    }
  }
  const p99 = p99Bound === Number.POSITIVE_INFINITY ? 'beyond the last bucket' : `within ${millis(p99Bound)}`;
  return `${shares.join(', ')}; the server's own p99 ${p99} (${String(total)} requests)`;
}
