// How the server stops: on SIGINT or SIGTERM, requests in flight finish, then the background jobs'
// runs in progress, then the mail sender, the database and Redis close, in that order, since each
// writes to the next; a server that cannot listen stops its jobs and closes its database.
import type { ServerType } from '@hono/node-server';
import type { Logger } from '../observability/logger';
import type { BackgroundJobs } from './background-jobs';

export interface RunningServer {
  readonly server: ServerType;
  readonly jobs: BackgroundJobs;
  readonly mailSender: { close?(): void };
  readonly database: { close(): Promise<void> };
  readonly redisRateLimiter: { close(): Promise<void> } | null;
  readonly logger: Logger;
  /** Drained first, so /readyz answers 503 and a load balancer stops sending requests here (docs/adr/0061). */
  readonly health: { drain(): void };
  /** RESERVA_SHUTDOWN_GRACE_SECONDS: how long requests are still served, /readyz answering 503, before the listener closes. */
  readonly graceSeconds: number;
}

/** Exits 1 when the server cannot listen (the port taken, above all), saying why. */
export function stopWhenUnableToServe(
  running: RunningServer,
  where: { readonly host: string; readonly port: number },
): void {
  running.server.once('error', (error: NodeJS.ErrnoException) => {
    console.error(
      `✗ Cannot serve on ${where.host}:${String(where.port)}: ${error.code === 'EADDRINUSE' ? 'the port is in use (set PORT)' : error.message}`,
    );
    void running.jobs
      .stop()
      .then(() => running.database.close())
      .finally(() => process.exit(1));
  });
}

/**
 * Stops cleanly on the first SIGINT or SIGTERM: /readyz answers 503 at once and requests are still
 * served for the grace period, so a load balancer takes this process out before it stops listening;
 * then it closes. Exits 1 if closing takes over 10 s.
 */
export function stopOnSignals(running: RunningServer): void {
  const { server } = running;
  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = true;
    running.health.drain();
    console.log(
      `\n${signal}: stopping…${running.graceSeconds === 0 ? '' : ` (/readyz answers 503; requests are served for ${String(running.graceSeconds)} s more)`}`,
    );
    setTimeout(close, running.graceSeconds * 1000);
  };
  const close = (): void => {
    // Requests in flight finish; idle keep-alive connections would otherwise hold the close open.
    server.close((error) => {
      // A dispatch or an expiry sweep in progress finishes before the database it writes to closes.
      running.jobs
        .stop()
        .then(() => {
          running.mailSender.close?.();
          return Promise.all([running.database.close(), running.redisRateLimiter?.close()]);
        })
        .then(
          () => process.exit(error === undefined ? 0 : 1),
          (closeError: unknown) => {
            running.logger.error({ err: closeError }, 'The database did not close cleanly.');
            process.exit(1);
          },
        );
    });
    if ('closeIdleConnections' in server) server.closeIdleConnections();
    setTimeout(() => {
      running.logger.error('Still stopping after 10 s; exiting.');
      process.exit(1);
    }, 10_000).unref();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
