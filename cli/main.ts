import { readFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { bookingApiClient } from '../src/adapters/http/booking-api-client';
import { fieldErrorMessage } from '../src/i18n/field-messages';
import { systemClock } from '../src/adapters/system-clock';
import { runtimeFiles } from '../src/adapters/runtime-files';
import { configDirectory, configFileIn } from './config-file';
import { createCli } from './create-cli';
import { terminalProgressBars } from './progress-bar';
import { secretInput } from './secret-input';
import { sha256IdempotencyKeys } from './sha256-idempotency-keys';

// The CLI's composition root (`reserva`, cli/bin/reserva.mjs): the HTTP client adapter, the
// machine's clock, SHA-256 idempotency keys, the per-user config file and the process's streams,
// handed to the command tree. It only wires and parses; everything else is in createCli and the
// use cases it drives.

const { version } = JSON.parse(await readFile(runtimeFiles.packageJson, 'utf8')) as { readonly version: string };

const cli = createCli({
  bookingApi: (connection) => bookingApiClient({ baseUrl: connection.baseUrl, apiKey: connection.apiKey, language: connection.locale }),
  idempotencyKeys: sha256IdempotencyKeys,
  clock: systemClock,
  pause: { wait: (seconds) => new Promise((resolve) => setTimeout(resolve, seconds * 1000)) },
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
  configFile: configFileIn(configDirectory(process.env, homedir())),
  // The prompt goes to stderr, so stdout stays the command's output.
  readSecret: secretInput(process.stdin, process.stderr),
  version,
  isTTY: process.stderr.isTTY && process.stdout.isTTY,
  progressBars: terminalProgressBars(process.stderr),
  readFile: (path) => readFile(path, 'utf8'),
  // The words the API puts under a field, for input refused before it is sent.
  describeFieldError: fieldErrorMessage,
});

process.exitCode = await cli.run(process.argv.slice(2));
