import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { bookingApiClient } from '#adapters/http/booking-api-client';
import { checkCatalogueText } from '#adapters/catalogue-file/check-catalogue-text';
import { writeYamlFile } from '#adapters/catalogue-file/yaml-catalogue';
import { fieldErrorMessage } from '#i18n/field-messages';
import { seededTestServer, type TestServer } from '#adapters/http-server/test-server.test-support';
import { DEMO_STAFF_API_KEY } from '#adapters/persistence/demo/demo-bookings';
import type { CliDeps } from './cli-deps';
import { configFileIn } from './config-file';
import { createCli } from './create-cli';
import { writeOutputFile } from './output-file';
import { sha256IdempotencyKeys } from './sha256-idempotency-keys';

// Test support: the command tree in process (issue 6) over the real app on the demo data
// (seededTestServer, through the HTTP client adapter with an in-process fetch), at a fixed now, with
// a config file of its own in a temporary directory. Each test file that uses it gets its own
// server and directory, made before its tests and removed after.

/** Tuesday 2026-12-01, 08:00 in Santiago: the tests' demo day. */
export const NOW = Date.parse('2026-12-01T11:00:00Z');

export interface Run {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
  readonly json: () => unknown;
}

export interface CliOverDemoServer {
  /** Runs `reserva argv` with the staff api-key in the environment, unless `overrides` say otherwise. */
  readonly reserva: (argv: readonly string[], overrides?: Partial<CliDeps>) => Promise<Run>;
  /** The server, once the file's tests run. */
  readonly server: () => TestServer;
  /** The directory of the config file the CLI reads and writes, once the file's tests run. */
  readonly configDirectory: () => string;
}

export function cliOverDemoServer(): CliOverDemoServer {
  let server: TestServer | undefined;
  let directory: string | undefined;

  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'reserva-cli-test-'));
    server = await seededTestServer({ clock: { now: () => NOW as never } });
  }, 60_000);

  afterAll(async () => {
    await server?.dispose();
    if (directory !== undefined) await rm(directory, { recursive: true, force: true });
  });

  const started = () => {
    if (server === undefined || directory === undefined) throw new Error('the server starts before the tests run');
    return { server, directory };
  };

  return {
    server: () => started().server,
    configDirectory: () => path.join(started().directory, 'reserva'),
    reserva: async (argv, overrides = {}) => {
      const { server: app, directory: root } = started();
      let stdout = '';
      let stderr = '';
      const cli = createCli({
        bookingApi: ({ apiKey, locale }) =>
          bookingApiClient({
            baseUrl: 'http://reserva.test',
            apiKey,
            language: locale,
            fetch: (input, init) => Promise.resolve(app.app.fetch(new Request(input, init))),
          }),
        idempotencyKeys: sha256IdempotencyKeys,
        clock: { now: () => NOW as never },
        pause: { wait: () => Promise.resolve() },
        stdout: {
          write: (text) => {
            stdout += text;
          },
        },
        stderr: {
          write: (text) => {
            stderr += text;
          },
        },
        env: { RESERVA_API_KEY: DEMO_STAFF_API_KEY },
        configFile: configFileIn(path.join(root, 'reserva')),
        readSecret: () => Promise.resolve(null),
        version: '0.1.0-test',
        isTTY: false,
        progressBars: () => ({ tick: () => undefined, stop: () => undefined }),
        readFile: () => Promise.reject(new Error('no files here')),
        writeOutputFile,
        checkCatalogueText,
        writeCatalogueYaml: writeYamlFile,
        describeFieldError: fieldErrorMessage,
        ...overrides,
      });
      const code = await cli.run(argv);
      // A command that wrote no JSON fails the test with its exit code and stderr, so the cause shows.
      const json = (): unknown => {
        if (stdout.trim() === '')
          throw new Error(`reserva ${argv.join(' ')} wrote no JSON (exit ${String(code)}): ${stderr}`);
        return JSON.parse(stdout);
      };
      return { code, stdout, stderr, json };
    },
  };
}
