// What the server entry is asked to do by its arguments: serve (none) or `migrate` (docs/adr/0059).
import { err, ok, type Result } from 'neverthrow';

export type ServerCommand = 'serve' | 'migrate';

export const SERVER_USAGE =
  'Usage: main.ts [migrate] — no argument serves; `migrate` applies the pending migrations and exits.';

export function serverCommand(argv: readonly string[]): Result<ServerCommand, string> {
  if (argv.length === 0) return ok('serve');
  if (argv.length === 1 && argv[0] === 'migrate') return ok('migrate');
  return err(`Unknown arguments ${JSON.stringify(argv.join(' '))}. ${SERVER_USAGE}`);
}
