import { Command, CommanderError, Option } from 'commander';
import { DEFAULT_API_URL } from './cli-config';
import type { CliDeps } from './cli-deps';
import { CommandStopped, commandKit, commanderWriters, example } from './command-context';
import { messagesFor, type Locale } from './cli-messages';
import { json, type ErrorDocument } from './cli-output';
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
      // With --json, stderr carries only error documents: commander's own errors (an unknown option,
      // a missing argument, a value its reader refuses) are written as the CLI's usage document too.
      const asJson = asksForJson(argv);
      const program = buildProgram(
        deps,
        (code) => {
          exitCode = code;
        },
        asJson,
      );
      try {
        await program.parseAsync([...argv], { from: 'user' });
      } catch (error) {
        if (error instanceof CommanderError) {
          if (error.exitCode === 0) return EXIT.ok;
          const hint = dashValueHint(error, localeAsked(argv));
          if (asJson) deps.stderr.write(json(commanderErrorDocument(error, localeAsked(argv), hint)));
          else if (hint !== null) deps.stderr.write(`${hint}\n`);
          return EXIT.usage;
        }
        if (error instanceof CommandStopped) return exitCode;
        throw error;
      }
      return exitCode;
    },
  };
}

/** The words before `--` (after it, every word is an argument). */
const optionWords = (argv: readonly string[]): readonly string[] => {
  const end = argv.indexOf('--');
  return end === -1 ? argv : argv.slice(0, end);
};

/** Whether the command line asks for JSON, read before commander parses it: its errors come before any option is read. */
const asksForJson = (argv: readonly string[]): boolean => optionWords(argv).includes('--json');

/** The language the command line asks for, read the same way; English when it names none the CLI speaks. */
function localeAsked(argv: readonly string[]): Locale {
  const words = optionWords(argv);
  const at = words.indexOf('--locale');
  const named =
    at === -1 ? words.find((word) => word.startsWith('--locale='))?.slice('--locale='.length) : words[at + 1];
  return named === 'es' ? 'es' : 'en';
}

/**
 * A commander error as the `--json` usage document (docs/cli.md "JSON output"): its message without
 * commander's `error: ` prefix; a command group named without its command (help written as an error)
 * says that a command is missing.
 */
function commanderErrorDocument(error: CommanderError, locale: Locale, hint: string | null): ErrorDocument {
  const said =
    error.code === 'commander.help' ? messagesFor(locale).commandMissing : error.message.replace(/^error: /u, '');
  const message = hint === null ? said : `${said}; ${hint}`;
  return { error: { kind: 'usage', status: null, code: 'USAGE', message, fields: [] } };
}

/**
 * What to do when an "unknown option" is a value starting with a dash rather than a mistyped flag:
 * a confirmation code issued before codes never started with one (crypto-tokens.ts) is read by
 * commander as an option. A word of a single dash and more than one letter is no option the CLI has.
 */
function dashValueHint(error: CommanderError, locale: Locale): string | null {
  if (error.code !== 'commander.unknownOption') return null;
  const word = /'(-[^-][^']+)'/u.exec(error.message)?.[1];
  return word === undefined ? null : messagesFor(locale).dashValue(word);
}

function buildProgram(deps: CliDeps, exitWith: (code: ExitCode) => void, asJson: boolean): Command {
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
    .configureOutput(commanderWriters(deps, asJson))
    .showHelpAfterError(!asJson && '(add --help for usage)')
    .addHelpText(
      'after',
      example(
        'reserva config set api-key              # once: asks for the key, keeps it in your config file',
        'reserva availability first --location 5 --service 51',
      ),
    );

  const kit = commandKit(deps, exitWith, asJson);
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
