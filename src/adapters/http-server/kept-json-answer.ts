import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ResultAsync } from 'neverthrow';
import type { ApplicationError } from '#application/shared/application-error';
import { routeLabel } from '../observability/request-logging';
import type { Answer, ContractRoute } from './contract-route';
import { WrittenJson } from './written-json';
import { acceptsGzip } from './kept-page-answer';
import type { ReplayedAnswers } from './replayed-answers';
import { LIMITED_OPERATIONS } from './rate-limits';
import { STOREFRONT_ROUTES } from './storefront';

// A route's JSON answer as sent. A body written once (written-json.ts: the hours of an unchanged
// agenda, a location) goes as those bytes, gzipped once for a client that takes gzip, and may be
// replayed before the app while the route, asked the same again, still answers that very body
// (docs/adr/0146). Any other body is written afresh, the compress middleware compressing it.

/** Where a kept answer is offered for replay, and how the route is asked the same again. */
export interface JsonReplay {
  readonly replays: Pick<ReplayedAnswers, 'offer'> | undefined;
  /** The route asked again with the same input, from `origin` (the request's, worked out once it is offered). */
  readonly askAgain: (origin: string) => ResultAsync<Answer, ApplicationError>;
}

/**
 * Whether a route's answer may be replayed: a read, not counted against an abuse limit (ADR 0038:
 * a replay would not count it), 200. Its own headers (the hours' `Cache-Control: no-store`, which
 * tells caches between the server and the browser not to keep it) are replayed with it while the
 * route answers the same ones again: a replay is the route's answer of the moment, asked anew.
 */
function replayable(route: ContractRoute, method: string, answer: Answer): boolean {
  return method === 'GET' && LIMITED_OPERATIONS[route.operationId] === undefined && answer.status === 200;
}

/** Whether two answers' own headers are the same, name for name and value for value. */
function sameHeaders(one: Answer['headers'], other: Answer['headers']): boolean {
  if (one === other) return true;
  const names = Object.keys(one ?? {});
  if (names.length !== Object.keys(other ?? {}).length) return false;
  return names.every((name) => String(one?.[name]) === String(other?.[name]));
}

/** Sends `answer`'s JSON body; one written once as its bytes, offered to `replay` when it may be replayed. */
export function sendJsonAnswer(c: Context, route: ContractRoute, answer: Answer, replay: JsonReplay): Response {
  const status = answer.status as ContentfulStatusCode;
  const written = answer.body;
  if (!(written instanceof WrittenJson))
    return c.body(JSON.stringify(answer.body), status, { 'Content-Type': 'application/json' });
  const gzipped = acceptsGzip(c.req.header('accept-encoding'));
  // The compress middleware leaves an encoded answer alone, Vary included.
  if (gzipped) c.header('Vary', 'Accept-Encoding', { append: true });
  const body = gzipped ? written.gzipped() : written.bytes;
  if (replay.replays !== undefined && replayable(route, c.req.method, answer)) {
    const origin = new URL(c.req.url).origin;
    replay.replays.offer(c.req.raw, {
      status: answer.status,
      body,
      contentEncoding: gzipped ? 'gzip' : null,
      route: routeLabel(c, STOREFRONT_ROUTES, answer.status),
      operationId: route.operationId,
      stillCurrent: async () => {
        const again = await replay.askAgain(origin);
        return (
          again.isOk() &&
          again.value.status === answer.status &&
          again.value.body === answer.body &&
          sameHeaders(again.value.headers, answer.headers)
        );
      },
    });
  }
  return c.body(body, status, {
    'Content-Type': 'application/json',
    ...(gzipped ? { 'Content-Encoding': 'gzip' } : {}),
  });
}
