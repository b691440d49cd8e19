// A database connection that fails where no listener hears it — an 'error' a pg client emits between
// being handed out and heard, or a rejection nobody awaited — must not end the process (docs/adr/0049):
// it is said in one line, and the pool replaces the connection. Anything else is a bug: stop.
import type { Logger } from '../observability/logger';
import { isDatabaseUnreachable } from '../persistence/pg-database';

function survivingDatabaseFailures(kind: string, logger: Logger) {
  return (error: unknown) => {
    if (isDatabaseUnreachable(error)) {
      logger.warn({ err: error }, `A database connection failed outside any request (${kind}); the pool replaces it.`);
      return;
    }
    logger.fatal({ err: error }, `✗ ${kind}; stopping.`);
    process.exit(1);
  };
}

/** Installs the guard on this process, before the database is opened. */
export function surviveStrayDatabaseFailures(logger: Logger): void {
  process.on('uncaughtException', survivingDatabaseFailures('an uncaught exception', logger));
  process.on('unhandledRejection', survivingDatabaseFailures('an unhandled rejection', logger));
}
