// The CLI's composition module (docs/adr/0003), in the server's style (server-container.ts): one
// tsyringe container in which configuration, then adapters, then the command tree are registered,
// each under a named token with a factory that resolves what it is built from. The commands build
// their use cases themselves (cli/commands/), over the Booking API's ports for the connection their
// flags, the environment and the profile choose — known only once a command line is parsed.
import { readFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import type { DependencyContainer } from 'tsyringe';
import type { Clock } from '#application/ports/shared/clock';
import type { IdempotencyKeys } from '#application/ports/client/idempotency-keys';
import type { Pause } from '#application/ports/client/pause';
import { newContainer, provide, provideValue, resolve, token } from '#adapters/composition/typed-tokens';
import { bookingApiClient } from '#adapters/http/booking-api-client';
import { checkCatalogueText } from '#adapters/catalogue-file/check-catalogue-text';
import { writeYamlFile } from '#adapters/catalogue-file/yaml-catalogue';
import { runtimeFiles } from '#adapters/runtime-files';
import { systemClock } from '#adapters/system-clock';
import { fieldErrorMessage } from '#i18n/field-messages';
import type { CliDeps } from './cli-deps';
import type { DescribeFieldError } from './cli-output';
import { configDirectory, configFileIn, type ConfigFile } from './config-file';
import { createCli } from './create-cli';
import { writeOutputFile } from './output-file';
import { terminalProgressBars, type ProgressBars } from './progress-bar';
import { secretInput, type ReadSecret, type SecretSource } from './secret-input';
import { sha256IdempotencyKeys } from './sha256-idempotency-keys';

/** The process the CLI runs in: its environment and its streams. */
export interface CliProcess {
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly stdin: SecretSource;
  readonly stdout: NodeJS.WriteStream;
  readonly stderr: NodeJS.WriteStream;
}

export type Cli = ReturnType<typeof createCli>;

export const CLI = {
  // Configuration.
  process: token<CliProcess>('CliProcess'),
  /** What `--version` prints: the package's version. */
  version: token<string>('PackageVersion'),
  /** The per-user config file with the profiles (ADR 0053). */
  configFile: token<ConfigFile>('ConfigFile'),
  // Adapters.
  bookingApi: token<CliDeps['bookingApi']>('BookingApiClient'),
  idempotencyKeys: token<IdempotencyKeys>('IdempotencyKeys'),
  clock: token<Clock>('Clock'),
  pause: token<Pause>('Pause'),
  readSecret: token<ReadSecret>('ReadSecret'),
  progressBars: token<ProgressBars>('ProgressBars'),
  describeFieldError: token<DescribeFieldError>('DescribeFieldError'),
  // The command tree.
  deps: token<CliDeps>('CliDeps'),
  cli: token<Cli>('Cli'),
};

/** The package's version, read from package.json beside the sources. */
export async function packageVersion(): Promise<string> {
  return (JSON.parse(await readFile(runtimeFiles.packageJson, 'utf8')) as { readonly version: string }).version;
}

export function composeCli(running: CliProcess, version: string): DependencyContainer {
  const registry = newContainer();
  // Configuration.
  provideValue(registry, CLI.process, running);
  provideValue(registry, CLI.version, version);
  provide(registry, CLI.configFile, (c) => configFileIn(configDirectory(resolve(c, CLI.process).env, homedir())));
  // Adapters: the HTTP client for a connection, the machine's clock, SHA-256 idempotency keys (ADR 0023).
  provide(
    registry,
    CLI.bookingApi,
    () => (connection) =>
      bookingApiClient({ baseUrl: connection.baseUrl, apiKey: connection.apiKey, language: connection.locale }),
  );
  provide(registry, CLI.idempotencyKeys, () => sha256IdempotencyKeys);
  provide(registry, CLI.clock, () => systemClock);
  provide(registry, CLI.pause, (): Pause => ({
    wait: (seconds) => new Promise((resolveWait) => setTimeout(resolveWait, seconds * 1000)),
  }));
  // The prompt goes to stderr, so stdout stays the command's output.
  provide(registry, CLI.readSecret, (c) => secretInput(resolve(c, CLI.process).stdin, resolve(c, CLI.process).stderr));
  provide(registry, CLI.progressBars, (c) => terminalProgressBars(resolve(c, CLI.process).stderr));
  // The words the API puts under a field, for input refused before it is sent.
  provide(registry, CLI.describeFieldError, () => fieldErrorMessage);
  // The command tree.
  provide(registry, CLI.deps, (c): CliDeps => {
    const { env, stdout, stderr } = resolve(c, CLI.process);
    return {
      bookingApi: resolve(c, CLI.bookingApi),
      idempotencyKeys: resolve(c, CLI.idempotencyKeys),
      clock: resolve(c, CLI.clock),
      pause: resolve(c, CLI.pause),
      stdout,
      stderr,
      env,
      configFile: resolve(c, CLI.configFile),
      readSecret: resolve(c, CLI.readSecret),
      version: resolve(c, CLI.version),
      isTTY: stderr.isTTY && stdout.isTTY,
      columns: stdout.isTTY ? stdout.columns : undefined,
      progressBars: resolve(c, CLI.progressBars),
      readFile: (path) => readFile(path, 'utf8'),
      writeOutputFile,
      checkCatalogueText,
      writeCatalogueYaml: writeYamlFile,
      describeFieldError: resolve(c, CLI.describeFieldError),
    };
  });
  provide(registry, CLI.cli, (c) => createCli(resolve(c, CLI.deps)));
  return registry;
}
