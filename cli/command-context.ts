import { InvalidArgumentError, type Command } from 'commander';
import type { ResultAsync } from 'neverthrow';
import type { AvailabilityQueries } from '#application/ports/client/availability-queries';
import type { BookingChanges } from '#application/ports/client/booking-changes';
import type { BookingRequests } from '#application/ports/client/booking-requests';
import type { BookingSummaries } from '#application/ports/client/booking-summaries';
import type { CompanyProfiles } from '#application/ports/client/company-profiles';
import type { LocationAgendas } from '#application/ports/client/location-agendas';
import type { LocationBookings } from '#application/ports/client/location-bookings';
import type { LocationConsents } from '#application/ports/client/location-consents';
import type { LocationDirectory } from '#application/ports/client/location-directory';
import type { OfferedServices } from '#application/ports/client/offered-services';
import type { ProfessionalDirectory } from '#application/ports/client/professional-directory';
import type { PublishedReviews } from '#application/ports/client/published-reviews';
import type { StaffApiKeys } from '#application/ports/client/staff-api-keys';
import type { CompanyGiftCards } from '#application/ports/client/company-gift-cards';
import type { CompanyVehicles } from '#application/ports/client/company-vehicles';
import type { VehicleRecords } from '#application/ports/client/vehicle-records';
import type { CatalogueFiles } from '#application/ports/client/catalogue-files';
import { isBookingId } from '#domain/booking/booking-id';
import { parseLocalDate, type LocalDate } from '#domain/calendar/local-date';
import { isCompanyId, isLocationId } from '#domain/storefront/company';
import {
  DEFAULT_PROFILE,
  EMPTY_CONFIG,
  holdsAnApiKey,
  isProfileName,
  resolveConnection,
  type ConfigDocument,
  type ConnectionSettings,
  type Profile,
} from './cli-config';
import type { CliDeps } from './cli-deps';
import { messagesFor, type Locale, type Messages } from './cli-messages';
import { errorDocument, errorText, json } from './cli-output';
import { EXIT, exitCodeFor, type CliFailure, type ExitCode } from './exit-codes';
import { lines, type TerminalText } from './terminal-text';

// What every command module (cli/commands/) shares: subcommands on the program's writers, the
// option value readers, and each command's context — its messages, its writers and, for commands
// that call the API, the connection the flags, the environment and the profile name (cli-config.ts).

/** The program's own options, which every command sees. */
export interface GlobalOptions {
  readonly apiUrl?: string;
  readonly apiKey?: string;
  readonly profile?: string;
  readonly json?: boolean;
  readonly locale: Locale;
}

/**
 * Thrown once a command has reported why it cannot go on (its exit code already set): `run` ends
 * the command there. Not a failure of the CLI.
 */
export class CommandStopped extends Error {
  constructor() {
    super('The command stopped after reporting why.');
    this.name = 'CommandStopped';
  }
}

export const positiveId = (value: string): number => {
  if (!/^\d+$/.test(value.trim()) || Number(value) < 1)
    throw new InvalidArgumentError('must be a positive whole number.');
  return Number(value);
};

/** An option naming a company, a location or a booking, decoded into the domain's id here, once (ADR 0054). */
const brandedId =
  <Id>(is: (value: unknown) => value is Id) =>
  (value: string): Id => {
    const id = positiveId(value);
    // Beyond a safe integer a number names no id (it would not even round-trip).
    if (!is(id)) throw new InvalidArgumentError('must be a positive whole number.');
    return id;
  };

export const companyIdOption = brandedId(isCompanyId);
export const locationIdOption = brandedId(isLocationId);
export const bookingIdOption = brandedId(isBookingId);

export const idList =
  (min: number) =>
  (value: string): readonly number[] => {
    const items = value.split(',').map((item) => item.trim());
    if (items.some((item) => !/^\d+$/.test(item) || Number(item) < min))
      throw new InvalidArgumentError(`must be whole numbers of at least ${String(min)}, comma-separated.`);
    return items.map(Number);
  };

export const localDate = (value: string): LocalDate =>
  parseLocalDate(value.trim()).match(
    (date) => date,
    () => {
      throw new InvalidArgumentError('must be a date written YYYY-MM-DD.');
    },
  );

export const example = (...examples: readonly string[]) =>
  `\nExample${examples.length > 1 ? 's' : ''}:\n${examples.map((line) => `  $ ${line}`).join('\n')}\n`;

/** How a command shows its value: as JSON with `--json`, else as terminal text. */
export interface Presenter<T> {
  readonly json: (value: T) => unknown;
  readonly text: (value: T) => TerminalText;
}

/** The command's messages and writers. */
export interface CommandBasics {
  readonly locale: Locale;
  readonly messages: Messages;
  readonly asJson: boolean;
  readonly options: GlobalOptions;
  /** The terminal's columns, which tables fit (issue 35); none when stdout is not a terminal: piped tables keep a row a line. */
  readonly width: number | undefined;
  /** Writes the command's output on stdout. */
  readonly print: (text: TerminalText) => void;
  /** Writes the failure on stderr (as JSON with `--json`) and sets its exit code. */
  readonly fail: (failure: CliFailure) => void;
  /** Writes a usage error on stderr and sets exit code 2. */
  readonly usage: (message: string) => void;
  /** Runs `work`, writing its value with `present`, or its failure. */
  readonly output: <T>(work: ResultAsync<T, CliFailure>, present: Presenter<T>) => Promise<T | null>;
}

/** The basics, and the config file's profile as the command's options and the environment choose it. */
export interface CommandSettings extends CommandBasics {
  readonly profileName: string;
  /** The profile was named by `--profile` or RESERVA_PROFILE rather than being the default one. */
  readonly profileNamed: boolean;
  readonly document: ConfigDocument;
  readonly profile: Profile | undefined;
  /** Whether the config file exists yet. */
  readonly configExists: boolean;
  readonly connection: ConnectionSettings;
}

/** The Booking API's ports the commands call, each under the name the use cases give it (docs/adr/0055). */
export interface ApiPorts {
  readonly catalogueFiles: CatalogueFiles;
  readonly availability: AvailabilityQueries;
  readonly bookingChanges: BookingChanges;
  readonly bookingRequests: BookingRequests;
  readonly bookingSummaries: BookingSummaries;
  readonly companies: CompanyProfiles;
  readonly locationAgendas: LocationAgendas;
  readonly locationBookings: LocationBookings;
  readonly locationConsents: LocationConsents;
  readonly locations: LocationDirectory;
  readonly offeredServices: OfferedServices;
  readonly professionals: ProfessionalDirectory;
  readonly reviews: PublishedReviews;
  readonly staffApiKeys: StaffApiKeys;
  readonly giftCards: CompanyGiftCards;
  readonly vehicles: VehicleRecords & CompanyVehicles;
}

export interface CommandContext extends CommandSettings {
  /** The Booking API's ports over the command's connection. */
  readonly ports: ApiPorts;
}

export interface CommandKit {
  readonly deps: CliDeps;
  readonly exitWith: (code: ExitCode) => void;
  /** A subcommand sharing the program's writers, so usage errors and help go to the same place, with an example in its help. */
  readonly subcommand: (parent: Command, name: string, description: string, helpExample: string) => Command;
  readonly basics: (command: Command) => CommandBasics;
  /** Reads the config file; stops the command (CommandStopped) when it cannot be read or the profile's name is not one. */
  readonly settings: (command: Command) => Promise<CommandSettings>;
  /** The settings and the API; also stops the command when a profile named does not exist. */
  readonly context: (command: Command) => Promise<CommandContext>;
}

/**
 * Where commander writes: help on stdout, its errors on stderr — except with `--json`, when its
 * errors are written by `run` as the CLI's usage document instead and its own text goes nowhere.
 */
export const commanderWriters = (deps: CliDeps, asJson: boolean) => ({
  writeOut: (text: string) => {
    deps.stdout.write(text);
  },
  writeErr: (text: string) => {
    if (!asJson) deps.stderr.write(text);
  },
});

export function commandKit(deps: CliDeps, exitWith: (code: ExitCode) => void, asJson = false): CommandKit {
  const writers = commanderWriters(deps, asJson);

  const subcommand = (parent: Command, name: string, description: string, helpExample: string) =>
    parent
      .command(name)
      .description(description)
      .exitOverride()
      .configureOutput(writers)
      .showHelpAfterError(!asJson && '(add --help for usage)')
      .addHelpText('after', example(helpExample));

  const basics = (command: Command): CommandBasics => {
    const options = command.optsWithGlobals<GlobalOptions>();
    const { locale } = options;
    const messages = messagesFor(locale);
    const asJson = options.json === true;
    const print = (text: TerminalText) => {
      deps.stdout.write(text);
    };
    const fail = (failure: CliFailure) => {
      const document = errorDocument(failure, messages, (error) => deps.describeFieldError(error, locale));
      deps.stderr.write(asJson ? json(document) : errorText(document, messages));
      exitWith(exitCodeFor(failure));
    };
    const usage = (message: string) => {
      deps.stderr.write(
        asJson
          ? json({ error: { kind: 'usage', status: null, code: 'USAGE', message, fields: [] } })
          : lines(`${messages.error}: ${message}`),
      );
      exitWith(EXIT.usage);
    };
    const output = async <T>(work: ResultAsync<T, CliFailure>, present: Presenter<T>): Promise<T | null> =>
      (await work).match(
        (value) => {
          deps.stdout.write(asJson ? json(present.json(value)) : present.text(value));
          return value;
        },
        (failure) => {
          fail(failure);
          return null;
        },
      );
    const width = deps.columns;
    return { locale, messages, asJson, options, width, print, fail, usage, output };
  };

  const nonEmpty = (value: string | undefined) => (value === undefined || value === '' ? undefined : value);

  const settings = async (command: Command): Promise<CommandSettings> => {
    const base = basics(command);
    const { messages: m, options } = base;
    const named = nonEmpty(options.profile) ?? nonEmpty(deps.env['RESERVA_PROFILE']);
    const profileName = named ?? DEFAULT_PROFILE;
    if (!isProfileName(profileName)) {
      base.usage(m.invalidProfileName(profileName));
      throw new CommandStopped();
    }
    const read = await deps.configFile.read();
    if (read._tag === 'Unreadable') {
      base.usage(m.configUnreadable(deps.configFile.path, read.reason));
      throw new CommandStopped();
    }
    const document = read._tag === 'Found' ? read.document : EMPTY_CONFIG;
    // On stderr, as text only: with --json stderr carries only error documents.
    if (read._tag === 'Found' && read.readableByOthers && holdsAnApiKey(document) && !base.asJson)
      deps.stderr.write(lines(m.configReadableByOthers(deps.configFile.path)));
    const profile = document.profiles.get(profileName);
    const connection = resolveConnection({
      flags: { apiUrl: options.apiUrl, apiKey: options.apiKey },
      env: deps.env,
      profile,
    });
    return {
      ...base,
      profileName,
      profileNamed: named !== undefined,
      document,
      profile,
      configExists: read._tag === 'Found',
      connection,
    };
  };

  const context = async (command: Command): Promise<CommandContext> => {
    const found = await settings(command);
    // A profile asked for by name that the file lacks is a typo, not a wish for the defaults.
    if (found.profileNamed && found.profile === undefined && found.profileName !== DEFAULT_PROFILE) {
      found.usage(found.messages.profileNotFound(found.profileName, deps.configFile.path));
      throw new CommandStopped();
    }
    const api = deps.bookingApi({
      baseUrl: found.connection.apiUrl.value,
      apiKey: found.connection.apiKey?.value ?? null,
      locale: found.locale,
    });
    const ports: ApiPorts = {
      catalogueFiles: api,
      availability: api,
      bookingChanges: api,
      bookingRequests: api,
      bookingSummaries: api,
      companies: api,
      locationAgendas: api,
      locationBookings: api,
      locationConsents: api,
      locations: api,
      offeredServices: api,
      professionals: api,
      reviews: api,
      staffApiKeys: api,
      giftCards: api,
      vehicles: api,
    };
    return { ...found, ports };
  };

  return { deps, exitWith, subcommand, basics, settings, context };
}
