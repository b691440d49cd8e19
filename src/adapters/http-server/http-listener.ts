import { getRequestListener, type ServerType } from '@hono/node-server';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// The server's HTTP listener (issue 29, item 9; docs/adr/0092): @hono/node-server's request listener over
// Node's http server, with the timeouts that keep slow clients from holding its sockets. Node cuts a
// request whose headers have not all arrived within `headersMs`, or whose whole request (headers
// and body) has not within `requestMs`, answering 408 and closing the connection; it looks for them
// every `connectionsCheckingInterval`, 30 s by default — longer than the timeouts themselves — so
// the listener checks a few times per header timeout, at most every second.

export interface HttpTimeouts {
  /** RESERVA_HEADERS_TIMEOUT_MS: how long a request's headers may take to arrive. */
  readonly headersMs: number;
  /** RESERVA_REQUEST_TIMEOUT_MS: how long a whole request, headers and body, may take to arrive. */
  readonly requestMs: number;
}

/** How often Node looks for connections past their timeouts: a quarter of the header timeout, 50 ms to 1 s. */
export function connectionsCheckingInterval(timeouts: HttpTimeouts): number {
  return Math.min(1_000, Math.max(50, Math.floor(Math.min(timeouts.headersMs, timeouts.requestMs) / 4)));
}

/**
 * Answers a request before the app sees it, or calls `toApp` to leave it to the app
 * (replayed-answers.ts, docs/adr/0146).
 */
export type AnswerFirst = (incoming: IncomingMessage, outgoing: ServerResponse, toApp: () => void) => void;

/**
 * Serves `fetch` on `port` at `hostname` under `timeouts`, each request offered first to
 * `answerFirst` when given; `onListening` is told the address once it listens.
 */
export function listen(
  fetch: (request: Request) => Response | Promise<Response>,
  where: {
    readonly port: number;
    readonly hostname: string;
    readonly timeouts: HttpTimeouts;
    readonly answerFirst?: AnswerFirst;
  },
  onListening?: (info: AddressInfo) => void,
): ServerType {
  const { answerFirst } = where;
  // As @hono/node-server's serve() does, with each request offered to answerFirst before its listener.
  const app = getRequestListener(fetch, { hostname: where.hostname });
  const server = createServer(
    {
      headersTimeout: where.timeouts.headersMs,
      requestTimeout: where.timeouts.requestMs,
      connectionsCheckingInterval: connectionsCheckingInterval(where.timeouts),
    },
    (incoming, outgoing) => {
      const toApp = () => {
        void app(incoming, outgoing);
      };
      if (answerFirst === undefined) toApp();
      else answerFirst(incoming, outgoing, toApp);
    },
  );
  server.listen(where.port, where.hostname, () => {
    onListening?.(server.address() as AddressInfo);
  });
  return server;
}
