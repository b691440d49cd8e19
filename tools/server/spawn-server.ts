import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from './server-node-flags';

// The server in a process of its own, on a free port (PORT=0), for the tests that drive it from
// outside and for `npm run lighthouse`; it answers once it prints where it serves. Under vitest it
// runs the bundle the run built once (server-bundle.test-support.ts, which names it in
// RESERVA_TEST_SERVER_BUNDLE) under plain Node, as `npm run start:prod` runs dist/server/main.mjs;
// elsewhere, or with RESERVA_TEST_SERVER_FROM=sources, it runs the TypeScript sources under tsx, as
// `npm start` does (docs/adr/0101).

export const repository = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const tsx = path.join(repository, 'node_modules', '.bin', 'tsx');

/** The program and arguments that start the server: the run's bundle under Node, or the sources under tsx. */
export function serverCommand(bundle = process.env['RESERVA_TEST_SERVER_BUNDLE']): readonly [string, string[]] {
  if (bundle !== undefined && bundle !== '') return [process.execPath, [...SERVER_NODE_FLAGS, bundle]];
  return [tsx, ['src/adapters/http-server/main.ts']];
}

export interface SpawnedServer {
  readonly process: ChildProcess;
  /** Where it serves, as it printed it. */
  readonly origin: string;
  /** Everything it has printed so far, stdout and stderr. */
  output(): string;
  /** Resolves with its exit code once it has exited. */
  exited(): Promise<number | null>;
  /** Stops it with `signal` (SIGTERM by default) and waits for it to exit. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  /**
   * Kills the server's own process with SIGKILL, as `kill -9` would, and waits for it to exit: under
   * tsx it runs in a child of tsx, which passes SIGTERM on but would leave the server running if
   * killed itself.
   */
  crash(): Promise<number | null>;
}

/**
 * Starts the server (`serverCommand()`) with the test process's environment plus `env` (a key set
 * to undefined is removed) and PORT=0, HOST=127.0.0.1; resolves once it prints its URL.
 */
export function spawnServer(
  env: Readonly<Record<string, string | undefined>>,
  timeoutMs = 60_000,
): Promise<SpawnedServer> {
  const merged: Record<string, string | undefined> = { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env };
  for (const [name, value] of Object.entries(merged)) if (value === undefined) Reflect.deleteProperty(merged, name);
  const [program, args] = serverCommand();
  const child = spawn(program, args, {
    cwd: repository,
    env: merged,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = () =>
    new Promise<number | null>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
      else
        child.once('exit', (code) => {
          resolve(code);
        });
    });
  // Under Node the child is the server. Under tsx the server runs in a child of tsx: killed with
  // SIGKILL, it goes first, then tsx exits by itself (tsx is killed too, in case the server had not
  // started yet).
  const killServerItself = () => {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
    if (program !== tsx) {
      child.kill('SIGKILL');
      return;
    }
    let children: number[] = [];
    try {
      children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(child.pid)], { encoding: 'utf8' })
        .trim()
        .split(/\s+/)
        .map(Number)
        .filter((each) => Number.isInteger(each) && each > 0);
    } catch {
      // ps exits 1 when tsx has no child yet.
    }
    for (const pid of children) process.kill(pid, 'SIGKILL');
    if (children.length === 0) child.kill('SIGKILL');
  };
  return new Promise<SpawnedServer>((resolve, reject) => {
    const timer = setTimeout(() => {
      killServerItself();
      reject(new Error(`no URL printed within ${String(timeoutMs / 1000)} s:\n${output}`));
    }, timeoutMs);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const printed = /serving the Booking API at (http:\/\/\S+) /.exec(output);
      if (printed?.[1] !== undefined) {
        clearTimeout(timer);
        resolve({
          process: child,
          origin: printed[1],
          output: () => output,
          exited,
          async stop(signal = 'SIGTERM') {
            // tsx passes SIGTERM on to the server, but a SIGKILL of tsx would leave the server running.
            if (signal === 'SIGKILL') killServerItself();
            else if (child.exitCode === null && child.signalCode === null) child.kill(signal);
            return exited();
          },
          async crash() {
            killServerItself();
            return exited();
          },
        });
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${String(code)}:\n${output}`));
    });
  });
}
