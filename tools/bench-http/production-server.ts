// The server as production runs it, for the HTTP benchmark (issue 19; docs/adr/0069): the bundle
// `npm run build` writes (dist/server/main.mjs, ADR 0063), run by plain Node with NODE_ENV=production
// from a directory of its own, on 127.0.0.1 and a free port — as tools/smoke/production-smoke.ts
// starts it. The build is made once, and again only when a source is newer than what it wrote.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '../server/server-node-flags';

export const repository = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const serverBundle = path.join(repository, 'dist/server/main.mjs');
/** Loaded into each server: what its garbage collector does, for the report (heap-figures.ts). */
const heapProbe = path.join(repository, 'tools/bench-http/heap-probe.mjs');

/** What `npm run build` writes: the server, the CLI, the storefront. */
const BUILT = ['dist/server/main.mjs', 'dist/cli/reserva.mjs', 'dist/storefront/index.html'];
/** What it is built from. */
const SOURCES = ['src', 'cli', 'openapi', 'tools/build', 'package.json', 'package-lock.json', 'vite.config.ts'];

function newestModification(entry: string): number {
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(entry).reduce((newest, name) => Math.max(newest, newestModification(path.join(entry, name))), 0);
}

/** Why the build must be made again (missing, or older than a source), or null when it is up to date. */
export function staleBuild(): string | null {
  const missing = BUILT.filter((file) => !existsSync(path.join(repository, file)));
  if (missing.length > 0) return `${missing.join(', ')} missing`;
  const built = Math.min(...BUILT.map((file) => statSync(path.join(repository, file)).mtimeMs));
  const changed = SOURCES.filter((source) => {
    const entry = path.join(repository, source);
    return existsSync(entry) && newestModification(entry) > built;
  });
  return changed.length > 0 ? `${changed.join(', ')} changed since the last build` : null;
}

/** Runs `npm run build` when the build is missing or stale; says which. Throws when the build fails. */
export function ensureProductionBuild(say: (line: string) => void): void {
  const stale = staleBuild();
  if (stale === null) {
    say('The production build in dist/ is up to date.');
    return;
  }
  say(`Building for production (${stale}): npm run build`);
  const built = spawnSync('npm', ['run', 'build'], { cwd: repository, stdio: ['ignore', 'inherit', 'inherit'] });
  if (built.status !== 0) throw new Error(`npm run build exited ${String(built.status ?? built.signal)}`);
}

export interface ProductionServer {
  readonly child: ChildProcess;
  readonly pid: number;
  readonly origin: string;
  /** The first and the last of what it printed, for a failure's report. */
  output(): string;
  /** SIGTERM, then SIGKILL after 20 s; resolves once it has exited. */
  stop(): Promise<void>;
}

/** What every server of one benchmark database shares: the staff key the load presents, the data. */
export interface ServerEnvironment {
  readonly directory: string;
  /** Empty: PGlite in `directory`. */
  readonly databaseUrl: string;
  readonly staffKey: string;
}

export function newStaffKey(): string {
  return `bench-${randomBytes(12).toString('hex')}`;
}

function environment(server: ServerEnvironment): Record<string, string> {
  return {
    PATH: process.env['PATH'] ?? '/usr/bin:/bin',
    HOME: server.directory,
    NODE_ENV: 'production',
    PORT: '0',
    HOST: '127.0.0.1',
    RESERVA_DATA_DIR: path.join(server.directory, 'data'),
    // The demo's data under NODE_ENV=production only when asked (docs/adr/0087).
    RESERVA_DEMO: 'on',
    RESERVA_DEMO_DATA: 'true',
    RESERVA_STAFF_API_KEY: server.staffKey,
    RESERVA_SANDBOX_PAYMENT_SECRET: randomBytes(16).toString('hex'),
    // Production refuses the public development key of the mails' links (issue 18, ADR 0065).
    RESERVA_LINK_KEY: randomBytes(32).toString('hex'),
    DATABASE_URL: server.databaseUrl,
    // As production runs it (issue 37: every metric kept), and so that a path's caches can be read.
    RESERVA_METRICS: 'on',
    // Where heap-probe.mjs writes what each server's garbage collector did (heap-figures.ts).
    RESERVA_BENCH_HEAP_FIGURES_DIR: server.directory,
  };
}

/** Keeps what a process printed first and last, not the megabytes of access lines in between. */
function outputKeeper() {
  let head = '';
  let tail = '';
  return {
    add(chunk: string) {
      if (head.length < 16_000) head += chunk.slice(0, 16_000 - head.length);
      else tail = (tail + chunk).slice(-16_000);
    },
    text: () => (tail === '' ? head : `${head}\n…\n${tail}`),
  };
}

function run(args: readonly string[], server: ServerEnvironment, timeoutMs: number) {
  // RESERVA_BENCH_SERVER_NODE_ARGS, e.g. `--cpu-prof --cpu-prof-dir=/tmp/profiles`: Node's own options
  // for the servers, to profile them under the benchmark's load (Node refuses --cpu-prof in NODE_OPTIONS).
  const nodeArgs = (process.env['RESERVA_BENCH_SERVER_NODE_ARGS'] ?? '').split(' ').filter((each) => each !== '');
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, '--import', heapProbe, ...nodeArgs, serverBundle, ...args],
    {
      env: environment(server),
      cwd: server.directory,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const kept = outputKeeper();
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => {
      resolve(code);
    });
  });
  const started = new Promise<string>((resolve, reject) => {
    let printed = '';
    let found = false;
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server printed no address within ${String(timeoutMs / 1000)} s:\n${kept.text()}`));
    }, timeoutMs);
    const read = (chunk: Buffer) => {
      const text = chunk.toString();
      kept.add(text);
      if (found) return;
      printed += text;
      const origin = /serving the Booking API at (http:\/\/\S+) /.exec(printed)?.[1];
      if (origin !== undefined) {
        clearTimeout(timer);
        found = true;
        printed = '';
        resolve(origin);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited ${String(code)} before serving:\n${kept.text()}`));
    });
  });
  return { child, kept, exited, started };
}

/** Runs `main.mjs migrate` to its end (ADR 0059). */
export async function migrateDatabase(server: ServerEnvironment): Promise<void> {
  const migrating = run(['migrate'], server, 240_000);
  migrating.started.catch(() => undefined);
  const code = await migrating.exited;
  if (code !== 0) throw new Error(`main.mjs migrate exited ${String(code)}:\n${migrating.kept.text()}`);
}

/** Starts the server bundle; resolves once it prints where it serves. */
export async function startProductionServer(server: ServerEnvironment): Promise<ProductionServer> {
  const running = run([], server, 240_000);
  // It listens on HOST=127.0.0.1 and prints `localhost`; the load goes to the address itself.
  const origin = (await running.started).replace('//localhost:', '//127.0.0.1:');
  const { child } = running;
  if (child.pid === undefined) throw new Error('the server has no process id');
  return {
    child,
    pid: child.pid,
    origin,
    output: running.kept.text,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await running.exited;
      clearTimeout(timer);
    },
  };
}

/** A process's resident memory in bytes, from /proc (Linux). */
export function residentBytes(pid: number): number {
  const status = readFileSync(`/proc/${String(pid)}/status`, 'utf8');
  const kilobytes = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
  if (kilobytes === undefined) throw new Error(`no VmRSS in /proc/${String(pid)}/status`);
  return Number(kilobytes) * 1024;
}
