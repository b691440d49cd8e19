import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { Logger } from './logger';

// One access line per request (docs/adr/0060): method, route template, status, duration and
// request id. The route is the template the request matched (`/bookings/:bookingId/:accessToken`),
// never the path itself, since paths and query strings carry access tokens and review codes.

declare module 'hono' {
  interface ContextVariableMap {
    /** The request's id: the caller's X-Request-Id when sane, else a new UUID. */
    requestId: string;
  }
}

export const REQUEST_ID_HEADER = 'X-Request-Id';

/**
 * An incoming request id is kept when it is 1 to 128 characters of letters, digits and `._:=+/-`
 * (UUIDs, hex, base64, a proxy's `Root=1-…` ids): anything else could forge log lines or carry data.
 */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:=+/-]{1,128}$/;

/** The labels of requests no API route answered; each stands for many paths that are not logged. */
export const ROUTE_LABELS = {
  storefrontPage: '(storefront page)',
  staticFile: '(static file)',
  noRoute: '(no route)',
} as const;

export interface RequestLoggingOptions {
  /** The storefront's route templates (`/:country{[a-z][a-z]}/*`), logged as one label. */
  readonly pageRoutes: readonly string[];
}

/** The request id of `id` as given when sane, else a new one. */
export function requestIdFrom(given: string | undefined): string {
  return given !== undefined && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * What a log line names the request's route by: the API route's template it matched (the first
 * route with a method; middleware has none), a label for the storefront's pages, and for the rest
 * (assets, unknown paths) a label too.
 */
export function routeLabel(c: Context, pageRoutes: readonly string[], status: number): string {
  const route = matchedRoutes(c).find((matched) => matched.method !== 'ALL');
  if (route !== undefined) return pageRoutes.includes(route.path) ? ROUTE_LABELS.storefrontPage : route.path;
  return (c.req.method === 'GET' || c.req.method === 'HEAD') && status < 400
    ? ROUTE_LABELS.staticFile
    : ROUTE_LABELS.noRoute;
}

/** The request's id, set by requestLogging. */
export function requestIdOf(c: Context): string {
  return c.get('requestId');
}

/**
 * Middleware giving each request its id (X-Request-Id, accepted or made, and sent back) and
 * logging its access line once it is answered, or failed past every handler.
 */
export function requestLogging(logger: Logger, options: RequestLoggingOptions): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const requestId = requestIdFrom(c.req.header(REQUEST_ID_HEADER));
    c.set('requestId', requestId);
    c.header(REQUEST_ID_HEADER, requestId);
    let status = 500;
    try {
      await next();
      status = c.res.status;
      // A handler's own Response may not carry the headers set before it; an immutable one keeps its own.
      if (!c.res.headers.has(REQUEST_ID_HEADER)) {
        try {
          c.res.headers.set(REQUEST_ID_HEADER, requestId);
        } catch {
          // Immutable headers: the access line still names the id.
        }
      }
    } finally {
      logAccess(logger, {
        requestId,
        method: c.req.method,
        route: routeLabel(c, options.pageRoutes, status),
        status,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
      });
    }
  };
}

/** What a request's access line says. */
export interface AccessLine {
  readonly requestId: string;
  readonly method: string;
  readonly route: string;
  readonly status: number;
  /** To a tenth of a millisecond. */
  readonly durationMs: number;
}

/** Writes a request's access line: by requestLogging, and for a replayed answer (replayed-answers.ts). */
export function logAccess(logger: Logger, line: AccessLine): void {
  logger.info(
    {
      requestId: line.requestId,
      method: line.method,
      route: line.route,
      status: line.status,
      durationMs: line.durationMs,
    },
    `${line.method} ${line.route} ${String(line.status)}`,
  );
}
