import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { pgliteDataDirectoryFromTemplate } from '../tools/server/database-templates.test-support';
import { repository, spawnServer, type SpawnedServer } from '../tools/server/spawn-server';
import { DEMO_STAFF_API_KEY } from '#adapters/persistence/demo/demo-bookings';

// The real binary against a real server, for the CLI's end-to-end files: the Booking API started as
// `npm start` starts it, on a fresh PGlite with the demo data in a temporary directory, once for the
// whole file, and the CLI spawned against it with the demo's staff api-key — under vitest the CLI
// the run built beside the server's bundle (`cli/reserva.mjs`, as `npm run build` compiles it into
// dist/), run by plain Node; elsewhere, or when asked (`through: 'binary'`), `node cli/bin/reserva.mjs`,
// which runs the sources under tsx (docs/adr/0101).

/** The CLI the run built beside the server's bundle, when there is one. */
function builtCli(): string | undefined {
  const bundle = process.env['RESERVA_TEST_SERVER_BUNDLE'];
  if (bundle === undefined || bundle === '') return undefined;
  return path.join(path.dirname(path.dirname(bundle)), 'cli/reserva.mjs');
}

export interface CliRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

export interface SpawnedCli {
  /** The server's address. */
  readonly origin: string;
  /** The file's temporary directory: the binary's working directory, its config under `config/`. */
  readonly directory: string;
  /** Runs the binary with the test process's environment and `env` (a variable set to undefined is removed), `input` on its stdin. */
  readonly run: (
    argv: readonly string[],
    options?: {
      readonly env?: Readonly<Record<string, string | undefined>>;
      readonly input?: string;
      /** `binary`: through `cli/bin/reserva.mjs`, the package's `bin`, even where the run built the CLI. */
      readonly through?: 'binary';
    },
  ) => Promise<CliRun>;
}

/** Starts the server before the file's tests and stops it (and removes its directory) after them. */
export function spawnedCli(directoryPrefix: string): SpawnedCli {
  let server: SpawnedServer | undefined;
  let directory: string | undefined;
  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), directoryPrefix));
    await pgliteDataDirectoryFromTemplate(path.join(directory, 'data'), { seeded: true });
    server = await spawnServer({
      RESERVA_DATA_DIR: path.join(directory, 'data'),
      RESERVA_STAFF_API_KEY: undefined,
      DATABASE_URL: undefined,
      RESERVA_DEMO_DATA: undefined,
    });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    if (directory !== undefined) await rm(directory, { recursive: true, force: true });
  });
  const started = () => {
    if (server === undefined || directory === undefined) throw new Error('the server has not started');
    return { server, directory };
  };
  return {
    get origin() {
      return started().server.origin;
    },
    get directory() {
      return started().directory;
    },
    run: (argv, options = {}) => {
      const { server: running, directory: cwd } = started();
      const env: Record<string, string | undefined> = {
        ...process.env,
        RESERVA_API_URL: running.origin,
        RESERVA_API_KEY: DEMO_STAFF_API_KEY,
        RESERVA_CONFIG_DIR: path.join(cwd, 'config'),
        ...options.env,
      };
      for (const [name, value] of Object.entries(env)) if (value === undefined) Reflect.deleteProperty(env, name);
      return new Promise((resolve) => {
        const program =
          (options.through === undefined ? builtCli() : undefined) ?? path.join(repository, 'cli/bin/reserva.mjs');
        const child = execFile(
          process.execPath,
          [program, ...argv],
          { cwd, env, timeout: 60_000 },
          (error, stdout, stderr) => {
            resolve({ code: error === null ? 0 : typeof error.code === 'number' ? error.code : -1, stdout, stderr });
          },
        );
        child.stdin?.end(options.input ?? '');
      });
    },
  };
}
