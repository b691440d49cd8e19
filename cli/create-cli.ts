import { Command, CommanderError, Option } from 'commander';
import { DEFAULT_API_URL } from './cli-config';
import type { CliDeps } from './cli-deps';
import { CommandStopped, commandKit, example } from './command-context';
import { registerAgendaCommand } from './commands/agenda-command';
import { registerAvailabilityCommands } from './commands/availability-commands';
import { registerBookingsCommands } from './commands/bookings-commands';
import { registerCompletionCommand } from './commands/completion-command';
import { registerConfigCommands } from './commands/config-commands';
import { registerKeysCommands } from './commands/keys-commands';
import { registerGiftCardsCommands } from './commands/gift-cards-commands';
import { registerConsentsCommands } from './commands/consents-commands';
import { registerLocationsCommands } from './commands/locations-commands';
import { registerCatalogueCommands } from './commands/catalogue-commands';
import { registerProvidersCommands } from './commands/providers-commands';
import { registerReviewsCommands } from './commands/reviews-commands';
import { registerServicesCommands } from './commands/services-commands';
import { registerVehiclesCommands } from './commands/vehicles-commands';
import { EXIT, type ExitCode } from './exit-codes';

// The support CLI (issue 6): `reserva`, a commander tree built by a factory so tests run it in
// process. The program holds the global options; each command group registers its commands from
// its own module in cli/commands/ (issue 16). Every command drives a client-side use case
// (src/application/client-side) or one call of a Booking API port — the same ones the storefront
// drives — and only turns their answers into tables, JSON and exit codes (docs/adr/0023, 0055).

export function createCli(deps: CliDeps) {
  return {
    /** Runs one command line (without `node` and the script) and answers its exit code. */
    run: async (argv: readonly string[]): Promise<ExitCode> => {
      let exitCode: ExitCode = EXIT.ok;
      const program = buildProgram(deps, (code) => {
        exitCode = code;
      });
      try {
        await program.parseAsync([...argv], { from: 'user' });
      } catch (error) {
        if (error instanceof CommanderError) return error.exitCode === 0 ? EXIT.ok : EXIT.usage;
        if (error instanceof CommandStopped) return exitCode;
        throw error;
      }
      return exitCode;
    },
  };
}

function buildProgram(deps: CliDeps, exitWith: (code: ExitCode) => void): Command {
  const program = new Command('reserva')
    .description(
      'Reserva support CLI: find a free hour, book, cancel, confirm, move and look up bookings through the Booking API.',
    )
    .version(deps.version, '-V, --version', 'print the version')
    // No defaults shown from the environment or the config file: the help never prints a secret, and the
    // precedence (flag, environment, profile, default) is resolved per command (cli-config.ts).
    .addOption(
      new Option(
        '--api-url <url>',
        `the Booking API (from RESERVA_API_URL, else the profile; ${DEFAULT_API_URL} by default)`,
      ),
    )
    .addOption(
      new Option(
        '--api-key <key>',
        'the staff api-key (from RESERVA_API_KEY, else the profile: see reserva config set api-key)',
      ),
    )
    .addOption(
      new Option(
        '--profile <name>',
        'the profile of your config file to use (from RESERVA_PROFILE; "default" by default)',
      ),
    )
    .option('--json', 'write JSON (documented in docs/cli.md) instead of tables')
    .addOption(new Option('--locale <locale>', 'language of messages').choices(['en', 'es']).default('en'))
    .exitOverride()
    .configureOutput({
      writeOut: (text) => {
        deps.stdout.write(text);
      },
      writeErr: (text) => {
        deps.stderr.write(text);
      },
    })
    .showHelpAfterError('(add --help for usage)')
    .addHelpText(
      'after',
      example(
        'reserva config set api-key              # once: asks for the key, keeps it in your config file',
        'reserva availability first --location 5 --service 51',
      ),
    );

  const kit = commandKit(deps, exitWith);
  registerLocationsCommands(program, kit);
  registerCatalogueCommands(program, kit);
  registerServicesCommands(program, kit);
  registerProvidersCommands(program, kit);
  registerAvailabilityCommands(program, kit);
  registerBookingsCommands(program, kit);
  registerAgendaCommand(program, kit);
  registerVehiclesCommands(program, kit);
  registerReviewsCommands(program, kit);
  registerKeysCommands(program, kit);
  registerGiftCardsCommands(program, kit);
  registerConsentsCommands(program, kit);
  registerConfigCommands(program, kit);
  registerCompletionCommand(program, kit);
  return program;
}
