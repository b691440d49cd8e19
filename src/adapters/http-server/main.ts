// The server's entry point (docs/adr/0003, 0059): `npm start` serves, `npm run migrate` (the argument
// `migrate`) applies the pending migrations and exits. It reads the arguments and the configuration,
// guards the process, and hands over to the composition (server-container.ts) and its start-up.
import { serverLogger, wantsPrettyLogs } from '../observability/logger';
import { surviveStrayDatabaseFailures } from './process-guard';
import { runMigrateCommand } from './schema-migrations';
import { serverCommand } from './server-command';
import { readServerConfig } from './server-config';
import { composeServer } from './server-container';
import { startServer } from './start-server';

function stopOn(problems: readonly string[], exitCode = 1): never {
  for (const problem of problems) console.error(`✗ ${problem}`);
  process.exit(exitCode);
}

const command = serverCommand(process.argv.slice(2)).match(
  (chosen) => chosen,
  (usage) => stopOn([usage], 2),
);
const config = readServerConfig(process.env, process.cwd()).match(
  (read) => read,
  // Every wrong or missing setting at once, so that one start says all that must change.
  (problems) => {
    console.error('Reserva cannot start with these settings (docs/operations.md lists them all):');
    return stopOn(problems);
  },
);
// JSON lines on stdout, pretty on a developer's terminal (docs/adr/0060).
const logger = await serverLogger(config.logLevel, wantsPrettyLogs(process.env, process.stdout));
surviveStrayDatabaseFailures(logger);
if (command === 'migrate') process.exit(await runMigrateCommand(config.database));
const composed = await composeServer(config, { env: process.env, fetch: globalThis.fetch, logger });
if (composed.isErr()) stopOn(composed.error);
const started = await startServer(composed.value);
if (started.isErr()) stopOn(started.error);
