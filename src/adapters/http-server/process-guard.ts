// A database connection that fails where no listener hears it — an 'error' a pg client emits between
// being handed out and heard, or a rejection nobody awaited — must not end the process (docs/adr/0049):
// it is said in one line, and the pool replaces the connection. Anything else is a bug: stop.
import { isDatabaseUnreachable } from '../persistence/pg-database';

function survivingDatabaseFailures(kind: string) {
  return (error: unknown) => {
    if (isDatabaseUnreachable(error)) {
      const code = typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? `${error.code} ` : '';
      console.error(`A database connection failed outside any request (${kind}: ${code}${error instanceof Error ? error.message : String(error)}); the pool replaces it.`);
      return;
    }
    console.error(`✗ ${kind}; stopping:`, error);
    process.exit(1);
  };
}

/** Installs the guard on this process, before the database is opened. */
export function surviveStrayDatabaseFailures(): void {
  process.on('uncaughtException', survivingDatabaseFailures('an uncaught exception'));
  process.on('unhandledRejection', survivingDatabaseFailures('an unhandled rejection'));
}
